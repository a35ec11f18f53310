//! The parallel search of the exact Connect Four solver ([`super`]): each
//! null-window probe of the iterative narrowing runs on every thread at once,
//! over one shared lock-free table ([`SharedTable`]), in the manner of Lazy
//! SMP (Daniel Homan, 2013; see the Chess Programming Wiki's "Lazy SMP"): the
//! helper threads search the very same probe (same position, same window) with
//! their move order perturbed ([`C4Eval::helper`]), so that they explore other
//! subtrees first and leave in the table results that the others then read
//! instead of searching. No thread shares anything else.
//!
//! The scores stay exact: every entry of the table is the bound that some
//! complete exact search proved for its position (a search stopped halfway
//! stores nothing from the node it was in), so any thread that finishes the
//! probe returns a right answer for it. The first to finish gives the probe's
//! value and stops the others; the driver then narrows the interval as with
//! one thread, and its last interval, the score, is the same whatever the
//! thread that answered. Only the nodes (the sum over every thread) vary
//! from run to run.
//!
//! A probe first runs on the main thread alone for [`RAMP_NODES`] nodes: most
//! probes of late positions end well before that, and starting threads would
//! cost more than they bring; a probe that goes on is taken up by every
//! thread, the main one resuming from the table it has filled.

use super::eval::C4Eval;
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::negamax::{Negamax, Options, SearchError, UNLIMITED, WindowValue};
use crate::search::trace::{NoTracer, Tracer, Value};
use crate::search::tt::SharedTable;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The nodes a probe runs on the main thread alone before the helpers join.
pub const RAMP_NODES: u64 = 1 << 18;

/// One probe's answer: the fail-soft value against the null window, the
/// nodes of every thread, and whether it was stopped before the end.
#[derive(Clone, Copy, Debug)]
pub(super) struct Probe {
    pub value: Value,
    pub nodes: u64,
    pub stopped: bool,
}

type Engine<'a> = Negamax<ConnectFour, C4Eval, SharedTable<'a>>;

/// The threads' engines over one shared table, for the probes of one solve.
pub(super) struct Lazy<'a> {
    eval: &'a C4Eval,
    table: SharedTable<'a>,
    main: Engine<'a>,
    /// Made when a probe first needs them.
    helpers: Vec<Engine<'a>>,
    threads: usize,
    /// The nodes of a probe on the main thread alone ([`RAMP_NODES`] unless set).
    ramp: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
}

/// How a solve's threads search: their number, the main thread's nodes
/// alone at the start of each probe, the node budget of a probe and the
/// deadline of the solve.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    pub threads: usize,
    pub ramp: u64,
    pub max_nodes: Option<u64>,
    pub deadline: Option<Instant>,
}

impl<'a> Lazy<'a> {
    /// The engines of `plan.threads` threads (at least one) over `table`.
    pub(super) fn new(
        game: &ConnectFour,
        eval: &'a C4Eval,
        table: SharedTable<'a>,
        plan: Plan,
    ) -> Result<Self, SearchError> {
        Ok(Lazy {
            eval,
            table,
            main: engine(game, eval.clone(), table)?,
            helpers: Vec::new(),
            threads: plan.threads.max(1),
            ramp: plan.ramp,
            max_nodes: plan.max_nodes.unwrap_or(u64::MAX),
            deadline: plan.deadline,
        })
    }

    /// Sets the main engine's budget for its next search.
    fn limit(&mut self, nodes: u64) {
        let options = self.main.options_mut();
        options.max_nodes = Some(nodes);
        options.max_time = self
            .deadline
            .map(|d| d.saturating_duration_since(Instant::now()));
    }

    /// The probe of `s` with the null window (`med`, `med + 1`).
    pub(super) fn probe<T: Tracer<u8>>(
        &mut self,
        s: &ConnectFourState,
        med: Value,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<Probe, SearchError> {
        let first = if self.threads > 1 {
            self.max_nodes.min(self.ramp.max(1))
        } else {
            self.max_nodes
        };
        self.limit(first);
        let r = self
            .main
            .window_value(s, UNLIMITED, med, med + 1, tracer, stop)?;
        let alone = Probe {
            value: r.value,
            nodes: r.stats.nodes,
            stopped: r.stopped,
        };
        let out_of_time = self.deadline.is_some_and(|d| Instant::now() >= d);
        if !r.stopped || first == self.max_nodes || stop.load(Ordering::Relaxed) || out_of_time {
            return Ok(alone);
        }
        self.limit(self.max_nodes - alone.nodes);
        while self.helpers.len() + 1 < self.threads {
            let n = self.helpers.len() as u64 + 1;
            let e = engine(self.main.game(), self.eval.helper(n), self.table)?;
            self.helpers.push(e);
        }
        let (main, helpers) = (&mut self.main, &mut self.helpers);
        let done = AtomicBool::new(false);
        let (r, others) = std::thread::scope(|scope| {
            let done = &done;
            let handles: Vec<_> = helpers
                .iter_mut()
                .map(|h| {
                    scope.spawn(move || {
                        let r = h.window_value_either(
                            s,
                            UNLIMITED,
                            med,
                            med + 1,
                            &mut NoTracer,
                            stop,
                            Some(done),
                        );
                        if r.as_ref().is_ok_and(|w| !w.stopped) {
                            done.store(true, Ordering::Relaxed);
                        }
                        r
                    })
                })
                .collect();
            let r = main.window_value_either(s, UNLIMITED, med, med + 1, tracer, stop, Some(done));
            done.store(true, Ordering::Relaxed);
            let others: Vec<Result<WindowValue<u8>, SearchError>> = handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect();
            (r, others)
        });
        let r = r?;
        let others = others.into_iter().collect::<Result<Vec<_>, _>>()?;
        let nodes = alone.nodes + r.stats.nodes + others.iter().map(|w| w.stats.nodes).sum::<u64>();
        // The main thread's answer, or a helper's that finished first.
        let answer = std::iter::once(&r).chain(&others).find(|w| !w.stopped);
        Ok(Probe {
            value: answer.map_or(0, |w| w.value),
            nodes,
            stopped: answer.is_none(),
        })
    }
}

/// An engine of the solver over `table`.
fn engine<'a>(
    game: &ConnectFour,
    eval: C4Eval,
    table: SharedTable<'a>,
) -> Result<Engine<'a>, SearchError> {
    let options = Options {
        tt_bits: None,
        pvs: false,
        ..Options::default()
    };
    Negamax::with_table(game.clone(), eval, options, Some(table))
}
