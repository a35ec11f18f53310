//! The seeds' searches under a budget (`--max-nodes`, `--millis`): iterative
//! deepening, so that a stop still has an answer. The same search is run to
//! depth 1, 2, 3, ... (MinMax to the end is deepened as MinMax to a depth; the
//! others keep their algorithm), all on one [`Meter`]; each finished depth's
//! answer replaces the previous one. It ends when:
//! - the budget runs out: the answer is the deepest finished depth's (none if
//!   depth 1 did not finish);
//! - the depth asked (`--depth`) is finished: that search is the one asked for;
//! - a depth reaches no depth limit (every leaf is a final state): the whole
//!   game lies within it, so the search asked for (to the end, or to
//!   `--depth`) is run as it is, and its answer, if it finishes, is exactly
//!   that of the same command without a budget.
//!
//! The searches to a depth do not look for repeated positions, so on a game
//! that may repeat one (a cyclic arena) every depth may reach its limit along a
//! cycle: there the search asked for (to the end, which scores a repetition) is
//! tried first with half of the budget, and the deepening gets the rest.

use super::args::SearchArgs;
use super::budget::{Budgeted, Meter, Unit};
use crate::cli::CliError;
use crate::inspect::{Algorithm, SearchSettings, search_with};
use crate::search::{Heuristic, MoveOrder, NoTracer, SearchResult, Trace, Tracer};
use std::sync::atomic::AtomicBool;

/// One finished search of the deepening.
pub struct Finished<A> {
    pub result: SearchResult<A>,
    /// The algorithm run (MinMax to a depth for each depth of MinMax).
    pub algorithm: Algorithm,
    /// Its depth limit (`None`: to the end of the game).
    pub depth: Option<u32>,
    /// Its recording, when asked.
    pub trace: Option<Trace<A>>,
}

/// What the deepening found.
pub struct Deepened<A> {
    /// The deepest finished search (`None` when depth 1 did not finish).
    pub answer: Option<Finished<A>>,
    /// Whether there is an answer (kept when `answer` is taken).
    pub answer_given: bool,
    /// Whether the budget stopped it before the search asked for finished.
    pub stopped: bool,
    /// The recording of the search the budget stopped (when no depth finished).
    pub partial_trace: Option<Trace<A>>,
}

/// The algorithm run to each depth for `algorithm`.
fn iterated(algorithm: Algorithm) -> Algorithm {
    match algorithm {
        Algorithm::Minimax => Algorithm::MinimaxDepth,
        other => other,
    }
}

/// Deepens `args`'s seed search from `root` within `meter`'s budget, recording
/// each search when `record`.
pub fn deepen<G: Heuristic + MoveOrder>(
    g: &G,
    root: &G::State,
    args: &SearchArgs,
    meter: &mut Meter,
    record: bool,
) -> Result<Deepened<G::Action>, CliError> {
    let asked = args.settings();
    if g.may_repeat() && asked.depth.is_none() {
        let mut trial = Meter::new(&args.budget.halved(), Unit::Nodes);
        let step = run_once(g, root, &asked, &mut trial, record)?;
        meter.absorb(&trial);
        if !trial.spent() {
            return Ok(Deepened {
                answer: Some(step),
                answer_given: true,
                stopped: false,
                partial_trace: None,
            });
        }
    }
    let mut answer = None;
    for d in 1.. {
        let is_asked = asked.depth == Some(d);
        let settings = SearchSettings {
            algorithm: iterated(asked.algorithm),
            depth: Some(d),
            ..asked.clone()
        };
        let horizon = meter.horizon_leaves();
        let step = run_once(g, root, &settings, meter, record)?;
        if meter.spent() {
            return Ok(stopped(answer, step));
        }
        let reached_limit = meter.horizon_leaves() > horizon;
        answer = Some(step);
        if is_asked {
            break;
        }
        if !reached_limit {
            let step = run_once(g, root, &asked, meter, record)?;
            if meter.spent() {
                return Ok(stopped(answer, step));
            }
            answer = Some(step);
            break;
        }
    }
    Ok(Deepened {
        answer_given: answer.is_some(),
        answer,
        stopped: false,
        partial_trace: None,
    })
}

/// The deepening stopped during `unfinished`.
fn stopped<A>(answer: Option<Finished<A>>, unfinished: Finished<A>) -> Deepened<A> {
    let partial_trace = match answer {
        Some(_) => None,
        None => unfinished.trace,
    };
    Deepened {
        answer_given: answer.is_some(),
        answer,
        stopped: true,
        partial_trace,
    }
}

/// One search with `settings`, counted on `meter`.
fn run_once<G: Heuristic + MoveOrder>(
    g: &G,
    root: &G::State,
    settings: &SearchSettings,
    meter: &mut Meter,
    record: bool,
) -> Result<Finished<G::Action>, CliError> {
    let (result, trace) = if record {
        let mut trace = Trace::new();
        let result = search(g, root, settings, &mut Budgeted::new(&mut trace, meter))?;
        (result, Some(trace))
    } else {
        let result = search(g, root, settings, &mut Budgeted::new(&mut NoTracer, meter))?;
        (result, None)
    };
    Ok(Finished {
        result,
        algorithm: settings.algorithm,
        depth: settings.depth,
        trace,
    })
}

fn search<G: Heuristic + MoveOrder, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    settings: &SearchSettings,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, CliError> {
    Ok(search_with(
        g,
        root,
        settings,
        tracer,
        &AtomicBool::new(false),
    )?)
}
