//! The Monte Carlo panel (issue 22): run MCTS (UCT) on the board's position
//! in the background, or open a recorded MCTS trace, then step through it
//! iteration by iteration and phase by phase (selection with each step's UCB
//! table, expansion, the simulation's playout on a miniature board,
//! backpropagation's old -> new counts), with the tree, the root's table, the
//! plot of the root moves' visit shares, "why this move and not that one?",
//! and alpha-beta beside MCTS on the same position.
//!
//! - [`model`]: the domain state and the requests that change it; [`work`]:
//!   its background tasks. No drawing.
//! - [`switch`]: the row that goes from MCTS to ISMCTS ([`crate::app::ismcts`])
//!   and back.
//! - [`panel`] lays out [`controls`], [`tree`], [`phase`], [`table`],
//!   [`plot`] and [`compare`]: drawing; they read the state and emit commands.
//!
//! The model without egui is [`crate::inspect::mcts`]; nothing here knows a
//! game's rules.

pub mod compare;
pub mod controls;
pub mod model;
pub mod panel;
pub mod phase;
pub mod plot;
pub mod strings;
pub mod switch;
pub mod table;
pub mod tree;
pub mod work;

pub use model::{Arrived, Mcts, Request, Step};

use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::i18n::T;
use crate::app::task::Waker;

impl PanelModel for Mcts {
    fn tab(&self) -> Option<Panel> {
        Some(Panel::Mcts)
    }

    fn set_waker(&mut self, wake: &Waker) {
        Mcts::set_waker(self, wake.clone());
    }

    /// An opened trace puts its position on the board, then is shown; a file
    /// that cannot be read becomes the studio's message (naming the file).
    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        self.arrived = None;
        match Mcts::poll(self) {
            None => Vec::new(),
            Some(Arrived::Unreadable(e)) => vec![Raised::Message(e)],
            Some(Arrived::Opened(path, run)) => {
                let raised = Raised::Opened {
                    path,
                    spec: run.spec.clone(),
                    moves: run.moves.clone(),
                    tab: Panel::Mcts,
                };
                self.arrived = Some(run);
                vec![raised]
            }
        }
    }

    fn follow(&mut self, doc: &Doc<'_>) {
        Mcts::follow(self, &doc.spec(), &doc.moves());
    }

    fn opened(&mut self, doc: &Doc<'_>) {
        if let Some(run) = self.arrived.take() {
            self.show(*run, doc.game.clone());
        }
    }

    fn busy(&self) -> bool {
        Mcts::is_busy(self)
    }
}

impl Applies for Mcts {
    type Intent = Request;

    /// A game started from a set-up position has no moves from the start to
    /// search from: Run and Compare are refused with a message.
    fn apply(&mut self, request: Request, doc: &Doc<'_>) -> Vec<Raised> {
        if matches!(request, Request::Run | Request::Compare) && doc.from_setup() {
            return vec![Raised::Message(T::SetupNotSearched.text(doc.lang).into())];
        }
        Mcts::apply(self, request, doc.game, &doc.spec(), &doc.moves());
        Vec::new()
    }
}
