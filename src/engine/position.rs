//! Setting up a position: a game that has a board (or heaps, or scores) reads
//! and writes a position in its own notation, and checks that a position set up
//! by hand is one its rules allow, so that a teacher shows a capture case or a
//! threat without playing up to it.
//!
//! The capability is [`Positions`], reached from any [`Game`] through
//! [`Game::positions`] (`None`, the default, for a game without set-up). It works
//! in two layers, so that an editor can hold a position the rules refuse while
//! it is being built:
//! - a [`Setup`] is what a board editor edits: a grid of cells, each empty or
//!   holding one piece of the game's palette ([`SetupLayout::pieces`]), a few
//!   numbers (heaps, scores, an action counter) and the player to move; it is
//!   read from and written to text ([`Positions::read`], [`Positions::write`])
//!   with syntax checks only;
//! - [`Positions::state_of`] turns a setup into a state of the game, or refuses
//!   it with the reason and the square ([`PositionError`]).
//!
//! The notations are the games' (see each game's `positions` module).
//!
//! [`Game`]: super::Game
//! [`Game::positions`]: super::Game::positions

use super::player::Player;
use thiserror::Error;

/// Where a position is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The position as a whole (a count of pieces, who is to move).
    Whole,
    /// A line and a column of the text, both from 1.
    Text { line: usize, column: usize },
    /// A part of the board in the game's own naming, kind included:
    /// `square e5`, `column 4`, `heap 2`.
    Square(String),
}

/// Why a text or a setup is not a position of the game: `line 3, column 5:
/// unknown cell '?'`, `square e5: a simple pawn may not stand on the throne`.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub struct PositionError {
    pub place: Place,
    pub why: String,
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.place {
            Place::Whole => write!(f, "{}", self.why),
            Place::Text { line, column } => {
                write!(f, "line {line}, column {column}: {}", self.why)
            }
            Place::Square(name) => write!(f, "{name}: {}", self.why),
        }
    }
}

impl PositionError {
    /// An error about the position as a whole.
    pub fn whole(why: impl Into<String>) -> Self {
        PositionError {
            place: Place::Whole,
            why: why.into(),
        }
    }

    /// An error at `line` and `column` of the text (both from 1).
    pub fn at(line: usize, column: usize, why: impl Into<String>) -> Self {
        PositionError {
            place: Place::Text { line, column },
            why: why.into(),
        }
    }

    /// An error about a part of the board (`square e5`, `column 4`).
    pub fn square(name: impl Into<String>, why: impl Into<String>) -> Self {
        PositionError {
            place: Place::Square(name.into()),
            why: why.into(),
        }
    }

    /// What a game without position set-up answers.
    pub fn unsupported(game: &str) -> Self {
        PositionError::whole(format!("{game} has no position set-up"))
    }
}

/// One kind of piece or mark that a setup's cell may hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupPiece {
    /// Its name in English (`attacker`, `X`, `covered`) ...
    pub name: &'static str,
    /// ... and in French.
    pub name_fr: &'static str,
    /// The character that stands for it in the game's notation.
    pub symbol: char,
    /// The player it belongs to, if any (a Chomp square or a Cram cell: none).
    pub owner: Option<Player>,
}

/// What a board editor needs to know of a game's setups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupLayout {
    /// The grid's size (`0 x 0` for a game without a board, such as Pig).
    pub rows: usize,
    pub cols: usize,
    /// The palette: cell value `k` (from 1) is `pieces[k - 1]`; 0 is empty.
    pub pieces: Vec<SetupPiece>,
    /// Cells drawn marked (tafl's fortresses), as indices in reading order.
    pub marked: Vec<usize>,
    /// The names of [`Setup::numbers`] (`heap 1`, `actions played`).
    pub numbers: Vec<String>,
    /// Whether the player to move is chosen (Nim, Chomp) rather than fixed by
    /// the pieces (tic-tac-toe, Connect Four, Cram).
    pub to_move_free: bool,
    /// The number of players (the choices of the player to move).
    pub players: usize,
}

impl SetupLayout {
    /// The name of cell `index` as the game's errors write it is the game's;
    /// this is its (row, column) from the top left, both from 0.
    pub fn coords(&self, index: usize) -> (usize, usize) {
        (index / self.cols.max(1), index % self.cols.max(1))
    }
}

/// A position being set up (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// `rows * cols` cells in reading order, the top row first: 0 is empty,
    /// `k` the `k`-th piece of [`SetupLayout::pieces`].
    pub cells: Vec<u8>,
    /// The numbers named by [`SetupLayout::numbers`].
    pub numbers: Vec<u32>,
    /// The player to move (when the pieces fix it, the one they fix).
    pub to_move: Player,
}

impl Setup {
    /// An empty board with `numbers`, player 0 to move.
    pub fn empty(layout: &SetupLayout, numbers: Vec<u32>) -> Self {
        Setup {
            cells: vec![0; layout.rows * layout.cols],
            numbers,
            to_move: 0,
        }
    }
}

/// A game's positions in its own notation (see the module doc).
pub trait Positions<S> {
    /// The grid, the palette and the numbers of this game's setups.
    fn layout(&self) -> SetupLayout;

    /// How the notation is written, in one or two sentences (for help texts).
    fn notation_help(&self) -> &'static str;

    /// The setup of a state.
    fn setup_of(&self, s: &S) -> Setup;

    /// The state of a setup of this game's shape (see
    /// [`Positions::checked_state`]), or why the rules do not allow it.
    fn state_of(&self, setup: &Setup) -> Result<S, PositionError>;

    /// A setup in the game's notation.
    fn write(&self, setup: &Setup) -> String;

    /// Reads a setup (syntax and sizes only; [`Positions::state_of`] checks the
    /// rules).
    fn read(&self, text: &str) -> Result<Setup, PositionError>;

    /// Makes `player` the one to move in `setup`, when the layout lets one
    /// choose (some games keep it in a number, tafl's action counter).
    fn set_to_move(&self, setup: &mut Setup, player: Player) {
        setup.to_move = player;
    }

    /// [`Positions::state_of`] after checking that `setup` has this game's
    /// shape (as many cells and numbers as [`Positions::layout`] says): the
    /// door for a setup from outside (an editor that may hold another game's).
    fn checked_state(&self, setup: &Setup) -> Result<S, PositionError> {
        let layout = self.layout();
        let (cells, numbers) = (layout.rows * layout.cols, layout.numbers.len());
        if setup.cells.len() != cells || setup.numbers.len() != numbers {
            return Err(PositionError::whole(format!(
                "this game's position has {cells} cells and {numbers} numbers, not {} and {}",
                setup.cells.len(),
                setup.numbers.len()
            )));
        }
        if let Some(k) = setup
            .cells
            .iter()
            .position(|&c| c as usize > layout.pieces.len())
        {
            return Err(PositionError::whole(format!(
                "cell {} holds no piece of this game",
                k + 1
            )));
        }
        if setup.to_move >= layout.players {
            return Err(PositionError::whole(format!(
                "no player {} in this game",
                setup.to_move
            )));
        }
        self.state_of(setup)
    }

    /// Reads and checks a position.
    fn read_position(&self, text: &str) -> Result<S, PositionError> {
        self.checked_state(&self.read(text)?)
    }

    /// A state in the game's notation.
    fn write_position(&self, s: &S) -> String {
        self.write(&self.setup_of(s))
    }
}

/// The state a match starts from: `position` read and checked in `g`'s
/// notation, or without one the initial state (a replay file's `position`).
pub fn position_or_initial<G: super::Game>(
    g: &G,
    position: Option<&str>,
) -> Result<G::State, PositionError> {
    let Some(text) = position else {
        return Ok(g.initial_state());
    };
    let positions = g
        .positions()
        .ok_or_else(|| PositionError::unsupported(g.info().name))?;
    positions.read_position(text)
}
