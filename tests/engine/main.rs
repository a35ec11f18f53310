//! Engine and games: the conformance suite over the whole catalog, each game's
//! rules (perft counts, Tablut and Ard-ri, Chomp and Cram, hidden information,
//! Leduc poker), arenas, lines of play, the environment, the general model.
//!
//! One test binary (each test file links the whole crate: few binaries keep
//! the build short). Each module is a test file of its own; to add one, put
//! `name.rs` in this folder and a `mod name;` line below. Shared helpers are
//! under `crate::common` (tests/common/).

#[path = "../common/mod.rs"]
mod common;

mod arena;
mod arena_alternate;
mod catalog_conformance;
mod chomp_cram;
mod connect_four_naive;
mod engine_line;
mod env;
mod env_erased;
mod games_chomp_cram_arena;
mod games_core;
mod hidden_info;
mod leduc;
mod material;
mod model;
mod tafl_king;
mod tafl_naive;
mod tafl_pawns;
mod tafl_play;
mod tafl_search;
mod tafl_throne;
mod unnamed_game;
