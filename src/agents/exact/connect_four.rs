//! The perfect agent's exact solver on 7x6 Connect Four: the solver behind
//! `ludoscope c4 solve` ([`crate::search::c4_solver`]) scores every legal move,
//! centre first, and one of the best score is played (the first found among
//! equals); a position it cannot finish within [`C4_NODE_BUDGET`] nodes per
//! search is [`ExactAnswer::TooDeep`]. Other board sizes have no exact solver.

use super::{ExactAnswer, ExactPlay, ExactSolver};
use crate::agents::{Control, CountingTracer};
use crate::engine::{Actor, Game};
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::Value;
use crate::search::c4_solver::Solver as C4Solver;

/// Nodes per null-window search of the exact Connect Four solver before the
/// position counts as too deep to solve now.
pub const C4_NODE_BUDGET: u64 = 3_000_000;

impl ExactPlay for ConnectFour {
    /// The exact solver on the standard 7x6 board, with a table of 2^20
    /// entries; `None` on other boards, or when the table cannot be had.
    fn exact_solver(&self) -> Option<Box<dyn ExactSolver<Self>>> {
        if (self.rows(), self.cols()) != (6, 7) {
            return None;
        }
        let solver = C4Solver::with_budget(self.clone(), 20, Some(C4_NODE_BUDGET)).ok()?;
        Some(Box::new(solver))
    }
}

impl ExactSolver<ConnectFour> for C4Solver {
    fn best_move(&mut self, s: &ConnectFourState, control: Control<'_>) -> ExactAnswer<u8> {
        exact_c4_move(self, s, control)
    }
}

/// Scores each legal column of `s` (centre first) with the exact solver and
/// returns one of the best; see [`ExactAnswer`].
pub fn exact_c4_move(
    solver: &mut C4Solver,
    s: &ConnectFourState,
    control: Control<'_>,
) -> ExactAnswer<u8> {
    let too_deep = || {
        ExactAnswer::TooDeep(format!(
            "ply {}: too deep for the exact solver within {} million nodes a search",
            s.plies + 1,
            C4_NODE_BUDGET / 1_000_000
        ))
    };
    let g = solver.game().clone();
    let Some(p) = g.turn(s).to_move() else {
        return too_deep();
    };
    let cells = (g.rows() as Value) * (g.cols() as Value);
    let mut columns: Vec<u8> = (0..g.cols()).filter(|&c| g.can_play(s, c)).collect();
    columns.sort_by_key(|&c| (2 * c as i32 - (g.cols() as i32 - 1)).abs());
    let mut best: Option<(Value, u8)> = None;
    let mut tracer = CountingTracer::new(control);
    for col in columns {
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
                _ if control.hurried() => return ExactAnswer::Hurried(best.map(|(_, c)| c)),
                _ => return too_deep(),
            }
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, col));
        }
    }
    match best {
        Some((score, col)) => ExactAnswer::Best(col, score),
        None => too_deep(),
    }
}
