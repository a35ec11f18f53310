//! Seeded random graphs for the layout's tests and benchmark rows, shaped like
//! game arenas: `n` nodes, node 0 initial, every node reached from it (through
//! an edge from one of the twelve nodes before it), and up to two more edges a
//! node (to later nodes only when acyclic; anywhere, self-loops and two-way
//! pairs included, when cyclic); labels of 1 to 30 characters, some with
//! spaces.

use super::GraphSpec;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random graph of `n` nodes from `seed`.
pub fn random_graph(n: usize, cyclic: bool, seed: u64) -> GraphSpec {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut edges = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for v in 1..n {
        let u = rng.random_range(v.saturating_sub(12)..v);
        seen.insert((u, v));
        edges.push((u as u32, v as u32));
    }
    for u in 0..n {
        let degree = rng.random_range(0..=2usize);
        for _ in 0..degree {
            let v = if cyclic {
                rng.random_range(0..n)
            } else if u + 1 < n {
                // Mostly near, now and then far.
                let reach = if rng.random_range(0..5) == 0 { n } else { 12 };
                (u + 1 + rng.random_range(0..reach)).min(n - 1)
            } else {
                continue;
            };
            if seen.insert((u, v)) {
                edges.push((u as u32, v as u32));
            }
        }
    }
    let labels = (0..n)
        .map(|u| {
            let len = rng.random_range(1..=30usize);
            (0..len)
                .map(|k| {
                    if k % 7 == 6 && rng.random_range(0..2) == 0 {
                        ' '
                    } else {
                        char::from(b'a' + (u + k) as u8 % 26)
                    }
                })
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect();
    GraphSpec {
        labels,
        edges,
        initial: 0,
        given: None,
    }
}
