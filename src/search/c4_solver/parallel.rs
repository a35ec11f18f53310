//! The parallel search of the exact Connect Four solver ([`super`]): each
//! null-window probe of the iterative narrowing runs on every thread at once,
//! over one shared lock-free table ([`SharedTable`]). Every thread searches
//! the same probe (same position, same window, same move order) as in Lazy
//! SMP (Daniel Homan, 2013; the Chess Programming Wiki's "Lazy SMP"), but
//! they split the tree with ABDADA's deferral (module `abdada`: a move whose
//! subtree another thread is searching waits until the others are done), so
//! that they do not repeat each other's work: with Lazy SMP alone (helpers
//! perturbing the order of tied moves, the scheme before this one) two threads
//! searched more than twice the nodes of one and were no faster.
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

use super::abdada::{Busy, Limits, Search};
use super::eval::C4Eval;
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::negamax::{Negamax, Options, SearchError, UNLIMITED};
use crate::search::trace::{Tracer, Value};
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
    /// The positions being searched, made when a probe first needs it.
    busy: Option<Busy>,
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
            busy: None,
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
        let limits = |done| Limits {
            stop,
            done,
            max_nodes: self.max_nodes - alone.nodes,
            deadline: self.deadline,
        };
        let busy = self.busy.get_or_insert_with(Busy::new);
        let (game, table) = (self.main.game(), self.table);
        let mut evals: Vec<C4Eval> = (0..self.threads).map(|_| self.eval.clone()).collect();
        let done = AtomicBool::new(false);
        let searches = std::thread::scope(|scope| {
            let (done, busy) = (&done, &*busy);
            let run = move |eval: C4Eval| {
                let mut search = Search::new(game, eval, table, busy, limits(done));
                let value = search.node(s, med, med + 1);
                if !search.aborted {
                    done.store(true, Ordering::Relaxed);
                }
                (value, search.nodes, search.aborted)
            };
            let main = evals.remove(0);
            let handles: Vec<_> = evals
                .into_iter()
                .map(|e| scope.spawn(move || run(e)))
                .collect();
            let mut all = vec![run(main)];
            for h in handles {
                all.push(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            }
            all
        });
        let nodes = alone.nodes + searches.iter().map(|r| r.1).sum::<u64>();
        // The main thread's answer, or a helper's that finished first.
        let answer = searches.iter().find(|r| !r.2);
        Ok(Probe {
            value: answer.map_or(0, |r| r.0),
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
