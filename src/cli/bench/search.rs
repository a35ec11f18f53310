//! The search rows of `ludoscope bench`: the strong engine's speed on Connect
//! Four, the table's saving in nodes, the exact solver at three stages of the
//! game, and MCTS iterations per second.

use super::measure::measure;
use crate::engine::Game;
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::c4_solver::{Solver, parse_position};
use crate::search::mcts::{self, MctsOptions};

use crate::search::{Negamax, NoTracer, Options, ZeroEval};
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

fn engine(tt_bits: Option<u32>) -> Option<Negamax<ConnectFour, ZeroEval>> {
    let options = Options {
        tt_bits,
        pvs: true,
        ..Options::default()
    };
    Negamax::with_evaluator(ConnectFour::default(), ZeroEval, options).ok()
}

/// The states of [`POSITIONS`].
fn roots(g: &ConnectFour) -> Vec<ConnectFourState> {
    POSITIONS.iter().map(|m| position(g, m)).collect()
}

/// A fresh engine (table of `2^tt_bits`, or none) searches each root to `depth`;
/// returns the nodes visited in all.
fn search_all(tt_bits: Option<u32>, roots: &[ConnectFourState], depth: u8) -> u64 {
    let stop = AtomicBool::new(false);
    engine(tt_bits).map_or(0, |mut e| {
        roots
            .iter()
            .map(|r| {
                e.search(r, depth, &mut NoTracer, &stop)
                    .map_or(0, |x| x.stats.nodes)
            })
            .sum()
    })
}

pub(super) fn figure(name: &str, value: f64, unit: &str, note: &str) {
    println!("{name:<44} {value:>14.0} {unit:<14} {note}");
}

/// Runs the search rows, each for about `budget`.
pub(super) fn run(budget: Duration) {
    traced_rows(budget);
    let g = ConnectFour::default();
    let roots = roots(&g);
    for tt in [None, Some(20)] {
        let nodes = search_all(tt, &roots, 9);
        let name = format!(
            "negamax C4 depth 9, 4 positions, TT {}",
            if tt.is_some() { "on" } else { "off" }
        );
        figure(&name, nodes as f64, "nodes", "");
    }
    solver_stages(&g);
}

/// The engine and MCTS with the no-op tracer (or, in a `tracer-free` build,
/// none): rows of `ludoscope bench --tracer-cost`.
pub(super) fn traced_rows(budget: Duration) {
    let g = ConnectFour::default();
    let stop = AtomicBool::new(false);
    let roots = roots(&g);
    let (rate, runs) = measure(budget, || search_all(Some(20), &roots, 10));
    figure(
        "negamax+TT+PVS C4 depth 10, 4 positions",
        rate,
        "nodes/s",
        &format!("({runs} runs)"),
    );
    let mut iterations = 0;
    let (rate, runs) = measure(budget, || {
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
}

/// The positions of the exact-solver rows and of `scripts/c4-vs-pons.sh`: random
/// games (seeded) stopped after 8 to 36 moves, none over; the stage of a line is
/// its number of moves.
pub const SOLVE_POSITIONS: &str = include_str!("../../../assets/c4/solve-bench.txt");

/// Time and nodes of the exact solver on the fixed positions at three stages
/// (>= 28 moves, 14..27, <= 13), the table emptied before each position and not
/// timed (as the public C++ solver's driver does).
fn solver_stages(g: &ConnectFour) {
    let Ok(mut solver) = Solver::new(g.clone(), 24) else {
        return;
    };
    let lines: Vec<&str> = SOLVE_POSITIONS.lines().filter(|l| !l.is_empty()).collect();
    let stages = [
        (">= 28 moves", 28..=usize::MAX),
        ("14..27 moves", 14..=27),
        ("<= 13 moves", 0..=13),
    ];
    for (name, moves_played) in stages {
        let (mut count, mut nodes, mut seconds, mut worst) = (0, 0u64, 0.0, 0.0f64);
        for moves in lines.iter().filter(|m| moves_played.contains(&m.len())) {
            let Ok(s) = parse_position(g, moves) else {
                continue;
            };
            solver.clear();
            let start = Instant::now();
            let Ok(x) = solver.solve(&s) else {
                continue;
            };
            let t = start.elapsed().as_secs_f64();
            (count, nodes, seconds) = (count + 1, nodes + black_box(x).nodes, seconds + t);
            worst = worst.max(t);
        }
        let n = count.max(1) as f64;
        figure(
            &format!("C4 solve {name} ({count} positions): time"),
            seconds * 1e6 / n,
            "us/position",
            &format!("(slowest {:.0} us, total {seconds:.2} s)", worst * 1e6),
        );
        figure(
            &format!("C4 solve {name}: nodes"),
            nodes as f64 / n,
            "nodes/position",
            "",
        );
    }
}
