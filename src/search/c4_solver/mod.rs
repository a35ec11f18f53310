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
//! The weak mode ([`Solver::set_weak`]) narrows the interval to -1..1 first:
//! its probes are the null windows around 0, and its score is the sign of the
//! strong one (a win, a draw or a loss), as the literature's weak solvers.
//!
//! The engine's table is a [`SharedMemory`]: 8-byte entries, each one atomic
//! word holding the whole key (key quotient and slot), in memory advised for
//! huge pages, the children's slots prefetched before the node's own is read
//! ([`super::evaluator::Evaluator::child_keys`]). Most of a solve is spent
//! waiting for the table. The same table serves the parallel search (module
//! `parallel`: every thread on every probe, the work split by ABDADA's
//! deferral, [`Solver::set_threads`]).
//! With the general 16-byte [`Table`] ([`Solver::with_full_table`], one
//! thread) the solver searches exactly the same nodes (tested).
//!
//! Every board of the catalogue with a spare bit row (`(rows + 1) * cols <=
//! 64`: every size from 4x4 to 8x8 but 8x8 itself) has the same solver: the
//! evaluator reads the column height from the game.

use super::negamax::{Negamax, Options, SearchError, UNLIMITED};
use super::trace::{NoTracer, Tracer, Value};
use super::tt::{SharedMemory, Table};
use crate::engine::Game;
use crate::games::{ConnectFour, ConnectFourState};
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use thiserror::Error;

mod abdada;
mod eval;
mod parallel;
use eval::C4Eval;
pub use parallel::RAMP_NODES;
use parallel::{Lazy, Plan, Probe};

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
    #[error(
        "the exact solver needs a spare bit row: {rows} rows x {cols} columns take (rows + 1) x cols > 64 bits; every other size from 4 to 8 fits"
    )]
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

/// The cores of this machine (1 if unknown): the solver's threads by default.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// An exact score with the work it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The score (see the module documentation); in the weak mode its sign
    /// only: 1 a win, 0 a draw, -1 a loss.
    pub score: Value,
    /// The nodes of every thread.
    pub nodes: u64,
}

/// Where a solve is, after each probe ([`Solver::solve_reporting`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Probes done (from 1).
    pub probe: u32,
    /// The null window's lower end of the probe (`med`, `med + 1`).
    pub window: Value,
    /// What is left of the score's interval after it.
    pub min: Value,
    pub max: Value,
    /// The nodes so far, of every thread.
    pub nodes: u64,
}

/// One probe of the narrowing: the null window's lower end, the tracer.
type ProbeFn<'a, T> = dyn FnMut(Value, &mut T) -> Result<Probe, SearchError> + 'a;

/// The solver's table: shared between its threads ([`SharedMemory`], the
/// solver's own), or the engine's general table (one thread; the oracle of
/// the tests).
enum Store {
    Shared(SharedMemory),
    Full(Box<Negamax<ConnectFour, C4Eval, Table<u8>>>),
}

/// The solver: the engine with `C4Eval` (module `eval`) on one or more threads
/// (module `parallel`); its table is kept between positions.
pub struct Solver {
    game: ConnectFour,
    eval: C4Eval,
    store: Store,
    threads: usize,
    ramp: u64,
    weak: bool,
    max_nodes: Option<u64>,
    deadline: Option<Instant>,
    /// The nodes of the last [`Solver::solve_until`], finished or stopped.
    searched: u64,
}

impl Solver {
    /// A solver for `g` on one thread with a table of about `2^tt_bits`
    /// entries of 8 bytes, in memory advised for huge pages.
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
        let store = Store::Shared(SharedMemory::new(tt_bits, true));
        Ok(Solver {
            max_nodes,
            ..Solver::with_store(g, store)?
        })
    }

    /// A solver on one thread with the engine's general table of `2^tt_bits`
    /// entries of 16 bytes (the same searches, more memory; the tests' oracle).
    pub fn with_full_table(g: ConnectFour, tt_bits: u32) -> Result<Self, PositionError> {
        let eval = C4Eval::new(&g)?;
        let options = Options {
            tt_bits: None,
            pvs: false,
            ..Options::default()
        };
        let table = Some(Table::with_prime_index(tt_bits));
        let engine = Negamax::with_table(g.clone(), eval, options, table).map_err(|_| {
            PositionError::Board {
                rows: g.rows(),
                cols: g.cols(),
            }
        })?;
        Solver::with_store(g, Store::Full(Box::new(engine)))
    }

    fn with_store(g: ConnectFour, store: Store) -> Result<Self, PositionError> {
        Ok(Solver {
            eval: C4Eval::new(&g)?,
            game: g,
            store,
            threads: 1,
            ramp: RAMP_NODES,
            weak: false,
            max_nodes: None,
            deadline: None,
            searched: 0,
        })
    }

    /// Searches on `threads` threads (at least one; a solver with the full
    /// table stays on one).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// The nodes each probe runs on the main thread alone before the others
    /// join ([`RAMP_NODES`] by default; small in the tests, to run every probe
    /// on every thread).
    pub fn set_ramp_nodes(&mut self, nodes: u64) {
        self.ramp = nodes;
    }

    /// The threads a solve may use.
    pub fn threads(&self) -> usize {
        match self.store {
            Store::Shared(_) => self.threads,
            Store::Full(_) => 1,
        }
    }

    /// The weak mode: the score's sign only (win, draw or loss), proved with
    /// null windows around 0 (the window -1..1).
    pub fn set_weak(&mut self, weak: bool) {
        self.weak = weak;
    }

    /// Gives up on a solve at `deadline` (none: no time limit).
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// The nodes searched by the last [`Solver::solve_until`], finished or
    /// stopped.
    pub fn searched(&self) -> u64 {
        self.searched
    }

    /// The table's slots and the bytes each takes.
    pub fn table_size(&self) -> (usize, usize) {
        match &self.store {
            Store::Shared(m) => (m.capacity(), 8),
            Store::Full(e) => e.table().map_or((0, 0), |t| (t.capacity(), t.slot_bytes())),
        }
    }

    pub fn game(&self) -> &ConnectFour {
        &self.game
    }

    /// Forgets the table (each position then solves from scratch).
    pub fn clear(&mut self) {
        match &mut self.store {
            Store::Shared(m) => m.clear(),
            Store::Full(e) => e.clear(),
        }
    }

    /// The exact score of `s` (not final) for the player to move.
    pub fn solve(&mut self, s: &ConnectFourState) -> Result<Solution, SearchError> {
        let stop = AtomicBool::new(false);
        let solved = self.solve_until(s, &mut NoTracer, &stop)?;
        // Without a budget or a raised flag no search stops early.
        solved.ok_or(SearchError::Unsupported("a solve stopped without a budget"))
    }

    /// [`Solver::solve`] reporting to `tracer` (the main thread's searches),
    /// or `Ok(None)` when `stop` was raised, the deadline passed or a search
    /// ran out of the node budget before the score was exact.
    pub fn solve_until<T: Tracer<u8>>(
        &mut self,
        s: &ConnectFourState,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<Option<Solution>, SearchError> {
        self.solve_reporting(s, tracer, stop, &mut |_| {})
    }

    /// [`Solver::solve_until`] telling `progress` where it is after each probe.
    pub fn solve_reporting<T: Tracer<u8>>(
        &mut self,
        s: &ConnectFourState,
        tracer: &mut T,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Option<Solution>, SearchError> {
        self.searched = 0;
        let plies = s.plies as Value;
        let eval = &self.eval;
        if !self.game.turn(s).is_terminal() && eval.can_win_now(s) {
            // Checked here once: the evaluator's bounds assume no immediate win.
            let score = if self.weak { 1 } else { eval.win_now(plies) };
            return Ok(Some(Solution { score, nodes: 0 }));
        }
        let (mut min, mut max) = (-(eval.cells - plies) / 2, (eval.cells + 1 - plies) / 2);
        if self.weak {
            (min, max) = (min.max(-1), max.min(1));
        }
        let plan = Plan {
            threads: self.threads(),
            ramp: self.ramp,
            max_nodes: self.max_nodes,
            deadline: self.deadline,
        };
        let mut lazy;
        let mut probe: Box<ProbeFn<'_, T>> = match &mut self.store {
            Store::Shared(memory) => {
                let (g, table) = (&self.game, memory.table());
                lazy = Lazy::new(g, eval, table, plan)?;
                Box::new(|med, tracer: &mut T| lazy.probe(s, med, tracer, stop))
            }
            Store::Full(engine) => {
                engine.options_mut().max_nodes = plan.max_nodes;
                Box::new(|med, tracer: &mut T| {
                    let r = engine.window_value(s, UNLIMITED, med, med + 1, tracer, stop)?;
                    Ok(Probe {
                        value: r.value,
                        nodes: r.stats.nodes,
                        stopped: r.stopped,
                    })
                })
            }
        };
        let (mut nodes, mut probes) = (0, 0);
        let mut solved = None;
        while min < max {
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = probe(med, tracer)?;
            nodes += r.nodes;
            probes += 1;
            if r.stopped {
                break;
            }
            // Within the interval: a fail-soft value may pass the weak
            // mode's narrowed ends (a loss by 5 is a loss, -1).
            if r.value <= med {
                max = r.value.min(med).max(min);
            } else {
                min = r.value.max(med + 1).min(max);
            }
            progress(&Progress {
                probe: probes,
                window: med,
                min,
                max,
                nodes,
            });
        }
        if min == max {
            solved = Some(Solution { score: min, nodes });
        }
        drop(probe);
        self.searched = nodes;
        Ok(solved)
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
