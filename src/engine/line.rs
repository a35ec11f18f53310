//! The one way to play a line of moves written in notation: the command line's
//! `--moves`, a trace file's root position, the studio and the replay loader all
//! come through here. A ply is written as its one move (`4`), or at a
//! simultaneous turn as one move per actor joined with `+` in the turn's order
//! (players by number, then chance: `3+1`, `2+5+prize:4`). Every move is read and
//! checked by [`parse_legal`]; the first bad one is named by its ply (from 1).

use super::erased::Match;
use super::game::{ActionError, Game, Move};
use super::player::Actor;
use super::transition::{PlayError, parse_joint};
use thiserror::Error;

/// Why a line of moves cannot be played: `move 7: "4" is not a legal action
/// for player 0 here; legal: 1 2 3 5 6 7`, or `move 6 (9): the game is already
/// over` when the reason does not quote the move.
#[derive(Debug, Error, Clone, PartialEq)]
pub struct LineError {
    /// The ply at fault, from 1.
    pub ply: usize,
    /// The ply as written.
    pub text: String,
    pub why: PlayError,
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.why {
            PlayError::Action(e) if !matches!(e, ActionError::NotActive { .. }) => {
                write!(f, "move {}: {e}", self.ply)
            }
            PlayError::GameOver => {
                write!(
                    f,
                    "move {} ({}): the game is already over",
                    self.ply, self.text
                )
            }
            why => write!(f, "move {} ({}): {why}", self.ply, self.text),
        }
    }
}

/// Reads one ply written in notation at the current state of `m`: one move for
/// each actor of the turn, in turn order (see the module doc).
pub fn parse_ply<G: Game>(m: &Match<G>, text: &str) -> Result<Vec<Move<G::Action>>, PlayError> {
    let actors = m.game().turn(m.state()).actors();
    if actors.is_empty() {
        return Err(PlayError::GameOver);
    }
    let parts: Vec<&str> = if actors.len() == 1 {
        vec![text]
    } else {
        text.split('+').collect()
    };
    if parts.len() < actors.len() {
        return Err(PlayError::Missing {
            actor: actors[parts.len()],
        });
    }
    let joint: Vec<(Actor, &str)> = actors.iter().copied().zip(parts.iter().copied()).collect();
    if parts.len() > actors.len() {
        return Err(PlayError::Twice {
            actor: actors[actors.len() - 1],
        });
    }
    parse_joint(m.game(), m.state(), &joint)
}

impl<G: Game> Match<G> {
    /// Plays `plies` (each in notation, see the module doc) from the current
    /// state; on error the match keeps the plies before the bad one.
    pub fn play_line<S: AsRef<str>>(&mut self, plies: &[S]) -> Result<(), LineError> {
        let first = self.plies().len();
        for (k, text) in plies.iter().enumerate() {
            let text = text.as_ref();
            let error = |why| LineError {
                ply: first + k + 1,
                text: text.trim().to_string(),
                why,
            };
            let joint = parse_ply(self, text).map_err(error)?;
            self.play(&joint).map_err(error)?;
        }
        Ok(())
    }

    /// `game` from its start after `plies` (see [`Match::play_line`]).
    pub fn from_line<S: AsRef<str>>(game: G, plies: &[S]) -> Result<Match<G>, LineError> {
        let mut m = Match::new(game);
        m.play_line(plies)?;
        Ok(m)
    }
}

/// The notation of each action of `line`, a line of single moves from `root`
/// (a principal variation); it stops at a turn with no single player to move.
pub fn line_notation<G: Game>(g: &G, root: &G::State, line: &[G::Action]) -> Vec<String> {
    let mut s = root.clone();
    let mut out = Vec::new();
    for &a in line {
        out.push(g.notation(&s, a));
        match g.turn(&s).to_move() {
            Some(p) => g.play(&mut s, Actor::Player(p), a),
            None => break,
        }
    }
    out
}

/// The state of `game` after `plies` from its start (see [`Match::play_line`]).
pub fn state_after<G: Game, S: AsRef<str>>(game: &G, plies: &[S]) -> Result<G::State, LineError> {
    Match::from_line(game.clone(), plies).map(|m| m.state().clone())
}

/// The state of `game` after `plies` from `start` (a position set up by hand).
pub fn state_after_from<G: Game, S: AsRef<str>>(
    game: &G,
    start: G::State,
    plies: &[S],
) -> Result<G::State, LineError> {
    let mut m = Match::from_state(game.clone(), start);
    m.play_line(plies)?;
    Ok(m.state().clone())
}
