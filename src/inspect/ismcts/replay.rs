//! Replaying a recorded ISMCTS run iteration by iteration, or phase by phase
//! through the Monte Carlo replays' one [`Cursor`] (determinisation,
//! selection, expansion, simulation, backpropagation): the tree's counts
//! after any iteration (each node's visits, the shared
//! `inspect::mcts`'s `Counts` of the Monte Carlo inspectors; each
//! edge's visits, availability and reward sum, ISMCTS's own), the root table,
//! and what the current iteration's selection saw at each node. Moving forward
//! applies an iteration's updates as the search did (same additions in the
//! same order, so the figures are the search's to the last bit); moving back
//! undoes them, the reward sums put back to the values recorded before the
//! backup (not subtracted), so a step back restores the counts exactly.

use super::record::{Choice, IsMctsTrace, IterationRecord};
use crate::engine::Player;
use crate::inspect::mcts::Why;
use crate::inspect::mcts::counts::Counts;
use crate::inspect::mcts::{Cursor, ISMCTS_PHASES};
use crate::search::ucb::Uct;
use std::sync::Arc;

/// An edge's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct EdgeCount {
    pub visits: u32,
    /// Selections at its node where it was legal (`n'`).
    pub available: u32,
    pub reward: f64,
}

/// An edge as a table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeRow {
    /// The edge's index among its node's edges.
    pub edge: u32,
    pub player: Player,
    pub action: String,
    pub visits: u32,
    pub available: u32,
    /// Reward sum over visits (0 when unvisited).
    pub mean: f64,
    /// `mean + c * sqrt(ln(available) / visits)`; `None` when unvisited.
    pub ucb: Option<f64>,
    /// The exploration term `c * sqrt(ln(available) / visits)`.
    pub explore: Option<f64>,
    /// The most visited of the rows (the search's answer at the root).
    pub best: bool,
}

/// One player's selection of the current iteration, with the figures as the
/// search saw them (before the backup, availability counting this selection).
#[derive(Clone, Debug, PartialEq)]
pub struct ChoiceView {
    pub player: Player,
    pub rows: Vec<EdgeRow>,
    /// The index of the chosen row.
    pub chosen: usize,
    pub why: Why,
}

/// One node of the current iteration's path.
#[derive(Clone, Debug, PartialEq)]
pub struct StepView {
    pub node: u32,
    pub choices: Vec<ChoiceView>,
    /// The joint action played there, as text.
    pub played: String,
}

/// The replay: a recorded run, the cursor, and the counts there.
pub struct IsMctsReplay {
    trace: Arc<IsMctsTrace>,
    cursor: Cursor,
    /// The iterations in the edges' counts (the cursor's [`Cursor::applied`]).
    applied: u32,
    counts: Vec<Vec<EdgeCount>>,
    /// Each node's visits (and score sums).
    nodes: Counts,
}

impl IsMctsReplay {
    /// The replay before any iteration (an empty tree).
    pub fn new(trace: Arc<IsMctsTrace>) -> IsMctsReplay {
        let counts = trace
            .nodes
            .iter()
            .map(|n| vec![EdgeCount::default(); n.edges.len()])
            .collect();
        let nodes = Counts::new(&trace, |_| {});
        IsMctsReplay {
            trace,
            cursor: Cursor::START,
            applied: 0,
            counts,
            nodes,
        }
    }

    pub fn trace(&self) -> &IsMctsTrace {
        &self.trace
    }

    /// The shared trace.
    pub fn trace_arc(&self) -> &Arc<IsMctsTrace> {
        &self.trace
    }

    /// The iteration shown (0: none); at its end (the cursor's
    /// backpropagation) the counts are those after it.
    pub fn iteration(&self) -> u32 {
        self.cursor.iteration
    }

    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// The current iteration's record (none at 0).
    pub fn current(&self) -> Option<&IterationRecord> {
        self.trace.iteration(self.cursor.iteration)
    }

    /// To the end of iteration `k`: the counts after `k` iterations (clamped
    /// to the run).
    pub fn seek(&mut self, k: u32) {
        self.move_to(Cursor::end_of(k.min(self.trace.len())));
    }

    /// To the end of the next iteration or of the previous one (nothing past
    /// either end).
    pub fn step(&mut self, forward: bool) {
        self.move_to(self.cursor.step_iteration(forward, self.trace.len()));
    }

    /// One phase forward or back, crossing iterations.
    pub fn step_phase(&mut self, forward: bool) {
        let total = self.trace.len();
        self.move_to(self.cursor.step_phase(forward, total, ISMCTS_PHASES));
    }

    /// Moves the counts and the cursor to `to`.
    fn move_to(&mut self, to: Cursor) {
        let k = to.applied();
        self.nodes.set_applied(&self.trace, k);
        while self.applied < k {
            self.forward();
        }
        while self.applied > k {
            self.back();
        }
        self.cursor = to;
    }

    fn forward(&mut self) {
        let trace = Arc::clone(&self.trace);
        let Some(record) = trace.iteration(self.applied + 1) else {
            return;
        };
        for step in &record.path {
            let node = step.node as usize;
            for choice in &step.choices {
                for &e in &choice.available {
                    self.counts[node][e as usize].available += 1;
                }
                let reward = record.scores.get(choice.player).copied();
                let edge = &mut self.counts[node][choice.chosen as usize];
                edge.visits += 1;
                edge.reward += reward.unwrap_or(0.0);
            }
        }
        self.applied += 1;
    }

    fn back(&mut self) {
        let trace = Arc::clone(&self.trace);
        let Some(record) = trace.iteration(self.applied) else {
            return;
        };
        for step in record.path.iter().rev() {
            let node = step.node as usize;
            for choice in &step.choices {
                for &e in &choice.available {
                    self.counts[node][e as usize].available -= 1;
                }
                let edge = &mut self.counts[node][choice.chosen as usize];
                edge.visits -= 1;
                edge.reward = choice.reward_before;
            }
        }
        self.applied -= 1;
    }

    /// The figures of node `node`'s edges now (all of them; an edge not yet
    /// available has all zeros).
    pub fn counts(&self, node: u32) -> &[EdgeCount] {
        &self.counts[node as usize]
    }

    /// How many iterations' paths reached node `node` (the one adding it included).
    pub fn node_visits(&self, node: u32) -> u32 {
        self.nodes.visits[node as usize]
    }

    /// Nodes in the tree at the cursor (those added by the iterations
    /// before it, and by the current one from its expansion on).
    pub fn node_count(&self) -> usize {
        self.trace.nodes_after(self.cursor.grown())
    }

    /// The searching player's edges at the root that have been available, in
    /// the search's order: the root table.
    pub fn root_table(&self) -> Vec<EdgeRow> {
        self.rows(0, self.trace.searcher)
    }

    /// `player`'s edges at `node` that have been available.
    pub fn rows(&self, node: u32, player: Player) -> Vec<EdgeRow> {
        let keys = &self.trace.nodes[node as usize].edges;
        let edges: Vec<u32> = (0..keys.len() as u32)
            .filter(|&e| keys[e as usize].player == player)
            .filter(|&e| self.counts[node as usize][e as usize].available > 0)
            .collect();
        let figures = edges
            .iter()
            .map(|&e| self.counts[node as usize][e as usize]);
        self.rows_of(node, &edges, figures.collect())
    }

    /// Rows for `edges` of `node` with the figures given.
    fn rows_of(&self, node: u32, edges: &[u32], figures: Vec<EdgeCount>) -> Vec<EdgeRow> {
        let keys = &self.trace.nodes[node as usize].edges;
        let c = self.trace.settings.exploration;
        let most = figures.iter().map(|f| f.visits).max().unwrap_or(0);
        edges
            .iter()
            .zip(figures)
            .map(|(&e, f)| {
                let key = keys[e as usize];
                let (mean, explore) = match f.visits {
                    0 => (0.0, None),
                    n => {
                        let terms = Uct::new(c, f.available.into()).score(f.reward, n.into());
                        (terms.exploit, Some(terms.explore))
                    }
                };
                EdgeRow {
                    edge: e,
                    player: key.player,
                    action: self.trace.names[key.action as usize].clone(),
                    visits: f.visits,
                    available: f.available,
                    mean,
                    ucb: explore.map(|x| mean + x),
                    explore,
                    best: most > 0 && f.visits == most,
                }
            })
            .collect()
    }

    /// The current iteration's path: at each node each player's available
    /// edges as the search saw them when it chose, and why it chose.
    pub fn selection(&self) -> Vec<StepView> {
        let Some(record) = self.current() else {
            return vec![];
        };
        record
            .path
            .iter()
            .map(|step| {
                let choices = step
                    .choices
                    .iter()
                    .map(|choice| {
                        let before = self.as_chosen(step.node, choice);
                        let rows = self.rows_of(step.node, &choice.available, before);
                        let chosen = choice
                            .available
                            .iter()
                            .position(|&e| e == choice.chosen)
                            .unwrap_or(0);
                        let why = why(&rows, chosen);
                        ChoiceView {
                            player: choice.player,
                            rows,
                            chosen,
                            why,
                        }
                    })
                    .collect();
                StepView {
                    node: step.node,
                    choices,
                    played: self.trace.joint_text(&step.joint),
                }
            })
            .collect()
    }
}

impl IsMctsReplay {
    /// The figures of `choice`'s available edges at `node` as the search saw
    /// them when it chose, in the current iteration: before its backup, its
    /// availability (counted at selection) in.
    fn as_chosen(&self, node: u32, choice: &Choice) -> Vec<EdgeCount> {
        let now = &self.counts[node as usize];
        let backed_up = self.applied == self.cursor.iteration;
        let figures = |&e: &u32| {
            let mut f = now[e as usize];
            if !backed_up {
                f.available += 1;
            } else if e == choice.chosen {
                f.visits -= 1;
                f.reward = choice.reward_before;
            }
            f
        };
        choice.available.iter().map(figures).collect()
    }
}

/// Why row `chosen` was selected among `rows` (figures before the backup).
fn why(rows: &[EdgeRow], chosen: usize) -> Why {
    if rows[chosen].ucb.is_none() {
        return Why::Unvisited;
    }
    Why::tried(rows[chosen].mean, rows.iter().map(|r| r.mean))
}
