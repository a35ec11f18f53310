//! Kuhn poker for 2 or 3 players (the standard rules, as in OpenSpiel's
//! `kuhn_poker`): a deck of `players + 1` cards (J, Q, K, and A with three
//! players), one ante each, one card dealt to each player by chance, one betting
//! round. In turn each player passes or bets one chip; once someone has bet, each
//! other player in turn calls (`bet`) or folds (`pass`). If nobody bets, or after
//! the last answer to a bet, the highest card among those still in takes the pot.
//!
//! Visibility (seed 000, "Visibilité"): card `k` is in player `k`'s visibility set
//! only, until a showdown between two or more players reveals the cards still in;
//! the deal of a card is seen only by the player who receives it; bets are public.
//!
//! Notation: `pass`, `bet`; chance deals are the card's letter (`J`, `Q`, `K`, `A`).

use crate::engine::{
    ActionError, Actor, Game, GameInfo, Material, MaterialState, Move, Player, Prob, Scores, Turn,
    Viewer,
};
use crate::games::{Catalogued, GameSpec, SpecError};

const NAMES: [&str; 4] = ["J", "Q", "K", "A"];
const NO_CARD: u8 = u8::MAX;

/// The rules for a number of players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KuhnPoker {
    players: usize,
}

/// The cards dealt so far and the betting history (bit `i` set: action `i` was a bet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KuhnState {
    cards: [u8; 3],
    dealt: u8,
    bets: u8,
    actions: u8,
}

/// A deal by chance, or a player's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KuhnAction {
    Deal(u8),
    Pass,
    Bet,
}

/// A card as one viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Card {
    NotDealt,
    /// Dealt, face down for this viewer.
    Hidden,
    /// Dealt and seen: its rank, 0 = J.
    Rank(u8),
}

/// What a viewer sees: each player's card, the betting so far, and the scores once over.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KuhnView {
    pub cards: Vec<Card>,
    pub history: Vec<KuhnAction>,
    pub to_move: Option<Player>,
    pub pot: u32,
    pub over: bool,
}

impl KuhnPoker {
    /// Kuhn poker for 2 or 3 players.
    pub fn new(players: usize) -> Result<Self, SpecError> {
        if !(2..=3).contains(&players) {
            return Err(SpecError::Invalid {
                game: "KuhnPoker",
                why: format!("2 or 3 players, not {players}"),
            });
        }
        Ok(KuhnPoker { players })
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.players
    }

    fn n(&self) -> u8 {
        self.players as u8
    }

    /// The index in the history of the first bet, if any.
    fn first_bet(s: &KuhnState) -> Option<u8> {
        (s.bets != 0).then(|| s.bets.trailing_zeros() as u8)
    }

    fn is_over(&self, s: &KuhnState) -> bool {
        s.dealt == self.n()
            && match Self::first_bet(s) {
                None => s.actions == self.n(),
                Some(b) => s.actions == b + self.n(),
            }
    }

    /// Whether player `p` has bet (and so put a second chip in).
    fn has_bet(&self, s: &KuhnState, p: Player) -> bool {
        (0..s.actions).any(|i| s.bets & (1 << i) != 0 && i as usize % self.players == p)
    }

    /// The players still in at the end: everyone if nobody bet, else the bettors.
    fn showdown(&self, s: &KuhnState) -> Vec<Player> {
        (0..self.players)
            .filter(|&p| s.bets == 0 || self.has_bet(s, p))
            .collect()
    }

    fn pot(&self, s: &KuhnState) -> u32 {
        self.players as u32 + s.bets.count_ones()
    }

    /// Whether `viewer` sees player `k`'s card.
    fn sees_card(&self, s: &KuhnState, viewer: Viewer, k: Player) -> bool {
        let revealed = self.is_over(s) && {
            let still_in = self.showdown(s);
            still_in.len() > 1 && still_in.contains(&k)
        };
        match viewer {
            Viewer::Everyone => true,
            Viewer::Public => revealed,
            Viewer::Player(v) => v == k || revealed,
        }
    }
}

impl Catalogued for KuhnPoker {
    fn spec(&self) -> GameSpec {
        GameSpec::KuhnPoker {
            players: self.players as u8,
        }
    }
}

impl Game for KuhnPoker {
    type State = KuhnState;
    type Action = KuhnAction;
    type View = KuhnView;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "KuhnPoker",
            players: self.players,
            simultaneous: false,
            chance: true,
            perfect_information: false,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> KuhnState {
        KuhnState {
            cards: [NO_CARD; 3],
            dealt: 0,
            bets: 0,
            actions: 0,
        }
    }

    fn turn(&self, s: &KuhnState) -> Turn {
        if s.dealt < self.n() {
            Turn::Chance
        } else if self.is_over(s) {
            Turn::Terminal
        } else {
            Turn::Player(s.actions as usize % self.players)
        }
    }

    fn legal_actions(&self, s: &KuhnState, p: Player, out: &mut Vec<KuhnAction>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend([KuhnAction::Pass, KuhnAction::Bet]);
        }
    }

    fn chance_outcomes(&self, s: &KuhnState, out: &mut Vec<(KuhnAction, Prob)>) {
        out.clear();
        if s.dealt < self.n() {
            let left: Vec<u8> = (0..=self.n()).filter(|c| !s.cards.contains(c)).collect();
            let p = Prob::uniform(left.len());
            out.extend(left.into_iter().map(|c| (KuhnAction::Deal(c), p)));
        }
    }

    fn apply(&self, s: &mut KuhnState, joint: &[Move<KuhnAction>]) {
        if let [m] = joint {
            match m.action {
                KuhnAction::Deal(c) => {
                    s.cards[s.dealt as usize] = c;
                    s.dealt += 1;
                }
                KuhnAction::Pass => s.actions += 1,
                KuhnAction::Bet => {
                    s.bets |= 1 << s.actions;
                    s.actions += 1;
                }
            }
        }
    }

    fn scores(&self, s: &KuhnState) -> Option<Scores> {
        if !self.is_over(s) {
            return None;
        }
        let still_in = self.showdown(s);
        let winner = still_in.iter().copied().max_by_key(|&p| s.cards[p])?;
        let pot = self.pot(s) as f64;
        let values: Vec<f64> = (0..self.players)
            .map(|p| {
                let paid = 1.0 + f64::from(u8::from(self.has_bet(s, p)));
                if p == winner { pot - paid } else { -paid }
            })
            .collect();
        Some(Scores::new(&values))
    }

    fn view(&self, s: &KuhnState, viewer: Viewer) -> KuhnView {
        let cards = (0..self.players)
            .map(|k| {
                if k >= s.dealt as usize {
                    Card::NotDealt
                } else if self.sees_card(s, viewer, k) {
                    Card::Rank(s.cards[k])
                } else {
                    Card::Hidden
                }
            })
            .collect();
        let history = (0..s.actions)
            .map(|i| {
                if s.bets & (1 << i) != 0 {
                    KuhnAction::Bet
                } else {
                    KuhnAction::Pass
                }
            })
            .collect();
        KuhnView {
            cards,
            history,
            to_move: self.turn(s).to_move(),
            pot: self.pot(s),
            over: self.is_over(s),
        }
    }

    fn action_visible(
        &self,
        before: &KuhnState,
        actor: Actor,
        _: KuhnAction,
        viewer: Player,
    ) -> bool {
        // A deal goes face down to the player receiving it; bets are public.
        actor != Actor::Chance || before.dealt as usize == viewer
    }

    fn action_known(
        &self,
        before: &KuhnState,
        now: &KuhnState,
        actor: Actor,
        action: KuhnAction,
        viewer: Player,
    ) -> bool {
        // A deal is known once its card is face up for the viewer (the showdown
        // shows the cards still in).
        self.action_visible(before, actor, action, viewer)
            || (before.dealt < now.dealt
                && self.sees_card(now, Viewer::Player(viewer), before.dealt as usize))
    }

    fn notation(&self, _: &KuhnState, a: KuhnAction) -> String {
        match a {
            KuhnAction::Deal(c) => NAMES[c as usize].to_string(),
            KuhnAction::Pass => "pass".into(),
            KuhnAction::Bet => "bet".into(),
        }
    }

    fn parse_action(&self, _: &KuhnState, text: &str) -> Result<KuhnAction, ActionError> {
        match text {
            "pass" => Ok(KuhnAction::Pass),
            "bet" => Ok(KuhnAction::Bet),
            _ => NAMES[..=self.players]
                .iter()
                .position(|&n| n == text)
                .map(|c| KuhnAction::Deal(c as u8))
                .ok_or_else(|| ActionError::Syntax {
                    text: text.into(),
                    expected: format!(
                        "pass, bet, or a card among {}",
                        NAMES[..=self.players].join(" ")
                    ),
                }),
        }
    }

    fn render(&self, v: &KuhnView) -> String {
        let mut out = String::new();
        for (p, card) in v.cards.iter().enumerate() {
            let shown = match card {
                Card::NotDealt => "-",
                Card::Hidden => "#",
                Card::Rank(r) => NAMES[*r as usize],
            };
            out.push_str(&format!("player {p}: {shown}\n"));
        }
        let bets: Vec<&str> = v
            .history
            .iter()
            .map(|a| if *a == KuhnAction::Bet { "bet" } else { "pass" })
            .collect();
        out.push_str(&format!("pot {}; betting: {}\n", v.pot, bets.join(" ")));
        out
    }
}

/// Seed 000's material state, as in the seed's example of a face-down card: the
/// cards `card1`.. in dealing order, `in(cardK, handP)` once dealt (seen by all:
/// everyone sees a card back in a hand) or `in(cardK, deck)`, and `is(cardK.rank,
/// Q)` where the attribute `cardK.rank` is in its holder's visibility set only,
/// until a showdown shows it to all; the bets and the pot are public.
impl Material for KuhnPoker {
    fn material(&self, s: &KuhnState) -> MaterialState {
        let mut m = MaterialState::new(self.players);
        // Every rank exists whatever the deal, so that none betrays a hidden card.
        for name in &NAMES[..=self.players] {
            m.component(name);
        }
        let dealt = s.dealt as usize;
        let mut undealt = (0..=self.n()).filter(|c| !s.cards[..dealt].contains(c));
        for k in 0..=self.players {
            let card = format!("card{}", k + 1);
            let rank = format!("{card}.rank");
            let (place, value) = if k < dealt {
                (format!("hand{k}"), Some(s.cards[k]))
            } else {
                ("deck".to_string(), undealt.next())
            };
            m.relate("in", &[&card, &place]);
            if let Some(v) = value {
                m.relate("is", &[&rank, NAMES[v as usize]]);
            }
            m.private_to(&rank, (k < dealt).then_some(k));
            if k < dealt {
                for p in 0..self.players {
                    if self.sees_card(s, Viewer::Player(p), k) {
                        m.reveal_to(&rank, p);
                    }
                }
            }
        }
        let view = self.view(s, Viewer::Everyone);
        for (i, a) in view.history.iter().enumerate() {
            let who = format!("player{}", i % self.players);
            let act = if *a == KuhnAction::Bet { "bet" } else { "pass" };
            m.relate("act", &[&format!("turn{}", i + 1), &who, act]);
        }
        m.relate("pot", &[&self.pot(s).to_string()]);
        m
    }
}

/// The cards hidden from the player are dealt at random from those it cannot see;
/// the betting is the view's.
impl crate::engine::Determinize for KuhnPoker {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &KuhnView,
        _: Player,
        rng: &mut R,
    ) -> KuhnState {
        use rand::seq::SliceRandom;
        let seen: Vec<u8> = view
            .cards
            .iter()
            .filter_map(|c| {
                if let Card::Rank(r) = c {
                    Some(*r)
                } else {
                    None
                }
            })
            .collect();
        let mut pool: Vec<u8> = (0..=self.n()).filter(|c| !seen.contains(c)).collect();
        pool.shuffle(rng);
        let mut s = self.initial_state();
        for (k, card) in view.cards.iter().enumerate() {
            s.cards[k] = match card {
                Card::NotDealt => break,
                Card::Rank(r) => *r,
                Card::Hidden => pool.pop().unwrap_or(NO_CARD),
            };
            s.dealt += 1;
        }
        for a in &view.history {
            if *a == KuhnAction::Bet {
                s.bets |= 1 << s.actions;
            }
            s.actions += 1;
        }
        s
    }
}
