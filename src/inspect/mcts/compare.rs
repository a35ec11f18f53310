//! "Why this move and not that one?" for two root moves of an MCTS run at the
//! replay's cursor: their rows side by side, how many more rollouts the second
//! would need to become the more visited, and the answer in words, in English
//! and in French.

use super::replay::MctsReplay;
use super::{ChildRow, ucb};
use crate::lang::Language;
use crate::lang::Noun;
use crate::search::ucb::Uct;

/// Simulated rollouts at most, for [`Comparison::rollouts_to_overtake`].
pub const OVERTAKE_LIMIT: u32 = 1_000_000;

const VISIT: Noun = Noun::new("visit", "visits", "visite", "visites");
const ROLLOUT: Noun = Noun::new("rollout", "rollouts", "simulation", "simulations");

/// What separates two root moves `a` and `b`.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    pub a: ChildRow,
    pub b: ChildRow,
    /// How many more rollouts, all through `a` or `b`, until `b` is visited
    /// more often than `a`, supposing each keeps its current mean and UCB
    /// chooses between the two (the root's visits growing by one per rollout;
    /// an unvisited move first; equal UCB values to the move listed first):
    /// 0 when `b` already is; `None` when it never would (its mean below
    /// `a`'s: whenever their visits are equal UCB picks `a`) or not within
    /// [`OVERTAKE_LIMIT`].
    pub rollouts_to_overtake: Option<u32>,
    pub words_en: String,
    /// French, with a no-break space before `:`, `;`, `?` and `!`.
    pub words_fr: String,
}

/// The comparison of root moves `a` and `b` (notation); `None` when either is
/// not a root move at the cursor.
pub fn compare(r: &MctsReplay, a: &str, b: &str) -> Option<Comparison> {
    let rows = ucb::rows(r, 0);
    let a = rows.iter().find(|row| row.action == a)?.clone();
    let b = rows.iter().find(|row| row.action == b)?.clone();
    let n = r.visits(0);
    let rollouts_to_overtake = overtake(&a, &b, n, r.run().options.exploration);
    let words_en = words(Language::English, &a, &b, rollouts_to_overtake);
    let words_fr = words(Language::French, &a, &b, rollouts_to_overtake);
    Some(Comparison {
        a,
        b,
        rollouts_to_overtake,
        words_en,
        words_fr,
    })
}

/// See [`Comparison::rollouts_to_overtake`]; `n` is the root's visits.
fn overtake(a: &ChildRow, b: &ChildRow, n: u32, c: f64) -> Option<u32> {
    let (mut na, mut nb, mut n) = (a.visits as u64, b.visits as u64, n as u64);
    if nb > na {
        return Some(0);
    }
    if b.mean < a.mean && nb > 0 && na > 0 {
        return None;
    }
    let ucb = |mean: f64, k: u64, n: u64| {
        if k == 0 {
            f64::INFINITY
        } else {
            mean + Uct::new(c, n).explore(k)
        }
    };
    let b_first = b.prior_rank < a.prior_rank;
    for done in 1..=OVERTAKE_LIMIT {
        let (ua, ub) = (ucb(a.mean, na, n), ucb(b.mean, nb, n));
        if ub > ua || (ub == ua && b_first) {
            nb += 1;
        } else {
            na += 1;
        }
        n += 1;
        if nb > na {
            return Some(done);
        }
    }
    None
}

fn words(lang: Language, a: &ChildRow, b: &ChildRow, overtake: Option<u32>) -> String {
    let num = |x: f64| lang.decimal(format!("{x:.3}"));
    let ucb = |row: &ChildRow| match row.ucb {
        Some(u) => num(u),
        None => "∞".into(),
    };
    let visits = |row: &ChildRow| VISIT.count(lang, row.visits as u64);
    let (more, less) = if a.visits >= b.visits { (a, b) } else { (b, a) };
    let fr = lang == Language::French;
    let mut text = if fr {
        format!(
            "{} est plus visité que {}\u{a0}: {} contre {}. Moyennes\u{a0}: {} pour {}, {} pour {}. \
             UCB\u{a0}: {} contre {}.",
            more.action,
            less.action,
            visits(more),
            visits(less),
            num(more.mean),
            more.action,
            num(less.mean),
            less.action,
            ucb(more),
            ucb(less)
        )
    } else {
        format!(
            "{} is visited more than {}: {} against {}. Means: {} for {}, {} for {}. \
             UCB: {} against {}.",
            more.action,
            less.action,
            visits(more),
            visits(less),
            num(more.mean),
            more.action,
            num(less.mean),
            less.action,
            ucb(more),
            ucb(less)
        )
    };
    let rollouts = |k: u32| ROLLOUT.count(lang, k as u64);
    let tail = match (overtake, fr) {
        (Some(0), false) => format!(" {} is already ahead of {}.", b.action, a.action),
        (Some(0), true) => format!(" {} devance déjà {}.", b.action, a.action),
        (Some(k), false) => format!(
            " At the current UCB gap, {} would need {} more (each scoring like its mean) to overtake {}.",
            b.action,
            rollouts(k),
            a.action
        ),
        (Some(k), true) => format!(
            " À l’écart d’UCB actuel, il faudrait encore {} à {} (chacune au niveau de sa moyenne) pour dépasser {}.",
            rollouts(k),
            b.action,
            a.action
        ),
        (None, false) if b.mean >= a.mean => format!(
            " {} would not overtake {} within {OVERTAKE_LIMIT} more rollouts.",
            b.action, a.action
        ),
        (None, true) if b.mean >= a.mean => format!(
            " {} ne dépasserait pas {} en moins de {OVERTAKE_LIMIT} simulations de plus.",
            b.action, a.action
        ),
        (None, false) => format!(
            " With these means, {} would never overtake {}: UCB gives {} its turn whenever their visits are equal.",
            b.action, a.action, a.action
        ),
        (None, true) => format!(
            " Avec ces moyennes, {} ne dépasserait jamais {}\u{a0}: à visites égales, UCB choisit {}.",
            b.action, a.action, a.action
        ),
    };
    text.push_str(&tail);
    text
}
