//! The shape of a recorded search: each node's children in visit order (one flat
//! table), the roots (several for iterative deepening), the principal variation
//! and a node's best child. Reads a [`Trace`]; draws nothing.

use crate::search::trace::{Bound, NO_PARENT, Trace};
use crate::search::trace_view::{NodeStatus, NodeView};

/// Each node's children, in the order they were searched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Children {
    /// Children of node `i` are `flat[offsets[i]..offsets[i + 1]]`.
    offsets: Vec<u32>,
    flat: Vec<u32>,
    roots: Vec<u32>,
}

impl Children {
    pub fn new<A: Copy>(trace: &Trace<A>) -> Children {
        let n = trace.node_count();
        let mut counts = vec![0u32; n + 1];
        let mut roots = Vec::new();
        for (id, node) in trace.nodes().enumerate() {
            match counts.get_mut(node.parent as usize) {
                Some(c) if node.parent != NO_PARENT => *c += 1,
                _ => roots.push(id as u32),
            }
        }
        let mut offsets = Vec::with_capacity(n + 1);
        let mut sum = 0;
        for c in &counts[..n] {
            offsets.push(sum);
            sum += c;
        }
        offsets.push(sum);
        let mut next = offsets.clone();
        let mut flat = vec![0; sum as usize];
        for (id, node) in trace.nodes().enumerate() {
            if let Some(slot) = next.get_mut(node.parent as usize) {
                flat[*slot as usize] = id as u32;
                *slot += 1;
            }
        }
        Children {
            offsets,
            flat,
            roots,
        }
    }

    /// The children of `id`, in visit order.
    pub fn of(&self, id: u32) -> &[u32] {
        let i = id as usize;
        match (self.offsets.get(i), self.offsets.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.flat[a as usize..b as usize],
            _ => &[],
        }
    }

    /// The roots, in order (one per iteration of iterative deepening).
    pub fn roots(&self) -> &[u32] {
        &self.roots
    }
}

/// The child of `id` that gave its value: the first finished child whose
/// returned value equals the node's value (seed 004's "meilleur coup": the first
/// child whose value is the score), at the step `views` shows.
pub fn best_child<A: Copy>(
    trace: &Trace<A>,
    children: &Children,
    views: &[NodeView],
    id: u32,
) -> Option<u32> {
    let value = views.get(id as usize)?.value?;
    children.of(id).iter().copied().find(|&c| {
        matches!(
            views.get(c as usize).map(|v| v.status),
            Some(NodeStatus::Finished(_))
        ) && trace.node(c).is_some_and(|n| n.returned == value)
    })
}

/// The principal variation of the finished search, as node ids from the last
/// root: best children while the value is exact.
pub fn principal_variation<A: Copy>(trace: &Trace<A>, children: &Children) -> Vec<u32> {
    let mut line = Vec::new();
    let mut at = children.roots().last().copied();
    while let Some(id) = at {
        let Some(node) = trace.node(id) else { break };
        line.push(id);
        if node.bound() != Some(Bound::Exact) {
            break;
        }
        at = children
            .of(id)
            .iter()
            .copied()
            .find(|&c| trace.node(c).is_some_and(|n| n.returned == node.value));
    }
    line
}
