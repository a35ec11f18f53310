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
//!
//! A capability only some games have is a method with a default that says "not
//! this game", found by the type system, never by a run-time type test: states
//! packed one-to-one into a `u64` key ([`PackedGame`], the attractor solver's
//! fast path: Chomp, Cram, Connect Four, tic-tac-toe in `crate::games`) is
//! reached from a generic `G: Game` through [`Game::with_packing`], which runs
//! a [`PackedJob`] on the game seen as a `PackedGame` (monomorphised: no cost
//! at run time) and answers `None` for the other games. Reading and writing
//! positions ([`Game::positions`]) is reached the same way, as a trait object.

use super::player::{Actor, Player, PlayerSet, Scores, Viewer};
use super::position::Positions;
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

    /// Whether `viewer` knows, at `now` (a later state of the same line), the
    /// action `actor` played at `before`: it saw it then
    /// ([`Game::action_visible`]), or what happened since revealed its
    /// parameters (a showdown turning cards face up). The default: only what it
    /// saw then.
    fn action_known(
        &self,
        before: &Self::State,
        now: &Self::State,
        actor: Actor,
        action: Self::Action,
        viewer: Player,
    ) -> bool {
        let _ = now;
        self.action_visible(before, actor, action, viewer)
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

    /// Runs `job` on this game seen as a [`PackedGame`], when its states
    /// pack one-to-one into `u64` keys (the attractor solver's fast path);
    /// `None`, the default, for a game or an instance that does not pack. A
    /// game that packs implements `PackedGame` and answers
    /// `self.packs().then(|| job.run(self))`.
    fn with_packing<J: PackedJob<Self>>(&self, job: J) -> Option<J::Output> {
        let _ = job;
        None
    }

    /// Reading, writing and checking positions in the game's notation
    /// ([`Positions`], to set up a position without playing up to it); `None`,
    /// the default, for a game without position set-up. A game that has it
    /// implements `Positions<Self::State>` and answers `Some(self)`.
    fn positions(&self) -> Option<&dyn Positions<Self::State>> {
        None
    }

    /// Whether a play may visit a state twice (seed 003, Definition 1.2: an
    /// arena with a cycle has infinite plays). The default, `false`, is right for
    /// every game whose plays always end; the seeds' searches then skip the
    /// repeated-position check ([`crate::search::repeat`]).
    fn may_repeat(&self) -> bool {
        false
    }

    /// The draw rule of a played game: after this many plies a game still going
    /// is stopped and counted a draw (like Tablut's `draw_limit`, but applied by
    /// the runner and by MCTS playouts rather than by the state). `None`, the
    /// default: the game's own rules end every play.
    fn draw_limit(&self) -> Option<u32> {
        None
    }

    /// An upper bound on the plies of a search line that never repeats a state,
    /// when it may be larger than a few thousand (an arena: its number of
    /// nodes); the command line sizes the searching thread's stack from it
    /// ([`crate::search::deep`]). `None`, the default: plays are short.
    fn line_bound(&self) -> Option<u64> {
        None
    }

    /// An upper bound on the number of reachable states when the game can tell
    /// it cheaply (Nim: the product of the heaps' sizes plus one, times two
    /// players), so that the solver can refuse a huge game up front. `None`,
    /// the default: unknown.
    fn states_estimate(&self) -> Option<f64> {
        None
    }
}

/// A game whose states pack, one-to-one, into a `u64` key.
pub trait PackedGame: Game {
    /// Whether this instance's states fit (some sizes may not): a game answers
    /// [`Game::with_packing`] only when they do.
    fn packs(&self) -> bool {
        true
    }
    /// The key of a reachable state.
    fn pack(&self, s: &Self::State) -> u64;
    /// The state of a key from [`PackedGame::pack`]: `unpack(pack(s)) == s` for
    /// every reachable state `s` (states that do not survive the round trip are
    /// not in the graph).
    fn unpack(&self, key: u64) -> Self::State;
    /// An upper bound on the number of reachable states, when the game knows
    /// one: the solver numbers the keys of a game with few states by the
    /// smaller of its hash tables.
    fn states_at_most(&self) -> Option<u64> {
        None
    }
    /// How many low bits the keys of this instance use (at most 64).
    fn key_bits(&self) -> u32 {
        64
    }
    /// The size of the game's perfect index ([`PackedGame::index`]), when it
    /// has one small enough to number states through a direct array.
    fn index_len(&self) -> Option<usize> {
        None
    }
    /// The key of the child of `s` by its `pos`-th legal action.
    fn child_key(&self, s: &Self::State, pos: usize) -> u64 {
        self.pack(&child_at(self, s, pos))
    }
    /// Whether nearly every index ([`PackedGame::index`]) is a reachable
    /// state's: then the solver keeps its per-state data by index during the
    /// enumeration, at no cost in memory.
    fn index_is_dense(&self) -> bool {
        false
    }
    /// A perfect index of the keys (only with [`PackedGame::index_len`]):
    /// distinct reachable states have distinct indices, all below
    /// `index_len`. Any other key gets some index (perhaps out of range or
    /// another key's), without panicking.
    fn index(&self, _key: u64) -> usize {
        0
    }
    /// The keys of the children of `s` (not terminal), in the order of the
    /// legal actions, or with `indices` their indices ([`PackedGame::index`])
    /// instead, when the game computes them faster than by playing each move,
    /// packing and indexing: then `true`.
    fn children(
        &self,
        _s: &Self::State,
        _keys: &mut Vec<u64>,
        _indices: Option<&mut Vec<u64>>,
    ) -> bool {
        false
    }
}

/// Work that needs a [`PackedGame`], on a game that generic code knows only as
/// a [`Game`] `G`: handed to [`Game::with_packing`], run only when `G` packs.
pub trait PackedJob<G: Game> {
    type Output;
    /// The work, on `g` seen as a [`PackedGame`].
    fn run(self, g: &G) -> Self::Output
    where
        G: PackedGame;
}

/// The state after the `pos`-th legal action of the one player to move at
/// `s` (`s` itself when no player moves or there is no such action).
pub fn child_at<G: Game>(g: &G, s: &G::State, pos: usize) -> G::State {
    let mut child = s.clone();
    if let Turn::Player(p) = g.turn(s) {
        let mut actions = Vec::new();
        g.legal_actions(s, p, &mut actions);
        if let Some(&a) = actions.get(pos) {
            g.play(&mut child, Actor::Player(p), a);
        }
    }
    child
}
