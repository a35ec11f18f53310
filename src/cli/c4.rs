//! `ludoscope c4 solve`: exact Connect Four scores for positions read from
//! standard input, one per line (see [`crate::search::c4_solver`] for the score).
//!
//! `--threads N` searches on N threads (all cores by default) sharing one
//! table: the same scores, node counts that vary from run to run. `--weak`
//! gives the score's sign only (1, 0, -1). `--rows R --cols C` solves another
//! board size (every one from 4 to 8 but 8x8). After each probe of a solve
//! that has run a second, a line on stderr says where it is (the probe, the
//! interval left, the nodes, the rate and the time), the first one after a
//! note on the threads' node counts.
//!
//! A line is a string of column digits 1..7 (moves from the empty 7x6 board),
//! optionally followed by other whitespace-separated fields, which are ignored;
//! an empty line (or `-`) is the empty board. Each position prints `<moves> <score> <nodes>
//! <microseconds>` (the time to three decimals). A bad line prints an error naming its line number on stderr
//! and the solver goes on; the exit status is non-zero if any line was bad.
//! While a position is solved, a spinner on stderr (on a terminal only) shows
//! the nodes, the rate and the time; `--max-nodes` and `--millis` give up on a
//! position (the line then says `stopped`), and an early position without
//! either still running after a few seconds gets a note (once). A line longer
//! than 4 KiB is an error that ends the input; `| head -1` ends quietly.

use super::CliError;
use super::search::budget::{BudgetArgs, Budgeted, Meter, Unit};
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::NoTracer;
use crate::search::c4_solver::{Progress, Solver, cores, parse_position};
use clap::{Args, Subcommand};
use std::io::{BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct C4Args {
    #[command(subcommand)]
    command: C4Command,
}

#[derive(Subcommand, Debug)]
enum C4Command {
    /// Solve positions read from stdin, one a line (column digits 1 to 7 from the
    /// empty board; an empty line or `-` is the empty board): `<moves> <score>
    /// <nodes> <microseconds>` (with --weak the score is 1, 0 or -1).
    Solve {
        /// The transposition table holds about 2^BITS entries of 8 bytes (16 below
        /// 2^18, where partial keys are not enough).
        #[arg(long, default_value_t = 24, value_parser = clap::value_parser!(u32).range(10..=28))]
        tt_bits: u32,
        /// Empty the table before each position (not timed), instead of keeping it
        /// from line to line: each position solved from scratch.
        #[arg(long)]
        fresh_table: bool,
        /// Give up on a position after about this many nodes for one of its
        /// null-window searches: the line then reads `<moves> stopped <nodes>`
        /// (no score). Early positions take billions of nodes.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
        max_nodes: Option<u64>,
        /// Give up on a position after about this many milliseconds: the line
        /// then reads `<moves> stopped <nodes> <microseconds>` (no score).
        #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        millis: Option<u64>,
        /// Search on N threads sharing the table (ABDADA); default: every
        /// core. The scores are the same; node counts vary from run to run.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: Option<u64>,
        /// The weak mode: the score's sign only (1 a win, 0 a draw, -1 a loss
        /// for the player to move), sooner than the exact score.
        #[arg(long)]
        weak: bool,
        /// The board's rows (4 to 8).
        #[arg(long, default_value_t = 6)]
        rows: u8,
        /// The board's columns (4 to 8); the moves are column digits 1..COLS.
        #[arg(long, default_value_t = 7)]
        cols: u8,
    },
}

/// The settings of one `c4 solve`.
struct SolveSettings {
    tt_bits: u32,
    fresh_table: bool,
    max_nodes: Option<u64>,
    millis: Option<u64>,
    threads: usize,
    weak: bool,
}

pub fn run(args: &C4Args) -> Result<(), CliError> {
    match args.command {
        C4Command::Solve {
            tt_bits,
            fresh_table,
            max_nodes,
            millis,
            threads,
            weak,
            rows,
            cols,
        } => {
            let game = ConnectFour::new(rows, cols)?;
            let threads = threads.map_or_else(cores, |n| n as usize);
            let settings = SolveSettings {
                tt_bits,
                fresh_table,
                max_nodes,
                millis,
                threads,
                weak,
            };
            solve_lines(game, &settings)
        }
    }
}

/// Whether the note on threads was printed (once, with the first progress line).
static NOTED: AtomicBool = AtomicBool::new(false);

/// Positions with fewer plies than this take minutes to hours without a budget.
const EARLY_PLIES: usize = 8;

fn solve_lines(game: ConnectFour, settings: &SolveSettings) -> Result<(), CliError> {
    let SolveSettings {
        tt_bits,
        fresh_table,
        max_nodes,
        millis,
        threads,
        weak,
    } = *settings;
    let mut solver = Solver::with_budget(game, tt_bits, max_nodes)?;
    solver.set_threads(threads);
    solver.set_weak(weak);

    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    let (mut input, mut out) = (stdin.lock(), stdout.lock());
    let mut bad = 0usize;
    let mut buf = Vec::new();
    for i in 1.. {
        let Some(line) = read_line(&mut input, &mut buf, i)? else {
            break;
        };
        let moves = match line.split_whitespace().next() {
            None | Some("-") => "",
            Some(moves) => moves,
        };
        if fresh_table {
            solver.clear();
        }
        let big = solver.game().rows() as usize * solver.game().cols() as usize >= 42;
        let early = big && moves.len() < EARLY_PLIES && max_nodes.is_none() && millis.is_none();
        let text = match solve_one(&mut solver, moves, millis, early.then_some(i)) {
            Ok(text) => text,
            Err(e) => {
                bad += 1;
                note!("line {i}: {}: {e}", crate::quote::quoted(moves));
                continue;
            }
        };
        match writeln!(out, "{text}").and_then(|()| out.flush()) {
            // A reader that has seen enough (`| head -1`) is no error.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return Ok(()),
            r => r?,
        }
    }
    if bad > 0 {
        return Err(format!("{bad} line(s) could not be solved").into());
    }
    Ok(())
}

/// The longest line read (a position is at most 64 moves and a few fields).
const MAX_LINE: usize = 4096;

/// Line `i` of `input` (without its end), or `None` at the end: a line
/// longer than [`MAX_LINE`] bytes or not UTF-8 is an error naming it (the
/// input is read no further, so that `< /dev/zero` ends at once).
fn read_line(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    i: usize,
) -> Result<Option<String>, CliError> {
    buf.clear();
    let n = std::io::Read::take(&mut *input, MAX_LINE as u64 + 1).read_until(b'\n', buf)?;
    if n == 0 {
        return Ok(None);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
    } else if n > MAX_LINE {
        return Err(format!(
            "line {i}: longer than {MAX_LINE} bytes: not a position (input read no further)"
        )
        .into());
    }
    match std::str::from_utf8(buf) {
        Ok(line) => Ok(Some(line.to_owned())),
        Err(_) => Err(format!("line {i}: not UTF-8 text (input read no further)").into()),
    }
}

/// The seconds an early position runs before the note that it may take long.
const NOTE_AFTER: Duration = Duration::from_secs(3);

/// Whether the note on long solves was printed (once a run).
static NOTED_LONG: AtomicBool = AtomicBool::new(false);

/// Prints the note on long solves for line `line` if the solve it waits for
/// (`finished`, dropped when done) is still running after [`NOTE_AFTER`].
fn note_if_long(finished: &Receiver<()>, line: usize) {
    if finished.recv_timeout(NOTE_AFTER) == Err(RecvTimeoutError::Timeout)
        && !NOTED_LONG.swap(true, Ordering::Relaxed)
    {
        note!(
            "note: line {line}: an early position can take minutes to hours to solve \
             (the empty board: billions of nodes); --max-nodes N or --millis MS sets a budget"
        );
    }
}

/// The output line of `moves`; `early`: the line number of an early position,
/// noted if still running after a few seconds.
fn solve_one(
    solver: &mut Solver,
    moves: &str,
    millis: Option<u64>,
    early: Option<usize>,
) -> Result<String, CliError> {
    let s = parse_position(solver.game(), moves)?;
    let (done, finished) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|scope| {
        if let Some(line) = early {
            scope.spawn(move || note_if_long(&finished, line));
        }
        let text = solve_parsed(solver, &s, moves, millis);
        drop(done);
        text
    })
}

fn solve_parsed(
    solver: &mut Solver,
    s: &ConnectFourState,
    moves: &str,
    millis: Option<u64>,
) -> Result<String, CliError> {
    let budget = BudgetArgs {
        max_nodes: None,
        millis,
    };
    let mut meter = Meter::new(&budget, Unit::Nodes);
    let flag = meter.flag();
    let start = Instant::now();
    // The threads after the first probe's start read the deadline, not the tracer.
    solver.set_deadline(millis.map(|ms| start + Duration::from_millis(ms)));
    // The tracer costs a little per node: without a clock to read or a spinner
    // to draw (stderr not a terminal: scripts, `scripts/c4-vs-pons.sh`), none.
    let solver_threads = solver.threads();
    let mut report = |p: &Progress| {
        let t = start.elapsed().as_secs_f64();
        if t >= 1.0 {
            let threads = solver_threads;
            if threads > 1 && !NOTED.swap(true, Ordering::Relaxed) {
                note!(
                    "note: {threads} threads share the table: the scores are exact and the same \
                     as on one thread; the node counts (every thread's) vary from run to run"
                );
            }
            note!(
                "  probe {} (window {}..{}): score in {}..{}, {} nodes, {:.1} M nodes/s, {t:.1} s",
                p.probe,
                p.window,
                p.window + 1,
                p.min,
                p.max,
                p.nodes,
                p.nodes as f64 / t / 1e6
            );
        }
    };
    let solved = if millis.is_some() || std::io::stderr().is_terminal() {
        let mut inner = NoTracer;
        let mut tracer = Budgeted::new(&mut inner, &mut meter);
        solver.solve_reporting(s, &mut tracer, &flag, &mut report)?
    } else {
        solver.solve_reporting(s, &mut NoTracer, &flag, &mut report)?
    };
    // To the nanosecond: late positions solve in well under a microsecond.
    let micros = start.elapsed().as_nanos() as f64 / 1000.0;
    let shown = if moves.is_empty() { "-" } else { moves };
    Ok(match solved {
        Some(sol) => format!("{shown} {} {} {micros:.3}", sol.score, sol.nodes),
        // The budget ran out: no score, and the line says so with the nodes
        // searched.
        None => format!("{shown} stopped {} {micros:.3}", solver.searched()),
    })
}
