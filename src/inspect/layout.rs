//! A tidy tree layout (after Reingold and Tilford): each subtree is laid out on
//! its own, then siblings are pushed left to right as close as their contours
//! allow (one unit apart at every depth they share), and each parent is centred
//! over its first and last child. Levels are one unit apart. [`TreeLayout`]
//! applies it to a recorded search, with the children a cut pruned as extra
//! leaves after the explored ones, and indexes every level by x so that a view
//! finds the visible items without looking at the others.
//!
//! The forest is read through a children function, and the contours of the
//! subtrees waiting for their parent are kept on one stack with their buffers
//! reused: a million-node tree is laid out without a list per node.

use super::tree::Tree;
use crate::search::Trace;

/// The least horizontal distance between two items of one level.
pub const SEPARATION: f32 = 1.0;

/// A subtree's left and right contours (relative to its root), one x per level.
type Contour = (Vec<f32>, Vec<f32>);

/// Positions of a forest given by each item's children: `x` per item (the
/// leftmost item at 0) and the depth of each item (roots at 0).
pub fn tidy(children: &[Vec<u32>], roots: &[u32]) -> (Vec<f32>, Vec<u32>) {
    tidy_with(children.len(), roots, &|id, out| {
        out.extend_from_slice(&children[id as usize]);
    })
}

/// [`tidy`] of `n` items whose children `kids` writes (in order) into its buffer.
fn tidy_with(n: usize, roots: &[u32], kids: &dyn Fn(u32, &mut Vec<u32>)) -> (Vec<f32>, Vec<u32>) {
    // Each item's x relative to its parent, then (top-down) its absolute x.
    let mut x = vec![0.0f32; n];
    // The contours of the finished subtrees whose parent is not finished yet,
    // in postorder: a parent's children are the last ones on the stack.
    let mut done: Vec<Contour> = Vec::new();
    let mut pool: Vec<Vec<f32>> = Vec::new();
    let mut buf = Vec::new();
    let mut stack: Vec<(u32, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
    while let Some((id, expanded)) = stack.pop() {
        buf.clear();
        kids(id, &mut buf);
        if !expanded {
            stack.push((id, true));
            stack.extend(buf.iter().rev().map(|&c| (c, false)));
            continue;
        }
        let taken = done.split_off(done.len().saturating_sub(buf.len()));
        let (pos, left, right) = pack(&taken, SEPARATION, &mut pool);
        let centre = match (pos.first(), pos.last()) {
            (Some(a), Some(b)) => (a + b) / 2.0,
            _ => 0.0,
        };
        for (&c, p) in buf.iter().zip(&pos) {
            if let Some(slot) = x.get_mut(c as usize) {
                *slot = p - centre;
            }
        }
        let shift = |v: Vec<f32>, pool: &mut Vec<Vec<f32>>| {
            let mut out = pool.pop().unwrap_or_default();
            out.clear();
            out.push(0.0);
            out.extend(v.iter().map(|x| x - centre));
            pool.push(v);
            out
        };
        let contour = (shift(left, &mut pool), shift(right, &mut pool));
        for (l, r) in taken {
            pool.push(l);
            pool.push(r);
        }
        done.push(contour);
    }
    // The roots side by side, two units apart at the levels they share.
    let (root_pos, left, _) = pack(&done, 2.0 * SEPARATION, &mut pool);
    let min = left.iter().copied().fold(0.0f32, f32::min);
    let mut depth = vec![0u32; n];
    let mut todo: Vec<u32> = Vec::new();
    for (&r, p) in roots.iter().zip(&root_pos) {
        if let Some(slot) = x.get_mut(r as usize) {
            *slot = p - min;
        }
        todo.push(r);
        while let Some(id) = todo.pop() {
            buf.clear();
            kids(id, &mut buf);
            let (at, d) = (x[id as usize], depth[id as usize]);
            for &c in &buf {
                x[c as usize] += at;
                depth[c as usize] = d + 1;
            }
            todo.extend_from_slice(&buf);
        }
    }
    (x, depth)
}

/// Places subtrees (given by their left and right contours, relative to their
/// roots) left to right, each as far left as `sep` allows; returns the root
/// positions and the contours of the whole row (buffers from `pool`).
fn pack(
    subtrees: &[Contour],
    sep: f32,
    pool: &mut Vec<Vec<f32>>,
) -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let mut pos = Vec::with_capacity(subtrees.len());
    let mut take = || {
        let mut v = pool.pop().unwrap_or_default();
        v.clear();
        v
    };
    let (mut left, mut right) = (take(), take());
    for (l, r) in subtrees {
        let p = if pos.is_empty() {
            0.0
        } else {
            right
                .iter()
                .zip(l)
                .map(|(acc, li)| acc - li + sep)
                .fold(f32::MIN, f32::max)
        };
        pos.push(p);
        for (d, (li, ri)) in l.iter().zip(r).enumerate() {
            if d < right.len() {
                right[d] = p + ri;
            } else {
                left.push(p + li);
                right.push(p + ri);
            }
        }
    }
    (pos, left, right)
}

/// What one laid-out item stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A recorded node.
    Node(u32),
    /// The `index`-th action that cut number `cut` at node `parent` left unexplored.
    Pruned { parent: u32, cut: u32, index: u32 },
}

/// The layout of a recorded search: every node (items `0..n`, by id) and every
/// pruned child (items `n..`, in cut order).
#[derive(Clone, Debug, Default)]
pub struct TreeLayout {
    nodes: u32,
    /// The pruned items (parent, cut number, index in the cut), in order
    /// after the nodes.
    pruned: Vec<(u32, u32, u32)>,
    pub x: Vec<f32>,
    pub depth: Vec<u32>,
    /// Item indices of each level, sorted by x.
    pub levels: Vec<Vec<u32>>,
    /// The width of the whole forest (the rightmost x).
    pub width: f32,
}

impl TreeLayout {
    pub fn new<A: Copy>(trace: &Trace<A>, tree: &Tree) -> TreeLayout {
        let n = trace.node_count() as u32;
        let owners = tree.cut_owners();
        let mut pruned = Vec::new();
        let mut cut_start = Vec::with_capacity(owners.len());
        for (k, &node) in owners.iter().enumerate() {
            cut_start.push(n + pruned.len() as u32);
            for index in 0..trace.cut(k).len() as u32 {
                pruned.push((node, k as u32, index));
            }
        }
        let items = n as usize + pruned.len();
        let kids = |id: u32, out: &mut Vec<u32>| {
            if id >= n {
                return;
            }
            out.extend(tree.children(id));
            if let Some(k) = tree.cut_at(id) {
                let start = cut_start.get(k).copied().unwrap_or(n);
                out.extend(start..start + trace.cut(k).len() as u32);
            }
        };
        let (x, depth) = tidy_with(items, tree.roots(), &kids);
        let mut levels: Vec<Vec<u32>> = Vec::new();
        for (i, &d) in depth.iter().enumerate() {
            if levels.len() <= d as usize {
                levels.resize_with(d as usize + 1, Vec::new);
            }
            levels[d as usize].push(i as u32);
        }
        for level in &mut levels {
            level.sort_by(|&a, &b| x[a as usize].total_cmp(&x[b as usize]));
            level.shrink_to_fit();
        }
        let width = x.iter().copied().fold(0.0, f32::max);
        TreeLayout {
            nodes: n,
            pruned,
            x,
            depth,
            levels,
            width,
        }
    }

    /// The number of items (nodes and pruned children).
    pub fn len(&self) -> usize {
        self.x.len()
    }

    pub fn is_empty(&self) -> bool {
        self.x.is_empty()
    }

    /// What item `i` stands for.
    pub fn item(&self, i: usize) -> Option<Item> {
        if i < self.nodes as usize {
            return Some(Item::Node(i as u32));
        }
        let &(parent, cut, index) = self.pruned.get(i - self.nodes as usize)?;
        Some(Item::Pruned { parent, cut, index })
    }

    /// The items of level `d` whose x lies in `lo..=hi`.
    pub fn visible(&self, d: usize, lo: f32, hi: f32) -> &[u32] {
        let Some(level) = self.levels.get(d) else {
            return &[];
        };
        let start = level.partition_point(|&i| self.x[i as usize] < lo);
        let end = level.partition_point(|&i| self.x[i as usize] <= hi);
        &level[start..end.max(start)]
    }

    /// The horizontal room around item `i` on its level, in layout units: the
    /// distance to its nearest neighbour (3 units when alone).
    pub fn room(&self, i: usize) -> f32 {
        let Some(level) = self.depth.get(i).and_then(|&d| self.levels.get(d as usize)) else {
            return 0.0;
        };
        let x = self.x[i];
        let at = level.partition_point(|&j| self.x[j as usize] < x);
        let left = at
            .checked_sub(1)
            .and_then(|k| level.get(k))
            .map(|&j| x - self.x[j as usize]);
        let right = level.get(at + 1).map(|&j| self.x[j as usize] - x);
        match (left, right) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => 3.0,
        }
    }
}

#[cfg(test)]
#[path = "layout_tests.rs"]
mod tests;
