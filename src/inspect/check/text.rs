//! What `trace check` says, in English and French ([`CheckText`], a
//! [`strings!`](crate::strings) table filled with [`fill`]), and the same
//! report as one JSON object for grading a class ([`report_json`]).

use super::Report;
use super::compare::{Divergence, Kind};
use super::parse::StudentEvent;
use super::reference::Algo;
use crate::inspect::labels::{value_text, window_text};
use crate::lang::{Language, fill};
use crate::search::trace::{INFINITY, Value};
use crate::search::{CutRule, Window};
use serde_json::{Value as Json, json};

crate::strings! { CheckText;
    Agree => "The trace agrees with {algo} node by node.",
        "La trace suit {algo} nœud par nœud.";
    First => "First divergence at {node}, event {step}{line}:",
        "Première divergence en {node}, événement {step}{line}\u{a0}:";
    Line => " (line {line})", " (ligne {line})";
    Value => "{node} ({side}) should return {expected}; the student's code returned {got}.",
        "{node} ({side}) doit renvoyer {expected}\u{a0}; le code de l'étudiant a renvoyé {got}.";
    WrongSide => "{node} is a {side} node and should return {expected}; the student's code returned {got}, what the other player's choice gives ({other}): a value from the wrong side.",
        "{node} est un nœud {side} et doit renvoyer {expected}\u{a0}; le code de l'étudiant a renvoyé {got}, ce que donne le choix de l'autre joueur ({other})\u{a0}: une valeur du mauvais côté.";
    OtherMax => "the largest value of its children", "la plus grande valeur de ses enfants";
    OtherMin => "the smallest value of its children", "la plus petite valeur de ses enfants";
    WindowWrong => "{node} ({side}) should be entered with the window {expected}; the student's code passed {got}.",
        "On doit entrer en {node} ({side}) avec la fenêtre {expected}\u{a0}; le code de l'étudiant a passé {got}.";
    PrunedVisited => "{node} should have been pruned: at {parent} ({side}), {test}, so the children left are not explored; the student's code visited {node}.",
        "{node} aurait dû être élagué\u{a0}: en {parent} ({side}), {test}, donc les enfants restants ne sont pas explorés\u{a0}; le code de l'étudiant a visité {node}.";
    VisitedPruned => "{node} should have been visited: at {parent} ({side}), {test} is false, so there is no cut; the student's code left {parent} without visiting {node}.",
        "{node} aurait dû être visité\u{a0}: en {parent} ({side}), {test} est faux, donc pas d'élagage\u{a0}; le code de l'étudiant a quitté {parent} sans visiter {node}.";
    MinimaxVisits => "{node} should have been visited: MinMax explores every child of {parent}; the student's code left {parent} without visiting {node}.",
        "{node} aurait dû être visité\u{a0}: MinMax explore tous les enfants de {parent}\u{a0}; le code de l'étudiant a quitté {parent} sans visiter {node}.";
    Extra => "{node} is one node too many: here the reference {does}.",
        "{node} est un nœud en trop\u{a0}: ici la référence {does}.";
    NotInTree => " ({node} is not a node of this tree)", " ({node} n'est pas un nœud de cet arbre)";
    Missing => "{node} is missing: the reference enters {node} here; the student's code went on to {got}.",
        "{node} manque\u{a0}: ici la référence entre en {node}\u{a0}; le code de l'étudiant est passé à {got}.";
    Unbalanced => "The student's code leaves {got} while {node} is the open node (a return without its leave?).",
        "Le code de l'étudiant quitte {got} alors que le nœud ouvert est {node} (un return sans son leave\u{a0}?).";
    Ended => "The student's trace ends here; the reference {does}.",
        "La trace de l'étudiant s'arrête ici\u{a0}; la référence {does}.";
    DoesEnter => "enters {node}", "entre en {node}";
    DoesLeave => "leaves {node}", "quitte {node}";
    DoesEnd => "has ended (the root is left)", "a fini (la racine est quittée)";
    Expected => "Expected: {event}", "Attendu\u{a0}: {event}";
    Got => "Student:  {event}", "Étudiant\u{a0}: {event}";
    GotNothing => "(nothing: the trace has ended)", "(rien\u{a0}: la trace est finie)";
    Counts => "Nodes entered: student {sn}, reference {rn}; leaves evaluated: student {sl}, reference {rl}.",
        "Nœuds entrés\u{a0}: étudiant {sn}, référence {rn}\u{a0}; feuilles évaluées\u{a0}: étudiant {sl}, référence {rl}.";
    Values => "Root value: student {sv}, reference {rv}.", "Valeur de la racine\u{a0}: étudiant {sv}, référence {rv}.";
}

/// A MAX or MIN node.
fn side(max: Option<bool>) -> &'static str {
    match max {
        Some(false) => "MIN",
        _ => "MAX",
    }
}

/// The algorithm as the report names it: `alphabeta (cut a >= beta, window (-∞, +∞))`.
fn algo_text(r: &Report) -> String {
    match r.algo {
        Algo::Minimax => "minimax".into(),
        Algo::AlphaBeta => format!("alphabeta ({}, {})", rule_name(r.cut), r.window.name()),
    }
}

/// The cut rule's name on the command line.
pub fn rule_name(cut: CutRule) -> &'static str {
    match cut {
        CutRule::Seed => "seed",
        CutRule::Strict => "strict",
    }
}

/// The cut test at a node whose window is `w`: `a = 5 >= beta = 3`.
fn cut_test(max: bool, w: (Value, Value), cut: CutRule) -> String {
    let (a, b) = (value_text(w.0), value_text(w.1));
    match (max, cut) {
        (true, CutRule::Seed) => format!("a = {a} >= beta = {b}"),
        (true, CutRule::Strict) => format!("a = {a} > beta = {b}"),
        (false, CutRule::Seed) => format!("b = {b} <= alpha = {a}"),
        (false, CutRule::Strict) => format!("b = {b} < alpha = {a}"),
    }
}

/// What the reference does at the divergence.
fn does(d: &Divergence, lang: Language) -> String {
    match &d.expected {
        Some(StudentEvent::Enter { name, .. }) => {
            fill(CheckText::DoesEnter.text(lang), &[("node", name.clone())])
        }
        Some(StudentEvent::Leave { name, .. }) => {
            fill(CheckText::DoesLeave.text(lang), &[("node", name.clone())])
        }
        None => CheckText::DoesEnd.text(lang).into(),
    }
}

/// The sentence that says what went wrong.
pub fn explain(d: &Divergence, r: &Report, lang: Language) -> String {
    let t = |k: CheckText| k.text(lang);
    let mut pairs = vec![("node", d.node.clone()), ("side", side(d.max).into())];
    let key = match &d.kind {
        Kind::Value { expected, got } | Kind::WrongSide { expected, got } => {
            pairs.push(("expected", value_text(*expected)));
            pairs.push(("got", value_text(*got)));
            let other = if d.max == Some(true) {
                CheckText::OtherMin
            } else {
                CheckText::OtherMax
            };
            pairs.push(("other", t(other).into()));
            match d.kind {
                Kind::Value { .. } => CheckText::Value,
                _ => CheckText::WrongSide,
            }
        }
        Kind::Window { expected, got } => {
            pairs.push(("expected", window_text(expected.0, expected.1)));
            pairs.push(("got", window_text(got.0, got.1)));
            CheckText::WindowWrong
        }
        Kind::PrunedVisited { parent, window } | Kind::VisitedPruned { parent, window } => {
            let parent_max = r.reference.arena_max(parent).unwrap_or(true);
            pairs[1] = ("side", side(Some(parent_max)).into());
            pairs.push(("parent", parent.clone()));
            pairs.push(("test", cut_test(parent_max, *window, r.cut)));
            match (&d.kind, r.algo) {
                (Kind::PrunedVisited { .. }, _) => CheckText::PrunedVisited,
                (_, Algo::Minimax) => CheckText::MinimaxVisits,
                _ => CheckText::VisitedPruned,
            }
        }
        Kind::Extra { .. } => {
            pairs.push(("does", does(d, lang)));
            CheckText::Extra
        }
        Kind::Missing { got } | Kind::Unbalanced { got } => {
            pairs.push(("got", got.clone()));
            match d.kind {
                Kind::Missing { .. } => CheckText::Missing,
                _ => CheckText::Unbalanced,
            }
        }
        Kind::Ended => {
            pairs.push(("does", does(d, lang)));
            CheckText::Ended
        }
    };
    let mut text = fill(t(key), &pairs);
    if matches!(d.kind, Kind::Extra { .. }) && !r.reference.knows(&d.node) {
        text.pop();
        text.push_str(&fill(t(CheckText::NotInTree), &[("node", d.node.clone())]));
        text.push('.');
    }
    text
}

/// The report as text: the verdict, the divergence with both events, the counts.
pub fn report_text(r: &Report, lang: Language) -> String {
    let t = |k: CheckText| k.text(lang);
    let mut out = String::new();
    match &r.divergence {
        None => out.push_str(&fill(t(CheckText::Agree), &[("algo", algo_text(r))])),
        Some(d) => {
            let line = d.line.map_or(String::new(), |l| {
                fill(t(CheckText::Line), &[("line", l.to_string())])
            });
            let pairs = [
                ("node", d.node.clone()),
                ("step", d.step.to_string()),
                ("line", line),
            ];
            out.push_str(&fill(t(CheckText::First), &pairs));
            out.push_str(&format!("\n  {}\n", explain(d, r, lang)));
            let shown = |e: &Option<StudentEvent>| {
                e.as_ref().map_or(t(CheckText::GotNothing).into(), |e| {
                    event_json(e).to_string()
                })
            };
            let exp = fill(t(CheckText::Expected), &[("event", shown(&d.expected))]);
            let got = fill(t(CheckText::Got), &[("event", shown(&d.got))]);
            out.push_str(&format!("  {exp}\n  {got}"));
        }
    }
    let counts = [
        ("sn", r.student.0.to_string()),
        ("rn", r.reference_counts.0.to_string()),
        ("sl", r.student.1.to_string()),
        ("rl", r.reference_counts.1.to_string()),
    ];
    out.push('\n');
    out.push_str(&fill(t(CheckText::Counts), &counts));
    let sv = r.student_value.map_or("-".into(), value_text);
    let values = [("sv", sv), ("rv", value_text(r.reference_value))];
    out.push('\n');
    out.push_str(&fill(t(CheckText::Values), &values));
    out.push('\n');
    out
}

/// A value in JSON: a number, or `"inf"` / `"-inf"`.
fn value_json(v: Value) -> Json {
    match v {
        v if v >= INFINITY => json!("inf"),
        v if v <= -INFINITY => json!("-inf"),
        v => json!(v),
    }
}

/// A bound of a window in JSON: a number, or null for an infinite one.
fn bound_json(v: Value) -> Json {
    if v.abs() >= INFINITY {
        Json::Null
    } else {
        json!(v)
    }
}

/// An event in the trace format.
pub fn event_json(e: &StudentEvent) -> Json {
    match e {
        StudentEvent::Enter {
            name,
            window: Some(w),
            ..
        } => {
            json!({"enter": name, "window": [bound_json(w.0), bound_json(w.1)]})
        }
        StudentEvent::Enter { name, .. } => json!({ "enter": name }),
        StudentEvent::Leave { name, value, .. } => {
            json!({"leave": name, "value": value_json(*value)})
        }
    }
}

/// The kind's stable name in the JSON report.
fn kind_name(k: &Kind) -> &'static str {
    match k {
        Kind::Value { .. } => "value",
        Kind::WrongSide { .. } => "wrong_side",
        Kind::Window { .. } => "window",
        Kind::PrunedVisited { .. } => "should_be_pruned",
        Kind::VisitedPruned { .. } => "should_be_visited",
        Kind::Extra { .. } => "extra_node",
        Kind::Missing { .. } => "missing_node",
        Kind::Unbalanced { .. } => "unbalanced",
        Kind::Ended => "trace_ended",
    }
}

/// The report as one JSON object (its keys are a contract for graders).
pub fn report_json(r: &Report, lang: Language) -> Json {
    let divergence = r.divergence.as_ref().map(|d| {
        let parent = match &d.kind {
            Kind::PrunedVisited { parent, .. } | Kind::VisitedPruned { parent, .. } => {
                json!(parent)
            }
            _ => Json::Null,
        };
        json!({
            "kind": kind_name(&d.kind),
            "node": d.node,
            "parent": parent,
            "step": d.step,
            "line": d.line,
            "side": d.max.map(|m| side(Some(m))),
            "expected": d.expected.as_ref().map(event_json),
            "got": d.got.as_ref().map(event_json),
            "message": explain(d, r, lang),
        })
    });
    json!({
        "agree": r.divergence.is_none(),
        "algo": r.algo.name(),
        "cut_rule": rule_name(r.cut),
        "window": match r.window { Window::Infinite => "infinite", Window::Heuristic => "heuristic" },
        "divergence": divergence,
        "nodes": {"student": r.student.0, "reference": r.reference_counts.0},
        "leaves": {"student": r.student.1, "reference": r.reference_counts.1},
        "value": {"student": r.student_value.map(value_json), "reference": value_json(r.reference_value)},
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> Vec<&str> {
        let mut k: Vec<&str> = text
            .split('{')
            .skip(1)
            .filter_map(|t| t.split_once('}').map(|(k, _)| k))
            .collect();
        k.sort();
        k
    }

    #[test]
    fn every_string_is_in_both_languages_with_its_keys() {
        for &s in CheckText::ALL {
            let (en, fr) = (s.text(Language::English), s.text(Language::French));
            assert!(!en.is_empty() && !fr.is_empty(), "{s:?}");
            assert_eq!(keys(en), keys(fr), "{s:?}");
        }
    }
}
