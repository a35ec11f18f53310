//! The games: each implements [`crate::engine::Game`] in its own module;
//! [`catalog`] lists them and [`AnyGame`] holds any one of them.

mod catalog;
pub mod connect_four;
pub mod goofspiel;
pub mod kuhn;
pub mod nim;
pub mod phantom_tictactoe;
pub mod pig;
pub mod tafl;
pub mod tictactoe;

pub use catalog::{AnyGame, CatalogEntry, catalog};
pub use connect_four::{ConnectFour, ConnectFourState};
pub use goofspiel::{Goofspiel, GoofspielAction, GoofspielState, GoofspielView};
pub use kuhn::{KuhnAction, KuhnPoker, KuhnState, KuhnView};
pub use nim::{Nim, NimState, Take};
pub use phantom_tictactoe::{PhantomState, PhantomTicTacToe, PhantomView};
pub use pig::{Pig, PigAction, PigState};
pub use tafl::{Tafl, TaflAction, TaflState};
pub use tictactoe::{TicTacToe, TicTacToeState};
