//! Coordinates of the layered drawing. Each layer is a band as tall as its
//! tallest box; a node's box sits at the top of its band with its label box on
//! its right, and a dummy vertex is a narrow passage through the band. In each
//! layer the x of the vertices, in their order and at least their boxes plus
//! [`GAP`] apart, is the least-squares fit to the mean x of their neighbours
//! in the layer above (down sweeps) or below (up sweeps): isotonic regression
//! by pool-adjacent-violators, exact for that order.
//!
//! Edges run straight down from a port on the bottom of the upper box to the
//! bottom of its band, across the gap between bands, down through each dummy's
//! passage, and into a port on the top of the lower box: inside a band an
//! edge stays in its own vertex's column, so it never enters another box.
//! Ports on a side are spread in the order of where their edges go, so the two
//! edges of a two-way pair are two separate lines. A reversed (back) edge is
//! the same path run upwards; a self-loop is a small loop on the left. The
//! long edges of large graphs left without dummies run outside the layers
//! ([`super::outer`]).

use super::layers::{Layered, layered};
use super::order::order;
use super::outer::{self, Outer};
use super::{EdgePath, GAP, LAYER_GAP, Layout, NODE, NodePlace, label_box, label_size};

/// How far a self-loop reaches left of its node.
pub const LOOP: f32 = 10.0;
/// The room a dummy's passage takes on each side.
const PASSAGE: f32 = 2.0;
/// The least room between two passages.
const PASSAGE_GAP: f32 = 6.0;
/// Placement sweeps (down and up).
const SWEEPS: usize = 6;

/// The layered layout of `n` nodes with `edges` from `initial`, each node's
/// label already wrapped into `lines`.
pub fn layout(n: usize, edges: &[(u32, u32)], initial: u32, lines: &[Vec<String>]) -> Layout {
    let graph = layered(n, edges, initial as usize);
    let rounds = if graph.layer.len() > 20_000 { 3 } else { 12 };
    let rows = order(&graph, rounds);
    let looped = super::looped(n, edges);
    // Room on the left and on the right of each vertex's anchor x.
    let extent = |v: usize| -> (f32, f32) {
        if v >= n {
            return (PASSAGE, PASSAGE);
        }
        let label = label_size(&lines[v])[0];
        let left = NODE / 2.0 + if looped[v] { LOOP + 2.0 } else { 0.0 };
        (left, NODE / 2.0 + super::LABEL_PAD + label)
    };
    let x = coordinates(&graph, &rows, &extent);
    // The bands.
    let mut top = vec![0.0f32; rows.len()];
    let mut bottom = vec![0.0f32; rows.len()];
    let mut y = 0.0;
    for (i, row) in rows.iter().enumerate() {
        let tall = row
            .iter()
            .filter(|&&v| v < n)
            .map(|&v| NODE.max(label_size(&lines[v])[1]))
            .fold(0.0f32, f32::max);
        top[i] = y;
        bottom[i] = y + tall;
        y += tall + LAYER_GAP;
    }
    let nodes: Vec<NodePlace> = (0..n)
        .map(|u| {
            let y0 = top[graph.layer[u]];
            let node_box = [x[u] - NODE / 2.0, y0, x[u] + NODE / 2.0, y0 + NODE];
            NodePlace {
                node_box,
                label_box: label_box(node_box, &lines[u]),
                lines: lines[u].clone(),
            }
        })
        .collect();
    let outer = outer::route(&graph, &x, across(&nodes, &graph, &x), &bottom);
    let ports = Ports::new(&graph, &x, n, &outer);
    let edges = edges
        .iter()
        .enumerate()
        .map(|(e, &(from, to))| {
            let points = match &graph.chains[e] {
                None => self_loop(&nodes[from as usize]),
                Some((chain, reversed)) => {
                    let (out, inn) = ports.of(e);
                    let mut p = vec![[out, nodes[chain[0]].node_box[3]]];
                    p.push([out, bottom[graph.layer[chain[0]]]]);
                    if let Some(lane) = outer.lane[e] {
                        p.push([out, outer.leave_y[e]]);
                        p.push([lane, outer.leave_y[e]]);
                        p.push([lane, outer.enter_y[e]]);
                        p.push([inn, outer.enter_y[e]]);
                    }
                    for &d in &chain[1..chain.len() - 1] {
                        p.push([x[d], top[graph.layer[d]]]);
                        p.push([x[d], bottom[graph.layer[d]]]);
                    }
                    let last = chain[chain.len() - 1];
                    p.push([inn, top[graph.layer[last]]]);
                    p.dedup();
                    if *reversed {
                        p.reverse();
                    }
                    p
                }
            };
            EdgePath { from, to, points }
        })
        .collect();
    Layout {
        nodes,
        edges,
        size: [0.0, 0.0],
    }
}

/// The least and greatest x of the node boxes, their labels and self-loops,
/// and the dummies' passages.
fn across(nodes: &[NodePlace], graph: &Layered, x: &[f32]) -> [f32; 2] {
    let mut span = [f32::MAX, f32::MIN];
    for p in nodes {
        span[0] = span[0].min(p.node_box[0] - LOOP);
        span[1] = span[1].max(p.node_box[2]).max(p.label_box[2]);
    }
    for &d in &x[graph.real..] {
        span = [span[0].min(d - PASSAGE), span[1].max(d + PASSAGE)];
    }
    span
}

/// A small loop on the left of a node's box.
pub fn self_loop(node: &NodePlace) -> Vec<[f32; 2]> {
    let [x0, y0, _, y1] = node.node_box;
    let (a, b) = (y0 + (y1 - y0) * 0.3, y0 + (y1 - y0) * 0.7);
    vec![[x0, a], [x0 - LOOP, a], [x0 - LOOP, b], [x0, b]]
}

/// The x of every edge's port on the bottom of its upper node and on the top
/// of its lower node.
struct Ports {
    out: Vec<f32>,
    inn: Vec<f32>,
}

impl Ports {
    fn new(graph: &Layered, x: &[f32], n: usize, outer: &Outer) -> Ports {
        let mut leaving: Vec<Vec<(f32, usize)>> = vec![Vec::new(); n];
        let mut arriving: Vec<Vec<(f32, usize)>> = vec![Vec::new(); n];
        for (e, chain) in graph.chains.iter().enumerate() {
            if let Some((c, _)) = chain {
                let lane = outer.lane[e];
                leaving[c[0]].push((lane.unwrap_or(x[c[1]]), e));
                arriving[c[c.len() - 1]].push((lane.unwrap_or(x[c[c.len() - 2]]), e));
            }
        }
        let mut ports = Ports {
            out: vec![0.0; graph.chains.len()],
            inn: vec![0.0; graph.chains.len()],
        };
        for (u, side) in leaving.iter_mut().enumerate() {
            spread(side, x[u], &mut ports.out);
        }
        for (u, side) in arriving.iter_mut().enumerate() {
            spread(side, x[u], &mut ports.inn);
        }
        ports
    }

    fn of(&self, e: usize) -> (f32, f32) {
        (self.out[e], self.inn[e])
    }
}

/// Spreads the ports of one side of a node centred at `centre` in the order of
/// the x their edges go to.
fn spread(side: &mut [(f32, usize)], centre: f32, port: &mut [f32]) {
    side.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    let m = side.len();
    let step = if m > 1 {
        (NODE * 0.7 / (m - 1) as f32).min(6.0)
    } else {
        0.0
    };
    for (k, &(_, e)) in side.iter().enumerate() {
        port[e] = centre + (k as f32 - (m as f32 - 1.0) / 2.0) * step;
    }
}

/// The anchor x of every vertex: compact rows first, then sweeps that pull
/// each row towards its neighbours' mean.
fn coordinates(
    graph: &Layered,
    rows: &[Vec<usize>],
    extent: &dyn Fn(usize) -> (f32, f32),
) -> Vec<f32> {
    let count = graph.layer.len();
    let mut up: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut down: Vec<Vec<usize>> = vec![Vec::new(); count];
    for &(u, v) in &graph.segments {
        down[u].push(v);
        up[v].push(u);
    }
    // The least distance from each vertex's anchor to the next one's.
    let offsets: Vec<Vec<f64>> = rows
        .iter()
        .map(|row| {
            let mut o = vec![0.0f64; row.len()];
            for k in 1..row.len() {
                let (a, b) = (row[k - 1], row[k]);
                let gap = if a >= graph.real && b >= graph.real {
                    PASSAGE_GAP
                } else {
                    GAP
                };
                o[k] = o[k - 1] + f64::from(extent(a).1 + gap + extent(b).0);
            }
            o
        })
        .collect();
    let mut x = vec![0.0f64; count];
    for (row, o) in rows.iter().zip(&offsets) {
        for (&v, &ok) in row.iter().zip(o) {
            x[v] = ok;
        }
    }
    for sweep in 0..2 * SWEEPS {
        let downwards = sweep % 2 == 0;
        let layers: Vec<usize> = if downwards {
            (1..rows.len()).collect()
        } else {
            (0..rows.len().saturating_sub(1)).rev().collect()
        };
        for i in layers {
            let near = if downwards { &up } else { &down };
            let target: Vec<f64> = rows[i]
                .iter()
                .map(|&v| {
                    let n = &near[v];
                    if n.is_empty() {
                        x[v]
                    } else {
                        n.iter().map(|&u| x[u]).sum::<f64>() / n.len() as f64
                    }
                })
                .collect();
            let placed = fit_in_order(&target, &offsets[i]);
            for (&v, p) in rows[i].iter().zip(placed) {
                x[v] = p;
            }
        }
    }
    x.into_iter().map(|v| v as f32).collect()
}

/// The x closest (least squares) to `target` with `x[k+1] - x[k] >=
/// offsets[k+1] - offsets[k]`: pool-adjacent-violators on `x - offsets`.
pub fn fit_in_order(target: &[f64], offsets: &[f64]) -> Vec<f64> {
    // Blocks of (sum, count) of `target - offsets`, means non-decreasing.
    let mut blocks: Vec<(f64, usize)> = Vec::new();
    for (t, o) in target.iter().zip(offsets) {
        blocks.push((t - o, 1));
        while blocks.len() > 1 {
            let (s1, c1) = blocks[blocks.len() - 1];
            let (s0, c0) = blocks[blocks.len() - 2];
            if s0 / c0 as f64 <= s1 / c1 as f64 {
                break;
            }
            blocks.pop();
            let last = blocks.len() - 1;
            blocks[last] = (s0 + s1, c0 + c1);
        }
    }
    let mut out = Vec::with_capacity(target.len());
    for (s, c) in blocks {
        out.extend(std::iter::repeat_n(s / c as f64, c));
    }
    out.iter().zip(offsets).map(|(y, o)| y + o).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_in_order_keeps_the_gaps_and_the_targets_it_can() {
        // Far apart targets are met; two that collide share the difference.
        let x = fit_in_order(&[0.0, 100.0, 100.0], &[0.0, 10.0, 20.0]);
        assert_eq!(x, [0.0, 95.0, 105.0]);
        let x = fit_in_order(&[50.0, 0.0], &[0.0, 10.0]);
        assert_eq!(x, [20.0, 30.0]);
    }
}
