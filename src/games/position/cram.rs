//! Cram's positions: the grid, top row first, `#` for a covered cell and `.`
//! for a free one:
//!
//! ```text
//! # # .
//! . . #
//! . . #
//! ```
//!
//! The dominoes laid fix who moves (player 0 after an even number). Refused: an
//! odd number of covered cells, and covered cells that no set of dominoes
//! covers exactly (a lone covered cell; checked by `cram_laid::tiling`). The
//! grid does not say which cells form each domino: the board shows one way.

use super::{read_grid, write_grid};
use crate::engine::{PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::cram_laid::tiling;
use crate::games::{Cram, CramState};

fn covered() -> Vec<SetupPiece> {
    vec![SetupPiece {
        name: "covered",
        name_fr: "couverte",
        symbol: '#',
        owner: None,
    }]
}

impl Positions<CramState> for Cram {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: self.rows() as usize,
            cols: self.cols() as usize,
            pieces: covered(),
            marked: vec![],
            numbers: vec![],
            to_move_free: false,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "the rows of the grid, top row first, # a covered cell and . a free one"
    }

    fn setup_of(&self, s: &CramState) -> Setup {
        let mut cells = Vec::new();
        for r in 0..self.rows() as u32 {
            for c in 0..self.cols() as u32 {
                cells.push((s.covered >> (8 * r + c) & 1) as u8);
            }
        }
        Setup {
            cells,
            numbers: vec![],
            to_move: s.to_move(),
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<CramState, PositionError> {
        let cols = self.cols() as usize;
        let covered = setup
            .cells
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != 0)
            .fold(0u64, |acc, (i, _)| acc | 1 << (8 * (i / cols) + i % cols));
        let n = covered.count_ones();
        if n % 2 == 1 {
            return Err(PositionError::whole(format!(
                "{n} covered cells: a domino covers two, so the count is even"
            )));
        }
        tiling(covered).map_err(|i| {
            PositionError::square(
                format!("cell {},{}", i / 8 + 1, i % 8 + 1),
                "no way to cover the covered cells with dominoes leaves this one in a domino",
            )
        })?;
        Ok(CramState {
            covered,
            ..CramState::default()
        })
    }

    fn write(&self, setup: &Setup) -> String {
        write_grid(&setup.cells, self.cols() as usize, &covered(), '.')
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let (rows, cols) = (self.rows() as usize, self.cols() as usize);
        let grid = read_grid(text, rows, cols, &covered(), &['.'], false)?;
        if let Some(&(number, line)) = grid.rest.first() {
            return Err(PositionError::at(
                number,
                1,
                format!(
                    "the grid has {rows} rows; {:?} is one too many",
                    line.trim()
                ),
            ));
        }
        let to_move = grid.cells.iter().filter(|&&c| c != 0).count() / 2 % 2;
        Ok(Setup {
            cells: grid.cells,
            numbers: vec![],
            to_move,
        })
    }
}
