//! The search inspector's tool widgets, each usable on its own with a state
//! struct and a `show` function over a recorded [`crate::search::Trace`]: the
//! outline of a large trace with search ([`outline`]), statistics plotted with
//! egui_plot ([`stats`]) and the exercise modes ([`exercise`]). Their logic is in
//! [`crate::inspect`]; these modules only draw and forward clicks.

pub mod bench;
pub mod exercise;
pub mod exercise_step;
pub mod exercise_whole;
pub mod fields;
pub mod outline;
pub mod stats;
pub mod strings;
