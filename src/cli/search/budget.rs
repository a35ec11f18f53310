//! `search`'s budget and progress for the seeds' searches: `--max-nodes N` and
//! `--millis MS` stop the search (through the tracer's `stopped`, which the
//! seeds' searches ask before each child), and a spinner on stderr shows the
//! nodes, the rate and the time (indicatif draws only on a terminal, as `play`'s
//! bar). A search to the end that is stopped has no value: the report says so.

use crate::search::trace::{Bound, LeafKind, Tracer, Value};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use std::time::{Duration, Instant};

/// The budget options of `ludoscope search`.
#[derive(Args, Debug, Default, Clone, PartialEq)]
pub struct BudgetArgs {
    /// Stop the search after this many nodes (the seeds' searches).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_nodes: Option<u64>,
    /// Stop the search after this many milliseconds (the seeds' searches).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    pub millis: Option<u64>,
}

impl BudgetArgs {
    /// Whether a budget was given.
    pub fn given(&self) -> bool {
        self.max_nodes.is_some() || self.millis.is_some()
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

/// How often (in nodes) the clock and the spinner are looked at.
const EVERY: u64 = 4096;

/// A tracer that passes everything to `inner`, counts the nodes, and stops the
/// search when the budget is spent.
pub struct Budgeted<'a, T> {
    inner: &'a mut T,
    nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    start: Instant,
    spent: bool,
    bar: ProgressBar,
}

impl<'a, T> Budgeted<'a, T> {
    pub fn new(inner: &'a mut T, budget: &BudgetArgs) -> Self {
        let start = Instant::now();
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
            bar.set_style(style);
        }
        Budgeted {
            inner,
            nodes: 0,
            max_nodes: budget.max_nodes.unwrap_or(u64::MAX),
            deadline: budget.millis.map(|ms| start + Duration::from_millis(ms)),
            start,
            spent: false,
            bar,
        }
    }

    /// Whether the budget ran out (the search's value is then meaningless).
    pub fn spent(&self) -> bool {
        self.spent
    }

    /// The nodes entered.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn look(&mut self) {
        let seconds = self.start.elapsed().as_secs_f64().max(1e-9);
        let rate = self.nodes as f64 / seconds;
        self.bar
            .set_message(format!("{} nodes, {rate:.0} nodes/s", self.nodes));
        self.bar.tick();
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.spent = true;
        }
    }
}

impl<T> Drop for Budgeted<'_, T> {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

impl<A, T: Tracer<A>> Tracer<A> for Budgeted<'_, T> {
    fn enter(&mut self, action: Option<A>, depth: u32, alpha: Value, beta: Value) {
        self.nodes += 1;
        if self.nodes >= self.max_nodes {
            self.spent = true;
        }
        if self.nodes.is_multiple_of(EVERY) {
            self.look();
        }
        self.inner.enter(action, depth, alpha, beta);
    }
    fn leaf(&mut self, kind: LeafKind, value: Value) {
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
        self.spent || self.inner.stopped()
    }
}
