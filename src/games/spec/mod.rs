//! `GameSpec`: the value that names a game and its parameters, written in RON
//! (`TicTacToe`, `ConnectFour(rows: 6, cols: 7)`, `Nim(heaps: [1, 3, 5, 7])`).
//! The same value names the game on the command line, in replays and in the app.
//! [`Catalogued`] is a game that a `GameSpec` names (every game of the
//! catalog), [`CatalogMatch`] a match of one with its types erased.
//!
//! This module only reads and writes the value; turning it into a playable game
//! (and checking the parameters) is [`crate::games::AnyGame::from_spec`]. The
//! engine's [`Game`] does not ask for a name: a game written for a test plays,
//! searches and solves without pretending to be one of the catalog.

use super::goofspiel::GoofspielSignal;
use super::spec_text::{NameError, canonical, hint, ron_message};
use super::tafl::{DEFAULT_TAFL_DRAW_LIMIT, TaflStep};
use crate::engine::{DynMatch, Game, Match};
use crate::quote::{excerpt, quoted};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

mod fields;

/// A game and its parameters. An unknown field is refused (it would be
/// ignored otherwise: `ConnectFour(row: 5)` would play 6 rows).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum GameSpec {
    /// Tic-tac-toe on 3x3 (seed 003, Example 1.1).
    TicTacToe,
    /// Connect Four (seed 002) on `rows` x `cols`, each from 4 to 8.
    ConnectFour {
        #[serde(default = "default_c4_rows")]
        rows: u8,
        #[serde(default = "default_c4_cols")]
        cols: u8,
    },
    /// Nim, normal play (whoever takes the last object wins).
    Nim {
        #[serde(default = "default_nim_heaps")]
        heaps: Vec<u32>,
    },
    /// Kuhn poker for 2 or 3 players.
    KuhnPoker {
        #[serde(default = "default_kuhn_players")]
        players: u8,
    },
    /// Leduc poker for two players (Southey et al. 2005, "Bayes' Bluff").
    LeducPoker,
    /// Goofspiel with cards 1..=`cards` (3 to 13), bids revealed or only the winner.
    Goofspiel {
        #[serde(default = "default_goofspiel_cards")]
        cards: u8,
        #[serde(default)]
        signal: GoofspielSignal,
    },
    /// Tic-tac-toe where each player sees only its own marks.
    PhantomTicTacToe,
    /// Pig, the dice game: first to `target` (2 to 100) wins.
    Pig {
        #[serde(default = "default_pig_target")]
        target: u8,
    },
    /// Tablut (seed 001) on 9x9: attackers (player 0) against the defenders and
    /// their king.
    Tablut {
        #[serde(default)]
        step: TaflStep,
        #[serde(default = "default_draw_limit")]
        draw_limit: u16,
    },
    /// Ard-ri (seed 001) on 7x7: attackers (player 0) against the defenders and
    /// their king.
    ArdRi {
        #[serde(default)]
        step: TaflStep,
        #[serde(default = "default_draw_limit")]
        draw_limit: u16,
    },
    /// Chomp (seed 003, Exercise 1.1) on `rows` x `cols`, each from 1 to 8.
    Chomp {
        #[serde(default = "default_chomp_rows")]
        rows: u8,
        #[serde(default = "default_chomp_cols")]
        cols: u8,
    },
    /// Cram (seed 003, Exercise 1.2) on `rows` x `cols`, each from 1 to 8.
    Cram {
        #[serde(default = "default_cram_size")]
        rows: u8,
        #[serde(default = "default_cram_size")]
        cols: u8,
    },
    /// An arena written by hand in a RON file (seed 003, Definition 1.1);
    /// `draw_limit` (plies, 1 to 4294967295) replaces the file's draw rule.
    Arena {
        path: String,
        #[serde(default, with = "bare_limit", skip_serializing_if = "Option::is_none")]
        draw_limit: Option<u32>,
    },
    /// A game tree in the bracket notation of textbooks, `((3, 5), (2, 9))`:
    /// MAX (player 0) at the root, players alternating by depth, integer
    /// leaves (see [`crate::games::arena::tree`]).
    Tree { leaves: String },
}

/// A game of the catalog: named, with its parameters, by a [`GameSpec`].
pub trait Catalogued: Game {
    /// The value that names this game and its parameters:
    /// `AnyGame::from_spec(&g.spec())` is the same game.
    fn spec(&self) -> GameSpec;
}

/// A match of a game of the catalog, types erased: a [`DynMatch`] that names
/// its game. Every `Match<G>` of a [`Catalogued`] game is one.
///
/// It adds to [`DynMatch`] the one method the engine cannot have (the engine
/// names no game, so no [`GameSpec`]); the match itself is made by
/// [`crate::games::AnyGame::new_match`] with [`crate::with_game!`].
pub trait CatalogMatch: DynMatch {
    fn spec(&self) -> GameSpec;
}

impl<G: Catalogued> CatalogMatch for Match<G> {
    fn spec(&self) -> GameSpec {
        self.game().spec()
    }
}

/// `draw_limit: 500`, a bare number whether RON's `implicit_some` is on (a
/// replay) or not (the command line).
mod bare_limit {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(limit: &Option<u32>, s: S) -> Result<S::Ok, S::Error> {
        match limit {
            Some(n) => s.serialize_u32(*n),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
        u32::deserialize(d).map(Some)
    }
}

fn default_draw_limit() -> u16 {
    DEFAULT_TAFL_DRAW_LIMIT
}

fn default_c4_rows() -> u8 {
    6
}
fn default_c4_cols() -> u8 {
    7
}
fn default_nim_heaps() -> Vec<u32> {
    vec![1, 3, 5, 7]
}
fn default_kuhn_players() -> u8 {
    2
}
fn default_goofspiel_cards() -> u8 {
    5
}
fn default_pig_target() -> u8 {
    30
}
fn default_chomp_rows() -> u8 {
    3
}
fn default_chomp_cols() -> u8 {
    2
}
fn default_cram_size() -> u8 {
    3
}

/// Why a text is not a game specification, or a specification is not a game.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SpecError {
    #[error("unknown game {name:?}; {hint}known games: {}", GameSpec::NAMES.join(", "))]
    Unknown { name: String, hint: String },
    #[error("cannot read game specification {}: {message}", quoted(text))]
    Syntax { text: String, message: String },
    #[error("invalid {game}: {why}")]
    Invalid { game: &'static str, why: String },
}

impl GameSpec {
    /// The name of every game, as written in a specification.
    pub const NAMES: &'static [&'static str] = &[
        "TicTacToe",
        "ConnectFour",
        "Nim",
        "KuhnPoker",
        "LeducPoker",
        "Goofspiel",
        "PhantomTicTacToe",
        "Pig",
        "Tablut",
        "ArdRi",
        "Chomp",
        "Cram",
        "Arena",
        "Tree",
    ];

    /// The game's name (the enum variant).
    pub fn name(&self) -> &'static str {
        match self {
            GameSpec::TicTacToe => "TicTacToe",
            GameSpec::ConnectFour { .. } => "ConnectFour",
            GameSpec::Nim { .. } => "Nim",
            GameSpec::KuhnPoker { .. } => "KuhnPoker",
            GameSpec::LeducPoker => "LeducPoker",
            GameSpec::Goofspiel { .. } => "Goofspiel",
            GameSpec::PhantomTicTacToe => "PhantomTicTacToe",
            GameSpec::Pig { .. } => "Pig",
            GameSpec::Tablut { .. } => "Tablut",
            GameSpec::ArdRi { .. } => "ArdRi",
            GameSpec::Chomp { .. } => "Chomp",
            GameSpec::Cram { .. } => "Cram",
            GameSpec::Arena { .. } => "Arena",
            GameSpec::Tree { .. } => "Tree",
        }
    }
}

impl fmt::Display for GameSpec {
    /// The RON text of the value, on one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameSpec::TicTacToe => write!(f, "TicTacToe"),
            GameSpec::ConnectFour { rows, cols } => {
                write!(f, "ConnectFour(rows: {rows}, cols: {cols})")
            }
            GameSpec::Nim { heaps } => {
                let h: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
                write!(f, "Nim(heaps: [{}])", h.join(", "))
            }
            GameSpec::KuhnPoker { players } => write!(f, "KuhnPoker(players: {players})"),
            GameSpec::LeducPoker => write!(f, "LeducPoker"),
            GameSpec::Goofspiel { cards, signal } => {
                write!(f, "Goofspiel(cards: {cards}, signal: {signal:?})")
            }
            GameSpec::PhantomTicTacToe => write!(f, "PhantomTicTacToe"),
            GameSpec::Pig { target } => write!(f, "Pig(target: {target})"),
            GameSpec::Tablut { step, draw_limit } | GameSpec::ArdRi { step, draw_limit } => {
                let name = self.name();
                write!(f, "{name}(step: {step:?}, draw_limit: {draw_limit})")
            }
            GameSpec::Chomp { rows, cols } => write!(f, "Chomp(rows: {rows}, cols: {cols})"),
            GameSpec::Cram { rows, cols } => write!(f, "Cram(rows: {rows}, cols: {cols})"),
            GameSpec::Arena { path, draw_limit } => {
                let quoted = ron::to_string(path).unwrap_or_else(|_| format!("{path:?}"));
                match draw_limit {
                    Some(n) => write!(f, "Arena(path: {quoted}, draw_limit: {n})"),
                    None => write!(f, "Arena(path: {quoted})"),
                }
            }
            GameSpec::Tree { leaves } => {
                let quoted = ron::to_string(leaves).unwrap_or_else(|_| format!("{leaves:?}"));
                write!(f, "Tree(leaves: {quoted})")
            }
        }
    }
}

impl FromStr for GameSpec {
    type Err = SpecError;

    /// Reads RON; the name is matched ignoring case, a bare name (or `Name()`)
    /// of a game with parameters takes the defaults (`ConnectFour` is
    /// `ConnectFour(rows: 6, cols: 7)`).
    fn from_str(text: &str) -> Result<Self, SpecError> {
        let (name, text) = canonical(text, Self::NAMES).map_err(|e| match e {
            NameError::Missing => SpecError::Syntax {
                text: excerpt(text),
                message: "expected a game name such as ConnectFour(rows: 6, cols: 7)".into(),
            },
            NameError::Unknown { typed, near } => SpecError::Unknown {
                name: excerpt(&typed),
                hint: hint(near),
            },
        })?;
        let unit = ["TicTacToe", "PhantomTicTacToe", "LeducPoker"].contains(&name);
        let full = if name == text && !unit {
            format!("{text}()")
        } else {
            text.clone()
        };
        ron::from_str(&full).map_err(|e| SpecError::Syntax {
            text: excerpt(&text),
            message: ron_message(&full, name, &e, Self::FIELDS),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_ron() {
        let c4: GameSpec = "ConnectFour(rows: 5, cols: 8)".parse().unwrap();
        assert_eq!(c4, GameSpec::ConnectFour { rows: 5, cols: 8 });
        assert_eq!(c4.to_string(), "ConnectFour(rows: 5, cols: 8)");
        let default: GameSpec = "ConnectFour".parse().unwrap();
        assert_eq!(default, GameSpec::ConnectFour { rows: 6, cols: 7 });
        let nim: GameSpec = " Nim(heaps: [2, 2]) ".parse().unwrap();
        assert_eq!(nim.to_string(), "Nim(heaps: [2, 2])");
        assert_eq!(
            "TicTacToe".parse::<GameSpec>().unwrap(),
            GameSpec::TicTacToe
        );
        let chomp: GameSpec = "Chomp".parse().unwrap();
        assert_eq!(chomp, GameSpec::Chomp { rows: 3, cols: 2 });
        let cram: GameSpec = "Cram(rows: 2, cols: 3)".parse().unwrap();
        assert_eq!(cram.to_string(), "Cram(rows: 2, cols: 3)");
        let arena: GameSpec = r#"Arena(path: "assets/arenas/a \"b\".ron")"#.parse().unwrap();
        assert_eq!(
            arena,
            GameSpec::Arena {
                path: r#"assets/arenas/a "b".ron"#.into(),
                draw_limit: None,
            }
        );
        for spec in [c4, nim, GameSpec::TicTacToe, chomp, cram, arena] {
            let ron_text = ron::to_string(&spec).unwrap();
            assert_eq!(ron::from_str::<GameSpec>(&ron_text).unwrap(), spec);
            assert_eq!(spec.to_string().parse::<GameSpec>().unwrap(), spec);
        }
    }

    #[test]
    fn errors_name_the_problem() {
        let e = "Chess".parse::<GameSpec>().unwrap_err();
        assert!(e.to_string().contains("unknown game \"Chess\""), "{e}");
        let e = "ConnectFour(rows: 6, cols: "
            .parse::<GameSpec>()
            .unwrap_err();
        assert!(matches!(e, SpecError::Syntax { .. }), "{e}");
        let e = "ConnectFour(rows: -1)".parse::<GameSpec>().unwrap_err();
        assert!(matches!(e, SpecError::Syntax { .. }), "{e}");
        let e = "(1, 2)".parse::<GameSpec>().unwrap_err();
        assert!(matches!(e, SpecError::Syntax { .. }), "{e}");
    }
}
