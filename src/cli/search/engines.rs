//! The algorithms of `ludoscope search` beyond the seeds' own: the strong engine
//! (`negamax`: iterative deepening, transposition table, PVS; value for the
//! player to move, a win `n` plies away worth 1,000,000 - n, `plies_to_end` then
//! n), `expectiminimax` (games with chance) and `mcts` (both can record a
//! `--trace`: mcts as an MCTS trace file, [`crate::inspect::mcts::MctsRun`]), and the CFR family (games with hidden information, [`super::cfr`]:
//! value per player, NashConv and exploitability). The report is one JSON object; its `"scale"` says what the
//! values are: `win distance` (negamax: a win n plies away is 1,000,000 - n,
//! otherwise the heuristic or the game's leaf values), `heuristic` (expectiminimax:
//! M times the score at final states, expected over chance), `mean score` (MCTS:
//! the mean final score of the playouts through a move), `expected score` (CFR).
//! Under `--max-nodes` / `--millis` (not CFR) the report is the best so far:
//! negamax's deepest finished depth, expectiminimax deepened 1, 2, ... up to
//! `--depth` (the deepest finished), MCTS's iterations done; `budget`,
//! `stopped` (when it ran out), `completed_depth` and `nodes_total` say so.

use super::args::SearchArgs;
use super::budget::{Budgeted, Meter, Unit};
use crate::cli::CliError;
use crate::engine::Determinize;
use crate::games::Catalogued;
use crate::inspect::Algorithm;
use crate::inspect::mcts::MctsRecorder;
use crate::search::expectiminimax::{ExpectiResult, expectiminimax_traced};
use crate::search::mcts::{MAX_TREE_NODES, MctsOptions, search_traced};
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
/// The searches but CFR count their work on a [`Meter`] (the spinner, and the
/// budget: the strong engine reads its flag, the others its tracer's `stopped`).
pub fn run<G: Heuristic + MoveOrder + Determinize + Catalogued>(
    g: &G,
    root: &G::State,
    moves: &[String],
    args: &SearchArgs,
) -> Result<Json, CliError> {
    let start = Instant::now();
    let name = |a| g.notation(root, a);
    let unit = match args.algo {
        Algorithm::Mcts => Unit::Iterations,
        _ => Unit::Nodes,
    };
    let mut meter = Meter::new(&args.budget, unit);
    let mut out = match args.algo {
        Algorithm::Negamax => {
            let mut engine = Negamax::new(g.clone(), Options::default())?;
            // Iterative deepening to --depth, or without it until a search reaches
            // no depth limit (the exact value); under a budget, the deepest
            // finished depth's answer.
            let max_depth = args.depth.map_or(UNLIMITED, |d| d.min(200) as u8);
            let flag = meter.flag();
            let mut quiet = NoTracer;
            let mut tracer = Budgeted::new(&mut quiet, &mut meter);
            let r = engine.deepen(root, max_depth, &mut tracer, &flag)?;
            let pv = crate::engine::line_notation(g, root, &r.pv);
            let mut out = json!({
                "value": r.value, "best": r.best.map(name), "pv": pv, "depth": r.depth,
                "plies_to_end": win_distance(r.value),
                "exact": r.exact, "nodes": r.stats.nodes, "leaves": r.stats.leaves,
                "cuts": r.stats.cuts, "tt_hits": r.stats.tt_hits,
                "perspective": "player to move", "scale": "win distance",
            });
            if args.budget.given() {
                out["completed_depth"] = json!(r.depth);
                budget_fields(&mut out, args, r.stopped, r.depth > 0);
            }
            out
        }
        Algorithm::Expectiminimax => {
            let depth = args.depth.ok_or("--algo expectiminimax needs --depth N")?;
            let record = args.trace.is_some();
            let deepened = expecti_deepened(g, root, depth, args, &mut meter, record)?;
            let (r, done, trace) = match deepened.answer {
                Some((r, d, trace)) => (Some(r), Some(d), trace),
                None => (None, None, deepened.partial_trace),
            };
            if let (Some(path), Some(trace)) = (&args.trace, trace) {
                save_trace(g, moves, root, args.algo, trace, path, args.sheet.force)?;
            }
            let mut out = json!({
                "value": r.as_ref().map(|r| r.value),
                "best": r.as_ref().and_then(|r| r.best).map(name),
                "nodes": r.as_ref().map_or(meter.nodes(), |r| r.nodes),
                "perspective": "player 0", "scale": "heuristic",
            });
            if args.budget.given() {
                out["completed_depth"] = json!(done);
                out["nodes_total"] = json!(meter.nodes());
                budget_fields(&mut out, args, deepened.stopped, r.is_some());
            }
            out
        }
        Algorithm::Mcts => mcts(g, root, moves, args, &mut meter)?,
        Algorithm::Cfr | Algorithm::CfrPlus | Algorithm::Dcfr => {
            if *root != g.initial_state() {
                return Err(format!(
                    "--algo {} solves the whole game: give no --moves",
                    args.algo.name()
                )
                .into());
            }
            drop(meter);
            super::cfr::run(g, args)?
        }
        _ => return Err(format!("--algo {} is not run here", args.algo.name()).into()),
    };
    out["seconds"] = json!(start.elapsed().as_secs_f64());
    out["algo"] = json!(args.algo.name());
    Ok(out)
}

/// MCTS from `root`, its trace written to `args.trace` when asked (each
/// iteration exactly, as the inspector replays it); the JSON report.
fn mcts<G: Heuristic + MoveOrder + Determinize + Catalogued>(
    g: &G,
    root: &G::State,
    moves: &[String],
    args: &SearchArgs,
    meter: &mut Meter,
) -> Result<Json, CliError> {
    let name = |a| g.notation(root, a);
    let options = MctsOptions {
        iterations: args.iterations.unwrap_or(10_000),
        seed: args.seed,
        ..MctsOptions::default()
    };
    let stop = AtomicBool::new(false);
    let r = match &args.trace {
        Some(path) => {
            // The MCTS trace file: each iteration exactly (the inspector's replay).
            let quiet = |_| {};
            let mut rec = MctsRecorder::new(g, root, &stop, &quiet);
            let mut tracer = Budgeted::new(&mut rec, meter);
            let r = search_traced(g, root, &options, &stop, &mut tracer)?;
            rec.finish(moves, &options)?.write(path, args.sheet.force)?;
            r
        }
        None => search_traced(
            g,
            root,
            &options,
            &stop,
            &mut Budgeted::new(&mut NoTracer, meter),
        )?,
    };
    let actions: Vec<Json> = r
        .actions
        .iter()
        .map(|a| json!({"action": name(a.action), "visits": a.visits, "value": a.value}))
        .collect();
    let mut out = json!({
        "best": name(r.best), "iterations": r.iterations, "nodes": r.nodes,
        "actions": actions, "perspective": "player to move", "scale": "mean score",
    });
    if r.nodes >= MAX_TREE_NODES {
        // The tree stopped growing at its bound: say so (the iterations still ran).
        out["tree_full_at"] = json!(MAX_TREE_NODES);
    }
    if args.budget.given() {
        budget_fields(&mut out, args, meter.spent(), true);
    }
    Ok(out)
}

/// The budget's fields of the JSON report: `budget`, and `stopped` when it ran
/// out; without an answer, the value, the best move and the line are `null`.
fn budget_fields(out: &mut Json, args: &SearchArgs, stopped: bool, answered: bool) {
    out["budget"] = json!(args.budget.describe());
    if stopped {
        out["stopped"] = json!(true);
    }
    if !answered {
        for key in ["value", "best", "pv", "plies_to_end"] {
            if out.get(key).is_some() {
                out[key] = Json::Null;
            }
        }
    }
}

/// What expectiminimax found under a budget.
struct ExpectiDeepened<A> {
    /// The deepest finished search, its depth and recording.
    answer: Option<(ExpectiResult<A>, u32, Option<Trace<A>>)>,
    stopped: bool,
    /// The recording of the stopped search, when none finished.
    partial_trace: Option<Trace<A>>,
}

/// Expectiminimax to `depth` on `meter`; under a budget by iterative deepening
/// (depth 1, 2, ... up to `depth`, the deepest finished one's answer; a depth
/// that reaches no depth limit searched the whole game: deeper ones would
/// search the same tree and give the same answer).
fn expecti_deepened<G: Heuristic>(
    g: &G,
    root: &G::State,
    depth: u32,
    args: &SearchArgs,
    meter: &mut Meter,
    record: bool,
) -> Result<ExpectiDeepened<G::Action>, CliError> {
    let first = if args.budget.given() { 1 } else { depth };
    let mut answer = None;
    for d in first..=depth {
        let horizon = meter.horizon_leaves();
        let mut trace = Trace::new();
        let r = if record {
            expectiminimax_traced(g, root, d, &mut Budgeted::new(&mut trace, meter))?
        } else {
            expectiminimax_traced(g, root, d, &mut Budgeted::new(&mut NoTracer, meter))?
        };
        let trace = record.then_some(trace);
        if meter.spent() {
            let partial_trace = if answer.is_none() { trace } else { None };
            return Ok(ExpectiDeepened {
                answer,
                stopped: true,
                partial_trace,
            });
        }
        let whole_game = meter.horizon_leaves() == horizon;
        answer = Some((r, d, trace));
        if whole_game {
            break;
        }
    }
    Ok(ExpectiDeepened {
        answer,
        stopped: false,
        partial_trace: None,
    })
}
