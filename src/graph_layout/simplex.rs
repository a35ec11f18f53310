//! Network-simplex layering (Gansner, Koutsofios, North and Vo, "A Technique
//! for Drawing Directed Graphs", IEEE TSE 1993, section 2): the layers of an
//! acyclic graph that make the total span of its edges (the sum over edges of
//! `layer(head) - layer(tail)`, each at least 1) the least there is. From a
//! feasible layering, a spanning tree of tight edges (span exactly their least)
//! is grown; while a tree edge has a negative cut value it leaves the tree and
//! the non-tree edge of least slack across its cut enters; then the layers are
//! renumbered from 0 and each node with as many edges in as out is moved to
//! the least crowded layer of its free range ("balance").
//!
//! What it does not do: break cycles (the edges come in downwards, see
//! [`super::layers`]) or run unbounded. The work (pivots times the graph's
//! size) is capped at [`WORK`]; past it, `None`, and the caller keeps the
//! layers it had.

/// The most work (pivots times vertices and edges, and tree-growing rounds
/// times edges) before giving up: some tens of milliseconds.
pub const WORK: usize = 10_000_000;

/// One edge of the problem: tail, head, weight and least span.
#[derive(Clone, Copy, Debug)]
struct Edge {
    tail: usize,
    head: usize,
    weight: i64,
    minlen: i64,
}

/// The spanning forest of tight edges and what the pivots read from it.
struct Solver {
    edges: Vec<Edge>,
    rank: Vec<i64>,
    /// Incident edges of each node.
    adj: Vec<Vec<usize>>,
    in_tree: Vec<bool>,
    /// The tree edge to each node's parent (`None` at a root).
    parent: Vec<Option<usize>>,
    /// Post-order number of each node, and the least in its subtree.
    lim: Vec<usize>,
    low: Vec<usize>,
    /// Out weight minus in weight, summed over each node's subtree.
    net: Vec<i64>,
    work: usize,
    budget: usize,
}

/// The least-span layers of the `n` nodes with the edges `down` (tail, head;
/// each must end at least one layer below its tail), starting from the
/// feasible layers `start`. When `initial` has no edge into it, it stays on
/// the first layer (every other source is kept no higher). `None` when
/// `start` is not feasible or the work passes [`WORK`].
pub fn simplex(
    n: usize,
    down: &[(usize, usize)],
    initial: usize,
    start: &[usize],
) -> Option<Vec<usize>> {
    within(n, down, initial, start, WORK)
}

/// [`simplex`] with at most `budget` work.
fn within(
    n: usize,
    down: &[(usize, usize)],
    initial: usize,
    start: &[usize],
    budget: usize,
) -> Option<Vec<usize>> {
    if start.len() != n || down.iter().any(|&(u, v)| u >= n || v >= n) {
        return None;
    }
    let mut edges: Vec<Edge> = down
        .iter()
        .map(|&(tail, head)| Edge {
            tail,
            head,
            weight: 1,
            minlen: 1,
        })
        .collect();
    let mut has_pred = vec![false; n];
    for e in &edges {
        has_pred[e.head] = true;
    }
    if initial < n && !has_pred[initial] {
        // Weightless ties keeping every other source at or below `initial`.
        for s in (0..n).filter(|&s| s != initial && !has_pred[s]) {
            edges.push(Edge {
                tail: initial,
                head: s,
                weight: 0,
                minlen: 0,
            });
        }
    }
    let rank: Vec<i64> = start.iter().map(|&l| l as i64).collect();
    let mut solver = Solver::new(n, edges, rank, budget);
    if solver.edges.iter().any(|e| solver.slack(e) < 0) {
        return None;
    }
    solver.feasible_tree()?;
    solver.pivot()?;
    let least = solver.rank.iter().copied().min().unwrap_or(0);
    let mut layer: Vec<usize> = solver.rank.iter().map(|&r| (r - least) as usize).collect();
    balance(&mut layer, &solver.edges);
    Some(layer)
}

impl Solver {
    fn new(n: usize, edges: Vec<Edge>, rank: Vec<i64>, budget: usize) -> Solver {
        let mut adj = vec![Vec::new(); n];
        for (i, e) in edges.iter().enumerate() {
            adj[e.tail].push(i);
            adj[e.head].push(i);
        }
        let m = edges.len();
        Solver {
            edges,
            rank,
            adj,
            in_tree: vec![false; m],
            parent: vec![None; n],
            lim: vec![0; n],
            low: vec![0; n],
            net: vec![0; n],
            work: 0,
            budget,
        }
    }

    fn slack(&self, e: &Edge) -> i64 {
        self.rank[e.head] - self.rank[e.tail] - e.minlen
    }

    /// Counts `amount` of work; `None` past the budget.
    fn spend(&mut self, amount: usize) -> Option<()> {
        self.work += amount;
        (self.work <= self.budget).then_some(())
    }

    /// Grows a tree of tight edges over each connected part: while some edge
    /// leaves the tree, the one of least slack is made tight by moving the
    /// tree (which keeps every edge feasible) and the tree grows again.
    fn feasible_tree(&mut self) -> Option<()> {
        let n = self.rank.len();
        let mut in_part = vec![false; n];
        for root in 0..n {
            if in_part[root] {
                continue;
            }
            let mut members = vec![root];
            in_part[root] = true;
            loop {
                self.grow_tight(&mut members, &mut in_part);
                self.spend(self.edges.len() + members.len())?;
                // The edge of least slack with one end in the tree.
                let best = (0..self.edges.len())
                    .filter(|&i| in_part[self.edges[i].tail] != in_part[self.edges[i].head])
                    .min_by_key(|&i| self.slack(&self.edges[i]));
                let Some(i) = best else { break };
                let e = self.edges[i];
                let delta = self.slack(&e);
                // Tail in the tree: the tree goes down; head in it: up.
                let shift = if in_part[e.tail] { delta } else { -delta };
                for &u in &members {
                    self.rank[u] += shift;
                }
            }
        }
        self.renumber();
        Some(())
    }

    /// Adds to the tree every node reached from it through tight edges.
    fn grow_tight(&mut self, members: &mut Vec<usize>, in_part: &mut [bool]) {
        let mut stack = members.clone();
        while let Some(u) = stack.pop() {
            for k in 0..self.adj[u].len() {
                let i = self.adj[u][k];
                let e = self.edges[i];
                let other = if e.tail == u { e.head } else { e.tail };
                if !in_part[other] && self.slack(&e) == 0 {
                    in_part[other] = true;
                    self.in_tree[i] = true;
                    members.push(other);
                    stack.push(other);
                }
            }
        }
    }

    /// Parents, post-order numbers and subtree sums of the forest.
    fn renumber(&mut self) {
        let n = self.rank.len();
        let mut seen = vec![false; n];
        let mut next = 0;
        for root in 0..n {
            if seen[root] {
                continue;
            }
            seen[root] = true;
            self.parent[root] = None;
            let mut stack = vec![(root, 0usize, next)];
            while let Some(top) = stack.last_mut() {
                let (u, k, low) = *top;
                if let Some(&i) = self.adj[u].get(k) {
                    top.1 += 1;
                    let e = self.edges[i];
                    let other = if e.tail == u { e.head } else { e.tail };
                    if self.in_tree[i] && !seen[other] {
                        seen[other] = true;
                        self.parent[other] = Some(i);
                        stack.push((other, 0, next));
                    }
                    continue;
                }
                stack.pop();
                self.low[u] = low;
                self.lim[u] = next;
                next += 1;
                let mut net = 0;
                for &i in &self.adj[u] {
                    let e = self.edges[i];
                    let w = if e.tail == u { e.weight } else { -e.weight };
                    net += w;
                    if self.in_tree[i] && self.parent[u] != Some(i) {
                        let child = if e.tail == u { e.head } else { e.tail };
                        if self.parent[child] == Some(i) {
                            net += self.net[child];
                        }
                    }
                }
                self.net[u] = net;
            }
        }
    }

    /// Whether `u` is in the subtree of `v`.
    fn below(&self, u: usize, v: usize) -> bool {
        self.low[v] <= self.lim[u] && self.lim[u] <= self.lim[v]
    }

    /// The cut value of the tree edge from `child` to its parent: the weight
    /// of the edges from its tail's side to its head's, less the other way.
    fn cut(&self, child: usize, i: usize) -> i64 {
        if self.edges[i].tail == child {
            self.net[child]
        } else {
            -self.net[child]
        }
    }

    /// Exchanges edges while a tree edge has a negative cut value.
    fn pivot(&mut self) -> Option<()> {
        let n = self.rank.len();
        let mut from = 0;
        loop {
            self.spend(n + self.edges.len())?;
            let leaving = (0..n)
                .map(|k| (from + k) % n.max(1))
                .find(|&v| self.parent[v].is_some_and(|i| self.cut(v, i) < 0));
            let Some(child) = leaving else {
                return Some(());
            };
            from = child;
            let out = self.parent[child]?;
            let tail_below = self.edges[out].tail == child;
            // An edge from the head's side to the tail's side, least slack.
            let entering = (0..self.edges.len())
                .filter(|&i| !self.in_tree[i])
                .filter(|&i| {
                    let e = self.edges[i];
                    let (t, h) = (self.below(e.tail, child), self.below(e.head, child));
                    if tail_below { !t && h } else { t && !h }
                })
                .min_by_key(|&i| self.slack(&self.edges[i]))?;
            let delta = self.slack(&self.edges[entering]);
            // The subtree moves: up when it is the tail's side, else down.
            let shift = if tail_below { -delta } else { delta };
            for u in 0..n {
                if self.below(u, child) {
                    self.rank[u] += shift;
                }
            }
            self.in_tree[out] = false;
            self.in_tree[entering] = true;
            self.renumber();
        }
    }
}

/// Moves each node with as many (weighted) edges in as out, and some of
/// each, to the layer with the fewest nodes among those its edges allow.
fn balance(layer: &mut [usize], edges: &[Edge]) {
    let n = layer.len();
    let depth = layer.iter().max().map_or(0, |d| d + 1);
    let mut count = vec![0usize; depth];
    for &l in layer.iter() {
        count[l] += 1;
    }
    let (mut weight_in, mut weight_out) = (vec![0i64; n], vec![0i64; n]);
    let mut near: Vec<Vec<&Edge>> = vec![Vec::new(); n];
    for e in edges {
        weight_out[e.tail] += e.weight;
        weight_in[e.head] += e.weight;
        near[e.tail].push(e);
        near[e.head].push(e);
    }
    for u in 0..n {
        if weight_in[u] == 0 || weight_in[u] != weight_out[u] {
            continue;
        }
        let (mut top, mut bottom) = (0, depth.saturating_sub(1));
        for e in &near[u] {
            let m = e.minlen as usize;
            if e.head == u {
                top = top.max(layer[e.tail] + m);
            } else {
                bottom = bottom.min(layer[e.head].saturating_sub(m));
            }
        }
        let best = (top..=bottom).min_by_key(|&l| (count[l], l.abs_diff(layer[u])));
        if let Some(l) = best
            && count[l] + 1 < count[layer[u]]
        {
            count[layer[u]] -= 1;
            count[l] += 1;
            layer[u] = l;
        }
    }
}

#[cfg(test)]
#[path = "simplex_tests.rs"]
mod tests;
