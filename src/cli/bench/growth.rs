//! Benchmark rows that show how a cost grows with the size of the work (issue
//! 33): each is measured at two sizes ten times apart, so that a linear cost
//! gives the same figure on both rows and a quadratic one ten times more.
//! The AlphaBeta agent's milliseconds per move over a whole game on a chain
//! arena of 10^4 and 10^5 plies (an arena's leaf bound was once found by a
//! scan of every node at every move); the arena layout's milliseconds per
//! thousand nodes on chain arenas and random arenas of 10^4 and 10^5 nodes
//! (a pass over every edge for every node once made it superlinear).

use crate::agents::{AgentSpec, play_out};
use crate::games::Arena;
use crate::games::arena::file::parse;
use crate::graph_layout::{layout, random::random_graph};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// The line lengths and arena sizes of the rows.
pub const SIZES: [usize; 2] = [10_000, 100_000];

/// A chain of `n` inner nodes, players alternating, ending in a win of player 0:
/// a game on it lasts `n` plies whatever the agents do.
pub fn chain(n: usize) -> Result<Arena, String> {
    let mut text = String::from("(initial: \"n0\", nodes: [");
    for i in 0..n {
        text.push_str(&format!(
            "(name: \"n{i}\", owner: {}, edges: [\"n{}\"]),",
            i % 2,
            i + 1
        ));
    }
    text.push_str(&format!("(name: \"n{n}\", outcome: Win0)])"));
    let graph = parse(&text).map_err(|e| e.to_string())?;
    Ok(Arena::from_graph("chain", graph))
}

/// One game of two `AlphaBeta(depth: 4)` agents on a chain of each size: its
/// milliseconds per move.
pub fn agent_rows() -> Result<(), String> {
    for n in SIZES {
        let g = chain(n)?;
        let spec = AgentSpec::AlphaBeta { depth: 4 };
        let mut agents = vec![spec.build::<Arena>(1), spec.build::<Arena>(2)];
        let started = Instant::now();
        let done = play_out(&g, &mut agents, &mut ChaCha8Rng::seed_from_u64(0))
            .map_err(|e| e.to_string())?;
        let seconds = started.elapsed().as_secs_f64();
        let plies = done.played.plies().len().max(1);
        println!(
            "{:<44} {:>14.4} {:<14} ({plies} plies, {seconds:.2} s)",
            format!("AlphaBeta(depth: 4) agent, chain of {n}"),
            seconds * 1000.0 / plies as f64,
            "ms/move"
        );
    }
    Ok(())
}

/// One layout of a chain arena and of a seeded random arena of each size,
/// acyclic and cyclic: milliseconds per thousand nodes.
pub fn layout_rows() -> Result<(), String> {
    for n in SIZES {
        let g = chain(n - 1)?;
        let spec = crate::graph_layout::arena::spec(g.graph());
        let started = Instant::now();
        let drawn = layout(&spec);
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{:<44} {:>14.2} {:<14} ({} nodes, {seconds:.2} s)",
            format!("arena layout, chain of {n} nodes"),
            seconds * 1e6 / n as f64,
            "ms/1000 nodes",
            drawn.nodes.len(),
        );
        for cyclic in [false, true] {
            let spec = random_graph(n, cyclic, 19);
            let started = Instant::now();
            let drawn = layout(&spec);
            let seconds = started.elapsed().as_secs_f64();
            let shape = if cyclic { "cyclic" } else { "acyclic" };
            println!(
                "{:<44} {:>14.2} {:<14} ({} nodes, {} edges, {seconds:.2} s)",
                format!("arena layout, random {n} nodes ({shape})"),
                seconds * 1e6 / n as f64,
                "ms/1000 nodes",
                drawn.nodes.len(),
                spec.edges.len()
            );
        }
    }
    Ok(())
}
