//! MCTS exercise trees from a real run: the run of `k + 1` iterations recorded
//! as the MCTS inspector records it ([`MctsRun`]: each iteration's path, who
//! chose at each step, the scores backed up), and [`from_run`] rebuilds the
//! tree after `k` iterations with the game's positions (every visited node
//! lists all its legal moves, as the invariant of [`super`] wants), plus the
//! path and result of iteration `k + 1`: the exercise asks what that iteration
//! selects and backs up.
//!
//! Children are listed in the order the search scans them as far as it can be
//! known: the search visits every child once, in its own (shuffled) order,
//! before any twice, so the visited children come in the order of their first
//! visit; among the unvisited ones, the child iteration `k + 1` enters (the
//! first in the search's order) comes first, then the others by legal order.
//! Two players who alternate, no chance, results win, draw or loss only.

use super::{MctsNode, MctsTree};
use crate::engine::{Actor, Game, Turn};
use crate::games::Catalogued;
use crate::inspect::mcts::{MctsRecorder, MctsRun};
use crate::search::heuristic::M;
use crate::search::mcts::{MctsOptions, search_traced};
use crate::search::trace::Value;
use std::sync::atomic::AtomicBool;

/// Why a game or run cannot give an exercise tree.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    #[error("{0}")]
    Search(#[from] crate::search::mcts::MctsError),
    #[error("the exercise needs two players who alternate, without chance: {0} is not")]
    Game(&'static str),
    #[error("a playout scored {0}: the exercise takes wins, draws and losses only")]
    Result(Value),
    #[error("iterations must be from 1 to 60, not {0}")]
    Iterations(u32),
    #[error("the run's record: {0}")]
    Record(String),
}

/// A tree from a real run, and the iteration the exercise asks about.
#[derive(Clone, Debug, PartialEq)]
pub struct FromRun {
    /// The tree after `k` iterations.
    pub tree: MctsTree,
    /// Iteration `k + 1`'s path in `tree` (the root first).
    pub path: Vec<usize>,
    /// Its playout's result for the root's player.
    pub result: i64,
    /// The tree after `k + 1` iterations, the same nodes (for checks).
    pub after: MctsTree,
}

/// Runs `k + 1` iterations of MCTS from `root` and builds the exercise (see
/// the module documentation).
pub fn from_run<G: Catalogued>(
    game: &G,
    root: &G::State,
    k: u32,
    options: &MctsOptions,
) -> Result<FromRun, RunError> {
    let info = game.info();
    if info.players != 2 || info.chance || info.simultaneous {
        return Err(RunError::Game(info.name));
    }
    if !(1..=60).contains(&k) {
        return Err(RunError::Iterations(k));
    }
    let opts = MctsOptions {
        iterations: k + 1,
        ..options.clone()
    };
    let run = record(game, root, &opts)?;
    let mut b = Builder::new(game, root, options.exploration);
    let steps: Vec<_> = (1..=run.iterations()).map(|j| run.steps(j)).collect();
    if steps.iter().flatten().any(|s| s.1.is_none()) {
        return Err(RunError::Game(info.name));
    }
    let mut paths = Vec::new();
    let mut results = Vec::new();
    for (j, iteration) in (1..).zip(&steps) {
        let score = run.scores(j).get(run.root_player).copied().unwrap_or(0.0);
        if ![-1.0, 0.0, 1.0].contains(&score) {
            return Err(RunError::Result((score * M as f64).round() as Value));
        }
        results.push(score as i64);
        paths.push(b.walk(iteration));
    }
    // Every node entered lists its moves, as the invariant wants.
    for id in 0..b.nodes.len() {
        if id == 0 || b.first_visit[id] != usize::MAX {
            b.expand(id);
        }
    }
    let mine = |i: usize, chooser: Option<usize>| {
        (chooser == Some(run.root_player)) == i.is_multiple_of(2)
    };
    let alternate = steps
        .iter()
        .all(|iteration| iteration.iter().enumerate().all(|(i, s)| mine(i, s.1)));
    if !alternate {
        return Err(RunError::Game(info.name));
    }
    let (last, before) = paths.split_last().ok_or(RunError::Iterations(k))?;
    let mut tree = b.tree(before);
    let mut after = b.tree(&paths);
    for (id, node) in tree.nodes.iter_mut().enumerate() {
        if node.visits == 0 {
            node.children.clear();
        }
        node.children.sort_by_key(|&c| b.first_visit[c]);
        after.nodes[id].children.clone_from(&node.children);
    }
    tree.nodes.iter_mut().for_each(|n| n.total = 0);
    for (path, &r) in before.iter().zip(&results) {
        for &v in path {
            tree.nodes[v].total += tree.result_for(v, r);
        }
    }
    after.nodes.iter_mut().for_each(|n| n.total = 0);
    for (path, &r) in paths.iter().zip(&results) {
        for &v in path {
            after.nodes[v].total += after.result_for(v, r);
        }
    }
    Ok(FromRun {
        tree,
        path: last.clone(),
        result: *results.last().unwrap_or(&0),
        after,
    })
}

/// The run of `options.iterations` iterations of MCTS on `game` from `root`, recorded.
fn record<G: Catalogued>(
    game: &G,
    root: &G::State,
    options: &MctsOptions,
) -> Result<MctsRun, RunError> {
    let stop = AtomicBool::new(false);
    let mut rec = MctsRecorder::new(game, root, &stop, &|_| {});
    search_traced(game, root, options, &stop, &mut rec)?;
    rec.finish(&[], options).map_err(RunError::Record)
}

/// Builds the nodes met by the playouts, each with its position.
struct Builder<'g, G: Game> {
    game: &'g G,
    states: Vec<G::State>,
    /// The notation of the action into each node (empty for the root).
    actions: Vec<String>,
    nodes: Vec<MctsNode>,
    /// For each node, when it was first entered (`usize::MAX`: never).
    first_visit: Vec<usize>,
    entered: usize,
    c: f64,
}

impl<'g, G: Game> Builder<'g, G> {
    fn new(game: &'g G, root: &G::State, c: f64) -> Self {
        let mut b = Builder {
            game,
            states: Vec::new(),
            actions: Vec::new(),
            nodes: Vec::new(),
            first_visit: Vec::new(),
            entered: 0,
            c,
        };
        b.add(None, root.clone(), String::new(), String::new());
        b
    }

    fn add(&mut self, parent: Option<usize>, s: G::State, a: String, label: String) {
        let terminal = match self.game.turn(&s) {
            Turn::Terminal => self.game.scores(&s).map(|sc| {
                // The result for the player who moved into the node.
                let mover = parent.and_then(|p| match self.game.turn(&self.states[p]) {
                    Turn::Player(p) => Some(p),
                    _ => None,
                });
                sc.get(mover.unwrap_or(0)).round() as i64
            }),
            _ => None,
        };
        self.nodes.push(MctsNode {
            label,
            parent,
            children: Vec::new(),
            visits: 0,
            total: 0,
            terminal,
        });
        self.states.push(s);
        self.actions.push(a);
        self.first_visit.push(usize::MAX);
    }

    /// Lists `node`'s children (all its legal moves) unless done.
    fn expand(&mut self, node: usize) {
        if !self.nodes[node].children.is_empty() {
            return;
        }
        let Turn::Player(p) = self.game.turn(&self.states[node]) else {
            return;
        };
        let mut legal = Vec::new();
        self.game.legal_actions(&self.states[node], p, &mut legal);
        for a in legal {
            let mut s = self.states[node].clone();
            let name = self.game.notation(&s, a);
            self.game.play(&mut s, Actor::Player(p), a);
            let label = match self.nodes[node].label.as_str() {
                "" => name.clone(),
                up => format!("{up}-{name}"),
            };
            let id = self.nodes.len();
            self.add(Some(node), s, name, label);
            self.nodes[node].children.push(id);
        }
    }

    /// The node ids of one iteration's path (its moves' notations first), the
    /// root first (nodes added as needed).
    fn walk<P>(&mut self, steps: &[(&str, P)]) -> Vec<usize> {
        let mut node = 0;
        let mut path = vec![0];
        for (a, _) in steps {
            self.expand(node);
            let found = self.nodes[node]
                .children
                .iter()
                .copied()
                .find(|&c| self.actions[c] == *a);
            let Some(child) = found else { break };
            if self.first_visit[child] == usize::MAX {
                self.first_visit[child] = self.entered;
                self.entered += 1;
            }
            node = child;
            path.push(node);
        }
        path
    }

    /// The tree with the visits of `paths` (totals are filled by the caller).
    fn tree(&self, paths: &[Vec<usize>]) -> MctsTree {
        let mut nodes = self.nodes.clone();
        for path in paths {
            for &v in path {
                nodes[v].visits += 1;
            }
        }
        MctsTree { nodes, c: self.c }
    }
}
