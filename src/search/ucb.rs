//! The one UCB score of the project: what MCTS's selection, ISMCTS's
//! selection, the Monte Carlo inspector, its "why this move" comparison and the
//! MCTS exercise compute, here alone, so that every figure a student reads is
//! the very number the search compared.
//!
//! UCT (Kocsis & Szepesvári 2006, "Bandit based Monte-Carlo planning", which
//! applies Auer, Cesa-Bianchi & Fischer 2002's UCB1 at each node) scores a
//! child already tried by
//!
//! ```text
//! UCB = Q/N + c * sqrt(ln N_parent / N)
//! ```
//!
//! the *exploitation* term `Q/N` (the child's mean result for the player who
//! chooses) plus the *exploration* term `c * sqrt(ln N_parent / N)` (`N` the
//! child's visits, `N_parent` its parent's, `c` the exploration constant); an
//! untried child's UCB is infinite. Information-set MCTS (Cowling, Powley &
//! Whitehouse 2012, "Information Set Monte Carlo Tree Search", IEEE TCIAIG
//! 4(2), SO-ISMCTS) uses the same score with the child's *availability* `n'`
//! (how many selections at its node it was legal in) in place of `N_parent`:
//! `Q/n + c * sqrt(ln n' / n)`. Both are [`Uct::new`] fed the count that
//! stands under the logarithm. The seeds (`/shared/seeds`) do not define UCB.
//!
//! The floating-point operations are fixed here, in this order (`ln` of the
//! count, divided by `N`, square root, times `c`; `Q / N`; their sum), and the
//! replays rely on it: they compare their figures to the search's with `==`.
//!
//! ```
//! use ludoscope::search::ucb::Uct;
//!
//! // A child visited 2 times with results summing to 1, under a parent visited 8 times.
//! let terms = Uct::new(2f64.sqrt(), 8).score(1.0, 2);
//! assert_eq!(terms.exploit, 0.5);
//! assert_eq!(terms.explore, 2f64.sqrt() * (8f64.ln() / 2.0).sqrt());
//! assert_eq!(terms.value(), terms.exploit + terms.explore);
//! ```

/// The two terms of a tried child's UCB.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ucb {
    /// `Q / N`: the mean result.
    pub exploit: f64,
    /// `c * sqrt(ln N_parent / N)`.
    pub explore: f64,
}

impl Ucb {
    /// `exploit + explore`: the score selection maximises.
    pub fn value(self) -> f64 {
        self.exploit + self.explore
    }
}

/// The UCB of the children of one node: the exploration constant and the
/// logarithm of the count under it, computed once for all the children.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Uct {
    c: f64,
    log_n: f64,
}

impl Uct {
    /// `c` the exploration constant; `parent` the parent's visits (UCT) or the
    /// child's availability (ISMCTS), 0 counted as 1.
    pub fn new(c: f64, parent: u64) -> Uct {
        Uct {
            c,
            log_n: (parent.max(1) as f64).ln(),
        }
    }

    /// `c * sqrt(ln N_parent / N)` for a child of `visits` (at least 1) visits.
    pub fn explore(self, visits: u64) -> f64 {
        self.c * (self.log_n / visits as f64).sqrt()
    }

    /// Both terms for a child of `visits` (at least 1) visits whose results sum
    /// to `sum`.
    pub fn score(self, sum: f64, visits: u64) -> Ucb {
        Ucb {
            exploit: sum / visits as f64,
            explore: self.explore(visits),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn availability_stands_in_for_the_parents_visits() {
        // ISMCTS: an edge tried 3 times out of 5 selections where it was legal.
        let terms = Uct::new(0.7, 5).score(2.0, 3);
        assert_eq!(terms.exploit, 2.0 / 3.0);
        assert_eq!(terms.explore, 0.7 * (5f64.ln() / 3.0).sqrt());
        // A parent never visited counts as 1: ln 1 = 0, no exploration.
        assert_eq!(Uct::new(1.0, 0).explore(1), 0.0);
        assert!(Uct::new(1.0, 100).explore(1) > Uct::new(1.0, 100).explore(50));
    }
}
