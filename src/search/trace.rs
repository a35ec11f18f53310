//! What a search reports while it runs: the [`Tracer`] interface. The no-op
//! [`NoTracer`] compiles away; the recording tracer [`Trace`] (in
//! [`crate::search::trace_record`]) keeps the events for the search inspector;
//! [`crate::search::trace_view`] replays them and [`crate::search::trace_file`]
//! saves them.
//!
//! Protocol (every algorithm follows it): `enter` a node (the root with no action),
//! then for a leaf one `leaf`; for an inner node, optionally `max_node` (whether it
//! maximises: the inspector's "value so far" needs it), after each child's subtree one
//! `child_returned` with the node's updated window, possibly one `cut` listing the
//! children left unexplored; possibly `tt_hit` when a stored bound answers; and
//! always one `exit` with the value returned and its bound kind. A chance node
//! (expectiminimax, MCTS) says so with `chance_node` instead of `max_node`; its
//! value is the expectation of its children's (or, in MCTS, a mean).
//!
//! The searches without windows (the seeds' MinMax, expectiminimax, MCTS) pass
//! (-[`INFINITY`], [`INFINITY`]) everywhere. MCTS records each iteration as one
//! root-to-leaf path (see [`crate::search::mcts`]); expectiminimax records its
//! `f64` values rounded to the nearest integer.
//!
//! Every tracer call of the searches goes through the crate's `trace!` macro.
//! Built with the `tracer-free` feature, those calls become constant-false
//! branches, which the optimiser drops: that build is the yardstick of what the
//! no-op tracer costs (`scripts/tracer-cost.sh`), the same source with the calls,
//! and nothing else, taken out.

use crate::engine::{Actor, Player, Prob};

/// A search value: seed 003's {-1, 0, 1}, a heuristic in [-M, M], or an exact score.
pub type Value = i32;

/// Stands for infinity in windows: the seeds' initial call uses alpha = -infinity
/// and beta = +infinity.
pub const INFINITY: Value = 1 << 30;

/// What the value returned by a node is known to be.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Bound {
    /// The node's true (minimax) value.
    Exact,
    /// A lower bound: the true value is at least this (a cut at a max node).
    Lower,
    /// An upper bound: the true value is at most this (a cut at a min node).
    Upper,
}

/// Why a node was evaluated without children.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum LeafKind {
    /// A final state, scored by the rules.
    Terminal,
    /// The depth limit, scored by the heuristic.
    Heuristic,
    /// A position already on the path from the root (a cycle of an arena),
    /// scored as an infinite play, 0 ([`super::repeat`]).
    Repetition,
}

/// Receives the events of a search, in order. `A` is the game's action type.
pub trait Tracer<A> {
    /// Enters a node, reached by `action` from the current node (`None` at the root),
    /// at `depth` from the root, with the window (`alpha`, `beta`) passed down.
    fn enter(&mut self, action: Option<A>, depth: u32, alpha: Value, beta: Value);
    /// The current node is a leaf of the search with this value.
    fn leaf(&mut self, kind: LeafKind, value: Value);
    /// The last child returned `value`; the current node's window is now
    /// (`alpha`, `beta`).
    fn child_returned(&mut self, value: Value, alpha: Value, beta: Value);
    /// The current node stops: these children, in order, are not explored.
    fn cut(&mut self, unexplored: &[A]);
    /// A transposition-table entry answered for the current node.
    fn tt_hit(&mut self, value: Value, bound: Bound, depth: u32);
    /// Leaves the current node, returning `value`, known as `bound`.
    fn exit(&mut self, value: Value, bound: Bound);
    /// Says whether the current inner node maximises (player 0 to move in the
    /// seeds' convention); sent right after `enter`. Optional: the default ignores it.
    #[inline(always)]
    fn max_node(&mut self, maximizing: bool) {
        let _ = maximizing;
    }
    /// Says that the current inner node is a chance node (its children are
    /// chance's outcomes); sent right after `enter`. Optional: the default
    /// ignores it.
    #[inline(always)]
    fn chance_node(&mut self) {}
    /// Whether the search should stop now (the inspector's Cancel, or a full
    /// recording). The seeds' searches ask before each child and, when told to
    /// stop, return at once with a meaningless value that the caller discards.
    /// The default never stops.
    #[inline(always)]
    fn stopped(&self) -> bool {
        false
    }

    // MCTS only ([`crate::search::mcts`]): what a recorder needs to know each
    // iteration exactly (`crate::inspect::mcts`). The defaults ignore them.

    /// MCTS: the current node is expanded; `player` chooses there among
    /// `actions`, which the tree keeps in this order (the search's shuffle).
    #[inline(always)]
    fn mcts_actions(&mut self, player: Player, actions: &[A]) {
        let _ = (player, actions);
    }
    /// MCTS: the current node is expanded as chance's; its outcomes with their
    /// probabilities, kept in this order.
    #[inline(always)]
    fn mcts_outcomes(&mut self, outcomes: &[(A, Prob)]) {
        let _ = outcomes;
    }
    /// MCTS: selection (or chance's sample) goes to the current node's child at
    /// `index` (in the order of [`Tracer::mcts_actions`] / [`Tracer::mcts_outcomes`]);
    /// `enter` follows with its action.
    #[inline(always)]
    fn mcts_child(&mut self, index: u32) {
        let _ = index;
    }
    /// MCTS: one action of the random playout, by `actor`.
    #[inline(always)]
    fn mcts_playout(&mut self, actor: Actor, action: A) {
        let _ = (actor, action);
    }
    /// MCTS: the playout's score vector, one number per player (all 0 when the
    /// draw rule ended it), added to every node of the path by the backup that
    /// follows.
    #[inline(always)]
    fn mcts_scores(&mut self, scores: &[f64]) {
        let _ = scores;
    }
}

/// The tracer that records nothing; every call is empty and inlined away.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTracer;

impl<A> Tracer<A> for NoTracer {
    #[inline(always)]
    fn enter(&mut self, _: Option<A>, _: u32, _: Value, _: Value) {}
    #[inline(always)]
    fn leaf(&mut self, _: LeafKind, _: Value) {}
    #[inline(always)]
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    #[inline(always)]
    fn cut(&mut self, _: &[A]) {}
    #[inline(always)]
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    #[inline(always)]
    fn exit(&mut self, _: Value, _: Bound) {}
}

/// Reports one event to a search's tracer: `trace!(self.tracer.enter(..))`. In a
/// build with the `tracer-free` feature the call is still type-checked, but sits
/// in a constant-false branch, which the optimiser drops: the yardstick of
/// `scripts/tracer-cost.sh`.
macro_rules! trace {
    ($event:expr) => {
        if !cfg!(feature = "tracer-free") {
            $event;
        }
    };
}
pub(crate) use trace;

pub use super::trace_record::{DEFAULT_NODE_BUDGET, EventKind, NO_PARENT, Trace, TraceNode, TtHit};
