//! Monte Carlo tree search with UCT selection and uniformly random playouts, for
//! any sequential game: any number of players, chance, and (by looking at the true
//! state) imperfect information. Simultaneous moves are refused.
//!
//! Each node keeps its visit count and the sum of the playout score vectors,
//! one number per player; a player chooses among its children by UCT on its own
//! component (`mean + c * sqrt(ln N / n)`). Chance nodes are not chosen but
//! sampled by their exact distribution. One node is expanded per iteration. Nodes
//! live in one arena (`Vec`), their children contiguous, their score sums in a
//! second arena with one slot per player: no allocation per node. States are not
//! stored: each iteration replays the path from the root on the fast path
//! ([`Game::play`]). The random generator is seeded: same seed, same result.
//!
//! Memory is bounded whatever the number of iterations: the arena grows as
//! nodes are added (nothing is reserved for iterations not yet run), and once
//! it holds [`MAX_TREE_NODES`] nodes the tree stops growing; later iterations
//! still select, play out and back up through the tree as it is. A playout on a
//! game with a draw rule ([`Game::draw_limit`]: an arena with a cycle) stops
//! after that many plies and scores a draw (every player 0), so a cycle never
//! traps a playout.
//!
//! The trace ([`search_traced`]) records each iteration as it happens, one
//! root-to-leaf path per iteration (rather than the tree at the end: stepping
//! through the paths shows selection, expansion, playout and backup in turn, and
//! the tree at the end is their union): `enter` the root (a new root per
//! iteration, windows (-infinity, +infinity)), `max_node` (whether the root's
//! player moves) or `chance_node`, then `enter` each child selected down to the
//! new node; one `leaf` with the playout's result (`Terminal` when the new node is
//! a final state, `Heuristic` for a random playout); then, bottom-up, `exit` each
//! node with its mean after the backup and `child_returned` that mean to its
//! parent. Values are the root player's score times `M`, rounded (a win 100, a
//! loss -100, a mean in between); bounds are `Exact`. Besides, the tracer's
//! MCTS hooks tell a recorder each iteration exactly (`crate::inspect::mcts`
//! replays them): the expanded node's children in the tree's order
//! (`mcts_actions`, or `mcts_outcomes` with chance's probabilities), each child
//! followed (`mcts_child`), each playout action (`mcts_playout`) and the score
//! vector backed up (`mcts_scores`). A node's visit count is the
//! number of paths through it. The no-op tracer costs nothing measurable
//! (`scripts/tracer-cost.sh`).

use super::heuristic::M;
use super::trace::{INFINITY, LeafKind, NoTracer, Tracer, Value, trace};
use super::ucb::Uct;
use crate::engine::{Actor, Game, Player, Prob, Turn};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

mod rollout;

/// Why MCTS did not run.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum MctsError {
    #[error("{0} has simultaneous moves; MCTS here needs one actor at a time")]
    Simultaneous(&'static str),
    #[error("no player chooses at this position (it is final or chance acts)")]
    NoChoice,
}

/// The most nodes the tree holds (about 1 GiB with two players); past it the
/// tree stops growing.
pub const MAX_TREE_NODES: usize = 1 << 24;

/// The nodes reserved up front, at most: the arena grows beyond on demand.
const FIRST_CAPACITY: usize = 1 << 16;

/// Settings of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsOptions {
    pub iterations: u32,
    /// The UCT exploration constant `c`.
    pub exploration: f64,
    pub seed: u64,
}

impl Default for MctsOptions {
    fn default() -> Self {
        MctsOptions {
            iterations: 10_000,
            exploration: std::f64::consts::SQRT_2,
            seed: 0,
        }
    }
}

/// What the search learnt about one action at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct RootAction<A> {
    pub action: A,
    pub visits: u32,
    /// The mean playout score of the root's player after this action.
    pub value: f64,
}

/// The answer: the most visited root action, and every root action's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult<A> {
    pub best: A,
    pub actions: Vec<RootAction<A>>,
    /// Iterations run (fewer than asked when cancelled).
    pub iterations: u32,
    /// Nodes in the tree.
    pub nodes: usize,
}

#[derive(Clone, Copy, Debug)]
struct Node<A> {
    action: Option<A>,
    parent: u32,
    first: u32,
    children: u32,
    expanded: bool,
    visits: u32,
    /// The probability of a chance outcome (0 for a player's action).
    prob: f64,
}

struct Tree<'a, G: Game> {
    game: &'a G,
    players: usize,
    nodes: Vec<Node<G::Action>>,
    sums: Vec<f64>,
    rng: ChaCha8Rng,
    c: f64,
    legal: Vec<G::Action>,
    outcomes: Vec<(G::Action, Prob)>,
}

/// Runs MCTS from `root` (where a player chooses); `stop` cancels it between
/// iterations, returning what was found so far.
pub fn search<G: Game>(
    game: &G,
    root: &G::State,
    options: &MctsOptions,
    stop: &AtomicBool,
) -> Result<MctsResult<G::Action>, MctsError> {
    search_traced(game, root, options, stop, &mut NoTracer)
}

/// [`search`], reporting each iteration's path to `tracer` (see the module
/// documentation); the tracer's `stopped` ends the search after the current
/// iteration (at least one is run), with what was found so far.
pub fn search_traced<G: Game, T: Tracer<G::Action>>(
    game: &G,
    root: &G::State,
    options: &MctsOptions,
    stop: &AtomicBool,
    tracer: &mut T,
) -> Result<MctsResult<G::Action>, MctsError> {
    let info = game.info();
    if info.simultaneous {
        return Err(MctsError::Simultaneous(info.name));
    }
    let Turn::Player(me) = game.turn(root) else {
        return Err(MctsError::NoChoice);
    };
    let mut tree = Tree::new(game, info.players, options);
    let mut done = 0;
    while done < options.iterations.max(1) {
        if done > 0 && (tracer.stopped() || done % 256 == 0 && stop.load(Ordering::Relaxed)) {
            break;
        }
        tree.iterate(root, me, tracer);
        done += 1;
    }
    tree.result(me, done)
}

impl<'a, G: Game> Tree<'a, G> {
    fn new(game: &'a G, players: usize, options: &MctsOptions) -> Self {
        let root = Node {
            action: None,
            parent: u32::MAX,
            first: 0,
            children: 0,
            expanded: false,
            visits: 0,
            prob: 0.0,
        };
        let cap = (options.iterations as usize)
            .saturating_add(64)
            .min(FIRST_CAPACITY);
        let mut nodes = Vec::with_capacity(cap);
        nodes.push(root);
        Tree {
            game,
            players,
            nodes,
            sums: vec![0.0; players],
            rng: ChaCha8Rng::seed_from_u64(options.seed),
            c: options.exploration,
            legal: Vec::new(),
            outcomes: Vec::new(),
        }
    }

    /// Selection, expansion, playout, backup; `me` is the root's player.
    fn iterate<T: Tracer<G::Action>>(&mut self, root: &G::State, me: Player, tracer: &mut T) {
        let mut s = root.clone();
        let mut node = 0usize;
        let mut depth = 0;
        trace!(tracer.enter(None, 0, -INFINITY, INFINITY));
        loop {
            let actor = match self.game.turn(&s) {
                Turn::Player(p) => Actor::Player(p),
                Turn::Chance => Actor::Chance,
                _ => break,
            };
            if !self.nodes[node].expanded {
                if self.nodes.len() >= MAX_TREE_NODES {
                    // The tree is full: play out from this leaf.
                    break;
                }
                self.expand(node, &s, actor, tracer);
            }
            let Some(child) = self.choose(node, actor) else {
                break;
            };
            trace!(tracer.mcts_child((child - self.nodes[node].first as usize) as u32));
            trace!(match actor {
                Actor::Player(p) => tracer.max_node(p == me),
                Actor::Chance => tracer.chance_node(),
            });
            let action = self.nodes[child].action;
            if let Some(a) = action {
                self.game.play(&mut s, actor, a);
            }
            depth += 1;
            trace!(tracer.enter(action, depth, -INFINITY, INFINITY));
            node = child;
            if self.nodes[child].visits == 0 {
                break;
            }
        }
        let (scores, moved) = self.playout(&mut s, tracer);
        trace!(tracer.mcts_scores(&scores[..self.players]));
        let kind = if moved {
            LeafKind::Heuristic
        } else {
            LeafKind::Terminal
        };
        trace!(tracer.leaf(kind, traced(scores[me])));
        self.backup(node, &scores, me, tracer);
    }

    /// Adds the children of `node` (a shuffled list of actions, or chance's outcomes).
    fn expand<T: Tracer<G::Action>>(
        &mut self,
        node: usize,
        s: &G::State,
        actor: Actor,
        tracer: &mut T,
    ) {
        let first = self.nodes.len();
        let parent = node as u32;
        let push = |nodes: &mut Vec<Node<G::Action>>, a: G::Action, prob: f64| {
            nodes.push(Node {
                action: Some(a),
                parent,
                first: 0,
                children: 0,
                expanded: false,
                visits: 0,
                prob,
            })
        };
        match actor {
            Actor::Player(p) => {
                self.game.legal_actions(s, p, &mut self.legal);
                for i in (1..self.legal.len()).rev() {
                    let j = self.rng.random_range(0..=i);
                    self.legal.swap(i, j);
                }
                for &a in &self.legal {
                    push(&mut self.nodes, a, 0.0);
                }
                trace!(tracer.mcts_actions(p, &self.legal));
            }
            Actor::Chance => {
                self.game.chance_outcomes(s, &mut self.outcomes);
                for &(a, p) in &self.outcomes {
                    push(&mut self.nodes, a, p.to_f64());
                }
                trace!(tracer.mcts_outcomes(&self.outcomes));
            }
        }
        let n = self.nodes[node]
            .children
            .max((self.nodes.len() - first) as u32);
        self.sums.resize(self.nodes.len() * self.players, 0.0);
        let nd = &mut self.nodes[node];
        (nd.first, nd.children, nd.expanded) = (first as u32, n, true);
    }

    /// The child to follow: the first unvisited, else the best by UCT for a player;
    /// a sample by probability for chance.
    fn choose(&mut self, node: usize, actor: Actor) -> Option<usize> {
        let nd = self.nodes[node];
        let range = nd.first as usize..(nd.first + nd.children) as usize;
        if range.is_empty() {
            return None;
        }
        match actor {
            Actor::Chance => {
                let mut x: f64 = self.rng.random();
                for i in range.clone() {
                    x -= self.nodes[i].prob;
                    if x < 0.0 {
                        return Some(i);
                    }
                }
                Some(range.end - 1)
            }
            Actor::Player(p) => Some(self.uct(range, p, nd.visits)),
        }
    }

    fn uct(&self, range: std::ops::Range<usize>, p: Player, parent_visits: u32) -> usize {
        let uct = Uct::new(self.c, parent_visits.into());
        let mut best = (f64::NEG_INFINITY, range.start);
        for i in range {
            let n = self.nodes[i].visits;
            if n == 0 {
                return i;
            }
            let u = uct.score(self.sums[i * self.players + p], n.into()).value();
            if u > best.0 {
                best = (u, i);
            }
        }
        best.1
    }
}

/// A score (or mean score) as the tracer receives it: times `M`, rounded.
#[inline(always)]
fn traced(score: f64) -> Value {
    (score * M as f64).round() as Value
}
