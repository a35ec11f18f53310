//! Every game of the crate, in one closed enum built from a [`GameSpec`], and the
//! [`with_game!`] macro that runs generic code on whichever game it holds
//! (monomorphised, so search and perft run at full speed). Adding a game: one
//! module, one arm here and in the macro, its painter, its conformance test.

use super::{
    Arena, Chomp, ConnectFour, Cram, Goofspiel, KuhnPoker, Nim, PhantomTicTacToe, Pig, Tafl,
    TicTacToe,
};
use crate::engine::{DynMatch, Game, GameSpec, Match, SpecError};

/// Whichever game is loaded.
#[derive(Clone, Debug)]
pub enum AnyGame {
    TicTacToe(TicTacToe),
    ConnectFour(ConnectFour),
    Nim(Nim),
    KuhnPoker(KuhnPoker),
    Goofspiel(Goofspiel),
    PhantomTicTacToe(PhantomTicTacToe),
    Pig(Pig),
    /// Tablut or Ard-ri (one implementation, the board size as a parameter).
    Tafl(Tafl),
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
            $crate::games::AnyGame::KuhnPoker($g) => $body,
            $crate::games::AnyGame::Goofspiel($g) => $body,
            $crate::games::AnyGame::PhantomTicTacToe($g) => $body,
            $crate::games::AnyGame::Pig($g) => $body,
            $crate::games::AnyGame::Tafl($g) => $body,
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
            GameSpec::KuhnPoker { players } => {
                AnyGame::KuhnPoker(KuhnPoker::new(*players as usize)?)
            }
            GameSpec::Goofspiel { cards, signal } => {
                AnyGame::Goofspiel(Goofspiel::new(*cards, *signal)?)
            }
            GameSpec::PhantomTicTacToe => AnyGame::PhantomTicTacToe(PhantomTicTacToe),
            GameSpec::Pig { target } => AnyGame::Pig(Pig::new(*target)?),
            GameSpec::Tablut { step, draw_limit } => {
                AnyGame::Tafl(Tafl::new(9, *step, *draw_limit)?)
            }
            GameSpec::ArdRi { step, draw_limit } => {
                AnyGame::Tafl(Tafl::new(7, *step, *draw_limit)?)
            }
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
            spec: GameSpec::KuhnPoker { players: 2 },
            description: "Kuhn poker, 2 or 3 players, hidden cards; moves pass, bet",
        },
        CatalogEntry {
            spec: GameSpec::Goofspiel {
                cards: 5,
                signal: crate::engine::GoofspielSignal::Bids,
            },
            description: "Goofspiel, cards 3..=13, simultaneous secret bids for shuffled prizes",
        },
        CatalogEntry {
            spec: GameSpec::PhantomTicTacToe,
            description: "phantom tic-tac-toe: each player sees only its own marks",
        },
        CatalogEntry {
            spec: GameSpec::Pig { target: 30 },
            description: "Pig, the dice game: roll or hold, first to the target (20..=100) wins",
        },
        CatalogEntry {
            spec: Tafl::tablut().spec(),
            description: "Tablut 9x9 (seed 001), attackers move first; moves e1-e4 or forfeit",
        },
        CatalogEntry {
            spec: Tafl::ard_ri().spec(),
            description: "Ard-ri 7x7 (seed 001), attackers move first; moves c1-c2 or forfeit",
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
