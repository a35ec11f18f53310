//! The words of the inspector as data: the rule of seed 004's pseudo-code that
//! fired at a step ([`Rule`], with its operands: the node, the action, the
//! window, the child's value, the variable updated and its old and new values)
//! and why a node was cut ([`CutReason`]), made by the model from a
//! [`Loaded`] trace; each is written in a language by its renderer
//! ([`english`], [`french`]: one `match` arm per rule). Node labels, values and
//! windows are [`super::labels`]'.

pub mod english;
pub mod french;

pub use super::labels::{bound_word, node_label, value_text, window_text};

use super::algorithm::Family;
use super::loaded::Loaded;
use crate::lang::Language;
use crate::search::trace_view::Event;
use crate::search::{Bound, CutRule, INFINITY, LeafKind, Value};

/// The variable of seed 004's pseudo-code a returning child updates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// MinMax's best value so far.
    Res,
    Alpha,
    Beta,
}

impl Var {
    pub fn name(self) -> &'static str {
        match self {
            Var::Res => "res",
            Var::Alpha => "alpha",
            Var::Beta => "beta",
        }
    }
}

/// `max` or `min`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Max,
    Min,
}

impl Op {
    pub fn name(self) -> &'static str {
        match self {
            Op::Max => "max",
            Op::Min => "min",
        }
    }
}

/// A cut's comparison: `value >= beta = bound` at a max (or negamax) node,
/// `value <= alpha = bound` at a min node; strictly with the strict rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutTest {
    pub value: Value,
    /// [`Var::Beta`] or [`Var::Alpha`].
    pub against: Var,
    pub bound: Value,
    pub strict: bool,
}

impl CutTest {
    /// The comparison as seed 004 writes it, the same in every language:
    /// `0 <= alpha = 0`.
    pub fn formula(self) -> String {
        format!(
            "{} {} {} = {}",
            value_text(self.value),
            self.sign(),
            self.against.name(),
            value_text(self.bound)
        )
    }

    /// The comparison's sign (`>=`, `>`, `<=`, `<`).
    pub fn sign(self) -> &'static str {
        match (self.against, self.strict) {
            (Var::Alpha, false) => "<=",
            (Var::Alpha, true) => "<",
            (_, false) => ">=",
            (_, true) => ">",
        }
    }
}

/// The rule that fired at one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Before the first event.
    Start,
    /// A node is entered: the initial call (`action: None`) or the call on the
    /// child reached by `action`, with the window passed down.
    Call {
        family: Family,
        action: Option<String>,
        alpha: Value,
        beta: Value,
    },
    /// A leaf: its value is returned (`h(n)`).
    Leaf { kind: LeafKind, value: Value },
    /// The child reached by `action` returned `value` (negated in negamax), and
    /// the parent's `var` became `op(old, value) = new`.
    Returned {
        action: String,
        value: Value,
        negated: bool,
        var: Var,
        op: Op,
        old: Value,
        new: Value,
    },
    /// `node` cuts: `test` holds, and these children are not searched.
    Cut {
        node: u32,
        test: CutTest,
        pruned: Vec<String>,
    },
    /// MinMax with memo: `node`'s position was searched before (at `from`).
    Memo {
        node: u32,
        from: Option<u32>,
        value: Value,
    },
    /// A transposition-table entry (made at `from`) answers `node`.
    Table {
        node: u32,
        from: Option<u32>,
        value: Value,
        bound: Bound,
        depth: u32,
    },
    /// `node` returns `value`, known as `bound`.
    Return {
        node: u32,
        value: Value,
        bound: Bound,
        root: bool,
    },
    /// Expectiminimax: chance's outcome `action`, of `probability` (`1/6`), is
    /// searched.
    Outcome { action: String, probability: String },
    /// Expectiminimax: the outcome `action` returned `value` to its chance
    /// node, whose expectation so far is `sum` (`1/6 × 3 + 1/6 × 4 = 1.1667`).
    Expected {
        action: String,
        value: String,
        sum: String,
    },
    /// Expectiminimax: the child reached by `action` returned the exact
    /// `value`; `res := op(res, value)` went from `old` to `new`.
    ExactReturned {
        action: String,
        value: String,
        op: Op,
        old: String,
        new: String,
    },
    /// Expectiminimax: a node returns its exact `value`; at a chance node, the
    /// expectation `sum` that made it.
    ExactReturn {
        value: String,
        sum: Option<String>,
        root: bool,
    },
}

/// Why a node was cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutReason {
    /// AlphaBeta at a max node: `alpha >= beta`, the min ancestor's move.
    AtMax { test: CutTest },
    /// AlphaBeta at a min node: `beta <= alpha`, the max ancestor's move.
    AtMin { test: CutTest },
    /// Negamax: `alpha >= beta`, the opponent above has a better move.
    Negamax { test: CutTest },
}

impl Rule {
    /// The rule in `lang`.
    pub fn text(&self, lang: Language) -> String {
        match lang {
            Language::English => english::rule(self),
            Language::French => french::rule(self),
        }
    }
}

impl CutReason {
    /// The reason in `lang`.
    pub fn text(&self, lang: Language) -> String {
        match lang {
            Language::English => english::reason(self),
            Language::French => french::reason(self),
        }
    }
}

/// ` #12` after a memo or table hit's "node", or nothing when the earlier node
/// is not known.
fn source(node: Option<u32>) -> String {
    node.map(|s| format!(" #{s}")).unwrap_or_default()
}

/// Whether node `id` maximises (negamax nodes all do, for their own player).
fn maximizing(l: &Loaded, id: u32) -> bool {
    l.trace
        .trace
        .node(id)
        .and_then(|n| n.maximizing())
        .unwrap_or(true)
}

/// Whether the trace's run cut only on strict inequality (unknown for a file:
/// seed 004's rule).
fn strict(l: &Loaded) -> bool {
    l.trace.settings.as_ref().map(|s| s.cut) == Some(CutRule::Strict)
}

/// The test of a cut at `id` with the window `(alpha, beta)` (whether or not it holds).
pub fn cut_test(l: &Loaded, id: u32, alpha: Value, beta: Value) -> CutTest {
    let strict = strict(l);
    if l.trace.family() == Family::AlphaBeta && !maximizing(l, id) {
        CutTest {
            value: beta,
            against: Var::Alpha,
            bound: alpha,
            strict,
        }
    } else {
        CutTest {
            value: alpha,
            against: Var::Beta,
            bound: beta,
            strict,
        }
    }
}

/// The rule that fired at the event shown at step `k` (event `k - 1`).
pub fn rule_at(l: &Loaded, k: usize) -> Rule {
    if let Some(rule) = super::chance::rule_at(l, k) {
        return rule;
    }
    let t = &l.trace;
    let family = t.family();
    let Some(e) = k.checked_sub(1).and_then(|i| l.event(i)) else {
        return Rule::Start;
    };
    match e {
        Event::Enter {
            parent,
            action,
            alpha,
            beta,
            ..
        } => Rule::Call {
            family,
            action: parent.map(|_| action.map_or("?", |a| t.name(a)).to_string()),
            alpha,
            beta,
        },
        Event::Leaf { kind, value, .. } => Rule::Leaf { kind, value },
        Event::Child {
            node,
            child,
            value,
            alpha,
            beta,
        } => {
            let before = l
                .steps
                .before_return(&t.trace, &l.tree, child)
                .unwrap_or_default();
            let so_far = || l.view(node, k).value.unwrap_or(value);
            let (var, op, old, new) = match (family, maximizing(l, node)) {
                (Family::MinMax, true) => {
                    let old = before.value.unwrap_or(-INFINITY);
                    (Var::Res, Op::Max, old, so_far())
                }
                (Family::MinMax, false) => {
                    let old = before.value.unwrap_or(INFINITY);
                    (Var::Res, Op::Min, old, so_far())
                }
                (Family::AlphaBeta, false) => (Var::Beta, Op::Min, before.beta, beta),
                _ => (Var::Alpha, Op::Max, before.alpha, alpha),
            };
            Rule::Returned {
                action: t.action_name(child).to_string(),
                value,
                negated: family == Family::Negamax,
                var,
                op,
                old,
                new,
            }
        }
        Event::Cut { node, cut, .. } => {
            let w = l.view(node, k);
            Rule::Cut {
                node,
                test: cut_test(l, node, w.alpha, w.beta),
                pruned: t.trace.cut(cut).iter().map(|&a| t.name(a).into()).collect(),
            }
        }
        Event::TtHit {
            node,
            value,
            bound,
            depth,
        } => {
            let from = t.reused_from(node);
            if family == Family::MinMax {
                Rule::Memo { node, from, value }
            } else {
                Rule::Table {
                    node,
                    from,
                    value,
                    bound,
                    depth,
                }
            }
        }
        Event::Exit { node, value, bound } => Rule::Return {
            node,
            value,
            bound,
            root: t
                .trace
                .node(node)
                .is_some_and(|n| n.parent == crate::search::trace::NO_PARENT),
        },
    }
}

/// Why node `id` was cut, once its cut has happened at step `k`; `None` when
/// it has not been cut.
pub fn cut_reason(l: &Loaded, id: u32, k: usize) -> Option<CutReason> {
    let w = l.view(id, k);
    w.cut?;
    let test = cut_test(l, id, w.alpha, w.beta);
    Some(match (l.trace.family(), maximizing(l, id)) {
        (Family::AlphaBeta, true) => CutReason::AtMax { test },
        (Family::AlphaBeta, false) => CutReason::AtMin { test },
        _ => CutReason::Negamax { test },
    })
}

/// The rule line at step `k` in `lang`.
pub fn rule_line(l: &Loaded, k: usize, lang: Language) -> String {
    rule_at(l, k).text(lang)
}

#[cfg(test)]
mod tests;
