//! The layers of a layered drawing: cycles broken by reversing the back edges
//! of a depth-first search from the initial node (then from the nodes it does
//! not reach), each node put one layer below its lowest predecessor (longest
//! path from the top, so the initial node is on the first layer), and every
//! edge spanning several layers cut into a chain through dummy vertices, one a
//! layer.

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
    let mut out = Layered {
        real: n,
        layer,
        ..Layered::default()
    };
    for (d, &b) in down.iter().zip(&back) {
        let Some((u, v)) = *d else {
            out.chains.push(None);
            continue;
        };
        let mut chain = vec![u];
        for l in out.layer[u] + 1..out.layer[v] {
            out.layer.push(l);
            chain.push(out.layer.len() - 1);
        }
        chain.push(v);
        out.segments.extend(chain.windows(2).map(|w| (w[0], w[1])));
        out.chains.push(Some((chain, b)));
    }
    out
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
}
