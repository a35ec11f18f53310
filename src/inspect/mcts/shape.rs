//! The structure of a run's tree, built once from its records (no counts): the
//! nodes in the search's own arena order (an expansion appends its children,
//! contiguous), each node's parent, action, depth, who chose it and whose mean
//! it shows, and per iteration the path from the root to its leaf, the node it
//! expanded and how many nodes the tree holds after it. Building it checks the
//! records' structure the way the search walks its tree: selection goes down
//! through expanded nodes and stops at the first node never visited before, a
//! node is expanded (once) when selection first reaches it.

use super::record::IterationRecord;
use crate::engine::Player;
use crate::search::mcts::MAX_TREE_NODES;

/// No node (the root's parent, an iteration that expanded nothing).
pub(super) const NONE: u32 = u32::MAX;

/// Who chooses among a node's children.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Chooser {
    /// Not expanded (yet, or ever: a final state, a leaf).
    Leaf,
    Player(Player),
    Chance,
}

#[derive(Clone, Debug, Default)]
pub(super) struct Shape {
    pub parent: Vec<u32>,
    /// The action's index in the run's names ([`NONE`] for the root).
    pub action: Vec<u32>,
    pub first: Vec<u32>,
    pub count: Vec<u32>,
    pub chooser: Vec<Chooser>,
    /// A chance outcome's probability (0 for a player's action).
    pub prob: Vec<f64>,
    pub depth: Vec<u32>,
    /// The player whose mean the node shows (see `NodeView::mean`).
    pub value_player: Vec<Player>,
    /// Per iteration (index k - 1): its path's nodes, root first, in
    /// `path_nodes[path_start[k - 1]..path_start[k]]`.
    pub path_start: Vec<u32>,
    pub path_nodes: Vec<u32>,
    /// Per iteration (index k - 1): the node it expanded, or [`NONE`].
    pub expanded: Vec<u32>,
    /// Nodes in the tree after k iterations (index k; 1 after none).
    pub nodes_after: Vec<u32>,
}

impl Shape {
    /// The structure of `records`; an error gives the iteration (1-based) and why.
    pub fn build(
        records: &[IterationRecord],
        players: usize,
        root_player: Player,
        names: usize,
    ) -> Result<Shape, (u32, String)> {
        let mut s = Shape {
            parent: vec![NONE],
            action: vec![NONE],
            first: vec![0],
            count: vec![0],
            chooser: vec![Chooser::Leaf],
            prob: vec![0.0],
            depth: vec![0],
            value_player: vec![root_player],
            path_start: vec![0],
            path_nodes: Vec::new(),
            expanded: Vec::new(),
            nodes_after: vec![1],
        };
        let mut visited = vec![false];
        for (i, rec) in records.iter().enumerate() {
            let k = i as u32 + 1;
            s.iteration(rec, players, names, &mut visited)
                .map_err(|why| (k, why))?;
        }
        Ok(s)
    }

    fn iteration(
        &mut self,
        rec: &IterationRecord,
        players: usize,
        names: usize,
        visited: &mut Vec<bool>,
    ) -> Result<(), String> {
        if rec.scores.len() != players {
            return Err(format!("{} scores for {players} players", rec.scores.len()));
        }
        if let Some(bad) = rec.scores.iter().find(|v| !v.is_finite()) {
            return Err(format!("the score {bad} is not a finite number"));
        }
        if let Some(&a) = rec.playout.iter().find(|&&a| a as usize >= names) {
            return Err(format!("the playout names action {a}, beyond the table"));
        }
        let mut expansion = rec.expansion.as_ref();
        let mut expanded = NONE;
        let mut node = 0usize;
        self.path_nodes.push(0);
        let mut steps = rec.path.iter();
        loop {
            if self.chooser[node] == Chooser::Leaf {
                let Some(e) = expansion.take() else {
                    break;
                };
                self.expand(node, e, players, names)?;
                visited.resize(self.parent.len(), false);
                expanded = node as u32;
            }
            let Some(&i) = steps.next() else {
                if self.count[node] > 0 {
                    return Err(format!("the path stops at node {node}, which has children"));
                }
                break;
            };
            if i >= self.count[node] {
                return Err(format!(
                    "child {i} of node {node}, which has {} children",
                    self.count[node]
                ));
            }
            node = (self.first[node] + i) as usize;
            self.path_nodes.push(node as u32);
            if !visited[node] {
                break;
            }
        }
        if steps.next().is_some() {
            return Err(format!("the path goes on below node {node}, a new leaf"));
        }
        if expansion.is_some() {
            return Err("an expansion where the path reaches no node to expand".into());
        }
        let start = *self.path_start.last().unwrap_or(&0) as usize;
        for &n in &self.path_nodes[start..] {
            visited[n as usize] = true;
        }
        self.path_start.push(self.path_nodes.len() as u32);
        self.expanded.push(expanded);
        self.nodes_after.push(self.parent.len() as u32);
        Ok(())
    }

    /// Appends the children of `node` that `e` lists.
    fn expand(
        &mut self,
        node: usize,
        e: &super::record::Expansion,
        players: usize,
        names: usize,
    ) -> Result<(), String> {
        let n = e.children.len();
        if self.parent.len() + n > MAX_TREE_NODES {
            return Err(format!("the tree grows past {MAX_TREE_NODES} nodes"));
        }
        if let Some(&a) = e.children.iter().find(|&&a| a as usize >= names) {
            return Err(format!("a child names action {a}, beyond the table"));
        }
        let chooser = match e.mover {
            Some(p) if p >= players => {
                return Err(format!("player {p} chooses, in a game of {players}"));
            }
            Some(p) => Chooser::Player(p),
            None => Chooser::Chance,
        };
        let probs_expected = if e.mover.is_some() { 0 } else { n };
        if e.probs.len() != probs_expected {
            return Err(format!(
                "{} probabilities for {probs_expected} chance outcomes",
                e.probs.len()
            ));
        }
        let first = self.parent.len() as u32;
        for (j, &a) in e.children.iter().enumerate() {
            self.parent.push(node as u32);
            self.action.push(a);
            self.first.push(0);
            self.count.push(0);
            self.chooser.push(Chooser::Leaf);
            self.prob.push(e.probs.get(j).copied().unwrap_or(0.0));
            self.depth.push(self.depth[node] + 1);
            let vp = match chooser {
                Chooser::Player(p) => p,
                _ => self.value_player[node],
            };
            self.value_player.push(vp);
        }
        self.first[node] = first;
        self.count[node] = n as u32;
        self.chooser[node] = chooser;
        Ok(())
    }

    /// Nodes in the whole run's tree.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// The path of iteration `k` (1-based), root first.
    pub fn path(&self, k: u32) -> &[u32] {
        let k = k as usize;
        if k == 0 || k >= self.path_start.len() {
            return &[];
        }
        &self.path_nodes[self.path_start[k - 1] as usize..self.path_start[k] as usize]
    }

    /// Who chose node `id`'s action (`None`: chance, or the root).
    pub fn mover(&self, id: usize) -> Option<Player> {
        match self.parent.get(id).map(|&p| p as usize) {
            Some(p) if p != NONE as usize => match self.chooser[p] {
                Chooser::Player(q) => Some(q),
                _ => None,
            },
            _ => None,
        }
    }
}
