//! The information-set inspector (issue 21): run CFR on the studio's game in
//! the background, then read its information sets (what the player knows: own
//! and public chance outcomes, the moves it saw) with the average strategy as
//! probability bars, the current strategy and the cumulative regrets; slide
//! over log-spaced snapshots to watch the strategies converge; compare the
//! variants' NashConv on a log-log plot; for two-player Kuhn poker, see the
//! known equilibrium family ticked over the bars; click a set to list the
//! histories it holds, drawn by the game's board painter.
//!
//! - [`model`]: the domain state (the run in progress, the runs, the choices)
//!   and the requests that change it; no drawing.
//! - [`sets`]: the information sets of whichever game, with its painter.
//! - [`panel`], [`table`], [`plot`], [`members`]: drawing; they read the state
//!   and emit commands.
//!
//! The solving is [`crate::search::cfr`]'s and the model without egui is
//! [`crate::inspect::infosets`]; nothing here knows a game's rules.

pub mod members;
pub mod model;
pub mod panel;
pub mod plot;
pub mod sets;
pub mod strings;
pub mod table;

pub use model::{InfoSets, Request};

use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::task::Waker;

impl PanelModel for InfoSets {
    fn tab(&self) -> Option<Panel> {
        Some(Panel::InfoSets)
    }

    fn set_waker(&mut self, wake: &Waker) {
        InfoSets::set_waker(self, wake.clone());
    }

    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        InfoSets::poll(self);
        Vec::new()
    }

    fn follow(&mut self, doc: &Doc<'_>) {
        InfoSets::follow(self, &doc.spec());
    }

    fn busy(&self) -> bool {
        InfoSets::is_busy(self)
    }
}

impl Applies for InfoSets {
    type Intent = Request;

    fn apply(&mut self, request: Request, doc: &Doc<'_>) -> Vec<Raised> {
        InfoSets::apply(self, request, doc.game, &doc.spec());
        Vec::new()
    }
}
