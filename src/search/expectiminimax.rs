//! Expectiminimax: minimax for two-player zero-sum games of perfect information
//! with chance nodes. A player's node takes the maximum (player 0) or the
//! minimum (player 1) of its children; a chance node the expected value of its
//! children over [`crate::engine::Game::chance_outcomes`], the exact probabilities turned into
//! `f64`. Values are from player 0's point of view, as in seed 003: final states
//! are `M * score` (so `M`, `-M` or 0 for win, loss, draw), and at the depth
//! limit the game's [`Heuristic`] is used. The depth counts the players' moves;
//! chance events do not use it up. No pruning, no table, no trace.

use super::heuristic::{Heuristic, M};
use crate::engine::{Actor, Prob, Turn};
use thiserror::Error;

/// Why expectiminimax did not run.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum ExpectiError {
    #[error("{0} is not a two-player zero-sum sequential game of perfect information")]
    Unsupported(&'static str),
}

/// The value of a position and, when a player moves there, a best action.
#[derive(Clone, Debug, PartialEq)]
pub struct ExpectiResult<A> {
    /// From player 0's point of view.
    pub value: f64,
    /// The first action of the player to move reaching `value`.
    pub best: Option<A>,
    /// Nodes visited, the root included.
    pub nodes: u64,
}

/// The expectiminimax value of `s` searched `depth` player moves deep.
pub fn expectiminimax<G: Heuristic>(
    game: &G,
    s: &G::State,
    depth: u32,
) -> Result<ExpectiResult<G::Action>, ExpectiError> {
    let info = game.info();
    if info.players != 2 || !info.zero_sum || info.simultaneous || !info.perfect_information {
        return Err(ExpectiError::Unsupported(info.name));
    }
    let mut search = Search { game, nodes: 0 };
    let (value, best) = search.value(s, depth);
    Ok(ExpectiResult {
        value,
        best,
        nodes: search.nodes,
    })
}

struct Search<'a, G> {
    game: &'a G,
    nodes: u64,
}

impl<G: Heuristic> Search<'_, G> {
    fn value(&mut self, s: &G::State, depth: u32) -> (f64, Option<G::Action>) {
        self.nodes += 1;
        match self.game.turn(s) {
            Turn::Player(p) if depth > 0 => self.player(s, p, depth),
            Turn::Player(_) => (self.game.estimate(s) as f64, None),
            Turn::Chance => (self.chance(s, depth), None),
            _ => {
                let score = self.game.scores(s).map_or(0.0, |sc| sc.get(0));
                ((score * M as f64).clamp(-M as f64, M as f64), None)
            }
        }
    }

    fn player(&mut self, s: &G::State, p: usize, depth: u32) -> (f64, Option<G::Action>) {
        let mut moves = Vec::new();
        self.game.legal_actions(s, p, &mut moves);
        let sign = if p == 0 { 1.0 } else { -1.0 };
        let mut best: (f64, Option<G::Action>) = (f64::NEG_INFINITY, None);
        for a in moves {
            let mut c = s.clone();
            self.game.play(&mut c, Actor::Player(p), a);
            let v = sign * self.value(&c, depth - 1).0;
            if v > best.0 {
                best = (v, Some(a));
            }
        }
        match best.1 {
            Some(_) => (sign * best.0, best.1),
            None => (self.game.estimate(s) as f64, None),
        }
    }

    fn chance(&mut self, s: &G::State, depth: u32) -> f64 {
        let mut outcomes: Vec<(G::Action, Prob)> = Vec::new();
        self.game.chance_outcomes(s, &mut outcomes);
        outcomes
            .into_iter()
            .map(|(a, p)| {
                let mut c = s.clone();
                self.game.play(&mut c, Actor::Chance, a);
                p.to_f64() * self.value(&c, depth).0
            })
            .sum()
    }
}
