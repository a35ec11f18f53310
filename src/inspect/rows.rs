//! What one row of the outline says about a node, as plain text: its action,
//! role, window at entry, value with its bound (seed 004: a node left by a cut
//! returns only a bound, `>= v` at a max node, `<= v` at a min node), the cut it
//! made and the transposition answer it got. The widget lays these out; tests
//! read them without egui.

use super::tree::Tree;
use crate::search::trace::{Bound, Trace, Value};

/// Whether a node maximises, minimises, is a leaf, or did not say (negamax).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    Max,
    Min,
    Leaf,
    /// An inner node whose search did not say which side it plays (negamax).
    Inner,
}

/// The text of one node's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowText {
    pub node: u32,
    pub depth: u32,
    pub has_children: bool,
    /// The action that led here (`root` for a root).
    pub action: String,
    pub role: Role,
    /// The window (alpha, beta) passed down at entry.
    pub window: String,
    /// The value returned with its bound: `= 3`, `>= 3`, `<= 3`, or `?` when the
    /// node was never left (a truncated recording).
    pub value: String,
    /// How many children the node's cut left unexplored, if it cut.
    pub pruned: Option<usize>,
    /// The transposition answer, as value and bound, if any.
    pub tt: Option<String>,
}

pub use crate::inspect::labels::{value_text, window_text};

/// A value with its bound: `= v`, `>= v` or `<= v`.
pub fn bound_text(value: Value, bound: Bound) -> String {
    let op = match bound {
        Bound::Exact => "=",
        Bound::Lower => ">=",
        Bound::Upper => "<=",
    };
    format!("{op} {}", value_text(value))
}

/// The row of node `id` (`None` for an unknown id).
pub fn row_text<A: Copy>(
    trace: &Trace<A>,
    shape: &Tree,
    id: u32,
    name: &dyn Fn(A) -> String,
) -> Option<RowText> {
    let n = trace.node(id)?;
    let role = match (n.leaf(), n.maximizing()) {
        (Some(_), _) => Role::Leaf,
        (None, Some(true)) => Role::Max,
        (None, Some(false)) => Role::Min,
        (None, None) => Role::Inner,
    };
    Some(RowText {
        node: id,
        depth: n.depth as u32,
        has_children: shape.has_children(id),
        action: trace.action(id).map_or_else(|| "root".into(), name),
        role,
        window: window_text(n.alpha, n.beta),
        value: n
            .bound()
            .map_or_else(|| "?".into(), |b| bound_text(n.value, b)),
        pruned: shape.cut_at(id).map(|k| trace.cut(k).len()),
        tt: shape
            .hit_at(id)
            .and_then(|k| trace.hit(k))
            .map(|h| bound_text(h.value, h.bound)),
    })
}
