//! The rows of `ludoscope bench` for the seeds' searches: minimax, alpha-beta
//! (and the strong engine's) node counts at equal depth on Connect Four, their
//! rates, and the cost and size of a recorded trace. (The no-op tracer's cost: `scripts/tracer-cost.sh`.)

use super::measure::{measure, row};
use crate::engine::Game;
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::{
    AlphaBetaOptions, CutRule, Negamax, NoTracer, Options, SearchStats, Trace, Tracer, alphabeta,
    minimax_depth,
};
use std::sync::atomic::AtomicBool;
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
        ..AlphaBetaOptions::default()
    };
    alphabeta(g, s, options, t)
        .map(|r| r.stats)
        .unwrap_or_default()
}

/// Minimax, alpha-beta and the strong engine's node counts at equal depth, the
/// seeds' searches' rates, and the cost of recording a trace.
pub(super) fn rows(c4: &ConnectFour, budget: Duration) {
    let s = search_position(c4);
    let depth = DEPTH;
    let mm = minimax_depth(c4, &s, depth, &mut NoTracer)
        .map(|r| r.stats)
        .unwrap_or_default();
    let ab = ab_stats(c4, &s, depth, &mut NoTracer);
    // The strong engine on the same position and heuristic, one search to the
    // same depth, with its table and PVS.
    let nm = Negamax::new(c4.clone(), Options::default())
        .and_then(|mut e| e.search(&s, depth as u8, &mut NoTracer, &AtomicBool::new(false)))
        .map_or(0, |r| r.stats.nodes);
    println!(
        "Connect Four after 4 4 5 3, depth {depth}: minimax {} nodes, alpha-beta {} ({:.1}x fewer), negamax+TT+PVS {} ({:.1}x fewer)",
        mm.nodes,
        ab.nodes,
        mm.nodes as f64 / ab.nodes.max(1) as f64,
        nm,
        mm.nodes as f64 / nm.max(1) as f64
    );
    let plain = traced_rows(c4, budget);
    if cfg!(feature = "tracer-free") {
        return;
    }
    let (mut peak, mut bytes) = (0.0, 0.0);
    let recorded = measure(budget, || {
        let mut trace = Trace::new();
        let nodes = ab_stats(c4, &s, DEEP, &mut trace).nodes;
        peak = trace.bytes_per_node();
        trace.shrink_to_fit();
        bytes = trace.bytes_per_node();
        nodes
    });
    row(
        &format!("alpha-beta depth {DEEP}, recorded trace"),
        "nodes/s",
        recorded,
    );
    println!(
        "trace recording: {:.2}x the no-op time, {bytes:.1} bytes per node ({peak:.1} before shrink_to_fit)",
        plain.0 / recorded.0.max(1.0)
    );
}

/// The depths of the rows: minimax against alpha-beta, and alpha-beta alone.
const DEPTH: u32 = 6;
const DEEP: u32 = 8;

/// The seeds' searches with the no-op tracer (or, in a `tracer-free` build, none):
/// rows of `ludoscope bench --tracer-cost`. Returns the alpha-beta rate.
pub(super) fn traced_rows(c4: &ConnectFour, budget: Duration) -> (f64, u32) {
    let s = search_position(c4);
    let depth = DEPTH;
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
    let plain = measure(budget, || ab_stats(c4, &s, DEEP, &mut NoTracer).nodes);
    row(
        &format!("alpha-beta depth {DEEP} Connect Four"),
        "nodes/s",
        plain,
    );
    plain
}
