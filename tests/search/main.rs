//! Searches and agents: the seeds' searches against each other and against
//! oracles, the strong engine, MCTS and ISMCTS, the recorded trace, agents.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#[path = "../common/mod.rs"]
mod common;

mod agents;
mod agents_app;
mod ismcts;
mod search_chance;
mod search_cycles;
mod search_engine;
mod search_heuristic;
mod search_seed_options;
mod search_seeds;
mod search_sooner_wins;
mod search_trace;
