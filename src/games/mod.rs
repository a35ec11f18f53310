//! The games: each implements [`crate::engine::Game`] in its own module;
//! [`catalog`] lists them and [`AnyGame`] holds any one of them.

pub mod arena;
mod catalog;
pub mod chomp;
pub mod connect_four;
pub mod cram;
pub mod nim;
pub mod tictactoe;

pub use arena::Arena;
pub use catalog::{AnyGame, CatalogEntry, catalog};
pub use chomp::{Chomp, ChompState};
pub use connect_four::{ConnectFour, ConnectFourState};
pub use cram::{Cram, CramState};
pub use nim::{Nim, NimState, Take};
pub use tictactoe::{TicTacToe, TicTacToeState};
