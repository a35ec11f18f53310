//! One CFR pass over the game tree for one traversing player: the counterfactual
//! values of its actions against a fixed strategy profile (the current strategy,
//! read-only for the whole pass), added to per-slot accumulators. Nothing is
//! written into the solver's regrets here: the caller applies the pass's sums
//! once the pass is over, so every history of an information set sees the same
//! strategy and regret flooring (CFR+) happens on the information set's total.
//!
//! When the root is a chance node and the tree is large enough for it to pay,
//! the root's outcomes are split between rayon's threads, each with its own
//! accumulators, which are then added together.

use crate::search::tree::{GameTree, MAX_ACTIONS, NodeKind};
use rayon::prelude::*;

/// Below this many nodes, a pass runs on one thread (splitting costs more than
/// it saves: Kuhn poker has 58 nodes, Leduc poker about ten thousand).
pub const PARALLEL_MIN_NODES: usize = 2_000;

/// The sums of one pass, one value per action slot.
#[derive(Clone, Debug, Default)]
pub struct Sums {
    /// Counterfactual regret of each action: the others' reach times (the action's
    /// value minus the information set's value), summed over the set's histories.
    pub regret: Vec<f64>,
    /// The traversing player's own reach times its current probability of the
    /// action, summed over the set's histories (the average strategy's increment).
    pub strategy: Vec<f64>,
}

impl Sums {
    pub fn new(slots: usize) -> Self {
        Sums {
            regret: vec![0.0; slots],
            strategy: vec![0.0; slots],
        }
    }

    pub fn clear(&mut self) {
        self.regret.fill(0.0);
        self.strategy.fill(0.0);
    }

    fn add(&mut self, other: &Sums) {
        for (a, b) in self.regret.iter_mut().zip(&other.regret) {
            *a += b;
        }
        for (a, b) in self.strategy.iter_mut().zip(&other.strategy) {
            *a += b;
        }
    }
}

/// A pass for `player` against the profile `current` (one probability per slot).
struct Pass<'a> {
    tree: &'a GameTree,
    current: &'a [f64],
    player: usize,
}

impl Pass<'_> {
    /// The counterfactual value for `player` of the subtree at `node`, given its own
    /// reach `own` and everyone else's (chance included) `others`; adds to `sums`.
    fn value(&self, node: usize, own: f64, others: f64, sums: &mut Sums) -> f64 {
        let t = self.tree;
        match t.kind(node) {
            NodeKind::Terminal => t.payoff(node, self.player),
            NodeKind::Chance => {
                let mut v = 0.0;
                for (k, &child) in t.children(node).iter().enumerate() {
                    let p = t.chance_prob(node, k);
                    v += p * self.value(child, own, others * p, sums);
                }
                v
            }
            NodeKind::Decision { player, info } => {
                let (start, n) = t.slots(info);
                let sigma = &self.current[start..start + n];
                let children = t.children(node);
                if player != self.player {
                    let mut v = 0.0;
                    // No pruning at probability 0: the traversing player's own
                    // nodes below still add to its average strategy.
                    for (&child, &s) in children.iter().zip(sigma) {
                        v += s * self.value(child, own, others * s, sums);
                    }
                    return v;
                }
                let mut values = [0.0; MAX_ACTIONS];
                let mut v = 0.0;
                for (a, (&child, &s)) in children.iter().zip(sigma).enumerate() {
                    values[a] = self.value(child, own * s, others, sums);
                    v += s * values[a];
                }
                for a in 0..n {
                    sums.regret[start + a] += others * (values[a] - v);
                    sums.strategy[start + a] += own * sigma[a];
                }
                v
            }
        }
    }
}

/// Runs `player`'s pass against `current`, adding its sums to `sums[0]`. With
/// more than one entry in `sums` (see [`threads_for`]) and chance at the root,
/// the root's outcomes are shared among that many threads, the other entries
/// being their scratch space. Returns the root's value for `player`.
pub fn run(tree: &GameTree, current: &[f64], player: usize, sums: &mut [Sums]) -> f64 {
    let pass = Pass {
        tree,
        current,
        player,
    };
    let split = sums.len() > 1 && tree.kind(0) == NodeKind::Chance && tree.children(0).len() > 1;
    let Some((first, rest)) = sums.split_first_mut().filter(|_| split) else {
        return pass.value(0, 1.0, 1.0, &mut sums[0]);
    };
    let outcomes = tree.children(0);
    let chunk = outcomes.len().div_ceil(rest.len() + 1);
    let mut parts: Vec<&mut Sums> = Vec::with_capacity(rest.len() + 1);
    parts.push(first);
    for s in rest.iter_mut() {
        s.clear();
        parts.push(s);
    }
    // The first part keeps adding to `sums[0]`; the others start from zero.
    let values: Vec<f64> = parts
        .par_iter_mut()
        .enumerate()
        .map(|(i, s)| {
            let mut v = 0.0;
            let lo = (i * chunk).min(outcomes.len());
            let hi = ((i + 1) * chunk).min(outcomes.len());
            for (k, &child) in outcomes.iter().enumerate().take(hi).skip(lo) {
                let p = tree.chance_prob(0, k);
                v += p * pass.value(child, 1.0, p, s);
            }
            v
        })
        .collect();
    if let Some((first, rest)) = sums.split_first_mut() {
        for s in rest.iter() {
            first.add(s);
        }
    }
    values.iter().sum()
}

/// How many accumulators a solver keeps: one per thread rayon would use, when
/// the tree is large enough to split.
pub fn threads_for(tree: &GameTree) -> usize {
    if tree.len() >= PARALLEL_MIN_NODES && tree.kind(0) == NodeKind::Chance {
        rayon::current_num_threads().clamp(1, tree.children(0).len().max(1))
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::KuhnPoker;

    /// Split among three threads or not, a pass adds the same sums and returns
    /// the same value (up to the order of additions).
    #[test]
    fn a_split_pass_adds_what_a_single_pass_adds() {
        let tree = GameTree::build(&KuhnPoker::new(3).unwrap(), 100_000).unwrap();
        let slots = tree.action_slots();
        // A strategy far from uniform, different in each slot.
        let current: Vec<f64> = (0..slots)
            .map(|s| {
                if s % 2 == 0 {
                    0.3 + 0.01 * (s % 7) as f64
                } else {
                    0.0
                }
            })
            .collect();
        let current: Vec<f64> = current.chunks(2).flat_map(|c| [c[0], 1.0 - c[0]]).collect();
        for player in 0..3 {
            let mut one = vec![Sums::new(slots)];
            let mut three = vec![Sums::new(slots); 3];
            let v1 = run(&tree, &current, player, &mut one);
            let v3 = run(&tree, &current, player, &mut three);
            assert!((v1 - v3).abs() < 1e-12, "{v1} {v3}");
            for s in 0..slots {
                assert!((one[0].regret[s] - three[0].regret[s]).abs() < 1e-12);
                assert!((one[0].strategy[s] - three[0].strategy[s]).abs() < 1e-12);
            }
            assert!(one[0].regret.iter().any(|&r| r.abs() > 1e-3));
        }
    }
}
