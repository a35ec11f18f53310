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
