//! The `ludoscope` binary as scripts use it, run as a real process
//! (`common::bin`): each subcommand's output, JSON contracts, errors, budgets,
//! timeouts.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod cli_bounds;
mod cli_budget;
mod cli_c4;
mod cli_cfr;
mod cli_cycles;
mod cli_deep;
mod cli_draw;
mod cli_files;
mod cli_growth;
mod cli_input;
mod cli_position;
mod cli_search;
mod cli_search_seeds;
mod cli_tree;
mod cli_tree_editor;
mod external_agents;
mod solve_cli;
mod trace_check_cli;
mod trace_show_cli;
