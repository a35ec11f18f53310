//! The inspector's models without the studio: exercises, sheets, statistics,
//! outlines, trace replay, MCTS and ISMCTS replays, "why this move", the arena
//! layout.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#[path = "../common/mod.rs"]
mod common;

mod expecti_inspector;
mod graph_layout;
mod inspect_exercise;
mod inspect_exercise_practice;
mod inspect_outline;
mod inspect_repetition;
mod inspect_sheet;
mod inspect_sheet_labels;
mod inspect_stats;
mod ismcts_inspect;
mod mcts_exercise;
mod mcts_exercise_golden;
mod mcts_replay;
mod mcts_why;
mod trace_replay;
mod why_move;
