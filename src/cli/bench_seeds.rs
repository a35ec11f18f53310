//! The rows of `ludoscope bench` for the seeds' searches: minimax vs alpha-beta
//! node counts and rates at equal depth on Connect Four, the cost of the no-op
//! tracer (against a tracer-free copy of seed 004's AlphaBeta kept only here), and
//! the cost and size of a recorded trace.

use super::bench::{measure, row};
use crate::engine::{Actor, Game};
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::{
    AlphaBetaOptions, CutRule, INFINITY, NoTracer, SearchStats, Trace, Tracer, Value, alphabeta,
    evaluate, minimax_depth,
};
use std::time::Duration;

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
pub(super) fn rows(c4: &ConnectFour, budget: Duration) {
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
    let free = measure(budget, || {
        let mut nodes = 0;
        plain_alphabeta(c4, &s, deep, (-INFINITY, INFINITY), &mut nodes);
        nodes
    });
    row(
        &format!("alpha-beta depth {deep}, tracer-free copy"),
        "nodes/s",
        free,
    );
    let plain = measure(budget, || ab_stats(c4, &s, deep, &mut NoTracer).nodes);
    row(
        &format!("alpha-beta depth {deep}, no-op tracer"),
        "nodes/s",
        plain,
    );
    println!(
        "no-op tracer: {:.2}x the tracer-free time (the copy also skips the PV and counters)",
        free.0 / plain.0.max(1.0)
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

/// Seed 004's AlphaBeta with the heuristic and no tracer at all: the yardstick for
/// the no-op tracer. Counts nodes only; same order, same cuts as the real one.
fn plain_alphabeta(
    g: &ConnectFour,
    s: &ConnectFourState,
    depth: u32,
    (alpha, beta): (Value, Value),
    nodes: &mut u64,
) -> Value {
    *nodes += 1;
    let Some(p) = g.turn(s).to_move() else {
        return evaluate(g, s);
    };
    if depth == 0 {
        return evaluate(g, s);
    }
    let maximizing = p == 0;
    let (mut a, mut b) = (alpha, beta);
    for col in 0..g.cols() {
        if !g.can_play(s, col) {
            continue;
        }
        let mut child = *s;
        g.play(&mut child, Actor::Player(p), col);
        let v = plain_alphabeta(g, &child, depth - 1, (a, b), nodes);
        if maximizing {
            a = a.max(v);
            if a >= beta {
                return a;
            }
        } else {
            b = b.min(v);
            if b <= alpha {
                return b;
            }
        }
    }
    if maximizing { a } else { b }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tracer_free_copy_is_the_same_search() {
        let g = ConnectFour::default();
        let s = search_position(&g);
        for depth in 0..=5 {
            let mut nodes = 0;
            let v = plain_alphabeta(&g, &s, depth, (-INFINITY, INFINITY), &mut nodes);
            let opts = AlphaBetaOptions {
                depth: Some(depth),
                cut: CutRule::Seed,
            };
            let r = alphabeta(&g, &s, opts, &mut NoTracer).unwrap();
            assert_eq!((v, nodes), (r.value, r.stats.nodes), "depth {depth}");
        }
    }
}
