//! The `Game` trait: the rules of one game as the general model of seed 000
//! ("Modèle général de jeu à information partielle"), with a fast door for search.
//!
//! A value implementing `Game` is the rules object: it holds the game's parameters
//! (board size, heaps) and is shared by reference. States, actions and views are
//! the game's own types. The model:
//! - players `0..n` plus the random player (chance), see [`Actor`];
//! - at each state a [`Turn`]: one player, several players at once, chance, or the
//!   end of the game;
//! - for each active player the available actions `A(s, j)` ([`Game::legal_actions`]),
//!   for chance the distribution `mu(s)` ([`Game::chance_outcomes`]);
//! - the transition `tau` applied to a joint action, one [`Move`] per active actor
//!   ([`Game::apply`]); the signals `sigma_t(j)` are built from it in one place,
//!   [`crate::engine::transition`], not by each game;
//! - final states `S_f` with a score vector ([`Game::scores`]);
//! - what a viewer may see ([`Game::view`], seed 000 "Visibilité").
//!
//! Two doors, as in shakmaty: [`Game::apply`] trusts its caller and is the fast path
//! that search and solving use (no checks, no signals, no allocation for a single
//! move); [`crate::engine::transition`] checks the joint action against the rules and
//! returns the signals, for replays, the app and the command line.

use super::packed::PackedJob;
use super::player::{Actor, Player, PlayerSet, Scores, Viewer};
use super::prob::Prob;
use std::fmt::Debug;
use std::hash::Hash;
use thiserror::Error;

/// Who acts at a state (seed 000: `act(R)`, the set of active players, plus `r`
/// when chance is active).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Turn {
    /// A final state: no one acts; [`Game::scores`] gives the scores.
    Terminal,
    /// Exactly one player acts, and no chance.
    Player(Player),
    /// Only chance acts.
    Chance,
    /// Several players act at once, possibly together with chance.
    Simultaneous { players: PlayerSet, chance: bool },
}

impl Turn {
    pub fn is_terminal(self) -> bool {
        self == Turn::Terminal
    }

    /// The one player to move, when a single player acts alone.
    pub fn to_move(self) -> Option<Player> {
        match self {
            Turn::Player(p) => Some(p),
            _ => None,
        }
    }

    /// Every actor that must contribute one move to the joint action, players first.
    pub fn actors(self) -> Vec<Actor> {
        match self {
            Turn::Terminal => vec![],
            Turn::Player(p) => vec![Actor::Player(p)],
            Turn::Chance => vec![Actor::Chance],
            Turn::Simultaneous { players, chance } => {
                let mut v: Vec<Actor> = players.iter().map(Actor::Player).collect();
                if chance {
                    v.push(Actor::Chance);
                }
                v
            }
        }
    }

    pub fn is_active(self, actor: Actor) -> bool {
        self.actors().contains(&actor)
    }
}

/// One actor's part of a joint action.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move<A> {
    pub actor: Actor,
    pub action: A,
}

impl<A> Move<A> {
    pub fn new(actor: Actor, action: A) -> Self {
        Move { actor, action }
    }
}

/// The facts of a game, declared once (as OpenSpiel's `GameType`): algorithms read
/// them and refuse games they do not support, with an error, not a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Short name (`ConnectFour`; for a game of the catalog, the name of its
    /// specification).
    pub name: &'static str,
    /// Number of players `n >= 1` (not counting chance).
    pub players: usize,
    /// Some state has several players acting at once.
    pub simultaneous: bool,
    /// Some state has chance acting.
    pub chance: bool,
    /// Every player sees the whole state at every state.
    pub perfect_information: bool,
    /// At every final state the scores sum to zero.
    pub zero_sum: bool,
}

impl GameInfo {
    /// Sequential, deterministic, perfect information: the games of seeds 003 and 004.
    pub fn is_sequential_deterministic(&self) -> bool {
        !self.simultaneous && !self.chance && self.perfect_information
    }

    /// What minimax and alpha-beta need: two players, zero-sum, sequential,
    /// deterministic, perfect information.
    pub fn is_two_player_zero_sum_perfect(&self) -> bool {
        self.players == 2 && self.zero_sum && self.is_sequential_deterministic()
    }
}

/// Why a text is not an action of the game (read by [`Game::parse_action`] or the
/// checked door in [`crate::engine::parse_legal`]).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum ActionError {
    #[error("cannot read {text:?} as an action: expected {expected}")]
    Syntax { text: String, expected: String },
    #[error("{text:?} is out of range: {why}")]
    OutOfRange { text: String, why: String },
    #[error("{text:?} is not a legal action for {actor} here; legal: {}", .legal.join(" "))]
    Illegal {
        text: String,
        actor: Actor,
        legal: Vec<String>,
    },
    #[error("{actor} does not act here")]
    NotActive { actor: Actor },
}

/// The rules of a game. See the module documentation for the model.
///
/// Every method takes `&self` so that a game can hold its parameters. States are
/// plain values (copy-make): search clones a state and applies a move to the clone.
pub trait Game: Clone + Send + Sync + 'static {
    /// Everything that determines the rest of the game (seed 000: an état).
    type State: Clone + Eq + Hash + Debug + Send + Sync;
    /// An action of a player or an outcome of chance (seed 000: `A`).
    type Action: Copy + Eq + Hash + Debug + Send + Sync;
    /// What one viewer may see of a state. For perfect-information games this is
    /// the state itself.
    type View: Clone + Eq + Hash + Debug + Send;

    fn info(&self) -> GameInfo;

    /// `s_0`.
    fn initial_state(&self) -> Self::State;

    fn turn(&self, s: &Self::State) -> Turn;

    /// Replaces `out` with `A(s, p)`, the actions available to player `p` (empty
    /// when `p` does not act at `s`), in the game's fixed order.
    fn legal_actions(&self, s: &Self::State, p: Player, out: &mut Vec<Self::Action>);

    /// Replaces `out` with chance's outcomes at `s` and their probabilities
    /// (seed 000: `mu(s)` over `A(s, r)`); empty when chance does not act.
    fn chance_outcomes(&self, s: &Self::State, out: &mut Vec<(Self::Action, Prob)>) {
        let _ = s;
        out.clear();
    }

    /// The transition `tau` on the state alone: applies the joint action, one move per
    /// actor of [`Game::turn`]. Unchecked: the caller guarantees the moves are legal
    /// (use [`crate::engine::transition`] for untrusted input).
    fn apply(&self, s: &mut Self::State, joint: &[Move<Self::Action>]);

    /// `sc(s)` at a final state, `None` elsewhere.
    fn scores(&self, s: &Self::State) -> Option<Scores>;

    /// What `viewer` sees of `s`: hidden components are absent or shown as hidden.
    fn view(&self, s: &Self::State, viewer: Viewer) -> Self::View;

    /// Whether `viewer` sees the action `action` that `actor` plays at `before`
    /// (seed 000: a player's signal holds another's action iff all of its
    /// parameters are in the player's visibility set). Perfect information: always.
    fn action_visible(
        &self,
        before: &Self::State,
        actor: Actor,
        action: Self::Action,
        viewer: Player,
    ) -> bool {
        let _ = (before, actor, action, viewer);
        true
    }

    /// The action in the game's notation (`4` in Connect Four, `2:3` in Nim).
    fn notation(&self, s: &Self::State, a: Self::Action) -> String;

    /// Reads an action in the game's notation. Checks the syntax and ranges only;
    /// legality at `s` is checked by [`crate::engine::parse_legal`].
    fn parse_action(&self, s: &Self::State, text: &str) -> Result<Self::Action, ActionError>;

    /// The view as text (a board drawn with characters), for the command line.
    fn render(&self, view: &Self::View) -> String;

    /// Applies the single move of the one actor that acts at `s` (the fast path).
    fn play(&self, s: &mut Self::State, actor: Actor, action: Self::Action) {
        self.apply(s, &[Move { actor, action }]);
    }

    /// The number of legal actions of `p` at `s`; games override it when counting is
    /// cheaper than listing (bulk counting at the last ply of perft).
    fn legal_count(&self, s: &Self::State, p: Player) -> usize {
        let mut v = Vec::new();
        self.legal_actions(s, p, &mut v);
        v.len()
    }

    /// Runs `job` on this game seen as a [`super::PackedGame`], when its states
    /// pack one-to-one into `u64` keys (the attractor solver's fast path);
    /// `None`, the default, for a game or an instance that does not pack. A
    /// game that packs implements `PackedGame` and answers
    /// `self.packs().then(|| job.run(self))`.
    fn with_packing<J: PackedJob<Self>>(&self, job: J) -> Option<J::Output> {
        let _ = job;
        None
    }
}
