//! Les règles et les raisons des élagages en français, dans les termes de la
//! fiche 004.

use super::{CutReason, CutTest, Op, Rule, Var, source as from};
use crate::inspect::algorithm::Family;
use crate::inspect::labels::{bound_word, value_text as v, window_text};
use crate::lang::Language;
use crate::lang::nouns::PRUNED_CHILD;
use crate::search::{Bound, LeafKind, Value};

pub fn rule(r: &Rule) -> String {
    match r {
        Rule::Start => {
            "Départ : rien n'est encore exploré ; avancez pour appeler la recherche sur la racine."
                .into()
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
            "élagage : {} ; renvoyer tout de suite (aucun fils restant à élaguer)",
            t.formula()
        ),
        Rule::Cut {
            test: t, pruned, ..
        } => format!(
            "élagage : {} ; renvoyer tout de suite, {} : {}",
            t.formula(),
            PRUNED_CHILD.count(Language::French, pruned.len() as u64),
            pruned.join(", ")
        ),
        Rule::Memo { from: f, value, .. } => format!(
            "mémo : cette position a déjà été explorée (nœud{}) ; sa valeur {} est reprise",
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
            "transposition : la table contient {} ({}, profondeur {depth}) venant du nœud{} ; elle répond pour ce nœud",
            v(*value),
            bound_word(*bound, Language::French),
            from(*f)
        ),
        Rule::Return {
            value, bound, root, ..
        } => returned_to_parent(*value, *bound, *root),
        Rule::Outcome {
            action,
            probability,
        } => format!(
            "hasard\u{a0}: issue {action}, de probabilité {probability}\u{a0}: v = MinMax(fils)"
        ),
        Rule::Expected { action, value, sum } => format!(
            "{action} a renvoyé {}\u{a0}: espérance jusqu'ici = {}",
            comma(value),
            comma(sum)
        ),
        Rule::ExactReturned {
            action,
            value,
            op,
            old,
            new,
        } => {
            let (op, x) = (op.name(), comma(value));
            format!(
                "{action} a renvoyé {x}\u{a0}: res := {op}(res, {x}) = {op}({}, {x}) = {}",
                comma(old),
                comma(new)
            )
        }
        Rule::ExactReturn { value, sum, root } => {
            let to = if *root {
                "\u{a0}: la valeur de la racine"
            } else {
                " au parent"
            };
            let value = comma(value);
            match sum {
                Some(sum) => format!(
                    "renvoyer {value}{to}\u{a0}; espérance\u{a0}: {}",
                    comma(sum)
                ),
                None => format!("renvoyer {value}{to}"),
            }
        }
    }
}

/// La ligne du renvoi d'un nœud, avec la sorte de borne qu'est sa valeur.
fn returned_to_parent(value: Value, bound: Bound, root: bool) -> String {
    let what = match bound {
        Bound::Exact => String::new(),
        Bound::Lower => format!(" (un minorant : la vraie valeur est >= {})", v(value)),
        Bound::Upper => format!(" (un majorant : la vraie valeur est <= {})", v(value)),
    };
    if root {
        format!("renvoyer {} : la valeur de la racine{what}", v(value))
    } else {
        format!("renvoyer {} au parent{what}", v(value))
    }
}

/// La ligne de la valeur d'un fils qui remonte : `var := op(var, valeur)`.
fn returned(
    action: &str,
    value: Value,
    negated: bool,
    var: Var,
    op: Op,
    (old, new): (Value, Value),
) -> String {
    let negated = if negated {
        " (la valeur du fils, opposée)"
    } else {
        ""
    };
    let (name, op, x) = (var.name(), op.name(), v(value));
    format!(
        "{action} a renvoyé {x}{negated} : {name} := {op}({name}, {x}) = {op}({}, {x}) = {}",
        v(old),
        v(new)
    )
}

/// La ligne d'un appel : l'appel initial (`action: None`) ou celui d'un fils.
fn call(family: Family, action: Option<&str>, alpha: Value, beta: Value) -> String {
    match action {
        None => match family {
            Family::MinMax => "MinMax(racine) : l'appel initial".into(),
            Family::AlphaBeta => format!(
                "AlphaBeta(racine, alpha = {}, beta = {}) : l'appel initial",
                v(alpha),
                v(beta)
            ),
            Family::Negamax => format!(
                "negamax(racine, alpha = {}, beta = {}) : l'appel initial",
                v(alpha),
                v(beta)
            ),
        },
        Some(a) => match family {
            Family::MinMax => format!("jouer {a} : v = MinMax(fils)"),
            Family::AlphaBeta => format!(
                "jouer {a} : v = AlphaBeta(fils, alpha = {}, beta = {})",
                v(alpha),
                v(beta)
            ),
            Family::Negamax => format!(
                "jouer {a} : v = -negamax(fils, -beta, -alpha), fenêtre {}",
                window_text(alpha, beta)
            ),
        },
    }
}

/// La ligne d'une feuille.
fn leaf(kind: LeafKind, value: Value) -> String {
    match kind {
        LeafKind::Terminal => format!("feuille : état final, valeur {} : renvoyer h(n)", v(value)),
        LeafKind::Repetition => format!(
            "feuille : position répétée : notée {} (règle de nullité)",
            v(value)
        ),
        LeafKind::Heuristic => format!(
            "feuille : valeur heuristique {} (profondeur p = 0) : renvoyer h(n)",
            v(value)
        ),
    }
}

/// A number (or a sum of products) the model wrote with decimal points, with
/// French decimal commas.
fn comma(text: &str) -> String {
    Language::French.decimal(text.to_string())
}

/// `valeur 0 <= alpha 0`.
fn compared(t: &CutTest) -> String {
    format!(
        "valeur {} {} {} {}",
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
                "{} à un nœud {here} : l'ancêtre {other} a déjà un coup qui vaut {} et ne laissera jamais la partie venir ici",
                compared(test),
                v(test.bound)
            )
        }
        CutReason::Negamax { test } => format!(
            "{} : l'adversaire au-dessus a déjà un meilleur coup et ne laissera jamais la partie venir ici",
            compared(test)
        ),
    }
}
