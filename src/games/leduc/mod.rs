//! Leduc hold'em poker for two players, as defined by Southey et al. 2005,
//! "Bayes' Bluff: Opponent Modelling in Poker" (UAI 2005), section 5: a deck of
//! six cards, J, Q and K in two suits (spades `s`, hearts `h`); each player
//! antes 1 chip and is dealt one private card; a first betting round; one
//! public card is turned face up; a second betting round. Player 0 opens both
//! rounds. A bet or raise is 2 chips in the first round and 4 in the second,
//! with at most two raises (a bet and a raise) per round. A player may check or
//! raise when no bet is pending, and fold, call or raise (while fewer than two
//! raises were made) facing one. At the showdown a private card of the public
//! card's rank (a pair) beats any other hand; otherwise the higher rank wins;
//! equal ranks split the pot (the suits never decide).
//!
//! Visibility: each private card is seen only by its holder until a showdown
//! shows both; the public card and every bet are seen by all. A fold shows
//! nothing.
//!
//! Notation: `fold`, `check`, `call`, `raise`; chance deals are the card's
//! rank and suit (`Js`, `Jh`, `Qs`, `Qh`, `Ks`, `Kh`).

use crate::engine::{ActionError, Actor, Game, GameInfo, Move, Player, Prob, Scores, Turn, Viewer};
use crate::games::{Catalogued, GameSpec};

mod material;

/// The six cards in dealing-id order: id `c` has rank `c / 2` (0 = J) and suit `c % 2`.
pub const CARD_NAMES: [&str; 6] = ["Js", "Jh", "Qs", "Qh", "Ks", "Kh"];
/// The ranks, lowest first.
pub const RANK_NAMES: [&str; 3] = ["J", "Q", "K"];
const NO_CARD: u8 = u8::MAX;
/// The chips a raise adds in each round.
pub const RAISE_SIZES: [u32; 2] = [2, 4];
/// The raises allowed per round.
pub const MAX_RAISES: usize = 2;

/// The rank of card `c` (0 = J, 1 = Q, 2 = K).
pub fn rank(c: u8) -> u8 {
    c / 2
}

/// The rules of Leduc poker (no parameters).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeducPoker;

/// One round's betting: its actions in order (only the first `len` count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundBets {
    actions: [LeducAction; 4],
    len: u8,
}

/// The cards dealt (player 0's, player 1's, the public card) and both rounds' betting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LeducState {
    cards: [u8; 3],
    dealt: u8,
    rounds: [RoundBets; 2],
}

/// A deal by chance (a card id, see [`CARD_NAMES`]), or a player's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeducAction {
    Deal(u8),
    Fold,
    Check,
    Call,
    Raise,
}

/// A card as one viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeducCard {
    NotDealt,
    /// Dealt, face down for this viewer.
    Hidden,
    /// Dealt and seen: its id (see [`CARD_NAMES`]).
    Face(u8),
}

/// What a viewer sees: each player's private card, the public card, both rounds'
/// betting, the chips each player put in, and whether the hand is over.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LeducView {
    pub private: [LeducCard; 2],
    pub public: LeducCard,
    pub rounds: [Vec<LeducAction>; 2],
    pub to_move: Option<Player>,
    /// Chips put in by each player, antes included.
    pub contributions: [u32; 2],
    pub over: bool,
}

impl LeducView {
    /// The pot: both players' contributions.
    pub fn pot(&self) -> u32 {
        self.contributions.iter().sum()
    }
}

impl RoundBets {
    const EMPTY: RoundBets = RoundBets {
        actions: [LeducAction::Check; 4],
        len: 0,
    };

    fn list(&self) -> &[LeducAction] {
        &self.actions[..self.len as usize]
    }

    fn raises(&self) -> usize {
        self.list()
            .iter()
            .filter(|a| **a == LeducAction::Raise)
            .count()
    }

    /// A bet is pending: the last action was a raise.
    fn facing_bet(&self) -> bool {
        self.list().last() == Some(&LeducAction::Raise)
    }

    /// The round ended: a fold, a call, or two checks.
    fn closed(&self) -> bool {
        matches!(
            self.list(),
            [.., LeducAction::Fold | LeducAction::Call] | [LeducAction::Check, LeducAction::Check]
        )
    }

    fn folded(&self) -> bool {
        self.list().last() == Some(&LeducAction::Fold)
    }

    /// The chips each player put in during this round, raises of `size`.
    fn put_in(&self, size: u32) -> [u32; 2] {
        let mut put = [0; 2];
        let mut level = 0;
        for (i, a) in self.list().iter().enumerate() {
            match a {
                LeducAction::Raise => {
                    level += size;
                    put[i % 2] = level;
                }
                LeducAction::Call => put[i % 2] = level,
                _ => {}
            }
        }
        put
    }

    fn push(&mut self, a: LeducAction) {
        self.actions[self.len as usize] = a;
        self.len += 1;
    }
}

/// Where a hand stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Chance deals the next card.
    Deal,
    /// Betting in round 0 or 1.
    Betting(usize),
    /// Someone folded in the given round.
    Folded(usize),
    Showdown,
}

impl LeducPoker {
    fn phase(&self, s: &LeducState) -> Phase {
        if s.dealt < 2 {
            return Phase::Deal;
        }
        let [first, second] = &s.rounds;
        if !first.closed() {
            return Phase::Betting(0);
        }
        if first.folded() {
            return Phase::Folded(0);
        }
        if s.dealt < 3 {
            return Phase::Deal;
        }
        if !second.closed() {
            Phase::Betting(1)
        } else if second.folded() {
            Phase::Folded(1)
        } else {
            Phase::Showdown
        }
    }

    fn is_over(&self, s: &LeducState) -> bool {
        matches!(self.phase(s), Phase::Folded(_) | Phase::Showdown)
    }

    /// The chips each player put in, antes included.
    pub fn contributions(&self, s: &LeducState) -> [u32; 2] {
        let mut total = [1, 1];
        for (round, size) in s.rounds.iter().zip(RAISE_SIZES) {
            let put = round.put_in(size);
            total[0] += put[0];
            total[1] += put[1];
        }
        total
    }

    /// The strength of a private card with the public card: a pair above every
    /// high card, then the rank.
    pub fn hand_strength(private: u8, public: u8) -> u8 {
        if rank(private) == rank(public) {
            3 + rank(private)
        } else {
            rank(private)
        }
    }

    /// The showdown's winner with private cards `a` (player 0) and `b` (player 1)
    /// and the public card; `None` for a split.
    pub fn showdown_winner(a: u8, b: u8, public: u8) -> Option<Player> {
        let (x, y) = (
            Self::hand_strength(a, public),
            Self::hand_strength(b, public),
        );
        match x.cmp(&y) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Whether `viewer` sees card slot `k` (0, 1: the private cards; 2: the public card).
    fn sees_card(&self, s: &LeducState, viewer: Viewer, k: usize) -> bool {
        let showdown = self.phase(s) == Phase::Showdown;
        match viewer {
            Viewer::Everyone => true,
            _ if k == 2 || showdown => true,
            Viewer::Public => false,
            Viewer::Player(v) => v == k,
        }
    }

    fn card_as_seen(&self, s: &LeducState, viewer: Viewer, k: usize) -> LeducCard {
        if k >= s.dealt as usize {
            LeducCard::NotDealt
        } else if self.sees_card(s, viewer, k) {
            LeducCard::Face(s.cards[k])
        } else {
            LeducCard::Hidden
        }
    }
}

impl Catalogued for LeducPoker {
    fn spec(&self) -> GameSpec {
        GameSpec::LeducPoker
    }
}

impl Game for LeducPoker {
    type State = LeducState;
    type Action = LeducAction;
    type View = LeducView;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "LeducPoker",
            players: 2,
            simultaneous: false,
            chance: true,
            perfect_information: false,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> LeducState {
        LeducState {
            cards: [NO_CARD; 3],
            dealt: 0,
            rounds: [RoundBets::EMPTY; 2],
        }
    }

    fn turn(&self, s: &LeducState) -> Turn {
        match self.phase(s) {
            Phase::Deal => Turn::Chance,
            Phase::Betting(r) => Turn::Player(s.rounds[r].len as usize % 2),
            Phase::Folded(_) | Phase::Showdown => Turn::Terminal,
        }
    }

    fn legal_actions(&self, s: &LeducState, p: Player, out: &mut Vec<LeducAction>) {
        out.clear();
        if let Phase::Betting(r) = self.phase(s) {
            let round = &s.rounds[r];
            if round.len as usize % 2 != p {
                return;
            }
            if round.facing_bet() {
                out.extend([LeducAction::Fold, LeducAction::Call]);
            } else {
                out.push(LeducAction::Check);
            }
            if round.raises() < MAX_RAISES {
                out.push(LeducAction::Raise);
            }
        }
    }

    fn chance_outcomes(&self, s: &LeducState, out: &mut Vec<(LeducAction, Prob)>) {
        out.clear();
        if self.phase(s) == Phase::Deal {
            let dealt = &s.cards[..s.dealt as usize];
            let left: Vec<u8> = (0..6).filter(|c| !dealt.contains(c)).collect();
            let p = Prob::uniform(left.len());
            out.extend(left.into_iter().map(|c| (LeducAction::Deal(c), p)));
        }
    }

    fn apply(&self, s: &mut LeducState, joint: &[Move<LeducAction>]) {
        if let [m] = joint {
            match (m.action, self.phase(s)) {
                (LeducAction::Deal(c), _) => {
                    s.cards[s.dealt as usize] = c;
                    s.dealt += 1;
                }
                (a, Phase::Betting(r)) => s.rounds[r].push(a),
                _ => {}
            }
        }
    }

    fn scores(&self, s: &LeducState) -> Option<Scores> {
        let paid = self.contributions(s);
        let winner = match self.phase(s) {
            Phase::Folded(r) => Some(1 - (s.rounds[r].len as usize - 1) % 2),
            Phase::Showdown => Self::showdown_winner(s.cards[0], s.cards[1], s.cards[2]),
            _ => return None,
        };
        // The winner takes what the loser put in (at a showdown both put in as much).
        let values = match winner {
            Some(0) => [f64::from(paid[1]), -f64::from(paid[1])],
            Some(_) => [-f64::from(paid[0]), f64::from(paid[0])],
            None => [0.0, 0.0],
        };
        Some(Scores::new(&values))
    }

    fn view(&self, s: &LeducState, viewer: Viewer) -> LeducView {
        LeducView {
            private: [0, 1].map(|k| self.card_as_seen(s, viewer, k)),
            public: self.card_as_seen(s, viewer, 2),
            rounds: s.rounds.map(|r| r.list().to_vec()),
            to_move: self.turn(s).to_move(),
            contributions: self.contributions(s),
            over: self.is_over(s),
        }
    }

    fn action_visible(
        &self,
        before: &LeducState,
        actor: Actor,
        _: LeducAction,
        viewer: Player,
    ) -> bool {
        // A private card goes face down to its holder; the public card and bets are public.
        actor != Actor::Chance || before.dealt >= 2 || before.dealt as usize == viewer
    }

    fn action_known(
        &self,
        before: &LeducState,
        now: &LeducState,
        actor: Actor,
        action: LeducAction,
        viewer: Player,
    ) -> bool {
        // A private deal is known once the showdown turns its card face up.
        self.action_visible(before, actor, action, viewer)
            || (before.dealt < now.dealt
                && self.sees_card(now, Viewer::Player(viewer), before.dealt as usize))
    }

    fn notation(&self, _: &LeducState, a: LeducAction) -> String {
        match a {
            LeducAction::Deal(c) => CARD_NAMES[c as usize].to_string(),
            LeducAction::Fold => "fold".into(),
            LeducAction::Check => "check".into(),
            LeducAction::Call => "call".into(),
            LeducAction::Raise => "raise".into(),
        }
    }

    fn parse_action(&self, _: &LeducState, text: &str) -> Result<LeducAction, ActionError> {
        match text {
            "fold" => Ok(LeducAction::Fold),
            "check" => Ok(LeducAction::Check),
            "call" => Ok(LeducAction::Call),
            "raise" => Ok(LeducAction::Raise),
            _ => CARD_NAMES
                .iter()
                .position(|&n| n == text)
                .map(|c| LeducAction::Deal(c as u8))
                .ok_or_else(|| ActionError::Syntax {
                    text: text.into(),
                    expected: format!(
                        "fold, check, call, raise, or a card among {}",
                        CARD_NAMES.join(" ")
                    ),
                }),
        }
    }

    fn render(&self, v: &LeducView) -> String {
        let shown = |c: &LeducCard| match c {
            LeducCard::NotDealt => "-",
            LeducCard::Hidden => "#",
            LeducCard::Face(id) => CARD_NAMES[*id as usize],
        };
        let mut out = String::new();
        for (p, card) in v.private.iter().enumerate() {
            let put = v.contributions[p];
            out.push_str(&format!("player {p}: {} (put in {put})\n", shown(card)));
        }
        out.push_str(&format!("public: {}\n", shown(&v.public)));
        for (r, bets) in v.rounds.iter().enumerate() {
            let words: Vec<String> = bets.iter().map(|a| self.notation_of(*a)).collect();
            out.push_str(&format!("round {}: {}\n", r + 1, words.join(" ")));
        }
        out.push_str(&format!("pot {}\n", v.pot()));
        out
    }
}

impl LeducPoker {
    /// The notation of an action (it does not depend on the state).
    pub fn notation_of(&self, a: LeducAction) -> String {
        self.notation(&self.initial_state(), a)
    }
}
