//! The exact Connect Four solver: the strong engine ([`super::negamax`]) with a
//! Connect Four [`super::evaluator::Evaluator`] in the manner of Pascal Pons's
//! solver (module `eval`), and the null-window driver that narrows the score to its
//! exact value.
//!
//! Score (Pons's convention): 0 for a draw; when the player to move can force a
//! win, `cells / 2 + 1 - k` (22 - k on 7x6), where `k` is the number of stones
//! that player has played when the winning stone lands with best play (a win with
//! the 4th stone is 18); a losing side gets the negative of the winner's score.
//!
//! What the evaluator adds to the generic engine: the table key `current + mask`
//! (unique because of the spare bit row), bounds on the score proved before any
//! search (no move that does not lose, the most and least that remain
//! possible), only non-losing moves searched, ordered by how many winning cells
//! they create, centre first among equals. As in Pons's solver, an immediate win
//! is checked once, at the root, by the driver: the moves searched never let
//! the opponent win at once, so no position below the root has one. The driver runs
//! null-window searches at the median of the remaining interval, biased towards
//! 0 (iterative narrowing). It needs a board with a spare row (`height = rows + 1`).
//!
//! The engine's table here is a [`CompactTable`]: 8-byte entries with 32-bit
//! partial keys (the keys are below `2^49` on 7x6), in memory advised for huge
//! pages, the children's slots prefetched before the node's own is read
//! ([`super::evaluator::Evaluator::child_keys`]). Most of a solve is spent
//! waiting for the table, and this roughly halved it against the general
//! 16-byte [`Table`], with which the solver searches exactly the same nodes
//! ([`Solver::with_full_table`], tested).

use super::negamax::{Negamax, Options, SearchError, UNLIMITED};
use super::trace::{NoTracer, Tracer, Value};
use super::tt::{CompactTable, Table, TtStore};
use crate::engine::Game;
use crate::games::{ConnectFour, ConnectFourState};
use std::sync::atomic::AtomicBool;
use thiserror::Error;

mod eval;
use eval::C4Eval;

/// Why a line is not a position to solve.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PositionError {
    #[error("character {index} ({found:?}) is not a column digit 1..{cols}")]
    NotColumn { index: usize, found: char, cols: u8 },
    #[error("move {index}: column {col} is full")]
    ColumnFull { index: usize, col: u8 },
    #[error("move {index}: the game is already over")]
    AfterEnd { index: usize },
    #[error("the game is over after these moves")]
    Over,
    #[error("the solver needs a spare bit row: {rows} x {cols} does not fit")]
    Board { rows: u8, cols: u8 },
}

/// Plays a string of column digits (1 = leftmost) from the empty board.
pub fn parse_position(g: &ConnectFour, moves: &str) -> Result<ConnectFourState, PositionError> {
    let mut s = g.initial_state();
    for (i, ch) in moves.chars().enumerate() {
        let index = i + 1;
        let col = match ch.to_digit(10) {
            Some(d) if (1..=g.cols() as u32).contains(&d) => (d - 1) as u8,
            _ => {
                return Err(PositionError::NotColumn {
                    index,
                    found: ch,
                    cols: g.cols(),
                });
            }
        };
        if g.turn(&s).is_terminal() {
            return Err(PositionError::AfterEnd { index });
        }
        if !g.can_play(&s, col) {
            return Err(PositionError::ColumnFull {
                index,
                col: col + 1,
            });
        }
        g.drop_disc(&mut s, col);
    }
    if g.turn(&s).is_terminal() {
        return Err(PositionError::Over);
    }
    Ok(s)
}

/// An exact score with the work it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    pub score: Value,
    pub nodes: u64,
}

/// The solver: the engine with `C4Eval` (module `eval`); its table is kept between positions.
/// The table is a [`CompactTable`] (8-byte entries, huge pages) unless made with
/// [`Solver::with_full_table`]; both give the same scores and the same nodes.
pub struct Solver<S = CompactTable> {
    engine: Negamax<ConnectFour, C4Eval, S>,
    cells: Value,
    /// The nodes of the last [`Solver::solve_until`], finished or stopped.
    searched: u64,
}

impl Solver {
    /// A solver for `g` with a table of about `2^tt_bits` entries (8 bytes each,
    /// 16 when the table needs full keys, see [`CompactTable`]).
    pub fn new(g: ConnectFour, tt_bits: u32) -> Result<Self, PositionError> {
        Solver::with_budget(g, tt_bits, None)
    }

    /// A solver whose null-window searches each give up after about `max_nodes`
    /// nodes (see [`Solver::solve_until`]).
    pub fn with_budget(
        g: ConnectFour,
        tt_bits: u32,
        max_nodes: Option<u64>,
    ) -> Result<Self, PositionError> {
        Solver::with_store(g, max_nodes, |eval| {
            CompactTable::new(tt_bits, eval.max_key, true)
        })
    }
}

impl Solver<Table<u8>> {
    /// A solver with the engine's general table of `2^tt_bits` entries of 16
    /// bytes (indexed as the compact one: the same searches, more memory).
    pub fn with_full_table(g: ConnectFour, tt_bits: u32) -> Result<Self, PositionError> {
        Solver::with_store(g, None, |_| Table::with_prime_index(tt_bits))
    }
}

impl<S: TtStore<u8>> Solver<S> {
    fn with_store(
        g: ConnectFour,
        max_nodes: Option<u64>,
        table: impl FnOnce(&C4Eval) -> S,
    ) -> Result<Self, PositionError> {
        let eval = C4Eval::new(&g)?;
        let cells = eval.cells;
        let tt = table(&eval);
        let options = Options {
            tt_bits: None,
            pvs: false,
            max_nodes,
            ..Options::default()
        };
        let engine = Negamax::with_table(g, eval, options, Some(tt))
            .map_err(|_| PositionError::Board { rows: 0, cols: 0 })?;
        Ok(Solver {
            engine,
            cells,
            searched: 0,
        })
    }

    /// The nodes searched by the last [`Solver::solve_until`], finished or
    /// stopped.
    pub fn searched(&self) -> u64 {
        self.searched
    }

    /// The table's slots and the bytes each takes.
    pub fn table_size(&self) -> (usize, usize) {
        self.engine
            .table()
            .map_or((0, 0), |t| (t.capacity(), t.slot_bytes()))
    }

    pub fn game(&self) -> &ConnectFour {
        self.engine.game()
    }

    /// Forgets the table (each position then solves from scratch).
    pub fn clear(&mut self) {
        self.engine.clear();
    }

    /// The exact score of `s` (not final) for the player to move.
    pub fn solve(&mut self, s: &ConnectFourState) -> Result<Solution, SearchError> {
        let stop = AtomicBool::new(false);
        let solved = self.solve_until(s, &mut NoTracer, &stop)?;
        // Without a budget or a raised flag no search stops early.
        solved.ok_or(SearchError::Unsupported("a solve stopped without a budget"))
    }

    /// [`Solver::solve`] reporting to `tracer`, or `Ok(None)` when `stop` was
    /// raised or a search ran out of the node budget before the score was exact.
    pub fn solve_until<T: Tracer<u8>>(
        &mut self,
        s: &ConnectFourState,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<Option<Solution>, SearchError> {
        self.searched = 0;
        let plies = s.plies as Value;
        let eval = self.engine.evaluator();
        if !self.game().turn(s).is_terminal() && eval.can_win_now(s) {
            // Checked here once: the evaluator's bounds assume no immediate win.
            let score = eval.win_now(plies);
            return Ok(Some(Solution { score, nodes: 0 }));
        }
        let (mut min, mut max) = (-(self.cells - plies) / 2, (self.cells + 1 - plies) / 2);
        let mut nodes = 0;
        while min < max {
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = self
                .engine
                .window_value(s, UNLIMITED, med, med + 1, tracer, stop)?;
            nodes += r.stats.nodes;
            self.searched = nodes;
            if r.stopped {
                return Ok(None);
            }
            if r.value <= med {
                max = r.value.min(med);
            } else {
                min = r.value.max(med + 1);
            }
        }
        Ok(Some(Solution { score: min, nodes }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(moves: &str) -> Value {
        let g = ConnectFour::default();
        let s = parse_position(&g, moves).unwrap();
        Solver::new(g, 16).unwrap().solve(&s).unwrap().score
    }

    #[test]
    fn immediate_and_forced() {
        // Player 0 has three in the bottom row: wins with its 4th stone.
        assert_eq!(solve("112233"), 18);
        // Player 1 to move must block at 4 and cannot win with its 4th stone.
        assert!(solve("1122337") < 18);
    }

    #[test]
    fn rejects_bad_lines() {
        let g = ConnectFour::default();
        assert!(matches!(
            parse_position(&g, "12a"),
            Err(PositionError::NotColumn { index: 3, .. })
        ));
        assert!(matches!(
            parse_position(&g, "8"),
            Err(PositionError::NotColumn { .. })
        ));
        assert!(matches!(
            parse_position(&g, "1111111"),
            Err(PositionError::ColumnFull { index: 7, col: 1 })
        ));
        assert_eq!(parse_position(&g, "1212121"), Err(PositionError::Over));
        assert_eq!(
            parse_position(&g, "12121213"),
            Err(PositionError::AfterEnd { index: 8 })
        );
    }
}
