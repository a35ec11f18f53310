//! The MCTS tree view's level of detail: which nodes of a tree of up to
//! millions are drawn. At most `max_nodes` nodes are shown, opened most visited
//! first (a node is shown only with its parent), the current iteration's path
//! always; the hidden children of each shown node are folded into one summary
//! item (how many nodes their subtrees hold, how many visits they had).
//! Positions come from the inspector's tidy layout ([`crate::inspect::layout::tidy`]).

use super::replay::MctsReplay;
use crate::inspect::layout::tidy;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// What the tree view draws.
#[derive(Clone, Debug, PartialEq)]
pub struct VisibleTree {
    /// Parents before their children (the root first).
    pub items: Vec<VisibleItem>,
    /// (parent item, child item), indices into `items`.
    pub edges: Vec<(usize, usize)>,
    /// The rightmost x.
    pub width: f32,
    /// The deepest item's depth.
    pub depth: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VisibleKind {
    /// Node `id` itself.
    Node,
    /// The hidden children of node `id` and their subtrees, as one item.
    Folded { nodes: u32, visits: u32 },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VisibleItem {
    /// The node (for a folded item, the shown parent of what it folds).
    pub id: u32,
    pub kind: VisibleKind,
    pub x: f32,
    pub depth: u32,
}

/// The most nodes the studio's tree view opens: more are not readable on a
/// projector (the rest are folded).
pub const VIEW_NODES: usize = 120;

/// The view of the replay's tree at its cursor; see the module documentation.
pub fn visible_tree(r: &MctsReplay, max_nodes: usize) -> VisibleTree {
    let n = r.node_count();
    let mut shown = vec![false; n];
    let mut heap = BinaryHeap::new();
    let mut count = 0;
    let open = |id: u32, shown: &mut Vec<bool>, heap: &mut BinaryHeap<_>| {
        shown[id as usize] = true;
        for c in r.children(id) {
            heap.push((r.visits(c), Reverse(c)));
        }
    };
    let cursor = r.cursor().iteration;
    let path = r.run().path(cursor);
    open(0, &mut shown, &mut heap);
    count += 1;
    for &p in path.iter().skip(1).filter(|&&p| (p as usize) < n) {
        open(p, &mut shown, &mut heap);
        count += 1;
    }
    while count < max_nodes.max(1) {
        let Some((_, Reverse(c))) = heap.pop() else {
            break;
        };
        if !shown[c as usize] {
            open(c, &mut shown, &mut heap);
            count += 1;
        }
    }
    layout(r, &shown)
}

/// The items of the shown nodes (and their folds), laid out.
fn layout(r: &MctsReplay, shown: &[bool]) -> VisibleTree {
    let run = r.run();
    let n = shown.len();
    let mut size = vec![1u32; n];
    for i in (1..n).rev() {
        if let Some(p) = run.parent(i as u32) {
            size[p as usize] += size[i];
        }
    }
    let mut items = Vec::new();
    let mut kids: Vec<Vec<u32>> = Vec::new();
    let mut edges = Vec::new();
    // Depth first from the root, children in order, a node's fold last.
    let mut stack = vec![(0u32, usize::MAX)];
    while let Some((id, from)) = stack.pop() {
        let item = items.len();
        items.push(VisibleItem {
            id,
            kind: VisibleKind::Node,
            x: 0.0,
            depth: 0,
        });
        kids.push(Vec::new());
        if from != usize::MAX {
            edges.push((from, item));
            kids[from].push(item as u32);
        }
        let (mut nodes, mut visits) = (0, 0);
        let mut next = Vec::new();
        for c in r.children_in_game_order(id) {
            if shown[c as usize] {
                next.push((c, item));
            } else {
                nodes += size[c as usize];
                visits += r.visits(c);
            }
        }
        if nodes > 0 {
            let fold = items.len();
            items.push(VisibleItem {
                id,
                kind: VisibleKind::Folded { nodes, visits },
                x: 0.0,
                depth: 0,
            });
            kids.push(Vec::new());
            edges.push((item, fold));
            kids[item].push(fold as u32);
        }
        stack.extend(next.into_iter().rev());
    }
    // The fold is pushed before the shown children are visited: put it last.
    for k in &mut kids {
        k.sort_by_key(|&i| fold_last(&items, i));
    }
    let (x, depth) = tidy(&kids, &[0]);
    for (item, (&x, &d)) in items.iter_mut().zip(x.iter().zip(&depth)) {
        item.x = x;
        item.depth = d;
    }
    VisibleTree {
        width: x.iter().copied().fold(0.0, f32::max),
        depth: depth.iter().copied().max().unwrap_or(0),
        items,
        edges,
    }
}

/// Sort key: shown nodes in their order (item index), a fold after them.
fn fold_last(items: &[VisibleItem], i: u32) -> (bool, u32) {
    (
        matches!(items[i as usize].kind, VisibleKind::Folded { .. }),
        i,
    )
}
