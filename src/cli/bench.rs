//! `ludoscope bench`: the benchmark table. Each row runs its work at least once and
//! until about a second has passed, and reports the rate. Build with `--release`.

use super::CliError;
use super::bench_seeds;
use crate::engine::{Actor, Game, perft_nodes};
use crate::games::{ConnectFour, KuhnPoker, Tafl, TicTacToe};
use crate::search::cfr::{Cfr, CfrVariant};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Runs `work` (which returns how many units it did) until `budget` has passed;
/// returns units per second and the number of runs.
pub(super) fn measure(budget: Duration, mut work: impl FnMut() -> u64) -> (f64, u32) {
    let start = Instant::now();
    let (mut units, mut runs) = (0u64, 0u32);
    while runs == 0 || start.elapsed() < budget {
        units += black_box(work());
        runs += 1;
    }
    (units as f64 / start.elapsed().as_secs_f64(), runs)
}

pub(super) fn row(name: &str, unit: &str, (rate, runs): (f64, u32)) {
    println!("{name:<44} {:>14.0} {unit:<14} ({runs} runs)", rate);
}

/// Random games of Connect Four to the end on the fast path; returns the games played.
pub fn random_playouts(g: &ConnectFour, games: u64, seed: u64) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::with_capacity(8);
    for _ in 0..games {
        let mut s = g.initial_state();
        while let Some(p) = g.turn(&s).to_move() {
            g.legal_actions(&s, p, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            g.play(&mut s, Actor::Player(p), a);
        }
    }
    games
}

pub fn run() -> Result<(), CliError> {
    if cfg!(debug_assertions) {
        eprintln!("note: a debug build; run `cargo run --release -- bench` for real figures");
    }
    let budget = Duration::from_secs(1);
    println!("{:<44} {:>14} {:<14}", "benchmark", "rate", "unit");
    let ttt = TicTacToe;
    row(
        "perft tic-tac-toe, depth 9 (bulk counting)",
        "nodes/s",
        measure(budget, || perft_nodes(&ttt, &ttt.initial_state(), 9)),
    );
    let c4 = ConnectFour::default();
    row(
        "perft Connect Four 7x6, depth 9 (bulk)",
        "nodes/s",
        measure(budget, || perft_nodes(&c4, &c4.initial_state(), 9)),
    );
    let mut seed = 0;
    row(
        "random playouts Connect Four 7x6",
        "games/s",
        measure(budget, || {
            seed += 1;
            random_playouts(&c4, 10_000, seed)
        }),
    );
    bench_seeds::rows(&c4, budget);
    tafl_rows(budget);
    cfr_rows()
}

/// CFR+ on two-player Kuhn poker: iterations per second, and exploitability after
/// 1,000 iterations.
fn cfr_rows() -> Result<(), CliError> {
    let kuhn = KuhnPoker::new(2)?;
    let mut cfr = Cfr::new(&kuhn, CfrVariant::Plus, 10_000)?;
    row(
        "CFR+ Kuhn poker (2 players)",
        "iterations/s",
        measure(Duration::from_secs(1), || {
            cfr.run(1_000);
            1_000
        }),
    );
    let mut fresh = Cfr::new(&kuhn, CfrVariant::Plus, 10_000)?;
    fresh.run(1_000);
    let r = fresh.report();
    println!(
        "{:<44} {:>14.6} {:<14} (player 0 value {:.5}, -1/18 = {:.5})",
        "CFR+ Kuhn exploitability after 1,000",
        r.exploitability,
        "chips",
        r.value[0],
        -1.0 / 18.0
    );
    Ok(())
}

/// Tablut and Ard-ri (issue 8): perft from the initial positions (seed 001 rules).
fn tafl_rows(budget: Duration) {
    let tablut = Tafl::tablut();
    row(
        "perft Tablut 9x9, depth 4 (bulk)",
        "nodes/s",
        measure(budget, || perft_nodes(&tablut, &tablut.initial_state(), 4)),
    );
    let ard_ri = Tafl::ard_ri();
    row(
        "perft Ard-ri 7x7, depth 5 (bulk)",
        "nodes/s",
        measure(budget, || perft_nodes(&ard_ri, &ard_ri.initial_state(), 5)),
    );
}
