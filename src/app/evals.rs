//! The evaluation of the current line ply by ply (issue 7, "plots elsewhere"),
//! computed in the background: for two-player zero-sum games of perfect
//! information, the strong engine ([`crate::search::negamax`]) deepening to
//! [`EVAL_DEPTH`] plies within [`EVAL_NODES`] nodes a position (a node budget, so
//! the same line always gets the same curve); elsewhere the game's heuristic
//! (seed 004's h). Values are for player 0, scaled to [-1, 1] (a won final
//! position is 1). When the line changes only the positions after the first
//! changed ply are evaluated again.
//!
//! [`Evaluations`] is domain state: the shell refreshes and polls it each frame,
//! the moves panel draws it ([`super::panels::eval_plot`]). The values are
//! computed by a [`Task`] whose every value wakes the window; when the line
//! changes, the task is cancelled (kept as a [`Stopping`] until its thread ends,
//! so the frame never waits) and a new one starts.

use super::session::AnySession;
use super::task::{Stopping, Task, Waker, no_wake, prune};
use crate::engine::Turn;
use crate::games::GameSpec;
use crate::search::{Heuristic, M, MoveOrder, Negamax, NoTracer, Options, evaluate};
use std::sync::atomic::{AtomicBool, Ordering};

/// The engine's depth for each position.
pub const EVAL_DEPTH: u8 = 4;
/// The engine's node budget for each position.
pub const EVAL_NODES: u64 = 60_000;

/// How the values are computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalSource {
    Engine,
    Heuristic,
}

/// Evaluates positions, reporting `(k, value)` for position `k` as it goes; stops
/// when its flag is raised.
pub type EvalJob = Box<dyn FnOnce(&AtomicBool, &mut dyn FnMut(usize, f64)) + Send>;

/// The value of `s` for player 0 in [-1, 1] (see the module documentation).
pub fn evaluate_position<G: Heuristic + MoveOrder>(
    engine: Option<&mut Negamax<G, crate::search::HeuristicEval>>,
    g: &G,
    s: &G::State,
    stop: &AtomicBool,
) -> f64 {
    let scale = |v: i32| (v as f64 / M as f64).clamp(-1.0, 1.0);
    let Turn::Player(p) = g.turn(s) else {
        return scale(evaluate(g, s));
    };
    let searched = engine.and_then(|e| e.deepen(s, EVAL_DEPTH, &mut NoTracer, stop).ok());
    match searched {
        Some(r) if r.depth > 0 => scale(if p == 0 { r.value } else { -r.value }),
        _ => scale(evaluate(g, s)),
    }
}

/// A job evaluating `states` (positions `from`, `from + 1`, ...).
pub fn eval_job<G: Heuristic + MoveOrder>(game: &G, states: Vec<G::State>, from: usize) -> EvalJob {
    let game = game.clone();
    Box::new(move |stop, report| {
        let options = Options {
            tt_bits: Some(16),
            max_nodes: Some(EVAL_NODES),
            ..Options::default()
        };
        let mut engine = Negamax::new(game.clone(), options).ok();
        for (i, s) in states.iter().enumerate() {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            // A fresh table per position: the value depends on the position only.
            if let Some(e) = &mut engine {
                e.clear();
            }
            report(from + i, evaluate_position(engine.as_mut(), &game, s, stop));
        }
    })
}

/// The curve of the line on screen, kept up to date in the background.
pub struct Evaluations {
    spec: Option<GameSpec>,
    /// The plies the values were computed for.
    line: Vec<String>,
    /// Position `k` (after `k` plies): its value once known.
    pub values: Vec<Option<f64>>,
    pub source: Option<EvalSource>,
    /// Positions evaluated so far (for tests: only changed plies are redone).
    pub evaluated: usize,
    seen: Option<u64>,
    /// The evaluation in progress: `(k, value)` for position `k`.
    task: Option<Task<(usize, f64)>>,
    /// Evaluations of older lines whose threads have not ended yet.
    stopping: Vec<Stopping>,
    wake: Waker,
}

impl Default for Evaluations {
    fn default() -> Self {
        Evaluations {
            spec: None,
            line: Vec::new(),
            values: Vec::new(),
            source: None,
            evaluated: 0,
            seen: None,
            task: None,
            stopping: Vec::new(),
            wake: no_wake(),
        }
    }
}

impl Evaluations {
    /// Sets what the evaluation's thread wakes (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.wake = wake;
    }

    /// Brings the values in line with `session` (called each frame; does work
    /// only when `generation` changed): keeps the values of the unchanged
    /// prefix and starts a thread for the rest.
    pub fn refresh(&mut self, session: &dyn AnySession, generation: u64) {
        if self.seen == Some(generation) {
            return;
        }
        self.seen = Some(generation);
        let spec = session.spec();
        let line: Vec<String> = (0..session.len()).map(|k| session.ply_text(k)).collect();
        let same_game = self.spec.as_ref() == Some(&spec);
        let common = if same_game {
            self.line
                .iter()
                .zip(&line)
                .take_while(|(a, b)| a == b)
                .count()
        } else {
            0
        };
        if same_game && common == line.len() && common == self.line.len() {
            return;
        }
        // Position k is valid when its k plies are unchanged.
        let keep = if same_game { common + 1 } else { 0 };
        self.values.truncate(keep.min(line.len() + 1));
        self.values.resize(line.len() + 1, None);
        let from = self
            .values
            .iter()
            .position(Option::is_none)
            .unwrap_or(line.len() + 1);
        self.spec = Some(spec);
        self.line = line;
        self.source = Some(session.eval_source());
        self.cancel();
        if from > self.line.len() {
            return;
        }
        let Some(job) = session.eval_job(from) else {
            return;
        };
        // Without a thread the plot stays empty; the studio goes on.
        self.task = Task::spawn("ludoscope-eval", &self.wake, move |r| {
            job(r.flag(), &mut |k, v| {
                r.send((k, v));
            });
        })
        .ok();
    }

    /// Cancels the evaluation in progress without waiting (its values are
    /// dropped; the thread is joined once it has ended, or on drop).
    pub fn cancel(&mut self) {
        if let Some(task) = self.task.take() {
            self.stopping.push(task.stop());
        }
    }

    /// Takes in the values that arrived (never waits); forgets the cancelled
    /// evaluations that have ended, and the finished one.
    pub fn poll(&mut self) {
        prune(&mut self.stopping);
        let Some(task) = &self.task else {
            return;
        };
        let ended = task.is_finished();
        for (k, v) in task.drain() {
            if let Some(slot) = self.values.get_mut(k) {
                *slot = Some(v);
                self.evaluated += 1;
            }
        }
        if ended {
            self.task = None;
        }
    }

    /// Every position has its value.
    pub fn complete(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }
}
