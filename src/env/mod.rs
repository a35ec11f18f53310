//! A turn-by-turn environment over any game, shaped like the PettingZoo AEC
//! interface that seed 002 describes: agents `player_0`, `player_1`, ...; the
//! agent to act ([`Env::agent_selection`], one at a time, which is what
//! `agent_iter()` yields); [`Env::last`] gives that agent's observation, reward,
//! termination, truncation and info; [`Env::step`] takes its action (an index in
//! the game's full action set, [`Observe`]); [`Env::reset`] starts again.
//!
//! Chance is drawn inside the environment from its seeded generator; at a
//! simultaneous move the active agents step one after another and the joint action
//! is applied after the last. An illegal action ends the game: -1 for the actor and,
//! by default, +1 for each other player (seed 002: an illegal move loses), or 0 with
//! [`EnvSettings::illegal_reward_to_others`] set to 0 as PettingZoo's own Connect
//! Four does. A game with a draw rule ([`crate::engine::Game::draw_limit`]) still
//! going after that many plies stops as a draw, truncated. Once the game is over,
//! each agent is selected once more to see its final reward, and steps with `None`.

mod erased;
mod observe;
mod observe_graph;

pub use erased::{DynEnv, dyn_env};
pub use observe::Observe;

use crate::engine::{Actor, Move, Player, Turn, Viewer, sample_chance};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

/// How the environment scores an illegal action.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EnvSettings {
    /// The reward of each other player when one plays an illegal action.
    pub illegal_reward_to_others: f64,
}

impl Default for EnvSettings {
    fn default() -> Self {
        EnvSettings {
            illegal_reward_to_others: 1.0,
        }
    }
}

/// What an agent observes: its view as a tensor, and which actions are legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    pub observation: Vec<f32>,
    pub shape: Vec<usize>,
    /// One entry per action of the full set: 1 legal, 0 not (all 0 when not to act).
    pub action_mask: Vec<u8>,
}

/// What [`Env::last`] returns, as PettingZoo's `last()`.
#[derive(Clone, Debug, PartialEq)]
pub struct Last {
    pub observation: Observation,
    pub reward: f64,
    pub termination: bool,
    pub truncation: bool,
    /// `illegal action` when the game ended on one.
    pub info: Vec<(String, String)>,
}

/// Misuse of the environment.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum EnvError {
    #[error("no agent is to act: the episode is over; call reset")]
    Finished,
    #[error("the game is over for {0}: step with no action")]
    ActionAfterEnd(String),
    #[error("{0} must give an action")]
    MissingAction(String),
}

/// The environment over one game.
pub struct Env<G: Observe> {
    game: G,
    settings: EnvSettings,
    state: G::State,
    rng: ChaCha8Rng,
    pending: Vec<Move<G::Action>>,
    rewards: Vec<f64>,
    over: bool,
    illegal: bool,
    /// Joint actions applied (chance's included), for the game's draw rule.
    plies: u32,
    /// Stopped by the draw rule ([`crate::engine::Game::draw_limit`]).
    truncated: bool,
    /// Agents that have not yet seen the end.
    to_acknowledge: Vec<Player>,
}

impl<G: Observe> Env<G> {
    pub fn new(game: G, settings: EnvSettings, seed: u64) -> Self {
        let state = game.initial_state();
        let mut env = Env {
            rewards: vec![0.0; game.info().players],
            game,
            settings,
            state,
            rng: ChaCha8Rng::seed_from_u64(seed),
            pending: vec![],
            over: false,
            illegal: false,
            plies: 0,
            truncated: false,
            to_acknowledge: vec![],
        };
        env.reset(seed);
        env
    }

    /// The agents' names: `player_0`, `player_1`, ...
    pub fn agents(&self) -> Vec<String> {
        (0..self.game.info().players).map(agent_name).collect()
    }

    /// Starts a new episode; chance is drawn from `seed`.
    pub fn reset(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.restart();
    }

    /// Starts a new episode, chance drawn on from the generator where the last
    /// episode left it (Gymnasium's `reset()` without a seed).
    pub fn restart(&mut self) {
        self.state = self.game.initial_state();
        self.pending.clear();
        self.rewards.iter_mut().for_each(|r| *r = 0.0);
        self.over = false;
        self.illegal = false;
        self.plies = 0;
        self.truncated = false;
        self.to_acknowledge.clear();
        self.settle();
    }

    /// The agent to act now, or `None` when the episode has ended for everyone.
    pub fn agent_selection(&self) -> Option<Player> {
        if self.over {
            return self.to_acknowledge.first().copied();
        }
        self.waiting().next()
    }

    /// The players of the current turn that have not stepped yet, in order.
    fn waiting(&self) -> impl Iterator<Item = Player> + '_ {
        self.game
            .turn(&self.state)
            .actors()
            .into_iter()
            .filter_map(|a| match a {
                Actor::Player(p) => Some(p),
                Actor::Chance => None,
            })
            .filter(|&p| !self.pending.iter().any(|m| m.actor == Actor::Player(p)))
    }

    /// The selected agent's observation, reward, termination, truncation and info.
    pub fn last(&self) -> Option<Last> {
        let p = self.agent_selection()?;
        Some(Last {
            observation: self.observe(p),
            reward: self.rewards[p],
            termination: self.over,
            truncation: self.truncated,
            info: if self.illegal {
                vec![("illegal action".into(), "true".into())]
            } else {
                vec![]
            },
        })
    }

    /// What player `p` observes now.
    /// The mask is all 0 unless `p` is the selected agent.
    pub fn observe(&self, p: Player) -> Observation {
        self.observe_masked(p, !self.over && self.agent_selection() == Some(p))
    }

    /// What player `p` observes now, its legal actions masked in only when
    /// `masked` (a parallel API gives every player of a simultaneous turn its mask).
    pub fn observe_masked(&self, p: Player, masked: bool) -> Observation {
        let g = &self.game;
        let view = g.view(&self.state, Viewer::Player(p));
        let mut mask = vec![0u8; g.action_count()];
        if masked {
            let mut legal = Vec::new();
            g.legal_actions(&self.state, p, &mut legal);
            for a in legal {
                mask[g.action_index(a)] = 1;
            }
        }
        Observation {
            observation: g.observe(&view, p),
            shape: g.observation_shape(),
            action_mask: mask,
        }
    }

    /// The selected agent acts: `Some(index)` while playing, `None` once over.
    pub fn step(&mut self, action: Option<usize>) -> Result<(), EnvError> {
        let p = self.agent_selection().ok_or(EnvError::Finished)?;
        if self.over {
            if action.is_some() {
                return Err(EnvError::ActionAfterEnd(agent_name(p)));
            }
            self.to_acknowledge.retain(|&q| q != p);
            return Ok(());
        }
        let index = action.ok_or_else(|| EnvError::MissingAction(agent_name(p)))?;
        let mut legal = Vec::new();
        self.game.legal_actions(&self.state, p, &mut legal);
        match self.game.action_at(index).filter(|a| legal.contains(a)) {
            Some(a) => {
                self.pending.push(Move::new(Actor::Player(p), a));
                if self.agent_selection().is_none() {
                    self.advance();
                }
            }
            None => self.forfeit(&[p]),
        }
        Ok(())
    }

    /// Ends the game on illegal actions of `players` (at a simultaneous move, every
    /// player whose action was illegal): -1 for each of them, the setting's
    /// reward for the others. Nothing happens once the game is over.
    pub fn forfeit(&mut self, players: &[Player]) {
        if self.over {
            return;
        }
        for (q, r) in self.rewards.iter_mut().enumerate() {
            *r = if players.contains(&q) {
                -1.0
            } else {
                self.settings.illegal_reward_to_others
            };
        }
        self.illegal = true;
        self.end();
    }

    /// The players acting now, in order, and not yet stepped (empty once over).
    pub fn to_act(&self) -> Vec<Player> {
        if self.over {
            return vec![];
        }
        self.waiting().collect()
    }

    /// Whether the episode is over (a final state or an illegal action).
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the episode ended on an illegal action.
    pub fn ended_on_illegal(&self) -> bool {
        self.illegal
    }

    /// Each player's reward: the final scores once over, 0 before.
    pub fn rewards(&self) -> &[f64] {
        &self.rewards
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Applies the collected joint action (with chance's part), then settles.
    fn advance(&mut self) {
        let mut joint = std::mem::take(&mut self.pending);
        if self.game.turn(&self.state).is_active(Actor::Chance) {
            joint.extend(self.draw_chance());
        }
        self.game.apply(&mut self.state, &joint);
        self.plies += 1;
        self.settle();
    }

    fn draw_chance(&mut self) -> Option<Move<G::Action>> {
        let mut outcomes = Vec::new();
        self.game.chance_outcomes(&self.state, &mut outcomes);
        sample_chance(&outcomes, &mut self.rng).map(|a| Move::new(Actor::Chance, a))
    }

    /// Plays chance's turns until a player acts or the game ends; scores the end.
    /// A game still going after the draw rule's plies stops as a draw, truncated
    /// (as the runner stops it).
    fn settle(&mut self) {
        let limit = self.game.draw_limit().unwrap_or(u32::MAX);
        while self.game.turn(&self.state) == Turn::Chance && self.plies < limit {
            let Some(m) = self.draw_chance() else { break };
            self.game.apply(&mut self.state, &[m]);
            self.plies += 1;
        }
        if let Some(scores) = self.game.scores(&self.state) {
            self.rewards.copy_from_slice(scores.as_slice());
            self.end();
        } else if self.plies >= limit {
            self.rewards.iter_mut().for_each(|r| *r = 0.0);
            self.truncated = true;
            self.end();
        }
    }

    /// Whether the draw rule stopped the episode (PettingZoo's truncation).
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    fn end(&mut self) {
        self.over = true;
        self.pending.clear();
        self.to_acknowledge = (0..self.rewards.len()).collect();
    }

    /// The game's state, for tests and tools; agents get only [`Env::last`].
    pub fn state(&self) -> &G::State {
        &self.state
    }
}

/// A seat's PettingZoo name: `player_0`, `player_1`, ...
pub fn agent_name(p: Player) -> String {
    format!("player_{p}")
}
