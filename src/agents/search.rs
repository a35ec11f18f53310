//! Search agents: the seeds' alpha-beta at a fixed depth, the negamax engine with
//! iterative deepening under a time budget per move, and UCT MCTS (perfect play
//! is in [`super::perfect`]). Each searches a state made up from its player's
//! view ([`crate::engine::Determinize`]: the view itself for perfect information).
//! Under a [`Control`] (the app) each counts its nodes and, when hurried, answers
//! with its best move so far: alpha-beta then deepens one ply at a time (the
//! last depth gives exactly the plain search's move), negamax and MCTS stop
//! where they are.
//!
//! Where a search does not support the game (alpha-beta and negamax need two
//! players, zero-sum, perfect information; MCTS refuses simultaneous moves; the
//! solver refuses games above [`PERFECT_STATE_LIMIT`] states or with chance or
//! more than two players), the agent plays as level 4 instead: `build` cannot fail,
//! and every game accepts every agent.

use super::control::{Control, CountingTracer};
use super::levels::LevelAgent;
use super::{Agent, AgentGame, uncontrolled};
use crate::engine::Player;
use crate::search::mcts::{self, MctsOptions};
use crate::search::{AlphaBetaOptions, HeuristicEval, Negamax, Options, Scoring, alphabeta_until};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

pub use super::perfect::{PERFECT_STATE_LIMIT, PerfectAgent};

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

impl AlphaBetaAgent {
    /// The best move of the deepest search from `first` to `self.depth` plies
    /// that finished before `control` hurried.
    fn search<G: AgentGame>(
        &mut self,
        g: &G,
        s: &G::State,
        first: u32,
        control: Control<'_>,
    ) -> Option<G::Action> {
        let mut tracer = CountingTracer::new(control);
        let mut best = None;
        if g.may_repeat() && g.line_bound().is_some_and(|b| u64::from(self.depth) >= b) {
            // Deeper than any line without a repetition (an arena with a cycle):
            // the search to the end of the game, a repeated state scored as an
            // infinite play (crate::search::repeat); exact, and its recursion
            // never deeper than the arena has nodes.
            let options = AlphaBetaOptions::default();
            return match alphabeta_until(g, s, options, self.scoring, &mut tracer, control.hurry) {
                Ok(Some(r)) => r.best,
                _ => None,
            };
        }
        for depth in first.min(self.depth)..=self.depth {
            let options = AlphaBetaOptions {
                depth: Some(depth),
                ..AlphaBetaOptions::default()
            };
            match alphabeta_until(g, s, options, self.scoring, &mut tracer, control.hurry) {
                Ok(Some(r)) => best = r.best,
                _ => break,
            }
        }
        best
    }
}

impl<G: AgentGame> Agent<G> for AlphaBetaAgent {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        let s = g.determinize(view, p, &mut self.rng);
        match uncontrolled(|c| self.search(g, &s, self.depth, c)) {
            Some(a) if legal.contains(&a) => a,
            _ => self.fallback.choose(g, p, view, legal),
        }
    }

    fn choose_controlled(
        &mut self,
        g: &G,
        p: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        let s = g.determinize(view, p, &mut self.rng);
        match self.search(g, &s, 1, control) {
            Some(a) if legal.contains(&a) => a,
            _ => self.fallback.choose(g, p, view, legal),
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
        uncontrolled(|c| self.choose_controlled(g, p, view, legal, c))
    }

    fn choose_controlled(
        &mut self,
        g: &G,
        p: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
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
        let mut tracer = CountingTracer::new(control);
        let found = self.engine.as_mut().and_then(|e| {
            e.deepen(&s, crate::search::UNLIMITED, &mut tracer, control.hurry)
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
        uncontrolled(|c| self.choose_controlled(g, p, view, legal, c))
    }

    fn choose_controlled(
        &mut self,
        g: &G,
        p: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        self.seed = next_seed(self.seed);
        let s = g.determinize(view, p, &mut self.rng);
        let options = MctsOptions {
            iterations: self.iterations,
            seed: self.seed,
            ..MctsOptions::default()
        };
        // The tree nodes each iteration walks through count as nodes searched.
        let mut tracer = CountingTracer::new(control);
        match mcts::search_traced(g, &s, &options, control.hurry, &mut tracer) {
            Ok(r) if legal.contains(&r.best) => r.best,
            _ => self.fallback.choose(g, p, view, legal),
        }
    }
}

/// A generator for determinizing, derived from the agent's seed.
pub fn rng_for(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(next_seed(seed ^ 0x5EED))
}
