//! A whole game tree in one arena, for algorithms that sweep it many times (CFR)
//! or reason over information sets (best responses). Nodes are chance nodes,
//! decisions of one player in one information set, or final states with payoffs.
//! Simultaneous moves become one decision per player in turn, each keyed by that
//! player's view of the state, so a later player does not see the earlier choice.

mod best_response;

use crate::engine::{Actor, Game, Move, Player, Viewer, available};
use std::collections::HashMap;
use thiserror::Error;

/// The most actions at one decision.
pub const MAX_ACTIONS: usize = 64;

/// The longest line the tree follows (building it and every sweep over it
/// recurse once per node on a line: a game that can go on for ever, like Pig,
/// is refused here instead of overflowing the stack).
pub const MAX_DEPTH: usize = 1_000;

/// Why a game's tree cannot be built.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum TreeError {
    #[error("the game tree has more than {0} nodes")]
    TooLarge(usize),
    #[error("the game tree has lines longer than {MAX_DEPTH} nodes")]
    TooDeep,
    #[error("a decision has {0} actions, more than {MAX_ACTIONS}")]
    TooManyActions(usize),
    #[error(
        "information set of player {player} has different actions in different states: {first:?} and {second:?}"
    )]
    InconsistentInfoSet {
        player: Player,
        first: Vec<String>,
        second: Vec<String>,
    },
}

/// What a node is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Terminal,
    Chance,
    Decision { player: Player, info: usize },
}

#[derive(Clone, Debug)]
struct Node {
    kind: NodeKind,
    first: u32,
    count: u32,
}

/// One information set: whose it is, what the player sees there (the view drawn
/// as text), its actions in notation, its slots.
#[derive(Clone, Debug)]
pub struct InfoSet {
    pub player: Player,
    pub label: String,
    pub actions: Vec<String>,
    slot: usize,
}

/// The enumerated tree.
pub struct GameTree {
    players: usize,
    nodes: Vec<Node>,
    edges: Vec<usize>,
    /// The probability of each edge below a chance node (1 elsewhere).
    probs: Vec<f64>,
    /// One score per player for each terminal node, at `first * players`.
    payoffs: Vec<f64>,
    infos: Vec<InfoSet>,
}

/// The information set of each (player, view) pair where that player acts.
pub type InfoKeys<G> = HashMap<(Player, <G as Game>::View), usize>;

struct Builder<'a, G: Game> {
    g: &'a G,
    max: usize,
    tree: GameTree,
    keys: InfoKeys<G>,
    /// The nodes on the line being built.
    depth: usize,
}

impl GameTree {
    /// Enumerates every state reachable from the initial state of `g`.
    pub fn build<G: Game>(g: &G, max_nodes: usize) -> Result<GameTree, TreeError> {
        Ok(GameTree::build_keyed(g, max_nodes)?.0)
    }

    /// [`GameTree::build`], with the information set of each (player, view) pair
    /// (how an agent finds where it stands from what it sees).
    pub fn build_keyed<G: Game>(
        g: &G,
        max_nodes: usize,
    ) -> Result<(GameTree, InfoKeys<G>), TreeError> {
        let players = g.info().players;
        let mut b = Builder {
            g,
            max: max_nodes,
            tree: GameTree {
                players,
                nodes: vec![],
                edges: vec![],
                probs: vec![],
                payoffs: vec![],
                infos: vec![],
            },
            keys: HashMap::new(),
            depth: 0,
        };
        b.node(&g.initial_state(), &mut vec![])?;
        Ok((b.tree, b.keys))
    }

    pub fn players(&self) -> usize {
        self.players
    }
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
    pub fn info_sets(&self) -> usize {
        self.infos.len()
    }
    pub fn info_set(&self, i: usize) -> &InfoSet {
        &self.infos[i]
    }
    /// Total number of (information set, action) pairs.
    pub fn action_slots(&self) -> usize {
        self.infos.last().map_or(0, |i| i.slot + i.actions.len())
    }
    /// The first slot and the number of actions of information set `info`.
    pub fn slots(&self, info: usize) -> (usize, usize) {
        (self.infos[info].slot, self.infos[info].actions.len())
    }
    pub fn kind(&self, node: usize) -> NodeKind {
        self.nodes[node].kind
    }
    pub fn children(&self, node: usize) -> &[usize] {
        let n = &self.nodes[node];
        &self.edges[n.first as usize..(n.first + n.count) as usize]
    }
    /// The probability of the `k`-th child of a chance node.
    pub fn chance_prob(&self, node: usize, k: usize) -> f64 {
        self.probs[self.nodes[node].first as usize + k]
    }
    /// Player `p`'s score at terminal node `node`.
    pub fn payoff(&self, node: usize, p: Player) -> f64 {
        self.payoffs[self.nodes[node].first as usize * self.players + p]
    }

    /// The probability of the `k`-th child of `node` under `strategy` (one value per
    /// action slot) for decisions, or chance's probability.
    fn edge_prob(&self, node: usize, k: usize, strategy: &[f64]) -> f64 {
        match self.kind(node) {
            NodeKind::Decision { info, .. } => strategy[self.infos[info].slot + k],
            _ => self.chance_prob(node, k),
        }
    }

    /// Each player's expected score when everyone follows `strategy`.
    pub fn expected_values(&self, strategy: &[f64]) -> Vec<f64> {
        let mut v = vec![0.0; self.players];
        self.accumulate(0, 1.0, strategy, &mut v);
        v
    }

    fn accumulate(&self, node: usize, reach: f64, strategy: &[f64], v: &mut [f64]) {
        if self.kind(node) == NodeKind::Terminal {
            for (p, x) in v.iter_mut().enumerate() {
                *x += reach * self.payoff(node, p);
            }
            return;
        }
        for (k, &child) in self.children(node).iter().enumerate() {
            let p = self.edge_prob(node, k, strategy);
            if p > 0.0 {
                self.accumulate(child, reach * p, strategy, v);
            }
        }
    }
}

impl<G: Game> Builder<'_, G> {
    fn push(&mut self, kind: NodeKind) -> Result<usize, TreeError> {
        if self.tree.nodes.len() >= self.max {
            return Err(TreeError::TooLarge(self.max));
        }
        self.tree.nodes.push(Node {
            kind,
            first: 0,
            count: 0,
        });
        Ok(self.tree.nodes.len() - 1)
    }

    fn link(&mut self, node: usize, children: Vec<(usize, f64)>) {
        self.tree.nodes[node].first = self.tree.edges.len() as u32;
        self.tree.nodes[node].count = children.len() as u32;
        for (c, p) in children {
            self.tree.edges.push(c);
            self.tree.probs.push(p);
        }
    }

    /// The node for state `s` where the moves `pending` of this turn are chosen.
    fn node(
        &mut self,
        s: &G::State,
        pending: &mut Vec<Move<G::Action>>,
    ) -> Result<usize, TreeError> {
        if self.depth >= MAX_DEPTH {
            return Err(TreeError::TooDeep);
        }
        self.depth += 1;
        let node = self.expand(s, pending);
        self.depth -= 1;
        node
    }

    /// [`Builder::node`] below the depth check.
    fn expand(
        &mut self,
        s: &G::State,
        pending: &mut Vec<Move<G::Action>>,
    ) -> Result<usize, TreeError> {
        let g = self.g;
        let actors = g.turn(s).actors();
        let Some(&actor) = actors.get(pending.len()) else {
            if actors.is_empty() {
                return self.terminal(s);
            }
            let mut next = s.clone();
            g.apply(&mut next, pending);
            return self.node(&next, &mut vec![]);
        };
        match actor {
            Actor::Chance => {
                let node = self.push(NodeKind::Chance)?;
                let mut outcomes = Vec::new();
                g.chance_outcomes(s, &mut outcomes);
                let mut children = Vec::with_capacity(outcomes.len());
                for (a, p) in outcomes {
                    pending.push(Move::new(actor, a));
                    children.push((self.node(s, pending)?, p.to_f64()));
                    pending.pop();
                }
                self.link(node, children);
                Ok(node)
            }
            Actor::Player(p) => {
                let actions = available(g, s, actor);
                if actions.len() > MAX_ACTIONS {
                    return Err(TreeError::TooManyActions(actions.len()));
                }
                let info = self.info_set(s, p, &actions)?;
                let node = self.push(NodeKind::Decision { player: p, info })?;
                let mut children = Vec::with_capacity(actions.len());
                for a in actions {
                    pending.push(Move::new(actor, a));
                    children.push((self.node(s, pending)?, 1.0));
                    pending.pop();
                }
                self.link(node, children);
                Ok(node)
            }
        }
    }

    fn terminal(&mut self, s: &G::State) -> Result<usize, TreeError> {
        let node = self.push(NodeKind::Terminal)?;
        let index = self.tree.payoffs.len() / self.tree.players;
        self.tree.nodes[node].first = index as u32;
        let scores = self.g.scores(s).map(|sc| sc.as_slice().to_vec());
        let scores = scores.unwrap_or_else(|| vec![0.0; self.tree.players]);
        self.tree.payoffs.extend(scores);
        Ok(node)
    }

    fn info_set(
        &mut self,
        s: &G::State,
        p: Player,
        actions: &[G::Action],
    ) -> Result<usize, TreeError> {
        let names: Vec<String> = actions.iter().map(|&a| self.g.notation(s, a)).collect();
        let key = (p, self.g.view(s, Viewer::Player(p)));
        if let Some(&i) = self.keys.get(&key) {
            let known = &self.tree.infos[i].actions;
            if *known != names {
                return Err(TreeError::InconsistentInfoSet {
                    player: p,
                    first: known.clone(),
                    second: names,
                });
            }
            return Ok(i);
        }
        let slot = self.tree.action_slots();
        self.tree.infos.push(InfoSet {
            player: p,
            label: self.g.render(&key.1),
            actions: names,
            slot,
        });
        self.keys.insert(key, self.tree.infos.len() - 1);
        Ok(self.tree.infos.len() - 1)
    }
}
