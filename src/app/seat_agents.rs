//! The agents of a session's seats, kept from move to move: a seat's agent is
//! built once and rebuilt only when the seat's agent (or its settings) or its
//! seed changes; a new game is a new session, so new agents. So `Negamax` keeps
//! its transposition table, `Perfect` solves once, and a game between agents is
//! the game the tournament runner plays with the same seeds (tested). Each move
//! is chosen on the worker thread from the player's view and legal actions only.
//!
//! [`Thinking`] is what the UI reads while an agent works: the nodes searched so
//! far and the agent's note on its last move.

use super::move_ref::MoveRef;
use super::task::pause;
use super::worker::Job;
use crate::agents::{Agent, AgentGame, AgentSpec, Control};
use crate::engine::{Actor, Game, Player};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// Shared between a thinking agent and the UI.
#[derive(Debug, Default)]
pub struct Thinking {
    /// Nodes searched so far for the move being chosen.
    pub nodes: AtomicU64,
    /// The agent's remark on its last move (a fallback, for instance).
    pub note: Mutex<Option<String>>,
    /// What the agent wrote on the side (an external program's standard
    /// error, its last lines).
    pub log: Mutex<Vec<String>>,
}

impl Thinking {
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// The log, if nobody else holds it right now (never waits).
    pub fn log(&self) -> Vec<String> {
        self.log.try_lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// The note, if nobody else holds it right now (never waits).
    pub fn note(&self) -> Option<String> {
        self.note.try_lock().ok().and_then(|n| n.clone())
    }
}

type Shared<G> = Arc<Mutex<Box<dyn Agent<G>>>>;

/// One seat's agent and what it was built from.
struct Kept<G: Game> {
    spec: AgentSpec,
    seed: u64,
    agent: Shared<G>,
}

/// The agents of every seat of one session.
pub struct SeatAgents<G: Game> {
    seats: Vec<Option<Kept<G>>>,
    /// Agents built so far (for tests: one per seat and setting, not one per move).
    pub built: usize,
}

impl<G: Game> Default for SeatAgents<G> {
    fn default() -> Self {
        SeatAgents {
            seats: Vec::new(),
            built: 0,
        }
    }
}

impl<G: AgentGame> SeatAgents<G> {
    /// Seat `p`'s agent, built from `spec` and `seed` unless it already was.
    fn agent(&mut self, p: Player, spec: &AgentSpec, seed: u64) -> Shared<G> {
        if self.seats.len() <= p {
            self.seats.resize_with(p + 1, || None);
        }
        match &self.seats[p] {
            Some(k) if k.spec == *spec && k.seed == seed => k.agent.clone(),
            _ => {
                let agent = Arc::new(Mutex::new(spec.build::<G>(seed)));
                self.built += 1;
                self.seats[p] = Some(Kept {
                    spec: spec.clone(),
                    seed,
                    agent: agent.clone(),
                });
                agent
            }
        }
    }

    /// A job asking seat `p`'s agent for its move at `state` (after `at` plies),
    /// seen as `view`, among `legal`; it reports to `thinking` and, hurried,
    /// answers at once. The answer names the move by its place among `legal`.
    #[allow(clippy::too_many_arguments)]
    pub fn job(
        &mut self,
        game: &G,
        state: &G::State,
        at: usize,
        p: Player,
        spec: &AgentSpec,
        seed: u64,
        delay_ms: u64,
        thinking: Arc<Thinking>,
    ) -> Job {
        let agent = self.agent(p, spec, seed);
        let game = game.clone();
        let state = state.clone();
        let view = game.view(&state, crate::engine::Viewer::Player(p));
        let mut legal = Vec::new();
        game.legal_actions(&state, p, &mut legal);
        Box::new(move |hurry| {
            let started = std::time::Instant::now();
            // Only this worker job uses the agent now; a poisoned lock (an agent
            // that panicked) still holds a usable agent.
            let mut chooser = agent.lock().unwrap_or_else(PoisonError::into_inner);
            let control = Control {
                hurry,
                nodes: &thinking.nodes,
            };
            let action = chooser.choose_controlled(&game, p, &view, &legal, control);
            if let Ok(mut note) = thinking.note.lock() {
                *note = chooser.note();
            }
            if let Ok(mut log) = thinking.log.lock() {
                *log = chooser.log();
            }
            let fault = chooser.take_fault();
            drop(chooser);
            if let Some(fault) = fault {
                // An external program that failed: its seat loses, with the
                // message (what it wrote on stderr in it).
                return Some(Err(fault));
            }
            let spent = started.elapsed().as_millis() as u64;
            // The least time per move (so agent games can be watched); Stop cuts it short.
            pause(delay_ms.saturating_sub(spent), hurry);
            let Some(index) = legal.iter().position(|&a| a == action) else {
                let text = game.notation(&state, action);
                return Some(Err(format!(
                    "the agent of player {p} chose {text:?}, which is not a legal move here: it loses (seed 002)"
                )));
            };
            Some(Ok(MoveRef {
                at,
                actor: Actor::Player(p),
                index,
            }))
        })
    }
}
