//! A capability of some games: states packed one-to-one into a `u64` key
//! ([`PackedGame`]), the attractor solver's fast path (`crate::solve`: keys
//! instead of states in its tables, and for some games a perfect index of the
//! keys and the children's keys computed without playing the moves).
//!
//! Generic code holds a game as `G: Game`; it reaches the packing through
//! [`Game::with_packing`], which runs a [`PackedJob`] on the game seen as a
//! [`PackedGame`] when the game has one (monomorphised: no cost at run time)
//! and answers `None` otherwise. The games that pack implement both (Chomp,
//! Cram, Connect Four, tic-tac-toe, in `crate::games`).

use super::game::{Game, Turn};
use super::player::Actor;

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
