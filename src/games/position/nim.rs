//! Nim's positions: the heap sizes in order, separated by spaces, then `to
//! move: N` (0 when left out; the number of moves so far is not in the heaps,
//! so it is chosen), on the next line or after a `;`:
//!
//! ```text
//! 1 3 0 6; to move: 1
//! ```
//!
//! As many heaps as the game has; refused, a heap larger than it started
//! (heaps only shrink).

use super::{keyed, read_to_move};
use crate::engine::{PositionError, Positions, Setup, SetupLayout};
use crate::games::nim::MAX_HEAPS;
use crate::games::{Nim, NimState};

/// The parts of a text split at new lines and `;`, each with its line and
/// column (from 1).
pub(crate) fn parts(text: &str) -> Vec<(usize, usize, &str)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut column = 1;
        for part in line.split(';') {
            if !part.trim().is_empty() {
                let lead = part.len() - part.trim_start().len();
                out.push((i + 1, column + lead, part.trim()));
            }
            column += part.chars().count() + 1;
        }
    }
    out
}

impl Positions<NimState> for Nim {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: 0,
            cols: 0,
            pieces: vec![],
            marked: vec![],
            numbers: (1..=self.heap_count())
                .map(|h| format!("heap {h}"))
                .collect(),
            to_move_free: true,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "the heap sizes separated by spaces, then `; to move: N`"
    }

    fn setup_of(&self, s: &NimState) -> Setup {
        Setup {
            cells: vec![],
            numbers: s.heaps[..self.heap_count()]
                .iter()
                .map(|&h| h.into())
                .collect(),
            to_move: s.to_move as usize,
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<NimState, PositionError> {
        let n = self.heap_count();
        if setup.numbers.len() != n {
            return Err(PositionError::whole(format!(
                "this Nim has {n} heaps, not {}",
                setup.numbers.len()
            )));
        }
        let mut heaps = [0; MAX_HEAPS];
        for (k, (&h, &start)) in setup.numbers.iter().zip(self.start_heaps()).enumerate() {
            if h > start {
                return Err(PositionError::square(
                    format!("heap {}", k + 1),
                    format!("{h} objects, but it started with {start} and heaps only shrink"),
                ));
            }
            heaps[k] = h as u8;
        }
        Ok(NimState {
            heaps,
            to_move: (setup.to_move % 2) as u8,
        })
    }

    fn write(&self, setup: &Setup) -> String {
        let heaps: Vec<String> = setup.numbers.iter().map(u32::to_string).collect();
        format!("{}; to move: {}\n", heaps.join(" "), setup.to_move)
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let mut numbers = None;
        let mut to_move = 0;
        for (line, column, part) in parts(text) {
            if let Some(v) = keyed(part, "to move") {
                to_move = read_to_move(v, line, 2)?;
                continue;
            }
            if numbers.is_some() {
                return Err(PositionError::at(
                    line,
                    column,
                    format!("expected `to move: N`, not {part:?}"),
                ));
            }
            let mut heaps = Vec::new();
            let mut offset = 0;
            for token in part.split([' ', ',', '\t']) {
                if !token.is_empty() {
                    let h: u32 = token.parse().map_err(|_| {
                        PositionError::at(
                            line,
                            column + offset,
                            format!("a heap size is a number, not {token:?}"),
                        )
                    })?;
                    heaps.push(h);
                }
                offset += token.chars().count() + 1;
            }
            if heaps.len() != self.heap_count() {
                return Err(PositionError::at(
                    line,
                    column,
                    format!(
                        "{} heap sizes for a Nim of {} heaps",
                        heaps.len(),
                        self.heap_count()
                    ),
                ));
            }
            numbers = Some(heaps);
        }
        let numbers = numbers.ok_or_else(|| {
            PositionError::whole("no heap sizes: write them separated by spaces, such as `1 3 0 6`")
        })?;
        Ok(Setup {
            cells: vec![],
            numbers,
            to_move,
        })
    }
}
