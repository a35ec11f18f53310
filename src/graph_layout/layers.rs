//! The layers of a layered drawing: cycles broken by reversing the back edges
//! of a depth-first search from the initial node (then from the nodes it does
//! not reach), each node put one layer below its lowest predecessor (longest
//! path from the top, so the initial node is on the first layer), then every
//! node moved, while that shortens its edges, to the end of its free range of
//! layers that has more of its edges (the "promote" step), and from there the
//! network simplex of Gansner et al. ([`super::simplex`]) makes the total span
//! of the edges the least there is, the initial node still on top (kept when
//! it gives up on a graph too large for its budget). No other meaning is
//! given to a layer (it is not the number of moves from the start). Every
//! edge spanning several layers
//! is cut into a chain through dummy vertices, one a layer, the shortest edges
//! first while there are at most [`VERTEX_BUDGET`] vertices in all a node; the
//! edges left over (long edges of large cyclic graphs, which would need
//! thousands of dummies) are drawn outside the layers instead (see
//! [`super::place`]).

use super::simplex::simplex;

/// At most this many vertices (real and dummy) a real node, plus
/// [`VERTEX_ALLOWANCE`]: beyond, the longest edges get no dummies.
pub const VERTEX_BUDGET: usize = 10;
/// Vertices any graph may have whatever its size (small graphs keep a dummy
/// per layer on every edge).
pub const VERTEX_ALLOWANCE: usize = 10_000;
/// Passes of the promote step at most.
const PROMOTE_PASSES: usize = 20;

/// The layered graph: real nodes `0..n`, dummy vertices after them.
#[derive(Clone, Debug, Default)]
pub struct Layered {
    /// The number of real nodes.
    pub real: usize,
    /// The layer of every vertex (real and dummy).
    pub layer: Vec<usize>,
    /// For each edge of the input (self-loops and repeated edges included):
    /// its chain of vertices from top to bottom, and whether it was reversed
    /// (it then runs from the chain's end to its start). `None` for a
    /// self-loop.
    pub chains: Vec<Option<(Vec<usize>, bool)>>,
    /// The segments between consecutive layers `(upper, lower)`, each chain's.
    pub segments: Vec<(usize, usize)>,
    /// For each edge of the input: whether it is drawn outside the layers
    /// (its chain is then its two ends only, however many layers apart).
    pub outer: Vec<bool>,
}

impl Layered {
    /// How many layers there are.
    pub fn depth(&self) -> usize {
        self.layer.iter().max().map_or(0, |d| d + 1)
    }
}

/// Which edges a depth-first search from `initial` (then from every node left
/// unvisited, in index order) finds going back to a node on its path.
pub fn back_edges(n: usize, edges: &[(u32, u32)], initial: usize) -> Vec<bool> {
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (e, &(u, v)) in edges.iter().enumerate() {
        if u != v {
            out[u as usize].push(e);
        }
    }
    // 0: unvisited, 1: on the path, 2: done.
    let mut state = vec![0u8; n];
    let mut back = vec![false; edges.len()];
    let starts = std::iter::once(initial).chain(0..n).filter(|&s| s < n);
    for start in starts {
        if state[start] != 0 {
            continue;
        }
        state[start] = 1;
        let mut stack = vec![(start, 0usize)];
        while let Some(top) = stack.last_mut() {
            let u = top.0;
            if let Some(&e) = out[u].get(top.1) {
                top.1 += 1;
                let v = edges[e].1 as usize;
                match state[v] {
                    0 => {
                        state[v] = 1;
                        stack.push((v, 0));
                    }
                    1 => back[e] = true,
                    _ => {}
                }
            } else {
                state[u] = 2;
                stack.pop();
            }
        }
    }
    back
}

/// The layers of the graph with `n` nodes and `edges`, from `initial`.
pub fn layered(n: usize, edges: &[(u32, u32)], initial: usize) -> Layered {
    let back = back_edges(n, edges, initial);
    // The acyclic graph: every edge downwards, the back edges turned over.
    let down: Vec<Option<(usize, usize)>> = edges
        .iter()
        .zip(&back)
        .map(|(&(u, v), &b)| match (u == v, b) {
            (true, _) => None,
            (false, false) => Some((u as usize, v as usize)),
            (false, true) => Some((v as usize, u as usize)),
        })
        .collect();
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut indegree = vec![0usize; n];
    for &(u, v) in down.iter().flatten() {
        succ[u].push(v);
        indegree[v] += 1;
    }
    let mut layer = vec![0usize; n];
    let mut ready: Vec<usize> = (0..n).filter(|&u| indegree[u] == 0).collect();
    while let Some(u) = ready.pop() {
        for &v in &succ[u] {
            layer[v] = layer[v].max(layer[u] + 1);
            indegree[v] -= 1;
            if indegree[v] == 0 {
                ready.push(v);
            }
        }
    }
    promote(&mut layer, &down, initial);
    let pairs: Vec<(usize, usize)> = down.iter().flatten().copied().collect();
    if let Some(least) = simplex(n, &pairs, initial, &layer) {
        layer = least;
    }
    let mut out = Layered {
        real: n,
        layer,
        outer: vec![false; edges.len()],
        ..Layered::default()
    };
    let span = |e: usize| down[e].map_or(0, |(u, v)| out.layer[v] - out.layer[u]);
    // The shortest edges get their dummies first, within the budget.
    let mut by_span: Vec<usize> = (0..edges.len()).collect();
    by_span.sort_by_key(|&e| span(e));
    let mut room = (VERTEX_BUDGET * n + VERTEX_ALLOWANCE).saturating_sub(n);
    for e in by_span {
        let dummies = span(e).saturating_sub(1);
        if dummies > room {
            out.outer[e] = true;
        } else {
            room -= dummies;
        }
    }
    for (e, (d, &b)) in down.iter().zip(&back).enumerate() {
        let Some((u, v)) = *d else {
            out.chains.push(None);
            continue;
        };
        let mut chain = vec![u];
        if !out.outer[e] {
            for l in out.layer[u] + 1..out.layer[v] {
                out.layer.push(l);
                chain.push(out.layer.len() - 1);
            }
            out.segments.extend(chain.windows(2).map(|w| (w[0], w[1])));
            out.segments.push((chain[chain.len() - 1], v));
        }
        chain.push(v);
        out.chains.push(Some((chain, b)));
    }
    out
}

/// The promote step: each node but `initial`, in turn, goes to the top of
/// the layers free for it (below all its predecessors, above all its
/// successors along the downward edges `down`) when more of its edges come
/// from above, to the bottom when more go below; the total span of the edges
/// never grows. Then the layers are renumbered from 0.
fn promote(layer: &mut [usize], down: &[Option<(usize, usize)>], initial: usize) {
    let n = layer.len();
    let mut pred: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(u, v) in down.iter().flatten() {
        succ[u].push(v);
        pred[v].push(u);
    }
    for _ in 0..PROMOTE_PASSES {
        let mut moved = false;
        for u in 0..n {
            if u == initial || pred[u].len() == succ[u].len() {
                continue;
            }
            let to = if pred[u].len() > succ[u].len() {
                pred[u].iter().map(|&p| layer[p] + 1).max().unwrap_or(0)
            } else {
                match succ[u].iter().map(|&s| layer[s]).min() {
                    Some(s) => s - 1,
                    None => continue,
                }
            };
            if to != layer[u] {
                layer[u] = to;
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    let least = layer.iter().copied().min().unwrap_or(0);
    for l in layer.iter_mut() {
        *l -= least;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cycle_is_broken_at_its_back_edge() {
        // 0 -> 1 -> 2 -> 0, and 1 <-> 0 both ways.
        let edges = [(0, 1), (1, 2), (2, 0), (1, 0)];
        assert_eq!(back_edges(3, &edges, 0), [false, false, true, true]);
        let l = layered(3, &edges, 0);
        assert_eq!(&l.layer[..3], &[0, 1, 2]);
        // 2 -> 0 reversed spans two layers: one dummy.
        assert_eq!(l.layer.len(), 4);
        assert_eq!(l.chains[2], Some((vec![0, 3, 2], true)));
        assert_eq!(l.chains[3], Some((vec![0, 1], true)));
        for &(u, v) in &l.segments {
            assert_eq!(l.layer[u] + 1, l.layer[v]);
        }
    }

    #[test]
    fn promoting_shortens_edges_and_keeps_them_downwards() {
        // 4 is a second source feeding 3: longest path puts it on top.
        let edges = [(0, 1), (1, 2), (2, 3), (4, 3), (0, 5), (5, 3)];
        let l = layered(6, &edges, 0);
        assert_eq!(&l.layer[..6], &[0, 1, 2, 3, 2, 1]);
        // The plain longest-path layers, for the total span.
        let plain = [0, 1, 2, 3, 0, 1];
        let span = |layer: &[usize]| -> usize {
            edges
                .iter()
                .map(|&(u, v)| layer[v as usize] - layer[u as usize])
                .sum()
        };
        assert!(span(&l.layer) < span(&plain));
        assert_eq!(l.layer.len(), 6 + 1, "one dummy on 5 -> 3");
        assert!(l.outer.iter().all(|&o| !o));
    }
}
