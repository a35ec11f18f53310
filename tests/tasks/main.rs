//! The studio's background tasks, cancelled and joined. These tests count the
//! process's task threads (`app::task::live_threads`), so they have this binary
//! to themselves and take `common::studio_ui::one_at_a_time` in turn.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;

mod inspector_tasks;
mod studio_tasks;
