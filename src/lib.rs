//! ludoscope: a game studio with a visual debugger.
//!
//! One engine carries every game ([`engine`], the model of seed 000); the games
//! live in [`games`]; [`search`] and [`solve`] hold the algorithms; [`inspect`] is the
//! search inspector's model (recorded searches, tree layout, stepping); [`agents`]
//! choose moves and [`env`](mod@env) offers a turn-by-turn environment; [`replay`] reads
//! and writes replay files; [`cli`] is the command line; the studio app lives in
//! `app` (feature `gui`, on by default).
//!
//! ```
//! use ludoscope::engine::{Actor, Game, Turn};
//! use ludoscope::games::ConnectFour;
//!
//! let game = ConnectFour::new(6, 7).unwrap();
//! let mut s = game.initial_state();
//! for col in [3, 3, 4, 4, 5, 5] {
//!     let Turn::Player(p) = game.turn(&s) else { unreachable!() };
//!     game.play(&mut s, Actor::Player(p), col);
//! }
//! // Player 0 completes four in the bottom row with column 3 (notation "3").
//! let winning = game.parse_action(&s, "3").unwrap();
//! assert!(game.is_winning_move(&s, winning));
//! game.play(&mut s, Actor::Player(0), winning);
//! assert_eq!(game.scores(&s).unwrap().winner(), Some(0));
//! ```

pub mod agents;
#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod env;
pub mod files;
pub mod games;
pub mod graph_layout;
pub mod inspect;
pub mod lang;
pub mod prefetch;
pub mod quote;
pub mod replay;
pub mod search;
pub mod solve;
pub mod words;
