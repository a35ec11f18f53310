//! `ludoscope bench`: the benchmark table. Each row runs its work at least once and
//! until about a second has passed, and reports the rate. Build with `--release`.

use super::CliError;
use crate::engine::{Actor, Game, perft_nodes};
use crate::games::{ConnectFour, TicTacToe};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Runs `work` (which returns how many units it did) until `budget` has passed;
/// returns units per second and the number of runs.
fn measure(budget: Duration, mut work: impl FnMut() -> u64) -> (f64, u32) {
    let start = Instant::now();
    let (mut units, mut runs) = (0u64, 0u32);
    while runs == 0 || start.elapsed() < budget {
        units += black_box(work());
        runs += 1;
    }
    (units as f64 / start.elapsed().as_secs_f64(), runs)
}

fn row(name: &str, unit: &str, (rate, runs): (f64, u32)) {
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
    super::bench_search::run(budget, |b, w| measure(b, w));
    Ok(())
}
