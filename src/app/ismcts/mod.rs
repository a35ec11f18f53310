//! The ISMCTS inspector (issue 22): run information-set MCTS on the studio's
//! position in the background, for the player to move and from its view only,
//! then step through it iteration by iteration: the root table (visits,
//! availability, mean, UCB over availability), each selection's candidates
//! and why one was chosen, the node added, the playout and the scores; the
//! determinisation each iteration sampled, drawn on a miniature board next to
//! the position as the searching player sees it, with the hidden cards it
//! assumed; the tree over the searching player's information sets. "View as"
//! decides what is shown: a card hidden from the viewer stays hidden.
//!
//! - [`model`]: the domain state (settings, the run in progress, the run and
//!   its replay) and the requests that change it; no drawing.
//! - [`run`]: a recorded run of whichever game, with its painter.
//! - [`panel`] ([`show`]), [`table`], [`tree_view`]: drawing; they read the
//!   state and emit commands.
//!
//! The search is [`crate::search::ismcts`]'s and the model without egui is
//! [`crate::inspect::ismcts`]; nothing here knows a game's rules.

pub mod model;
pub mod panel;
pub mod run;
pub mod strings;
pub mod table;
pub mod tree_view;

pub use model::{Ismcts, Position, Request};
pub use panel::show;

use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::task::Waker;

impl Position {
    /// The position at the document's cursor, as the inspector searches it.
    pub fn of(doc: &Doc<'_>) -> Position {
        Position {
            spec: doc.spec(),
            start: doc.session.start_position(),
            moves: doc.moves(),
        }
    }
}

impl PanelModel for Ismcts {
    fn tab(&self) -> Option<Panel> {
        Some(Panel::Ismcts)
    }

    fn set_waker(&mut self, wake: &Waker) {
        Ismcts::set_waker(self, wake.clone());
    }

    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        Ismcts::poll(self);
        Vec::new()
    }

    fn follow(&mut self, doc: &Doc<'_>) {
        Ismcts::follow(self, &Position::of(doc));
    }

    fn busy(&self) -> bool {
        Ismcts::is_busy(self)
    }
}

impl Applies for Ismcts {
    type Intent = Request;

    /// A run is for the player to move, or the viewer at a simultaneous turn.
    fn apply(&mut self, request: Request, doc: &Doc<'_>) -> Vec<Raised> {
        Ismcts::apply(self, request, doc.game, Position::of(doc), doc.viewer);
        Vec::new()
    }
}
