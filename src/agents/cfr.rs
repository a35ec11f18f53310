//! The `Cfr(iterations: N)` agent: CFR+ ([`crate::search::cfr`]) on the whole
//! game, `iterations` iterations before its first move, then each move drawn
//! from the average strategy at the information set its player's view names.
//! The solver is kept for the game: later moves cost a look-up. Under a
//! [`Control`] it counts the tree's nodes per iteration and, when hurried,
//! plays the average strategy so far (the next move goes on with the
//! iterations left).
//!
//! A game whose tree is too large (more than [`CFR_AGENT_NODE_LIMIT`] nodes) or
//! endless, or a view the tree does not know, is played as level 4 instead,
//! with a note saying why: `build` cannot fail, every game accepts every agent.

use super::control::Control;
use super::levels::LevelAgent;
use super::{Agent, AgentGame, uncontrolled};
use crate::engine::{Game, Player};
use crate::search::cfr::{Cfr, CfrVariant};
use crate::search::tree::{GameTree, InfoKeys};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// The most nodes of a game tree the agent enumerates.
pub const CFR_AGENT_NODE_LIMIT: usize = 2_000_000;

/// The solver and where each (player, view) stands in its tree.
struct Solved<G: Game> {
    cfr: Cfr,
    keys: InfoKeys<G>,
}

/// Plays the average strategy of CFR+ after `iterations` iterations.
pub struct CfrAgent<G: Game> {
    iterations: u64,
    rng: ChaCha8Rng,
    solved: Option<Solved<G>>,
    /// Why the agent plays as level 4, once it knows.
    note: Option<String>,
    fallback: LevelAgent,
}

impl<G: Game> CfrAgent<G> {
    pub fn new(iterations: u64, rng: ChaCha8Rng, fallback: LevelAgent) -> Self {
        CfrAgent {
            iterations,
            rng,
            solved: None,
            note: None,
            fallback,
        }
    }

    /// The average strategy's probabilities at `player`'s information set for
    /// `view`, after the iterations asked for (or fewer if hurried).
    fn strategy(
        &mut self,
        g: &G,
        player: Player,
        view: &G::View,
        control: Control<'_>,
    ) -> Option<Vec<f64>> {
        if self.note.is_some() {
            return None;
        }
        if self.solved.is_none() {
            match GameTree::build_keyed(g, CFR_AGENT_NODE_LIMIT) {
                Ok((tree, keys)) => {
                    let cfr = Cfr::from_tree(tree, CfrVariant::Plus);
                    self.solved = Some(Solved { cfr, keys });
                }
                Err(e) => {
                    self.note = Some(format!(
                        "CFR cannot solve this game ({e}): plays as level 4"
                    ));
                    return None;
                }
            }
        }
        let solved = self.solved.as_mut()?;
        let nodes = solved.cfr.tree().len() as u64;
        while solved.cfr.iterations() < self.iterations && !control.hurried() {
            solved.cfr.run(1);
            control.add_nodes(nodes * solved.cfr.tree().players() as u64);
        }
        let Some(&info) = solved.keys.get(&(player, view.clone())) else {
            self.note = Some("a view the game tree does not hold: plays as level 4".into());
            return None;
        };
        let (start, n) = solved.cfr.tree().slots(info);
        let average = solved.cfr.average_strategy();
        Some(average[start..start + n].to_vec())
    }
}

impl<G: AgentGame> Agent<G> for CfrAgent<G> {
    fn choose(&mut self, g: &G, p: Player, view: &G::View, legal: &[G::Action]) -> G::Action {
        uncontrolled(|c| self.choose_controlled(g, p, view, legal, c))
    }

    fn choose_controlled(
        &mut self,
        g: &G,
        p: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        // The tree's actions are the game's legal actions in the game's order.
        let Some(probs) = self.strategy(g, p, view, control) else {
            return self.fallback.choose(g, p, view, legal);
        };
        if probs.len() != legal.len() {
            self.note =
                Some("the game's legal actions differ from its tree's: plays as level 4".into());
            return self.fallback.choose(g, p, view, legal);
        }
        let mut x: f64 = self.rng.random();
        let mut chosen = None;
        for (a, q) in legal.iter().zip(&probs).filter(|(_, q)| **q > 0.0) {
            chosen = Some(*a);
            if x < *q {
                break;
            }
            x -= q;
        }
        chosen.unwrap_or(legal[0])
    }

    fn note(&self) -> Option<String> {
        self.note.clone()
    }
}
