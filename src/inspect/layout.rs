//! A tidy tree layout (after Reingold and Tilford): each subtree is laid out on
//! its own, then siblings are pushed left to right as close as their contours
//! allow (one unit apart at every depth they share), and each parent is centred
//! over its first and last child. Levels are one unit apart. [`TreeLayout`]
//! applies it to a recorded search, with the children a cut pruned as extra
//! leaves after the explored ones, and indexes every level by x so that a view
//! finds the visible items without looking at the others; it lays out the
//! whole tree, or only the open part of it (the level of detail of
//! [`super::detail`]: folded subtrees are single items); it also lays out any
//! forest given by its children or already placed
//! ([`TreeLayout::from_children`], [`TreeLayout::from_positions`]), with each
//! item's parent, for the studio's one tree view.
//!
//! The layout itself is [`tidy`]'s (in `layout_tidy.rs`).

use super::tree::Tree;
use crate::search::Trace;
#[path = "layout_tidy.rs"]
mod tidy_impl;
use tidy_impl::{NONE, tidy_with};
pub use tidy_impl::{SEPARATION, tidy};

/// What one laid-out item stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A recorded node.
    Node(u32),
    /// The `index`-th action that cut number `cut` at node `parent` left unexplored.
    Pruned { parent: u32, cut: u32, index: u32 },
}

/// The layout of a recorded search: every node (items `0..n`, by id) and every
/// pruned child (items `n..`, by node), or, built by [`TreeLayout::partial`],
/// only the part of it a level of detail shows.
#[derive(Clone, Debug, Default)]
pub struct TreeLayout {
    nodes: u32,
    /// The node of each node item when only part of the tree is laid out (in
    /// id order); empty when every node is (item `i` is node `i`).
    ids: Vec<u32>,
    /// The nodes laid out without their children (folded subtrees), sorted.
    folded: Vec<u32>,
    /// The pruned items (parent, cut number, index in the cut), in order
    /// after the nodes.
    pruned: Vec<(u32, u32, u32)>,
    /// The parent item of each item ([`NONE`] for a root).
    parent: Vec<u32>,
    pub x: Vec<f32>,
    pub depth: Vec<u32>,
    /// Item indices of each level, sorted by x.
    pub levels: Vec<Vec<u32>>,
    /// The width of the whole forest (the rightmost x).
    pub width: f32,
}

impl TreeLayout {
    /// Every node and every pruned child.
    pub fn new<A: Copy>(trace: &Trace<A>, tree: &Tree) -> TreeLayout {
        TreeLayout::build(trace, tree, Vec::new(), &|_| true)
    }

    /// The roots, and below each node that `open` accepts its children and
    /// the children its cut pruned: a node with children that is not open is
    /// laid out alone, folded ([`TreeLayout::is_folded`]). The work is in the
    /// items laid out, not in the size of the tree.
    pub fn partial<A: Copy>(
        trace: &Trace<A>,
        tree: &Tree,
        open: &dyn Fn(u32) -> bool,
    ) -> TreeLayout {
        // Node ids are in visit order: a preorder walk lists them sorted.
        let mut ids = Vec::new();
        let mut stack: Vec<u32> = tree.roots().iter().rev().copied().collect();
        let mut buf = Vec::new();
        while let Some(id) = stack.pop() {
            ids.push(id);
            if open(id) {
                buf.clear();
                buf.extend(tree.children(id));
                stack.extend(buf.iter().rev());
            }
        }
        if ids.is_empty() {
            return TreeLayout::default();
        }
        TreeLayout::build(trace, tree, ids, open)
    }

    /// Lays out the nodes `ids` (all of them when empty), the children of
    /// those `open` accepts and their pruned children.
    fn build<A: Copy>(
        trace: &Trace<A>,
        tree: &Tree,
        ids: Vec<u32>,
        open: &dyn Fn(u32) -> bool,
    ) -> TreeLayout {
        let all = ids.is_empty();
        let n = if all { trace.node_count() } else { ids.len() } as u32;
        let item_of = |id: u32| -> u32 {
            if all {
                id
            } else {
                ids.binary_search(&id).map_or(u32::MAX, |i| i as u32)
            }
        };
        // The nodes whose cut's pruned children are laid out, with where
        // their items start, by node id.
        let cut_nodes: Vec<u32> = if all {
            tree.cut_nodes().collect()
        } else {
            ids.iter()
                .copied()
                .filter(|&id| open(id) && tree.cut_at(id).is_some())
                .collect()
        };
        let mut pruned = Vec::new();
        let mut cut_start = Vec::with_capacity(cut_nodes.len());
        for &node in &cut_nodes {
            let k = tree.cut_at(node).unwrap_or(usize::MAX);
            cut_start.push((node, n + pruned.len() as u32, trace.cut(k).len() as u32));
            for index in 0..trace.cut(k).len() as u32 {
                pruned.push((node, k as u32, index));
            }
        }
        let folded: Vec<u32> = ids
            .iter()
            .copied()
            .filter(|&id| !open(id) && tree.has_children(id))
            .collect();
        let items = n as usize + pruned.len();
        let kids = |item: u32, out: &mut Vec<u32>| {
            if item >= n {
                return;
            }
            let id = if all { item } else { ids[item as usize] };
            if !all && !open(id) {
                return;
            }
            out.extend(tree.children(id).map(item_of));
            let at = cut_start.partition_point(|&(node, _, _)| node < id);
            if let Some(&(node, start, len)) = cut_start.get(at)
                && node == id
            {
                out.extend(start..start + len);
            }
        };
        let roots: Vec<u32> = tree.roots().iter().map(|&r| item_of(r)).collect();
        let (x, depth, parent) = tidy_with(items, &roots, &kids);
        TreeLayout {
            nodes: n,
            ids,
            folded,
            pruned,
            ..TreeLayout::placed(x, depth, parent)
        }
    }

    /// A forest given by each item's children, laid out by [`tidy`]: item
    /// `i` is node `i`.
    pub fn from_children(children: &[Vec<u32>], roots: &[u32]) -> TreeLayout {
        let (x, depth, parent) = tidy_with(children.len(), roots, &|id, out| {
            out.extend_from_slice(&children[id as usize]);
        });
        TreeLayout::placed(x, depth, parent)
    }

    /// A forest already laid out: each item's x, depth and parent item (none
    /// for a root); item `i` is node `i`.
    pub fn from_positions(x: Vec<f32>, depth: Vec<u32>, parent: &[Option<usize>]) -> TreeLayout {
        let parent = (0..x.len())
            .map(|i| match parent.get(i).copied().flatten() {
                Some(p) if p < x.len() => p as u32,
                _ => NONE,
            })
            .collect();
        TreeLayout::placed(x, depth, parent)
    }

    /// Every item a node (item `i` node `i`) at these places, its levels
    /// indexed by x.
    fn placed(x: Vec<f32>, depth: Vec<u32>, parent: Vec<u32>) -> TreeLayout {
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
            nodes: x.len() as u32,
            parent,
            x,
            depth,
            levels,
            width,
            ..TreeLayout::default()
        }
    }

    /// The parent item of item `i`, if it has one.
    pub fn parent(&self, i: usize) -> Option<usize> {
        self.parent
            .get(i)
            .filter(|&&p| p != NONE)
            .map(|&p| p as usize)
    }

    /// The item of node `id`, if it is laid out.
    pub fn index_of(&self, id: u32) -> Option<usize> {
        if self.ids.is_empty() {
            return (id < self.nodes).then_some(id as usize);
        }
        self.ids.binary_search(&id).ok()
    }

    /// Where node `id` is (x and level), if it is laid out.
    pub fn at(&self, id: u32) -> Option<(f32, u32)> {
        let i = self.index_of(id)?;
        Some((*self.x.get(i)?, *self.depth.get(i)?))
    }

    /// Whether node `id` is laid out without its children (a folded subtree).
    pub fn is_folded(&self, id: u32) -> bool {
        self.folded.binary_search(&id).is_ok()
    }

    /// The folded nodes, in id order.
    pub fn folded(&self) -> &[u32] {
        &self.folded
    }

    /// Whether only part of the tree is laid out.
    pub fn is_partial(&self) -> bool {
        !self.ids.is_empty()
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
            let id = if self.ids.is_empty() {
                i as u32
            } else {
                self.ids[i]
            };
            return Some(Item::Node(id));
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
