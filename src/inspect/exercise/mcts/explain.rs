//! The MCTS exercise's words, in English and French: the question asked, each
//! child's UCB with its computation (`Q/N + c * sqrt(ln N_parent / N)`, the
//! numbers put in), why selection took the child it took (the highest UCB,
//! the first of a tie, or an unvisited child whose UCB is infinite), and how
//! each count changes in backpropagation (`old + added = new`). French puts a
//! non-breaking space before `:` and `?` and writes decimal commas.

use super::quiz::{Answer, Ask, MctsExercise, Question};
use super::{Choice, MctsTree, Reason, Score};
use crate::lang::Language;

/// A node's name in `lang` (`root` / `racine` for the root).
pub fn node_name(tree: &MctsTree, id: usize, lang: Language) -> String {
    match (tree.name(id), lang) {
        ("", Language::English) => "root".into(),
        ("", Language::French) => "racine".into(),
        (name, _) => name.into(),
    }
}

/// "at the root", "at B" / "à la racine", "en B", capitalised when `capital`.
fn at(tree: &MctsTree, id: usize, lang: Language, capital: bool) -> String {
    let name = node_name(tree, id, lang);
    let s = match (id, lang) {
        (0, Language::English) => "at the root".to_string(),
        (0, Language::French) => "à la racine".to_string(),
        (_, Language::English) => format!("at {name}"),
        (_, Language::French) => format!("en {name}"),
    };
    if !capital {
        return s;
    }
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// `x` with three decimals, as `lang` writes it.
pub fn number(x: f64, lang: Language) -> String {
    lang.decimal(format!("{x:.3}"))
}

fn colon(lang: Language) -> &'static str {
    match lang {
        Language::English => ": ",
        Language::French => "\u{a0}: ",
    }
}

/// The question in words.
pub fn question_text(ex: &MctsExercise, q: &Question, lang: Language) -> String {
    match (q.ask, lang) {
        (Ask::Pick { node }, Language::English) => format!(
            "{}, which child does selection pick?",
            at(&ex.tree, node, lang, true)
        ),
        (Ask::Pick { node }, Language::French) => format!(
            "{}, quel fils la sélection choisit-elle\u{a0}?",
            at(&ex.tree, node, lang, true)
        ),
        (Ask::Reach, Language::English) => {
            "Which node does selection reach (where its path ends)?".into()
        }
        (Ask::Reach, Language::French) => {
            "Quel nœud la sélection atteint-elle (où son chemin s'arrête)\u{a0}?".into()
        }
        (Ask::Visits { node }, Language::English) => format!(
            "The playout's result is {} for the root's player. New N {}?",
            signed(ex.result),
            at(&ex.tree, node, lang, false)
        ),
        (Ask::Visits { node }, Language::French) => format!(
            "Le résultat de la simulation est {} pour le joueur de la racine. Nouveau N {}\u{a0}?",
            signed(ex.result),
            at(&ex.tree, node, lang, false)
        ),
        (Ask::Total { node }, Language::English) => {
            format!("New Q {}?", at(&ex.tree, node, lang, false))
        }
        (Ask::Total { node }, Language::French) => {
            format!("Nouveau Q {}\u{a0}?", at(&ex.tree, node, lang, false))
        }
    }
}

/// `+1`, `0`, `-1`.
pub fn signed(x: i64) -> String {
    if x > 0 {
        format!("+{x}")
    } else {
        x.to_string()
    }
}

/// An answer in words.
pub fn answer_text(ex: &MctsExercise, a: Answer, lang: Language) -> String {
    match a {
        Answer::Node(id) => node_name(&ex.tree, id, lang),
        Answer::Count(n) => n.to_string(),
    }
}

/// One child's UCB with its computation: `B: UCB = 3/5 + 1.414 × √(ln 12 / 5)
/// = 0.600 + 0.705 = 1.305`, or `C: N = 0, UCB = ∞`.
pub fn ucb_line(tree: &MctsTree, parent: usize, s: &Score, lang: Language) -> String {
    let name = node_name(tree, s.child, lang);
    let n = &tree.nodes[s.child];
    let Some(ucb) = s.ucb else {
        return format!("{name}{}N = 0, UCB = ∞", colon(lang));
    };
    let parent_n = tree.nodes[parent].visits;
    format!(
        "{name}{}UCB = {}/{} + {} × √(ln {parent_n} / {}) = {} + {} = {}",
        colon(lang),
        n.total,
        n.visits,
        number(tree.c, lang),
        n.visits,
        number(s.mean, lang),
        number(s.bonus, lang),
        number(ucb, lang),
    )
}

/// Why selection took `c.picked` at `c.node`.
pub fn pick_reason(tree: &MctsTree, c: &Choice, lang: Language) -> String {
    let at = at(tree, c.node, lang, true);
    let picked = node_name(tree, c.picked, lang);
    let ucb = c
        .scores
        .iter()
        .find(|s| s.child == c.picked)
        .and_then(|s| s.ucb)
        .map(|u| number(u, lang))
        .unwrap_or_default();
    match (c.reason, lang) {
        (Reason::Unvisited { count: 1 }, Language::English) => format!(
            "{at}, {picked} has never been visited: its UCB is infinite, so selection takes it."
        ),
        (Reason::Unvisited { count: 1 }, Language::French) => format!(
            "{at}, {picked} n'a jamais été visité\u{a0}: son UCB est infini, la sélection le prend."
        ),
        (Reason::Unvisited { count }, Language::English) => format!(
            "{at}, {count} children have never been visited: their UCB is infinite, and among equals selection takes the first in the order listed, {picked}."
        ),
        (Reason::Unvisited { count }, Language::French) => format!(
            "{at}, {count} fils n'ont jamais été visités\u{a0}: leur UCB est infini, et entre égaux la sélection prend le premier dans l'ordre de la liste, {picked}."
        ),
        (Reason::Highest { tied: 0 }, Language::English) => {
            format!("{at}, selection takes {picked}: the highest UCB ({ucb}).")
        }
        (Reason::Highest { tied: 0 }, Language::French) => {
            format!("{at}, la sélection prend {picked}\u{a0}: le plus grand UCB ({ucb}).")
        }
        (Reason::Highest { tied }, Language::English) => format!(
            "{at}, {} children share the highest UCB ({ucb}): selection takes the first in the order listed, {picked}.",
            tied + 1
        ),
        (Reason::Highest { tied }, Language::French) => format!(
            "{at}, {} fils ont le même plus grand UCB ({ucb})\u{a0}: la sélection prend le premier dans l'ordre de la liste, {picked}.",
            tied + 1
        ),
    }
}

/// The correction of `q`: the computation that gives its answer.
pub fn correction(ex: &MctsExercise, q: &Question, lang: Language) -> Vec<String> {
    let tree = &ex.tree;
    let levels = |choices: &[Choice]| -> Vec<String> {
        let mut out = Vec::new();
        for c in choices {
            out.extend(c.scores.iter().map(|s| ucb_line(tree, c.node, s, lang)));
            out.push(pick_reason(tree, c, lang));
        }
        out
    };
    match q.ask {
        Ask::Pick { node } => levels(
            &ex.choices
                .iter()
                .filter(|c| c.node == node)
                .cloned()
                .collect::<Vec<_>>(),
        ),
        Ask::Reach => levels(&ex.choices),
        Ask::Visits { node } | Ask::Total { node } => {
            let Some(u) = ex.updates.iter().find(|u| u.node == node) else {
                return Vec::new();
            };
            if let Ask::Visits { .. } = q.ask {
                return vec![match lang {
                    Language::English => format!(
                        "N{}{} + 1 = {}: every node on the path counts the playout once.",
                        colon(lang),
                        u.old_visits,
                        u.new_visits
                    ),
                    Language::French => format!(
                        "N{}{} + 1 = {}\u{a0}: chaque nœud du chemin compte la simulation une fois.",
                        colon(lang),
                        u.old_visits,
                        u.new_visits
                    ),
                }];
            }
            let sum = format!("{} + ({}) = {}", u.old_total, signed(u.added), u.new_total);
            let root_side = tree.root_player_moved_into(node);
            vec![match (lang, root_side) {
                (Language::English, true) => format!(
                    "Q: {sum}: the root's player moved into {}, and the result for that player is {}.",
                    node_name(tree, node, lang),
                    signed(u.added)
                ),
                (Language::English, false) => format!(
                    "Q: {sum}: the other player moved into {}, and the result for that player is {} (the opposite of the root player's).",
                    node_name(tree, node, lang),
                    signed(u.added)
                ),
                (Language::French, true) => format!(
                    "Q\u{a0}: {sum}\u{a0}: le joueur de la racine a joué vers {}, et le résultat pour lui est {}.",
                    node_name(tree, node, lang),
                    signed(u.added)
                ),
                (Language::French, false) => format!(
                    "Q\u{a0}: {sum}\u{a0}: l'autre joueur a joué vers {}, et le résultat pour lui est {} (l'opposé de celui du joueur de la racine).",
                    node_name(tree, node, lang),
                    signed(u.added)
                ),
            }]
        }
    }
}
