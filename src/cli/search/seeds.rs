//! The seeds' searches on the command line (seed 004's MinMax to the end, with
//! memo (to the end or to a depth), to a depth, and AlphaBeta with either cut
//! rule and either initial window), children in the game's order or best first,
//! run through the inspector's dispatch ([`search_with`]) so that the command
//! line and the inspector search alike; with `--trace` the search is recorded and
//! saved. The report: the value (player 0's point of view) and its [`Scale`],
//! the best move, the principal variation and the counters, as text or JSON.

use super::args::SearchArgs;
use super::budget::Budgeted;
use crate::cli::{CliError, moves};
use crate::engine::Game;
use crate::games::Catalogued;
use crate::inspect::{SearchSettings, search_with};
use crate::search::trace_file::TraceFile;
use crate::search::{Heuristic, MoveOrder, NoTracer, Scale, SearchResult, Trace, Tracer};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// What the command prints, with actions already in notation.
pub struct Report {
    value: i32,
    scale: Scale,
    best: Option<String>,
    pv: Vec<String>,
    result_stats: crate::search::SearchStats,
    seconds: f64,
    truncated: bool,
    /// The nodes entered when the budget ran out (the value is then meaningless).
    stopped: Option<u64>,
}

/// Runs the search on one concrete game from the position after `moves`,
/// recording a trace when asked.
pub fn run<G: Heuristic + MoveOrder + Catalogued>(
    g: &G,
    args: &SearchArgs,
    moves: &[String],
) -> Result<Report, CliError> {
    let root = moves::start_state(g, args.position.as_deref(), moves)?;
    let scale = Scale::of(g, args.depth);
    let start = Instant::now();
    let Some(path) = &args.trace else {
        let mut inner = NoTracer;
        let mut tracer = Budgeted::new(&mut inner, &args.budget);
        let result = run_algo(g, &root, args, &mut tracer)?;
        let stopped = tracer.spent().then(|| tracer.nodes());
        drop(tracer);
        let seconds = start.elapsed().as_secs_f64();
        let mut report = describe(g, &root, result, scale, seconds, false);
        report.stopped = stopped;
        return Ok(report);
    };
    let mut trace = Trace::new();
    let mut tracer = Budgeted::new(&mut trace, &args.budget);
    let result = run_algo(g, &root, args, &mut tracer)?;
    let stopped = tracer.spent().then(|| tracer.nodes());
    drop(tracer);
    // The search time, recording included; saving the file is not counted.
    let seconds = start.elapsed().as_secs_f64();
    trace.shrink_to_fit();
    let file = TraceFile::from_trace(g, moves, &root, args.algo.name(), &trace)?;
    file.write(path, args.sheet.force)?;
    let mut report = describe(g, &root, result, scale, seconds, trace.truncated());
    report.stopped = stopped;
    Ok(report)
}

fn run_algo<G: Heuristic + MoveOrder, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    args: &SearchArgs,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, CliError> {
    let settings: SearchSettings = args.settings();
    Ok(search_with(
        g,
        root,
        &settings,
        tracer,
        &AtomicBool::new(false),
    )?)
}

/// The result with its actions in notation, each at the state where it is played.
fn describe<G: Game>(
    g: &G,
    root: &G::State,
    r: SearchResult<G::Action>,
    scale: Scale,
    seconds: f64,
    truncated: bool,
) -> Report {
    let pv = crate::engine::line_notation(g, root, &r.pv);
    Report {
        value: r.value,
        scale,
        best: r.best.map(|a| g.notation(root, a)),
        pv,
        result_stats: r.stats,
        seconds,
        truncated,
        stopped: None,
    }
}

/// Prints the report: one JSON object, or one field per line.
pub fn print(args: &SearchArgs, r: &Report) {
    let st = &r.result_stats;
    if args.json {
        let mut out = serde_json::json!({
            "value": r.value, "scale": r.scale.name(), "v_max": r.scale.bound(),
            "best": r.best, "pv": r.pv, "nodes": st.nodes,
            "leaves": st.leaves, "cuts": st.cuts, "tt_hits": st.tt_hits,
            "seconds": r.seconds, "perspective": args.algo.perspective(), "algo": args.algo.name(),
            "order": args.order.name(),
        });
        if args.algo == crate::inspect::Algorithm::AlphaBeta {
            out["window"] = serde_json::json!(args.window.name());
        }
        if args.trace.is_some() {
            out["trace_truncated"] = serde_json::json!(r.truncated);
        }
        if r.stopped.is_some() {
            out["stopped"] = serde_json::json!(true);
            for key in ["value", "best", "pv"] {
                out[key] = serde_json::Value::Null;
            }
        }
        println!("{out}");
        return;
    }
    let from = if args.position.is_some() {
        "from --position, "
    } else {
        ""
    };
    println!(
        "{} {from}after [{}], {}",
        args.spec,
        args.moves_text(),
        args.algo.name()
    );
    if let Some(nodes) = r.stopped {
        println!(
            "stopped: the budget ({}) ran out after {nodes} nodes, {:.3} s: the search did \
             not finish, so it has no value and no best move (--depth N gives a heuristic \
             answer sooner)",
            args.budget.describe(),
            r.seconds
        );
        return;
    }
    println!(
        "value:   {} ({}'s point of view)",
        r.value,
        args.algo.perspective()
    );
    println!("scale:   {}", r.scale.describe());
    if args.algo == crate::inspect::Algorithm::AlphaBeta {
        let (alpha, beta) = args.window.bounds(r.scale);
        let window = crate::inspect::labels::window_text(alpha, beta);
        println!("window:  {} {window}", args.window.name());
    }
    println!(
        "best:    {}",
        r.best.as_deref().unwrap_or("none (final state)")
    );
    println!("pv:      {}", r.pv.join(" "));
    println!(
        "nodes:   {}  leaves: {}  cuts: {}  tt hits: {}",
        st.nodes, st.leaves, st.cuts, st.tt_hits
    );
    println!("seconds: {:.3}", r.seconds);
    if let Some(path) = &args.trace {
        let note = if r.truncated {
            " (truncated at the node budget)"
        } else {
            ""
        };
        println!("trace:   {}{note}", path.display());
    }
}
