//! The studio driven headless through egui_kittest: the shell, boards, the
//! document, setup, presentation, words, the file chooser, themes.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;

mod studio;
mod studio_agents;
mod studio_arena_board;
mod studio_arena_picker;
mod studio_boards;
mod studio_boards_drawn;
mod studio_classroom;
mod studio_content_text;
mod studio_course;
mod studio_deep;
mod studio_document;
mod studio_external;
mod studio_file_chooser;
mod studio_layout_report;
mod studio_leduc;
mod studio_presentation;
mod studio_setup;
mod studio_words;
mod theme_contrast;
