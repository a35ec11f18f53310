//! The seeds' searches on the command line (seed 004's MinMax to the end, with
//! memo (to the end or to a depth), to a depth, and AlphaBeta with either cut
//! rule and either initial window), children in the game's order or best first,
//! run through the inspector's dispatch ([`search_with`]) so that the command
//! line and the inspector search alike; with `--trace` the search is recorded and
//! saved. The report: the value (player 0's point of view) and its [`Scale`],
//! the best move, the principal variation and the counters, as text or JSON.

use super::args::SearchArgs;
use super::budget::{Budgeted, Meter, Unit};
use super::deepen::deepen;
use crate::cli::{CliError, moves};
use crate::engine::Game;
use crate::games::Catalogued;
use crate::inspect::{Algorithm, SearchSettings, search_with};
use crate::search::trace_file::TraceFile;
use crate::search::{Heuristic, MoveOrder, NoTracer, Scale, SearchResult, Trace, Tracer};
use std::sync::atomic::AtomicBool;

/// What the command prints, with actions already in notation.
pub struct Report {
    value: i32,
    scale: Scale,
    best: Option<String>,
    pv: Vec<String>,
    result_stats: crate::search::SearchStats,
    seconds: f64,
    truncated: bool,
    /// Under a budget: how the deepening went.
    budget: Option<Budget>,
}

/// How a search under a budget went ([`deepen`]).
struct Budget {
    /// The budget ran out before the search asked for finished.
    stopped: bool,
    /// The report holds the answer of a finished search.
    answered: bool,
    /// The depth limit of that search (`None`: to the end of the game).
    depth: Option<u32>,
    /// The nodes of every search of the deepening.
    nodes_total: u64,
}

/// Runs the search on one concrete game from the position after `moves`,
/// recording a trace when asked; under a budget, deepens ([`deepen`]).
pub fn run<G: Heuristic + MoveOrder + Catalogued>(
    g: &G,
    args: &SearchArgs,
    moves: &[String],
) -> Result<Report, CliError> {
    let root = moves::start_state(g, args.position.as_deref(), moves)?;
    let mut meter = Meter::new(&args.budget, Unit::Nodes);
    if args.budget.given() {
        return run_budgeted(g, &root, args, moves, &mut meter);
    }
    let scale = Scale::of(g, args.depth);
    if args.trace.is_none() {
        let result = run_algo(
            g,
            &root,
            args,
            &mut Budgeted::new(&mut NoTracer, &mut meter),
        )?;
        return Ok(describe(g, &root, result, scale, meter.seconds(), false));
    }
    let mut trace = Trace::new();
    let result = run_algo(g, &root, args, &mut Budgeted::new(&mut trace, &mut meter))?;
    // The search time, recording included; saving the file is not counted.
    let seconds = meter.seconds();
    drop(meter);
    let truncated = trace.truncated();
    save(g, moves, &root, args.algo, trace, args)?;
    Ok(describe(g, &root, result, scale, seconds, truncated))
}

/// [`run`] under a budget: the deepest finished search's answer.
fn run_budgeted<G: Heuristic + MoveOrder + Catalogued>(
    g: &G,
    root: &G::State,
    args: &SearchArgs,
    moves: &[String],
    meter: &mut Meter,
) -> Result<Report, CliError> {
    let deepened = deepen(g, root, args, meter, args.trace.is_some())?;
    let seconds = meter.seconds();
    let nodes_total = meter.nodes();
    let (mut report, trace, algorithm, depth) = match deepened.answer {
        Some(a) => {
            let scale = Scale::of(g, a.depth);
            let report = describe(g, root, a.result, scale, seconds, false);
            (report, a.trace, a.algorithm, a.depth)
        }
        None => {
            let nothing = SearchResult {
                value: 0,
                best: None,
                pv: Vec::new(),
                stats: Default::default(),
            };
            let scale = Scale::of(g, args.depth);
            let report = describe(g, root, nothing, scale, seconds, false);
            (report, deepened.partial_trace, args.algo, None)
        }
    };
    report.budget = Some(Budget {
        stopped: deepened.stopped,
        answered: deepened.answer_given,
        depth,
        nodes_total,
    });
    if let Some(trace) = trace {
        report.truncated = trace.truncated();
        save(g, moves, root, algorithm, trace, args)?;
    }
    Ok(report)
}

/// Saves a recorded search to `--trace`.
fn save<G: Catalogued>(
    g: &G,
    moves: &[String],
    root: &G::State,
    algorithm: Algorithm,
    mut trace: Trace<G::Action>,
    args: &SearchArgs,
) -> Result<(), CliError> {
    let Some(path) = &args.trace else {
        return Ok(());
    };
    trace.shrink_to_fit();
    let file = TraceFile::from_trace(g, moves, root, algorithm.name(), &trace)?;
    file.write(path, args.sheet.force)?;
    Ok(())
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
        budget: None,
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
        if let Some(b) = &r.budget {
            budget_json(&mut out, b, args);
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
    if let Some(b) = &r.budget {
        let stop = budget_text(b, args, r.seconds);
        println!("{stop}");
        if !b.answered {
            return;
        }
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
    if let Some(Budget { depth: Some(d), .. }) = &r.budget {
        println!("depth:   {d} plies, the deepest search completed");
    }
    println!(
        "nodes:   {}  leaves: {}  cuts: {}  tt hits: {}",
        st.nodes, st.leaves, st.cuts, st.tt_hits
    );
    if let Some(b) = &r.budget {
        println!(
            "total:   {} nodes over the iterative deepening",
            b.nodes_total
        );
    }
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

/// The deepening's fields of the JSON report: `stopped` (only when the budget
/// ran out), `budget`, `completed_depth` (the answer's depth limit, `null` for a
/// search to the end or no answer) and `nodes_total`; without an answer, the
/// value, the best move and the line are `null`.
fn budget_json(out: &mut serde_json::Value, b: &Budget, args: &SearchArgs) {
    if b.stopped {
        out["stopped"] = serde_json::json!(true);
    }
    out["budget"] = serde_json::json!(args.budget.describe());
    out["completed_depth"] = serde_json::json!(b.depth);
    out["nodes_total"] = serde_json::json!(b.nodes_total);
    if !b.answered {
        for key in ["value", "best", "pv"] {
            out[key] = serde_json::Value::Null;
        }
    }
}

/// The line that says how the budget went.
fn budget_text(b: &Budget, args: &SearchArgs, seconds: f64) -> String {
    let ran_out = format!(
        "stopped: the budget ({}) ran out after {} nodes, {seconds:.3} s",
        args.budget.describe(),
        b.nodes_total
    );
    match (b.stopped, b.answered, b.depth) {
        (false, _, _) => format!(
            "budget:  {} was enough: the search finished",
            args.budget.describe()
        ),
        (true, false, _) => format!(
            "{ran_out}, before depth 1 finished: no value and no best move (a larger \
             budget, or a smaller --depth)"
        ),
        (true, true, Some(d)) => format!(
            "{ran_out}: the answer below is the best so far, that of depth {d}, the \
             deepest search completed (iterative deepening)"
        ),
        (true, true, None) => format!("{ran_out}: the answer below is the best so far"),
    }
}
