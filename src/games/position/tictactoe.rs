//! Tic-tac-toe's positions: the 3x3 grid, top row first, `X` (player 0, who
//! starts), `O` and `.` (either case; spaces between cells optional):
//!
//! ```text
//! X O .
//! . X .
//! . . O
//! ```
//!
//! The marks fix who moves (X when the counts are equal, O when X has one
//! more), so no `to move` is written. Refused: counts no play reaches (5 X and
//! 2 O), a line of the player who did not move last, two lines that no single
//! last mark made.

use super::{check_wins, read_grid, write_grid};
use crate::engine::{Game, PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::tictactoe::has_line;
use crate::games::{TicTacToe, TicTacToeState};

/// The palette shared with phantom tic-tac-toe's plain marks.
pub(crate) fn marks() -> Vec<SetupPiece> {
    vec![
        SetupPiece {
            name: "X",
            name_fr: "X",
            symbol: 'X',
            owner: Some(0),
        },
        SetupPiece {
            name: "O",
            name_fr: "O",
            symbol: 'O',
            owner: Some(1),
        },
    ]
}

/// Checks the counts and lines of two players' marks on the 3x3 grid (shared
/// with phantom tic-tac-toe) and returns the player to move.
pub(crate) fn check_marks(marks: [u16; 2]) -> Result<usize, PositionError> {
    let (x, o) = (marks[0].count_ones(), marks[1].count_ones());
    if x != o && x != o + 1 {
        return Err(PositionError::whole(format!(
            "{x} X and {o} O: X starts and the players alternate, so X has as many marks as O or one more"
        )));
    }
    let to_move = (x + o) as usize % 2;
    if x + o > 0 {
        let last = 1 - to_move;
        let marks = marks.map(u64::from);
        check_wins(marks, last, marks[last], |b| has_line(b as u16), ["X", "O"])?;
    }
    Ok(to_move)
}

/// Each player's cells as bits from setup cells (values `first` and `first + 1`).
pub(crate) fn bits(cells: &[u8], value: u8) -> u16 {
    cells
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c == value)
        .fold(0, |acc, (i, _)| acc | 1 << i)
}

impl Positions<TicTacToeState> for TicTacToe {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: 3,
            cols: 3,
            pieces: marks(),
            marked: vec![],
            numbers: vec![],
            to_move_free: false,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "three rows of X, O and . (top row first); the counts say who moves"
    }

    fn setup_of(&self, s: &TicTacToeState) -> Setup {
        Setup {
            cells: (0..9)
                .map(|i| s.cell(i).map_or(0, |p| p as u8 + 1))
                .collect(),
            numbers: vec![],
            to_move: self
                .turn(s)
                .to_move()
                .unwrap_or((s.marks[0] | s.marks[1]).count_ones() as usize % 2),
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<TicTacToeState, PositionError> {
        let marks = [bits(&setup.cells, 1), bits(&setup.cells, 2)];
        check_marks(marks)?;
        Ok(TicTacToeState { marks })
    }

    fn write(&self, setup: &Setup) -> String {
        write_grid(&setup.cells, 3, &marks(), '.')
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let grid = read_grid(text, 3, 3, &marks(), &['.', '_', '-'], true)?;
        if let Some(&(number, line)) = grid.rest.first() {
            return Err(PositionError::at(
                number,
                1,
                format!("the board has 3 rows; {:?} is one too many", line.trim()),
            ));
        }
        let to_move = grid.cells.iter().filter(|&&c| c != 0).count() % 2;
        Ok(Setup {
            cells: grid.cells,
            numbers: vec![],
            to_move,
        })
    }
}
