//! The algorithms of `ludoscope search` beyond the seeds' own: the strong engine
//! (`negamax`: iterative deepening, transposition table, PVS; value for the
//! player to move, a win `n` plies away worth 1,000,000 - n, `plies_to_end` then
//! n), `expectiminimax` (games with chance) and `mcts` (both can record a
//! `--trace`), and the CFR family (games with hidden information, [`super::cfr`]:
//! value per player, NashConv and exploitability). The report is one JSON object; its `"scale"` says what the
//! values are: `win distance` (negamax: a win n plies away is 1,000,000 - n,
//! otherwise the heuristic or the game's leaf values), `heuristic` (expectiminimax:
//! M times the score at final states, expected over chance), `mean score` (MCTS:
//! the mean final score of the playouts through a move), `expected score` (CFR).

use super::args::SearchArgs;
use crate::cli::CliError;
use crate::engine::Determinize;
use crate::games::Catalogued;
use crate::inspect::Algorithm;
use crate::search::expectiminimax::{expectiminimax, expectiminimax_traced};
use crate::search::mcts::{MctsOptions, search as mcts, search_traced};
use crate::search::trace_file::TraceFile;
use crate::search::{
    Heuristic, MoveOrder, Negamax, NoTracer, Options, Trace, UNLIMITED, win_distance,
};
use serde_json::{Value as Json, json};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Saves a recorded search of `algo` from `root` (reached by `moves`) to `path`.
fn save_trace<G: Catalogued>(
    g: &G,
    moves: &[String],
    root: &G::State,
    algo: Algorithm,
    mut trace: Trace<G::Action>,
    path: &Path,
    force: bool,
) -> Result<(), CliError> {
    trace.shrink_to_fit();
    TraceFile::from_trace(g, moves, root, algo.name(), &trace)?.write(path, force)?;
    Ok(())
}

/// Runs `args.algo` on `g` from `root` (reached by `moves`), recording the
/// search to `args.trace` for expectiminimax and mcts; returns the JSON report.
pub fn run<G: Heuristic + MoveOrder + Determinize + Catalogued>(
    g: &G,
    root: &G::State,
    moves: &[String],
    args: &SearchArgs,
) -> Result<Json, CliError> {
    let mut trace = Trace::new();
    let start = Instant::now();
    let stop = AtomicBool::new(false);
    let name = |a| g.notation(root, a);
    let mut out = match args.algo {
        Algorithm::Negamax => {
            let mut engine = Negamax::new(g.clone(), Options::default())?;
            // Iterative deepening to --depth, or without it until a search reaches
            // no depth limit (the exact value).
            let max_depth = args.depth.map_or(UNLIMITED, |d| d.min(200) as u8);
            let r = engine.deepen(root, max_depth, &mut NoTracer, &stop)?;
            let pv = crate::engine::line_notation(g, root, &r.pv);
            json!({
                "value": r.value, "best": r.best.map(name), "pv": pv, "depth": r.depth,
                "plies_to_end": win_distance(r.value),
                "exact": r.exact, "nodes": r.stats.nodes, "leaves": r.stats.leaves,
                "cuts": r.stats.cuts, "tt_hits": r.stats.tt_hits,
                "perspective": "player to move", "scale": "win distance",
            })
        }
        Algorithm::Expectiminimax => {
            let depth = args.depth.ok_or("--algo expectiminimax needs --depth N")?;
            let r = match &args.trace {
                Some(path) => {
                    let r = expectiminimax_traced(g, root, depth, &mut trace)?;
                    save_trace(g, moves, root, args.algo, trace, path, args.sheet.force)?;
                    r
                }
                None => expectiminimax(g, root, depth)?,
            };
            json!({
                "value": r.value, "best": r.best.map(name), "nodes": r.nodes,
                "perspective": "player 0", "scale": "heuristic",
            })
        }
        Algorithm::Mcts => {
            let options = MctsOptions {
                iterations: args.iterations.unwrap_or(10_000),
                seed: args.seed,
                ..MctsOptions::default()
            };
            let r = match &args.trace {
                Some(path) => {
                    let r = search_traced(g, root, &options, &stop, &mut trace)?;
                    save_trace(g, moves, root, args.algo, trace, path, args.sheet.force)?;
                    r
                }
                None => mcts(g, root, &options, &stop)?,
            };
            let actions: Vec<Json> = r
                .actions
                .iter()
                .map(|a| json!({"action": name(a.action), "visits": a.visits, "value": a.value}))
                .collect();
            json!({
                "best": name(r.best), "iterations": r.iterations, "nodes": r.nodes,
                "actions": actions, "perspective": "player to move", "scale": "mean score",
            })
        }
        Algorithm::Cfr | Algorithm::CfrPlus | Algorithm::Dcfr => {
            if *root != g.initial_state() {
                return Err(format!(
                    "--algo {} solves the whole game: give no --moves",
                    args.algo.name()
                )
                .into());
            }
            super::cfr::run(g, args)?
        }
        _ => return Err(format!("--algo {} is not run here", args.algo.name()).into()),
    };
    out["seconds"] = json!(start.elapsed().as_secs_f64());
    out["algo"] = json!(args.algo.name());
    Ok(out)
}
