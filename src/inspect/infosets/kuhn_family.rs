//! Kuhn poker's family of equilibria (Kuhn 1950), for two players, to draw over
//! the solver's bars. Player 1's equilibrium strategy is unique; player 0's has
//! one parameter alpha in [0, 1/3]: with J it bets first with probability alpha,
//! with Q it checks and then calls a bet with alpha + 1/3, with K it bets first
//! with 3 alpha; with J it folds to a bet, with K it calls. Player 1, after a
//! pass, bets with K and with J a third of the time; after a bet, calls with K,
//! with Q a third of the time. Alpha is read from the average strategy at
//! player 0's first decision with J; every set then gets the probability the
//! family gives each action.

use super::histories::{InfoSetFacts, Seen};
use crate::games::GameSpec;

/// The family member nearest the strategy, and its probabilities.
#[derive(Clone, Debug, PartialEq)]
pub struct KuhnFamily {
    /// Alpha read from the strategy (clamped to [0, 1/3]).
    pub alpha: f64,
    /// The family's probability of each action slot, indexed as the strategy.
    pub implied: Vec<f64>,
}

/// The family member for `average` (one probability per slot), when `spec` is
/// two-player Kuhn poker and every set is one the family speaks of.
pub fn kuhn_family(spec: &GameSpec, sets: &[InfoSetFacts], average: &[f64]) -> Option<KuhnFamily> {
    if *spec != (GameSpec::KuhnPoker { players: 2 }) {
        return None;
    }
    let keys: Vec<(usize, String, String)> = sets
        .iter()
        .map(|s| {
            let card = s.knows.private.first().cloned().unwrap_or_default();
            let moves: Vec<&str> = s
                .knows
                .moves
                .iter()
                .map(|m| match m {
                    Seen::Own(a) | Seen::Other(_, a) => a.as_str(),
                    Seen::Hidden(_) => "?",
                })
                .collect();
            (s.player, card, moves.join(" "))
        })
        .collect();
    let j_first = keys
        .iter()
        .position(|k| *k == (0, "J".into(), String::new()))?;
    let alpha = average.get(sets[j_first].slot + 1)?.clamp(0.0, 1.0 / 3.0);
    let mut implied = vec![0.0; average.len()];
    for (set, (player, card, moves)) in sets.iter().zip(&keys) {
        let bet = bet_probability(alpha, *player, card, moves)?;
        if set.actions != ["pass", "bet"] {
            return None;
        }
        implied[set.slot] = 1.0 - bet;
        implied[set.slot + 1] = bet;
    }
    Some(KuhnFamily { alpha, implied })
}

/// The family's probability of "bet" (bet or call) for `player` holding `card`
/// after `moves`.
fn bet_probability(alpha: f64, player: usize, card: &str, moves: &str) -> Option<f64> {
    const THIRD: f64 = 1.0 / 3.0;
    Some(match (player, moves, card) {
        (0, "", "J") => alpha,
        (0, "", "Q") => 0.0,
        (0, "", "K") => 3.0 * alpha,
        (0, "pass bet", "J") => 0.0,
        (0, "pass bet", "Q") => alpha + THIRD,
        (0, "pass bet", "K") => 1.0,
        (1, "pass", "J") => THIRD,
        (1, "pass", "Q") => 0.0,
        (1, "pass", "K") => 1.0,
        (1, "bet", "J") => 0.0,
        (1, "bet", "Q") => THIRD,
        (1, "bet", "K") => 1.0,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::KuhnPoker;
    use crate::inspect::infosets::{InfoSetHistories, histories};
    use crate::search::tree::GameTree;

    fn kuhn() -> (KuhnPoker, GameTree, InfoSetHistories<KuhnPoker>) {
        let kuhn = KuhnPoker::new(2).unwrap();
        let tree = GameTree::build(&kuhn, 10_000).unwrap();
        let sets = histories(&kuhn, &tree).unwrap();
        (kuhn, tree, sets)
    }

    /// Every member of the family is an equilibrium: NashConv 0, value -1/18.
    #[test]
    fn each_member_of_the_family_is_unexploitable() {
        let (_, tree, sets) = kuhn();
        let spec = GameSpec::KuhnPoker { players: 2 };
        for alpha in [0.0, 0.1, 0.25, 1.0 / 3.0] {
            let mut start = vec![0.5; tree.action_slots()];
            let j_first = sets
                .sets
                .iter()
                .position(|s| {
                    s.player == 0 && s.knows.moves.is_empty() && s.knows.private[0] == "J"
                })
                .unwrap();
            start[sets.sets[j_first].slot + 1] = alpha;
            let family = kuhn_family(&spec, &sets.sets, &start).unwrap();
            assert!((family.alpha - alpha).abs() < 1e-12);
            let strategy = family.implied;
            let value = tree.expected_values(&strategy);
            assert!((value[0] + 1.0 / 18.0).abs() < 1e-12, "{value:?}");
            let gains: f64 = (0..2)
                .map(|p| tree.best_response_value(p, &strategy) - value[p])
                .sum();
            assert!(gains.abs() < 1e-12, "alpha {alpha}: NashConv {gains}");
        }
    }

    #[test]
    fn alpha_is_clamped_and_other_games_have_no_family() {
        let (_, tree, sets) = kuhn();
        let spec = GameSpec::KuhnPoker { players: 2 };
        let all_bet = vec![1.0; tree.action_slots()];
        let family = kuhn_family(&spec, &sets.sets, &all_bet).unwrap();
        assert!((family.alpha - 1.0 / 3.0).abs() < 1e-12);
        let three = GameSpec::KuhnPoker { players: 3 };
        assert!(kuhn_family(&three, &sets.sets, &all_bet).is_none());
    }
}
