//! MCTS exercise trees from a real run: [`crate::search::mcts::search_traced`]
//! runs `k + 1` iterations with a recording tracer ([`PathRecorder`]: one
//! root-to-leaf path per iteration, who chose at each step, the playout's
//! result), and [`from_run`] rebuilds the tree after `k` iterations with the
//! game's positions (every visited node lists all its legal moves, as the
//! invariant of [`super`] wants), plus the path and result of iteration `k +
//! 1`: the exercise asks what that iteration selects and backs up.
//!
//! Children are listed in the order the search scans them as far as it can be
//! known: the search visits every child once, in its own (shuffled) order,
//! before any twice, so the visited children come in the order of their first
//! visit; among the unvisited ones, the child iteration `k + 1` enters (the
//! first in the search's order) comes first, then the others by legal order.
//! Two players who alternate, no chance, results win, draw or loss only.

use super::{MctsNode, MctsTree};
use crate::engine::{Actor, Game, Turn};
use crate::search::heuristic::M;
use crate::search::mcts::{MctsOptions, search_traced};
use crate::search::trace::{Bound, LeafKind, Tracer, Value};
use std::sync::atomic::AtomicBool;

/// One iteration as the tracer saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playout<A> {
    /// The moves from the root, each with whether the root's player chose it.
    pub steps: Vec<(A, bool)>,
    /// The playout's result for the root's player, times [`M`].
    pub result: Value,
}

/// A tracer that keeps each MCTS iteration's path (see the module documentation).
#[derive(Clone, Debug)]
pub struct PathRecorder<A> {
    pub playouts: Vec<Playout<A>>,
    /// Whether the root's player chooses the next child entered.
    mine: bool,
    /// A chance node was met (not taken by the exercise).
    pub chance: bool,
}

impl<A> Default for PathRecorder<A> {
    fn default() -> Self {
        PathRecorder {
            playouts: Vec::new(),
            mine: false,
            chance: false,
        }
    }
}

impl<A: Copy> Tracer<A> for PathRecorder<A> {
    fn enter(&mut self, action: Option<A>, depth: u32, _: Value, _: Value) {
        match (depth, action, self.playouts.last_mut()) {
            (0, _, _) => self.playouts.push(Playout {
                steps: Vec::new(),
                result: 0,
            }),
            (_, Some(a), Some(p)) => p.steps.push((a, self.mine)),
            _ => {}
        }
    }
    fn leaf(&mut self, _: LeafKind, value: Value) {
        if let Some(p) = self.playouts.last_mut() {
            p.result = value;
        }
    }
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    fn cut(&mut self, _: &[A]) {}
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    fn exit(&mut self, _: Value, _: Bound) {}
    fn max_node(&mut self, maximizing: bool) {
        self.mine = maximizing;
    }
    fn chance_node(&mut self) {
        self.chance = true;
    }
}

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
pub fn from_run<G: Game>(
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
    let mut rec = PathRecorder::default();
    search_traced(game, root, &opts, &AtomicBool::new(false), &mut rec)?;
    if rec.chance {
        return Err(RunError::Game(info.name));
    }
    let mut b = Builder::new(game, root, options.exploration);
    let mut paths = Vec::new();
    for p in &rec.playouts {
        if p.result % M != 0 || p.result.abs() > M {
            return Err(RunError::Result(p.result));
        }
        paths.push(b.walk(&p.steps));
    }
    // Every node entered lists its moves, as the invariant wants.
    for id in 0..b.nodes.len() {
        if id == 0 || b.first_visit[id] != usize::MAX {
            b.expand(id);
        }
    }
    let alternate = rec
        .playouts
        .iter()
        .all(|p| p.steps.iter().enumerate().all(|(i, s)| s.1 == (i % 2 == 0)));
    if !alternate {
        return Err(RunError::Game(info.name));
    }
    let results: Vec<i64> = rec.playouts.iter().map(|p| (p.result / M) as i64).collect();
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

/// Builds the nodes met by the playouts, each with its position.
struct Builder<'g, G: Game> {
    game: &'g G,
    states: Vec<G::State>,
    actions: Vec<Option<G::Action>>,
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
        b.add(None, root.clone(), None, String::new());
        b
    }

    fn add(&mut self, parent: Option<usize>, s: G::State, a: Option<G::Action>, label: String) {
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
                "" => name,
                up => format!("{up}-{name}"),
            };
            let id = self.nodes.len();
            self.add(Some(node), s, Some(a), label);
            self.nodes[node].children.push(id);
        }
    }

    /// The node ids of one playout's path, the root first (nodes added as needed).
    fn walk(&mut self, steps: &[(G::Action, bool)]) -> Vec<usize> {
        let mut node = 0;
        let mut path = vec![0];
        for &(a, _) in steps {
            self.expand(node);
            let found = self.nodes[node]
                .children
                .iter()
                .copied()
                .find(|&c| self.actions[c] == Some(a));
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
