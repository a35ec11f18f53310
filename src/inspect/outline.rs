//! [`Outline`]: the search tree as rows, one per node in visit order, where a
//! collapsed node hides its subtree. Because a subtree is a contiguous range of
//! ids ([`Tree`]), the hidden nodes are a sorted list of disjoint ranges,
//! rebuilt only when a node is collapsed or expanded (O(collapsed nodes)); a row
//! is turned into its node, and back, by a binary search over those ranges, so a
//! frame that shows `k` rows costs O(k log r) whatever the size of the trace.
//! It draws nothing: the widget is `app::inspector_tools::outline`.

use super::tree::Tree;
use crate::search::trace::{NO_PARENT, Trace};
use std::collections::BTreeSet;

/// Expanding a node with a subtree larger than this collapses its children, so
/// that a large subtree opens one level at a time.
pub const LEVEL_BY_LEVEL: u32 = 1000;

/// Which nodes are collapsed, and the rows that remain.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outline {
    collapsed: BTreeSet<u32>,
    /// Hidden id ranges `[start, end)`, sorted and disjoint.
    hidden: Vec<(u32, u32)>,
    /// `hidden_before[k]`: hidden nodes in ranges `0..k`.
    hidden_before: Vec<u32>,
    total_hidden: u32,
    nodes: u32,
}

impl Outline {
    /// Every node expanded: one row per node.
    pub fn new(shape: &Tree) -> Outline {
        Outline {
            nodes: shape.node_count() as u32,
            ..Outline::default()
        }
    }

    /// Only the nodes up to `depth` shown: nodes at `depth` with children are
    /// collapsed (one O(n) pass, for a first look at a large trace).
    pub fn expanded_to<A: Copy>(shape: &Tree, trace: &Trace<A>, depth: u32) -> Outline {
        let mut o = Outline::new(shape);
        o.collapsed = trace
            .nodes()
            .enumerate()
            .filter(|&(id, n)| n.depth as u32 == depth && shape.has_children(id as u32))
            .map(|(id, _)| id as u32)
            .collect();
        o.rebuild(shape);
        o
    }

    /// The number of rows shown.
    pub fn visible_count(&self) -> usize {
        (self.nodes - self.total_hidden) as usize
    }

    pub fn is_collapsed(&self, id: u32) -> bool {
        self.collapsed.contains(&id)
    }

    /// The node shown on row `row` (`None` past the last row). O(log r).
    pub fn node_at_row(&self, row: usize) -> Option<u32> {
        if row >= self.visible_count() {
            return None;
        }
        let row = row as u32;
        // The first range with more than `row` visible nodes before it.
        let (mut lo, mut hi) = (0, self.hidden.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.hidden[mid].0 - self.hidden_before[mid] <= row {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let before = self
            .hidden_before
            .get(lo)
            .copied()
            .unwrap_or(self.total_hidden);
        Some(row + before)
    }

    /// The row of node `id`, `None` if it is hidden or unknown. O(log r).
    pub fn row_of(&self, id: u32) -> Option<usize> {
        if id >= self.nodes {
            return None;
        }
        let k = self.hidden.partition_point(|&(start, _)| start <= id);
        if k > 0 {
            let (start, end) = self.hidden[k - 1];
            if (start..end).contains(&id) {
                return None;
            }
            return Some((id - self.hidden_before[k - 1] - (end - start)) as usize);
        }
        Some(id as usize)
    }

    /// Collapses `id` when expanded, expands it when collapsed (one level only
    /// when its subtree has more than [`LEVEL_BY_LEVEL`] nodes).
    pub fn toggle(&mut self, shape: &Tree, id: u32) {
        if self.collapsed.contains(&id) {
            self.open(shape, id);
        } else if shape.has_children(id) {
            self.collapsed.insert(id);
        }
        self.rebuild(shape);
    }

    /// Expands `id`; with a large subtree, collapses its children.
    fn open(&mut self, shape: &Tree, id: u32) {
        self.collapsed.remove(&id);
        if shape.size(id) > LEVEL_BY_LEVEL {
            let inner = shape.children(id).filter(|&c| shape.has_children(c));
            self.collapsed.extend(inner);
        }
    }

    pub fn set_collapsed(&mut self, shape: &Tree, id: u32, collapsed: bool) {
        if collapsed != self.is_collapsed(id) {
            self.toggle(shape, id);
        }
    }

    /// Expands every node.
    pub fn expand_all(&mut self, shape: &Tree) {
        self.collapsed.clear();
        self.rebuild(shape);
    }

    /// Expands the ancestors of `id` so that its row is shown (each as
    /// [`Outline::toggle`] would, root first).
    pub fn reveal<A: Copy>(&mut self, shape: &Tree, trace: &Trace<A>, id: u32) {
        let mut ancestors = Vec::new();
        let mut at = trace.node(id).map_or(NO_PARENT, |n| n.parent);
        while let Some(n) = trace.node(at) {
            ancestors.push(at);
            at = n.parent;
        }
        let mut changed = false;
        for &a in ancestors.iter().rev() {
            if self.collapsed.contains(&a) {
                self.open(shape, a);
                changed = true;
            }
        }
        if changed {
            self.rebuild(shape);
        }
    }

    /// Recomputes the hidden ranges from the collapsed set: a collapsed node
    /// inside a hidden range adds nothing.
    fn rebuild(&mut self, shape: &Tree) {
        self.hidden.clear();
        self.hidden_before.clear();
        let mut total = 0;
        for &c in &self.collapsed {
            let end = c + shape.size(c);
            if self.hidden.last().is_some_and(|&(_, e)| c < e) || end <= c + 1 {
                continue;
            }
            self.hidden.push((c + 1, end));
            self.hidden_before.push(total);
            total += end - c - 1;
        }
        self.total_hidden = total;
    }
}
