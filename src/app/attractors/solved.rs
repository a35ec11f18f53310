//! A solved game of whichever type, as the inspector reads it ([`AnySolution`]):
//! the solver's figures ([`Summary`]: `|A_n(0)|` and `|A_n(1)|` for each `n`,
//! seed 003, Definition 1.5), the states of each attractor in order of rank,
//! what is known of one state, the answer for the position reached by a line of
//! moves, the facts per node of an arena, and a miniature of any state drawn by
//! the game's own painter. Everything is computed by `src/solve/` on the solver
//! thread; nothing here decides who wins.

use crate::app::board::{Painter, paint_still};
use crate::app::i18n::Language;
use crate::engine::{Actor, Game, Player, Viewer, parse_legal};
use crate::games::{Arena, GameSpec};
use crate::solve::{Solution, Summary, Value};
use eframe::egui::Ui;

/// What the solver says of one move from the position looked at.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveOutcome {
    pub notation: String,
    /// The value of the state the move leads to.
    pub value: Value,
    /// For a forced win: how many moves to the end, this one included.
    pub moves: Option<u32>,
}

/// What the solver says of the position looked at.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionAnswer {
    /// The state's id in the solved graph.
    pub id: u32,
    /// Who acts (`None` at a final state).
    pub to_move: Option<Player>,
    pub value: Value,
    /// For a state of `A(i)`: the most moves `i` needs (its rank).
    pub rank: Option<u32>,
    /// The winning strategy's move, in notation, when the player to move wins.
    pub strategy: Option<String>,
    /// Every legal move, in the game's order.
    pub moves: Vec<MoveOutcome>,
}

/// What the solver says of one state of the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct StateFacts {
    pub to_move: Option<Player>,
    pub value: Value,
    pub rank: Option<u32>,
    pub strategy: Option<String>,
}

/// One node of a solved arena.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeFacts {
    /// The node's state id, `None` when it is not reachable from the start.
    pub id: Option<u32>,
    pub value: Option<Value>,
    pub rank: Option<u32>,
    /// The node the winning strategy moves to.
    pub strategy: Option<u32>,
}

/// A solved game, whatever its type.
///
/// A trait for the reason [`crate::app::session::AnySession`] gives:
/// [`Solved<G>`] holds the solved graph of `G::State`s, and
/// [`crate::with_game!`] picks `G` where it is made (`attractors::model`).
pub trait AnySolution: Send {
    /// The game solved.
    fn spec(&self) -> &GameSpec;
    fn summary(&self) -> &Summary;
    /// The states of `A(i)` in order of rank: `A_n(i)` is the first
    /// `|A_n(i)|` of them.
    fn by_rank(&self, i: Player) -> &[u32];
    fn facts(&self, id: u32) -> StateFacts;
    /// The answer for the position reached by playing `moves` (notation) from
    /// the start, each checked by the engine.
    fn position(&self, moves: &[String]) -> Result<PositionAnswer, String>;
    /// For an arena: the arena and the facts of each of its nodes.
    fn arena(&self) -> Option<(&Arena, &[NodeFacts])>;
    /// State `id` in the game's own position notation (one or more lines, the
    /// text the board editor reads), for a game that writes positions
    /// ([`Game::positions`]).
    fn notation(&self, id: u32) -> Option<String>;
    /// Draws state `id` with the game's painter, read-only, in the space `ui`
    /// offers.
    fn miniature(&self, ui: &mut Ui, id: u32, lang: Language);
}

/// A [`Solution`] with what the inspector reads of it, computed once.
pub struct Solved<G: Game> {
    solution: Solution<G>,
    spec: GameSpec,
    summary: Summary,
    by_rank: [Vec<u32>; 2],
    nodes: Option<Vec<NodeFacts>>,
}

impl<G: Painter> Solved<G> {
    pub fn new(solution: Solution<G>) -> Self {
        let by_rank = [0, 1].map(|i| solution.attractors.by_rank(i));
        Solved {
            spec: solution.game.spec(),
            summary: solution.summary(),
            nodes: node_facts(&solution),
            by_rank,
            solution,
        }
    }

    fn notation_of_move_to(&self, id: u32, target: u32) -> Option<String> {
        let (g, graph) = (&self.solution.game, &self.solution.graph);
        let s = &*graph.state(id);
        let p = graph.owner(id)?;
        let mut actions = Vec::new();
        g.legal_actions(s, p, &mut actions);
        let k = graph.successors(id).iter().position(|&c| c == target)?;
        actions.get(k).map(|&a| g.notation(s, a))
    }
}

/// For a game drawn as a graph (an arena, [`Painter::as_graph`]): the facts
/// of every node.
fn node_facts<G: Painter>(solution: &Solution<G>) -> Option<Vec<NodeFacts>> {
    let drawn = solution.game.as_graph()?;
    let graph = &solution.graph;
    let facts = (0..drawn.arena.graph().nodes.len() as u32)
        .map(|u| {
            let id = graph.id(&(drawn.state)(u));
            NodeFacts {
                id,
                value: id.map(|v| solution.value(v)),
                rank: id.and_then(|v| solution.attractors.rank(v)),
                strategy: id
                    .and_then(|v| solution.attractors.strategy(v))
                    .map(|t| (drawn.node)(&graph.state(t))),
            }
        })
        .collect();
    Some(facts)
}

impl<G: Painter> AnySolution for Solved<G> {
    fn spec(&self) -> &GameSpec {
        &self.spec
    }

    fn summary(&self) -> &Summary {
        &self.summary
    }

    fn by_rank(&self, i: Player) -> &[u32] {
        self.by_rank.get(i).map_or(&[], Vec::as_slice)
    }

    fn facts(&self, id: u32) -> StateFacts {
        let a = &self.solution.attractors;
        StateFacts {
            to_move: self.solution.graph.owner(id),
            value: a.value(id),
            rank: a.rank(id),
            strategy: a.strategy(id).and_then(|t| self.notation_of_move_to(id, t)),
        }
    }

    fn position(&self, moves: &[String]) -> Result<PositionAnswer, String> {
        let g = &self.solution.game;
        let mut s = g.initial_state();
        for (k, text) in moves.iter().enumerate() {
            let p = g
                .turn(&s)
                .to_move()
                .ok_or_else(|| format!("ply {}: not one player's move", k + 1))?;
            let a = parse_legal(g, &s, Actor::Player(p), text)
                .map_err(|e| format!("ply {}: {e}", k + 1))?;
            g.play(&mut s, Actor::Player(p), a);
        }
        let answer = self
            .solution
            .answer(&s)
            .ok_or("the position is not among the solved states")?;
        Ok(PositionAnswer {
            id: answer.id,
            to_move: answer.to_move,
            value: answer.value,
            rank: answer.rank,
            strategy: answer.strategy.map(|a| g.notation(&s, a)),
            moves: answer
                .moves
                .iter()
                .map(|m| MoveOutcome {
                    notation: g.notation(&s, m.action),
                    value: m.value,
                    moves: m.moves,
                })
                .collect(),
        })
    }

    fn arena(&self) -> Option<(&Arena, &[NodeFacts])> {
        let drawn = self.solution.game.as_graph()?;
        Some((drawn.arena, self.nodes.as_deref()?))
    }

    fn notation(&self, id: u32) -> Option<String> {
        let positions = self.solution.game.positions()?;
        let text = positions.write_position(&self.solution.graph.state(id));
        Some(text.trim_end().to_string())
    }

    fn miniature(&self, ui: &mut Ui, id: u32, lang: Language) {
        let state = self.solution.graph.state(id);
        let g = &self.solution.game;
        paint_still(ui, g, &state, Viewer::Everyone, lang, ("miniature", id));
    }
}

/// `moves` in the order a player wants them: wins first (the shortest first),
/// then draws, then infinite plays, then losses (the longest first, the most
/// resistance); ties keep the game's order.
pub fn best_first(moves: &[MoveOutcome], mover: Player) -> Vec<MoveOutcome> {
    let key = |m: &MoveOutcome| {
        let k = i64::from(m.moves.unwrap_or(0));
        match m.value {
            Value::Win(p) if p == mover => (0, k),
            Value::Draw => (1, 0),
            Value::Infinite => (2, 0),
            Value::Win(_) => (3, -k),
        }
    };
    let mut sorted = moves.to_vec();
    sorted.sort_by_key(key);
    sorted
}

/// `|A_n(i)|` from the levels of `A(i)`: stationary after the last level.
pub fn size_at(levels: &[u64], n: usize) -> u64 {
    levels.get(n).or(levels.last()).copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Chomp;
    use crate::solve::{SolveOptions, solve};

    #[test]
    fn a_chomp_position_is_answered_move_by_move() {
        let g = Chomp::new(3, 2).unwrap();
        let solved = Solved::new(solve(&g, &SolveOptions::default()).unwrap());
        let start = solved.position(&[]).unwrap();
        assert_eq!((start.value, start.rank), (Value::Win(0), Some(6)));
        assert_eq!(start.strategy.as_deref(), Some("3,2"));
        let after = solved.position(&["3,2".into()]).unwrap();
        assert_eq!((after.to_move, after.value), (Some(1), Value::Win(0)));
        let err = solved.position(&["3,2".into(), "3,2".into()]).unwrap_err();
        assert!(err.contains("ply 2"), "{err}");
        assert_eq!(solved.facts(start.id).strategy.as_deref(), Some("3,2"));
        let start_text = solved.notation(start.id).unwrap();
        // The game's notation: the poisoned square, the squares left, who moves.
        assert_eq!(start_text, "P #\n# #\n# #\nto move: 0");
        assert!(solved.arena().is_none());
        assert_eq!(size_at(&[2, 5, 7], 9), 7);
        for i in 0..2 {
            let levels = &solved.summary().levels[i];
            assert_eq!(solved.by_rank(i).len() as u64, *levels.last().unwrap());
        }
    }

    #[test]
    fn moves_come_wins_first_then_draws_then_losses() {
        let m = |notation: &str, value, moves| MoveOutcome {
            notation: notation.into(),
            value,
            moves,
        };
        let moves = [
            m("a", Value::Win(1), Some(2)),
            m("b", Value::Draw, None),
            m("c", Value::Win(0), Some(5)),
            m("d", Value::Win(1), Some(6)),
            m("e", Value::Infinite, None),
            m("f", Value::Win(0), Some(1)),
            m("g", Value::Draw, None),
        ];
        let order: Vec<String> = best_first(&moves, 0)
            .into_iter()
            .map(|m| m.notation)
            .collect();
        assert_eq!(order, ["f", "c", "b", "g", "e", "d", "a"]);
        let order: Vec<String> = best_first(&moves, 1)
            .into_iter()
            .map(|m| m.notation)
            .collect();
        assert_eq!(order, ["a", "d", "b", "g", "e", "c", "f"]);
    }

    #[test]
    fn an_arena_is_drawn_as_its_graph_with_the_facts_of_each_node() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/arenas/seed-003-example-2-2.ron"
        );
        let g = Arena::load(path).unwrap();
        let solved = Solved::new(solve(&g, &SolveOptions::default()).unwrap());
        let (arena, facts) = solved.arena().expect("an arena is drawn as its graph");
        assert_eq!(facts.len(), arena.graph().nodes.len());
        let node = |name: &str| facts[g.id(name).unwrap() as usize];
        let (root, a) = (node("R"), node("A"));
        assert_eq!(root.id, Some(0));
        assert_eq!((root.value, root.rank), (Some(Value::Win(0)), Some(2)));
        assert_eq!(root.strategy, g.id("A"), "R plays to A");
        assert_eq!(
            (a.value, a.rank, a.strategy),
            (Some(Value::Win(0)), Some(1), None)
        );
        assert_eq!(node("B2b").value, Some(Value::Win(1)));
    }
}
