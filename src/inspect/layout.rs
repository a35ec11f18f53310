//! A tidy tree layout (after Reingold and Tilford): each subtree is laid out on
//! its own, then siblings are pushed left to right as close as their contours
//! allow (one unit apart at every depth they share), and each parent is centred
//! over its first and last child. Levels are one unit apart. [`TreeLayout`]
//! applies it to a recorded search, with the children a cut pruned as extra
//! leaves after the explored ones, and indexes every level by x so that a view
//! finds the visible items without looking at the others.

use super::erased::InspectTrace;
use super::tree::Tree;
use crate::search::trace_view::Event;

/// The least horizontal distance between two items of one level.
pub const SEPARATION: f32 = 1.0;

/// Positions of a forest given by each item's children: `x` per item (the
/// leftmost item at 0) and the depth of each item (roots at 0).
pub fn tidy(children: &[Vec<u32>], roots: &[u32]) -> (Vec<f32>, Vec<u32>) {
    let n = children.len();
    let mut rel = vec![0.0f32; n];
    let mut contours: Vec<Option<(Vec<f32>, Vec<f32>)>> = vec![None; n];
    for id in postorder(children, roots) {
        let kids = &children[id as usize];
        let taken: Vec<(Vec<f32>, Vec<f32>)> = kids
            .iter()
            .map(|&c| contours[c as usize].take().unwrap_or_default())
            .collect();
        let (pos, left, right) = pack(&taken, SEPARATION);
        let centre = match (pos.first(), pos.last()) {
            (Some(a), Some(b)) => (a + b) / 2.0,
            _ => 0.0,
        };
        for (&c, p) in kids.iter().zip(&pos) {
            rel[c as usize] = p - centre;
        }
        let shift = |v: Vec<f32>| std::iter::once(0.0).chain(v.into_iter().map(|x| x - centre));
        contours[id as usize] = Some((shift(left).collect(), shift(right).collect()));
    }
    // The roots side by side, two units apart at the levels they share.
    let taken: Vec<(Vec<f32>, Vec<f32>)> = roots
        .iter()
        .map(|&r| contours[r as usize].take().unwrap_or_default())
        .collect();
    let (root_pos, left, _) = pack(&taken, 2.0 * SEPARATION);
    let min = left.iter().copied().fold(0.0f32, f32::min);
    let mut x = vec![0.0f32; n];
    let mut depth = vec![0u32; n];
    let mut stack: Vec<u32> = Vec::new();
    for (&r, p) in roots.iter().zip(&root_pos) {
        x[r as usize] = p - min;
        stack.push(r);
        while let Some(id) = stack.pop() {
            for &c in &children[id as usize] {
                x[c as usize] = x[id as usize] + rel[c as usize];
                depth[c as usize] = depth[id as usize] + 1;
                stack.push(c);
            }
        }
    }
    (x, depth)
}

/// Places subtrees (given by their left and right contours, relative to their
/// roots) left to right, each as far left as `sep` allows; returns the root
/// positions and the contours of the whole row.
fn pack(subtrees: &[(Vec<f32>, Vec<f32>)], sep: f32) -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let mut pos = Vec::with_capacity(subtrees.len());
    let (mut left, mut right): (Vec<f32>, Vec<f32>) = (Vec::new(), Vec::new());
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

/// The items in an order where children come before their parent.
fn postorder(children: &[Vec<u32>], roots: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(children.len());
    let mut stack: Vec<(u32, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
    while let Some((id, expanded)) = stack.pop() {
        if expanded {
            out.push(id);
        } else {
            stack.push((id, true));
            stack.extend(children[id as usize].iter().rev().map(|&c| (c, false)));
        }
    }
    out
}

/// What one laid-out item stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A recorded node.
    Node(u32),
    /// The `index`-th action that cut number `cut` at node `parent` left unexplored.
    Pruned { parent: u32, cut: u32, index: u32 },
}

/// The layout of a recorded search: every node and every pruned child.
#[derive(Clone, Debug)]
pub struct TreeLayout {
    pub items: Vec<Item>,
    pub x: Vec<f32>,
    pub depth: Vec<u32>,
    /// Item indices of each level, sorted by x.
    pub levels: Vec<Vec<u32>>,
    /// The width of the whole forest (the rightmost x).
    pub width: f32,
}

impl TreeLayout {
    pub fn new(t: &InspectTrace, tree: &Tree) -> TreeLayout {
        let n = t.trace.node_count();
        let mut items: Vec<Item> = (0..n as u32).map(Item::Node).collect();
        let mut kids: Vec<Vec<u32>> = (0..n as u32)
            .map(|id| tree.children(id).collect())
            .collect();
        for e in &t.events {
            if let Event::Cut { node, cut, .. } = *e {
                for index in 0..t.trace.cut(cut).len() as u32 {
                    let item = items.len() as u32;
                    items.push(Item::Pruned {
                        parent: node,
                        cut: cut as u32,
                        index,
                    });
                    kids.push(Vec::new());
                    if let Some(k) = kids.get_mut(node as usize) {
                        k.push(item);
                    }
                }
            }
        }
        let (x, depth) = tidy(&kids, tree.roots());
        let mut levels: Vec<Vec<u32>> = Vec::new();
        for (i, &d) in depth.iter().enumerate() {
            if levels.len() <= d as usize {
                levels.resize_with(d as usize + 1, Vec::new);
            }
            levels[d as usize].push(i as u32);
        }
        for level in &mut levels {
            level.sort_by(|&a, &b| x[a as usize].total_cmp(&x[b as usize]));
        }
        let width = x.iter().copied().fold(0.0, f32::max);
        TreeLayout {
            items,
            x,
            depth,
            levels,
            width,
        }
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
