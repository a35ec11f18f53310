//! The tournament panel (issue 10, "In the app"): the settings of `ludoscope
//! tournament` and `ludoscope play`, games played on a background thread with the
//! same runner as the command line ([`crate::agents::tournament`]), a live cross
//! table with Elo ratings at the end, and a chart of each agent's score against
//! the game number. [`model`] holds the state and the run; [`panel`] draws it.

pub mod model;
pub mod panel;
mod strings;

pub use strings::TT;
