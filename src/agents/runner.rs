//! Playing one game to its end with one agent per seat, chance drawn from a seeded
//! generator by its exact distribution.

use super::Agent;
use crate::engine::{Actor, Game, Match, Move, PlayError, Viewer, sample_chance};
use rand::Rng;
use thiserror::Error;

/// Why a game could not be played out.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum RunError {
    #[error("the game has {players} players but {agents} agents were given")]
    Seats { players: usize, agents: usize },
    #[error("an agent's move was refused: {0}")]
    Play(#[from] PlayError),
}

/// Plays a whole game: each active player's agent chooses from its view and legal
/// actions, chance is drawn from `rng`; every joint action goes through the checked
/// transition. Returns the finished match.
pub fn play_out<G: Game, R: Rng>(
    game: &G,
    agents: &mut [Box<dyn Agent<G>>],
    rng: &mut R,
) -> Result<Match<G>, RunError> {
    let players = game.info().players;
    if agents.len() != players {
        return Err(RunError::Seats {
            players,
            agents: agents.len(),
        });
    }
    let mut m = Match::new(game.clone());
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    while !game.turn(m.state()).is_terminal() {
        let s = m.state();
        let mut joint = Vec::new();
        for actor in game.turn(s).actors() {
            match actor {
                Actor::Player(p) => {
                    game.legal_actions(s, p, &mut legal);
                    let view = game.view(s, Viewer::Player(p));
                    let a = agents[p].choose(game, p, &view, &legal);
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
    Ok(m)
}
