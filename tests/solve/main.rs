//! Solvers: the attractor solver, the exact Connect Four solver and its tables,
//! CFR and its best responses.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#[path = "../common/mod.rs"]
mod common;

mod c4_solver;
mod c4_solver_tables;
mod c4_solver_threads;
mod cfr;
mod cfr_agent;
mod cfr_nash_conv;
mod cfr_oracle;
mod solve;
mod solve_methods;
