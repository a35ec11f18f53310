//! "Why this move and not that one?" on a finished alpha-beta or minimax
//! trace (no egui): for two moves of the root, what the search knows of each
//! ([`MoveFacts`]: its value, exact or a bound) and what decided between them
//! ([`Decided`]): the larger value (the smaller at a MIN root), seed 004's
//! "first searched" among equal values, or, for a move whose value is only a
//! bound, the cut that stopped its search ([`CutFacts`]: which node, the window
//! there, the test of seed 004's AlphaBeta that held, the child whose value
//! made it hold, the moves never searched, and the rule line the inspector
//! shows at that step). [`Why::lines`] says it in English or French.
//! Negamax and the other searches are refused ([`WhyError`]).

use super::Family;
use super::loaded::Loaded;
use super::rules::{CutTest, bound_word, cut_test, rule_line, value_text, window_text};
use crate::lang::Language;
use crate::search::trace::{Bound, NO_PARENT, Value};
use crate::search::trace_view::Event;

/// What the search knows of one root move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    pub node: u32,
    pub name: String,
    pub value: Value,
    pub bound: Bound,
    /// The cut that made the value a bound.
    pub cut: Option<CutFacts>,
}

/// A cut, as the inspector shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutFacts {
    pub node: u32,
    /// The node's path of moves from the root.
    pub name: String,
    /// The node's window when it cut.
    pub alpha: Value,
    pub beta: Value,
    pub test: CutTest,
    /// The child whose value made the test hold, and that value.
    pub child: Option<(String, Value)>,
    /// The moves never searched.
    pub pruned: Vec<String>,
    /// The step that shows the cut (the inspector's step number).
    pub step: usize,
}

/// What decided between the two moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decided {
    /// Both values are exact and differ: the root keeps `better`.
    Values { better: u32 },
    /// Both exact and equal: seed 004 keeps the first searched.
    Equal { first: u32 },
    /// `cut`'s value is a bound. `settled`: the bound alone shows it cannot
    /// beat `other`'s exact value; otherwise it only shows it cannot beat the
    /// root's value (found on another move).
    Cut { cut: u32, other: u32, settled: bool },
    /// Both are bounds: the search only proved neither beats the root's value.
    BothCut,
}

/// The answer to "why this move and not that one?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    /// Whether the root maximises.
    pub root_max: bool,
    pub root_value: Value,
    pub first: MoveFacts,
    pub second: MoveFacts,
    pub decided: Decided,
}

/// Why the question cannot be answered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WhyError {
    #[error("the question is asked of alpha-beta and minimax traces, not of {0}")]
    Family(&'static str),
    #[error("node {0} is not a move of the root")]
    NotARootMove(u32),
    #[error("the same move twice")]
    Same,
    #[error("the search has not returned from node {0}")]
    Unfinished(u32),
}

/// The moves of the last root of `l`.
pub fn root_moves(l: &Loaded) -> Vec<u32> {
    l.tree
        .roots()
        .last()
        .map(|&r| l.tree.children(r).collect())
        .unwrap_or_default()
}

/// Why the root of `l` plays (or not) `a` rather than `b` (two of its moves).
pub fn why(l: &Loaded, a: u32, b: u32) -> Result<Why, WhyError> {
    match l.trace.family() {
        Family::AlphaBeta | Family::MinMax => {}
        Family::Negamax => return Err(WhyError::Family("negamax")),
    }
    if a == b {
        return Err(WhyError::Same);
    }
    let moves = root_moves(l);
    for id in [a, b] {
        if !moves.contains(&id) {
            return Err(WhyError::NotARootMove(id));
        }
    }
    let trace = &l.trace.trace;
    let root = trace.node(a).map_or(NO_PARENT, |n| n.parent);
    let root_node = trace.node(root).ok_or(WhyError::Unfinished(root))?;
    let root_max = root_node.maximizing().unwrap_or(true);
    let first = facts(l, a)?;
    let second = facts(l, b)?;
    let better = |x: &MoveFacts, y: &MoveFacts| {
        if root_max {
            x.value > y.value
        } else {
            x.value < y.value
        }
    };
    let decided = match (first.bound, second.bound) {
        (Bound::Exact, Bound::Exact) if first.value == second.value => {
            Decided::Equal { first: a.min(b) }
        }
        (Bound::Exact, Bound::Exact) => Decided::Values {
            better: if better(&first, &second) { a } else { b },
        },
        (Bound::Exact, _) => cut_decides(root_max, &second, &first),
        (_, Bound::Exact) => cut_decides(root_max, &first, &second),
        _ => Decided::BothCut,
    };
    Ok(Why {
        root_max,
        root_value: root_node.value,
        first,
        second,
        decided,
    })
}

/// `cut` (a bound) against `other` (exact).
fn cut_decides(root_max: bool, cut: &MoveFacts, other: &MoveFacts) -> Decided {
    let settled = if root_max {
        cut.value <= other.value
    } else {
        cut.value >= other.value
    };
    Decided::Cut {
        cut: cut.node,
        other: other.node,
        settled,
    }
}

/// What the search knows of root move `id`.
fn facts(l: &Loaded, id: u32) -> Result<MoveFacts, WhyError> {
    let n = l.trace.trace.node(id).ok_or(WhyError::Unfinished(id))?;
    let bound = n.bound().ok_or(WhyError::Unfinished(id))?;
    let cut = if bound == Bound::Exact {
        None
    } else {
        first_cut(l, id)
    };
    Ok(MoveFacts {
        node: id,
        name: l.trace.action_name(id).to_string(),
        value: n.returned,
        bound,
        cut,
    })
}

/// The cut that made `id`'s value a bound: its own, or else, following the
/// child whose value (a bound too) it returned, the first cut down that line.
fn first_cut(l: &Loaded, id: u32) -> Option<CutFacts> {
    let trace = &l.trace.trace;
    let mut v = id;
    while l.tree.cut_at(v).is_none() {
        let value = trace.node(v)?.value;
        v = l.tree.children(v).find(|&c| {
            trace
                .node(c)
                .is_some_and(|n| n.returned == value && n.bound() != Some(Bound::Exact))
        })?;
    }
    let found = (0..l.len()).find_map(|i| match l.event(i) {
        Some(Event::Cut { node, cut, .. }) if node == v => Some((node, cut, i + 1)),
        _ => None,
    });
    let (node, cut, step) = found?;
    let w = l.view(node, step);
    let t = &l.trace;
    let child = l.caused_cut(node).and_then(|c| {
        let v = t.trace.node(c)?.returned;
        Some((t.action_name(c).to_string(), v))
    });
    Some(CutFacts {
        node,
        name: t.line_names(node).join(" "),
        alpha: w.alpha,
        beta: w.beta,
        test: cut_test(l, node, w.alpha, w.beta),
        child,
        pruned: t.trace.cut(cut).iter().map(|&a| t.name(a).into()).collect(),
        step,
    })
}

impl Why {
    /// The answer in words, one sentence a line; `l` gives the rule line of a cut.
    pub fn lines(&self, l: &Loaded, lang: Language) -> Vec<String> {
        let mut out = vec![
            self.known(&self.first, lang),
            self.known(&self.second, lang),
        ];
        let name = |id: u32| {
            if id == self.first.node {
                &self.first
            } else {
                &self.second
            }
        };
        let fr = lang == Language::French;
        match self.decided {
            Decided::Values { better } => {
                let (x, y) = (name(better), self.other(better));
                let (v, w) = (value_text(x.value), value_text(y.value));
                out.push(match (fr, self.root_max) {
                    (false, true) => format!("The root (MAX) takes the larger value: {} ({v}) rather than {} ({w}).", x.name, y.name),
                    (false, false) => format!("The root (MIN) takes the smaller value: {} ({v}) rather than {} ({w}).", x.name, y.name),
                    (true, true) => format!("La racine (MAX) prend la plus grande valeur\u{a0}: {} ({v}) plutôt que {} ({w}).", x.name, y.name),
                    (true, false) => format!("La racine (MIN) prend la plus petite valeur\u{a0}: {} ({v}) plutôt que {} ({w}).", x.name, y.name),
                });
            }
            Decided::Equal { first } => {
                let x = name(first);
                out.push(if fr {
                    format!("Les deux valent {}\u{a0}: le meilleur coup de la fiche 004 est le premier cherché, {}.", value_text(x.value), x.name)
                } else {
                    format!("Both are worth {}: seed 004's best move is the first searched, {}.", value_text(x.value), x.name)
                });
            }
            Decided::Cut {
                cut,
                other,
                settled,
            } => {
                let (x, y) = (name(cut), name(other));
                if let Some(c) = &x.cut {
                    out.extend(cut_lines(c, l, lang));
                }
                let v = value_text(x.value);
                let w = value_text(y.value);
                let r = value_text(self.root_value);
                out.push(match (fr, self.root_max, settled) {
                    (false, true, true) => format!("{} is worth at most {v}: it cannot beat {}'s {w}, which is why the search stopped looking at it.", x.name, y.name),
                    (false, false, true) => format!("{} is worth at least {v}: it cannot go below {}'s {w}, which is why the search stopped looking at it.", x.name, y.name),
                    (true, true, true) => format!("{} vaut au plus {v}\u{a0}: il ne peut pas battre le {w} de {}, c'est pourquoi la recherche l'a abandonné.", x.name, y.name),
                    (true, false, true) => format!("{} vaut au moins {v}\u{a0}: il ne peut pas descendre sous le {w} de {}, c'est pourquoi la recherche l'a abandonné.", x.name, y.name),
                    (false, _, false) => format!("{}'s bound {v} does not settle it against {}'s {w}: the cut only proved that {} cannot beat the root's value {r}, found on another move; neither is the root's move.", x.name, y.name, x.name),
                    (true, _, false) => format!("La borne {v} de {} ne suffit pas face au {w} de {}\u{a0}: l'élagage a seulement prouvé que {} ne bat pas la valeur de la racine, {r}, trouvée sur un autre coup\u{a0}; ni l'un ni l'autre n'est le coup de la racine.", x.name, y.name, x.name),
                });
            }
            Decided::BothCut => {
                for m in [&self.first, &self.second] {
                    if let Some(c) = &m.cut {
                        out.extend(cut_lines(c, l, lang));
                    }
                }
                let r = value_text(self.root_value);
                out.push(if fr {
                    format!("Les deux valeurs sont des bornes\u{a0}: alpha-bêta a seulement prouvé qu'aucun des deux ne bat la valeur de la racine ({r})\u{a0}; lequel est meilleur n'a pas été calculé.")
                } else {
                    format!("Both values are bounds: alpha-beta only proved that neither beats the root's value ({r}); which of the two is better was never computed.")
                });
            }
        }
        out
    }

    fn other(&self, id: u32) -> &MoveFacts {
        if id == self.first.node {
            &self.second
        } else {
            &self.first
        }
    }

    /// "A: 3 (exact)".
    fn known(&self, m: &MoveFacts, lang: Language) -> String {
        let sep = if lang == Language::French {
            "\u{a0}: "
        } else {
            ": "
        };
        format!(
            "{}{sep}{} ({})",
            m.name,
            value_text(m.value),
            bound_word(m.bound, lang)
        )
    }
}

/// The cut in words: where, the window, the test, the child, what was pruned,
/// and seed 004's rule line at that step.
fn cut_lines(c: &CutFacts, l: &Loaded, lang: Language) -> Vec<String> {
    let window = window_text(c.alpha, c.beta);
    let test = c.test.formula();
    let pruned = c.pruned.join(", ");
    let child = c.child.as_ref();
    let first = match (lang, child) {
        (Language::English, Some((name, v))) => format!(
            "Cut at {}, window {window}: after {name} returned {}, {test} held, so the search skipped {pruned}.",
            c.name,
            value_text(*v)
        ),
        (Language::English, None) => format!(
            "Cut at {}, window {window}: {test} held, so the search skipped {pruned}.",
            c.name
        ),
        (Language::French, Some((name, v))) => format!(
            "Élagage en {}, fenêtre {window}\u{a0}: après le retour de {name} ({}), {test} est vrai, donc la recherche a sauté {pruned}.",
            c.name,
            value_text(*v)
        ),
        (Language::French, None) => format!(
            "Élagage en {}, fenêtre {window}\u{a0}: {test} est vrai, donc la recherche a sauté {pruned}.",
            c.name
        ),
    };
    let rule = match lang {
        Language::English => format!("Step {}: {}", c.step, rule_line(l, c.step, lang)),
        Language::French => format!("Étape {}\u{a0}: {}", c.step, rule_line(l, c.step, lang)),
    };
    vec![first, rule]
}
