//! The MCTS exercise's model (no egui): a small UCT tree drawn with its counts
//! ([`MctsTree`]: visits `N` and total value `Q` at each node, the exploration
//! constant `c`), the selection UCT makes on it ([`select`], with every
//! child's `UCB = Q/N + c * sqrt(ln N_parent / N)` at each level) and the
//! counts after backpropagation ([`backpropagate`]). The trees come from a
//! seeded generator ([`generate()`]) or from a run recorded as the MCTS
//! inspector records it ([`crate::inspect::mcts::MctsRun`], [`run`]); [`quiz`] grades a
//! student on them and [`explain`] writes the corrections.
//!
//! Conventions, the same as [`crate::search::mcts`] for two players who
//! alternate: a playout's result is `+1`, `0` or `-1`; a node's `Q` is the sum
//! of the results seen through it *for the player who moved into it* (the
//! player choosing at its parent), so the parent picks the child with the
//! highest `UCB` on the child's own `Q`. The root's `Q` is kept for the player
//! who did not move at the root (`-` the sum of its children's), and is never
//! asked. An unvisited child (`N = 0`) has an infinite `UCB` and is taken
//! first; among equal `UCB`s, the first child in the order listed is taken
//! (the search's `>`: the first maximum wins).
//!
//! The invariant every tree here keeps (checked by [`MctsTree::check`]):
//! - the root: `N = sum of the children's N` (every iteration goes down to a
//!   child), `Q = -(sum of the children's Q)`;
//! - a node visited (`N >= 1`) that is not final lists all its children, and
//!   `N = 1 + sum of the children's N` (one visit when it was created and
//!   played out from, then one per iteration that went down through it), and
//!   its first playout's result is `Q + sum of the children's Q`, within [-1, 1];
//! - a node never visited (`N = 0`) has `Q = 0` and no children listed;
//! - a final node has no children and `Q = N * result` (its result is fixed);
//! - every node: `Q` within `[-N, N]`.

pub mod explain;
pub mod generate;
pub mod quiz;
pub mod run;

pub use generate::{GenSpec, generate};

use crate::search::ucb::Uct;

/// One node of an exercise tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MctsNode {
    /// Its name, unique in the tree: the moves from the root (empty for the root).
    pub label: String,
    pub parent: Option<usize>,
    /// Its children, in the order selection scans them.
    pub children: Vec<usize>,
    /// `N`: the iterations that went through it.
    pub visits: u32,
    /// `Q`: the sum of their results for the player who moved into it.
    pub total: i64,
    /// A final position's result for the player who moved into it.
    pub terminal: Option<i64>,
}

/// A UCT tree with its counts and exploration constant; node 0 is the root.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsTree {
    pub nodes: Vec<MctsNode>,
    /// The exploration constant `c`.
    pub c: f64,
}

/// One child's selection score at one level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub child: usize,
    /// `Q / N` (0 for an unvisited child).
    pub mean: f64,
    /// `c * sqrt(ln N_parent / N)` (infinite for an unvisited child).
    pub bonus: f64,
    /// `None` for an unvisited child: its UCB is infinite.
    pub ucb: Option<f64>,
}

/// Why selection took a child at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The child is the first of `count` unvisited children (UCB infinite).
    Unvisited { count: usize },
    /// The highest UCB; `tied` other children have the same one (the first wins).
    Highest { tied: usize },
}

/// Selection's choice at one node of the path.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub node: usize,
    /// Every child's score, in the order listed.
    pub scores: Vec<Score>,
    /// The child taken.
    pub picked: usize,
    pub reason: Reason,
}

/// One node's counts before and after backpropagation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Update {
    pub node: usize,
    /// The result added, for the player who moved into the node.
    pub added: i64,
    pub old_visits: u32,
    pub old_total: i64,
    pub new_visits: u32,
    pub new_total: i64,
}

impl MctsTree {
    /// The node `id`.
    pub fn node(&self, id: usize) -> &MctsNode {
        &self.nodes[id]
    }

    /// Plies from the root to `id`.
    pub fn depth(&self, id: usize) -> usize {
        let mut d = 0;
        let mut v = id;
        while let Some(p) = self.nodes[v].parent {
            d += 1;
            v = p;
        }
        d
    }

    /// The node's name (its label, which spells its path; empty for the root).
    pub fn name(&self, id: usize) -> &str {
        &self.nodes[id].label
    }

    /// The scores of `node`'s children (see [`Score`]).
    pub fn scores(&self, node: usize) -> Vec<Score> {
        let uct = Uct::new(self.c, self.nodes[node].visits.into());
        self.nodes[node]
            .children
            .iter()
            .map(|&child| {
                let n = &self.nodes[child];
                if n.visits == 0 {
                    return Score {
                        child,
                        mean: 0.0,
                        bonus: f64::INFINITY,
                        ucb: None,
                    };
                }
                let terms = uct.score(n.total as f64, n.visits.into());
                Score {
                    child,
                    mean: terms.exploit,
                    bonus: terms.explore,
                    ucb: Some(terms.value()),
                }
            })
            .collect()
    }

    /// Selection's choice at `node`, `None` for a node without children.
    pub fn choose(&self, node: usize) -> Option<Choice> {
        let scores = self.scores(node);
        let unvisited: Vec<usize> = scores
            .iter()
            .filter(|s| s.ucb.is_none())
            .map(|s| s.child)
            .collect();
        if let Some(&first) = unvisited.first() {
            return Some(Choice {
                node,
                picked: first,
                reason: Reason::Unvisited {
                    count: unvisited.len(),
                },
                scores,
            });
        }
        let best = scores
            .iter()
            .filter_map(|s| s.ucb)
            .fold(f64::NEG_INFINITY, f64::max);
        let top: Vec<usize> = scores
            .iter()
            .filter(|s| s.ucb == Some(best))
            .map(|s| s.child)
            .collect();
        Some(Choice {
            node,
            picked: *top.first()?,
            reason: Reason::Highest {
                tied: top.len() - 1,
            },
            scores,
        })
    }

    /// Whether `id` is on the root player's side: the root player moved into
    /// it (odd depths).
    pub fn root_player_moved_into(&self, id: usize) -> bool {
        self.depth(id) % 2 == 1
    }

    /// The result `result` (for the root's player) as the player who moved
    /// into `id` counts it.
    pub fn result_for(&self, id: usize, result: i64) -> i64 {
        if self.root_player_moved_into(id) {
            result
        } else {
            -result
        }
    }

    /// Checks the invariant of the module documentation; the error names the
    /// first node that breaks it.
    pub fn check(&self) -> Result<(), String> {
        for (id, n) in self.nodes.iter().enumerate() {
            let name = || format!("node {} ({id})", self.name(id));
            let sum_n: u32 = n.children.iter().map(|&c| self.nodes[c].visits).sum();
            let sum_q: i64 = n.children.iter().map(|&c| self.nodes[c].total).sum();
            if n.total.abs() > n.visits as i64 {
                return Err(format!("{}: Q = {} outside [-N, N]", name(), n.total));
            }
            if n.parent.is_none() {
                if n.visits != sum_n || n.total != -sum_q {
                    return Err(format!(
                        "{}: the root's N must be the sum of its children's and Q minus theirs",
                        name()
                    ));
                }
                continue;
            }
            match (n.terminal, n.visits) {
                (Some(r), v) => {
                    if !n.children.is_empty() || n.total != v as i64 * r {
                        return Err(format!("{}: a final node has Q = N * result", name()));
                    }
                }
                (None, 0) => {
                    if n.total != 0 || !n.children.is_empty() {
                        return Err(format!("{}: an unvisited node has no counts", name()));
                    }
                }
                (None, v) => {
                    if n.children.is_empty() || v != 1 + sum_n || (n.total + sum_q).abs() > 1 {
                        return Err(format!(
                            "{}: N must be 1 + the children's N, and Q + their Q within [-1, 1]",
                            name()
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

/// The selection UCT makes on `tree`, level by level from the root, down to an
/// unvisited child or a final node.
pub fn select(tree: &MctsTree) -> Vec<Choice> {
    let mut out = Vec::new();
    let mut node = 0;
    while let Some(choice) = tree.choose(node) {
        node = choice.picked;
        out.push(choice);
        if tree.nodes[node].visits == 0 {
            break;
        }
    }
    out
}

/// The nodes of selection's path, the root first.
pub fn path(choices: &[Choice]) -> Vec<usize> {
    let mut out = vec![0];
    out.extend(choices.iter().map(|c| c.picked));
    out
}

/// The counts along `path` (the root first) once a playout whose result is
/// `result` for the root's player is backed up: each node's `N` grows by one
/// and its `Q` by the result for the player who moved into it.
pub fn backpropagate(tree: &MctsTree, path: &[usize], result: i64) -> Vec<Update> {
    path.iter()
        .map(|&node| {
            let n = &tree.nodes[node];
            let added = tree.result_for(node, result);
            Update {
                node,
                added,
                old_visits: n.visits,
                old_total: n.total,
                new_visits: n.visits + 1,
                new_total: n.total + added,
            }
        })
        .collect()
}

/// `tree` with `updates` applied.
pub fn applied(tree: &MctsTree, updates: &[Update]) -> MctsTree {
    let mut out = tree.clone();
    for u in updates {
        out.nodes[u.node].visits = u.new_visits;
        out.nodes[u.node].total = u.new_total;
    }
    out
}
