//! The drawing of a graph whose file gives every node a position: the
//! positions are kept up to a scale on each axis, the least (for a picture of
//! the shape asked) at which no two nodes' boxes, with their labels, come
//! closer than [`GAP`] (twice that side by side, where edges run); then the
//! axis that is short for that shape is stretched until the picture has it, so
//! that a file of many rows and few columns fills a wide canvas instead of
//! being drawn as a thin column (the boxes keep their size: they only get
//! further apart); a tall picture stretches the vertical axis only up to
//! [`TALL`] times the horizontal one (past that, long steep edges read
//! worse than a drawing centred with room around it).
//! Labels go on the right of their node, or below it when the file's edges
//! run mostly sideways (a tree drawn left to right), so that edges leave a
//! node clear of its own label. Each edge is straight when no other node is in its way, else it bends once
//! (or twice) at a corner of the nodes in the way, the shortest such path.
//! Positions that coincide cannot be kept apart: the layered drawing is used.

use super::geometry::{grow, segment_enters};
use super::place::{LOOP, self_loop};
use super::{
    Bounds, EdgePath, GAP, LABEL_PAD, Layout, NODE, NodePlace, label_below, label_box, label_size,
};

/// The positions of a file are kept for at most this many nodes (the default
/// `--max-nodes` of `draw` on an arena file): the scales weigh every pair of
/// nodes, `n^2 / 2` of them (100 MB here), so a larger file is given the
/// layered drawing, whose cost grows with its size, rather than memory and
/// time that grow with its square.
pub const GIVEN_UP_TO: usize = 5_000;
/// How far an edge keeps from the boxes it goes around.
const CLEAR: f32 = 8.0;
/// How far the two edges of a two-way pair are drawn apart.
const PAIR: f32 = 5.0;
/// Edges bend around boxes in the way among at most this many boxes (node
/// and label boxes); in a larger drawing with given positions they are
/// straight (the search is quadratic in the boxes for each edge).
const DETOURS_UP_TO: usize = 600;
/// The most the file's vertical unit is stretched to, in times its
/// horizontal unit, to fill a tall picture.
pub const TALL: f32 = 1.5;
/// Paths with two bends are looked for among at most this many boxes.
const TWO_BENDS_UP_TO: usize = 120;

/// Room around a node's centre: left, right, up, down.
fn extents(lines: &[String], looped: bool, below: bool) -> [f32; 4] {
    let [w, h] = label_size(lines);
    let half = NODE / 2.0;
    let left = half + if looped { LOOP + 2.0 } else { 0.0 };
    if below {
        let side = half.max(w / 2.0);
        [left.max(side), side, half, half + LABEL_PAD + h]
    } else {
        [left, half + LABEL_PAD + w, half, h.max(NODE) - half]
    }
}

/// Whether the edges, at the file's positions, run more sideways than up and
/// down.
fn sideways(pos: &[(f32, f32)], edges: &[(u32, u32)]) -> bool {
    let (mut across, mut down) = (0.0f32, 0.0f32);
    for &(u, v) in edges {
        let (a, b) = (pos[u as usize], pos[v as usize]);
        across += (b.0 - a.0).abs();
        down += (b.1 - a.1).abs();
    }
    across > down
}

/// The layout keeping the positions `pos` (y downwards), or the layered one
/// when two positions coincide.
pub fn layout(
    pos: &[(f32, f32)],
    edges: &[(u32, u32)],
    lines: &[Vec<String>],
    aspect: f32,
) -> Layout {
    let n = pos.len();
    let looped = super::looped(n, edges);
    let below = sideways(pos, edges);
    let ext: Vec<[f32; 4]> = (0..n)
        .map(|u| extents(&lines[u], looped[u], below))
        .collect();
    let Some((sx, sy)) = scales(pos, &ext, aspect) else {
        return super::place::layout(n, edges, 0, lines);
    };
    let nodes: Vec<NodePlace> = (0..n)
        .map(|u| {
            let (cx, cy) = (pos[u].0 * sx, pos[u].1 * sy);
            let half = NODE / 2.0;
            let node_box = [cx - half, cy - half, cx + half, cy + half];
            NodePlace {
                node_box,
                label_box: if below {
                    label_below(node_box, &lines[u])
                } else {
                    label_box(node_box, &lines[u])
                },
                lines: lines[u].clone(),
            }
        })
        .collect();
    let boxes: Vec<Bounds> = nodes.iter().map(|p| p.node_box).collect();
    let labels: Vec<Bounds> = nodes.iter().map(|p| p.label_box).collect();
    let pairs: std::collections::HashSet<(u32, u32)> = edges.iter().copied().collect();
    let edges = edges
        .iter()
        .map(|&(from, to)| {
            let points = if from == to {
                self_loop(&nodes[from as usize])
            } else {
                let two_way = pairs.contains(&(to, from));
                route(&boxes, &labels, from as usize, to as usize, two_way)
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

/// The scales `(sx, sy)` keeping every pair of nodes apart, the least for a
/// picture of the shape `aspect`, then the short axis stretched to that shape;
/// `None` when two positions coincide.
fn scales(pos: &[(f32, f32)], ext: &[[f32; 4]], aspect: f32) -> Option<(f32, f32)> {
    let aspect = if aspect.is_finite() && aspect > 0.0 {
        aspect.clamp(0.25, 4.0)
    } else {
        super::ASPECT
    };
    let n = pos.len();
    // For each pair: the least sx that parts them sideways, the least sy that
    // parts them vertically (infinite when they are level).
    let mut need: Vec<(f32, f32)> = Vec::with_capacity(n * n.saturating_sub(1) / 2);
    for i in 0..n {
        for j in i + 1..n {
            let (dx, dy) = (pos[j].0 - pos[i].0, pos[j].1 - pos[i].1);
            let (l, r) = if dx >= 0.0 { (i, j) } else { (j, i) };
            let (t, b) = if dy >= 0.0 { (i, j) } else { (j, i) };
            let across = ext[l][1] + 2.0 * GAP + ext[r][0];
            let down = ext[t][3] + GAP + ext[b][2];
            let a = if dx == 0.0 {
                f32::INFINITY
            } else {
                across / dx.abs()
            };
            let c = if dy == 0.0 {
                f32::INFINITY
            } else {
                down / dy.abs()
            };
            if a.is_infinite() && c.is_infinite() {
                return None;
            }
            need.push((a, c));
        }
    }
    let span = |f: &dyn Fn(&(f32, f32)) -> f32| {
        let lo = pos.iter().map(f).fold(f32::MAX, f32::min);
        let hi = pos.iter().map(f).fold(f32::MIN, f32::max);
        (hi - lo).max(0.0)
    };
    let (wide, tall) = (span(&|p| p.0), span(&|p| p.1));
    need.sort_by(|a, b| a.0.total_cmp(&b.0));
    // suffix[k]: the sy needed by the pairs sx = need[k-1].0 does not part.
    let mut suffix = vec![0.0f32; need.len() + 1];
    for k in (0..need.len()).rev() {
        suffix[k] = suffix[k + 1].max(need[k].1);
    }
    let mut best: Option<(f32, (f32, f32))> = None;
    for k in 0..=need.len() {
        let sx = if k == 0 { 0.0 } else { need[k - 1].0 };
        if k < need.len() && k > 0 && need[k].0 == sx {
            continue;
        }
        let sy = suffix[k];
        if !sx.is_finite() || !sy.is_finite() {
            continue;
        }
        let size = (sx * wide / aspect).max(sy * tall);
        if best.is_none_or(|(s, _)| size < s) {
            best = Some((size, (sx, sy)));
        }
    }
    let (sx, sy) = best?.1;
    // One unit of the file is at least one node apart on an axis it spans.
    let (mut sx, mut sy) = (sx.max(1.0), sy.max(1.0));
    // The boxes' reach beyond the extreme centres, on each axis.
    let reach = |a: usize, b: usize| {
        ext.iter().map(|e| e[a]).fold(0.0f32, f32::max)
            + ext.iter().map(|e| e[b]).fold(0.0f32, f32::max)
    };
    let (rx, ry) = (reach(0, 1), reach(2, 3));
    let (w, h) = (sx * wide + rx, sy * tall + ry);
    if w < aspect * h && wide > 0.0 {
        sx = (aspect * h - rx) / wide;
    } else if w > aspect * h && tall > 0.0 {
        // Down, no further than TALL times the scale across: a small tree on
        // a tall canvas is centred in it rather than drawn with long steep
        // edges.
        sy = ((w / aspect - ry) / tall).min(sy.max(TALL * sx));
    }
    Some((sx, sy))
}

/// The path of the edge `u -> v` between node boxes `boxes`: straight if
/// clear, else the shortest path bending at one, then two, corners of the
/// boxes grown by [`CLEAR`]; a two-way pair's edges set [`PAIR`] apart. Labels
/// (`labels`) are kept clear too when that can be done.
fn route(boxes: &[Bounds], labels: &[Bounds], u: usize, v: usize, two_way: bool) -> Vec<[f32; 2]> {
    let centre = |b: Bounds| [(b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0];
    let (mut s, mut t) = (centre(boxes[u]), centre(boxes[v]));
    if two_way {
        let (dx, dy) = (t[0] - s[0], t[1] - s[1]);
        let len = dx.hypot(dy).max(1e-3);
        let side = [-dy / len * PAIR, dx / len * PAIR];
        s = [s[0] + side[0], s[1] + side[1]];
        t = [t[0] + side[0], t[1] + side[1]];
    }
    let nodes: Vec<Bounds> = (0..boxes.len())
        .filter(|&k| k != u && k != v)
        .map(|k| grow(boxes[k], 1.0))
        .collect();
    let with_labels: Vec<Bounds> = nodes
        .iter()
        .copied()
        .chain(labels.iter().filter(|b| b[0] < b[2]).map(|&b| grow(b, 1.0)))
        .collect();
    let mut path = shortest(&with_labels, s, t)
        .or_else(|| shortest(&nodes, s, t))
        .unwrap_or_else(|| vec![s, t]);
    let last = path.len() - 1;
    path[0] = leave(boxes[u], path[0], path[1]);
    path[last] = leave(boxes[v], path[last], path[last - 1]);
    path
}

/// The shortest path from `s` to `t` clear of `others`: straight, or bending
/// at one, else two, corners of them grown by [`CLEAR`].
fn shortest(others: &[Bounds], s: [f32; 2], t: [f32; 2]) -> Option<Vec<[f32; 2]>> {
    let clear = |p: [f32; 2], q: [f32; 2]| !others.iter().any(|&b| segment_enters(p, q, b));
    if clear(s, t) {
        return Some(vec![s, t]);
    }
    if others.len() > DETOURS_UP_TO {
        return None;
    }
    let length = |path: &[[f32; 2]]| -> f32 {
        path.windows(2)
            .map(|w| (w[1][0] - w[0][0]).hypot(w[1][1] - w[0][1]))
            .sum()
    };
    let corners: Vec<[f32; 2]> = others
        .iter()
        .flat_map(|&b| {
            let g = grow(b, CLEAR);
            [[g[0], g[1]], [g[2], g[1]], [g[0], g[3]], [g[2], g[3]]]
        })
        .filter(|&c| !others.iter().any(|&b| inside(c, b)))
        .collect();
    let from_s: Vec<[f32; 2]> = corners.iter().copied().filter(|&c| clear(s, c)).collect();
    let to_t: Vec<[f32; 2]> = corners.iter().copied().filter(|&c| clear(c, t)).collect();
    let mut paths: Vec<Vec<[f32; 2]>> = from_s
        .iter()
        .filter(|c| to_t.contains(c))
        .map(|&c| vec![s, c, t])
        .collect();
    if paths.is_empty() && corners.len() <= 4 * TWO_BENDS_UP_TO {
        for &a in &from_s {
            for &b in &to_t {
                if clear(a, b) {
                    paths.push(vec![s, a, b, t]);
                }
            }
        }
    }
    paths
        .into_iter()
        .min_by(|a, b| length(a).total_cmp(&length(b)))
}

fn inside(p: [f32; 2], b: Bounds) -> bool {
    p[0] > b[0] && p[0] < b[2] && p[1] > b[1] && p[1] < b[3]
}

/// Where the segment from `p` (inside box `b`) towards `q` leaves `b`.
fn leave(b: Bounds, p: [f32; 2], q: [f32; 2]) -> [f32; 2] {
    let d = [q[0] - p[0], q[1] - p[1]];
    let mut t = 1.0f32;
    for (k, lo, hi) in [(0, b[0], b[2]), (1, b[1], b[3])] {
        if d[k] > 0.0 {
            t = t.min((hi - p[k]) / d[k]);
        } else if d[k] < 0.0 {
            t = t.min((lo - p[k]) / d[k]);
        }
    }
    let t = t.clamp(0.0, 1.0);
    [p[0] + t * d[0], p[1] + t * d[1]]
}
