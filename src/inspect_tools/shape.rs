//! [`TraceShape`]: the tree structure of a recorded [`Trace`], computed once in
//! O(n): the size of every node's subtree, the roots (one per iteration of an
//! iterative-deepening search), and which nodes cut or were answered by the
//! transposition table. Node ids are in visit (pre-)order, so the subtree of node
//! `i` is exactly the ids `i .. i + size(i)` and its children are found by
//! jumping over subtrees: no child lists are stored. It reads the trace only.

use crate::search::trace::{EventKind, NO_PARENT, Trace};

/// Why a trace's tables do not form a tree in visit order (a damaged file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
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
pub struct TraceShape {
    sizes: Vec<u32>,
    roots: Vec<u32>,
    /// (node, cut number), sorted by node.
    cuts: Vec<(u32, u32)>,
    /// (node, hit number), sorted by node.
    hits: Vec<(u32, u32)>,
    max_depth: u32,
}

impl TraceShape {
    /// Reads the parents and replays the events once.
    pub fn new<A: Copy>(trace: &Trace<A>) -> Result<TraceShape, ShapeError> {
        let n = trace.node_count();
        let mut sizes = vec![1u32; n];
        let mut roots = Vec::new();
        let mut parents = Vec::with_capacity(n);
        let mut max_depth = 0;
        for (id, node) in trace.nodes().enumerate() {
            let id = id as u32;
            if node.parent == NO_PARENT {
                roots.push(id);
            } else if node.parent >= id {
                return Err(ShapeError::BadParent {
                    node: id,
                    parent: node.parent,
                });
            }
            parents.push(node.parent);
            max_depth = max_depth.max(node.depth as u32);
        }
        for id in (1..n).rev() {
            let p = parents[id];
            if p != NO_PARENT {
                sizes[p as usize] += sizes[id];
            }
        }
        let (cuts, hits) = Self::marks(trace)?;
        Ok(TraceShape {
            sizes,
            roots,
            cuts,
            hits,
            max_depth,
        })
    }

    /// Which node each cut and each transposition hit belongs to.
    fn marks<A: Copy>(trace: &Trace<A>) -> Result<(Marks, Marks), ShapeError> {
        let (mut open, mut next) = (Vec::new(), 0u32);
        let (mut cuts, mut hits) = (Vec::new(), Vec::new());
        for (step, kind) in trace.events().enumerate() {
            let top = || {
                open.last()
                    .copied()
                    .ok_or(ShapeError::NoOpenNode { step, kind })
            };
            match kind {
                EventKind::Enter => {
                    if next as usize >= trace.node_count() {
                        return Err(ShapeError::TooManyEntries { step });
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
                    open.pop().ok_or(ShapeError::NoOpenNode { step, kind })?;
                }
            }
        }
        cuts.sort_unstable();
        hits.sort_unstable();
        Ok((cuts, hits))
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
        let mut next = id + 1;
        std::iter::from_fn(move || {
            (next < end).then(|| {
                let c = next;
                next += self.size(c).max(1);
                c
            })
        })
    }

    /// The roots: one per search recorded (iterative deepening records several).
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

    /// The nodes answered by the transposition table, in id order.
    pub fn hit_nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.hits.iter().map(|&(n, _)| n)
    }
}

fn find(table: &[(u32, u32)], id: u32) -> Option<usize> {
    let i = table.partition_point(|&(n, _)| n < id);
    table
        .get(i)
        .filter(|&&(n, _)| n == id)
        .map(|&(_, k)| k as usize)
}
