//! What a search does on a graph rather than a tree: the repeated-position check.
//!
//! Seed 004's MinMax and AlphaBeta are written for a tree ("l'arbre associé au
//! jeu"); seed 003's arenas may have cycles (Definition 1.2: a play may be
//! infinite), and seed 003 Proposition 2.1 defines minimax values on acyclic
//! arenas only. On a game that may repeat a state ([`crate::engine::Game::may_repeat`]: an arena
//! with a cycle) the searches to the end of the game (minimax, minimax-memo,
//! alphabeta without a depth, negamax) walk the tree of plays that never repeat
//! a state: a node whose state is already on the current path closes a cycle,
//! and is a leaf worth [`REPEAT_VALUE`], 0, the value of an infinite play. That
//! is the arena's rule for infinite plays: the attractor solver puts a state
//! from which neither player can force a final state of their own in neither
//! attractor, a draw (`src/solve/attractor.rs`), and a play ended by the draw
//! rule ([`crate::engine::Game::draw_limit`]) is a draw too.
//!
//! With that rule the root's value is the attractor solver's: 1 (or the
//! maximum) when the root is in A(0), -1 when it is in A(1), 0 otherwise
//! (player 0's attractor strategy never repeats a state, since its rank falls
//! at every move, and outside both attractors each player can keep out of the
//! other's attractor, so repetitions are the worst they must accept). The
//! values of inner nodes depend on the path that reached them, so minimax-memo
//! keeps only the values of subtrees that met no repetition (their states reach
//! no cycle: the value is the same on every path), and negamax runs without its
//! transposition table on such games. A search with a depth limit is already a
//! finite tree (seed 004's MinMax with depth `p`) and minimax/alpha-beta leave
//! it unchanged; negamax checks repetitions at every depth so that its
//! iterative deepening ends.
//!
//! Games whose plays always end skip the check:
//! no hashing, no cost.

use crate::search::Value;
use std::collections::HashMap;
use std::hash::Hash;

/// The value of a repeated position: an infinite play, a draw.
pub const REPEAT_VALUE: Value = 0;

/// The states on the current path of a search and the ply of each, when the
/// game may repeat a state; empty and free otherwise.
pub(crate) struct OnPath<S> {
    states: Option<HashMap<S, usize>>,
}

impl<S: Clone + Eq + Hash> OnPath<S> {
    /// A path that checks repetitions when `active` (a game that may repeat a
    /// state, [`crate::engine::Game::may_repeat`]).
    pub(crate) fn new(active: bool) -> Self {
        OnPath {
            states: active.then(HashMap::new),
        }
    }

    /// The ply at which `s` is on the current path, if it is.
    #[inline]
    pub(crate) fn repeated(&self, s: &S) -> Option<usize> {
        self.states.as_ref()?.get(s).copied()
    }

    /// A node at `ply` with state `s` is being expanded.
    #[inline]
    pub(crate) fn push(&mut self, s: &S, ply: usize) {
        if let Some(states) = &mut self.states {
            states.insert(s.clone(), ply);
        }
    }

    /// The node with state `s` is done.
    #[inline]
    pub(crate) fn pop(&mut self, s: &S) {
        if let Some(states) = &mut self.states {
            states.remove(s);
        }
    }
}
