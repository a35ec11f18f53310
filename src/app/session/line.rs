//! [`Session<G>`]: one game's line of play (a [`Match`] with every state), the
//! cursor of the position looked at, the moves Undo took back, the moves
//! already chosen at a simultaneous turn, the seats' agents and the replay's
//! other fields ([`Header`]). The object-safe face is in `typed`, the replay
//! file's conversions in `document`.

use super::header::Header;
use crate::app::seat_agents::SeatAgents;
use crate::engine::{Actor, Game, Match, Move, Player, Viewer};
use crate::replay::Seat;

/// One game's line of play and the cursor into it.
pub struct Session<G: Game> {
    pub(super) line: Match<G>,
    pub(super) cursor: usize,
    pub(super) redo: Vec<Vec<Move<G::Action>>>,
    /// The moves already chosen at a simultaneous turn at the end of the line.
    pub(super) chosen: Vec<Move<G::Action>>,
    /// Each seat's agent, kept across moves.
    pub(super) agents: SeatAgents<G>,
    /// The replay's other fields.
    pub(super) header: Header,
}

impl<G: Game> Session<G> {
    /// A new game of `game`, seated with people.
    pub fn new(game: G) -> Self {
        let players = game.info().players;
        Session::from_match(
            Match::new(game),
            Header::new(vec![Seat::Human { name: None }; players]),
        )
    }

    /// The session of `line` with `header`, the cursor at the start.
    pub fn from_match(line: Match<G>, header: Header) -> Self {
        Session {
            line,
            cursor: 0,
            redo: Vec::new(),
            chosen: Vec::new(),
            agents: SeatAgents::default(),
            header,
        }
    }

    /// Who acts next at the cursor: the player to move, chance, or at a
    /// simultaneous turn the first active player (then chance) not yet chosen.
    pub(super) fn actor_here(&self) -> Option<Actor> {
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

    pub(super) fn len_line(&self) -> usize {
        self.line.plies().len()
    }

    /// Whether `viewer` knows move `m` of ply `k` when looking at the cursor:
    /// it saw the move (seed 000: its own action, or another's whose parameters
    /// are all in its visibility set), or what happened up to the cursor revealed
    /// it ([`Game::action_known`]: Kuhn poker's showdown). A ply past the cursor
    /// is judged right after it was played. The public knows what every player
    /// knows.
    pub(super) fn seen(&self, k: usize, m: &Move<G::Action>, viewer: Viewer) -> bool {
        let g = self.game();
        let (Some(before), Some(now)) = (
            self.line.state_at(k),
            self.line.state_at(self.cursor.max(k + 1)),
        ) else {
            return false;
        };
        let knows = |v: Player| {
            m.actor == Actor::Player(v) || g.action_known(before, now, m.actor, m.action, v)
        };
        match viewer {
            Viewer::Everyone => true,
            Viewer::Player(v) => knows(v),
            Viewer::Public => (0..g.info().players).all(knows),
        }
    }

    pub(super) fn game(&self) -> &G {
        self.line.game()
    }

    /// The state at the cursor.
    pub(super) fn here(&self) -> &G::State {
        self.line.state_at(self.cursor).unwrap_or(self.line.state())
    }

    pub(super) fn truncate(&mut self, len: usize) {
        while self.line.plies().len() > len {
            self.line.undo();
        }
        self.cursor = self.cursor.min(len);
        self.chosen.clear();
    }
}
