//! The perfect agent's exact solver on 7x6 Connect Four: the solver behind
//! `ludoscope c4 solve` ([`crate::search::c4_solver`]), on every core,
//! scores every legal move, centre first, and one of the best score is played
//! (the first found among equals). It has [`C4_EXACT_TIME`] of the move's
//! [`C4_TIME_BUDGET`]; when the time runs out first the answer is
//! [`ExactAnswer::Unproven`] with the moves proven so far, and the agent plays
//! the heuristic search's best move of its deepest finished iteration in the
//! rest of the budget ([`super::super::perfect`]). Other board sizes have no
//! exact solver here.

use super::{ExactAnswer, ExactPlay, ExactSolver};
use crate::agents::{Control, CountingTracer};
use crate::engine::{Actor, Game};
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::Value;
use crate::search::c4_solver::Solver as C4Solver;
use std::time::{Duration, Instant};

/// The time the perfect agent takes for a move of 7x6 Connect Four at most
/// (the exact solve and, when it does not end in time, the heuristic search).
pub const C4_TIME_BUDGET: Duration = Duration::from_millis(2_000);

/// The part of [`C4_TIME_BUDGET`] given to the exact solver.
pub const C4_EXACT_TIME: Duration = Duration::from_millis(1_400);

impl ExactPlay for ConnectFour {
    /// The exact solver on the standard 7x6 board, on every core, with a table
    /// of 2^22 entries; `None` on other boards, or when the table cannot be had.
    fn exact_solver(&self) -> Option<Box<dyn ExactSolver<Self>>> {
        if (self.rows(), self.cols()) != (6, 7) {
            return None;
        }
        let mut solver = C4Solver::new(self.clone(), 22).ok()?;
        solver.set_threads(crate::search::c4_solver::cores());
        Some(Box::new(solver))
    }
}

impl ExactSolver<ConnectFour> for C4Solver {
    fn best_move(&mut self, s: &ConnectFourState, control: Control<'_>) -> ExactAnswer<u8> {
        let deadline = Instant::now() + C4_EXACT_TIME;
        self.set_deadline(Some(deadline));
        let answer = exact_c4_move(self, s, control);
        self.set_deadline(None);
        answer
    }

    fn describe(&self, s: &ConnectFourState, score: Value) -> String {
        let g = self.game();
        let cells = g.rows() as Value * g.cols() as Value;
        let plies = s.plies as Value;
        if score > 0 {
            // The mover's win with its n-th stone from now scores
            // (cells + 1 - plies) / 2 - (n - 1).
            format!("proven win in {}", (cells + 1 - plies) / 2 - score + 1)
        } else if score < 0 {
            // The opponent's, counted from its first move after this one.
            format!("proven loss in {}", (cells - plies) / 2 + score + 1)
        } else {
            "proven draw".to_string()
        }
    }
}

/// Scores each legal column of `s` (centre first) with the exact solver and
/// returns one of the best; see [`ExactAnswer`].
pub fn exact_c4_move(
    solver: &mut C4Solver,
    s: &ConnectFourState,
    control: Control<'_>,
) -> ExactAnswer<u8> {
    let g = solver.game().clone();
    let unproven = |proven: Vec<(u8, Value)>, why: String| ExactAnswer::Unproven { proven, why };
    let Some(p) = g.turn(s).to_move() else {
        return unproven(Vec::new(), "the game is over".into());
    };
    let cells = (g.rows() as Value) * (g.cols() as Value);
    let mut columns: Vec<u8> = (0..g.cols()).filter(|&c| g.can_play(s, c)).collect();
    columns.sort_by_key(|&c| (2 * c as i32 - (g.cols() as i32 - 1)).abs());
    let mut proven: Vec<(u8, Value)> = Vec::new();
    let mut tracer = CountingTracer::new(control);
    for &col in &columns {
        let mut child = *s;
        g.play(&mut child, Actor::Player(p), col);
        let score = if g.turn(&child).is_terminal() {
            let won = g.scores(&child).and_then(|sc| sc.winner()) == Some(p);
            if won {
                (cells + 1 - s.plies as Value) / 2
            } else {
                0
            }
        } else {
            match solver.solve_until(&child, &mut tracer, control.hurry) {
                Ok(Some(sol)) => -sol.score,
                _ if control.hurried() => {
                    let best = proven.iter().max_by_key(|m| m.1).map(|m| m.0);
                    return ExactAnswer::Hurried(best);
                }
                _ => {
                    let why = format!(
                        "ply {}: the exact solver proved {} of {} moves in {:.1} s",
                        s.plies + 1,
                        proven.len(),
                        columns.len(),
                        C4_EXACT_TIME.as_secs_f64()
                    );
                    return unproven(proven, why);
                }
            }
        };
        proven.push((col, score));
    }
    // Centre first among equals: the first of the best.
    let mut best: Option<(u8, Value)> = None;
    for &(col, score) in &proven {
        if best.is_none_or(|(_, b)| score > b) {
            best = Some((col, score));
        }
    }
    match best {
        Some((col, score)) => ExactAnswer::Best(col, score),
        None => unproven(proven, "no legal move".into()),
    }
}
