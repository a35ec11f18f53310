//! Expectiminimax: minimax for two-player zero-sum games of perfect information
//! with chance nodes. A player's node takes the maximum (player 0) or the
//! minimum (player 1) of its children; a chance node the expected value of its
//! children over [`crate::engine::Game::chance_outcomes`], the exact probabilities turned into
//! `f64`. Values are from player 0's point of view, as in seed 003: final states
//! are `M * score` (so `M`, `-M` or 0 for win, loss, draw), and at the depth
//! limit the game's [`Heuristic`] is used. The depth counts the players' moves;
//! chance events do not use it up. No pruning, no table.
//!
//! [`expectiminimax_traced`] reports the search to a [`Tracer`] as the seeds'
//! MinMax does (every window (-infinity, +infinity), `max_node` at players'
//! nodes), with `chance_node` at chance nodes and `outcome_probability` on
//! entering each outcome; the tracer's values are integers, so each value is
//! reported rounded to the nearest one, with the exact `f64` beside it
//! (`exact_value`, right before `exit`). `depth` in the events is the ply from the root, chance events included.

use super::heuristic::{Heuristic, M};
use super::trace::{Bound, INFINITY, LeafKind, NoTracer, Tracer, Value, trace};
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
    expectiminimax_traced(game, s, depth, &mut NoTracer)
}

/// [`expectiminimax`], reporting every node to `tracer`. When the tracer says
/// `stopped`, the search returns at once with a meaningless value that the
/// caller discards (as the seeds' searches do).
pub fn expectiminimax_traced<G: Heuristic, T: Tracer<G::Action>>(
    game: &G,
    s: &G::State,
    depth: u32,
    tracer: &mut T,
) -> Result<ExpectiResult<G::Action>, ExpectiError> {
    let info = game.info();
    if info.players != 2 || !info.zero_sum || info.simultaneous || !info.perfect_information {
        return Err(ExpectiError::Unsupported(info.name));
    }
    let mut search = Search {
        game,
        tracer,
        nodes: 0,
        pending: None,
    };
    let (value, best) = search.value(s, None, 0, depth);
    Ok(ExpectiResult {
        value,
        best,
        nodes: search.nodes,
    })
}

/// A value as the tracer receives it: rounded to the nearest integer.
#[inline]
fn rounded(v: f64) -> Value {
    v.round() as Value
}

struct Search<'a, G, T> {
    game: &'a G,
    tracer: &'a mut T,
    nodes: u64,
    /// The probability of the chance outcome about to be entered.
    pending: Option<Prob>,
}

impl<G: Heuristic, T: Tracer<G::Action>> Search<'_, G, T> {
    /// The value of `s`, reached by `action` at `ply`, with `depth` player moves left.
    fn value(
        &mut self,
        s: &G::State,
        action: Option<G::Action>,
        ply: u32,
        depth: u32,
    ) -> (f64, Option<G::Action>) {
        self.nodes += 1;
        trace!(self.tracer.enter(action, ply, -INFINITY, INFINITY));
        if let Some(p) = self.pending.take() {
            trace!(self.tracer.outcome_probability(p));
        }
        let (v, best) = match self.game.turn(s) {
            Turn::Player(p) if depth > 0 => self.player(s, p, ply, depth),
            Turn::Player(_) => self.leaf(LeafKind::Heuristic, self.game.estimate(s) as f64),
            Turn::Chance => (self.chance(s, ply, depth), None),
            _ => {
                let score = self.game.scores(s).map_or(0.0, |sc| sc.get(0));
                let v = (score * M as f64).clamp(-M as f64, M as f64);
                self.leaf(LeafKind::Terminal, v)
            }
        };
        trace!(self.tracer.exact_value(v));
        trace!(self.tracer.exit(rounded(v), Bound::Exact));
        (v, best)
    }

    /// [`Search::value`] of a chance outcome, its probability reported right
    /// after the node is entered.
    fn value_of_outcome(
        &mut self,
        s: &G::State,
        a: G::Action,
        p: Prob,
        ply: u32,
        depth: u32,
    ) -> f64 {
        self.pending = Some(p);
        self.value(s, Some(a), ply, depth).0
    }

    fn leaf(&mut self, kind: LeafKind, v: f64) -> (f64, Option<G::Action>) {
        trace!(self.tracer.leaf(kind, rounded(v)));
        (v, None)
    }

    fn player(&mut self, s: &G::State, p: usize, ply: u32, depth: u32) -> (f64, Option<G::Action>) {
        let mut moves = Vec::new();
        self.game.legal_actions(s, p, &mut moves);
        if moves.is_empty() {
            return self.leaf(LeafKind::Heuristic, self.game.estimate(s) as f64);
        }
        trace!(self.tracer.max_node(p == 0));
        let sign = if p == 0 { 1.0 } else { -1.0 };
        let mut best: (f64, Option<G::Action>) = (f64::NEG_INFINITY, None);
        for a in moves {
            if self.tracer.stopped() {
                break;
            }
            let mut c = s.clone();
            self.game.play(&mut c, Actor::Player(p), a);
            let child = self.value(&c, Some(a), ply + 1, depth - 1).0;
            self.tracer
                .child_returned(rounded(child), -INFINITY, INFINITY);
            let v = sign * child;
            if v > best.0 {
                best = (v, Some(a));
            }
        }
        (sign * best.0, best.1)
    }

    fn chance(&mut self, s: &G::State, ply: u32, depth: u32) -> f64 {
        trace!(self.tracer.chance_node());
        let mut outcomes: Vec<(G::Action, Prob)> = Vec::new();
        self.game.chance_outcomes(s, &mut outcomes);
        let mut sum = 0.0;
        for (a, p) in outcomes {
            if self.tracer.stopped() {
                break;
            }
            let mut c = s.clone();
            self.game.play(&mut c, Actor::Chance, a);
            let child = self.value_of_outcome(&c, a, p, ply + 1, depth);
            self.tracer
                .child_returned(rounded(child), -INFINITY, INFINITY);
            sum += p.to_f64() * child;
        }
        sum
    }
}
