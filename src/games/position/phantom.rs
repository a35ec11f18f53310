//! Phantom tic-tac-toe's positions: the true board as in tic-tac-toe (`X`, `O`,
//! `.`, top row first), where a mark the opponent has bumped into (and so
//! knows) is written in lower case: `x` is an X that O tried to take.
//!
//! ```text
//! X o .
//! . X .
//! . . O
//! ```
//!
//! The counts of marks fix who moves, as in tic-tac-toe, with the same checks.

use super::tictactoe::{bits, check_marks, marks};
use super::{read_grid, write_grid};
use crate::engine::{PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::{PhantomState, PhantomTicTacToe};

fn pieces() -> Vec<SetupPiece> {
    let mut pieces = marks();
    pieces.push(SetupPiece {
        name: "X seen by O",
        name_fr: "X vu par O",
        symbol: 'x',
        owner: Some(0),
    });
    pieces.push(SetupPiece {
        name: "O seen by X",
        name_fr: "O vu par X",
        symbol: 'o',
        owner: Some(1),
    });
    pieces
}

impl Positions<PhantomState> for PhantomTicTacToe {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: 3,
            cols: 3,
            pieces: pieces(),
            marked: vec![],
            numbers: vec![],
            to_move_free: false,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "three rows of X, O and . (top row first); x and o are marks the opponent has discovered"
    }

    fn setup_of(&self, s: &PhantomState) -> Setup {
        let cells = (0..9)
            .map(|i| {
                let bit = 1u16 << i;
                let owner = (0..2).find(|&p| s.marks[p] & bit != 0);
                match owner {
                    Some(p) if s.discovered[1 - p] & bit != 0 => p as u8 + 3,
                    Some(p) => p as u8 + 1,
                    None => 0,
                }
            })
            .collect();
        Setup {
            cells,
            numbers: vec![],
            to_move: s.to_move as usize,
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<PhantomState, PositionError> {
        let seen = [bits(&setup.cells, 3), bits(&setup.cells, 4)];
        let marks = [
            bits(&setup.cells, 1) | seen[0],
            bits(&setup.cells, 2) | seen[1],
        ];
        let to_move = check_marks(marks)?;
        Ok(PhantomState {
            marks,
            discovered: [seen[1], seen[0]],
            to_move: to_move as u8,
        })
    }

    fn write(&self, setup: &Setup) -> String {
        write_grid(&setup.cells, 3, &pieces(), '.')
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let grid = read_grid(text, 3, 3, &pieces(), &['.', '_', '-'], false)?;
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
