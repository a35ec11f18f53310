//! Which numbers the seeds' searches give ([`Scale`]), decided once per search
//! from the game and the depth, and the values of final states and horizon
//! leaves on that scale. Every seed search (MinMax plain, memoised, to a depth,
//! and AlphaBeta) reads its leaves here, so the command line, the inspector and
//! trace files see the same values, and the command line says which scale they
//! are on. The attractor solver does not use it: it reads the signs of final
//! states (seed 003 Proposition 2.2).
//!
//! The three scales and their bound v_max (seed 003 Remark 2.1: "on pourrait
//! prendre v_max = 1 comme précédemment ... on prendra v_max = 100"):
//! - [`Scale::Outcome`]: seed 003 Definition 2.1, values in {-1, 0, 1} (v_max = 1),
//!   for a search to the end of a game whose final states carry no number;
//! - [`Scale::Heuristic`]: seed 003 Definition 2.2 and seed 004 Definition 4.12,
//!   values in [-M, M] with M = 100, final states exactly +-M or 0, the game's
//!   estimate at the horizon (a search with a depth);
//! - [`Scale::LeafValues`]: the game's final states carry numbers
//!   ([`Heuristic::terminal_value`], the integer leaves of seed 003's exercise
//!   trees), with or without a depth; v_max is [`Heuristic::leaf_bound`], for an
//!   arena the largest |leaf value| (at least 1). In an arena mixing outcomes and
//!   values, an outcome leaf is worth +-v_max (won by player 0 or 1) or 0 (draw):
//!   seed 003 Definition 2.2 says that v_max is the value of the won states, so a
//!   win is worth as much as the best leaf and never less. Inner nodes at the
//!   horizon take the game's estimate, kept strictly inside (-v_max, v_max).

use super::heuristic::{Heuristic, M};
use super::outcome::outcome_value;
use super::trace::Value;
use serde::Serialize;

/// The scale of a seed search's values, with its bound v_max.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Scale {
    /// Seed 003 Definition 2.1: {-1, 0, 1}.
    Outcome,
    /// The game's own final values, in [-bound, bound].
    LeafValues { bound: Value },
    /// Seed 003 Definition 2.2: [-M, M], final states +-M or 0.
    Heuristic { bound: Value },
}

impl Scale {
    /// The scale of a seed search of `g` to `depth` plies (`None`: to the end).
    pub fn of<G: Heuristic>(g: &G, depth: Option<u32>) -> Scale {
        match (g.leaf_bound(), depth) {
            (Some(bound), _) => Scale::LeafValues {
                bound: bound.max(1),
            },
            (None, None) => Scale::Outcome,
            (None, Some(_)) => Scale::Heuristic { bound: M },
        }
    }

    /// v_max: no value on this scale is larger in absolute value.
    pub fn bound(self) -> Value {
        match self {
            Scale::Outcome => 1,
            Scale::LeafValues { bound } | Scale::Heuristic { bound } => bound,
        }
    }

    /// The name written in the command line's `"scale"` field: `outcome`,
    /// `leaf values` or `heuristic`.
    pub fn name(self) -> &'static str {
        match self {
            Scale::Outcome => "outcome",
            Scale::LeafValues { .. } => "leaf values",
            Scale::Heuristic { .. } => "heuristic",
        }
    }

    /// One line saying what the values are, for the command line's text output.
    pub fn describe(self) -> String {
        match self {
            Scale::Outcome => {
                "outcome: {-1, 0, 1}, 1 a win for player 0 (seed 003 Definition 2.1)".into()
            }
            Scale::LeafValues { bound } => format!(
                "leaf values: the game's final values, within [-{bound}, {bound}] \
                 (v_max = {bound}, seed 003 Remark 2.1)"
            ),
            Scale::Heuristic { bound } => format!(
                "heuristic: [-{bound}, {bound}], +-{bound} at final states (seed 003 Definition 2.2)"
            ),
        }
    }

    /// The value of the final state `s` on this scale (`None` if `s` is not
    /// final): the game's own number when it has one, otherwise v_max times seed
    /// 003's {-1, 0, 1}.
    pub fn final_value<G: Heuristic>(self, g: &G, s: &G::State) -> Option<Value> {
        let outcome = outcome_value(g, s)?;
        Some(g.terminal_value(s).unwrap_or(outcome * self.bound()))
    }

    /// The value of the non-final `s` at the horizon: the game's estimate,
    /// strictly inside (-v_max, v_max) (seed 003 Definition 2.2).
    pub fn estimate<G: Heuristic>(self, g: &G, s: &G::State) -> Value {
        let b = self.bound() - 1;
        g.estimate(s).clamp(-b, b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Arena, TicTacToe};

    #[test]
    fn each_game_and_depth_has_its_scale() {
        assert_eq!(Scale::of(&TicTacToe, None), Scale::Outcome);
        assert_eq!(
            Scale::of(&TicTacToe, Some(2)),
            Scale::Heuristic { bound: 100 }
        );
        let tree = Arena::load("assets/arenas/seed-003-alpha-beta.ron").unwrap();
        // The largest |leaf| of the seed-003 tree is C1a's -7.
        assert_eq!(Scale::of(&tree, None), Scale::LeafValues { bound: 7 });
        assert_eq!(Scale::of(&tree, Some(1)).bound(), 7);
        let ex = Arena::load("assets/arenas/seed-003-example-2-2.ron").unwrap();
        assert_eq!(Scale::of(&ex, None).bound(), 100);
        // An arena of outcomes only is on seed 003's {-1, 0, 1}.
        let chomp = Arena::load("assets/arenas/seed-003-chomp-3x2.ron").unwrap();
        assert_eq!(Scale::of(&chomp, None), Scale::Outcome);
        assert_eq!(Scale::Outcome.name(), "outcome");
        assert!(Scale::of(&tree, None).describe().contains("[-7, 7]"));
    }

    #[test]
    fn outcomes_of_a_mixed_arena_are_worth_plus_or_minus_v_max() {
        let text = r#"(initial: "r", nodes: [
            (name: "r", owner: 0, edges: ["a", "b", "c"]),
            (name: "a", value: -30), (name: "b", outcome: Win0), (name: "c", outcome: Draw),
        ])"#;
        let graph = crate::games::arena::ArenaFile::from_ron(text)
            .unwrap()
            .validate()
            .unwrap();
        let g = Arena::from_graph("mixed", graph);
        let scale = Scale::of(&g, None);
        assert_eq!(scale, Scale::LeafValues { bound: 30 });
        let value = |name| scale.final_value(&g, &g.id(name).unwrap());
        assert_eq!(
            [value("a"), value("b"), value("c")],
            [Some(-30), Some(30), Some(0)]
        );
        assert_eq!(value("r"), None);
        assert_eq!(scale.estimate(&g, &g.id("r").unwrap()), 0);
    }
}
