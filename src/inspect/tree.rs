//! [`Tree`]: the one model of a recorded search's tree, built once per trace in
//! O(n) and shared by the layout, the stepping index, the outline, the search
//! within a trace, the statistics and the exercises. Node ids are in visit
//! (pre-)order, so the subtree of node `i` is exactly the ids `i .. i +
//! size(i)` and its children are found by jumping over subtrees: one `u32` per
//! node, no child lists. It also knows the roots (one per iteration of
//! iterative deepening or of MCTS), which nodes cut or were answered by the
//! transposition table, and the principal variation. It reads the trace only.

use crate::search::trace::{Bound, EventKind, NO_PARENT, Trace};
use crate::search::trace_view::{NodeStatus, NodeView};

/// Why a trace's tables do not form a tree in visit order (a damaged file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    #[error("trace node {node}: its parent {parent} is not an earlier node")]
    BadParent { node: u32, parent: u32 },
    #[error("trace event {step} ({kind:?}): no node is open")]
    NoOpenNode { step: usize, kind: EventKind },
    #[error("trace event {step}: more entries than nodes")]
    TooManyEntries { step: usize },
}

/// (node, number) pairs: the cuts or the hits, by node.
type Marks = Vec<(u32, u32)>;

/// The structure of a trace's node tree, and where its cuts and hits are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    sizes: Vec<u32>,
    roots: Vec<u32>,
    /// (node, cut number), sorted by node.
    cuts: Marks,
    /// (node, hit number), sorted by node.
    hits: Marks,
    max_depth: u32,
}

impl Tree {
    /// Reads the parents and the events once.
    pub fn new<A: Copy>(trace: &Trace<A>) -> Result<Tree, TreeError> {
        let n = trace.node_count();
        let mut sizes = vec![1u32; n];
        let mut roots = Vec::new();
        let mut max_depth = 0;
        for (id, node) in trace.nodes().enumerate() {
            let id = id as u32;
            if node.parent == NO_PARENT {
                roots.push(id);
            } else if node.parent >= id {
                return Err(TreeError::BadParent {
                    node: id,
                    parent: node.parent,
                });
            }
            max_depth = max_depth.max(u32::from(node.depth));
        }
        // Children after their parents: a backward pass adds each subtree up.
        for id in (1..n).rev() {
            let p = trace.node(id as u32).map_or(NO_PARENT, |node| node.parent);
            if p != NO_PARENT {
                sizes[p as usize] += sizes[id];
            }
        }
        let (cuts, hits) = marks(trace)?;
        Ok(Tree {
            sizes,
            roots,
            cuts,
            hits,
            max_depth,
        })
    }

    pub fn node_count(&self) -> usize {
        self.sizes.len()
    }

    /// The number of nodes in the subtree of `id` (itself included; 0 if unknown).
    pub fn size(&self, id: u32) -> u32 {
        self.sizes.get(id as usize).copied().unwrap_or(0)
    }

    pub fn has_children(&self, id: u32) -> bool {
        self.size(id) > 1
    }

    /// The children of `id`, in visit order.
    pub fn children(&self, id: u32) -> impl Iterator<Item = u32> + '_ {
        let end = id.saturating_add(self.size(id));
        let mut next = id.saturating_add(1);
        std::iter::from_fn(move || {
            (next < end).then(|| {
                let c = next;
                next = next.saturating_add(self.size(c).max(1));
                c
            })
        })
    }

    /// The roots: one per search recorded (iterative deepening and MCTS record
    /// several).
    pub fn roots(&self) -> &[u32] {
        &self.roots
    }

    pub fn max_depth(&self) -> u32 {
        self.max_depth
    }

    /// The number of the cut made at `id`, if it cut.
    pub fn cut_at(&self, id: u32) -> Option<usize> {
        find(&self.cuts, id)
    }

    /// The number of the transposition answer at `id`, if any.
    pub fn hit_at(&self, id: u32) -> Option<usize> {
        find(&self.hits, id)
    }

    /// The nodes that cut, in id order.
    pub fn cut_nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.cuts.iter().map(|&(n, _)| n)
    }

    /// Each cut's node, by cut number.
    pub fn cut_owners(&self) -> Vec<u32> {
        let mut owners = vec![0; self.cuts.len()];
        for &(node, k) in &self.cuts {
            if let Some(slot) = owners.get_mut(k as usize) {
                *slot = node;
            }
        }
        owners
    }

    /// The nodes answered by the transposition table, in id order.
    pub fn hit_nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.hits.iter().map(|&(n, _)| n)
    }

    /// The nodes of each root search, in order (iterations of iterative
    /// deepening).
    pub fn iterations(&self) -> Vec<u64> {
        self.roots
            .iter()
            .map(|&r| u64::from(self.size(r)))
            .collect()
    }
}

/// Which node each cut and each transposition hit belongs to.
fn marks<A: Copy>(trace: &Trace<A>) -> Result<(Marks, Marks), TreeError> {
    let (mut open, mut next) = (Vec::new(), 0u32);
    let (mut cuts, mut hits) = (Vec::new(), Vec::new());
    for (step, kind) in trace.events().enumerate() {
        let top = || {
            open.last()
                .copied()
                .ok_or(TreeError::NoOpenNode { step, kind })
        };
        match kind {
            EventKind::Enter => {
                if next as usize >= trace.node_count() {
                    return Err(TreeError::TooManyEntries { step });
                }
                open.push(next);
                next += 1;
            }
            EventKind::Cut => cuts.push((top()?, cuts.len() as u32)),
            EventKind::TtHit => hits.push((top()?, hits.len() as u32)),
            EventKind::Leaf | EventKind::Child => {
                top()?;
            }
            EventKind::Exit => {
                open.pop().ok_or(TreeError::NoOpenNode { step, kind })?;
            }
        }
    }
    cuts.sort_unstable();
    hits.sort_unstable();
    Ok((cuts, hits))
}

fn find(table: &[(u32, u32)], id: u32) -> Option<usize> {
    let i = table.partition_point(|&(n, _)| n < id);
    table
        .get(i)
        .filter(|&&(n, _)| n == id)
        .map(|&(_, k)| k as usize)
}

/// The child of `id` that gave its value: the first finished child whose
/// returned value equals the node's value (seed 004's "meilleur coup": the first
/// child whose value is the score), at the step `view` shows.
pub fn best_child<A: Copy>(
    trace: &Trace<A>,
    tree: &Tree,
    view: &dyn Fn(u32) -> NodeView,
    id: u32,
) -> Option<u32> {
    let value = view(id).value?;
    tree.children(id).find(|&c| {
        matches!(view(c).status, NodeStatus::Finished(_))
            && trace.node(c).is_some_and(|n| n.returned == value)
    })
}

/// The principal variation of the finished search, as node ids from the last
/// root: best children while the value is exact.
pub fn principal_variation<A: Copy>(trace: &Trace<A>, tree: &Tree) -> Vec<u32> {
    let mut line = Vec::new();
    let mut at = tree.roots().last().copied();
    while let Some(id) = at {
        let Some(node) = trace.node(id) else { break };
        line.push(id);
        if node.bound() != Some(Bound::Exact) {
            break;
        }
        at = tree
            .children(id)
            .find(|&c| trace.node(c).is_some_and(|n| n.returned == node.value));
    }
    line
}
