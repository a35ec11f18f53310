//! The tournament panel (issue 10, "In the app"): the settings of `ludoscope
//! tournament` and `ludoscope play`, games played on a background thread with the
//! same runner as the command line ([`crate::agents::tournament`]), a live cross
//! table with Elo ratings at the end, and a chart of each agent's score against
//! the game number. [`model`] holds the state and the run; [`panel`] draws it.

pub mod model;
pub mod panel;
mod strings;

pub use strings::TT;

use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::task::Waker;
use model::{Tournament, TournamentCommand};

impl PanelModel for Tournament {
    fn tab(&self) -> Option<Panel> {
        Some(Panel::Tournament)
    }

    fn set_waker(&mut self, wake: &Waker) {
        Tournament::set_waker(self, wake.clone());
    }

    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        Tournament::poll(self);
        Vec::new()
    }

    /// A tournament is set up on its own games, not the board's.
    fn follow(&mut self, _doc: &Doc<'_>) {}
}

impl Applies for Tournament {
    type Intent = TournamentCommand;

    fn apply(&mut self, command: TournamentCommand, _doc: &Doc<'_>) -> Vec<Raised> {
        Tournament::apply(self, command);
        Vec::new()
    }
}
