//! The attractor inspector (issue 7): solve the studio's game or arena on a
//! background thread, then see its attractors `A_n(0)` and `A_n(1)` grow level
//! by level (seed 003, Definition 1.5; seed 004, Definitions 4.9 and 4.10), and
//! what the solver says of the position on the board and of each legal move.
//!
//! - [`model`]: the domain state (solve in progress, solution, choices) and the
//!   requests that change it; no drawing.
//! - [`solved`]: a solution of whichever game, as the views read it.
//! - [`panel`], [`levels`], [`members`], [`position`], [`too_large`]: drawing; they read the
//!   state and emit commands.
//!
//! The solving itself is `src/solve/`; nothing here decides who wins.

pub mod levels;
pub mod members;
pub mod model;
pub mod panel;
pub mod position;
pub mod solved;
pub mod strings;
pub mod too_large;

pub use model::{Inspector, Request};

use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::task::Waker;

impl PanelModel for Inspector {
    fn tab(&self) -> Option<Panel> {
        Some(Panel::Attractors)
    }

    fn set_waker(&mut self, wake: &Waker) {
        Inspector::set_waker(self, wake.clone());
    }

    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        Inspector::poll(self);
        Vec::new()
    }

    /// A solution belongs to one game: another game drops it.
    fn follow(&mut self, doc: &Doc<'_>) {
        Inspector::follow(self, &doc.spec());
    }

    fn busy(&self) -> bool {
        Inspector::is_busy(self)
    }
}

impl Applies for Inspector {
    type Intent = Request;

    fn apply(&mut self, request: Request, doc: &Doc<'_>) -> Vec<Raised> {
        Inspector::apply(self, request, doc.game, &doc.spec());
        Vec::new()
    }
}
