//! Agents: who chooses a player's actions. An agent sees only what its player may
//! know (the player's view and its legal actions), never the state itself.
//! [`AgentSpec`] names an agent and its settings as a RON value (`Random`), so
//! the command line, replays and the app can rebuild it.

mod runner;

pub use runner::{RunError, play_out, sample_chance};

use crate::engine::{Game, Player};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Chooses actions for one seat.
pub trait Agent<G: Game>: Send {
    /// One of `legal` (never empty) for `player`, who sees `view`.
    fn choose(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
    ) -> G::Action;
}

/// An agent and its settings, as written on the command line and in replays.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AgentSpec {
    /// Uniform over the legal actions.
    Random,
}

impl AgentSpec {
    /// The agent, with its random generator seeded by `seed`.
    pub fn build<G: Game>(&self, seed: u64) -> Box<dyn Agent<G>> {
        match self {
            AgentSpec::Random => Box::new(RandomAgent::new(seed)),
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match ron::to_string(self) {
            Ok(s) => f.write_str(&s),
            Err(_) => write!(f, "{self:?}"),
        }
    }
}

impl FromStr for AgentSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        ron::from_str(text.trim())
            .map_err(|e| format!("cannot read agent {text:?}: {e} (known agents: Random)"))
    }
}

/// Plays uniformly at random among the legal actions, from its own seeded generator.
pub struct RandomAgent {
    rng: ChaCha8Rng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn choose(&mut self, _: &G, _: Player, _: &G::View, legal: &[G::Action]) -> G::Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}
