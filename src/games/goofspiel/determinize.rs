//! Sampling a Goofspiel state that one player's view allows (for ISMCTS): the
//! other's hidden bids, drawn at random among its unplayed cards so that every
//! round keeps the winner the view shows.

use super::{Goofspiel, GoofspielState, GoofspielView};
use crate::engine::{Game, Player};

/// The other's hidden bids are drawn at random among its cards, consistent with
/// the winner of every round (a random depth-first search, which always succeeds
/// since the true bids are one answer).
impl crate::engine::Determinize for Goofspiel {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &GoofspielView,
        player: Player,
        rng: &mut R,
    ) -> GoofspielState {
        let mut s = self.initial_state();
        let other = 1 - player;
        for (r, round) in view.rounds.iter().enumerate() {
            s.prizes[r] = round.prize;
            for p in 0..2 {
                s.bids[p][r] = round.bids[p].unwrap_or(0);
            }
        }
        s.round = view.rounds.len() as u8;
        s.revealed = s.round;
        if let Some(prize) = view.prize {
            s.prizes[s.round as usize] = prize;
            s.revealed += 1;
        }
        let hidden: Vec<usize> = (0..view.rounds.len())
            .filter(|&r| view.rounds[r].bids[other].is_none())
            .collect();
        if !hidden.is_empty() {
            let known: Vec<u8> = view.rounds.iter().filter_map(|r| r.bids[other]).collect();
            let free: Vec<u8> = (1..=self.cards).filter(|c| !known.contains(c)).collect();
            let mut used = vec![false; free.len()];
            fill_bids(view, player, &hidden, &free, &mut used, &mut s, rng);
        }
        s
    }
}

/// Assigns the other's bids for rounds `hidden[0..]` from the unused `free` cards
/// so that each round's winner stays the same; false if impossible.
fn fill_bids<R: rand::Rng + ?Sized>(
    view: &GoofspielView,
    player: Player,
    hidden: &[usize],
    free: &[u8],
    used: &mut [bool],
    s: &mut GoofspielState,
    rng: &mut R,
) -> bool {
    use rand::seq::SliceRandom;
    let Some((&r, rest)) = hidden.split_first() else {
        return true;
    };
    let other = 1 - player;
    let mine = s.bids[player][r];
    let mut order: Vec<usize> = (0..free.len()).collect();
    order.shuffle(rng);
    for i in order {
        let bid = free[i];
        let winner = match mine.cmp(&bid) {
            std::cmp::Ordering::Greater => Some(player),
            std::cmp::Ordering::Less => Some(other),
            std::cmp::Ordering::Equal => None,
        };
        if used[i] || winner != view.rounds[r].winner {
            continue;
        }
        used[i] = true;
        s.bids[other][r] = bid;
        if fill_bids(view, player, rest, free, used, s, rng) {
            return true;
        }
        used[i] = false;
    }
    false
}
