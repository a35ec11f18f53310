//! Running a search for the inspector: [`search_with`] is the one dispatch from
//! [`SearchSettings`] to the search functions, children ordered as the settings
//! say ([`Reordered`]; the command line's `ludoscope search` uses it too, so both
//! search alike); [`run_search`] runs it on a worker thread's
//! behalf, recording the trace through a [`Recorder`] that reports progress and
//! stops the search when the cancel flag rises or the node budget is full.

use super::algorithm::Algorithm;
use super::erased::InspectTrace;
use super::reorder::Reordered;
use super::settings::{SearchSettings, not_inspected};
use crate::engine::state_after;
use crate::games::AnyGame;
use crate::games::GameSpec;
use crate::search::expectiminimax::expectiminimax_traced;
use crate::search::negamax::{self, Negamax, Options};
use crate::search::{
    AlphaBetaOptions, Bound, Heuristic, LeafKind, MoveOrder, SearchError, SearchResult,
    SearchStats, Trace, Tracer, UNLIMITED, Value, alphabeta, default_memo_entries, minimax,
    minimax_depth, minimax_memo_bounded,
};
use crate::with_game;
use std::sync::atomic::{AtomicBool, Ordering};

/// Runs the search `settings` names on `g` from `root`, children in the order
/// `settings.reorder` says, reporting to `tracer`; `stop` stops the strong engine
/// (the seeds' searches ask the tracer).
pub fn search_with<G: Heuristic + MoveOrder, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    settings: &SearchSettings,
    tracer: &mut T,
    stop: &AtomicBool,
) -> Result<SearchResult<G::Action>, String> {
    settings.check()?;
    let ordered = Reordered {
        game: g.clone(),
        reorder: settings.reorder,
    };
    dispatch(&ordered, root, settings, tracer, stop)
}

/// [`search_with`] on a game already ordered.
fn dispatch<G: Heuristic + MoveOrder, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    settings: &SearchSettings,
    tracer: &mut T,
    stop: &AtomicBool,
) -> Result<SearchResult<G::Action>, String> {
    let seeds = |r: Result<SearchResult<G::Action>, SearchError>| r.map_err(|e| e.to_string());
    match (settings.algorithm, settings.depth) {
        (Algorithm::Minimax, _) => seeds(minimax(g, root, tracer)),
        (Algorithm::MinimaxMemo, depth) => {
            let most = settings
                .memo_entries
                .unwrap_or_else(|| default_memo_entries(g));
            seeds(minimax_memo_bounded(g, root, depth, most, tracer))
        }
        (Algorithm::MinimaxDepth, depth) => {
            seeds(minimax_depth(g, root, depth.unwrap_or(0), tracer))
        }
        (Algorithm::AlphaBeta, depth) => {
            let options = AlphaBetaOptions {
                depth,
                cut: settings.cut,
                window: settings.window,
            };
            seeds(alphabeta(g, root, options, tracer))
        }
        (Algorithm::Negamax, _) => engine(g, root, settings, tracer, stop),
        (Algorithm::Expectiminimax, depth) => expecti(g, root, depth.unwrap_or(0), tracer),
        (other @ (Algorithm::Mcts | Algorithm::Cfr | Algorithm::CfrPlus | Algorithm::Dcfr), _) => {
            Err(not_inspected(other))
        }
    }
}

/// Expectiminimax to `depth`, its result in the seeds' shape (the value
/// rounded as the trace's integers are; the exact values are in the trace's
/// chance tables).
fn expecti<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    depth: u32,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, String> {
    let r = expectiminimax_traced(g, root, depth, tracer).map_err(|e| e.to_string())?;
    Ok(SearchResult {
        value: r.value.round() as Value,
        best: r.best,
        pv: r.best.into_iter().collect(),
        stats: SearchStats {
            nodes: r.nodes,
            ..SearchStats::default()
        },
    })
}

/// The strong engine with the inspector's settings, its result in the seeds' shape.
fn engine<G: Heuristic + MoveOrder, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    settings: &SearchSettings,
    tracer: &mut T,
    stop: &AtomicBool,
) -> Result<SearchResult<G::Action>, String> {
    let options = Options {
        tt_bits: settings.tt.then_some(16),
        pvs: settings.pvs,
        max_nodes: Some(settings.budget as u64),
        max_time: None,
    };
    let mut engine = Negamax::new(g.clone(), options).map_err(|e| e.to_string())?;
    let depth = settings.depth.map_or(UNLIMITED, |d| d.min(254) as u8);
    let r: negamax::SearchResult<G::Action> = if settings.deepen {
        engine.deepen(root, depth, tracer, stop)
    } else {
        engine.search(root, depth, tracer, stop)
    }
    .map_err(|e| e.to_string())?;
    Ok(SearchResult {
        value: r.value,
        best: r.best,
        pv: r.pv,
        stats: SearchStats {
            nodes: r.stats.nodes,
            leaves: r.stats.leaves,
            cuts: r.stats.cuts,
            tt_hits: r.stats.tt_hits,
        },
    })
}

/// The inspector's tracer: records into a [`Trace`], reports the node count to
/// `progress` every 4096 nodes, and asks the search to stop when `stop` rises or
/// the recording is full.
pub struct Recorder<'a, A> {
    pub trace: Trace<A>,
    stop: &'a AtomicBool,
    progress: &'a dyn Fn(u64),
    nodes: u64,
}

impl<'a, A: Copy> Recorder<'a, A> {
    pub fn new(budget: usize, stop: &'a AtomicBool, progress: &'a dyn Fn(u64)) -> Self {
        Recorder {
            trace: Trace::with_budget(budget),
            stop,
            progress,
            nodes: 0,
        }
    }
}

impl<A: Copy> Tracer<A> for Recorder<'_, A> {
    fn enter(&mut self, action: Option<A>, depth: u32, alpha: Value, beta: Value) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) {
            (self.progress)(self.nodes);
        }
        self.trace.enter(action, depth, alpha, beta)
    }
    fn leaf(&mut self, kind: LeafKind, value: Value) {
        self.trace.leaf(kind, value)
    }
    fn child_returned(&mut self, value: Value, alpha: Value, beta: Value) {
        self.trace.child_returned(value, alpha, beta)
    }
    fn cut(&mut self, unexplored: &[A]) {
        Tracer::cut(&mut self.trace, unexplored)
    }
    fn tt_hit(&mut self, value: Value, bound: Bound, depth: u32) {
        self.trace.tt_hit(value, bound, depth)
    }
    fn exit(&mut self, value: Value, bound: Bound) {
        self.trace.exit(value, bound)
    }
    fn max_node(&mut self, maximizing: bool) {
        self.trace.max_node(maximizing)
    }
    fn chance_node(&mut self) {
        self.trace.chance_node()
    }
    fn exact_value(&mut self, value: f64) {
        self.trace.exact_value(value)
    }
    fn outcome_probability(&mut self, p: crate::engine::Prob) {
        self.trace.outcome_probability(p)
    }
    fn stopped(&self) -> bool {
        self.trace.truncated() || self.stop.load(Ordering::Relaxed)
    }
}

/// Why a run gave no trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The cancel flag rose.
    Cancelled,
    /// The settings, the position or the game do not allow the search.
    Failed(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Cancelled => write!(f, "the search was cancelled"),
            RunError::Failed(why) => write!(f, "{why}"),
        }
    }
}

/// Runs `settings` on the position of `spec` after `moves` and records it.
/// `progress` hears the node count now and then; `stop` cancels.
pub fn run_search(
    spec: &GameSpec,
    moves: &[String],
    settings: &SearchSettings,
    stop: &AtomicBool,
    progress: &dyn Fn(u64),
) -> Result<InspectTrace, RunError> {
    settings.check().map_err(RunError::Failed)?;
    let game = AnyGame::from_spec(spec).map_err(|e| RunError::Failed(e.to_string()))?;
    run_search_game(&game, moves, settings, stop, progress)
}

/// [`run_search`] on a game already built.
pub fn run_search_game(
    game: &AnyGame,
    moves: &[String],
    settings: &SearchSettings,
    stop: &AtomicBool,
    progress: &dyn Fn(u64),
) -> Result<InspectTrace, RunError> {
    let failed = RunError::Failed;
    settings.check().map_err(failed)?;
    with_game!(game, g => {
        let root = state_after(g, moves).map_err(|e| failed(e.to_string()))?;
        let mut rec = Recorder::new(settings.budget, stop, progress);
        let result = search_with(g, &root, settings, &mut rec, stop);
        if stop.load(Ordering::Relaxed) {
            return Err(RunError::Cancelled);
        }
        result.map_err(failed)?;
        let mut trace = rec.trace;
        trace.shrink_to_fit();
        InspectTrace::from_typed(g, moves, &root, settings.algorithm, trace)
            .map(|t| t.with_settings(settings.clone()))
            .map_err(failed)
    })
}
