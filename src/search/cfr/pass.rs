//! One CFR pass over the game tree for one traversing player: the counterfactual
//! values of its actions against a fixed strategy profile (the current strategy,
//! read-only for the whole pass), added to per-slot accumulators. Nothing is
//! written into the solver's regrets here: the caller applies the pass's sums
//! once the pass is over, so every history of an information set sees the same
//! strategy and regret flooring (CFR+) happens on the information set's total.
//!
//! When the tree is large enough for it to pay, the root's children are cut
//! into a fixed number of parts (never the number of threads), shared out
//! among rayon's threads, each part with its own accumulators, which are
//! then added together in the parts' order (the root's own
//! regrets are added last, from the children's values): the same sums, bit
//! for bit, at any number of threads.

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
/// more than one entry in `sums` (see [`threads_for`]) the root's children are
/// shared among that many threads, the other entries being their scratch space.
/// Returns the root's value for `player`.
pub fn run(tree: &GameTree, current: &[f64], player: usize, sums: &mut [Sums]) -> f64 {
    let pass = Pass {
        tree,
        current,
        player,
    };
    let kids = tree.children(0);
    if sums.len() < 2 || kids.len() < 2 {
        return pass.value(0, 1.0, 1.0, &mut sums[0]);
    }
    // Each child's own reach, others' reach and weight in the root's value.
    let edges: Vec<(usize, f64, f64, f64)> = kids
        .iter()
        .enumerate()
        .map(|(k, &child)| match tree.kind(0) {
            NodeKind::Decision { player: p, info } => {
                let s = current[tree.slots(info).0 + k];
                if p == player {
                    (child, s, 1.0, s)
                } else {
                    (child, 1.0, s, s)
                }
            }
            _ => {
                let q = tree.chance_prob(0, k);
                (child, 1.0, q, q)
            }
        })
        .collect();
    let chunk = edges.len().div_ceil(sums.len());
    let (first, rest) = sums.split_at_mut(1);
    for s in rest.iter_mut() {
        s.clear();
    }
    // The first part keeps adding to `sums[0]`; the others start from zero.
    let mut parts: Vec<&mut Sums> = first.iter_mut().chain(rest.iter_mut()).collect();
    let values: Vec<Vec<f64>> = parts
        .par_iter_mut()
        .zip(edges.par_chunks(chunk))
        .map(|(s, edges)| {
            edges
                .iter()
                .map(|&(child, own, others, _)| pass.value(child, own, others, s))
                .collect()
        })
        .collect();
    let values: Vec<f64> = values.into_iter().flatten().collect();
    let (first, rest) = sums.split_at_mut(1);
    for s in rest.iter() {
        first[0].add(s);
    }
    let v: f64 = edges.iter().zip(&values).map(|(e, x)| e.3 * x).sum();
    if let NodeKind::Decision { player: p, info } = tree.kind(0)
        && p == player
    {
        let (start, _) = tree.slots(info);
        for (a, (x, e)) in values.iter().zip(&edges).enumerate() {
            first[0].regret[start + a] += x - v;
            first[0].strategy[start + a] += e.1;
        }
    }
    v
}

/// The most parts a pass's root children are split into (each part's
/// accumulators hold two numbers per action slot).
pub const PARTS: usize = 8;

/// How many accumulators a solver keeps: [`PARTS`] (or one per child of the
/// root, when fewer) when the tree is large enough to split, whatever the
/// number of rayon's threads, so that the sums are grouped and added in the
/// same order (the same bits) at any thread count; one otherwise.
pub fn threads_for(tree: &GameTree) -> usize {
    if tree.len() >= PARALLEL_MIN_NODES {
        tree.children(0).len().clamp(1, PARTS)
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{KuhnPoker, Nim};

    /// Split among three threads or not, a pass adds the same sums and returns
    /// the same value (up to the order of additions), with chance at the root
    /// (Kuhn poker) or a decision (Nim).
    #[test]
    fn a_split_pass_adds_what_a_single_pass_adds() {
        let kuhn = GameTree::build(&KuhnPoker::new(3).unwrap(), 100_000).unwrap();
        let nim = GameTree::build(&Nim::new(&[2, 3, 2]).unwrap(), 100_000).unwrap();
        assert!(matches!(nim.kind(0), NodeKind::Decision { .. }));
        for tree in [kuhn, nim] {
            same_sums(&tree);
        }
    }

    fn same_sums(tree: &GameTree) {
        let slots = tree.action_slots();
        // A strategy far from uniform, different from slot to slot.
        let mut current = vec![0.0; slots];
        for i in 0..tree.info_sets() {
            let (start, n) = tree.slots(i);
            let weights: Vec<f64> = (0..n).map(|a| 1.0 + ((start + 3 * a) % 5) as f64).collect();
            let total: f64 = weights.iter().sum();
            for a in 0..n {
                current[start + a] = weights[a] / total;
            }
        }
        for player in 0..tree.players() {
            let mut one = vec![Sums::new(slots)];
            let mut three = vec![Sums::new(slots); 3];
            let v1 = run(tree, &current, player, &mut one);
            let v3 = run(tree, &current, player, &mut three);
            assert!((v1 - v3).abs() < 1e-12, "{v1} {v3}");
            for s in 0..slots {
                assert!((one[0].regret[s] - three[0].regret[s]).abs() < 1e-12);
                assert!((one[0].strategy[s] - three[0].strategy[s]).abs() < 1e-12);
            }
            assert!(one[0].regret.iter().any(|&r| r.abs() > 1e-3));
        }
    }
}
