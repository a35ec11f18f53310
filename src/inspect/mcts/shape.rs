//! The MCTS part of a run's tree, built once from its records (no counts):
//! the nodes in the search's own arena order (an expansion appends its
//! children, contiguous), each node's action, children, depth, who chose it and
//! whose mean it shows, and per iteration the node it expanded. The parents,
//! the paths and how many nodes the tree holds after each iteration go to the
//! shared [`RecordedRun`]. Building it checks the records' structure the way
//! the search walks its tree: selection goes down through expanded nodes and
//! stops at the first node never visited before, a node is expanded (once)
//! when selection first reaches it.

use super::record::{Expansion, IterationRecord};
use super::recorded::RecordedRun;
use crate::engine::Player;
use crate::search::mcts::MAX_TREE_NODES;

/// No node (the root's action, an iteration that expanded nothing).
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
    /// Who chose each node's action (`None`: chance, or the root).
    pub mover: Vec<Option<Player>>,
    /// Per iteration (index k - 1): the node it expanded, or [`NONE`].
    pub expanded: Vec<u32>,
    /// Each node's rank among its siblings in the game's order of actions
    /// (the search's own order is shuffled), from the check against the
    /// rules; empty until then.
    pub game_rank: Vec<u32>,
}

/// An MCTS run's records as the shared model, and their structure.
pub(super) type Built = (RecordedRun<IterationRecord>, Shape);

impl Shape {
    /// The run of `records` and its structure; an error gives the iteration
    /// (1-based) and why.
    pub fn build(
        records: Vec<IterationRecord>,
        players: usize,
        root_player: Player,
        names: Vec<String>,
    ) -> Result<Built, (u32, String)> {
        let mut s = Shape {
            action: vec![NONE],
            first: vec![0],
            count: vec![0],
            chooser: vec![Chooser::Leaf],
            prob: vec![0.0],
            depth: vec![0],
            value_player: vec![root_player],
            mover: vec![None],
            expanded: Vec::new(),
            game_rank: Vec::new(),
        };
        let n_names = names.len();
        let mut run = RecordedRun::new(players, names);
        let mut visited = vec![false];
        for (i, rec) in records.into_iter().enumerate() {
            let k = i as u32 + 1;
            let path = s
                .iteration(&rec, &mut run, n_names, &mut visited)
                .map_err(|why| (k, why))?;
            run.push(rec, &path);
        }
        Ok((run, s))
    }

    /// Checks one iteration and adds its expansion; its path.
    fn iteration(
        &mut self,
        rec: &IterationRecord,
        run: &mut RecordedRun<IterationRecord>,
        names: usize,
        visited: &mut Vec<bool>,
    ) -> Result<Vec<u32>, String> {
        let players = run.players;
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
        let mut path = vec![0];
        let mut steps = rec.path.iter();
        loop {
            if self.chooser[node] == Chooser::Leaf {
                let Some(e) = expansion.take() else {
                    break;
                };
                self.expand(node, e, run, names)?;
                visited.resize(self.action.len(), false);
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
            path.push(node as u32);
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
        for &n in &path {
            visited[n as usize] = true;
        }
        self.expanded.push(expanded);
        Ok(path)
    }

    /// Appends the children of `node` that `e` lists.
    fn expand(
        &mut self,
        node: usize,
        e: &Expansion,
        run: &mut RecordedRun<IterationRecord>,
        names: usize,
    ) -> Result<(), String> {
        let players = run.players;
        let n = e.children.len();
        if self.action.len() + n > MAX_TREE_NODES {
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
        let first = self.action.len() as u32;
        for (j, &a) in e.children.iter().enumerate() {
            run.add_node(node as u32);
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
            self.mover.push(e.mover);
        }
        self.first[node] = first;
        self.count[node] = n as u32;
        self.chooser[node] = chooser;
        Ok(())
    }
}
