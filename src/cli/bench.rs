//! `ludoscope bench`: the benchmark table. Each row runs its work at least once and
//! until about a second has passed, and reports the rate. Build with `--release`.

use super::CliError;
use crate::engine::{Actor, Game, perft_nodes};
use crate::games::{ConnectFour, ConnectFourState, TicTacToe};
use crate::search::{
    AlphaBetaOptions, CutRule, NoTracer, SearchStats, Trace, Tracer, alphabeta, minimax_depth,
};
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
    seeds_search_rows(&c4, budget);
    Ok(())
}

/// The fixed Connect Four position of the search rows: moves 4 4 5 3.
fn search_position(g: &ConnectFour) -> ConnectFourState {
    let mut s = g.initial_state();
    for col in [3, 3, 4, 2] {
        g.drop_disc(&mut s, col);
    }
    s
}

/// Seed 004 AlphaBeta to `depth` with the heuristic, with any tracer.
fn ab_stats<T: Tracer<u8>>(
    g: &ConnectFour,
    s: &ConnectFourState,
    depth: u32,
    t: &mut T,
) -> SearchStats {
    let options = AlphaBetaOptions {
        depth: Some(depth),
        cut: CutRule::Seed,
    };
    alphabeta(g, s, options, t)
        .map(|r| r.stats)
        .unwrap_or_default()
}

/// Minimax vs alpha-beta at equal depth, and the cost of recording a trace.
fn seeds_search_rows(c4: &ConnectFour, budget: Duration) {
    let s = search_position(c4);
    let depth = 6;
    let mm = minimax_depth(c4, &s, depth, &mut NoTracer)
        .map(|r| r.stats)
        .unwrap_or_default();
    let ab = ab_stats(c4, &s, depth, &mut NoTracer);
    println!(
        "Connect Four after 4 4 5 3, depth {depth}: minimax {} nodes, alpha-beta {} nodes ({:.1}x fewer)",
        mm.nodes,
        ab.nodes,
        mm.nodes as f64 / ab.nodes.max(1) as f64
    );
    row(
        &format!("minimax depth {depth} Connect Four"),
        "nodes/s",
        measure(budget, || {
            minimax_depth(c4, &s, depth, &mut NoTracer).map_or(0, |r| r.stats.nodes)
        }),
    );
    row(
        &format!("alpha-beta depth {depth} Connect Four"),
        "nodes/s",
        measure(budget, || ab_stats(c4, &s, depth, &mut NoTracer).nodes),
    );
    let deep = 8;
    let plain = measure(budget, || ab_stats(c4, &s, deep, &mut NoTracer).nodes);
    row(
        &format!("alpha-beta depth {deep}, no-op tracer"),
        "nodes/s",
        plain,
    );
    let (mut peak, mut bytes) = (0.0, 0.0);
    let recorded = measure(budget, || {
        let mut trace = Trace::new();
        let nodes = ab_stats(c4, &s, deep, &mut trace).nodes;
        peak = trace.bytes_per_node();
        trace.shrink_to_fit();
        bytes = trace.bytes_per_node();
        nodes
    });
    row(
        &format!("alpha-beta depth {deep}, recorded trace"),
        "nodes/s",
        recorded,
    );
    println!(
        "trace recording: {:.2}x the no-op time, {bytes:.1} bytes per node ({peak:.1} before shrink_to_fit)",
        plain.0 / recorded.0.max(1.0)
    );
}
