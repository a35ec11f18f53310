//! What the inspector shows at one step, as plain data for the command line's
//! `ludoscope trace show` (and for scripts, tests and screen readers): the
//! node the step concerns (its path in notation, window, value and bound), the
//! rule line in English and French, and, in an expectiminimax trace, the
//! node's exact value and chance outcomes. Read from [`Loaded`] with the
//! stepping model and [`rule_line`], as the studio's views read it; it draws
//! nothing.

use super::chance;
use super::loaded::Loaded;
use super::rules::{bound_word, rule_line, value_text};
use crate::lang::Language;
use crate::search::trace_view::NodeStatus;
use crate::search::{Bound, INFINITY, Value};
use serde_json::{Value as Json, json};

/// The node a step concerns: the event's node (the node entered, the parent a
/// child returned to, the node left), or the first root before any event.
pub fn step_node(l: &Loaded, k: usize) -> Option<u32> {
    match k.checked_sub(1).and_then(|i| l.event(i)) {
        Some(e) => Some(e.node()),
        None => l.tree.roots().first().copied(),
    }
}

/// Why a step cannot be shown.
pub fn check_step(l: &Loaded, k: usize) -> Result<(), String> {
    if k > l.len() {
        return Err(format!(
            "step {k} is out of range: this trace has steps 0 to {}",
            l.len()
        ));
    }
    Ok(())
}

fn status_word(s: NodeStatus) -> &'static str {
    match s {
        NodeStatus::Unvisited => "unvisited",
        NodeStatus::OnPath => "on the path",
        NodeStatus::Finished(_) => "returned",
    }
}

/// A window bound as JSON: the number, or `null` for an infinity (alpha's
/// -∞, beta's +∞).
fn finite(v: Value) -> Json {
    if v.abs() >= INFINITY {
        Json::Null
    } else {
        json!(v)
    }
}

fn bound_name(b: Bound) -> &'static str {
    match b {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    }
}

/// The step as a JSON object (the command's `--json`; the README documents it).
pub fn step_json(l: &Loaded, k: usize) -> Json {
    let mut node = Json::Null;
    if let Some(id) = step_node(l, k) {
        let view = l.view(id, k);
        let bound = match view.status {
            NodeStatus::Finished(b) => Some(bound_name(b)),
            _ => None,
        };
        let entered = view.status != NodeStatus::Unvisited;
        node = json!({
            "id": id,
            "path": l.trace.line_names(id),
            "status": status_word(view.status),
            "alpha": if entered { finite(view.alpha) } else { Json::Null },
            "beta": if entered { finite(view.beta) } else { Json::Null },
            "value": view.value,
            "bound": bound,
        });
        if chance::has_exact(l) {
            node["exact"] = json!(chance::exact_at(l, id, k));
            node["chance"] = json!(chance::is_chance(l, id));
            let outcomes = chance::outcomes(l, id, k);
            if chance::is_chance(l, id) {
                node["expected_so_far"] = json!(chance::expectation(&outcomes));
            }
            node["outcomes"] = outcomes
                .iter()
                .map(|o| {
                    json!({
                        "action": o.action,
                        "probability": chance::probability_text(o.probability),
                        "p": o.probability.to_f64(),
                        "value": o.value,
                    })
                })
                .collect();
        }
    }
    json!({
        "algorithm": l.trace.algorithm.name(),
        "game": l.trace.spec().to_string(),
        "step": k,
        "steps": l.len(),
        "node": node,
        "rule": rule_line(l, k, Language::English),
        "rule_fr": rule_line(l, k, Language::French),
    })
}

/// The step in plain text, one fact a line.
pub fn step_text(l: &Loaded, k: usize) -> String {
    let mut out = format!(
        "{} on {}, step {k} of {}\n",
        l.trace.algorithm.name(),
        l.trace.spec(),
        l.len()
    );
    if let Some(id) = step_node(l, k) {
        let view = l.view(id, k);
        let path = l.trace.line_names(id);
        let path = if path.is_empty() {
            "root".to_string()
        } else {
            format!("root {}", path.join(" "))
        };
        out += &format!("node: #{id} {path} ({})\n", status_word(view.status));
        out += &if view.status == NodeStatus::Unvisited {
            "window: none yet (the node is not entered)\n".to_string()
        } else {
            format!(
                "window: alpha = {}, beta = {}\n",
                value_text(view.alpha),
                value_text(view.beta)
            )
        };
        let value = view.value.map_or("unknown".to_string(), value_text);
        out += &match view.status {
            NodeStatus::Finished(b) => {
                format!(
                    "value: {value} returned ({})\n",
                    bound_word(b, Language::English)
                )
            }
            _ => format!("value so far: {value}\n"),
        };
        if let Some(v) = chance::exact_at(l, id, k) {
            out += &format!("exact value: {v}\n");
        }
        if chance::is_chance(l, id) {
            out += "chance node, outcomes:\n";
            let outcomes = chance::outcomes(l, id, k);
            for o in &outcomes {
                let value = o
                    .value
                    .map_or("not returned yet".to_string(), |v| v.to_string());
                let p = chance::probability_text(o.probability);
                out += &format!("  {} with probability {p}: {value}\n", o.action);
            }
            out += &format!(
                "expected value so far: {}\n",
                chance::sum_text(&outcomes, Language::English)
            );
        }
    }
    out += &format!("rule: {}\n", rule_line(l, k, Language::English));
    out
}
