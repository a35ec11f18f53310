//! The search inspector panel driven headless through egui_kittest: its tabs,
//! the editor, exercises, large trees, sheets, stale traces, the window.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;

mod inspector;
mod inspector_editor;
mod inspector_exercise;
mod inspector_exercise_browse;
mod inspector_exercise_mcts;
mod inspector_expecti;
mod inspector_large_tree;
mod inspector_sheet_export;
mod inspector_stale;
mod inspector_student;
mod inspector_tabs;
mod inspector_tools;
mod inspector_window;
mod tree_view_pruned;
