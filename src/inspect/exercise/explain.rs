//! Why the answer to a step question is what it is, in English or French, with
//! the inspector's own rule text for the event asked about
//! ([`crate::inspect::rules::rule_line`]: seed 004's pseudo-code, lines 9 to 20
//! of AlphaBeta), preceded by the node it happens at; for "does it cut now?"
//! answered no, the cut test that fails; for the root's move, seed 004's
//! "meilleur coup" (the first child whose MinMax value equals the root's).

use super::step::{Answer, Ask, Question};
use crate::inspect::Loaded;
use crate::inspect::rules::{cut_test, rule_line, value_text};
use crate::lang::Language;

/// A node's name in the trace `l` (its action), `root` / `racine` for the root.
pub fn node_name(l: &Loaded, id: u32, lang: Language) -> String {
    match l.trace.action_name(id) {
        "" => root_word(lang).into(),
        a => a.into(),
    }
}

/// "root" in `lang`.
pub fn root_word(lang: Language) -> &'static str {
    match lang {
        Language::English => "root",
        Language::French => "racine",
    }
}

/// Why `q`'s answer is right, on the alpha-beta trace `search` (the root's
/// move is explained by [`move_reason`]).
pub fn explain(search: &Loaded, q: &Question, lang: Language) -> String {
    let node = node_name(search, q.node, lang);
    let at = match lang {
        Language::English => format!("At {node}: "),
        Language::French => format!("En {node} : "),
    };
    // The event asked about is number `q.step`: the rule line shown after it.
    let rule = rule_line(search, q.step + 1, lang);
    let max = search
        .trace
        .trace
        .node(q.node)
        .and_then(|n| n.maximizing())
        .unwrap_or(true);
    let why = match (q.ask, q.answer, lang) {
        (Ask::NewAlpha | Ask::NewBeta, _, Language::English) if max => {
            ": a MAX node keeps the best value seen"
        }
        (Ask::NewAlpha | Ask::NewBeta, _, Language::English) => {
            ": a MIN node keeps the lowest value seen"
        }
        (Ask::NewAlpha | Ask::NewBeta, _, Language::French) if max => {
            " : un nœud MAX garde la meilleure valeur vue"
        }
        (Ask::NewAlpha | Ask::NewBeta, _, Language::French) => {
            " : un nœud MIN garde la plus petite valeur vue"
        }
        (Ask::Cuts, Answer::YesNo(false), _) => return format!("{at}{}", no_cut(search, q, lang)),
        _ => "",
    };
    format!("{at}{rule}{why}")
}

/// Why the node of a "does it cut now?" question does not cut: its test fails.
fn no_cut(search: &Loaded, q: &Question, lang: Language) -> String {
    let w = search.view(q.node, q.step);
    let test = cut_test(search, q.node, w.alpha, w.beta).formula();
    match lang {
        Language::English => format!("no cut: {test} does not hold, so the search goes on"),
        Language::French => format!("pas d'élagage : {test} est faux, la recherche continue"),
    }
}

/// Why the root plays `name`: its MinMax value is the root's, `value`.
pub fn move_reason(name: &str, value: crate::search::Value, lang: Language) -> String {
    let v = value_text(value);
    match lang {
        Language::English => format!(
            "The root plays {name}: seed 004's best move is the first child whose MinMax value equals the root's ({v})"
        ),
        Language::French => format!(
            "La racine joue {name} : le meilleur coup de la fiche 004 est le premier fils dont la valeur MinMax égale celle de la racine ({v})"
        ),
    }
}
