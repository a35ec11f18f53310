//! Chomp's positions: the bar as it stands, top row first, `#` for a square
//! still there (`P` for the poisoned square 1,1 at the top left, as the board
//! is drawn), `.` for an eaten one, then `to move: N` (0 when left out; the
//! number of bites so far is not on the board, so it is chosen):
//!
//! ```text
//! P # #
//! # # .
//! to move: 1
//! ```
//!
//! A bite eats a square and every square below it and to its right, so the
//! squares left must form a staircase: refused, a square still there whose
//! neighbour above or to its left was eaten.

use super::{read_grid, read_to_move_lines, write_grid};
use crate::engine::{PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::chomp::square;
use crate::games::{Chomp, ChompState};

fn squares() -> Vec<SetupPiece> {
    vec![SetupPiece {
        name: "square",
        name_fr: "carré",
        symbol: '#',
        owner: None,
    }]
}

impl Positions<ChompState> for Chomp {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: self.rows() as usize,
            cols: self.cols() as usize,
            pieces: squares(),
            marked: vec![0],
            numbers: vec![],
            to_move_free: true,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "the rows of the bar, top row first, # a square left and . an eaten one, then `to move: N`"
    }

    fn setup_of(&self, s: &ChompState) -> Setup {
        let mut cells = Vec::new();
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                cells.push(u8::from(s.board & square(r, c) != 0));
            }
        }
        Setup {
            cells,
            numbers: vec![],
            to_move: s.to_move as usize,
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<ChompState, PositionError> {
        let cols = self.cols() as usize;
        let here = |r: u8, c: u8| setup.cells.get(r as usize * cols + c as usize) == Some(&1);
        let mut board = 0;
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if !here(r, c) {
                    continue;
                }
                let gone = if r > 0 && !here(r - 1, c) {
                    Some("above")
                } else if c > 0 && !here(r, c - 1) {
                    Some("to its left")
                } else {
                    None
                };
                if let Some(side) = gone {
                    return Err(PositionError::square(
                        format!("square {},{}", r + 1, c + 1),
                        format!(
                            "it is still there but the square {side} was eaten (a bite eats every square below and to the right)"
                        ),
                    ));
                }
                board |= square(r, c);
            }
        }
        Ok(ChompState {
            board,
            to_move: (setup.to_move % 2) as u8,
        })
    }

    fn write(&self, setup: &Setup) -> String {
        let mut out = write_grid(&setup.cells, self.cols() as usize, &squares(), '.');
        if setup.cells.first() == Some(&1) {
            out.replace_range(0..1, "P");
        }
        out.push_str(&format!("to move: {}\n", setup.to_move));
        out
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let text = text.replace(['P', 'p'], "#");
        let (rows, cols) = (self.rows() as usize, self.cols() as usize);
        let grid = read_grid(&text, rows, cols, &squares(), &['.'], false)?;
        let to_move = read_to_move_lines(&grid.rest, 2)?;
        Ok(Setup {
            cells: grid.cells,
            numbers: vec![],
            to_move,
        })
    }
}
