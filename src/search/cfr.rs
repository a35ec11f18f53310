//! Counterfactual regret minimisation (CFR, Zinkevich et al. 2007; CFR+, Tammelin
//! 2014) on the information sets of small imperfect-information games (Kuhn poker,
//! small Goofspiel), with the exploitability of the average strategy.
//!
//! The game tree is enumerated once into an arena ([`GameTree`]); each iteration is
//! then plain array work. An information set is a player's view (seed 000) at a
//! state where it acts: exact for games whose views keep the player's whole history
//! (Kuhn poker, Goofspiel). Simultaneous moves are taken one player after the
//! other, the later player not seeing the earlier one's choice (same view).

use super::tree::{GameTree, NodeKind, TreeError};
use crate::engine::Game;

/// Which regret update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CfrVariant {
    /// Regrets summed as they come; the average strategy weighs every iteration alike.
    Vanilla,
    /// Negative regrets floored at zero; the average weighs iteration t by t.
    Plus,
}

/// A CFR solver over one game tree.
pub struct Cfr {
    tree: GameTree,
    variant: CfrVariant,
    regrets: Vec<f64>,
    strategy_sum: Vec<f64>,
    iterations: u64,
}

/// The average strategy's value per player and its distance from equilibrium.
#[derive(Clone, Debug, PartialEq)]
pub struct CfrReport {
    pub iterations: u64,
    /// Expected score of each player when all play the average strategy.
    pub value: Vec<f64>,
    /// Sum over players of what a best response gains against the others' average
    /// strategies (0 at a Nash equilibrium).
    pub nash_conv: f64,
    /// `nash_conv` divided by the number of players (OpenSpiel's exploitability).
    pub exploitability: f64,
}

impl Cfr {
    /// Enumerates `g`'s tree (refusing more than `max_nodes` nodes).
    pub fn new<G: Game>(g: &G, variant: CfrVariant, max_nodes: usize) -> Result<Self, TreeError> {
        let tree = GameTree::build(g, max_nodes)?;
        let slots = tree.action_slots();
        Ok(Cfr {
            tree,
            variant,
            regrets: vec![0.0; slots],
            strategy_sum: vec![0.0; slots],
            iterations: 0,
        })
    }

    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// Runs `n` more iterations (each one pass per player, alternating updates).
    pub fn run(&mut self, n: u64) {
        for _ in 0..n {
            self.iterations += 1;
            for player in 0..self.tree.players() {
                self.traverse(0, player, 1.0, 1.0);
            }
        }
    }

    /// Regret matching: the current strategy at information set `info`.
    fn current(&self, info: usize, out: &mut [f64]) {
        let (start, n) = self.tree.slots(info);
        let positive: f64 = self.regrets[start..start + n]
            .iter()
            .map(|r| r.max(0.0))
            .sum();
        for (a, o) in out.iter_mut().enumerate().take(n) {
            *o = if positive > 0.0 {
                self.regrets[start + a].max(0.0) / positive
            } else {
                1.0 / n as f64
            };
        }
    }

    /// The value for `player` of the subtree at `node`; updates `player`'s regrets.
    fn traverse(&mut self, node: usize, player: usize, reach: f64, others: f64) -> f64 {
        match self.tree.kind(node) {
            NodeKind::Terminal => self.tree.payoff(node, player),
            NodeKind::Chance => {
                let mut v = 0.0;
                for k in 0..self.tree.children(node).len() {
                    let (child, p) = (self.tree.children(node)[k], self.tree.chance_prob(node, k));
                    v += p * self.traverse(child, player, reach, others * p);
                }
                v
            }
            NodeKind::Decision { player: p, info } => {
                let n = self.tree.children(node).len();
                let mut sigma = [0.0; 64];
                self.current(info, &mut sigma[..n]);
                if p != player {
                    let mut v = 0.0;
                    for (a, s) in sigma.iter().enumerate().take(n) {
                        let child = self.tree.children(node)[a];
                        v += s * self.traverse(child, player, reach, others * s);
                    }
                    return v;
                }
                let mut values = [0.0; 64];
                let mut v = 0.0;
                for a in 0..n {
                    let child = self.tree.children(node)[a];
                    values[a] = self.traverse(child, player, reach * sigma[a], others);
                    v += sigma[a] * values[a];
                }
                let (start, _) = self.tree.slots(info);
                let weight = match self.variant {
                    CfrVariant::Vanilla => 1.0,
                    CfrVariant::Plus => self.iterations as f64,
                };
                for a in 0..n {
                    let r = &mut self.regrets[start + a];
                    *r += others * (values[a] - v);
                    if self.variant == CfrVariant::Plus {
                        *r = r.max(0.0);
                    }
                    self.strategy_sum[start + a] += weight * reach * sigma[a];
                }
                v
            }
        }
    }

    /// The average strategy, one probability per action slot.
    pub fn average_strategy(&self) -> Vec<f64> {
        let mut avg = vec![0.0; self.strategy_sum.len()];
        for info in 0..self.tree.info_sets() {
            let (start, n) = self.tree.slots(info);
            let total: f64 = self.strategy_sum[start..start + n].iter().sum();
            for a in 0..n {
                avg[start + a] = if total > 0.0 {
                    self.strategy_sum[start + a] / total
                } else {
                    1.0 / n as f64
                };
            }
        }
        avg
    }

    /// The value and the exploitability of the average strategy.
    pub fn report(&self) -> CfrReport {
        let avg = self.average_strategy();
        let value = self.tree.expected_values(&avg);
        let players = self.tree.players();
        let nash_conv: f64 = (0..players)
            .map(|p| self.tree.best_response_value(p, &avg) - value[p])
            .sum();
        CfrReport {
            iterations: self.iterations,
            value,
            nash_conv,
            exploitability: nash_conv / players as f64,
        }
    }
}

/// What the information-set inspector reads of a run (minimal versions; the
/// CFR rewrite of issue 21 keeps these names).
impl Cfr {
    /// The current strategy (regret matching on the cumulative regrets), one
    /// probability per action slot, indexed as [`Cfr::average_strategy`].
    pub fn current_strategy(&self) -> Vec<f64> {
        let mut out = vec![0.0; self.regrets.len()];
        for info in 0..self.tree.info_sets() {
            let (start, n) = self.tree.slots(info);
            self.current(info, &mut out[start..start + n]);
        }
        out
    }

    /// The cumulative regrets, indexed as [`Cfr::average_strategy`].
    pub fn cumulative_regrets(&self) -> Vec<f64> {
        self.regrets.clone()
    }

    /// The iterations run so far.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The sum over players of what a best response gains against the average
    /// strategy (0 at a Nash equilibrium).
    pub fn nash_conv(&self) -> f64 {
        self.report().nash_conv
    }
}
