//! Benchmark rows of the arena layout ([`crate::graph_layout`], issue 19): the
//! time to lay out seeded random arenas of 300 and 3,000 nodes, acyclic and
//! cyclic (the studio lays out arenas above 500 nodes off the UI thread).

use super::measure::measure;
use crate::graph_layout::{layout, random::random_graph};
use std::time::Duration;

/// One row per size and shape, in milliseconds per layout.
pub fn rows(budget: Duration) {
    for n in [300, 3000] {
        for cyclic in [false, true] {
            let spec = random_graph(n, cyclic, 19);
            let (rate, runs) = measure(budget, || {
                let drawn = layout(&spec);
                drawn.nodes.len() as u64 / n as u64
            });
            let shape = if cyclic { "cyclic" } else { "acyclic" };
            let name = format!("arena layout, random {n} nodes ({shape})");
            println!(
                "{name:<44} {:>14.1} {:<14} ({runs} runs, {} edges)",
                1000.0 / rate.max(1e-9),
                "ms/layout",
                spec.edges.len()
            );
        }
    }
}
