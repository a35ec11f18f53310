//! The words of a [`Comparison`], in English and in French, made only from its
//! data: who is visited more (or a tie, both named), the counts, the means and
//! UCB values of the visited moves, and the what-if of [`Overtake`] only when
//! both moves were visited.

use super::ChildRow;
use super::compare::{Comparison, OVERTAKE_LIMIT, Overtake, Standing};
use crate::lang::{Language, Noun, count};

const VISIT: Noun = Noun::new("visit", "visits", "visite", "visites");
const ROLLOUT: Noun = Noun::new("rollout", "rollouts", "simulation", "simulations");

/// See [`Comparison::words`].
pub fn words(c: &Comparison, lang: Language) -> String {
    let mut parts = vec![standing(c, lang), means(c, lang)];
    parts.extend(what_if(c, lang));
    parts.join(" ")
}

/// Who is visited more, with both counts.
fn standing(c: &Comparison, lang: Language) -> String {
    let fr = lang == Language::French;
    let (a, b) = (&c.a, &c.b);
    let (x, y) = (&a.action, &b.action);
    let visits = |row: &ChildRow| VISIT.count(lang, row.visits as u64);
    match (c.standing, fr) {
        (Standing::Equal, false) => format!("{x} and {y} are visited equally: {} each.", visits(a)),
        (Standing::Equal, true) => {
            format!(
                "{x} et {y} sont visités autant l'un que l'autre\u{a0}: {} chacun.",
                visits(a)
            )
        }
        (s, _) => {
            let (m, l) = if s == Standing::AMore { (a, b) } else { (b, a) };
            if fr {
                format!(
                    "{} est plus visité que {}\u{a0}: {} contre {}.",
                    m.action,
                    l.action,
                    visits(m),
                    visits(l)
                )
            } else {
                format!(
                    "{} is visited more than {}: {} against {}.",
                    m.action,
                    l.action,
                    visits(m),
                    visits(l)
                )
            }
        }
    }
}

/// The means and UCB values of the two moves, or why they have none.
fn means(c: &Comparison, lang: Language) -> String {
    let fr = lang == Language::French;
    let (a, b) = (&c.a, &c.b);
    let (x, y) = (&a.action, &b.action);
    let num = |v: f64| lang.decimal(format!("{v:.3}"));
    let unvisited: Vec<&str> = [a, b]
        .iter()
        .filter(|r| r.visits == 0)
        .map(|r| r.action.as_str())
        .collect();
    match (unvisited.as_slice(), fr) {
        ([], false) if c.overtake == Overtake::Chance => format!(
            "Means: {} for {x}, {} for {y}. Chance draws them: no UCB.",
            num(a.mean),
            num(b.mean)
        ),
        ([], true) if c.overtake == Overtake::Chance => format!(
            "Moyennes\u{a0}: {} pour {x}, {} pour {y}. Le hasard les tire\u{a0}: pas d'UCB.",
            num(a.mean),
            num(b.mean)
        ),
        ([], false) => format!(
            "Means: {} for {x}, {} for {y}. UCB: {} for {x}, {} for {y}.",
            num(a.mean),
            num(b.mean),
            ucb(a, lang),
            ucb(b, lang)
        ),
        ([], true) => format!(
            "Moyennes\u{a0}: {} pour {x}, {} pour {y}. UCB\u{a0}: {} pour {x}, {} pour {y}.",
            num(a.mean),
            num(b.mean),
            ucb(a, lang),
            ucb(b, lang)
        ),
        ([one], false) => format!("{one} was never visited: it has no mean yet, and its UCB is infinite."),
        ([one], true) => format!(
            "{one} n'a jamais été visité\u{a0}: il n'a pas encore de moyenne, et son UCB est infini."
        ),
        (_, false) => "Neither was visited yet: no mean, and both UCB are infinite.".to_string(),
        (_, true) => {
            "Aucun des deux n'a encore été visité\u{a0}: pas de moyenne, et les deux UCB sont infinis."
                .to_string()
        }
    }
}

/// What would happen if each move kept its mean (only when both were visited).
fn what_if(c: &Comparison, lang: Language) -> Option<String> {
    let fr = lang == Language::French;
    let (x, y) = (&c.a.action, &c.b.action);
    let limit = ROLLOUT.count_as(
        lang,
        OVERTAKE_LIMIT as u64,
        &count(OVERTAKE_LIMIT as u64, lang),
    );
    match (c.overtake, fr) {
        (Overtake::Unvisited | Overtake::Chance | Overtake::Already, _) => None,
        (Overtake::After(k), false) => Some(format!(
            "If each kept its mean and UCB chose only between these two, {y} would overtake {x} after {k} more {}, and not before.",
            ROLLOUT.form(lang, k as u64)
        )),
        (Overtake::After(k), true) => Some(format!(
            "Si chacun gardait sa moyenne et qu'UCB ne choisissait qu'entre ces deux coups, {y} dépasserait {x} après {} de plus, et pas avant.",
            ROLLOUT.count(lang, k as u64)
        )),
        (Overtake::Never, false) => Some(format!(
            "If each kept its mean, {y} would never overtake {x}: whenever their visits are equal, UCB picks {x}."
        )),
        (Overtake::Never, true) => Some(format!(
            "Si chacun gardait sa moyenne, {y} ne dépasserait jamais {x}\u{a0}: à visites égales, UCB choisit {x}."
        )),
        (Overtake::NotWithin(_), false) => Some(format!(
            "If each kept its mean and UCB chose only between these two, {y} would not overtake {x} within {} more {}.",
            count(OVERTAKE_LIMIT as u64, lang),
            ROLLOUT.form(lang, OVERTAKE_LIMIT as u64)
        )),
        (Overtake::NotWithin(_), true) => Some(format!(
            "Si chacun gardait sa moyenne et qu'UCB ne choisissait qu'entre ces deux coups, {y} ne dépasserait pas {x} en {limit} de plus."
        )),
    }
}

/// A row's UCB value, `∞` when it has none.
fn ucb(row: &ChildRow, lang: Language) -> String {
    match row.ucb {
        Some(u) => lang.decimal(format!("{u:.3}")),
        None => "∞".into(),
    }
}
