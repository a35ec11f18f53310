//! The attractor solver's rate on the four games of issue 4, alone (the rows
//! of `ludoscope bench` without the rest of the table): `cargo run --release
//! --example solve_rate [-- GAME...]` with GAME among `ttt`, `chomp`, `cram`,
//! `c4` (all by default). Prints states per second of this thread's processor
//! time (Linux) and wall time, and heap bytes per state, final and peak, as
//! the solver counts them; and, as a check of that count, the growth of the
//! process's peak resident memory over the first solve, per state (Linux;
//! meaningful for the first game of a run only; a smaller instance of the
//! same game is solved first, so that the solver's code is already resident,
//! but for tic-tac-toe, which has none (its figure counts that code, some
//! hundred kilobytes), and Connect Four. Pages never touched do not count).

use ludoscope::engine::Game;
use ludoscope::games::{Chomp, ConnectFour, Cram, TicTacToe};
use ludoscope::solve::{SolveOptions, solve};
use std::time::{Duration, Instant};

/// The processor time of this thread so far, in seconds (Linux only).
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

/// A field of `/proc/self/status` in bytes (`VmHWM`: peak resident memory;
/// `VmRSS`: resident memory now).
fn status_bytes(field: &str) -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find(|l| l.starts_with(field))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Prints the rates of `g`, after solving `warm_up` (a smaller instance).
fn rate<G: Game>(name: &str, g: &G, warm_up: Option<G>) {
    let options = SolveOptions::default();
    if let Some(small) = warm_up {
        std::hint::black_box(solve(&small, &options).map(|s| s.graph.len()).ok());
    }
    let resident = status_bytes("VmRSS:");
    let Ok(solution) = solve(g, &options) else {
        println!("{name}: does not solve");
        return;
    };
    let summary = solution.summary();
    let resident_peak = resident
        .zip(status_bytes("VmHWM:"))
        .map(|(before, peak)| peak.saturating_sub(before) as f64 / summary.states as f64);
    drop(solution);
    let (wall, cpu) = (Instant::now(), cpu_seconds());
    let mut runs = 0u64;
    while runs == 0 || wall.elapsed() < Duration::from_secs(1) {
        std::hint::black_box(solve(g, &options).map(|s| s.graph.len()).ok());
        runs += 1;
    }
    let wall = wall.elapsed().as_secs_f64();
    let states = (summary.states * runs) as f64;
    let cpu = cpu.zip(cpu_seconds()).map(|(a, b)| b - a);
    println!(
        "{name:<18} {:>9} states {:>5.1} edges/state  cpu {:>6.2} M/s  wall {:>6.2} M/s  {:>5.1} B/state (peak {:>5.1}; resident peak {:>5.1})  {runs} runs",
        summary.states,
        summary.edges as f64 / summary.states as f64,
        cpu.map_or(f64::NAN, |c| states / c / 1e6),
        states / wall / 1e6,
        summary.bytes_per_state,
        summary.peak_bytes_per_state,
        resident_peak.unwrap_or(f64::NAN),
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut games: Vec<String> = std::env::args().skip(1).collect();
    if games.is_empty() {
        games = ["ttt", "chomp", "cram", "c4"].map(String::from).to_vec();
    }
    for game in &games {
        match game.as_str() {
            "ttt" => rate("tic-tac-toe", &TicTacToe, None),
            "chomp" => rate("Chomp 8x8", &Chomp::new(8, 8)?, Some(Chomp::new(3, 3)?)),
            "cram" => rate("Cram 4x5", &Cram::new(4, 5)?, Some(Cram::new(3, 3)?)),
            // Its smallest board has 161,029 states, whose freed memory would
            // stay resident and hide part of the peak: no warm-up (the code
            // is little beside a peak of a hundred megabytes).
            "c4" => rate("Connect Four 4x5", &ConnectFour::new(4, 5)?, None),
            other => return Err(format!("unknown game {other}: ttt, chomp, cram or c4").into()),
        }
    }
    Ok(())
}
