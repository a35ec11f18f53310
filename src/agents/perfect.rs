//! Perfect play. Small two-player games: the attractor solution (seed 003),
//! solved on the first move: the winning strategy's move when the player to move
//! wins; else a move keeping a draw (or an infinite play); else the losing move
//! that lasts longest. Connect Four on the standard 7x6 board: the exact solver
//! ([`crate::search::c4_solver`], the engine behind `ludoscope c4 solve`) scores
//! every legal move and the agent plays one of the best score (centre first among
//! equals); a position the solver cannot finish within [`C4_NODE_BUDGET`] nodes
//! per search is played by the negamax engine with the heuristic instead, to a
//! node budget (so still deterministic), and [`Agent::note`] says so.
//! Other games: level 4.

use super::control::{Control, CountingTracer};
use super::levels::LevelAgent;
use super::{Agent, AgentGame};
use crate::engine::{Actor, Game, Player};
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::c4_solver::Solver as C4Solver;
use crate::search::{Negamax, Options, UNLIMITED, Value};
use crate::solve::{Solution, SolveError, SolveOptions, Value as Outcome, solve_cancellable};
use rand_chacha::ChaCha8Rng;
use std::any::Any;

/// The most states the perfect agent enumerates before playing as level 4.
pub const PERFECT_STATE_LIMIT: usize = 500_000;

/// Nodes per null-window search of the exact Connect Four solver before the
/// position counts as too deep to solve now.
pub const C4_NODE_BUDGET: u64 = 3_000_000;

/// Nodes of the heuristic negamax search played instead.
const C4_FALLBACK_NODES: u64 = 300_000;

/// How the agent plays its game, decided on the first move.
enum Plan<G: AgentGame> {
    Undecided,
    Attractor(Box<Solution<G>>),
    ExactC4(Box<C4Solver>),
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
        if let Some(c4) = (g as &dyn Any).downcast_ref::<ConnectFour>()
            && (c4.rows(), c4.cols()) == (6, 7)
            && let Ok(solver) = C4Solver::with_budget(c4.clone(), 20, Some(C4_NODE_BUDGET))
        {
            return Some(Plan::ExactC4(Box::new(solver)));
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

/// What the exact solver made of a position.
pub enum ExactAnswer {
    /// A move of the best score, and that score (Pons's convention).
    Best(u8, Value),
    /// Hurried: the best of the moves scored so far, if any.
    Hurried(Option<u8>),
    /// A search ran out of its node budget.
    TooDeep,
}

/// Scores each legal column of `s` (centre first) with the exact solver and
/// returns one of the best; see [`ExactAnswer`].
pub fn exact_c4_move(
    solver: &mut C4Solver,
    s: &ConnectFourState,
    control: Control<'_>,
) -> ExactAnswer {
    let g = solver.game().clone();
    let Some(p) = g.turn(s).to_move() else {
        return ExactAnswer::TooDeep;
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
                _ => return ExactAnswer::TooDeep,
            }
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, col));
        }
    }
    match best {
        Some((score, col)) => ExactAnswer::Best(col, score),
        None => ExactAnswer::TooDeep,
    }
}

impl<G: AgentGame> PerfectAgent<G> {
    /// The exact solver's move, or the heuristic engine's when too deep.
    fn connect_four(&mut self, g: &G, s: &G::State, control: Control<'_>) -> Option<G::Action> {
        let Plan::ExactC4(solver) = &mut self.plan else {
            return None;
        };
        let c4_state = (s as &dyn Any).downcast_ref::<ConnectFourState>()?;
        let col = match exact_c4_move(solver, c4_state, control) {
            ExactAnswer::Best(col, _) => {
                self.note = None;
                Some(col)
            }
            ExactAnswer::Hurried(col) => col,
            ExactAnswer::TooDeep => {
                self.note = Some(format!(
                    "ply {}: too deep for the exact solver within {} million nodes a search; \
                     played the heuristic negamax engine ({} thousand nodes)",
                    c4_state.plies + 1,
                    C4_NODE_BUDGET / 1_000_000,
                    C4_FALLBACK_NODES / 1_000
                ));
                return heuristic_move(g, s, control);
            }
        };
        col.and_then(|c| (&c as &dyn Any).downcast_ref::<G::Action>().copied())
    }
}

/// The negamax engine with the game's heuristic, to a node budget.
fn heuristic_move<G: AgentGame>(g: &G, s: &G::State, control: Control<'_>) -> Option<G::Action> {
    let options = Options {
        tt_bits: Some(18),
        max_nodes: Some(C4_FALLBACK_NODES),
        ..Options::default()
    };
    let mut engine = Negamax::new(g.clone(), options).ok()?;
    let mut tracer = CountingTracer::new(control);
    engine
        .deepen(s, UNLIMITED - 1, &mut tracer, control.hurry)
        .ok()
        .and_then(|r| r.best)
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
            Plan::ExactC4(_) => self.connect_four(g, &s, control),
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
