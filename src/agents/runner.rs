//! Playing one game to its end with one agent per seat, chance drawn from a seeded
//! generator by its exact distribution. A game with a draw rule
//! ([`Game::draw_limit`]: an arena with a cycle, where a play may be infinite,
//! seed 003 Definition 1.2) stops after that many plies, unfinished: it has no
//! scores and counts as a draw for every seat (the tournament's rule for a game
//! without scores), so a game always ends and its memory stays bounded. An agent that answers with an action that
//! is not legal forfeits: the game stops there and counts as a loss for that
//! player and a win for the others (seed 002: an illegal move loses).
//!
//! The studio's tournament plays under a stop flag ([`play_out_with`]): each
//! agent chooses under a [`Control`] whose hurry flag is that stop flag, and the
//! game is abandoned ([`RunError::Stopped`]) between two moves once it is
//! raised, so that a cancelled run does not finish the games in flight.

use super::{Agent, Control};
use crate::engine::{Actor, Game, Match, Move, PlayError, Player, Scores, Viewer, sample_chance};
use rand::Rng;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;
use thiserror::Error;

/// Why a game could not be played out.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum RunError {
    #[error("the game has {players} players but {agents} agents were given")]
    Seats { players: usize, agents: usize },
    #[error("an agent's move was refused: {0}")]
    Play(#[from] PlayError),
    /// Only when a run under a stop flag is stopped
    /// ([`play_streaming`](super::tournament::play_streaming)).
    #[error("the game was stopped before its end")]
    Stopped,
    /// A draw rule longer than a played game may be (`MOST_PLAYED_PLIES`).
    #[error(
        "draw_limit {limit} is more plies than a played game may last: at most {MOST_PLAYED_PLIES} \
         (every move of a game is kept for its record); give a smaller draw_limit in the spec, \
         e.g. Arena(path: \"...\", draw_limit: 1000)"
    )]
    DrawLimit { limit: u32 },
}

/// The most plies a played game may last: every ply is kept (the record, the
/// replay), so a draw rule above it is refused before the game starts rather
/// than filling the memory (a few tens of bytes a ply: tens of MB a game).
pub const MOST_PLAYED_PLIES: u32 = 1_000_000;

/// Refuses a game whose draw rule is longer than [`MOST_PLAYED_PLIES`].
pub fn check_draw_limit<G: Game>(game: &G) -> Result<(), RunError> {
    match game.draw_limit() {
        Some(limit) if limit > MOST_PLAYED_PLIES => Err(RunError::DrawLimit { limit }),
        _ => Ok(()),
    }
}

/// A game played to its end, or stopped by a forfeit.
#[derive(Clone, Debug)]
pub struct Finished<G: Game> {
    /// Every ply played (the illegal action is not in it).
    pub played: Match<G>,
    /// The player whose agent chose an illegal action (or whose external
    /// program failed), if one did.
    pub forfeit: Option<Player>,
    /// Why that player forfeited, naming the seat.
    pub fault: Option<String>,
    /// How many choices the agents made.
    pub decisions: u32,
    /// Seconds spent in the agents' `choose`.
    pub thinking: f64,
}

/// How one seat ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl<G: Game> Finished<G> {
    /// The outcome of each seat: after a forfeit the player who forfeited loses
    /// and the others win; otherwise the single best score wins, a shared best
    /// score draws, and the rest lose. `None` if the game has no scores.
    pub fn outcomes(&self) -> Option<Vec<Outcome>> {
        let players = self.played.game().info().players;
        if let Some(f) = self.forfeit {
            let o = |p| if p == f { Outcome::Loss } else { Outcome::Win };
            return Some((0..players).map(o).collect());
        }
        let g = self.played.game();
        g.scores(self.played.state()).map(|s| outcomes(&s))
    }

    /// Each seat's final score (a poker player's chips won or lost), when the
    /// game ended by its rules; `None` after a forfeit or without scores.
    pub fn payoffs(&self) -> Option<Vec<f64>> {
        if self.forfeit.is_some() {
            return None;
        }
        let g = self.played.game();
        g.scores(self.played.state()).map(|s| s.as_slice().to_vec())
    }
}

/// The outcome of each seat from final scores (see [`Finished::outcomes`]).
pub fn outcomes(scores: &Scores) -> Vec<Outcome> {
    let s = scores.as_slice();
    let best = s.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let winner = scores.winner();
    (0..s.len())
        .map(|p| {
            if winner == Some(p) {
                Outcome::Win
            } else if winner.is_none() && s[p] == best {
                Outcome::Draw
            } else {
                Outcome::Loss
            }
        })
        .collect()
}

/// Plays a whole game: each active player's agent chooses from its view and legal
/// actions, chance is drawn from `rng`; every joint action goes through the checked
/// transition. An illegal choice ends the game as a forfeit (see [`Finished`]).
pub fn play_out<G: Game, R: Rng>(
    game: &G,
    agents: &mut [Box<dyn Agent<G>>],
    rng: &mut R,
) -> Result<Finished<G>, RunError> {
    play_out_with(game, agents, rng, None)
}

/// [`play_out`], under `stop` when given: the agents choose with
/// [`Agent::choose_controlled`], hurried by `stop` (unhurried, the same moves as
/// [`Agent::choose`]), and once `stop` is raised the game ends between two moves
/// with [`RunError::Stopped`].
pub(super) fn play_out_with<G: Game, R: Rng>(
    game: &G,
    agents: &mut [Box<dyn Agent<G>>],
    rng: &mut R,
    stop: Option<&AtomicBool>,
) -> Result<Finished<G>, RunError> {
    let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
    // Nobody reads the nodes counted here.
    let nodes = AtomicU64::new(0);
    let players = game.info().players;
    if agents.len() != players {
        return Err(RunError::Seats {
            players,
            agents: agents.len(),
        });
    }
    check_draw_limit(game)?;
    let mut m = Match::new(game.clone());
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let (mut decisions, mut thinking) = (0, 0.0);
    let limit = game.draw_limit().map_or(usize::MAX, |l| l as usize);
    while !game.turn(m.state()).is_terminal() && m.plies().len() < limit {
        if stopped() {
            return Err(RunError::Stopped);
        }
        let s = m.state();
        let mut joint = Vec::new();
        for actor in game.turn(s).actors() {
            match actor {
                Actor::Player(p) => {
                    game.legal_actions(s, p, &mut legal);
                    let view = game.view(s, Viewer::Player(p));
                    let started = Instant::now();
                    let a = match stop {
                        Some(hurry) => {
                            let control = Control {
                                hurry,
                                nodes: &nodes,
                            };
                            agents[p].choose_controlled(game, p, &view, &legal, control)
                        }
                        None => agents[p].choose(game, p, &view, &legal),
                    };
                    if stopped() {
                        // A hurried move is not the agent's real choice.
                        return Err(RunError::Stopped);
                    }
                    thinking += started.elapsed().as_secs_f64();
                    decisions += 1;
                    let fault = agents[p].take_fault().or_else(|| {
                        (!legal.contains(&a)).then(|| {
                            let text = game.notation(s, a);
                            format!("player {p} loses: its agent chose {text:?}, which is not legal here")
                        })
                    });
                    if let Some(fault) = fault {
                        let done = Finished {
                            played: m,
                            forfeit: Some(p),
                            fault: Some(fault),
                            decisions,
                            thinking,
                        };
                        return Ok(tell_the_end(done, agents));
                    }
                    joint.push(Move::new(actor, a));
                }
                Actor::Chance => {
                    game.chance_outcomes(s, &mut outcomes);
                    if let Some(a) = sample_chance(&outcomes, rng) {
                        joint.push(Move::new(actor, a));
                    }
                }
            }
        }
        m.play(&joint)?;
    }
    let done = Finished {
        played: m,
        forfeit: None,
        fault: None,
        decisions,
        thinking,
    };
    Ok(tell_the_end(done, agents))
}

/// Tells every agent how the game ended: +1 a win, -1 a loss, 0 a draw (an
/// unfinished game, stopped by its draw rule, is a draw).
fn tell_the_end<G: Game>(done: Finished<G>, agents: &mut [Box<dyn Agent<G>>]) -> Finished<G> {
    let outcomes = done.outcomes();
    let rewards: Vec<f64> = (0..agents.len())
        .map(|p| match outcomes.as_ref().map(|o| o[p]) {
            Some(Outcome::Win) => 1.0,
            Some(Outcome::Loss) => -1.0,
            _ => 0.0,
        })
        .collect();
    let reason = match (&done.fault, &outcomes) {
        (Some(fault), _) => fault.as_str(),
        (None, Some(_)) => "the game is over",
        (None, None) => "a draw by the game's draw rule",
    };
    for agent in agents.iter_mut() {
        agent.game_over(&rewards, reason);
    }
    done
}
