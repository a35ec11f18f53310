//! The agent levels of issue 10 (seed 002's ladder), for every game:
//! - 0: uniform over the game's whole action set ([`crate::env::Observe::action_count`]),
//!   legal or not; an illegal choice forfeits the game (see [`super::play_out`]);
//! - 1: uniform over the legal actions;
//! - 2: an action that wins at once if there is one (after it the state is final
//!   with this player as the single winner), else level 1;
//! - 3: level 2, else only actions after which no opponent has an immediate
//!   winning reply (when some action allows one and another does not: this blocks
//!   a threat and never plays under one), uniformly;
//! - 4: level 3's candidates, ranked by the game's heuristic at depth 1
//!   ([`evaluate`] from the mover's point of view), ties broken at random.
//!
//! The agent sees only its player's view: it searches a state made up from it by
//! [`crate::engine::Determinize`] (the view itself for perfect information). Levels 2 to 4 look
//! ahead only where a single player moves (not at simultaneous turns). Every random
//! choice draws from the agent's own seeded generator.

use super::{Agent, AgentGame};
use crate::engine::{Actor, Game, Player, Turn};
use crate::search::evaluate;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The highest level.
pub const MAX_LEVEL: u8 = 4;

/// An agent of level 0 to [`MAX_LEVEL`] (higher numbers act as the highest).
pub struct LevelAgent {
    level: u8,
    rng: ChaCha8Rng,
}

impl LevelAgent {
    pub fn new(level: u8, seed: u64) -> Self {
        LevelAgent {
            level: level.min(MAX_LEVEL),
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    fn pick<A: Copy>(&mut self, from: &[A]) -> A {
        from[self.rng.random_range(0..from.len())]
    }
}

/// Whether playing `a` at `s` ends the game with `p` as the single winner.
pub fn wins_at_once<G: Game>(g: &G, s: &G::State, p: Player, a: G::Action) -> bool {
    let mut next = s.clone();
    g.play(&mut next, Actor::Player(p), a);
    g.scores(&next).is_some_and(|sc| sc.winner() == Some(p))
}

/// Whether the player to move at `s` (if another than `p`, alone) has an action
/// that wins at once.
pub fn opponent_wins_at_once<G: Game>(g: &G, s: &G::State, p: Player) -> bool {
    let Turn::Player(q) = g.turn(s) else {
        return false;
    };
    if q == p {
        return false;
    }
    let mut replies = Vec::new();
    g.legal_actions(s, q, &mut replies);
    replies.iter().any(|&r| wins_at_once(g, s, q, r))
}

/// The actions of level 3: the immediate wins if any; else those after which no
/// opponent wins at once, if some are; else all of `legal`.
pub fn safe_actions<G: Game>(
    g: &G,
    s: &G::State,
    p: Player,
    legal: &[G::Action],
) -> Vec<G::Action> {
    let wins: Vec<_> = legal
        .iter()
        .copied()
        .filter(|&a| wins_at_once(g, s, p, a))
        .collect();
    if !wins.is_empty() {
        return wins;
    }
    let safe: Vec<_> = legal
        .iter()
        .copied()
        .filter(|&a| {
            let mut next = s.clone();
            g.play(&mut next, Actor::Player(p), a);
            !opponent_wins_at_once(g, &next, p)
        })
        .collect();
    if safe.is_empty() {
        legal.to_vec()
    } else {
        safe
    }
}

/// The actions among `candidates` with the best heuristic value for `p` one move
/// ahead (player 0's value, negated for the other players).
pub fn best_by_heuristic<G: AgentGame>(
    g: &G,
    s: &G::State,
    p: Player,
    candidates: &[G::Action],
) -> Vec<G::Action> {
    let sign = if p == 0 { 1 } else { -1 };
    let scored: Vec<_> = candidates
        .iter()
        .map(|&a| {
            let mut next = s.clone();
            g.play(&mut next, Actor::Player(p), a);
            (a, sign * evaluate(g, &next))
        })
        .collect();
    let best = scored.iter().map(|&(_, v)| v).max().unwrap_or(0);
    scored
        .into_iter()
        .filter(|&(_, v)| v == best)
        .map(|(a, _)| a)
        .collect()
}

impl<G: AgentGame> Agent<G> for LevelAgent {
    fn choose(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
    ) -> G::Action {
        if self.level == 0 {
            let n = game.action_count();
            if n > 0 {
                let i = self.rng.random_range(0..n);
                if let Some(a) = game.action_at(i) {
                    return a;
                }
            }
            return self.pick(legal);
        }
        if self.level == 1 {
            return self.pick(legal);
        }
        let s = game.determinize(view, player, &mut self.rng);
        if game.turn(&s) != Turn::Player(player) {
            return self.pick(legal);
        }
        let candidates = if self.level == 2 {
            let wins: Vec<_> = legal
                .iter()
                .copied()
                .filter(|&a| wins_at_once(game, &s, player, a))
                .collect();
            if wins.is_empty() {
                legal.to_vec()
            } else {
                wins
            }
        } else {
            safe_actions(game, &s, player, legal)
        };
        if self.level >= 4 && candidates.len() > 1 {
            let best = best_by_heuristic(game, &s, player, &candidates);
            return self.pick(&best);
        }
        self.pick(&candidates)
    }
}
