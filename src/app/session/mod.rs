//! The match on screen: [`Session<G>`] holds one game's line of play (a
//! [`Match`] with every state), the cursor of the position being looked at and the
//! moves that Undo took back. [`AnySession`] is its object-safe face, so the studio
//! holds whichever game is loaded while painters still get the game's typed view.
//!
//! The session is also the open document: with the line it keeps the replay's
//! other fields ([`Header`]: seats, creation time, notes, annotations), so that
//! opening a replay and saving it gives the same file (`document`).
//!
//! Moves stay typed from the board to the engine: a click or an agent's answer
//! names a move by its place among the available actions ([`MoveRef`]), which
//! the typed session turns back into the game's action and plays through the
//! engine's checked door ([`Match::play`]); notation is read only where a person
//! types it ([`AnySession::find_move`]). Nothing here knows a game's rules.
//! Chance's outcomes are drawn from a seed ([`AnySession::chance_move`]); at a
//! simultaneous move the active players choose one after another, each from its
//! own view, and the joint action is played once the last has chosen. The
//! typed implementation of [`AnySession`] is in `typed`.

use super::board::Mark;
use super::board::scene::Scene;
use super::move_ref::MoveRef;
use super::seat_agents::Thinking;
use super::worker::Job;
use crate::agents::AgentSpec;
use crate::engine::{
    Actor, Game, GameInfo, LineError, Match, MaterialView, Player, PositionError, Scores, Setup,
    Turn, Viewer,
};
use crate::games::{AnyGame, GameSpec};
use crate::replay::{LoadError, ReplayFile, Seat};
use crate::with_game;

/// What playing a move from the cursor did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayOutcome {
    /// The move was added at the end of the line.
    Played,
    /// The move is the one the line already has next: the cursor moved forward.
    Followed,
    /// The move would replace the rest of the line: nothing changed; ask first.
    NeedsConfirm,
}

/// A session of whichever game, as the studio's panels use it.
///
/// Why a trait and not one more enum of the games (and the same for the
/// panels' `AnySolution`, `AnySets` and `AnyRun`): the crate's one erasure is
/// [`AnyGame`] with [`with_game!`], and it picks the game where the value is
/// made ([`new_session`] and its siblings below). What is made is typed by the
/// game: [`Session<G>`] holds the [`Match<G>`] with every `G::State`, the
/// agents built for `G` and its typed moves. The trait only carries that type
/// to the panels, with one generic implementation for every game the studio
/// paints. An enum would repeat the catalog's list of games for each payload;
/// one generic enum over the catalog would need a type family per payload,
/// more code and a second list to keep in step, for the same dispatch.
pub trait AnySession: Send {
    fn spec(&self) -> GameSpec;
    fn info(&self) -> GameInfo;
    /// Plies in the line.
    fn len(&self) -> usize;
    /// No ply yet.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The position looked at: after `cursor` plies.
    fn cursor(&self) -> usize;
    /// Moves the cursor, clamped to the line.
    fn set_cursor(&mut self, k: usize);
    /// Ply `k` (from 0) in notation; a joint action is joined with `+`.
    fn ply_text(&self, k: usize) -> String;
    /// Ply `k` as `viewer` learnt it (seed 000's signal): each move it may see in
    /// notation, the others as `?`.
    fn ply_seen(&self, k: usize, viewer: Viewer) -> String;
    /// Who played ply `k`, when one actor did.
    fn ply_actor(&self, k: usize) -> Option<Actor>;
    /// The turn at the cursor.
    fn turn(&self) -> Turn;
    /// The player whose move is awaited at the cursor (at a simultaneous turn, the
    /// first who has not chosen yet); `None` when chance or no one acts.
    fn to_move(&self) -> Option<Player>;
    /// Chance's outcome, drawn from `seed`, when chance acts at the end of the line.
    fn chance_move(&self, seed: u64) -> Option<MoveRef>;
    /// The scores at the cursor, when the game is over there.
    fn scores(&self) -> Option<Scores>;
    /// Plays `mv`, chosen at the cursor. From a past position a different move
    /// replaces the rest of the line only when `discard` is set.
    fn play(&mut self, mv: MoveRef, discard: bool) -> Result<PlayOutcome, String>;
    /// Reads `text` as a move of whoever acts at the cursor (a person typing, a
    /// test); the error lists the legal moves.
    fn find_move(&self, text: &str) -> Result<MoveRef, String>;
    /// `mv` in the game's notation, if it is a move at the cursor.
    fn move_text(&self, mv: MoveRef) -> Option<String>;
    /// Takes back the last ply of the line (cursor to the end); false at the start.
    fn undo(&mut self) -> bool;
    /// Plays again the last ply taken back; false when there is none.
    fn redo(&mut self) -> bool;
    fn can_redo(&self) -> bool;
    /// The position at the cursor as `viewer` sees it, ready to draw;
    /// `clickable` lets a click choose a move of the player to move (see
    /// [`AnySession::move_at`]); `marks` annotate some of its moves, each named
    /// by its notation (names that are not legal moves are ignored).
    fn scene(
        &self,
        viewer: Viewer,
        clickable: bool,
        marks: &[(String, Mark)],
    ) -> Box<dyn Scene + '_>;
    /// The move a click on a scene chose: the player to move's available
    /// action number `index`.
    fn move_at(&self, index: usize) -> Option<MoveRef> {
        Some(MoveRef {
            at: self.cursor(),
            actor: Actor::Player(self.to_move()?),
            index,
        })
    }
    /// The position at the cursor as `viewer` sees it, as the engine's text.
    fn render(&self, viewer: Viewer) -> String;
    /// The position at the cursor in seed 000's terms, as `viewer` sees it.
    fn material(&self, viewer: Viewer) -> MaterialView;
    /// A job that asks seat `p`'s agent (kept across moves, rebuilt when `agent`
    /// or `seed` change) for its move at the end of the line; it sees only the
    /// player's view and legal actions and reports its nodes to `thinking`.
    /// `None` if `p` is not to move there. When its flag is raised it answers at
    /// once with its best move so far.
    fn agent_job(
        &mut self,
        p: Player,
        agent: &AgentSpec,
        seed: u64,
        delay_ms: u64,
        thinking: std::sync::Arc<Thinking>,
    ) -> Option<Job>;
    /// Agents built so far by this session.
    fn agents_built(&self) -> usize;
    /// A job evaluating the positions of the line from `from` plies to the end
    /// (see [`super::evals`]); `None` past the end.
    fn eval_job(&self, from: usize) -> Option<super::eval_job::EvalJob>;
    /// How [`AnySession::eval_job`] evaluates this game.
    fn eval_source(&self) -> super::eval_job::EvalSource;
    /// The replay's fields besides the moves.
    fn header(&self) -> &Header;
    fn header_mut(&mut self) -> &mut Header;
    /// The whole line as a replay file, every field of the header included.
    fn to_file(&self) -> ReplayFile;
    /// The position at the cursor as the board editor edits it; `None` for a
    /// game without position set-up.
    fn setup(&self) -> Option<Setup>;
    /// The position the line started from when it was set up (in the game's
    /// notation); `None` from the initial state.
    fn start_position(&self) -> Option<String>;
    /// The plies up to the cursor in notation (a joint action joined with `+`),
    /// as [`Match::play_line`] reads them.
    fn line_to_cursor(&self) -> Vec<String> {
        (0..self.cursor()).map(|k| self.ply_text(k)).collect()
    }
}

mod document;
mod header;
mod line;
mod typed;

pub use header::{Header, seats_for};
pub use line::Session;

/// A new session of `game`, from its initial state, seated with people.
pub fn new_session(game: &AnyGame) -> Box<dyn AnySession> {
    with_game!(game, g => Box::new(Session::new(g.clone())))
}

/// A new game of `game` after `plies` (notation, see [`Match::play_line`]),
/// the cursor at the end.
pub fn line_session(game: &AnyGame, plies: &[String]) -> Result<Box<dyn AnySession>, LineError> {
    with_game!(game, g => {
        let line = Match::from_line(g.clone(), plies)?;
        let players = g.info().players;
        let mut session = Session::from_match(line, Header::new(vec![Seat::Human { name: None }; players]));
        session.cursor = session.line.plies().len();
        Ok(Box::new(session))
    })
}

/// A new game of `game` from the position `setup` (checked by the game's
/// [`crate::engine::Positions`]), seated with people; the error says why the
/// rules refuse it.
pub fn setup_session(game: &AnyGame, setup: &Setup) -> Result<Box<dyn AnySession>, PositionError> {
    with_game!(game, g => {
        let positions = g.positions().ok_or_else(|| PositionError::unsupported(g.info().name))?;
        let start = positions.checked_state(setup)?;
        let players = g.info().players;
        let line = Match::from_state(g.clone(), start);
        Ok(Box::new(Session::from_match(line, Header::new(vec![Seat::Human { name: None }; players]))))
    })
}

/// The session of the replay `file` of `game` (which must be the game it
/// names): its line replayed once, typed, and every other field kept.
pub fn open_session(game: &AnyGame, file: &ReplayFile) -> Result<Box<dyn AnySession>, LoadError> {
    with_game!(game, g => Ok(Box::new(Session::open(g.clone(), file)?)))
}

#[cfg(test)]
mod tests;
