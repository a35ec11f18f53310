//! The budget and the progress of long searches on the command line:
//! `--max-nodes N` and `--millis MS` ([`BudgetArgs`]) are kept by a [`Meter`],
//! which counts the nodes (and, for MCTS, the iterations) that a search reports
//! through the [`Budgeted`] tracer, shows them with the rate and the elapsed time
//! on a spinner on stderr (indicatif draws it only on a terminal, as `play`'s
//! bar), and says when the budget is spent: the seeds' searches, MCTS and
//! expectiminimax ask the tracer's `stopped` before each child or iteration, the
//! strong engine and the Connect Four solver read the meter's flag.

use crate::engine::{Actor, Player, Prob};
use crate::search::trace::{Bound, LeafKind, Tracer, Value};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The budget options of `ludoscope search`.
#[derive(Args, Debug, Default, Clone, PartialEq)]
pub struct BudgetArgs {
    /// Stop the search after about this many nodes entered (MCTS: the nodes along
    /// its iterations' paths) and give the best answer so far.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_nodes: Option<u64>,
    /// Stop the search after about this many milliseconds and give the best
    /// answer so far.
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub millis: Option<u64>,
}

impl BudgetArgs {
    /// Whether a budget was given.
    pub fn given(&self) -> bool {
        self.max_nodes.is_some() || self.millis.is_some()
    }

    /// Half of this budget (at least 1 node and 1 ms).
    pub fn halved(&self) -> BudgetArgs {
        BudgetArgs {
            max_nodes: self.max_nodes.map(|n| (n / 2).max(1)),
            millis: self.millis.map(|ms| (ms / 2).max(1)),
        }
    }

    /// What ran out, for the report.
    pub fn describe(&self) -> String {
        match (self.max_nodes, self.millis) {
            (Some(n), Some(ms)) => format!("--max-nodes {n} or --millis {ms}"),
            (Some(n), None) => format!("--max-nodes {n}"),
            (None, Some(ms)) => format!("--millis {ms}"),
            (None, None) => "no budget".into(),
        }
    }
}

/// What the spinner counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Nodes,
    /// MCTS: iterations (each enters the root once), and the nodes.
    Iterations,
}

/// How often (in nodes) the clock and the spinner are looked at.
const EVERY: u64 = 4096;

/// The work of one command's search (over all its iterations), its budget and
/// its spinner.
pub struct Meter {
    nodes: u64,
    iterations: u64,
    horizon_leaves: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    start: Instant,
    flag: Arc<AtomicBool>,
    unit: Unit,
    bar: ProgressBar,
}

impl Meter {
    pub fn new(budget: &BudgetArgs, unit: Unit) -> Self {
        let start = Instant::now();
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
            bar.set_style(style);
        }
        Meter {
            nodes: 0,
            iterations: 0,
            horizon_leaves: 0,
            max_nodes: budget.max_nodes.unwrap_or(u64::MAX),
            deadline: budget.millis.map(|ms| start + Duration::from_millis(ms)),
            start,
            flag: Arc::new(AtomicBool::new(false)),
            unit,
            bar,
        }
    }

    /// The flag raised when the budget is spent, for the searches that read a
    /// flag rather than the tracer.
    pub fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.flag)
    }

    /// Whether the budget ran out.
    pub fn spent(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }

    /// Counts the work of `other` (a trial run on its own meter) as this
    /// meter's.
    pub fn absorb(&mut self, other: &Meter) {
        self.nodes += other.nodes;
        self.iterations += other.iterations;
        self.horizon_leaves += other.horizon_leaves;
        if self.nodes >= self.max_nodes {
            self.flag.store(true, Ordering::Relaxed);
        }
    }

    /// The nodes entered so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The leaves scored by the heuristic at a depth limit so far.
    pub fn horizon_leaves(&self) -> u64 {
        self.horizon_leaves
    }

    /// The seconds since the meter started.
    pub fn seconds(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    fn count(&mut self, root: bool) {
        self.nodes += 1;
        self.iterations += u64::from(root);
        if self.nodes >= self.max_nodes {
            self.flag.store(true, Ordering::Relaxed);
        }
        if self.nodes.is_multiple_of(EVERY) {
            self.look();
        }
    }

    /// Updates the spinner and checks the clock.
    fn look(&mut self) {
        let seconds = self.seconds().max(1e-9);
        let rate = |n: u64| n as f64 / seconds;
        let message = match self.unit {
            Unit::Nodes => format!("{} nodes, {:.0} nodes/s", self.nodes, rate(self.nodes)),
            Unit::Iterations => format!(
                "{} iterations, {:.0} iterations/s, {} nodes",
                self.iterations,
                rate(self.iterations),
                self.nodes
            ),
        };
        self.bar.set_message(message);
        self.bar.tick();
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.flag.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Meter {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// A tracer that passes everything to `inner` and counts on `meter`; it says
/// `stopped` once the budget is spent.
pub struct Budgeted<'a, T> {
    inner: &'a mut T,
    meter: &'a mut Meter,
}

impl<'a, T> Budgeted<'a, T> {
    pub fn new(inner: &'a mut T, meter: &'a mut Meter) -> Self {
        Budgeted { inner, meter }
    }
}

impl<A, T: Tracer<A>> Tracer<A> for Budgeted<'_, T> {
    fn enter(&mut self, action: Option<A>, depth: u32, alpha: Value, beta: Value) {
        self.meter.count(depth == 0 && action.is_none());
        self.inner.enter(action, depth, alpha, beta);
    }
    fn leaf(&mut self, kind: LeafKind, value: Value) {
        if kind == LeafKind::Heuristic {
            self.meter.horizon_leaves += 1;
        }
        self.inner.leaf(kind, value);
    }
    fn child_returned(&mut self, value: Value, alpha: Value, beta: Value) {
        self.inner.child_returned(value, alpha, beta);
    }
    fn cut(&mut self, unexplored: &[A]) {
        self.inner.cut(unexplored);
    }
    fn tt_hit(&mut self, value: Value, bound: Bound, depth: u32) {
        self.inner.tt_hit(value, bound, depth);
    }
    fn exit(&mut self, value: Value, bound: Bound) {
        self.inner.exit(value, bound);
    }
    fn max_node(&mut self, maximizing: bool) {
        self.inner.max_node(maximizing);
    }
    fn chance_node(&mut self) {
        self.inner.chance_node();
    }
    fn stopped(&self) -> bool {
        self.meter.spent() || self.inner.stopped()
    }
    fn mcts_actions(&mut self, player: Player, actions: &[A]) {
        self.inner.mcts_actions(player, actions);
    }
    fn mcts_outcomes(&mut self, outcomes: &[(A, Prob)]) {
        self.inner.mcts_outcomes(outcomes);
    }
    fn mcts_child(&mut self, index: u32) {
        self.inner.mcts_child(index);
    }
    fn mcts_playout(&mut self, actor: Actor, action: A) {
        self.inner.mcts_playout(actor, action);
    }
    fn mcts_scores(&mut self, scores: &[f64]) {
        self.inner.mcts_scores(scores);
    }
}
