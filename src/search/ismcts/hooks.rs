//! What [`super::ismcts_hooked`] tells an observer about each iteration, for a
//! recorder (the ISMCTS inspector) to learn the search as it runs. Every hook
//! has a default that does nothing, and [`NoHooks`] is the observer that the
//! agents' search uses: it compiles away. Hooks receive shared references
//! only, so they cannot change the search.

use super::Edge;
use crate::engine::{Game, Move, Player};

/// An observer of an information-set MCTS run. Within iteration `k`, the hooks
/// come in this order: [`determinised`](IsMctsHooks::determinised), then per
/// node of the path the [`selected`](IsMctsHooks::selected) of each player
/// who acts there followed by [`played`](IsMctsHooks::played),
/// [`added`](IsMctsHooks::added) when the path leaves the tree, one
/// [`playout`](IsMctsHooks::playout) per joint action of the random playout,
/// and [`scored`](IsMctsHooks::scored) before the scores are backed up along
/// the path.
pub trait IsMctsHooks<G: Game> {
    /// Iteration `iteration` (from 1) starts on `state`, the full state sampled
    /// from the searching player's view.
    fn determinised(&mut self, iteration: u32, state: &G::State) {
        let _ = (iteration, state);
    }
    /// A player chose an edge at a node (figures before the backup).
    fn selected(&mut self, selection: &Selection<'_, G::Action>) {
        let _ = selection;
    }
    /// The joint action played at `node` from `before` (players' choices and
    /// chance's outcome, in the order of [`crate::engine::Turn::actors`]).
    fn played(&mut self, node: usize, before: &G::State, joint: &[Move<G::Action>]) {
        let _ = (node, before, joint);
    }
    /// The path left the tree: node `node` was added as the child of `parent`
    /// by the joint action just [`played`](IsMctsHooks::played).
    fn added(&mut self, parent: usize, node: usize) {
        let _ = (parent, node);
    }
    /// One joint action of the random playout, played from `before`.
    fn playout(&mut self, before: &G::State, joint: &[Move<G::Action>]) {
        let _ = (before, joint);
    }
    /// The playout's final scores, one per player (empty if the game gave none).
    fn scored(&mut self, scores: &[f64]) {
        let _ = scores;
    }
}

/// The observer that does nothing.
pub struct NoHooks;

impl<G: Game> IsMctsHooks<G> for NoHooks {}

/// One edge's figures at the moment of a selection: before this iteration's
/// backup, its availability already counting this selection.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EdgeFigures<A> {
    /// The edge's index among its node's edges (edges are numbered in the
    /// order they were first available).
    pub edge: usize,
    pub action: A,
    pub visits: u32,
    /// Selections at the node where the edge was legal (`n'`).
    pub available: u32,
    /// The sum of the rewards backed up through it, for its player.
    pub reward: f64,
    /// `mean + c * sqrt(ln(available) / visits)` as the search computes it;
    /// `None` for an untried edge (tried first, at random).
    pub ucb: Option<f64>,
}

/// A player's choice at a node: the edges available in this determinisation
/// and the one chosen.
pub struct Selection<'a, A> {
    pub(super) node: usize,
    pub(super) player: Player,
    pub(super) edges: &'a [Edge<A>],
    pub(super) here: &'a [usize],
    pub(super) chosen: usize,
    pub(super) c: f64,
}

impl<A: Copy> Selection<'_, A> {
    /// The node (its index in the tree: the root is 0, then in order of addition).
    pub fn node(&self) -> usize {
        self.node
    }

    pub fn player(&self) -> Player {
        self.player
    }

    /// The index of the edge chosen.
    pub fn chosen(&self) -> usize {
        self.chosen
    }

    /// The number of edges the node has for all its players so far.
    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The available edges, in the order of the legal actions.
    pub fn available(&self) -> impl Iterator<Item = EdgeFigures<A>> + '_ {
        self.here.iter().map(|&i| {
            let e = &self.edges[i];
            EdgeFigures {
                edge: i,
                action: e.action,
                visits: e.visits,
                available: e.available,
                reward: e.reward,
                ucb: (e.visits > 0).then(|| super::ucb(e, self.c)),
            }
        })
    }
}
