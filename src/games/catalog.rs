//! Every game of the crate, in one closed enum built from a [`GameSpec`], and the
//! [`with_game!`] macro that runs generic code on whichever game it holds
//! (monomorphised, so search and perft run at full speed). Adding a game: one
//! module, one arm here and in the macro, its painter, its conformance test.

use super::{Arena, Chomp, ConnectFour, Cram, Nim, TicTacToe};
use crate::engine::{DynMatch, GameSpec, Match, SpecError};

/// Whichever game is loaded.
#[derive(Clone, Debug)]
pub enum AnyGame {
    TicTacToe(TicTacToe),
    ConnectFour(ConnectFour),
    Nim(Nim),
    Chomp(Chomp),
    Cram(Cram),
    Arena(Arena),
}

/// Runs `$body` with `$g` bound to the concrete game inside an [`AnyGame`].
///
/// ```
/// use ludoscope::{engine::Game, games::AnyGame, with_game};
/// let game = AnyGame::from_spec(&"ConnectFour".parse().unwrap()).unwrap();
/// let players = with_game!(&game, g => g.info().players);
/// assert_eq!(players, 2);
/// ```
#[macro_export]
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::games::AnyGame::TicTacToe($g) => $body,
            $crate::games::AnyGame::ConnectFour($g) => $body,
            $crate::games::AnyGame::Nim($g) => $body,
            $crate::games::AnyGame::Chomp($g) => $body,
            $crate::games::AnyGame::Cram($g) => $body,
            $crate::games::AnyGame::Arena($g) => $body,
        }
    };
}

impl AnyGame {
    /// Builds the game that `spec` names, checking its parameters.
    pub fn from_spec(spec: &GameSpec) -> Result<AnyGame, SpecError> {
        Ok(match spec {
            GameSpec::TicTacToe => AnyGame::TicTacToe(TicTacToe),
            GameSpec::ConnectFour { rows, cols } => {
                AnyGame::ConnectFour(ConnectFour::new(*rows, *cols)?)
            }
            GameSpec::Nim { heaps } => AnyGame::Nim(Nim::new(heaps)?),
            GameSpec::Chomp { rows, cols } => AnyGame::Chomp(Chomp::new(*rows, *cols)?),
            GameSpec::Cram { rows, cols } => AnyGame::Cram(Cram::new(*rows, *cols)?),
            GameSpec::Arena { path } => AnyGame::Arena(Arena::from_spec(path)?),
        })
    }

    /// A new match of this game from its initial state, types erased.
    pub fn new_match(&self) -> Box<dyn DynMatch> {
        with_game!(self, g => Box::new(Match::new(g.clone())))
    }
}

/// One entry of the list of games: a specification with default parameters and
/// what the game is.
pub struct CatalogEntry {
    pub spec: GameSpec,
    pub description: &'static str,
}

/// Every game, with default parameters, in the order the app and `ludoscope games`
/// list them.
pub fn catalog() -> Vec<CatalogEntry> {
    vec![
        CatalogEntry {
            spec: GameSpec::TicTacToe,
            description: "tic-tac-toe on 3x3; cells 1..9 in reading order",
        },
        CatalogEntry {
            spec: GameSpec::ConnectFour { rows: 6, cols: 7 },
            description: "Connect Four, rows and cols 4..=8; moves are column numbers from 1",
        },
        CatalogEntry {
            spec: GameSpec::Nim {
                heaps: vec![1, 3, 5, 7],
            },
            description: "Nim, normal play (taking the last object wins); moves heap:count",
        },
        CatalogEntry {
            spec: GameSpec::Chomp { rows: 3, cols: 2 },
            description: "Chomp, rows and cols 1..=8; eating the poisoned 1,1 loses; moves row,col",
        },
        CatalogEntry {
            spec: GameSpec::Cram { rows: 3, cols: 3 },
            description: "Cram, rows and cols 1..=8; whoever cannot place a domino loses; moves r,c h|v",
        },
        CatalogEntry {
            spec: GameSpec::Arena {
                path: "assets/arenas/seed-003-chomp-3x2.ron".into(),
            },
            description: "an arena written in a RON file (assets/arenas/); moves are node names",
        },
    ]
}
