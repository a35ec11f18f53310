//! The games: each implements [`crate::engine::Game`] in its own module, and
//! [`Catalogued`] (the specification that names it); [`catalog`] lists them
//! and [`AnyGame`] holds any one of them.

pub mod arena;
mod catalog;
pub mod chomp;
mod chomp_rank;
pub mod connect_four;
pub mod cram;
pub mod cram_laid;
pub mod goofspiel;
mod graph_games;
pub mod kuhn;
pub mod leduc;
pub mod nim;
mod packed;
pub mod phantom_tictactoe;
pub mod pig;
mod position;
mod setup;
mod solvable;
mod spec;
pub mod spec_text;
pub mod tafl;
pub mod tictactoe;

pub use arena::Arena;
pub use catalog::{AnyGame, CatalogEntry, catalog};
pub use chomp::{Chomp, ChompState};
pub use connect_four::{ConnectFour, ConnectFourState};
pub use cram::{Cram, CramState};
pub use goofspiel::{Goofspiel, GoofspielAction, GoofspielSignal, GoofspielState, GoofspielView};
pub use kuhn::{KuhnAction, KuhnPoker, KuhnState, KuhnView};
pub use leduc::{LeducAction, LeducPoker, LeducState, LeducView};
pub use nim::{Nim, NimState, Take};
pub use phantom_tictactoe::{PhantomState, PhantomTicTacToe, PhantomView};
pub use pig::{Pig, PigAction, PigState};
pub use solvable::{SOLVABLE_STATES, Solvable};
pub use spec::{CatalogMatch, Catalogued, GameSpec, SpecError};
pub use tafl::{DEFAULT_TAFL_DRAW_LIMIT, Tafl, TaflAction, TaflState, TaflStep};
pub use tictactoe::{TicTacToe, TicTacToeState};
