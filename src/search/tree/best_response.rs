//! Exact best responses over information sets, and NashConv: for player `p`
//! against the others' fixed strategy, the action at each of `p`'s information
//! sets that maximises the value summed over the set's histories, each weighted
//! by how likely chance and the others make it (exact for perfect recall: a
//! history's value below depends only on `p`'s choices further down).

use super::{GameTree, NodeKind};
use crate::engine::Player;

impl GameTree {
    /// NashConv of `strategy`: the sum over players of what a best response
    /// gains against the others playing `strategy` (0 exactly at a Nash
    /// equilibrium; OpenSpiel's exploitability is this divided by the players).
    pub fn nash_conv(&self, strategy: &[f64]) -> f64 {
        let value = self.expected_values(strategy);
        (0..self.players)
            .map(|p| self.best_response_value(p, strategy) - value[p])
            .sum()
    }

    /// What player `p` gets with a best response to the others playing `strategy`.
    pub fn best_response_value(&self, p: Player, strategy: &[f64]) -> f64 {
        let mut reach = vec![0.0; self.nodes.len()];
        let mut members = vec![vec![]; self.infos.len()];
        self.others_reach(0, 1.0, p, strategy, &mut reach, &mut members);
        let mut br = BestResponse {
            tree: self,
            p,
            strategy,
            reach,
            members,
            choice: vec![None; self.infos.len()],
            memo: vec![None; self.nodes.len()],
        };
        br.value(0)
    }

    fn others_reach(
        &self,
        node: usize,
        r: f64,
        p: Player,
        strategy: &[f64],
        reach: &mut [f64],
        members: &mut [Vec<usize>],
    ) {
        reach[node] = r;
        if let NodeKind::Decision { player, info } = self.kind(node)
            && player == p
        {
            members[info].push(node);
        }
        for (k, &child) in self.children(node).iter().enumerate() {
            let prob = match self.kind(node) {
                NodeKind::Decision { player, .. } if player == p => 1.0,
                _ => self.edge_prob(node, k, strategy),
            };
            self.others_reach(child, r * prob, p, strategy, reach, members);
        }
    }
}

struct BestResponse<'a> {
    tree: &'a GameTree,
    p: Player,
    strategy: &'a [f64],
    reach: Vec<f64>,
    members: Vec<Vec<usize>>,
    choice: Vec<Option<usize>>,
    memo: Vec<Option<f64>>,
}

impl BestResponse<'_> {
    fn value(&mut self, node: usize) -> f64 {
        if let Some(v) = self.memo[node] {
            return v;
        }
        let t = self.tree;
        let v = match t.kind(node) {
            NodeKind::Terminal => t.payoff(node, self.p),
            NodeKind::Decision { player, info } if player == self.p => {
                let a = self.choose(info);
                self.value(t.children(node)[a])
            }
            _ => (0..t.children(node).len())
                .map(|k| t.edge_prob(node, k, self.strategy) * self.value(t.children(node)[k]))
                .sum(),
        };
        self.memo[node] = Some(v);
        v
    }

    /// The action of the best response at information set `info`: the one with the
    /// highest value summed over the set's states, weighted by how likely the others
    /// and chance make each state.
    fn choose(&mut self, info: usize) -> usize {
        if let Some(a) = self.choice[info] {
            return a;
        }
        let members = self.members[info].clone();
        let n = self.tree.infos[info].actions.len();
        let mut best = (0, f64::NEG_INFINITY);
        for a in 0..n {
            let total: f64 = members
                .iter()
                .map(|&h| self.reach[h] * self.value(self.tree.children(h)[a]))
                .sum();
            if total > best.1 {
                best = (a, total);
            }
        }
        self.choice[info] = Some(best.0);
        best.0
    }
}
