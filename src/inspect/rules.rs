//! The words of the inspector: the rule that fired at a step, in the terms of
//! seed 004's pseudo-code ("alpha := max(alpha, 5) = 5", "cut: 5 >= beta = 3"),
//! why a cut happened, and each node's label at a step (its value, `?` while
//! unknown, `>= v` / `<= v` when only a bound is known). English and French.

use super::algorithm::Family;
use super::erased::InspectTrace;
pub use super::labels::{bound_word, node_label, value_text, window_text};
use super::loaded::Loaded;
use crate::lang::Language;
use crate::search::trace_view::Event;
use crate::search::{Bound, CutRule, INFINITY, LeafKind};

fn pick(lang: Language, en: String, fr: String) -> String {
    match lang {
        Language::English => en,
        Language::French => fr,
    }
}

/// Whether node `id` maximises (negamax nodes all do, for their own player).
fn maximizing(t: &InspectTrace, id: u32) -> bool {
    t.trace
        .node(id)
        .and_then(|n| n.maximizing())
        .unwrap_or(true)
}

/// The cut rule's comparison signs (at a max node, at a min node).
fn signs(t: &InspectTrace) -> (&'static str, &'static str) {
    match t.settings.as_ref().map(|s| s.cut) {
        Some(CutRule::Strict) => (">", "<"),
        _ => (">=", "<="),
    }
}

/// The rule that fired at the event shown at step `k` (event `k - 1`);
/// `views` are the nodes at step `k`.
pub fn rule_line(l: &Loaded, k: usize, lang: Language) -> String {
    let t = &l.trace;
    let family = t.family();
    let v = value_text;
    let Some(e) = k.checked_sub(1).and_then(|i| l.event(i)) else {
        return pick(
            lang,
            "Start: nothing is searched yet; step forward to call the search on the root.".into(),
            "Départ : rien n'est encore exploré ; avancez pour appeler la recherche sur la racine."
                .into(),
        );
    };
    match e {
        Event::Enter {
            parent: None,
            alpha,
            beta,
            ..
        } => match family {
            Family::MinMax => pick(
                lang,
                "MinMax(root): the initial call".into(),
                "MinMax(racine) : l'appel initial".into(),
            ),
            Family::AlphaBeta => pick(
                lang,
                format!(
                    "AlphaBeta(root, alpha = {}, beta = {}): the initial call",
                    v(alpha),
                    v(beta)
                ),
                format!(
                    "AlphaBeta(racine, alpha = {}, beta = {}) : l'appel initial",
                    v(alpha),
                    v(beta)
                ),
            ),
            Family::Negamax => pick(
                lang,
                format!(
                    "negamax(root, alpha = {}, beta = {}): the initial call",
                    v(alpha),
                    v(beta)
                ),
                format!(
                    "negamax(racine, alpha = {}, beta = {}) : l'appel initial",
                    v(alpha),
                    v(beta)
                ),
            ),
        },
        Event::Enter {
            action,
            alpha,
            beta,
            ..
        } => {
            let a = action.map_or("?", |a| t.name(a));
            match family {
                Family::MinMax => pick(
                    lang,
                    format!("play {a}: v = MinMax(child)"),
                    format!("jouer {a} : v = MinMax(fils)"),
                ),
                Family::AlphaBeta => pick(
                    lang,
                    format!(
                        "play {a}: v = AlphaBeta(child, alpha = {}, beta = {})",
                        v(alpha),
                        v(beta)
                    ),
                    format!(
                        "jouer {a} : v = AlphaBeta(fils, alpha = {}, beta = {})",
                        v(alpha),
                        v(beta)
                    ),
                ),
                Family::Negamax => pick(
                    lang,
                    format!(
                        "play {a}: v = -negamax(child, -beta, -alpha), window {}",
                        window_text(alpha, beta)
                    ),
                    format!(
                        "jouer {a} : v = -negamax(fils, -beta, -alpha), fenêtre {}",
                        window_text(alpha, beta)
                    ),
                ),
            }
        }
        Event::Leaf {
            kind: LeafKind::Terminal,
            value,
            ..
        } => pick(
            lang,
            format!("leaf: final state, value {}: return h(n)", v(value)),
            format!("feuille : état final, valeur {} : renvoyer h(n)", v(value)),
        ),
        Event::Leaf {
            kind: LeafKind::Heuristic,
            value,
            ..
        } => pick(
            lang,
            format!(
                "leaf: heuristic value {} (depth p = 0): return h(n)",
                v(value)
            ),
            format!(
                "feuille : valeur heuristique {} (profondeur p = 0) : renvoyer h(n)",
                v(value)
            ),
        ),
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
            let a = t.action_name(child);
            let max = maximizing(t, node);
            let (name, op, old, new) = match (family, max) {
                (Family::MinMax, true) => (
                    "res",
                    "max",
                    before.value.unwrap_or(-INFINITY),
                    l.view(node, k).value.unwrap_or(value),
                ),
                (Family::MinMax, false) => (
                    "res",
                    "min",
                    before.value.unwrap_or(INFINITY),
                    l.view(node, k).value.unwrap_or(value),
                ),
                (Family::AlphaBeta, false) => ("beta", "min", before.beta, beta),
                _ => ("alpha", "max", before.alpha, alpha),
            };
            let negated = if family == Family::Negamax {
                pick(
                    lang,
                    " (the child's value, negated)".into(),
                    " (la valeur du fils, opposée)".into(),
                )
            } else {
                String::new()
            };
            pick(
                lang,
                format!(
                    "{a} returned {}{negated}: {name} := {op}({name}, {}) = {op}({}, {}) = {}",
                    v(value),
                    v(value),
                    v(old),
                    v(value),
                    v(new)
                ),
                format!(
                    "{a} a renvoyé {}{negated} : {name} := {op}({name}, {}) = {op}({}, {}) = {}",
                    v(value),
                    v(value),
                    v(old),
                    v(value),
                    v(new)
                ),
            )
        }
        Event::Cut { node, cut, .. } => {
            let pruned: Vec<&str> = t.trace.cut(cut).iter().map(|&a| t.name(a)).collect();
            let w = l.view(node, k);
            let (ge, le) = signs(t);
            let test = if family == Family::AlphaBeta && !maximizing(t, node) {
                format!("{} {le} alpha = {}", v(w.beta), v(w.alpha))
            } else {
                format!("{} {ge} beta = {}", v(w.alpha), v(w.beta))
            };
            let list = pruned.join(", ");
            let n = pruned.len();
            pick(
                lang,
                format!("cut: {test}; return at once, {n} child(ren) pruned: {list}"),
                format!("élagage : {test} ; renvoyer tout de suite, {n} fils élagué(s) : {list}"),
            )
        }
        Event::TtHit {
            node,
            value,
            bound,
            depth,
        } => {
            let from = t
                .reused_from(node)
                .map(|s| format!(" #{s}"))
                .unwrap_or_default();
            let kind = bound_word(bound, lang);
            if family == Family::MinMax {
                pick(
                    lang,
                    format!(
                        "memo hit: this position was already searched (node{from}); its value {} is reused",
                        v(value)
                    ),
                    format!(
                        "mémo : cette position a déjà été explorée (nœud{from}) ; sa valeur {} est reprise",
                        v(value)
                    ),
                )
            } else {
                pick(
                    lang,
                    format!(
                        "transposition hit: the table holds {} ({kind}, depth {depth}) from node{from}; it answers this node",
                        v(value)
                    ),
                    format!(
                        "transposition : la table contient {} ({kind}, profondeur {depth}) venant du nœud{from} ; elle répond pour ce nœud",
                        v(value)
                    ),
                )
            }
        }
        Event::Exit { node, value, bound } => {
            let root = t
                .trace
                .node(node)
                .is_some_and(|n| n.parent == crate::search::trace::NO_PARENT);
            let what = match bound {
                Bound::Exact => String::new(),
                Bound::Lower => pick(
                    lang,
                    format!(" (a lower bound: the true value is >= {})", v(value)),
                    format!(" (un minorant : la vraie valeur est >= {})", v(value)),
                ),
                Bound::Upper => pick(
                    lang,
                    format!(" (an upper bound: the true value is <= {})", v(value)),
                    format!(" (un majorant : la vraie valeur est <= {})", v(value)),
                ),
            };
            if root {
                pick(
                    lang,
                    format!("return {}: the value of the root{what}", v(value)),
                    format!("renvoyer {} : la valeur de la racine{what}", v(value)),
                )
            } else {
                pick(
                    lang,
                    format!("return {} to the parent{what}", v(value)),
                    format!("renvoyer {} au parent{what}", v(value)),
                )
            }
        }
    }
}

/// Why node `id` was cut, in words, once its cut has happened (`views` at the
/// step shown); `None` when it has not been cut.
pub fn cut_reason(l: &Loaded, id: u32, k: usize, lang: Language) -> Option<String> {
    let t = &l.trace;
    let w = l.view(id, k);
    w.cut?;
    let family = t.family();
    let (ge, le) = signs(t);
    let v = value_text;
    Some(match (family, maximizing(t, id)) {
        (Family::AlphaBeta, true) => pick(
            lang,
            format!(
                "value {} {ge} beta {} at a max node: the min ancestor already has a move worth {} and will never let the game come here",
                v(w.alpha),
                v(w.beta),
                v(w.beta)
            ),
            format!(
                "valeur {} {ge} beta {} à un nœud max : l'ancêtre min a déjà un coup qui vaut {} et ne laissera jamais la partie venir ici",
                v(w.alpha),
                v(w.beta),
                v(w.beta)
            ),
        ),
        (Family::AlphaBeta, false) => pick(
            lang,
            format!(
                "value {} {le} alpha {} at a min node: the max ancestor already has a move worth {} and will never let the game come here",
                v(w.beta),
                v(w.alpha),
                v(w.alpha)
            ),
            format!(
                "valeur {} {le} alpha {} à un nœud min : l'ancêtre max a déjà un coup qui vaut {} et ne laissera jamais la partie venir ici",
                v(w.beta),
                v(w.alpha),
                v(w.alpha)
            ),
        ),
        _ => pick(
            lang,
            format!(
                "value {} {ge} beta {}: the opponent above already has a better move and will never let the game come here",
                v(w.alpha),
                v(w.beta)
            ),
            format!(
                "valeur {} {ge} beta {} : l'adversaire au-dessus a déjà un meilleur coup et ne laissera jamais la partie venir ici",
                v(w.alpha),
                v(w.beta)
            ),
        ),
    })
}
