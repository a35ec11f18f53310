//! Connect Four's positions: the board as it stands, top row first, `X` for
//! the first player's discs (player 0), `O` for the second's, `.` for an empty
//! cell (either case; spaces between cells optional), optionally followed by
//! the column numbers. A threat in column 4:
//!
//! ```text
//! . . . . . . .
//! . . . . . . .
//! . . . . . . .
//! . . . . . . .
//! . . O O . . .
//! . . X X X O .
//! 1 2 3 4 5 6 7
//! ```
//!
//! The discs fix who moves (X when the counts are equal, O when X has one
//! more). Refused: a disc above an empty cell, counts no play reaches, a four
//! of the player who did not move last, fours that no single last disc made
//! (the game was already won).

use super::{check_wins, read_grid, write_grid};
use crate::engine::{PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::{ConnectFour, ConnectFourState};

fn discs() -> Vec<SetupPiece> {
    vec![
        SetupPiece {
            name: "first player",
            name_fr: "premier joueur",
            symbol: 'X',
            owner: Some(0),
        },
        SetupPiece {
            name: "second player",
            name_fr: "second joueur",
            symbol: 'O',
            owner: Some(1),
        },
    ]
}

impl ConnectFour {
    /// The setup cell of (`row`, `col`), row 0 at the bottom.
    fn setup_index(&self, row: u8, col: u8) -> usize {
        (self.rows() - 1 - row) as usize * self.cols() as usize + col as usize
    }
}

impl Positions<ConnectFourState> for ConnectFour {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: self.rows() as usize,
            cols: self.cols() as usize,
            pieces: discs(),
            marked: vec![],
            numbers: vec![],
            to_move_free: false,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "the rows of the board, top row first, with X, O and .; the counts say who moves"
    }

    fn setup_of(&self, s: &ConnectFourState) -> Setup {
        let mut cells = vec![0; self.rows() as usize * self.cols() as usize];
        for row in 0..self.rows() {
            for col in 0..self.cols() {
                if let Some(p) = self.cell(s, row, col) {
                    cells[self.setup_index(row, col)] = p as u8 + 1;
                }
            }
        }
        Setup {
            cells,
            numbers: vec![],
            to_move: self.to_move(s),
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<ConnectFourState, PositionError> {
        let mut marks = [0u64; 2];
        let mut tops = 0u64;
        for col in 0..self.cols() {
            let mut gap = None;
            for row in 0..self.rows() {
                let cell = setup.cells.get(self.setup_index(row, col)).copied();
                match (cell, gap) {
                    (Some(1 | 2), Some(empty)) => {
                        return Err(PositionError::square(
                            format!("column {}, row {}", col + 1, row + 1),
                            format!(
                                "the disc floats above the empty row {empty} (rows count from the bottom)"
                            ),
                        ));
                    }
                    (Some(v @ (1 | 2)), None) => {
                        let bit = self.cell_bit(row, col);
                        marks[v as usize - 1] |= bit;
                        tops = (tops & !self.column_mask(col)) | bit;
                    }
                    _ => gap = gap.or(Some(row + 1)),
                }
            }
        }
        let (x, o) = (marks[0].count_ones(), marks[1].count_ones());
        if x != o && x != o + 1 {
            return Err(PositionError::whole(format!(
                "{x} X and {o} O: X starts and the players alternate, so X has as many discs as O or one more"
            )));
        }
        let plies = x + o;
        let to_move = plies as usize % 2;
        let last = 1 - to_move;
        if plies > 0 {
            check_wins(marks, last, tops, |b| self.has_four(b), ["X", "O"])?;
        }
        Ok(ConnectFourState {
            current: marks[to_move],
            mask: marks[0] | marks[1],
            plies: plies as u8,
            won: self.has_four(marks[last]),
        })
    }

    fn write(&self, setup: &Setup) -> String {
        let mut out = write_grid(&setup.cells, self.cols() as usize, &discs(), '.');
        let numbers: Vec<String> = (1..=self.cols()).map(|c| c.to_string()).collect();
        out.push_str(&numbers.join(" "));
        out.push('\n');
        out
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let (rows, cols) = (self.rows() as usize, self.cols() as usize);
        let grid = read_grid(text, rows, cols, &discs(), &['.', '_', '-'], true)?;
        if let Some(&(number, line)) = grid.rest.first() {
            return Err(PositionError::at(
                number,
                1,
                format!(
                    "the board has {rows} rows; {:?} is one too many",
                    line.trim()
                ),
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
