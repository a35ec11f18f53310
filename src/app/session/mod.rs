//! The match on screen: [`Session<G>`] holds one game's line of play (a
//! [`Match`] with every state), the cursor of the position being looked at and the
//! moves that Undo took back. [`AnySession`] is its object-safe face, so the studio
//! holds whichever game is loaded while painters still get the game's typed view.
//!
//! Every move arrives as notation and goes through the engine's checked door
//! ([`crate::engine::parse_legal`] then [`Match::play`]); nothing here knows a game's rules.
//! Chance's outcomes are drawn from a seed ([`AnySession::chance_move`]); at a
//! simultaneous move the active players choose one after another, each from its
//! own view, and the joint action is played once the last has chosen. The
//! typed implementation of [`AnySession`] is in `typed`.

use super::board::{BoardOptions, Mark};
use super::seat_agents::{SeatAgents, Thinking};
use super::worker::Job;
use crate::agents::AgentSpec;
use crate::engine::{
    Actor, Game, GameInfo, Match, MaterialView, Move, Player, Scores, Turn, Viewer,
};
use crate::games::{AnyGame, GameSpec};
use crate::with_game;
use eframe::egui::Ui;

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

/// One game's line of play and the cursor into it.
pub struct Session<G: Game> {
    line: Match<G>,
    cursor: usize,
    redo: Vec<Vec<Move<G::Action>>>,
    /// The moves already chosen at a simultaneous turn at the end of the line.
    chosen: Vec<Move<G::Action>>,
    /// Each seat's agent, kept across moves.
    agents: SeatAgents<G>,
}

impl<G: Game> Session<G> {
    pub fn new(game: G) -> Self {
        Session {
            line: Match::new(game),
            cursor: 0,
            redo: Vec::new(),
            chosen: Vec::new(),
            agents: SeatAgents::default(),
        }
    }

    /// Who acts next at the cursor: the player to move, chance, or at a
    /// simultaneous turn the first active player (then chance) not yet chosen.
    fn actor_here(&self) -> Option<Actor> {
        let turn = self.game().turn(self.here());
        let chosen = if self.cursor == self.len_line() {
            &self.chosen[..]
        } else {
            &[]
        };
        turn.actors()
            .into_iter()
            .find(|a| !chosen.iter().any(|m| m.actor == *a))
    }

    fn len_line(&self) -> usize {
        self.line.plies().len()
    }

    /// Whether `viewer` saw move `m` of ply `k` (seed 000: its own action, or
    /// another's whose parameters are all in its visibility set; the public sees
    /// what every player sees).
    fn seen(&self, k: usize, m: &Move<G::Action>, viewer: Viewer) -> bool {
        let (g, Some(s)) = (self.game(), self.line.state_at(k)) else {
            return false;
        };
        let sees =
            |v: Player| m.actor == Actor::Player(v) || g.action_visible(s, m.actor, m.action, v);
        match viewer {
            Viewer::Everyone => true,
            Viewer::Player(v) => sees(v),
            Viewer::Public => (0..g.info().players).all(sees),
        }
    }

    fn game(&self) -> &G {
        self.line.game()
    }

    /// The state at the cursor.
    fn here(&self) -> &G::State {
        self.line.state_at(self.cursor).unwrap_or(self.line.state())
    }

    fn truncate(&mut self, len: usize) {
        while self.line.plies().len() > len {
            self.line.undo();
        }
        self.cursor = self.cursor.min(len);
        self.chosen.clear();
    }
}

/// A session of whichever game, as the studio's panels use it.
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
    fn chance_move(&self, seed: u64) -> Option<String>;
    /// The scores at the cursor, when the game is over there.
    fn scores(&self) -> Option<Scores>;
    /// Plays `text` for the player to move at the cursor. From a past position a
    /// different move replaces the rest of the line only when `discard` is set.
    fn play(&mut self, text: &str, discard: bool) -> Result<PlayOutcome, String>;
    /// Takes back the last ply of the line (cursor to the end); false at the start.
    fn undo(&mut self) -> bool;
    /// Plays again the last ply taken back; false when there is none.
    fn redo(&mut self) -> bool;
    fn can_redo(&self) -> bool;
    /// Draws the position at the cursor as `viewer` sees it; `clickable` lets a
    /// click choose a move (returned in notation).
    fn board(
        &self,
        ui: &mut Ui,
        viewer: Viewer,
        clickable: bool,
        opts: BoardOptions,
    ) -> Option<String> {
        self.board_marked(ui, viewer, clickable, opts, &[])
    }
    /// [`AnySession::board`] with marks over some moves of the player to move,
    /// each named by its notation (names that are not legal moves are ignored).
    fn board_marked(
        &self,
        ui: &mut Ui,
        viewer: Viewer,
        clickable: bool,
        opts: BoardOptions,
        marks: &[(String, Mark)],
    ) -> Option<String>;
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
    fn eval_job(&self, from: usize) -> Option<super::evals::EvalJob>;
    /// How [`AnySession::eval_job`] evaluates this game.
    fn eval_source(&self) -> super::evals::EvalSource;
}

mod typed;

/// A new session of `game`, from its initial state.
pub fn new_session(game: &AnyGame) -> Box<dyn AnySession> {
    with_game!(game, g => Box::new(Session::new(g.clone())))
}

#[cfg(test)]
mod tests;
