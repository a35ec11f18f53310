//! Perfect play. A game with an exact solver of its own ([`super::ExactPlay`]:
//! Connect Four on the standard 7x6 board) plays the solver's move, and
//! [`Agent::note`] says what is proven ("proven win in 13"); a position the
//! solver cannot finish within its time is played, in the rest of the move's
//! budget, by the negamax engine with the heuristic: the best move of its
//! deepest finished iteration (the note says "not proven yet, best so far"),
//! never one that gives up a draw or a win the solver proved for another move. Small two-player games: the attractor solution
//! (seed 003), solved on the first move: the winning strategy's move when the
//! player to move wins; else a move keeping a draw (or an infinite play); else
//! the losing move that lasts longest. Other games: level 4.

use super::control::{Control, CountingTracer};
use super::exact::{ExactAnswer, ExactSolver};
use super::levels::LevelAgent;
use super::{Agent, AgentGame};
use crate::engine::{Game, Player};
use crate::search::{Negamax, Options, UNLIMITED, Value};
use crate::solve::{Solution, SolveError, SolveOptions, Value as Outcome, solve_cancellable};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

pub use super::exact::connect_four::{C4_EXACT_TIME, C4_TIME_BUDGET};

/// The most states the perfect agent enumerates before playing as level 4.
pub const PERFECT_STATE_LIMIT: usize = 500_000;

/// Nodes of the heuristic negamax search played where the exact solver is out
/// of its depth (at most: it also stops at the move's time budget).
const FALLBACK_NODES: u64 = 3_000_000;

/// How the agent plays its game, decided on the first move.
enum Plan<G: AgentGame> {
    Undecided,
    Attractor(Box<Solution<G>>),
    Exact(Box<dyn ExactSolver<G>>),
    Fallback,
}

/// Perfect play (see the module documentation).
pub struct PerfectAgent<G: AgentGame> {
    pub rng: ChaCha8Rng,
    plan: Plan<G>,
    pub fallback: LevelAgent,
    note: Option<String>,
}

impl<G: AgentGame> PerfectAgent<G> {
    pub fn new(rng: ChaCha8Rng, fallback: LevelAgent) -> Self {
        PerfectAgent {
            rng,
            plan: Plan::Undecided,
            fallback,
            note: None,
        }
    }

    /// The plan for `g`; `None` when hurried during the attractor solve (the
    /// next move decides again).
    fn decide(g: &G, control: Control<'_>) -> Option<Plan<G>> {
        if let Some(solver) = g.exact_solver() {
            return Some(Plan::Exact(solver));
        }
        let info = g.info();
        let options = SolveOptions {
            state_limit: PERFECT_STATE_LIMIT,
        };
        let small = info.players == 2 && !info.chance && !info.simultaneous;
        if !small {
            return Some(Plan::Fallback);
        }
        let mut counted = 0;
        let mut go_on = |n: usize| {
            control.add_nodes((n - counted) as u64);
            counted = n;
            !control.hurried()
        };
        match solve_cancellable(g, &options, &mut go_on) {
            Ok(sol) => Some(Plan::Attractor(Box::new(sol))),
            Err(SolveError::Cancelled { .. }) => None,
            Err(_) => Some(Plan::Fallback),
        }
    }

    /// The exact solver's move, or the heuristic engine's when the solve does
    /// not end in time.
    fn exact_move(&mut self, g: &G, s: &G::State, control: Control<'_>) -> Option<G::Action> {
        let start = Instant::now();
        let Plan::Exact(solver) = &mut self.plan else {
            return None;
        };
        match solver.best_move(s, control) {
            ExactAnswer::Best(a, score) => {
                self.note = Some(solver.describe(s, score));
                Some(a)
            }
            ExactAnswer::Hurried(a) => a,
            ExactAnswer::Unproven { proven, why } => {
                let left = C4_TIME_BUDGET.saturating_sub(start.elapsed());
                let (heuristic, depth) = heuristic_move(g, s, control, left)?;
                let (a, kept) = safe_move(heuristic, &proven);
                let kept = kept.map_or(String::new(), |v| {
                    format!("; kept the {} proven for this move", solver.describe(s, v))
                });
                self.note = Some(format!(
                    "not proven yet, best so far ({why}; played the heuristic negamax \
                     engine's move at depth {depth}{kept})"
                ));
                Some(a)
            }
        }
    }
}

/// The heuristic engine's move `heuristic`, unless the solver proved a draw or
/// a win for another move and not as much for it: then that proven move (and
/// its score). A proven loss is never played while a move is unproven.
fn safe_move<A: Copy + PartialEq>(heuristic: A, proven: &[(A, Value)]) -> (A, Option<Value>) {
    let score_of = |a: A| proven.iter().find(|m| m.0 == a).map(|m| m.1);
    let best = proven
        .iter()
        .copied()
        .fold(None, |b: Option<(A, Value)>, m| {
            if b.is_none_or(|b| m.1 > b.1) {
                Some(m)
            } else {
                b
            }
        });
    match (best, score_of(heuristic)) {
        (Some((a, v)), mine) if v >= 0 && mine.is_none_or(|m| m < v) => (a, Some(v)),
        _ => (heuristic, None),
    }
}

/// The attractor strategy's move at `s` for `p` (see the module documentation).
fn attractor_move<G: Game>(sol: &Solution<G>, s: &G::State, p: Player) -> Option<G::Action> {
    let answer = sol.answer(s)?;
    if answer.strategy.is_some() {
        return answer.strategy;
    }
    let rank = |v: Outcome| match v {
        Outcome::Win(w) if w == p => 3,
        Outcome::Draw => 2,
        Outcome::Infinite => 1,
        Outcome::Win(_) => 0,
    };
    answer
        .moves
        .iter()
        .max_by_key(|m| (rank(m.value), m.moves.unwrap_or(0)))
        .map(|m| m.action)
}

/// The negamax engine with the game's heuristic, to a node and a time budget:
/// the best move of its deepest finished iteration, and that depth.
fn heuristic_move<G: AgentGame>(
    g: &G,
    s: &G::State,
    control: Control<'_>,
    time: Duration,
) -> Option<(G::Action, u8)> {
    let options = Options {
        tt_bits: Some(18),
        max_nodes: Some(FALLBACK_NODES),
        max_time: Some(time),
        ..Options::default()
    };
    let mut engine = Negamax::new(g.clone(), options).ok()?;
    let mut tracer = CountingTracer::new(control);
    let r = engine
        .deepen(s, UNLIMITED - 1, &mut tracer, control.hurry)
        .ok()?;
    Some((r.best?, r.depth))
}

impl<G: AgentGame> Agent<G> for PerfectAgent<G> {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        super::uncontrolled(|c| self.choose_controlled(g, p, view, legal, c))
    }

    fn choose_controlled(
        &mut self,
        g: &G,
        p: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        if matches!(self.plan, Plan::Undecided)
            && let Some(plan) = Self::decide(g, control)
        {
            self.plan = plan;
        }
        let s = g.determinize(view, p, &mut self.rng);
        let found = match &self.plan {
            Plan::Attractor(sol) => attractor_move(sol, &s, p),
            Plan::Exact(_) => self.exact_move(g, &s, control),
            Plan::Undecided | Plan::Fallback => None,
        };
        match found {
            Some(a) if legal.contains(&a) => a,
            _ => self.fallback.choose(g, p, view, legal),
        }
    }

    fn note(&self) -> Option<String> {
        self.note.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::safe_move;

    #[test]
    fn a_proven_draw_or_win_is_never_given_up() {
        // Nothing proven, or only losses: the heuristic's move.
        assert_eq!(safe_move(3, &[]), (3, None));
        assert_eq!(safe_move(3, &[(2, -4)]), (3, None));
        // A proven draw elsewhere, the heuristic's move unproven or worse.
        assert_eq!(safe_move(3, &[(2, 0)]), (2, Some(0)));
        assert_eq!(safe_move(3, &[(3, -2), (2, 0)]), (2, Some(0)));
        assert_eq!(safe_move(3, &[(3, 5), (2, 7)]), (2, Some(7)));
        // The heuristic's move proven as good: kept.
        assert_eq!(safe_move(3, &[(3, 0), (2, 0)]), (3, None));
    }
}
