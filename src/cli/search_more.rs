//! The algorithms of `ludoscope search` beyond the seeds' own: the strong engine
//! (`negamax`: iterative deepening, transposition table, PVS; value for the player
//! to move, a win `n` plies away worth 1,000,000 - n, `plies_to_end` then n), `expectiminimax` (games with chance), `mcts` and `cfr` (games with
//! hidden information: value per player, and exploitability).

use super::CliError;
use super::search::{Algo, SearchArgs};
use crate::engine::Determinize;
use crate::search::cfr::{Cfr, CfrVariant};
use crate::search::mcts::{MctsOptions, search as mcts};
use crate::search::{
    Heuristic, MoveOrder, Negamax, NoTracer, Options, UNLIMITED, expectiminimax::expectiminimax,
    win_distance,
};
use serde_json::{Value as Json, json};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Runs `args.algo` on `g` from `root`; returns the JSON report.
pub fn run<G: Heuristic + MoveOrder + Determinize>(
    g: &G,
    root: &G::State,
    args: &SearchArgs,
) -> Result<Json, CliError> {
    let start = Instant::now();
    let stop = AtomicBool::new(false);
    let name = |a| g.notation(root, a);
    let mut out = match args.algo {
        Algo::Negamax => {
            let mut engine = Negamax::new(g.clone(), Options::default())?;
            // Iterative deepening to --depth, or without it until a search reaches
            // no depth limit (the exact value).
            let max_depth = args.depth.map_or(UNLIMITED, |d| d.min(200) as u8);
            let r = engine.deepen(root, max_depth, &mut NoTracer, &stop)?;
            let mut s = root.clone();
            let mut pv = Vec::new();
            for &a in &r.pv {
                pv.push(g.notation(&s, a));
                if let Some(p) = g.turn(&s).to_move() {
                    g.play(&mut s, crate::engine::Actor::Player(p), a);
                }
            }
            json!({
                "value": r.value, "best": r.best.map(name), "pv": pv, "depth": r.depth,
                "plies_to_end": win_distance(r.value),
                "exact": r.exact, "nodes": r.stats.nodes, "leaves": r.stats.leaves,
                "cuts": r.stats.cuts, "tt_hits": r.stats.tt_hits,
                "perspective": "player to move",
            })
        }
        Algo::Expectiminimax => {
            let depth = args.depth.ok_or("--algo expectiminimax needs --depth N")?;
            let r = expectiminimax(g, root, depth)?;
            json!({
                "value": r.value, "best": r.best.map(name), "nodes": r.nodes,
                "perspective": "player 0",
            })
        }
        Algo::Mcts => {
            let options = MctsOptions {
                iterations: args.iterations.unwrap_or(10_000),
                seed: args.seed,
                ..MctsOptions::default()
            };
            let r = mcts(g, root, &options, &stop)?;
            let actions: Vec<Json> = r
                .actions
                .iter()
                .map(|a| json!({"action": name(a.action), "visits": a.visits, "value": a.value}))
                .collect();
            json!({
                "best": name(r.best), "iterations": r.iterations, "nodes": r.nodes,
                "actions": actions, "perspective": "player to move",
            })
        }
        Algo::Cfr => {
            if *root != g.initial_state() {
                return Err("--algo cfr solves the whole game: give no --moves".into());
            }
            let iterations = args.iterations.unwrap_or(1_000);
            let mut cfr = Cfr::new(g, CfrVariant::Plus, 5_000_000)?;
            cfr.run(iterations as u64);
            let r = cfr.report();
            json!({
                "value": r.value, "exploitability": r.exploitability,
                "nash_conv": r.nash_conv, "iterations": r.iterations,
                "info_sets": cfr.tree().info_sets(),
            })
        }
        _ => return Err(format!("--algo {} is not run here", args.algo.name()).into()),
    };
    out["seconds"] = json!(start.elapsed().as_secs_f64());
    out["algo"] = json!(args.algo.name());
    Ok(out)
}

/// Prints the report: one JSON object, or its fields one per line.
pub fn print(report: &Json, json_out: bool) {
    if json_out {
        println!("{report}");
        return;
    }
    if let Some(fields) = report.as_object() {
        for (k, v) in fields {
            println!("{k:<15} {v}");
        }
    }
}
