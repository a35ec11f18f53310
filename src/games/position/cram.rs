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
//! covers exactly (a lone covered cell).

use super::{read_grid, write_grid};
use crate::engine::{PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::{Cram, CramState};

fn covered() -> Vec<SetupPiece> {
    vec![SetupPiece {
        name: "covered",
        name_fr: "couverte",
        symbol: '#',
        owner: None,
    }]
}

/// Whether the cells `set` (bit `8 * row + col`) split into dominoes: a
/// perfect matching of the grid graph, found by augmenting paths from the
/// cells of one colour (Kuhn's algorithm; at most 64 cells).
fn tiles(set: u64) -> Result<(), u32> {
    let neighbours = |i: u32| {
        let (r, c) = (i / 8, i % 8);
        let mut out = Vec::with_capacity(4);
        if c > 0 {
            out.push(i - 1);
        }
        if c < 7 {
            out.push(i + 1);
        }
        if r > 0 {
            out.push(i - 8);
        }
        if r < 7 {
            out.push(i + 8);
        }
        out.into_iter().filter(move |&j| set >> j & 1 == 1)
    };
    let mut partner: [Option<u32>; 64] = [None; 64];
    fn augment(
        i: u32,
        seen: &mut u64,
        partner: &mut [Option<u32>; 64],
        neighbours: &dyn Fn(u32) -> Vec<u32>,
    ) -> bool {
        for j in neighbours(i) {
            if *seen >> j & 1 == 1 {
                continue;
            }
            *seen |= 1 << j;
            let free = match partner[j as usize] {
                None => true,
                Some(k) => augment(k, seen, partner, neighbours),
            };
            if free {
                partner[j as usize] = Some(i);
                return true;
            }
        }
        false
    }
    let list = |i: u32| neighbours(i).collect::<Vec<u32>>();
    for i in (0..64).filter(|&i| set >> i & 1 == 1 && (i / 8 + i % 8) % 2 == 0) {
        let mut seen = 0;
        if !augment(i, &mut seen, &mut partner, &list) {
            return Err(i);
        }
    }
    // Every cell of the other colour must be matched too.
    match (0..64)
        .find(|&j| set >> j & 1 == 1 && (j / 8 + j % 8) % 2 == 1 && partner[j as usize].is_none())
    {
        Some(j) => Err(j),
        None => Ok(()),
    }
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
        tiles(covered).map_err(|i| {
            PositionError::square(
                format!("cell {},{}", i / 8 + 1, i % 8 + 1),
                "no way to cover the covered cells with dominoes leaves this one in a domino",
            )
        })?;
        Ok(CramState { covered })
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
