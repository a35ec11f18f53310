//! Why selection took a child: one explanation, in English and in French, for
//! the Monte Carlo inspector ([`crate::inspect::mcts`]) and the ISMCTS
//! inspector ([`crate::inspect::ismcts`]). Both select by the UCB of
//! [`crate::search::ucb`]: an untried child first (its UCB is infinite), else
//! the largest `exploit + explore`; the explanation says which term decided.

use crate::lang::Language;

/// Why selection took a child.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// It was never visited: its UCB is infinite (MCTS takes the first such
    /// child, ISMCTS one at random among the untried).
    Unvisited,
    /// The chosen child also has the best mean, the exploitation term.
    ExploitWon,
    /// Its exploration term made the difference.
    ExploreWon,
    /// Chance sampled this outcome, of this probability.
    Chance { prob: f64 },
}

impl Why {
    /// Why a player's selection took a tried child of mean `mine`, among
    /// children of means `means` (every child, an unvisited one at 0): the
    /// best mean too, or not.
    pub fn tried(mine: f64, mut means: impl Iterator<Item = f64>) -> Why {
        if means.all(|m| m <= mine) {
            Why::ExploitWon
        } else {
            Why::ExploreWon
        }
    }

    /// The explanation in `lang`, the chosen child written `action`.
    pub fn text(self, lang: Language, action: &str) -> String {
        let a = action;
        match (self, lang) {
            (Why::Unvisited, Language::English) => {
                format!("{a} was never visited: its UCB is infinite, and unvisited moves go first.")
            }
            (Why::Unvisited, Language::French) => format!(
                "{a} n'a jamais été visité\u{a0}: son UCB est infini, et les coups jamais visités \
                 passent en premier."
            ),
            (Why::ExploitWon, Language::English) => {
                format!("{a} has the best mean Q/N too: exploitation won.")
            }
            (Why::ExploitWon, Language::French) => {
                format!("{a} a aussi la meilleure moyenne Q/N\u{a0}: l'exploitation l'emporte.")
            }
            (Why::ExploreWon, Language::English) => format!(
                "{a} does not have the best mean: its exploration term made the difference."
            ),
            (Why::ExploreWon, Language::French) => format!(
                "{a} n'a pas la meilleure moyenne\u{a0}: son terme d'exploration a fait la \
                 différence."
            ),
            (Why::Chance { prob }, _) => {
                let p = lang.decimal(format!("{prob:.3}"));
                match lang {
                    Language::English => {
                        format!("{a} is chance's outcome, drawn with probability {p}.")
                    }
                    Language::French => {
                        format!("{a} est l'issue du hasard, tirée avec la probabilité {p}.")
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_mean_decides_between_the_two_terms() {
        assert_eq!(
            Why::tried(0.5, [0.5, 0.2, 0.0].into_iter()),
            Why::ExploitWon
        );
        assert_eq!(Why::tried(0.2, [0.5, 0.2].into_iter()), Why::ExploreWon);
    }

    #[test]
    fn each_reason_is_said_in_both_languages() {
        let chance = Why::Chance { prob: 0.25 };
        assert_eq!(
            chance.text(Language::French, "4"),
            "4 est l'issue du hasard, tirée avec la probabilité 0,250."
        );
        for why in [Why::Unvisited, Why::ExploitWon, Why::ExploreWon, chance] {
            let (en, fr) = (
                why.text(Language::English, "c2"),
                why.text(Language::French, "c2"),
            );
            assert!(en.starts_with("c2 ") && fr.starts_with("c2 ") && en != fr);
        }
    }
}
