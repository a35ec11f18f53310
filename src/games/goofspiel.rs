//! Goofspiel for two players with `cards` cards (3..=13): each player holds cards
//! 1..n; a prize deck 1..n is shuffled, which here is chance revealing the next
//! prize uniformly among those left; both players then bid one card at once; the
//! higher bid wins the prize's points, equal bids discard it; after n rounds the
//! player with more points wins (scores +1 / -1, 0 on equal points).
//!
//! Signals (seed 000): every player sees each revealed prize and its own bids; with
//! `signal: Bids` it sees the other's bid once the round is over, with
//! `signal: WinnerOnly` (OpenSpiel's imperfect-information variant) it learns only
//! who won the round.
//!
//! Notation: a bid is the card's number (`5`); chance reveals `prize:5`.

use crate::engine::{
    ActionError, Actor, Game, GameInfo, Material, MaterialState, Move, Player, PlayerSet, Prob,
    Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec, SpecError};

mod determinize;
mod signal;

pub use signal::GoofspielSignal;

/// The rules for a deck size and a signal variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goofspiel {
    cards: u8,
    signal: GoofspielSignal,
}

/// The prizes revealed so far, both players' bids of the finished rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GoofspielState {
    prizes: [u8; 13],
    bids: [[u8; 13]; 2],
    /// Rounds finished.
    round: u8,
    /// Prizes revealed (`round` or `round + 1`).
    revealed: u8,
}

/// A prize revealed by chance, or a bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GoofspielAction {
    Prize(u8),
    Bid(u8),
}

/// One finished round as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundSeen {
    pub prize: u8,
    /// Each player's bid, `None` when hidden from this viewer.
    pub bids: [Option<u8>; 2],
    /// Who won the prize (`None`: equal bids, prize discarded).
    pub winner: Option<Player>,
}

/// What a viewer sees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GoofspielView {
    pub rounds: Vec<RoundSeen>,
    /// The prize on the table, when revealed and not yet bid for.
    pub prize: Option<u8>,
    /// Each player's remaining hand, `None` when hidden from this viewer.
    pub hands: [Option<Vec<u8>>; 2],
    /// The number of cards in each hand (public, even when the cards are not).
    pub hand_sizes: [u8; 2],
    pub points: [u32; 2],
    pub over: bool,
}

impl Goofspiel {
    pub fn new(cards: u8, signal: GoofspielSignal) -> Result<Self, SpecError> {
        if !(3..=13).contains(&cards) {
            return Err(SpecError::Invalid {
                game: "Goofspiel",
                why: format!("cards must be from 3 to 13, not {cards}"),
            });
        }
        Ok(Goofspiel { cards, signal })
    }

    fn round_winner(s: &GoofspielState, r: usize) -> Option<Player> {
        match s.bids[0][r].cmp(&s.bids[1][r]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The number of cards in each hand.
    pub fn cards(&self) -> u8 {
        self.cards
    }

    /// Points won so far by each player.
    pub fn points(&self, s: &GoofspielState) -> [u32; 2] {
        let mut pts = [0; 2];
        for r in 0..s.round as usize {
            if let Some(w) = Self::round_winner(s, r) {
                pts[w] += s.prizes[r] as u32;
            }
        }
        pts
    }

    /// The cards player `p` still holds.
    pub fn hand(&self, s: &GoofspielState, p: Player) -> Vec<u8> {
        let played = &s.bids[p][..s.round as usize];
        (1..=self.cards).filter(|c| !played.contains(c)).collect()
    }

    fn sees_bid(&self, viewer: Viewer, owner: Player) -> bool {
        match viewer {
            Viewer::Everyone => true,
            Viewer::Player(v) if v == owner => true,
            _ => self.signal == GoofspielSignal::Bids,
        }
    }
}

impl Catalogued for Goofspiel {
    fn spec(&self) -> GameSpec {
        GameSpec::Goofspiel {
            cards: self.cards,
            signal: self.signal,
        }
    }
}

impl Game for Goofspiel {
    type State = GoofspielState;
    type Action = GoofspielAction;
    type View = GoofspielView;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Goofspiel",
            players: 2,
            simultaneous: true,
            chance: true,
            perfect_information: false,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> GoofspielState {
        GoofspielState {
            prizes: [0; 13],
            bids: [[0; 13]; 2],
            round: 0,
            revealed: 0,
        }
    }

    fn turn(&self, s: &GoofspielState) -> Turn {
        if s.round == self.cards {
            Turn::Terminal
        } else if s.revealed == s.round {
            Turn::Chance
        } else {
            Turn::Simultaneous {
                players: PlayerSet::all(2),
                chance: false,
            }
        }
    }

    fn legal_actions(&self, s: &GoofspielState, p: Player, out: &mut Vec<GoofspielAction>) {
        out.clear();
        if self.turn(s).is_active(Actor::Player(p)) {
            out.extend(self.hand(s, p).into_iter().map(GoofspielAction::Bid));
        }
    }

    fn chance_outcomes(&self, s: &GoofspielState, out: &mut Vec<(GoofspielAction, Prob)>) {
        out.clear();
        if self.turn(s) == Turn::Chance {
            let shown = &s.prizes[..s.revealed as usize];
            let left: Vec<u8> = (1..=self.cards).filter(|c| !shown.contains(c)).collect();
            let p = Prob::uniform(left.len());
            out.extend(left.into_iter().map(|c| (GoofspielAction::Prize(c), p)));
        }
    }

    fn apply(&self, s: &mut GoofspielState, joint: &[Move<GoofspielAction>]) {
        for m in joint {
            match (m.actor, m.action) {
                (Actor::Chance, GoofspielAction::Prize(c)) => {
                    s.prizes[s.revealed as usize] = c;
                    s.revealed += 1;
                }
                (Actor::Player(p), GoofspielAction::Bid(c)) => s.bids[p][s.round as usize] = c,
                _ => {}
            }
        }
        if joint
            .iter()
            .any(|m| matches!(m.action, GoofspielAction::Bid(_)))
        {
            s.round += 1;
        }
    }

    fn scores(&self, s: &GoofspielState) -> Option<Scores> {
        if s.round < self.cards {
            return None;
        }
        let [a, b] = self.points(s);
        Some(Scores::two_player(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }))
    }

    fn view(&self, s: &GoofspielState, viewer: Viewer) -> GoofspielView {
        let rounds = (0..s.round as usize)
            .map(|r| RoundSeen {
                prize: s.prizes[r],
                bids: [0, 1].map(|p| self.sees_bid(viewer, p).then_some(s.bids[p][r])),
                winner: Self::round_winner(s, r),
            })
            .collect();
        GoofspielView {
            rounds,
            prize: (s.revealed > s.round).then(|| s.prizes[s.round as usize]),
            hands: [0, 1].map(|p| self.sees_bid(viewer, p).then(|| self.hand(s, p))),
            hand_sizes: [self.cards - s.round; 2],
            points: self.points(s),
            over: s.round == self.cards,
        }
    }

    fn action_visible(
        &self,
        _: &GoofspielState,
        actor: Actor,
        _: GoofspielAction,
        viewer: Player,
    ) -> bool {
        match actor {
            Actor::Chance => true,
            Actor::Player(p) => self.sees_bid(Viewer::Player(viewer), p),
        }
    }

    fn notation(&self, _: &GoofspielState, a: GoofspielAction) -> String {
        match a {
            GoofspielAction::Prize(c) => format!("prize:{c}"),
            GoofspielAction::Bid(c) => c.to_string(),
        }
    }

    fn parse_action(&self, _: &GoofspielState, text: &str) -> Result<GoofspielAction, ActionError> {
        let (make, number): (fn(u8) -> GoofspielAction, &str) = match text.strip_prefix("prize:") {
            Some(n) => (GoofspielAction::Prize, n),
            None => (GoofspielAction::Bid, text),
        };
        match number.parse::<u8>() {
            Ok(c) if (1..=self.cards).contains(&c) => Ok(make(c)),
            Ok(_) => Err(ActionError::OutOfRange {
                text: text.into(),
                why: format!("cards are numbered 1 to {}", self.cards),
            }),
            Err(_) => Err(ActionError::Syntax {
                text: text.into(),
                expected: "a card number (a bid) or prize:N".into(),
            }),
        }
    }

    fn render(&self, v: &GoofspielView) -> String {
        let card = |c: Option<u8>| c.map_or("?".to_string(), |c| c.to_string());
        let mut out = String::new();
        for (i, r) in v.rounds.iter().enumerate() {
            let won = r
                .winner
                .map_or("nobody".to_string(), |w| format!("player {w}"));
            out.push_str(&format!(
                "round {}: prize {}, bids {} {}, won by {won}\n",
                i + 1,
                r.prize,
                card(r.bids[0]),
                card(r.bids[1])
            ));
        }
        if let Some(p) = v.prize {
            out.push_str(&format!("prize on the table: {p}\n"));
        }
        for (p, hand) in v.hands.iter().enumerate() {
            let h = hand
                .as_ref()
                .map_or("hidden".to_string(), |h| format!("{h:?}"));
            out.push_str(&format!("player {p}: {} points, hand {h}\n", v.points[p]));
        }
        out
    }
}

/// Seed 000's material state: each finished round's prize, its bids
/// `roundR.bidP` (in the bidder's visibility set, and in everyone's with
/// `signal: Bids`) and its winner; the prize on the table; each hand's cards
/// `handP.cards` (seen like the bids); the points. Prizes, winners and points are
/// public.
impl Material for Goofspiel {
    fn material(&self, s: &GoofspielState) -> MaterialState {
        let mut m = MaterialState::new(2);
        // Every card value exists whatever was bid, so that none betrays a hidden bid.
        for c in 1..=self.cards {
            m.component(&c.to_string());
        }
        let others_see = self.signal == GoofspielSignal::Bids;
        for r in 0..s.round as usize {
            let round = format!("round{}", r + 1);
            m.relate("prize", &[&round, &s.prizes[r].to_string()]);
            for p in 0..2 {
                let bid = format!("{round}.bid{p}");
                m.relate("is", &[&bid, &s.bids[p][r].to_string()]);
                if !others_see {
                    m.private_to(&bid, Some(p));
                }
            }
            let won =
                Self::round_winner(s, r).map_or("nobody".to_string(), |w| format!("player{w}"));
            m.relate("won", &[&round, &won]);
        }
        if s.revealed > s.round {
            m.relate("on_table", &[&s.prizes[s.round as usize].to_string()]);
        }
        for p in 0..2 {
            let cards = format!("hand{p}.cards");
            for c in self.hand(s, p) {
                m.relate("holds", &[&cards, &c.to_string()]);
            }
            if !others_see {
                m.private_to(&cards, Some(p));
            }
            m.relate(
                "points",
                &[&format!("player{p}"), &self.points(s)[p].to_string()],
            );
        }
        m
    }
}
