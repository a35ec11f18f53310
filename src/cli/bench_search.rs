//! The search rows of `ludoscope bench`: the strong engine's speed on Connect
//! Four, the table's saving in nodes, the exact solver at three stages of the
//! game, MCTS iterations per second, and the cost of the no-op tracer.

use super::bench_baseline;
use crate::engine::Game;
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::c4_solver::Solver;
use crate::search::mcts::{self, MctsOptions};
use crate::search::tt::Table;
use crate::search::{Negamax, NoTracer, Options, ZeroEval};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The fixed positions of the engine rows (digit strings from the empty board).
const POSITIONS: [&str; 4] = ["", "44", "4453", "435261"];

fn position(g: &ConnectFour, moves: &str) -> ConnectFourState {
    let mut s = g.initial_state();
    for c in moves.bytes().map(|b| b - b'1') {
        g.drop_disc(&mut s, c);
    }
    s
}

/// `count` random positions, not over, after a number of moves drawn from `plies`.
pub fn random_positions(
    g: &ConnectFour,
    count: usize,
    plies: std::ops::RangeInclusive<u8>,
    seed: u64,
) -> Vec<ConnectFourState> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let target = rng.random_range(plies.clone());
        let mut s = g.initial_state();
        while s.plies < target && !g.turn(&s).is_terminal() {
            let free: Vec<u8> = (0..g.cols()).filter(|&c| g.can_play(&s, c)).collect();
            g.drop_disc(&mut s, free[rng.random_range(0..free.len())]);
        }
        if s.plies == target && !g.turn(&s).is_terminal() {
            out.push(s);
        }
    }
    out
}

fn engine(tt_bits: Option<u32>) -> Option<Negamax<ConnectFour, ZeroEval>> {
    let options = Options {
        tt_bits,
        pvs: true,
        ..Options::default()
    };
    Negamax::with_evaluator(ConnectFour::default(), ZeroEval, options).ok()
}

fn figure(name: &str, value: f64, unit: &str, note: &str) {
    println!("{name:<44} {value:>14.0} {unit:<14} {note}");
}

/// Runs the search rows, each for about `budget`.
pub fn run(budget: Duration, measure: impl Fn(Duration, &mut dyn FnMut() -> u64) -> (f64, u32)) {
    let g = ConnectFour::default();
    let stop = AtomicBool::new(false);
    let roots: Vec<_> = POSITIONS.iter().map(|m| position(&g, m)).collect();
    let (rate, runs) = measure(budget, &mut || {
        let Some(mut e) = engine(Some(20)) else {
            return 0;
        };
        roots
            .iter()
            .map(|r| {
                e.search(r, 10, &mut NoTracer, &stop)
                    .map_or(0, |x| x.stats.nodes)
            })
            .sum()
    });
    figure(
        "negamax+TT+PVS C4 depth 10, 4 positions",
        rate,
        "nodes/s",
        &format!("({runs} runs)"),
    );
    for tt in [None, Some(20)] {
        let nodes: u64 = engine(tt).map_or(0, |mut e| {
            roots
                .iter()
                .map(|r| {
                    e.search(r, 9, &mut NoTracer, &stop)
                        .map_or(0, |x| x.stats.nodes)
                })
                .sum()
        });
        let name = format!(
            "negamax C4 depth 9, 4 positions, TT {}",
            if tt.is_some() { "on" } else { "off" }
        );
        figure(&name, nodes as f64, "nodes", "");
    }
    tracer_overhead(&g, &roots, budget, &measure);
    let mut iterations = 0;
    let (rate, runs) = measure(budget, &mut || {
        iterations += 1;
        let options = MctsOptions {
            iterations: 20_000,
            seed: iterations,
            ..MctsOptions::default()
        };
        mcts::search(&g, &g.initial_state(), &options, &stop).map_or(0, |r| r.iterations as u64)
    });
    figure(
        "MCTS C4 7x6 empty board, 20k iterations",
        rate,
        "iterations/s",
        &format!("({runs} runs)"),
    );
    solver_stages(&g);
}

/// The engine with the no-op tracer against the tracer-free copy.
fn tracer_overhead(
    g: &ConnectFour,
    roots: &[ConnectFourState],
    budget: Duration,
    measure: &impl Fn(Duration, &mut dyn FnMut() -> u64) -> (f64, u32),
) {
    let stop = AtomicBool::new(false);
    let (traced, _) = measure(budget, &mut || {
        let Some(mut e) = engine(Some(16)) else {
            return 0;
        };
        roots
            .iter()
            .map(|r| {
                e.search(r, 9, &mut NoTracer, &stop)
                    .map_or(0, |x| x.stats.nodes)
            })
            .sum()
    });
    let (bare, _) = measure(budget, &mut || {
        let mut tt = Table::new(16);
        roots
            .iter()
            .map(|r| bench_baseline::search(g, &ZeroEval, Some(&mut tt), true, r, 9).1)
            .sum()
    });
    figure("negamax with NoTracer", traced, "nodes/s", "");
    figure("negamax copy without tracer calls", bare, "nodes/s", "");
    println!(
        "{:<44} {:>14.3} {:<14}",
        "no-op tracer time ratio (traced / bare)",
        bare / traced.max(1.0),
        "ratio"
    );
}

/// Mean time and nodes of the exact solver on fixed random positions per stage.
fn solver_stages(g: &ConnectFour) {
    let Ok(mut solver) = Solver::new(g.clone(), 23) else {
        return;
    };
    let stages: [(&str, std::ops::RangeInclusive<u8>, usize); 3] = [
        (">= 28 moves", 28..=41, 1000),
        ("14..27 moves", 14..=27, 100),
        ("10..13 moves", 10..=13, 4),
    ];
    for (i, (name, plies, count)) in stages.into_iter().enumerate() {
        let positions = random_positions(g, count, plies, 100 + i as u64);
        let start = Instant::now();
        let nodes: u64 = positions
            .iter()
            .map(|s| solver.solve(s).map_or(0, |x| black_box(x).nodes))
            .sum();
        let micros = start.elapsed().as_secs_f64() * 1e6 / count as f64;
        figure(
            &format!("C4 solve {name} ({count} positions): time"),
            micros,
            "us/position",
            "",
        );
        figure(
            &format!("C4 solve {name}: nodes"),
            nodes as f64 / count as f64,
            "nodes/position",
            "",
        );
    }
}
