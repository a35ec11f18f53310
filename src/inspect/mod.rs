//! The search inspector's model, without any drawing (the studio's panel is
//! `app::inspector`): the one name of each algorithm ([`algorithm`]); a recorded
//! search for any game ([`InspectTrace`]: from a run, or read from a trace file
//! and checked against its game), running a search with its settings into one
//! ([`run_search`], cancellable, with progress); and, built once per trace
//! ([`Loaded`]), the one tree model ([`tree`]), the stepping index with every
//! node's state at any step ([`stepping`]) and the tidy layout ([`layout`]).
//! Over those: the rules of seed 004 that fire, as data, with their English and
//! French texts ([`rules`], [`labels`]), the Graphviz export ([`dot`]), the
//! outline of a large trace ([`outline`], [`rows`]) and search within it
//! ([`find`]), the tree view's level of detail for large trees ([`detail`]),
//! statistics per depth and per iteration and the three-way
//! comparison ([`stats`]), "why this move and not that one?" ([`why_move`]),
//! the exercise modes ([`exercise`]) on bundled, loaded
//! or random trees ([`random_tree`]), the tree editor's model ([`edit`]), and
//! the benchmarks of opening a large trace ([`bench`](mod@bench)) and of the
//! tree view's level of detail ([`bench_lod`]); apart from the traces, the
//! information-set inspector's CFR runs and histories ([`infosets`]); MCTS
//! runs recorded iteration by iteration and replayed exactly ([`mcts`]); the
//! ISMCTS inspector's recorded runs ([`ismcts`]). It adds no search logic: the
//! searches are
//! [`crate::search`]'s, traced.

pub mod algorithm;
pub mod bench;
pub mod bench_lod;
pub mod chance;
pub mod check;
pub mod detail;
pub mod dot;
pub mod edit;
pub mod erased;
pub mod exercise;
pub mod find;
pub mod infosets;
pub mod ismcts;
pub mod labels;
pub mod layout;
pub mod layout_pruned;
pub mod loaded;
pub mod mcts;
pub mod outline;
pub mod random_tree;
pub mod reorder;
pub mod rows;
pub mod rules;
pub mod run;
pub mod settings;
pub mod sheet;
pub mod show;
pub mod stats;
pub mod stepping;
pub mod tree;
mod walk;
pub mod why_move;

pub use algorithm::{Algorithm, DepthUse, Family};
pub use erased::InspectTrace;
pub use find::{Query, matches, next_match, previous_match};
pub use layout::{Item, TreeLayout};
pub use loaded::{Loaded, OpenError};
pub use outline::Outline;
pub use rows::{Role, RowText, row_text};
pub use rules::{CutReason, Rule, cut_reason, node_label, rule_at, rule_line};
pub use run::{RunError, run_search, run_search_game, search_with};
pub use settings::SearchSettings;
pub use stepping::{Move, Steps};
pub use tree::{Tree, TreeError, best_child, principal_variation};
