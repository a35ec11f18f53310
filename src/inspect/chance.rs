//! Expectiminimax traces in the inspector, without drawing: which nodes are
//! chance nodes, each outcome's probability (on its edge) and exact value,
//! the expectation so far at any step (`1/6 × 3 + 1/6 × 4 = 7/6`), and how
//! the exact values are written (`4.25`, `4,25` in French). The numbers come
//! from the trace's chance tables ([`crate::search::trace::ChanceTables`]),
//! which keep the search's `f64` values beside the rounded integers of the
//! node table; a trace without them (any other search, or an older file) has
//! no exact values and its nodes keep their integer labels.

use super::labels::node_label;
use super::loaded::Loaded;
use super::rules::{Op, Rule};
use crate::engine::Prob;
use crate::lang::Language;
use crate::search::trace::NO_PARENT;
use crate::search::trace_view::{Event, NodeStatus};

/// One outcome of a chance node at a step.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The node the outcome leads to.
    pub child: u32,
    /// The outcome in the game's notation (`die:4`).
    pub action: String,
    pub probability: Prob,
    /// The child's exact value, once it has returned (by the step asked).
    pub value: Option<f64>,
}

/// Whether node `id` is a chance node.
pub fn is_chance(l: &Loaded, id: u32) -> bool {
    l.trace.trace.node(id).is_some_and(|n| n.chance())
}

/// Whether the trace keeps exact values (an expectiminimax trace).
pub fn has_exact(l: &Loaded) -> bool {
    !l.trace.trace.chance().is_empty()
}

/// The probability on the edge into node `id`, if chance chose it.
pub fn edge_probability(l: &Loaded, id: u32) -> Option<Prob> {
    l.trace.trace.chance().probability(id)
}

/// Node `id`'s exact value once it has returned by step `k`.
pub fn exact_at(l: &Loaded, id: u32, k: usize) -> Option<f64> {
    match l.status(id, k) {
        NodeStatus::Finished(_) => l.trace.trace.chance().exact(id),
        _ => None,
    }
}

/// The outcomes of chance node `id` entered by step `k`, in the search's
/// order, each with its value once returned (empty for a player's node).
pub fn outcomes(l: &Loaded, id: u32, k: usize) -> Vec<Outcome> {
    if !is_chance(l, id) {
        return Vec::new();
    }
    l.tree
        .children(id)
        .filter(|&c| l.status(c, k) != NodeStatus::Unvisited)
        .filter_map(|c| {
            Some(Outcome {
                child: c,
                action: l.trace.action_name(c).to_string(),
                probability: edge_probability(l, c)?,
                value: exact_at(l, c, k),
            })
        })
        .collect()
}

/// The expectation over the outcomes that have returned: the sum of
/// probability × value (the chance node's value once all have).
pub fn expectation(outcomes: &[Outcome]) -> f64 {
    outcomes
        .iter()
        .filter_map(|o| o.value.map(|v| o.probability.to_f64() * v))
        .sum()
}

/// An exact value as the inspector writes it: at most four decimals, trailing
/// zeros dropped (`4.25`, `-3`), with a decimal comma in French.
pub fn exact_text(v: f64, lang: Language) -> String {
    decimals(v, 4, lang)
}

/// [`exact_text`] with at most `places` decimals.
fn decimals(v: f64, places: usize, lang: Language) -> String {
    let mut s = format!("{v:.places$}");
    if s.contains('.') {
        s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    if s == "-0" {
        s = "0".into();
    }
    lang.decimal(s)
}

/// A probability as a fraction (`1/6`, `1`).
pub fn probability_text(p: Prob) -> String {
    p.to_string()
}

/// The expectation's terms over the returned outcomes, then its sum:
/// `1/6 × 3 + 1/6 × 4,5 = 1,25` (`none yet` / `aucune encore` before any).
pub fn sum_text(outcomes: &[Outcome], lang: Language) -> String {
    let terms: Vec<String> = outcomes
        .iter()
        .filter_map(|o| {
            let v = o.value?;
            let shown = exact_text(v, lang);
            let shown = if v < 0.0 { format!("({shown})") } else { shown };
            Some(format!("{} × {shown}", probability_text(o.probability)))
        })
        .collect();
    if terms.is_empty() {
        return match lang {
            Language::English => "no outcome has returned yet".into(),
            Language::French => "aucune issue n'a encore été évaluée".into(),
        };
    }
    format!(
        "{} = {}",
        terms.join(" + "),
        exact_text(expectation(outcomes), lang)
    )
}

/// What node `id` shows on the tree at step `k`: its exact value once
/// returned, to two decimals (the details and rule lines give four), when the
/// trace keeps them; otherwise [`node_label`]'s text.
pub fn label(l: &Loaded, id: u32, k: usize, lang: Language) -> String {
    match exact_at(l, id, k) {
        Some(v) => decimals(v, 2, lang),
        None => node_label(&l.view(id, k)),
    }
}

/// The rule of an expectiminimax trace at step `k` that differs from seed
/// 004's MinMax (chance outcomes, expectations, exact values); `None` for the
/// others (and for every step of a trace without exact values).
pub fn rule_at(l: &Loaded, k: usize) -> Option<Rule> {
    if !has_exact(l) {
        return None;
    }
    let lang = Language::English;
    let t = &l.trace;
    Some(match l.event(k.checked_sub(1)?)? {
        Event::Enter {
            node,
            parent: Some(_),
            ..
        } => Rule::Outcome {
            action: t.action_name(node).to_string(),
            probability: probability_text(edge_probability(l, node)?),
        },
        Event::Child { node, child, .. } => {
            let value = exact_text(l.trace.trace.chance().exact(child)?, lang);
            let action = t.action_name(child).to_string();
            if is_chance(l, node) {
                let sum = sum_text(&outcomes(l, node, k), lang);
                Rule::Expected { action, value, sum }
            } else {
                let max = l.trace.trace.node(node)?.maximizing()?;
                let (op, worst) = if max {
                    (Op::Max, "-∞")
                } else {
                    (Op::Min, "+∞")
                };
                let returned: Vec<f64> = l
                    .tree
                    .children(node)
                    .take_while(|&c| c != child)
                    .filter_map(|c| exact_at(l, c, k))
                    .collect();
                let pick = |a: f64, b: f64| if max { a.max(b) } else { a.min(b) };
                let old = returned.iter().copied().reduce(pick);
                let new = pick(
                    old.unwrap_or(if max {
                        f64::NEG_INFINITY
                    } else {
                        f64::INFINITY
                    }),
                    l.trace.trace.chance().exact(child)?,
                );
                Rule::ExactReturned {
                    action,
                    value,
                    op,
                    old: old.map_or(worst.to_string(), |v| exact_text(v, lang)),
                    new: exact_text(new, lang),
                }
            }
        }
        Event::Exit { node, .. } => Rule::ExactReturn {
            value: exact_text(l.trace.trace.chance().exact(node)?, lang),
            sum: is_chance(l, node).then(|| sum_text(&outcomes(l, node, k), lang)),
            root: t.trace.node(node)?.parent == NO_PARENT,
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_values_are_written_short_and_in_the_language() {
        assert_eq!(exact_text(4.25, Language::English), "4.25");
        assert_eq!(exact_text(4.25, Language::French), "4,25");
        assert_eq!(exact_text(-3.0, Language::English), "-3");
        assert_eq!(exact_text(7.0 / 6.0, Language::English), "1.1667");
        assert_eq!(exact_text(-0.00001, Language::English), "0");
        let o = |v, num, den| Outcome {
            child: 0,
            action: String::new(),
            probability: Prob::new(num, den).unwrap(),
            value: v,
        };
        let both = [o(Some(3.0), 1, 2), o(Some(-1.5), 1, 2)];
        assert_eq!(
            sum_text(&both, Language::English),
            "1/2 × 3 + 1/2 × (-1.5) = 0.75"
        );
        assert_eq!(
            sum_text(&both, Language::French),
            "1/2 × 3 + 1/2 × (-1,5) = 0,75"
        );
        assert_eq!(expectation(&[o(Some(6.0), 1, 3), o(None, 2, 3)]), 2.0);
    }
}
