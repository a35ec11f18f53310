//! The studio's analysis panels driven headless through egui_kittest:
//! attractors, the evaluation plot, information sets, Monte Carlo, ISMCTS,
//! tournaments.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;

mod attractors_panel;
mod eval_plot;
mod graph_pictures;
mod graph_view;
mod infosets_panel;
mod ismcts_panel;
mod mcts_panel;
mod tournament_panel;
mod tree_pictures;
mod tree_views;
