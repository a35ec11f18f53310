//! The tables of a recorded search: the one-byte [`EventKind`] of each event,
//! the 32-byte [`TraceNode`] of each node (window, values, depth, flags) and the
//! [`TtHit`] of each transposition answer. Plain data, serialised as is in trace
//! files; [`super::Trace`] holds them.

use crate::search::trace::{Bound, LeafKind, Value};

/// The kind of one recorded event. The data of each event lives in the node arena
/// and side tables, found by replaying the events in order
/// ([`crate::search::trace_view`]); an event itself is one byte.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum EventKind {
    /// The next node id is entered (its window is in its [`TraceNode`]).
    Enter,
    /// The current node is a leaf; its value is the node's value.
    Leaf,
    /// The last exited child returned to the current node (the value and the
    /// updated window are in the child's [`TraceNode`]).
    Child,
    /// The current node stops; the next cut record lists the unexplored actions.
    Cut,
    /// The next transposition record answered the current node.
    TtHit,
    /// The current node is left (value and bound are in its [`TraceNode`]).
    Exit,
}

/// One node of the recorded search tree (32 bytes; its action is kept apart).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TraceNode {
    /// The parent's id, [`super::NO_PARENT`] for a root.
    pub parent: u32,
    /// The window passed down when the node was entered.
    pub alpha: Value,
    pub beta: Value,
    /// The leaf value, then the value returned at exit.
    pub value: Value,
    /// The value the parent received from this node (`child_returned`).
    pub returned: Value,
    /// The parent's window right after this node returned.
    pub parent_alpha: Value,
    pub parent_beta: Value,
    /// Plies from the root (saturated at 65535).
    pub depth: u16,
    /// Bits 0-1: bound (0 none, 1 exact, 2 lower, 3 upper); 2-3: leaf kind (0 none,
    /// 1 terminal, 2 heuristic, 3 repetition); 4: side known; 5: maximising; 6: chance node.
    pub flags: u8,
}

impl TraceNode {
    /// How the value returned at exit is known (`None` before the exit).
    pub fn bound(&self) -> Option<Bound> {
        match self.flags & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    /// Why the node is a leaf, if it is one.
    pub fn leaf(&self) -> Option<LeafKind> {
        match (self.flags >> 2) & 3 {
            1 => Some(LeafKind::Terminal),
            2 => Some(LeafKind::Heuristic),
            3 => Some(LeafKind::Repetition),
            _ => None,
        }
    }

    /// Whether the node maximises, when the search said so.
    pub fn maximizing(&self) -> Option<bool> {
        (self.flags & 16 != 0).then_some(self.flags & 32 != 0)
    }

    /// Whether the node is a chance node (expectiminimax, MCTS).
    pub fn chance(&self) -> bool {
        self.flags & 64 != 0
    }

    pub(super) fn set_bound(&mut self, b: Bound) {
        let bits = match b {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.flags = (self.flags & !3) | bits;
    }

    pub(super) fn set_leaf(&mut self, k: LeafKind) {
        let bits = match k {
            LeafKind::Terminal => 1,
            LeafKind::Heuristic => 2,
            LeafKind::Repetition => 3,
        };
        self.flags = (self.flags & !12) | bits << 2;
    }
}

/// A transposition (or memo) answer: the stored value, its bound and its depth.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TtHit {
    pub value: Value,
    pub depth: u32,
    pub bound: Bound,
}
