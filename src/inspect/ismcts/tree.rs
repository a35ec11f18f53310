//! The ISMCTS tree as the inspector draws it, after some iterations: each node
//! is a node of the search's tree, reached from the searching player's root
//! information set by the joint actions on its path (the single-observer
//! variant keys every move, even one the searching player would not see, which
//! the item says). At most a given number of nodes are open, the most visited
//! first (a node is never visited more than its parent, so the open part is a
//! subtree); the other children of an open node are folded into one item.
//! Positions come from [`crate::inspect::layout::tidy`].

use super::replay::IsMctsReplay;
use crate::inspect::layout::tidy;

/// What an item of the drawn tree stands for.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeItemKind {
    /// A node of the search's tree.
    Node {
        node: u32,
        /// The joint action from its parent, as text (empty for the root).
        label: String,
        /// Whether the searching player sees every move of that joint action.
        seen: bool,
        visits: u32,
        /// The mean reward of the edge leading to it for the player who chose
        /// it (`None` for the root and for chance's outcomes).
        mean: Option<f64>,
    },
    /// Children of an open node left folded: how many, and their visits.
    Folded { nodes: u32, visits: u32 },
}

/// One item of the drawn tree, placed.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeItem {
    pub kind: TreeItemKind,
    /// The item's parent (an index into the items).
    pub parent: Option<usize>,
    pub x: f32,
    pub depth: u32,
}

/// The tree to draw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VisibleTree {
    pub items: Vec<TreeItem>,
    /// From the leftmost item at 0 to the rightmost.
    pub width: f32,
    pub depth: u32,
}

/// The tree after the replay's iterations, with at most `max_nodes` nodes open.
pub fn visible_tree(replay: &IsMctsReplay, max_nodes: usize) -> VisibleTree {
    visible_tree_within(replay, max_nodes, usize::MAX)
}

/// [`visible_tree`] drawn on at most `levels` levels (at least two): no node
/// deeper than `levels - 2` is open, so that the folded items under the
/// deepest open nodes are on the last level (a view that holds only so many
/// levels: [`crate::app::tree_view::open_levels`]).
pub fn visible_tree_within(replay: &IsMctsReplay, max_nodes: usize, levels: usize) -> VisibleTree {
    let trace = replay.trace();
    let count = replay.node_count();
    let deepest = levels.max(2) - 2;
    // Parents have smaller ids than their children.
    let mut depth = vec![0usize; count];
    for n in 1..count {
        depth[n] = trace.parent(n as u32).map_or(0, |p| depth[p as usize] + 1);
    }
    // The most visited first; a parent (fewer visits never, smaller id) first.
    let mut order: Vec<u32> = (0..count as u32)
        .filter(|&n| depth[n as usize] <= deepest)
        .collect();
    order.sort_by_key(|&n| (std::cmp::Reverse(replay.node_visits(n)), n));
    order.truncate(max_nodes.max(1));
    order.sort_unstable();
    let mut item_of = vec![usize::MAX; count];
    let mut items: Vec<TreeItem> = Vec::with_capacity(order.len() + 8);
    let mut children: Vec<Vec<u32>> = vec![];
    for &n in &order {
        let node = &trace.nodes[n as usize];
        let parent = trace.parent(n).map(|p| item_of[p as usize]);
        item_of[n as usize] = items.len();
        if let Some(p) = parent {
            children[p].push(items.len() as u32);
        }
        items.push(TreeItem {
            kind: TreeItemKind::Node {
                node: n,
                label: trace.joint_text(&node.joint),
                seen: node.joint.iter().all(|m| m.seen),
                visits: replay.node_visits(n),
                mean: mean_into(replay, n),
            },
            parent,
            x: 0.0,
            depth: 0,
        });
        children.push(vec![]);
    }
    fold_the_rest(replay, &item_of, &mut items, &mut children);
    let (xs, depths) = tidy(&children, &[0]);
    for (item, (x, d)) in items.iter_mut().zip(xs.into_iter().zip(depths)) {
        (item.x, item.depth) = (x, d);
    }
    let width = items.iter().map(|i| i.x).fold(0.0, f32::max);
    let depth = items.iter().map(|i| i.depth).max().unwrap_or(0);
    VisibleTree {
        items,
        width,
        depth,
    }
}

/// One folded item under each open node whose children are not all open.
fn fold_the_rest(
    replay: &IsMctsReplay,
    item_of: &[usize],
    items: &mut Vec<TreeItem>,
    children: &mut Vec<Vec<u32>>,
) {
    let trace = replay.trace();
    let mut folded: Vec<(u32, u32)> = vec![(0, 0); item_of.len()];
    for n in 1..item_of.len() {
        let parent = trace.parent(n as u32).unwrap_or(0) as usize;
        if item_of[n] == usize::MAX && item_of[parent] != usize::MAX {
            folded[parent].0 += 1;
            folded[parent].1 += replay.node_visits(n as u32);
        }
    }
    for (n, &(nodes, visits)) in folded.iter().enumerate() {
        if nodes == 0 {
            continue;
        }
        let parent = item_of[n];
        children[parent].push(items.len() as u32);
        items.push(TreeItem {
            kind: TreeItemKind::Folded { nodes, visits },
            parent: Some(parent),
            x: 0.0,
            depth: 0,
        });
        children.push(vec![]);
    }
}

/// The mean reward of the edge that leads to node `n`, for the player who
/// chose it, when one player alone chose it.
fn mean_into(replay: &IsMctsReplay, n: u32) -> Option<f64> {
    let trace = replay.trace();
    let node = &trace.nodes[n as usize];
    let parent = trace.parent(n)?;
    let [played] = node.joint.as_slice() else {
        return None;
    };
    let crate::engine::Actor::Player(p) = played.actor else {
        return None;
    };
    let keys = &trace.nodes[parent as usize].edges;
    let e = keys
        .iter()
        .position(|k| k.player == p && k.action == played.action)?;
    let f = replay.counts(parent)[e];
    (f.visits > 0).then(|| f.reward / f.visits as f64)
}
