//! The answer key of an exercise sheet, node by node over the full tree: the
//! recorded alpha-beta (seed 004, AlphaBeta, with the chosen cut rule and child
//! order) laid over the full tree (seed 004, MinMax to the same depth) by
//! [`WholeTree`], the whole-tree exercise's own key. For each visited node it
//! adds the window (alpha, beta) passed down to it; over the tree, the number of
//! leaves evaluated, the root's value and the move to play (seed 004, "meilleur
//! coup": the first child whose value is the root's score).
//!
//! Alpha-beta visits the full tree's nodes in the same preorder, skipping the
//! subtrees it prunes, so its k-th node is the full tree's k-th visited node.

use crate::inspect::exercise::ExerciseError;
use crate::inspect::exercise::whole::{Key, WholeTree};
use crate::inspect::labels::{value_text, window_text};
use crate::inspect::rows::bound_text;
use crate::inspect::tree::{Tree, principal_variation};
use crate::search::trace::{Bound, Trace, Value};

/// Whether a node of the full tree maximises, minimises or is a leaf: the
/// shapes of every exported tree ([`Shape::Max`], [`Shape::Min`],
/// [`Shape::Leaf`] here).
pub use super::picture::Shape;

/// What alpha-beta did at one node of the full tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Visited: the window passed down, the value returned and its bound.
    Visited {
        alpha: Value,
        beta: Value,
        value: Value,
        bound: Bound,
    },
    /// The edge into this node is pruned by its parent's cut.
    Pruned,
    /// Below a pruned edge: never seen.
    Below,
}

/// One node of the sheet (by full-tree id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetNode {
    pub name: String,
    pub shape: Shape,
    /// The leaf's value (the exercise's data); the full tree's minimax value
    /// for an inner node.
    pub value: Value,
    pub answer: Answer,
}

/// The tree of a sheet with its answer key.
#[derive(Clone, Debug)]
pub struct AnswerKey {
    pub nodes: Vec<SheetNode>,
    /// The full tree's structure.
    pub tree: Tree,
    /// Leaves of the full tree, and those alpha-beta evaluates.
    pub leaves: usize,
    pub evaluated: usize,
    /// The root's value (exact: its window is infinite).
    pub root_value: Value,
    /// The child of the root to play (full-tree id), if the root has children.
    pub best: Option<u32>,
    /// The principal variation below the root (full-tree ids, `best` first):
    /// at each node the child whose value it returned, while that value is
    /// exact. The key draws each of its edges bold.
    pub line: Vec<u32>,
}

impl AnswerKey {
    /// The key of the exercise whose full tree is `full` and alpha-beta's trace
    /// `pruned`; `names[i]` names full node `i` (missing names are empty).
    pub fn new<A: Copy + PartialEq>(
        full: &Trace<A>,
        pruned: &Trace<A>,
        names: &[String],
    ) -> Result<AnswerKey, ExerciseError> {
        let whole = WholeTree::new(full, pruned)?;
        let tree = Tree::new(full).map_err(|e| ExerciseError::Trace(e.to_string()))?;
        let mismatch = |why: &str| ExerciseError::Mismatch(why.to_string());
        // full_of[k]: the full node of alpha-beta's node k.
        let mut full_of = Vec::with_capacity(pruned.node_count());
        let mut nodes = Vec::with_capacity(full.node_count());
        for (id, n) in full.nodes().enumerate() {
            let shape = match (n.leaf(), n.maximizing()) {
                (Some(_), _) => Shape::Leaf,
                (None, Some(false)) => Shape::Min,
                (None, _) => Shape::Max,
            };
            let answer = match whole.key(id as u32) {
                Some(Key::Visited { value, bound, .. }) => {
                    let k = full_of.len() as u32;
                    let ab = pruned
                        .node(k)
                        .ok_or_else(|| mismatch("alpha-beta has fewer nodes than it visits"))?;
                    if (ab.leaf().is_some()) != (shape == Shape::Leaf) {
                        return Err(mismatch("alpha-beta's leaves are not the full tree's"));
                    }
                    full_of.push(id as u32);
                    Answer::Visited {
                        alpha: ab.alpha,
                        beta: ab.beta,
                        value,
                        bound,
                    }
                }
                Some(Key::Pruned) => Answer::Pruned,
                _ => Answer::Below,
            };
            nodes.push(SheetNode {
                name: names.get(id).cloned().unwrap_or_default(),
                shape,
                value: n.value,
                answer,
            });
        }
        if full_of.len() != pruned.node_count() {
            return Err(mismatch("alpha-beta has more nodes than it visits"));
        }
        let is_leaf = |n: &&SheetNode| n.shape == Shape::Leaf;
        let leaves = nodes.iter().filter(is_leaf).count();
        let evaluated = nodes
            .iter()
            .filter(is_leaf)
            .filter(|n| matches!(n.answer, Answer::Visited { .. }))
            .count();
        let ab_tree = Tree::new(pruned).map_err(|e| ExerciseError::Trace(e.to_string()))?;
        let line: Vec<u32> = principal_variation(pruned, &ab_tree)
            .iter()
            .skip(1)
            .filter_map(|&k| full_of.get(k as usize).copied())
            .collect();
        let best = line.first().copied();
        let root_value = pruned.node(0).map_or(0, |n| n.value);
        Ok(AnswerKey {
            nodes,
            tree,
            leaves,
            evaluated,
            root_value,
            best,
            line,
        })
    }

    /// The full-tree nodes whose incoming edge alpha-beta prunes, in id order.
    pub fn pruned_edges(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.nodes.len() as u32).filter(|&i| self.nodes[i as usize].answer == Answer::Pruned)
    }
}

impl SheetNode {
    /// What the key writes in the node's box: the value alpha-beta returned,
    /// with its bound after a cut (`>= v`, `<= v`); nothing where it never went.
    pub fn answer_text(&self) -> Option<String> {
        match self.answer {
            Answer::Visited { .. } if self.shape == Shape::Leaf => None,
            Answer::Visited {
                value,
                bound: Bound::Exact,
                ..
            } => Some(value_text(value)),
            Answer::Visited { value, bound, .. } => Some(bound_text(value, bound)),
            Answer::Pruned | Answer::Below => None,
        }
    }

    /// The window the key writes under the box, `(alpha, beta)`.
    pub fn window_text(&self) -> Option<String> {
        match self.answer {
            Answer::Visited { alpha, beta, .. } => Some(window_text(alpha, beta)),
            _ => None,
        }
    }
}
