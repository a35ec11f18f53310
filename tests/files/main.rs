//! Files read and written: replays (the `replay` module and its own modules),
//! MCTS trace files, and a seeded fuzz test of every reader of outside input.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#[path = "../common/mod.rs"]
mod common;

mod fifo_files;
mod fuzz_io;
mod fuzz_readers;
mod mcts_files;
mod replay;
