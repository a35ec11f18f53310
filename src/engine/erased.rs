//! The erased form of a game in progress: [`Match`] is a game with its history,
//! and [`DynMatch`] is its object-safe face, with actions as notation strings, for
//! code that holds "whichever game is loaded" (the replay loader, the app's move
//! list, the command line) without knowing its types. What names the game of a
//! match (its specification) is the catalog's business:
//! `crate::games::CatalogMatch`.

use super::game::{Game, GameInfo, Move, Turn};
use super::player::{Actor, Scores, Viewer};
use super::prob::Prob;
use super::transition::{PlayError, Signals, available, parse_joint, transition};

/// A game from its initial state, with every joint action played so far and the
/// states they led to (so stepping back is free).
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    game: G,
    states: Vec<G::State>,
    plies: Vec<Vec<Move<G::Action>>>,
}

impl<G: Game> Match<G> {
    pub fn new(game: G) -> Self {
        let s0 = game.initial_state();
        Match::from_state(game, s0)
    }

    /// A match that starts at `start` (a position set up by hand, see
    /// [`crate::engine::Positions`]) rather than at the initial state.
    pub fn from_state(game: G, start: G::State) -> Self {
        Match {
            game,
            states: vec![start],
            plies: vec![],
        }
    }

    /// The position the match started from, in the game's notation, when it is
    /// not the initial state (`None` from the initial state, or for a game
    /// without position set-up).
    pub fn start_position(&self) -> Option<String> {
        let s0 = &self.states[0];
        if *s0 == self.game.initial_state() {
            return None;
        }
        self.game.positions().map(|p| p.write_position(s0))
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// The current state.
    pub fn state(&self) -> &G::State {
        &self.states[self.states.len() - 1]
    }

    /// The state after `k` plies (`0` is the initial state).
    pub fn state_at(&self, k: usize) -> Option<&G::State> {
        self.states.get(k)
    }

    /// Every joint action played, in order.
    pub fn plies(&self) -> &[Vec<Move<G::Action>>] {
        &self.plies
    }

    /// Checks and plays one joint action; on error nothing changes.
    pub fn play(&mut self, joint: &[Move<G::Action>]) -> Result<Signals<G>, PlayError> {
        let mut s = self.state().clone();
        let signals = transition(&self.game, &mut s, joint)?;
        self.states.push(s);
        self.plies.push(joint.to_vec());
        Ok(signals)
    }

    /// Takes back the last joint action, returning it.
    pub fn undo(&mut self) -> Option<Vec<Move<G::Action>>> {
        let joint = self.plies.pop()?;
        self.states.pop();
        Some(joint)
    }
}

/// A game in progress whose types are hidden: actions are read and written in the
/// game's notation. Every `Match<G>` is one.
///
/// A trait and not the catalog's `AnyGame`: the engine names no game, and a
/// game outside the catalog (one written for a test, which the conformance
/// suite checks through this trait) must play erased too. The catalog's
/// matches are made by `AnyGame::new_match`, where `with_game!` picks the game.
pub trait DynMatch: Send {
    fn info(&self) -> GameInfo;
    fn turn(&self) -> Turn;
    /// The available actions of `actor` now, in notation.
    fn legal(&self, actor: Actor) -> Vec<String>;
    /// Chance's outcomes now, in notation, with their probabilities.
    fn chance(&self) -> Vec<(String, Prob)>;
    /// Reads, checks and plays one joint action given in notation.
    fn play_notation(&mut self, joint: &[(Actor, &str)]) -> Result<(), PlayError>;
    /// Takes back the last joint action; false at the start.
    fn undo(&mut self) -> bool;
    /// The number of joint actions played.
    fn ply_count(&self) -> usize;
    /// The joint action of ply `k` (from 0) in notation.
    fn ply_notation(&self, k: usize) -> Vec<(Actor, String)>;
    fn scores(&self) -> Option<Scores>;
    /// The current state as `viewer` sees it, drawn as text.
    fn render(&self, viewer: Viewer) -> String;
    fn clone_box(&self) -> Box<dyn DynMatch>;
    /// The position the match started from when it is not the initial state
    /// (see [`Match::start_position`]).
    fn start_position(&self) -> Option<String>;
}

impl<G: Game> DynMatch for Match<G> {
    fn info(&self) -> GameInfo {
        self.game.info()
    }

    fn turn(&self) -> Turn {
        self.game.turn(self.state())
    }

    fn legal(&self, actor: Actor) -> Vec<String> {
        let s = self.state();
        available(&self.game, s, actor)
            .into_iter()
            .map(|a| self.game.notation(s, a))
            .collect()
    }

    fn chance(&self) -> Vec<(String, Prob)> {
        let s = self.state();
        let mut out = Vec::new();
        self.game.chance_outcomes(s, &mut out);
        out.into_iter()
            .map(|(a, p)| (self.game.notation(s, a), p))
            .collect()
    }

    fn play_notation(&mut self, joint: &[(Actor, &str)]) -> Result<(), PlayError> {
        let moves = parse_joint(&self.game, self.state(), joint)?;
        self.play(&moves).map(|_| ())
    }

    fn undo(&mut self) -> bool {
        Match::undo(self).is_some()
    }

    fn ply_count(&self) -> usize {
        self.plies.len()
    }

    fn ply_notation(&self, k: usize) -> Vec<(Actor, String)> {
        match (self.plies.get(k), self.states.get(k)) {
            (Some(joint), Some(s)) => joint
                .iter()
                .map(|m| (m.actor, self.game.notation(s, m.action)))
                .collect(),
            _ => vec![],
        }
    }

    fn scores(&self) -> Option<Scores> {
        self.game.scores(self.state())
    }

    fn render(&self, viewer: Viewer) -> String {
        self.game.render(&self.game.view(self.state(), viewer))
    }

    fn clone_box(&self) -> Box<dyn DynMatch> {
        Box::new(self.clone())
    }

    fn start_position(&self) -> Option<String> {
        Match::start_position(self)
    }
}
