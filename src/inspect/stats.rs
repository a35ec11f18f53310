//! The numbers behind the inspector's statistics: nodes, leaves, cuts and
//! transposition hits per depth, read from a recorded trace or counted while a
//! search runs ([`DepthCounter`], a [`Tracer`] that keeps counts only, so any
//! size of search can be counted); the nodes of each iteration of iterative
//! deepening (a new iteration is a new root); and the same search run three ways
//! at the same depth ([`compare`]): seed 004's MinMax (no pruning), seed 004's
//! AlphaBeta (game order), and the strong engine (negamax with move ordering and
//! a transposition table). It runs the existing searches unchanged.

use super::algorithm::Algorithm;
use super::tree::Tree;
use crate::engine::Player;
use crate::search::negamax::SearchError as EngineError;
use crate::search::negamax::{Negamax, Options};
use crate::search::trace::{Bound, LeafKind, Trace, Tracer, Value};
use crate::search::{
    AlphaBetaOptions, CutRule, Evaluator, Heuristic, MoveOrder, SearchError, alphabeta, evaluate,
    minimax_depth,
};

/// Why a comparison did not run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CompareError {
    #[error("the comparison was cancelled")]
    Cancelled,
    #[error("{0}")]
    Search(#[from] SearchError),
    #[error("the engine: {0}")]
    Engine(#[from] EngineError),
}
use std::sync::atomic::{AtomicBool, Ordering};

/// Counts per depth (index = plies from the root).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DepthCounts {
    pub nodes: Vec<u64>,
    pub leaves: Vec<u64>,
    pub cuts: Vec<u64>,
    pub tt_hits: Vec<u64>,
}

impl DepthCounts {
    /// The counts of a recorded trace, whose tree is `tree`.
    pub fn of<A: Copy>(trace: &Trace<A>, tree: &Tree) -> DepthCounts {
        let mut c = DepthCounts::default();
        let depth = |id: u32| trace.node(id).map_or(0, |n| n.depth as usize);
        for n in trace.nodes() {
            let d = n.depth as usize;
            bump(&mut c.nodes, d);
            if n.leaf().is_some() {
                bump(&mut c.leaves, d);
            }
        }
        for id in tree.cut_nodes() {
            bump(&mut c.cuts, depth(id));
        }
        for id in tree.hit_nodes() {
            bump(&mut c.tt_hits, depth(id));
        }
        c.pad();
        c
    }

    /// The number of depths (every table has this length).
    pub fn depths(&self) -> usize {
        self.nodes.len()
    }

    pub fn total_nodes(&self) -> u64 {
        self.nodes.iter().sum()
    }

    pub fn total_cuts(&self) -> u64 {
        self.cuts.iter().sum()
    }

    pub fn total_leaves(&self) -> u64 {
        self.leaves.iter().sum()
    }

    pub fn total_tt_hits(&self) -> u64 {
        self.tt_hits.iter().sum()
    }

    /// Makes every table as long as the deepest one.
    fn pad(&mut self) {
        let n = [&self.nodes, &self.leaves, &self.cuts, &self.tt_hits]
            .iter()
            .map(|v| v.len())
            .max()
            .unwrap_or(0);
        for v in [
            &mut self.nodes,
            &mut self.leaves,
            &mut self.cuts,
            &mut self.tt_hits,
        ] {
            v.resize(n, 0);
        }
    }
}

fn bump(v: &mut Vec<u64>, d: usize) {
    if v.len() <= d {
        v.resize(d + 1, 0);
    }
    v[d] += 1;
}

/// A tracer that counts per depth and per iteration, and keeps nothing else.
#[derive(Clone, Debug, Default)]
pub struct DepthCounter<'s> {
    counts: DepthCounts,
    /// Nodes of each search started at a root (one per iteration of iterative deepening).
    iterations: Vec<u64>,
    open: Vec<usize>,
    /// The search stops once this rises (a cancelled comparison).
    stop: Option<&'s AtomicBool>,
}

impl<'s> DepthCounter<'s> {
    /// A counter that asks the search to stop once `stop` rises.
    pub fn stopping_on(stop: &'s AtomicBool) -> Self {
        DepthCounter {
            stop: Some(stop),
            ..DepthCounter::default()
        }
    }

    /// The counts per depth, every table padded to the same length.
    pub fn counts(&self) -> DepthCounts {
        let mut c = self.counts.clone();
        c.pad();
        c
    }

    /// The nodes of each root search, in order.
    pub fn iterations(&self) -> &[u64] {
        &self.iterations
    }
}

impl<A> Tracer<A> for DepthCounter<'_> {
    fn stopped(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }

    fn enter(&mut self, action: Option<A>, depth: u32, _: Value, _: Value) {
        if action.is_none() && self.open.is_empty() {
            self.iterations.push(0);
        }
        if let Some(last) = self.iterations.last_mut() {
            *last += 1;
        }
        let d = depth as usize;
        bump(&mut self.counts.nodes, d);
        self.open.push(d);
    }

    fn leaf(&mut self, _: LeafKind, _: Value) {
        bump(
            &mut self.counts.leaves,
            self.open.last().copied().unwrap_or(0),
        );
    }

    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}

    fn cut(&mut self, _: &[A]) {
        bump(
            &mut self.counts.cuts,
            self.open.last().copied().unwrap_or(0),
        );
    }

    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {
        bump(
            &mut self.counts.tt_hits,
            self.open.last().copied().unwrap_or(0),
        );
    }

    fn exit(&mut self, _: Value, _: Bound) {
        self.open.pop();
    }
}

/// One search of a comparison: its value at the root (player 0's view) and
/// counts. The searches are [`Algorithm::MinimaxDepth`] (seed 004's MinMax to
/// the depth: no pruning), [`Algorithm::AlphaBeta`] (children in the game's
/// order) and [`Algorithm::Negamax`] (the strong engine: moves ordered, the
/// game's order then the table's move first, and a transposition table; one
/// search to the depth, no iterative deepening, no null windows, leaves scored
/// by the seed's `h`, [`SeedEval`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub algorithm: Algorithm,
    pub value: Value,
    pub counts: DepthCounts,
}

/// The same position searched to the same depth three ways, and iterative
/// deepening's nodes per iteration up to that depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    pub depth: u32,
    pub runs: Vec<Run>,
    /// Nodes of each iteration of the engine's iterative deepening (depth 1, 2, ..).
    pub iterations: Vec<u64>,
}

/// The engine's evaluator for a comparison: seed 004's `h` ([`evaluate`]), the
/// very values MinMax and AlphaBeta see (an exercise tree's leaf values
/// included), from the mover's point of view.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeedEval;

impl<G: Heuristic + MoveOrder> Evaluator<G> for SeedEval {
    fn terminal(&self, g: &G, s: &G::State, p: Player, _ply: u32) -> Value {
        self.evaluate(g, s, p)
    }

    fn evaluate(&self, g: &G, s: &G::State, p: Player) -> Value {
        let v = evaluate(g, s);
        if p == 0 { v } else { -v }
    }
}

/// The transposition table of the comparison's engine: 2^18 entries.
const TT_BITS: u32 = 18;

/// Searches `root` to `depth` with MinMax, AlphaBeta (seed rule) and the engine,
/// counting per depth; then iterative deepening to `depth` counting per
/// iteration. Depths above 254 are searched as 254. Once `stop` rises every
/// search returns at once and the answer is [`CompareError::Cancelled`].
pub fn compare<G: Heuristic + MoveOrder + Clone>(
    g: &G,
    root: &G::State,
    depth: u32,
    stop: &AtomicBool,
) -> Result<Comparison, CompareError> {
    let depth = depth.min(254);
    let cancelled = || stop.load(Ordering::Relaxed);
    let mut runs = Vec::new();
    let mut c = DepthCounter::stopping_on(stop);
    let r = minimax_depth(g, root, depth, &mut c)?;
    if cancelled() {
        return Err(CompareError::Cancelled);
    }
    runs.push(Run {
        algorithm: Algorithm::MinimaxDepth,
        value: r.value,
        counts: c.counts(),
    });
    let mut c = DepthCounter::stopping_on(stop);
    let opts = AlphaBetaOptions {
        depth: Some(depth),
        cut: CutRule::Seed,
        ..AlphaBetaOptions::default()
    };
    let r = alphabeta(g, root, opts, &mut c)?;
    if cancelled() {
        return Err(CompareError::Cancelled);
    }
    runs.push(Run {
        algorithm: Algorithm::AlphaBeta,
        value: r.value,
        counts: c.counts(),
    });
    let options = Options {
        tt_bits: Some(TT_BITS),
        pvs: false,
        ..Options::default()
    };
    let mut engine = Negamax::with_evaluator(g.clone(), SeedEval, options.clone())?;
    let mut c = DepthCounter::default();
    let r = engine.search(root, depth as u8, &mut c, stop)?;
    if cancelled() {
        return Err(CompareError::Cancelled);
    }
    let sign = if g.turn(root).to_move() == Some(1) {
        -1
    } else {
        1
    };
    runs.push(Run {
        algorithm: Algorithm::Negamax,
        value: sign * r.value,
        counts: c.counts(),
    });
    let mut engine = Negamax::with_evaluator(g.clone(), SeedEval, options)?;
    let mut c = DepthCounter::default();
    engine.deepen(root, depth as u8, &mut c, stop)?;
    if cancelled() {
        return Err(CompareError::Cancelled);
    }
    Ok(Comparison {
        depth,
        runs,
        iterations: c.iterations().to_vec(),
    })
}
