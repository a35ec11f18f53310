//! Leduc hold'em's material state (seed 000) and its determinization for the
//! information-set searches: what each player may know of the cards.

use super::{CARD_NAMES, LeducCard, LeducPoker, LeducState, LeducView, NO_CARD};
use crate::engine::{Game, Material, MaterialState, Player, Viewer};

/// Seed 000's material state: the cards `card1`.. (player 0's, player 1's, the
/// public card) `in` a hand, on the `table` or in the `deck`, with `is(cardK.rank,
/// Qs)` visible to the card's holder only until a showdown (the public card's to
/// all); the bets of each round and the contributions are public.
impl Material for LeducPoker {
    fn material(&self, s: &LeducState) -> MaterialState {
        let mut m = MaterialState::new(2);
        // Every card exists whatever the deal, so that none betrays a hidden card.
        for name in CARD_NAMES {
            m.component(name);
        }
        let dealt = s.dealt as usize;
        let mut undealt = (0..6).filter(|c| !s.cards[..dealt].contains(c));
        for k in 0..6 {
            let card = format!("card{}", k + 1);
            let face = format!("{card}.rank");
            let place = match k {
                0 | 1 if k < dealt => format!("hand{k}"),
                2 if k < dealt => "table".to_string(),
                _ => "deck".to_string(),
            };
            let value = if k < dealt.min(3) {
                Some(s.cards[k])
            } else {
                undealt.next()
            };
            m.relate("in", &[&card, &place]);
            if let Some(v) = value {
                m.relate("is", &[&face, CARD_NAMES[v as usize]]);
            }
            let holder = (k < 2 && k < dealt).then_some(k);
            m.private_to(&face, holder);
            if k < dealt.min(3) {
                for p in 0..2 {
                    if self.sees_card(s, Viewer::Player(p), k) {
                        m.reveal_to(&face, p);
                    }
                }
            }
        }
        for (r, round) in s.rounds.iter().enumerate() {
            for (i, a) in round.list().iter().enumerate() {
                let who = format!("player{}", i % 2);
                let turn = format!("round{}turn{}", r + 1, i + 1);
                m.relate("act", &[&turn, &who, &self.notation_of(*a)]);
            }
        }
        let paid = self.contributions(s);
        m.relate("put", &["player0", &paid[0].to_string()]);
        m.relate("put", &["player1", &paid[1].to_string()]);
        m
    }
}

/// The cards hidden from the player are dealt at random from those it cannot see;
/// the betting is the view's.
impl crate::engine::Determinize for LeducPoker {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &LeducView,
        _: Player,
        rng: &mut R,
    ) -> LeducState {
        use rand::seq::SliceRandom;
        let slots = [view.private[0], view.private[1], view.public];
        let seen: Vec<u8> = slots
            .iter()
            .filter_map(|c| match c {
                LeducCard::Face(id) => Some(*id),
                _ => None,
            })
            .collect();
        let mut pool: Vec<u8> = (0..6).filter(|c| !seen.contains(c)).collect();
        pool.shuffle(rng);
        let mut s = self.initial_state();
        for (k, card) in slots.iter().enumerate() {
            s.cards[k] = match card {
                LeducCard::NotDealt => break,
                LeducCard::Face(id) => *id,
                LeducCard::Hidden => pool.pop().unwrap_or(NO_CARD),
            };
            s.dealt += 1;
        }
        for (round, bets) in s.rounds.iter_mut().zip(&view.rounds) {
            for a in bets.iter().take(4) {
                round.push(*a);
            }
        }
        s
    }
}
