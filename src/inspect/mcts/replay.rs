//! [`MctsReplay`]: a recorded run replayed exactly, phase by phase: the
//! cursor, the tree at the cursor (its nodes, their counts from [`Counts`],
//! what each phase did) and what the inspector reads over it (the root's table,
//! the most visited child, the next change of the best move, the share series,
//! the comparison of two moves, the visible tree).

use super::counts::Counts;
use super::record::MctsRun;
use super::shape::{Chooser, NONE};
use super::ucb;
use super::{Cursor, MCTS_PHASES, NodeView, Phase, PhaseDetail, SelectionStep, Update};
use std::ops::Range;
use std::sync::{Arc, OnceLock};

/// A recorded run, its tree's counts at a cursor that steps phase by phase.
pub struct MctsReplay {
    run: Arc<MctsRun>,
    cursor: Cursor,
    counts: Counts,
    /// The most visited root child after k iterations (index k), or `NONE`.
    best_root: Vec<u32>,
    series: OnceLock<Vec<(String, Vec<[f64; 2]>)>>,
}

impl MctsReplay {
    /// The replay of `run`, at iteration 0 (one pass over the run first: the
    /// undo log, the snapshots and the most visited root child after each
    /// iteration).
    pub fn new(run: Arc<MctsRun>) -> MctsReplay {
        let shape = &run.shape;
        let mut best_root = Vec::with_capacity(run.iterations() as usize + 1);
        best_root.push(NONE);
        let root_children = shape.first[0]..shape.first[0] + shape.count[0];
        let counts = Counts::new(&run, |counts| {
            let best = best_among(&run, counts, 0, root_children.clone());
            best_root.push(best.unwrap_or(NONE));
        });
        MctsReplay {
            cursor: Cursor::START,
            counts,
            best_root,
            series: OnceLock::new(),
            run,
        }
    }

    pub fn run(&self) -> &MctsRun {
        &self.run
    }

    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// To (`iteration`, Backpropagation), clamped to the run.
    pub fn seek(&mut self, iteration: u32) {
        self.move_to(Cursor::end_of(iteration.min(self.run.iterations())));
    }

    /// One phase forward or back, crossing iterations.
    pub fn step_phase(&mut self, forward: bool) {
        let total = self.run.iterations();
        self.move_to(self.cursor.step_phase(forward, total, MCTS_PHASES));
    }

    /// To the end of the next iteration (forward; from inside an iteration,
    /// the end of that one) or of the previous one (back).
    pub fn step_iteration(&mut self, forward: bool) {
        let total = self.run.iterations();
        self.move_to(self.cursor.step_iteration(forward, total));
    }

    /// The first iteration after the cursor whose backup changes the most
    /// visited root child, if any.
    pub fn next_best_change(&self) -> Option<u32> {
        let now = self.best_root[self.counts.applied as usize];
        (self.counts.applied + 1..=self.run.iterations())
            .find(|&j| self.best_root[j as usize] != now)
    }

    /// Nodes of the tree at the cursor: those added by iterations up to it
    /// (during Selection of iteration k, the tree of k - 1).
    pub fn node_count(&self) -> usize {
        self.run.nodes_after(self.cursor.grown())
    }

    /// Node `id` at the cursor (`id` below [`MctsReplay::node_count`]).
    pub fn node(&self, id: u32) -> NodeView {
        let s = &self.run.shape;
        let i = id as usize;
        let parent = self.run.parent(id);
        let (on_path, new) = self.marks(id);
        NodeView {
            id,
            parent,
            action: (s.action[i] != NONE).then(|| self.run.name(s.action[i]).to_string()),
            depth: s.depth[i],
            visits: self.counts.visits[i],
            mean: self.mean(id),
            mover: s.mover[i],
            prob: parent
                .filter(|&p| s.chooser[p as usize] == Chooser::Chance)
                .map(|_| s.prob[i]),
            most_visited: parent.is_some_and(|p| self.best_child(p) == Some(id)),
            on_path,
            new,
        }
    }

    /// The ids of node `id`'s children at the cursor (contiguous; empty when
    /// it is not expanded yet).
    pub fn children(&self, id: u32) -> Range<u32> {
        let s = &self.run.shape;
        let (first, count) = (s.first[id as usize], s.count[id as usize]);
        if count > 0 && (first + count) as usize <= self.node_count() {
            first..first + count
        } else {
            first..first
        }
    }

    /// Node `id`'s children at the cursor in the game's order of actions
    /// (the course's A, B, C; a cell's order), not the search's shuffled one.
    pub fn children_in_game_order(&self, id: u32) -> Vec<u32> {
        let rank = &self.run.shape.game_rank;
        let mut ids: Vec<u32> = self.children(id).collect();
        ids.sort_by_key(|&c| rank.get(c as usize).copied().unwrap_or(c));
        ids
    }

    /// The root's children, in the game's order.
    pub fn root_table(&self) -> Vec<super::ChildRow> {
        ucb::rows(self, 0)
    }

    /// What the current phase did.
    pub fn phase_detail(&self) -> PhaseDetail {
        let k = self.cursor.iteration;
        if k == 0 {
            return PhaseDetail::Start;
        }
        let s = &self.run.shape;
        let path = self.run.path(k);
        let leaf = *path.last().unwrap_or(&0);
        let rec = &self.run.records()[k as usize - 1];
        match self.cursor.phase {
            Phase::Determinisation | Phase::Selection => {
                let before = self.run.nodes_after(k - 1) as u32;
                let steps = path
                    .windows(2)
                    .take_while(|w| w[1] < before)
                    .map(|w| SelectionStep {
                        node: w[0],
                        rows: ucb::rows(self, w[0]),
                        chosen: w[1],
                        why: ucb::why(self, w[0], w[1]),
                    })
                    .collect();
                PhaseDetail::Selection(steps)
            }
            Phase::Expansion => {
                let node = s.expanded[k as usize - 1];
                if node == NONE {
                    return PhaseDetail::Expansion {
                        node: leaf,
                        added: Vec::new(),
                    };
                }
                let (first, count) = (s.first[node as usize], s.count[node as usize]);
                PhaseDetail::Expansion {
                    node,
                    added: (first..first + count).collect(),
                }
            }
            Phase::Simulation => PhaseDetail::Simulation {
                from: leaf,
                plies: rec
                    .playout
                    .iter()
                    .map(|&a| self.run.name(a).into())
                    .collect(),
                scores: rec.scores.clone(),
            },
            Phase::Backpropagation => {
                let start = self.run.path_offset(k);
                let updates = path
                    .iter()
                    .enumerate()
                    .rev()
                    .map(|(j, &n)| {
                        let v = self.counts.visits[n as usize];
                        let vp = s.value_player[n as usize];
                        let old = self.counts.before(start + j, vp);
                        let old_mean = if v > 1 { old / (v - 1) as f64 } else { 0.0 };
                        Update {
                            node: n,
                            visits: (v - 1, v),
                            mean: (old_mean, self.mean(n)),
                        }
                    })
                    .collect();
                PhaseDetail::Backpropagation(updates)
            }
        }
    }

    /// Per root child: (action, points [iteration, share of root visits]) over
    /// the whole run, at most `max_points` per series. Computed once, for the
    /// `max_points` of the first call.
    pub fn share_series(&self, max_points: usize) -> &[(String, Vec<[f64; 2]>)] {
        self.series
            .get_or_init(|| super::series::shares(&self.run, max_points))
    }

    /// Why the search prefers `a` to `b` (two root actions by notation).
    pub fn compare(&self, a: &str, b: &str) -> Option<super::Comparison> {
        super::compare::compare(self, a, b)
    }

    /// The moves (notation) from the searched position to node `id`.
    pub fn moves_to(&self, id: u32) -> Vec<String> {
        let s = &self.run.shape;
        let mut moves = Vec::new();
        let mut n = id;
        while let Some(p) = self.run.parent(n) {
            moves.push(self.run.name(s.action[n as usize]).to_string());
            n = p;
        }
        moves.reverse();
        moves
    }

    /// The tree view's level of detail: at most `max_nodes` nodes shown, opened
    /// most visited first, the current path always open; see [`super::visible`].
    pub fn visible_tree(&self, max_nodes: usize) -> super::VisibleTree {
        super::visible::visible_tree(self, max_nodes)
    }

    /// The notation of node `id`'s action (empty for the root).
    pub fn node_action(&self, id: u32) -> String {
        let a = self.run.shape.action[id as usize];
        if a == NONE {
            String::new()
        } else {
            self.run.name(a).to_string()
        }
    }

    /// Node `id`'s visit count at the cursor.
    pub fn visits(&self, id: u32) -> u32 {
        self.counts.visits[id as usize]
    }

    /// Node `id`'s score sum for `player` at the cursor.
    pub fn sum(&self, id: u32, player: usize) -> f64 {
        self.counts.sum(id, player)
    }

    /// Node `id`'s mean for its value player (0 while unvisited).
    pub fn mean(&self, id: u32) -> f64 {
        let v = self.counts.visits[id as usize];
        if v == 0 {
            return 0.0;
        }
        self.sum(id, self.run.shape.value_player[id as usize]) / v as f64
    }

    /// The most visited child of `id` at the cursor, ties broken as the
    /// search breaks them ([`ucb::best_index`]).
    pub fn best_child(&self, id: u32) -> Option<u32> {
        best_among(&self.run, &self.counts, id, self.children(id))
    }

    /// Whether `id` is on the current iteration's path, and new in it.
    fn marks(&self, id: u32) -> (bool, bool) {
        let k = self.cursor.iteration;
        if k == 0 {
            return (false, false);
        }
        let s = &self.run.shape;
        let on_path = self.run.path(k).contains(&id) && (id as usize) < self.node_count();
        let e = s.expanded[k as usize - 1];
        let new = self.cursor.grown() == k
            && e != NONE
            && (s.first[e as usize]..s.first[e as usize] + s.count[e as usize]).contains(&id);
        (on_path, new)
    }

    /// Moves the counts and the cursor to `to`.
    fn move_to(&mut self, to: Cursor) {
        self.counts.set_applied(&self.run, to.applied());
        self.cursor = to;
    }
}

/// The most visited of node `id`'s children `range` with the counts
/// `counts` (see [`MctsReplay::best_child`]).
fn best_among(run: &MctsRun, counts: &Counts, id: u32, range: Range<u32>) -> Option<u32> {
    let vp = match run.shape.chooser[id as usize] {
        Chooser::Player(p) => p,
        _ => run.shape.value_player[id as usize],
    };
    let keys = range.clone().map(|c| {
        let v = counts.visits[c as usize];
        (v, counts.sum(c, vp) / v.max(1) as f64)
    });
    let best = ucb::best_index(keys).map(|i| range.start + i as u32)?;
    // An unvisited child is nobody's most visited.
    (counts.visits[best as usize] > 0).then_some(best)
}
