//! The one way to play a line of moves written in notation: the command line's
//! `--moves`, a trace file's root position, the studio and the replay loader all
//! come through here. A ply is written as its one move (`4`), or at a
//! simultaneous turn as one move per actor joined with `+` in the turn's order
//! (players by number, then chance: `3+1`, `2+5+prize:4`). Every move is read and
//! checked by [`parse_legal`]; the first bad one is named by its ply (from 1).

use super::erased::Match;
use super::game::{ActionError, Game, Move};
use super::player::Actor;
use super::transition::{PlayError, parse_legal};
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
    parse_joint(m, &joint)
}

/// Reads a joint action given actor by actor, in notation, at the current state.
pub fn parse_joint<G: Game>(
    m: &Match<G>,
    joint: &[(Actor, &str)],
) -> Result<Vec<Move<G::Action>>, PlayError> {
    let (g, s) = (m.game(), m.state());
    joint
        .iter()
        .map(|&(actor, text)| Ok(Move::new(actor, parse_legal(g, s, actor, text)?)))
        .collect()
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

/// The state of `game` after `plies` from its start (see [`Match::play_line`]).
pub fn state_after<G: Game, S: AsRef<str>>(game: &G, plies: &[S]) -> Result<G::State, LineError> {
    Match::from_line(game.clone(), plies).map(|m| m.state().clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Goofspiel, KuhnPoker, TicTacToe};

    #[test]
    fn plays_a_line_and_names_the_bad_ply() {
        let m = Match::from_line(TicTacToe, &["5", "1", " 9 "]).unwrap();
        assert_eq!(m.plies().len(), 3);
        let e = Match::from_line(TicTacToe, &["5", "5"]).unwrap_err();
        assert_eq!(e.ply, 2);
        assert_eq!(e.text, "5");
        let shown = e.to_string();
        assert!(shown.starts_with("move 2: \"5\" is not a legal"), "{shown}");
        assert!(shown.contains("legal: 1 2 3 4 6 7 8 9"), "{shown}");
        let over = Match::from_line(TicTacToe, &["1", "4", "2", "5", "3", "9"]).unwrap_err();
        assert_eq!(over.to_string(), "move 6 (9): the game is already over");
        assert_eq!((over.ply, over.why), (6, PlayError::GameOver));
    }

    #[test]
    fn a_line_continues_from_where_the_match_is() {
        let mut m = Match::from_line(TicTacToe, &["5"]).unwrap();
        let e = m.play_line(&["1", "1"]).unwrap_err();
        assert_eq!(e.ply, 3, "plies count from the start of the match");
        assert_eq!(m.plies().len(), 2, "the plies before the bad one stay");
    }

    #[test]
    fn chance_and_simultaneous_plies() {
        let kuhn = KuhnPoker::new(2).unwrap();
        let m = Match::from_line(kuhn.clone(), &["J", "Q", "bet", "pass"]);
        let m = m.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(m.plies().len(), 4);
        let g = Goofspiel::new(3, Default::default()).unwrap();
        let first = g.turn(&g.initial_state()).actors();
        assert_eq!(first, vec![Actor::Chance]);
        let m = Match::from_line(g.clone(), &["prize:2", "1+3"]).unwrap();
        assert_eq!(m.plies()[1].len(), 2);
        let e = Match::from_line(g.clone(), &["prize:2", "1"]).unwrap_err();
        assert!(matches!(e.why, PlayError::Missing { .. }), "{e}");
        let e = Match::from_line(g, &["prize:2", "1+3+2"]).unwrap_err();
        assert!(matches!(e.why, PlayError::Twice { .. }), "{e}");
    }
}
