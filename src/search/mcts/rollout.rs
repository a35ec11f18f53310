//! The last phases of an MCTS iteration ([`super`]): the random playout from
//! the new node, the backup of its scores along the path, and the result read
//! from the root's children at the end.

use super::{MctsError, MctsResult, RootAction, Tree, traced};
use crate::engine::{Actor, Game, Player, Prob, Turn};
use crate::search::trace::{Bound, INFINITY, Tracer, trace};
use rand::RngExt;

impl<G: Game> Tree<'_, G> {
    /// Plays uniformly at random (chance by its distribution) to the end; the
    /// scores, and whether any action was played (none: `s` was final).
    pub(super) fn playout<T: Tracer<G::Action>>(
        &mut self,
        s: &mut G::State,
        tracer: &mut T,
    ) -> ([f64; crate::engine::MAX_PLAYERS], bool) {
        let mut moved = false;
        let mut plies_left = self.game.draw_limit().unwrap_or(u32::MAX);
        loop {
            if plies_left == 0 {
                // The draw rule: every player scores 0.
                return ([0.0; crate::engine::MAX_PLAYERS], moved);
            }
            plies_left -= 1;
            match self.game.turn(s) {
                Turn::Player(p) => {
                    self.game.legal_actions(s, p, &mut self.legal);
                    if self.legal.is_empty() {
                        break;
                    }
                    let a = self.legal[self.rng.random_range(0..self.legal.len())];
                    trace!(tracer.mcts_playout(Actor::Player(p), a));
                    self.game.play(s, Actor::Player(p), a);
                    moved = true;
                }
                Turn::Chance => {
                    self.game.chance_outcomes(s, &mut self.outcomes);
                    let Some(a) = sample(&self.outcomes, self.rng.random()) else {
                        break;
                    };
                    trace!(tracer.mcts_playout(Actor::Chance, a));
                    self.game.play(s, Actor::Chance, a);
                    moved = true;
                }
                _ => break,
            }
        }
        let mut out = [0.0; crate::engine::MAX_PLAYERS];
        if let Some(sc) = self.game.scores(s) {
            for (o, v) in out.iter_mut().zip(sc.as_slice()) {
                *o = *v;
            }
        }
        (out, moved)
    }

    /// Adds the playout's `scores` to `node` and its ancestors; reports each
    /// node's new mean for `me` as it leaves it.
    pub(super) fn backup<T: Tracer<G::Action>>(
        &mut self,
        mut node: usize,
        scores: &[f64],
        me: Player,
        tracer: &mut T,
    ) {
        loop {
            self.nodes[node].visits += 1;
            let base = node * self.players;
            for (sum, v) in self.sums[base..base + self.players].iter_mut().zip(scores) {
                *sum += v;
            }
            let mean = traced(self.sums[base + me] / self.nodes[node].visits as f64);
            trace!(tracer.exit(mean, Bound::Exact));
            let parent = self.nodes[node].parent;
            if parent == u32::MAX {
                break;
            }
            trace!(tracer.child_returned(mean, -INFINITY, INFINITY));
            node = parent as usize;
        }
    }

    pub(super) fn result(
        &self,
        me: Player,
        iterations: u32,
    ) -> Result<MctsResult<G::Action>, MctsError> {
        let root = self.nodes[0];
        let actions: Vec<RootAction<G::Action>> = (root.first..root.first + root.children)
            .filter_map(|i| {
                let nd = &self.nodes[i as usize];
                let value = self.sums[i as usize * self.players + me] / nd.visits.max(1) as f64;
                nd.action.map(|action| RootAction {
                    action,
                    visits: nd.visits,
                    value,
                })
            })
            .collect();
        let best = actions
            .iter()
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.value.total_cmp(&b.value)))
            .map(|r| r.action)
            .ok_or(MctsError::NoChoice)?;
        Ok(MctsResult {
            best,
            actions,
            iterations,
            nodes: self.nodes.len(),
        })
    }
}

/// The outcome whose cumulative probability first exceeds `x` in [0, 1).
fn sample<A: Copy>(outcomes: &[(A, Prob)], mut x: f64) -> Option<A> {
    for &(a, p) in outcomes {
        x -= p.to_f64();
        if x < 0.0 {
            return Some(a);
        }
    }
    outcomes.last().map(|&(a, _)| a)
}
