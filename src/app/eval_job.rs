//! How the evaluation plot values a position: for two-player zero-sum games of
//! perfect information, the strong engine ([`crate::search::negamax`])
//! deepening to [`EVAL_DEPTH`] plies within [`EVAL_NODES`] nodes a position (a
//! node budget, so the same line always gets the same curve); elsewhere the
//! game's heuristic (seed 004's h). Values are for player 0, scaled to [-1, 1]
//! (a won final position is 1). The typed session builds the job; the studio's
//! [`super::evals::Evaluations`] runs it.

use crate::engine::Turn;
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
