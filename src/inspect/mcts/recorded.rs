//! [`RecordedRun`]: what every recorded Monte Carlo run shares, whatever the
//! search (MCTS: [`super::MctsRun`]; information-set MCTS:
//! [`crate::inspect::ismcts::IsMctsTrace`]): a list of iterations over a tree
//! that grows (node 0 the root; a node is added under a parent and never
//! removed), each iteration's path of node ids from the root (the nodes its
//! backup counts a visit in), the score vector it backed up, and one table of
//! action notations its records index into. A search's record type `I` keeps
//! what differs (MCTS's expansions, ISMCTS's joint actions, choices and edge
//! availability) and gives the scores ([`Iteration`]).
//!
//! The queries written once here: iteration `k` and how many there are, the
//! nodes in the tree after `k` iterations, iteration `k`'s path, a node's
//! parent; each node's visits and score sums after `k` iterations are
//! [`super::counts::Counts`], over this model.

/// What a recorded run needs of one iteration's record.
pub trait Iteration {
    /// The score vector the iteration backed up, one per player.
    fn scores(&self) -> &[f64];
}

/// No node (the root's parent).
const NO_PARENT: u32 = u32::MAX;

/// A recorded Monte Carlo run: its iterations, the tree they grew, their paths
/// and the action names (see the module documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedRun<I> {
    pub players: usize,
    /// The notation of each action index.
    pub names: Vec<String>,
    /// Iteration `k` is `records[k - 1]`.
    records: Vec<I>,
    /// Each node's parent ([`NO_PARENT`] for the root).
    parents: Vec<u32>,
    /// Iteration `k`'s path is `path_nodes[path_start[k - 1]..path_start[k]]`.
    path_start: Vec<u32>,
    path_nodes: Vec<u32>,
    /// Nodes in the tree after `k` iterations (index `k`; 1 after none).
    nodes_after: Vec<u32>,
}

impl<I> RecordedRun<I> {
    /// A run of `players` with no iteration yet: the root alone.
    pub fn new(players: usize, names: Vec<String>) -> RecordedRun<I> {
        RecordedRun {
            players,
            names,
            records: Vec::new(),
            parents: vec![NO_PARENT],
            path_start: vec![0],
            path_nodes: Vec::new(),
            nodes_after: vec![1],
        }
    }

    /// Adds a node under `parent` (during the iteration being recorded); its id.
    pub fn add_node(&mut self, parent: u32) -> u32 {
        self.parents.push(parent);
        self.parents.len() as u32 - 1
    }

    /// Ends an iteration: its record and its path (node ids, the root first).
    pub fn push(&mut self, record: I, path: &[u32]) {
        self.records.push(record);
        self.path_nodes.extend_from_slice(path);
        self.path_start.push(self.path_nodes.len() as u32);
        self.nodes_after.push(self.parents.len() as u32);
    }

    /// Iterations recorded.
    pub fn len(&self) -> u32 {
        self.records.len() as u32
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Iteration `k` (from 1).
    pub fn iteration(&self, k: u32) -> Option<&I> {
        k.checked_sub(1).and_then(|i| self.records.get(i as usize))
    }

    /// Every iteration's record, in order.
    pub fn records(&self) -> &[I] {
        &self.records
    }

    /// The notation of action index `a` (`?` if the table lacks it).
    pub fn name(&self, a: u32) -> &str {
        self.names.get(a as usize).map_or("?", String::as_str)
    }

    /// Nodes in the whole run's tree.
    pub fn node_count(&self) -> usize {
        self.parents.len()
    }

    /// Nodes in the tree after `k` iterations (clamped to the run).
    pub fn nodes_after(&self, k: u32) -> usize {
        let k = (k as usize).min(self.records.len());
        self.nodes_after[k] as usize
    }

    /// Node `id`'s parent (`None` for the root, or beyond the tree).
    pub fn parent(&self, id: u32) -> Option<u32> {
        self.parents
            .get(id as usize)
            .copied()
            .filter(|&p| p != NO_PARENT)
    }

    /// The path of iteration `k` (from 1), the root first (empty outside the run).
    pub fn path(&self, k: u32) -> &[u32] {
        let k = k as usize;
        if k == 0 || k >= self.path_start.len() {
            return &[];
        }
        &self.path_nodes[self.path_start[k - 1] as usize..self.path_start[k] as usize]
    }

    /// Where iteration `k`'s path starts among all the paths' nodes, one after
    /// another (for tables kept per path node: see [`RecordedRun::path_total`]).
    pub fn path_offset(&self, k: u32) -> usize {
        let k = (k as usize).clamp(1, self.path_start.len());
        self.path_start[k - 1] as usize
    }

    /// The nodes of all the paths, one after another.
    pub fn path_total(&self) -> usize {
        self.path_nodes.len()
    }
}

impl<I: Iteration> RecordedRun<I> {
    /// The scores iteration `k` backed up (empty outside the run).
    pub fn scores(&self, k: u32) -> &[f64] {
        self.iteration(k).map_or(&[], Iteration::scores)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Rec(Vec<f64>);
    impl Iteration for Rec {
        fn scores(&self) -> &[f64] {
            &self.0
        }
    }

    #[test]
    fn paths_nodes_and_parents_after_each_iteration() {
        let mut run = RecordedRun::new(2, vec!["a".into(), "b".into()]);
        assert_eq!(
            (run.len(), run.nodes_after(0), run.path(1)),
            (0, 1, &[][..])
        );
        let a = run.add_node(0);
        let b = run.add_node(0);
        run.push(Rec(vec![1.0, -1.0]), &[0, a]);
        let c = run.add_node(b);
        run.push(Rec(vec![0.5, 0.5]), &[0, b, c]);
        run.push(Rec(vec![-1.0, 1.0]), &[0, a]);
        assert_eq!((a, b, c), (1, 2, 3));
        assert_eq!(run.len(), 3);
        assert_eq!(
            (0..5).map(|k| run.nodes_after(k)).collect::<Vec<_>>(),
            [1, 3, 4, 4, 4]
        );
        assert_eq!(run.path(2), [0, 2, 3]);
        assert_eq!(run.path(4), [0u32; 0]);
        assert_eq!((run.path_offset(2), run.path_offset(3)), (2, 5));
        assert_eq!(run.path_total(), 7);
        assert_eq!(run.scores(2), [0.5, 0.5]);
        assert_eq!(
            (run.parent(0), run.parent(3), run.parent(9)),
            (None, Some(2), None)
        );
        assert_eq!((run.name(1), run.name(7)), ("b", "?"));
        assert!(run.iteration(0).is_none() && run.iteration(3).is_some());
    }
}
