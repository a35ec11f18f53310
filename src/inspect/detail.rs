//! The Tree tab's level of detail, so that a search tree of any size shows a
//! readable picture: a tree of at most [`WHOLE`] items is laid out whole (as
//! [`Loaded::layout`]); a larger one shows its roots and their children, the
//! path to the current node (always open, so the view follows the step) and
//! the subtrees opened by a click, every other subtree folded into one item
//! that the view draws as a summary ([`Summary`]: its nodes, how many were
//! entered, its cuts and its root's value at the step). Opening more than
//! [`BUDGET`] items folds the oldest opened subtrees again. The picture is laid
//! out again ([`TreeLayout::partial`]) only when the open nodes change, in time
//! proportional to the items shown, not to the tree.

use super::layout::TreeLayout;
use super::loaded::Loaded;
use crate::search::Value;
use crate::search::trace::NO_PARENT;

/// Trees with at most this many items (nodes and pruned children) are shown
/// whole, with no summary.
pub const WHOLE: usize = 3000;

/// The most items the picture keeps when subtrees are opened by clicks.
pub const BUDGET: usize = 3000;

/// Which subtrees of a large tree are open, and their layout.
#[derive(Clone, Debug, Default)]
pub struct Detail {
    /// Nodes opened by a click (and their ancestors), oldest first.
    opened: Vec<u32>,
    /// The node followed (the current one) and its ancestors.
    path: Vec<u32>,
    /// The open nodes the picture was laid out with, sorted.
    open: Vec<u32>,
    /// The layout of the open part; `None` when the tree is shown whole.
    picture: Option<TreeLayout>,
}

/// What a folded subtree holds, at a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Its nodes, its root included.
    pub nodes: u32,
    /// Of which entered by the step.
    pub entered: u32,
    /// The cuts made inside it by the step.
    pub cuts: u32,
    /// Its root's value at the step (the best found so far), if any.
    pub value: Option<Value>,
}

impl Detail {
    /// The level of detail of a newly loaded trace: whole when it is small,
    /// else its roots and their children.
    pub fn new(l: &Loaded) -> Detail {
        let mut d = Detail::default();
        if l.layout.len() > WHOLE {
            d.picture = Some(TreeLayout::default());
            d.relayout(l);
        }
        d
    }

    /// The layout to draw: the open part, or the whole tree's.
    pub fn layout<'a>(&'a self, l: &'a Loaded) -> &'a TreeLayout {
        self.picture.as_ref().unwrap_or(&l.layout)
    }

    /// Whether the tree is shown whole (no folded subtree).
    pub fn is_whole(&self) -> bool {
        self.picture.is_none()
    }

    /// Whether node `id` shows its children.
    pub fn is_open(&self, id: u32) -> bool {
        self.picture.is_none() || self.open.binary_search(&id).is_ok()
    }

    /// Keeps the path from the root to `node` open (the current node, after
    /// each step); lays out again only when the path changed.
    pub fn follow(&mut self, l: &Loaded, node: Option<u32>) {
        if self.picture.is_none() {
            return;
        }
        let path = node.map_or_else(Vec::new, |id| line_to(l, id));
        if path != self.path {
            self.path = path;
            self.relayout(l);
        }
    }

    /// Opens the folded subtree of `id` (a click on its summary), with its
    /// ancestors; past [`BUDGET`] items, the oldest subtrees opened elsewhere
    /// fold again.
    pub fn open(&mut self, l: &Loaded, id: u32) {
        if self.picture.is_none() || !l.tree.has_children(id) {
            return;
        }
        let line = line_to(l, id);
        for &a in line.iter().rev() {
            if !self.opened.contains(&a) {
                self.opened.push(a);
            }
        }
        self.relayout(l);
        while self.layout(l).len() > BUDGET {
            let Some(k) = self.opened.iter().position(|o| !line.contains(o)) else {
                break;
            };
            self.opened.remove(k);
            self.relayout(l);
        }
    }

    /// Folds the subtree of `id` again, with what was opened inside it (the
    /// roots and the path to the current node stay open).
    pub fn fold(&mut self, l: &Loaded, id: u32) {
        let end = id.saturating_add(l.tree.size(id));
        self.opened.retain(|&o| !(id..end).contains(&o));
        self.relayout(l);
    }

    /// Folds every subtree opened by a click: back to the roots, their
    /// children and the path to the current node.
    pub fn fold_all(&mut self, l: &Loaded) {
        self.opened.clear();
        self.relayout(l);
    }

    /// Lays out the open part again if the open nodes changed.
    fn relayout(&mut self, l: &Loaded) {
        if self.picture.is_none() {
            return;
        }
        let mut open: Vec<u32> = l.tree.roots().to_vec();
        open.extend_from_slice(&self.path);
        open.extend_from_slice(&self.opened);
        open.sort_unstable();
        open.dedup();
        if open == self.open && self.picture.as_ref().is_some_and(|p| !p.is_empty()) {
            return;
        }
        let picture = TreeLayout::partial(&l.trace.trace, &l.tree, &|id| {
            open.binary_search(&id).is_ok()
        });
        self.open = open;
        self.picture = Some(picture);
    }
}

/// Node `id` and its ancestors, from `id` up to its root.
fn line_to(l: &Loaded, id: u32) -> Vec<u32> {
    let mut line = Vec::new();
    let mut at = id;
    while let Some(n) = l.trace.trace.node(at) {
        line.push(at);
        if n.parent == NO_PARENT {
            break;
        }
        at = n.parent;
    }
    line
}

/// The summary of the subtree of `id` at step `k`, in O(log n): node ids are in
/// visit order, so the subtree is the ids `id .. id + size`, the nodes entered
/// by step `k` are the first ones of the trace, and the subtree's cuts all
/// happen between its root's entry and exit.
pub fn summary(l: &Loaded, id: u32, k: usize) -> Summary {
    let nodes = l.tree.size(id);
    let entered_by = |node: u32| l.steps.entered_at(node).is_some_and(|e| e <= k);
    let (mut lo, mut hi) = (id, id.saturating_add(nodes));
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if entered_by(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    let cuts = match l.steps.entered_at(id) {
        Some(entry) if entry <= k => {
            let last = l.steps.left_at(id).map_or(k, |left| left.min(k));
            let after = l.steps.cuts();
            after.partition_point(|&s| s <= last) - after.partition_point(|&s| s <= entry)
        }
        _ => 0,
    };
    Summary {
        nodes,
        entered: lo - id,
        cuts: cuts as u32,
        value: l.view(id, k).value,
    }
}

#[cfg(test)]
#[path = "detail_tests.rs"]
mod tests;
