//! The values of the children alpha-beta's cuts pruned, as the course tree on
//! paper shows them (greyed): each pruned child searched by seed 004's MinMax
//! from its position, to the depth the recorded search had left there (to the
//! end of the game when it had no depth), so a pruned leaf shows the value the
//! game gives it. Worked out once per trace ([`PrunedValues::of`]), within a
//! budget of nodes: the children past it show no value. Only MinMax and
//! alpha-beta traces (values from MAX's side) are valued.

use super::erased::InspectTrace;
use super::tree::Tree;
use super::{Family, run::Recorder};
use crate::engine::state_after;
use crate::games::AnyGame;
use crate::search::trace::LeafKind;
use crate::search::{Value, minimax, minimax_depth};
use crate::with_game;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

/// The most nodes searched for the pruned children of one trace.
pub const BUDGET: usize = 200_000;

/// The value of each pruned child, by cut number and index in the cut.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrunedValues {
    by: HashMap<(u32, u32), Value>,
}

impl PrunedValues {
    /// The value of the `index`-th child cut number `cut` pruned, if known.
    pub fn get(&self, cut: u32, index: u32) -> Option<Value> {
        self.by.get(&(cut, index)).copied()
    }

    /// How many pruned children have a value.
    pub fn len(&self) -> usize {
        self.by.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by.is_empty()
    }

    /// The values of the children the cuts of `t` pruned, searched on `game`.
    pub fn of(t: &InspectTrace, tree: &Tree, game: &AnyGame) -> PrunedValues {
        let mut out = PrunedValues::default();
        if t.family() == Family::Negamax || t.trace.cut_count() == 0 {
            return out;
        }
        let depth = searched_depth(t);
        let mut left = BUDGET;
        for node in tree.cut_nodes() {
            let (Some(k), Some(n)) = (tree.cut_at(node), t.trace.node(node)) else {
                continue;
            };
            let mut line: Vec<String> = t.moves().to_vec();
            line.extend(t.line_names(node));
            let below = depth.map(|d| d.saturating_sub(u32::from(n.depth) + 1));
            for (index, &a) in t.trace.cut(k).iter().enumerate() {
                line.push(t.name(a).to_string());
                let found = value(game, &line, below, left);
                line.pop();
                let Some((v, used)) = found else {
                    return out;
                };
                left = left.saturating_sub(used);
                out.by.insert((k as u32, index as u32), v);
            }
        }
        out
    }
}

/// The depth the search had: its settings', else (a trace read from a file)
/// the deepest node's when some leaf was scored by the heuristic.
fn searched_depth(t: &InspectTrace) -> Option<u32> {
    if let Some(s) = &t.settings {
        return s.depth;
    }
    let horizon = t
        .trace
        .nodes()
        .any(|n| n.leaf() == Some(LeafKind::Heuristic));
    horizon.then(|| {
        t.trace
            .nodes()
            .map(|n| u32::from(n.depth))
            .max()
            .unwrap_or(0)
    })
}

/// MinMax's value of the position after `line`, `depth` plies deep (to the
/// end: `None`), and the nodes it took; `None` past `budget` nodes.
fn value(
    game: &AnyGame,
    line: &[String],
    depth: Option<u32>,
    budget: usize,
) -> Option<(Value, usize)> {
    let never = AtomicBool::new(false);
    with_game!(game, g => {
        let root = state_after(g, line).ok()?;
        let mut rec = Recorder::new(budget, &never, &|_| {});
        let r = match depth {
            Some(d) => minimax_depth(g, &root, d, &mut rec),
            None => minimax(g, &root, &mut rec),
        }
        .ok()?;
        (!rec.trace.truncated()).then_some((r.value, rec.trace.node_count()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameSpec;
    use crate::inspect::{Algorithm, Loaded, SearchSettings, run_search};

    fn searched(algorithm: Algorithm) -> Loaded {
        let settings = SearchSettings {
            algorithm,
            depth: Some(3),
            ..SearchSettings::default()
        };
        let stop = AtomicBool::new(false);
        let trace = run_search(&GameSpec::TicTacToe, &[], &settings, &stop, &|_| {});
        Loaded::new(trace.expect("the search")).expect("the trace")
    }

    #[test]
    fn each_pruned_child_has_the_value_of_its_node_in_the_full_tree() {
        let ab = searched(Algorithm::AlphaBeta);
        let full = searched(Algorithm::MinimaxDepth);
        // The full tree's values by line of moves.
        let values: HashMap<Vec<String>, Value> = (0..full.trace.trace.node_count() as u32)
            .filter_map(|id| Some((full.trace.line_names(id), full.trace.trace.node(id)?.value)))
            .collect();
        let mut checked = 0;
        for node in ab.tree.cut_nodes() {
            let k = ab.tree.cut_at(node).expect("a cut");
            for (i, &a) in ab.trace.trace.cut(k).iter().enumerate() {
                let mut line = ab.trace.line_names(node);
                line.push(ab.trace.name(a).to_string());
                let want = values.get(&line).copied();
                assert_eq!(ab.pruned_values.get(k as u32, i as u32), want, "{line:?}");
                checked += 1;
            }
        }
        assert!(checked > 10, "only {checked} pruned children");
        assert_eq!(ab.pruned_values.len(), checked);
        // No cut in MinMax: nothing to value.
        assert!(full.pruned_values.is_empty());
    }
}
