//! The rules and cut reasons in English, in seed 004's terms.

use super::{CutReason, CutTest, Op, Rule, Var, source as from};
use crate::inspect::algorithm::Family;
use crate::inspect::labels::{bound_word, value_text as v, window_text};
use crate::lang::Language;
use crate::lang::nouns::PRUNED_CHILD;
use crate::search::{Bound, LeafKind, Value};

pub fn rule(r: &Rule) -> String {
    match r {
        Rule::Start => {
            "Start: nothing is searched yet; step forward to call the search on the root.".into()
        }
        Rule::Call {
            family,
            action,
            alpha,
            beta,
        } => call(*family, action.as_deref(), *alpha, *beta),
        Rule::Leaf { kind, value } => leaf(*kind, *value),
        Rule::Returned {
            action,
            value,
            negated,
            var,
            op,
            old,
            new,
        } => returned(action, *value, *negated, *var, *op, (*old, *new)),
        Rule::Cut {
            test: t, pruned, ..
        } if pruned.is_empty() => format!(
            "cut: {}; return at once (no child left to prune)",
            t.formula()
        ),
        Rule::Cut {
            test: t, pruned, ..
        } => format!(
            "cut: {}; return at once, {} pruned: {}",
            t.formula(),
            PRUNED_CHILD.count(Language::English, pruned.len() as u64),
            pruned.join(", ")
        ),
        Rule::Memo { from: f, value, .. } => format!(
            "memo hit: this position was already searched (node{}); its value {} is reused",
            from(*f),
            v(*value)
        ),
        Rule::Table {
            from: f,
            value,
            bound,
            depth,
            ..
        } => format!(
            "transposition hit: the table holds {} ({}, depth {depth}) from node{}; it answers this node",
            v(*value),
            bound_word(*bound, Language::English),
            from(*f)
        ),
        Rule::Return {
            value, bound, root, ..
        } => returned_to_parent(*value, *bound, *root),
        Rule::Outcome {
            action,
            probability,
        } => format!("chance: outcome {action}, probability {probability}: v = MinMax(child)"),
        Rule::Expected { action, value, sum } => {
            format!("{action} returned {value}: expected value so far = {sum}")
        }
        Rule::ExactReturned {
            action,
            value: x,
            op,
            old,
            new,
        } => {
            let op = op.name();
            format!("{action} returned {x}: res := {op}(res, {x}) = {op}({old}, {x}) = {new}")
        }
        Rule::ExactReturn { value, sum, root } => {
            let to = if *root {
                ": the value of the root"
            } else {
                " to the parent"
            };
            match sum {
                Some(sum) => format!("return {value}{to}; expected value: {sum}"),
                None => format!("return {value}{to}"),
            }
        }
    }
}

/// The rule line of a node's return, with the kind of bound its value is.
fn returned_to_parent(value: Value, bound: Bound, root: bool) -> String {
    let what = match bound {
        Bound::Exact => String::new(),
        Bound::Lower => format!(" (a lower bound: the true value is >= {})", v(value)),
        Bound::Upper => format!(" (an upper bound: the true value is <= {})", v(value)),
    };
    if root {
        format!("return {}: the value of the root{what}", v(value))
    } else {
        format!("return {} to the parent{what}", v(value))
    }
}

/// The rule line of a child's value coming back: `var := op(var, value)`.
fn returned(
    action: &str,
    value: Value,
    negated: bool,
    var: Var,
    op: Op,
    (old, new): (Value, Value),
) -> String {
    let negated = if negated {
        " (the child's value, negated)"
    } else {
        ""
    };
    let (name, op, x) = (var.name(), op.name(), v(value));
    format!(
        "{action} returned {x}{negated}: {name} := {op}({name}, {x}) = {op}({}, {x}) = {}",
        v(old),
        v(new)
    )
}

/// The rule line of a call: the initial call (`action: None`) or a child's.
fn call(family: Family, action: Option<&str>, alpha: Value, beta: Value) -> String {
    match action {
        None => match family {
            Family::MinMax => "MinMax(root): the initial call".into(),
            Family::AlphaBeta => format!(
                "AlphaBeta(root, alpha = {}, beta = {}): the initial call",
                v(alpha),
                v(beta)
            ),
            Family::Negamax => format!(
                "negamax(root, alpha = {}, beta = {}): the initial call",
                v(alpha),
                v(beta)
            ),
        },
        Some(a) => match family {
            Family::MinMax => format!("play {a}: v = MinMax(child)"),
            Family::AlphaBeta => format!(
                "play {a}: v = AlphaBeta(child, alpha = {}, beta = {})",
                v(alpha),
                v(beta)
            ),
            Family::Negamax => format!(
                "play {a}: v = -negamax(child, -beta, -alpha), window {}",
                window_text(alpha, beta)
            ),
        },
    }
}

/// The rule line of a leaf.
fn leaf(kind: LeafKind, value: Value) -> String {
    match kind {
        LeafKind::Terminal => format!("leaf: final state, value {}: return h(n)", v(value)),
        LeafKind::Repetition => format!("leaf: repeated position: scored {} (draw rule)", v(value)),
        LeafKind::Heuristic => format!(
            "leaf: heuristic value {} (depth p = 0): return h(n)",
            v(value)
        ),
    }
}

/// `value 0 <= alpha 0`.
fn compared(t: &CutTest) -> String {
    format!(
        "value {} {} {} {}",
        v(t.value),
        t.sign(),
        t.against.name(),
        v(t.bound)
    )
}

pub fn reason(r: &CutReason) -> String {
    match r {
        CutReason::AtMax { test } | CutReason::AtMin { test } => {
            let (here, other) = if test.against == Var::Alpha {
                ("min", "max")
            } else {
                ("max", "min")
            };
            format!(
                "{} at a {here} node: the {other} ancestor already has a move worth {} and will never let the game come here",
                compared(test),
                v(test.bound)
            )
        }
        CutReason::Negamax { test } => format!(
            "{}: the opponent above already has a better move and will never let the game come here",
            compared(test)
        ),
    }
}
