//! How values, windows, bounds and nodes are written in the inspector: `+∞`,
//! `(alpha, beta)`, a node's label at a step (`?`, its value, `>= v`, `<= v`).

use crate::lang::Language;
use crate::search::trace_view::{NodeStatus, NodeView};
use crate::search::{Bound, INFINITY, Value};

/// A value as the seeds write it, infinities included.
pub fn value_text(v: Value) -> String {
    match v {
        v if v >= INFINITY => "+∞".into(),
        v if v <= -INFINITY => "-∞".into(),
        v => v.to_string(),
    }
}

/// A window `(alpha, beta)`.
pub fn window_text(alpha: Value, beta: Value) -> String {
    format!("({}, {})", value_text(alpha), value_text(beta))
}

/// What a node shows at a step: nothing before it is entered, `?` while its value
/// is unknown, its value once left, `>= v` / `<= v` when it returned a bound.
pub fn node_label(view: &NodeView) -> String {
    match (view.status, view.value) {
        (NodeStatus::Unvisited, _) => String::new(),
        (NodeStatus::OnPath, _) | (NodeStatus::Finished(_), None) => "?".into(),
        (NodeStatus::Finished(Bound::Exact), Some(v)) => value_text(v),
        (NodeStatus::Finished(Bound::Lower), Some(v)) => format!(">= {}", value_text(v)),
        (NodeStatus::Finished(Bound::Upper), Some(v)) => format!("<= {}", value_text(v)),
    }
}

/// "exact", "lower bound", "upper bound".
pub fn bound_word(b: Bound, lang: Language) -> &'static str {
    match (b, lang) {
        (Bound::Exact, Language::English) => "exact",
        (Bound::Lower, Language::English) => "lower bound",
        (Bound::Upper, Language::English) => "upper bound",
        (Bound::Exact, Language::French) => "exacte",
        (Bound::Lower, Language::French) => "minorant",
        (Bound::Upper, Language::French) => "majorant",
    }
}
