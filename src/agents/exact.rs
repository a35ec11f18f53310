//! Exact solvers that a game offers the perfect agent ([`ExactPlay`]): where a
//! game has one, [`super::perfect`] plays the solver's move rather than solving
//! the game's graph. Connect Four on the standard 7x6 board has one
//! ([`connect_four`]: the solver behind `ludoscope c4 solve`); the other games
//! answer `None`, the default.

use super::Control;
use crate::engine::Game;
use crate::games::{
    Arena, Chomp, Cram, Goofspiel, KuhnPoker, LeducPoker, Nim, PhantomTicTacToe, Pig, Tafl,
    TicTacToe,
};
use crate::search::Value;

pub mod connect_four;

/// A game that may have an exact solver for the perfect agent.
pub trait ExactPlay: Game {
    /// An exact solver of this instance, ready to answer positions; `None`,
    /// the default, when the game (or this size of it) has none.
    fn exact_solver(&self) -> Option<Box<dyn ExactSolver<Self>>> {
        None
    }
}

/// An exact solver of one game, kept from move to move of a match.
pub trait ExactSolver<G: Game>: Send {
    /// One of the best moves of the player to move at `s`, counting the nodes
    /// searched into `control` and answering at once when hurried.
    fn best_move(&mut self, s: &G::State, control: Control<'_>) -> ExactAnswer<G::Action>;

    /// The status of a move of `score` (the solver's scale) at `s`, in words
    /// ("proven win in 13").
    fn describe(&self, s: &G::State, score: Value) -> String;
}

/// What an exact solver made of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExactAnswer<A> {
    /// A move of the best score, and that score (the solver's own scale).
    Best(A, Value),
    /// Hurried: the best of the moves scored so far, if any.
    Hurried(Option<A>),
    /// The time ran out before every move was scored: the moves proven so
    /// far with their scores, and why, in words (for the agent's note).
    Unproven {
        proven: Vec<(A, Value)>,
        why: String,
    },
}

impl ExactPlay for TicTacToe {}
impl ExactPlay for Nim {}
impl ExactPlay for KuhnPoker {}
impl ExactPlay for LeducPoker {}
impl ExactPlay for Goofspiel {}
impl ExactPlay for PhantomTicTacToe {}
impl ExactPlay for Pig {}
impl ExactPlay for Tafl {}
impl ExactPlay for Chomp {}
impl ExactPlay for Cram {}
impl ExactPlay for Arena {}
