//! The games: each implements [`crate::engine::Game`] in its own module;
//! [`catalog`] lists them and [`AnyGame`] holds any one of them.

mod catalog;
pub mod connect_four;
pub mod nim;
pub mod tafl;
pub mod tictactoe;

pub use catalog::{AnyGame, CatalogEntry, catalog};
pub use connect_four::{ConnectFour, ConnectFourState};
pub use nim::{Nim, NimState, Take};
pub use tafl::{Tafl, TaflAction, TaflState};
pub use tictactoe::{TicTacToe, TicTacToeState};
