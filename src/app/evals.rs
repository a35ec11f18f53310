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
//! the moves panel draws it ([`super::panels::eval_plot`]).

use super::session::AnySession;
use crate::engine::Turn;
use crate::games::GameSpec;
use crate::search::{Heuristic, M, MoveOrder, Negamax, NoTracer, Options, evaluate};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};

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
    cancel: Arc<AtomicBool>,
    inbox: Option<Receiver<(usize, f64)>>,
    /// Called by the thread after each value (egui's `request_repaint`).
    pub wake: Arc<dyn Fn() + Send + Sync>,
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
            cancel: Arc::new(AtomicBool::new(false)),
            inbox: None,
            wake: Arc::new(|| {}),
        }
    }
}

impl Evaluations {
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
        self.cancel.store(true, Ordering::Relaxed);
        self.inbox = None;
        if from > self.line.len() {
            return;
        }
        let Some(job) = session.eval_job(from) else {
            return;
        };
        let cancel = Arc::new(AtomicBool::new(false));
        self.cancel = cancel.clone();
        let (tx, rx) = channel();
        let wake = self.wake.clone();
        let spawned = std::thread::Builder::new()
            .name("ludoscope-eval".into())
            .spawn(move || {
                job(&cancel, &mut |k, v| {
                    let _ = tx.send((k, v));
                    wake();
                });
            });
        if spawned.is_ok() {
            self.inbox = Some(rx);
        }
    }

    /// Takes in the values that arrived (never waits).
    pub fn poll(&mut self) {
        if let Some(inbox) = &self.inbox {
            while let Ok((k, v)) = inbox.try_recv() {
                if let Some(slot) = self.values.get_mut(k) {
                    *slot = Some(v);
                    self.evaluated += 1;
                }
            }
        }
    }

    /// Every position has its value.
    pub fn complete(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }
}

impl Drop for Evaluations {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
