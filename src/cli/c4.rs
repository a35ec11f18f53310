//! `ludoscope c4 solve`: exact Connect Four scores for positions read from
//! standard input, one per line (see [`crate::search::c4_solver`] for the score).
//!
//! A line is a string of column digits 1..7 (moves from the empty 7x6 board),
//! optionally followed by other whitespace-separated fields, which are ignored;
//! blank lines are skipped. Each position prints `<moves> <score> <nodes>
//! <microseconds>` (the time to three decimals). A bad line prints an error naming its line number on stderr
//! and the solver goes on; the exit status is non-zero if any line was bad.

use super::CliError;
use crate::games::ConnectFour;
use crate::search::c4_solver::{Solver, parse_position};
use clap::{Args, Subcommand};
use std::io::{BufRead, Write};
use std::time::Instant;

#[derive(Args, Debug)]
pub struct C4Args {
    #[command(subcommand)]
    command: C4Command,
}

#[derive(Subcommand, Debug)]
enum C4Command {
    /// Solve positions read from stdin: `<moves> <score> <nodes> <microseconds>`.
    Solve {
        /// The transposition table holds about 2^BITS entries of 8 bytes (16 below
        /// 2^18, where partial keys are not enough).
        #[arg(long, default_value_t = 24, value_parser = clap::value_parser!(u32).range(10..=28))]
        tt_bits: u32,
        /// Empty the table before each position (not timed), instead of keeping it
        /// from line to line: each position solved from scratch.
        #[arg(long)]
        fresh_table: bool,
    },
}

pub fn run(args: &C4Args) -> Result<(), CliError> {
    match args.command {
        C4Command::Solve {
            tt_bits,
            fresh_table,
        } => solve_lines(tt_bits, fresh_table),
    }
}

fn solve_lines(tt_bits: u32, fresh_table: bool) -> Result<(), CliError> {
    let mut solver = Solver::new(ConnectFour::default(), tt_bits)?;
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    let mut out = stdout.lock();
    let mut bad = 0usize;
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line?;
        let Some(moves) = line.split_whitespace().next() else {
            continue;
        };
        if fresh_table {
            solver.clear();
        }
        match solve_one(&mut solver, moves) {
            Ok(text) => writeln!(out, "{text}")?,
            Err(e) => {
                bad += 1;
                eprintln!("line {}: {moves:?}: {e}", i + 1);
            }
        }
    }
    out.flush()?;
    if bad > 0 {
        return Err(format!("{bad} line(s) could not be solved").into());
    }
    Ok(())
}

fn solve_one(solver: &mut Solver, moves: &str) -> Result<String, CliError> {
    let s = parse_position(solver.game(), moves)?;
    let start = Instant::now();
    let sol = solver.solve(&s)?;
    // To the nanosecond: late positions solve in well under a microsecond.
    let micros = start.elapsed().as_nanos() as f64 / 1000.0;
    Ok(format!("{moves} {} {} {micros:.3}", sol.score, sol.nodes))
}
