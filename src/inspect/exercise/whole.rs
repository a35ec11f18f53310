//! Whole-tree mode: the student is given the full tree (every node, leaves
//! with their values), marks every pruned edge and fills the value alpha-beta
//! returns at every inner node it visits (seed 004: after a cut the value is a
//! bound, and that bound is what is returned), then checks. The answer key is
//! the recorded alpha-beta trace laid over the full tree (seed 004 MinMax to the
//! same depth): a node is visited, or its edge is pruned (a child listed by a
//! cut), or it lies below a pruned edge (nothing is asked about it).

use super::ExerciseError;
use crate::inspect::tree::Tree;
use crate::search::trace::{Bound, NO_PARENT, Trace, Value};

/// What alpha-beta did with a node of the full tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Visited: returned this value, known as this bound.
    Visited {
        value: Value,
        bound: Bound,
        leaf: bool,
    },
    /// The edge into this node was pruned by its parent's cut.
    Pruned,
    /// Below a pruned edge.
    Below,
}

/// One mistake on a sheet, about a node of the full tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// A visited inner node has no value.
    MissingValue {
        node: u32,
        want: Value,
        bound: Bound,
    },
    /// A visited inner node has the wrong value.
    WrongValue {
        node: u32,
        given: Value,
        want: Value,
        bound: Bound,
    },
    /// A value was written on a node alpha-beta never visits.
    ValueNotVisited { node: u32, given: Value },
    /// The edge into this node is marked pruned, but alpha-beta explores it.
    NotPruned { node: u32 },
    /// The edge into this node is pruned and not marked.
    MissedPrune { node: u32 },
}

/// The student's sheet, indexed by the full tree's node ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub values: Vec<Option<Value>>,
    /// `pruned[i]`: the edge into node `i` is marked pruned.
    pub pruned: Vec<bool>,
}

/// The answer key of one tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeTree {
    keys: Vec<Key>,
    /// For each full node, alpha-beta's node for it (when visited).
    searched: Vec<Option<u32>>,
    /// For each full node pruned or below a pruned edge, alpha-beta's node
    /// whose cut pruned it.
    cut_by: Vec<Option<u32>>,
}

impl WholeTree {
    /// Lays the alpha-beta trace `pruned` over the full tree `full` (both from
    /// the same single root, children in the same order).
    pub fn new<A: Copy + PartialEq>(
        full: &Trace<A>,
        pruned: &Trace<A>,
    ) -> Result<WholeTree, ExerciseError> {
        let mismatch = |why: String| ExerciseError::Mismatch(why);
        let shape = Tree::new(full).map_err(|e| ExerciseError::Trace(e.to_string()))?;
        let ab = Tree::new(pruned).map_err(|e| ExerciseError::Trace(e.to_string()))?;
        if shape.roots().len() != 1 || ab.roots().len() != 1 || pruned.truncated() {
            return Err(mismatch("each trace must hold one whole search".into()));
        }
        let n = full.node_count();
        let mut keys = vec![Key::Below; n];
        let mut searched = vec![None; n];
        let mut cut_by = vec![None; n];
        // full_of[i]: the full tree's node for alpha-beta's node i.
        let mut full_of: Vec<u32> = Vec::with_capacity(pruned.node_count());
        let child = |parent: u32, action: Option<A>| {
            shape
                .children(parent)
                .find(|&c| full.action(c) == action)
                .ok_or_else(|| {
                    mismatch(format!(
                        "alpha-beta's node below full node {parent} is not in the full tree"
                    ))
                })
        };
        for (id, node) in pruned.nodes().enumerate() {
            let f = if node.parent == NO_PARENT {
                0
            } else {
                let p = full_of[node.parent as usize];
                child(p, pruned.action(id as u32))?
            };
            full_of.push(f);
            searched[f as usize] = Some(id as u32);
            let bound = node
                .bound()
                .ok_or_else(|| mismatch(format!("alpha-beta's node {id} never returned")))?;
            keys[f as usize] = Key::Visited {
                value: node.value,
                bound,
                leaf: node.leaf().is_some(),
            };
        }
        for cutter in ab.cut_nodes() {
            let k = ab.cut_at(cutter).unwrap_or(0);
            let parent = full_of[cutter as usize];
            for &a in pruned.cut(k) {
                let c = child(parent, Some(a))?;
                keys[c as usize] = Key::Pruned;
                cut_by[c as usize] = Some(cutter);
            }
        }
        // Below a pruned edge: the cut above (a parent's id is below its children's).
        for (id, node) in full.nodes().enumerate() {
            if keys[id] == Key::Below && node.parent != NO_PARENT {
                cut_by[id] = cut_by.get(node.parent as usize).copied().flatten();
            }
        }
        Ok(WholeTree {
            keys,
            searched,
            cut_by,
        })
    }

    /// Alpha-beta's node for full node `id`, when alpha-beta visits it.
    pub fn searched_as(&self, id: u32) -> Option<u32> {
        self.searched.get(id as usize).copied().flatten()
    }

    /// Alpha-beta's node whose cut prunes full node `id` (the edge into it, or
    /// an edge above it), when it is not visited.
    pub fn cut_by(&self, id: u32) -> Option<u32> {
        self.cut_by.get(id as usize).copied().flatten()
    }

    /// What alpha-beta did with full node `id`.
    pub fn key(&self, id: u32) -> Option<Key> {
        self.keys.get(id as usize).copied()
    }

    pub fn node_count(&self) -> usize {
        self.keys.len()
    }

    /// The sheet with every answer right (what a perfect student hands in).
    pub fn answers(&self) -> Sheet {
        Sheet {
            values: self
                .keys
                .iter()
                .map(|k| match *k {
                    Key::Visited {
                        value, leaf: false, ..
                    } => Some(value),
                    _ => None,
                })
                .collect(),
            pruned: self.keys.iter().map(|k| *k == Key::Pruned).collect(),
        }
    }

    /// Every mistake on `sheet`, in node order (none for a right sheet). Leaves'
    /// values are the exercise's data: whatever is written on a visited leaf is ignored.
    pub fn check(&self, sheet: &Sheet) -> Vec<Mistake> {
        let mut out = Vec::new();
        for (i, key) in self.keys.iter().enumerate() {
            let node = i as u32;
            let given = sheet.values.get(i).copied().flatten();
            let marked = sheet.pruned.get(i).copied().unwrap_or(false);
            match *key {
                Key::Visited { value, bound, leaf } => {
                    if marked {
                        out.push(Mistake::NotPruned { node });
                    }
                    match given {
                        _ if leaf => {}
                        None => out.push(Mistake::MissingValue {
                            node,
                            want: value,
                            bound,
                        }),
                        Some(g) if g != value => out.push(Mistake::WrongValue {
                            node,
                            given: g,
                            want: value,
                            bound,
                        }),
                        Some(_) => {}
                    }
                }
                Key::Pruned | Key::Below => {
                    if *key == Key::Pruned && !marked {
                        out.push(Mistake::MissedPrune { node });
                    }
                    if let Some(g) = given {
                        out.push(Mistake::ValueNotVisited { node, given: g });
                    }
                }
            }
        }
        out
    }
}
