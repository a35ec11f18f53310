//! Search agents: the seeds' alpha-beta at a fixed depth, the negamax engine with
//! iterative deepening under a time budget per move, UCT MCTS, and perfect play
//! from the attractor solution. Each searches a state made up from its player's
//! view ([`crate::engine::Determinize`]: the view itself for perfect information).
//!
//! Where a search does not support the game (alpha-beta and negamax need two
//! players, zero-sum, perfect information; MCTS refuses simultaneous moves; the
//! solver refuses games above [`PERFECT_STATE_LIMIT`] states or with chance or
//! more than two players), the agent plays as level 4 instead: `build` cannot fail,
//! and every game accepts every agent.

use super::levels::LevelAgent;
use super::{Agent, AgentGame};
use crate::engine::Player;
use crate::search::mcts::{self, MctsOptions};
use crate::search::{
    AlphaBetaOptions, HeuristicEval, Negamax, NoTracer, Options, Scoring, alphabeta_scored,
};
use crate::solve::{Solution, SolveOptions, Value, solve};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The most states the perfect agent enumerates before playing as level 4.
pub const PERFECT_STATE_LIMIT: usize = 500_000;

/// The next seed of a per-move sequence (a linear congruential step).
fn next_seed(seed: u64) -> u64 {
    seed.wrapping_mul(6364136223846793005).wrapping_add(1)
}

/// Seed 004's alpha-beta to `depth` with the game's heuristic, final states
/// scored by `scoring`: [`AgentSpec::AlphaBeta`](super::AgentSpec) builds it with
/// [`Scoring::SoonerWins`], so that among forced wins it takes the soonest (an
/// immediate king escape or capture rather than a slower win) instead of seed
/// 004's first winning child; wins, draws, losses and estimates keep their order.
pub struct AlphaBetaAgent {
    pub depth: u32,
    pub scoring: Scoring,
    pub rng: ChaCha8Rng,
    pub fallback: LevelAgent,
}

impl<G: AgentGame> Agent<G> for AlphaBetaAgent {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        let s = g.determinize(view, p, &mut self.rng);
        let options = AlphaBetaOptions {
            depth: Some(self.depth),
            ..AlphaBetaOptions::default()
        };
        match alphabeta_scored(g, &s, options, self.scoring, &mut NoTracer) {
            Ok(r) => match r.best {
                Some(a) if legal.contains(&a) => a,
                _ => self.fallback.choose(g, p, view, legal),
            },
            Err(_) => self.fallback.choose(g, p, view, legal),
        }
    }
}

/// The negamax engine, deepening until `millis` have passed; its transposition
/// table is kept from move to move. Time-bound, so not reproducible.
pub struct NegamaxAgent<G: AgentGame> {
    pub millis: u64,
    pub rng: ChaCha8Rng,
    pub engine: Option<Negamax<G, HeuristicEval>>,
    pub unsupported: bool,
    pub fallback: LevelAgent,
}

impl<G: AgentGame> Agent<G> for NegamaxAgent<G> {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        if self.engine.is_none() && !self.unsupported {
            let options = Options {
                tt_bits: Some(18),
                max_time: Some(Duration::from_millis(self.millis.max(1))),
                ..Options::default()
            };
            match Negamax::new(g.clone(), options) {
                Ok(e) => self.engine = Some(e),
                Err(_) => self.unsupported = true,
            }
        }
        let s = g.determinize(view, p, &mut self.rng);
        let stop = AtomicBool::new(false);
        let found = self.engine.as_mut().and_then(|e| {
            e.deepen(&s, crate::search::UNLIMITED, &mut NoTracer, &stop)
                .ok()
                .and_then(|r| r.best)
        });
        match found {
            Some(a) if legal.contains(&a) => a,
            _ => self.fallback.choose(g, p, view, legal),
        }
    }
}

/// UCT MCTS with `iterations` per move; each move draws a new seed.
pub struct MctsAgent {
    pub iterations: u32,
    pub seed: u64,
    pub rng: ChaCha8Rng,
    pub fallback: LevelAgent,
}

impl<G: AgentGame> Agent<G> for MctsAgent {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        self.seed = next_seed(self.seed);
        let s = g.determinize(view, p, &mut self.rng);
        let options = MctsOptions {
            iterations: self.iterations,
            seed: self.seed,
            ..MctsOptions::default()
        };
        match mcts::search(g, &s, &options, &AtomicBool::new(false)) {
            Ok(r) if legal.contains(&r.best) => r.best,
            _ => self.fallback.choose(g, p, view, legal),
        }
    }
}

/// Perfect play from the attractor solution, solved on the first move: the
/// winning strategy's move when the player to move wins; else a move keeping a
/// draw (or an infinite play); else the losing move that lasts longest.
pub struct PerfectAgent<G: AgentGame> {
    pub rng: ChaCha8Rng,
    pub solution: Option<Solution<G>>,
    pub unsupported: bool,
    pub fallback: LevelAgent,
}

impl<G: AgentGame> PerfectAgent<G> {
    fn perfect_move(&self, s: &G::State, p: Player) -> Option<G::Action> {
        let answer = self.solution.as_ref()?.answer(s)?;
        if answer.strategy.is_some() {
            return answer.strategy;
        }
        let rank = |v: Value| match v {
            Value::Win(w) if w == p => 3,
            Value::Draw => 2,
            Value::Infinite => 1,
            Value::Win(_) => 0,
        };
        answer
            .moves
            .iter()
            .max_by_key(|m| (rank(m.value), m.moves.unwrap_or(0)))
            .map(|m| m.action)
    }
}

impl<G: AgentGame> Agent<G> for PerfectAgent<G> {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        if self.solution.is_none() && !self.unsupported {
            let info = g.info();
            let options = SolveOptions {
                state_limit: PERFECT_STATE_LIMIT,
            };
            let small = info.players == 2 && !info.chance && !info.simultaneous;
            match if small { solve(g, &options).ok() } else { None } {
                Some(sol) => self.solution = Some(sol),
                _ => self.unsupported = true,
            }
        }
        let s = g.determinize(view, p, &mut self.rng);
        match self.perfect_move(&s, p) {
            Some(a) if legal.contains(&a) => a,
            _ => self.fallback.choose(g, p, view, legal),
        }
    }
}

/// A generator for determinizing, derived from the agent's seed.
pub fn rng_for(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(next_seed(seed ^ 0x5EED))
}
