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

use super::settings::Panel;
use super::studio::Studio;

/// Acts on what the panel's tasks brought: an opened trace puts its position
/// on the board, then is shown in the panel; a file that cannot be read
/// becomes the studio's message (naming the file).
pub fn arrive(studio: &mut Studio, arrived: Arrived) {
    match arrived {
        Arrived::Unreadable(e) => studio.message = Some(e),
        Arrived::Opened(path, run) => match studio.start_at(&run.spec, &run.moves) {
            Ok(()) => {
                studio.settings.remember(&path);
                studio.settings.panel = Panel::Mcts;
                let game = studio.game.clone();
                studio.mcts.show(*run, game);
            }
            Err(e) => studio.message = Some(format!("{}: {e}", path.display())),
        },
    }
}
