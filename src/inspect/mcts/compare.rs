//! "Why this move and not that one?" for two root moves of an MCTS run at the
//! replay's cursor: their rows side by side, held as data (who is visited more,
//! the counts, the means, the UCB values, and whether and when the second would
//! overtake the first), and the words made from that data in English and in
//! French, so that every sentence is true at every iteration.
//!
//! "Overtake" is a what-if on UCB's formula ([`crate::search::ucb::Uct`], the
//! search's own): suppose each move kept its current mean and selection chose
//! only between these two, the root's visits growing by one per rollout
//! ([`race`]). It is only said when both moves were visited (an unvisited move
//! has no mean).

use super::replay::MctsReplay;
use super::{ChildRow, ucb};
use crate::lang::Language;
use crate::search::ucb::Uct;

/// Simulated rollouts at most, for [`Overtake::NotWithin`].
pub const OVERTAKE_LIMIT: u32 = 1_000_000;

/// Which of the two moves has more visits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// `a` has more visits than `b`.
    AMore,
    /// Both have the same number of visits.
    Equal,
    /// `b` has more visits than `a`.
    BMore,
}

/// Whether `b` would overtake `a` (have strictly more visits) in the [`race`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overtake {
    /// `a` or `b` was never visited: no mean, no what-if.
    Unvisited,
    /// The root is chance's: its outcomes are drawn, not chosen by UCB.
    Chance,
    /// `b` already has more visits.
    Already,
    /// After exactly this many more rollouts, and not before (at least 1).
    After(u32),
    /// Never, proved: whenever their visits are equal, UCB picks `a` (its mean
    /// is not below `b`'s and `a` wins ties, or its mean is above `b`'s by more
    /// than rounding can hide).
    Never,
    /// Not within [`OVERTAKE_LIMIT`] more rollouts (and not proved never).
    NotWithin(u32),
}

/// What separates two root moves `a` and `b`.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    pub a: ChildRow,
    pub b: ChildRow,
    /// The root's visits.
    pub root_visits: u32,
    /// The exploration constant of the run.
    pub exploration: f64,
    pub standing: Standing,
    pub overtake: Overtake,
    /// [`Comparison::words`] in English.
    pub words_en: String,
    /// [`Comparison::words`] in French, with a no-break space before `:`, `;`,
    /// `?` and `!`.
    pub words_fr: String,
}

/// The comparison of root moves `a` and `b` (notation); `None` when either is
/// not a root move at the cursor, or both are the same.
pub fn compare(r: &MctsReplay, a: &str, b: &str) -> Option<Comparison> {
    if a == b {
        return None;
    }
    let rows = ucb::rows(r, 0);
    let a = rows.iter().find(|row| row.action == a)?.clone();
    let b = rows.iter().find(|row| row.action == b)?.clone();
    Some(Comparison::new(
        a,
        b,
        r.visits(0),
        r.run().options.exploration,
    ))
}

impl Comparison {
    /// The comparison of rows `a` and `b` under a root of `root_visits`
    /// visits, exploration constant `c`.
    pub fn new(a: ChildRow, b: ChildRow, root_visits: u32, c: f64) -> Comparison {
        let standing = match a.visits.cmp(&b.visits) {
            std::cmp::Ordering::Greater => Standing::AMore,
            std::cmp::Ordering::Equal => Standing::Equal,
            std::cmp::Ordering::Less => Standing::BMore,
        };
        let overtake = overtake(&a, &b, root_visits, c);
        let mut cmp = Comparison {
            a,
            b,
            root_visits,
            exploration: c,
            standing,
            overtake,
            words_en: String::new(),
            words_fr: String::new(),
        };
        cmp.words_en = cmp.words(Language::English);
        cmp.words_fr = cmp.words(Language::French);
        cmp
    }

    /// The words, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        super::compare_words::words(self, lang)
    }
}

/// Whether `b` breaks UCB's ties against `a`: listed before it.
fn b_first(a: &ChildRow, b: &ChildRow) -> bool {
    b.prior_rank < a.prior_rank
}

/// The what-if race of two visited moves `a` and `b` under a root of `n`
/// visits: each keeps its mean, and each rollout goes to the one of larger
/// UCB (`mean + c * sqrt(ln N / visits)`, [`Uct::explore`]; a tie to the one
/// listed first), the root's visits growing by one. Yields (a's visits, b's
/// visits) after each rollout, without end.
pub fn race(a: &ChildRow, b: &ChildRow, n: u32, c: f64) -> impl Iterator<Item = (u64, u64)> {
    let (mut na, mut nb, mut n) = (a.visits as u64, b.visits as u64, n as u64);
    let (ma, mb, b_first) = (a.mean, b.mean, b_first(a, b));
    std::iter::from_fn(move || {
        let ucb = |mean: f64, k: u64| {
            if k == 0 {
                f64::INFINITY
            } else {
                mean + Uct::new(c, n).explore(k)
            }
        };
        let (ua, ub) = (ucb(ma, na), ucb(mb, nb));
        if ub > ua || (ub == ua && b_first) {
            nb += 1;
        } else {
            na += 1;
        }
        n += 1;
        Some((na, nb))
    })
}

/// See [`Overtake`]; `n` is the root's visits.
fn overtake(a: &ChildRow, b: &ChildRow, n: u32, c: f64) -> Overtake {
    if a.visits == 0 || b.visits == 0 {
        return Overtake::Unvisited;
    }
    if a.ucb.is_none() || b.ucb.is_none() {
        return Overtake::Chance;
    }
    if b.visits > a.visits {
        return Overtake::Already;
    }
    if never(a, b, n, c) {
        return Overtake::Never;
    }
    match race(a, b, n, c)
        .take(OVERTAKE_LIMIT as usize)
        .position(|(na, nb)| nb > na)
    {
        Some(i) => Overtake::After(i as u32 + 1),
        None => Overtake::NotWithin(OVERTAKE_LIMIT),
    }
}

/// Whether `b` (not more visited than `a`) provably never overtakes `a` in the
/// [`race`]: visits grow by one at a time, so `b` would first have to be
/// chosen at equal visits, where both exploration terms are the same number
/// `e`, and `fl(mean_a + e) >= fl(mean_b + e)` whenever `mean_a >= mean_b`
/// (rounding is monotone); it is strictly larger when the gap exceeds the
/// rounding of the largest sum (`e` is at most `c * sqrt(ln N_max)`).
pub fn never(a: &ChildRow, b: &ChildRow, n: u32, c: f64) -> bool {
    if a.mean < b.mean {
        return false;
    }
    if !b_first(a, b) {
        return true;
    }
    let n_max = n as u64 + OVERTAKE_LIMIT as u64 + 1;
    let e_max = Uct::new(c.abs(), n_max).explore(1);
    let largest = a.mean.abs().max(b.mean.abs()) + e_max;
    a.mean - b.mean > 4.0 * largest * f64::EPSILON
}
