//! The search inspector's tools that work on any recorded [`crate::search::Trace`]
//! without drawing anything (the widgets are in `app::inspector_tools`): the
//! tree's shape ([`shape`]), the outline of a large trace with collapsible rows
//! ([`outline`], [`rows`]) and search within it ([`find`]), statistics per depth and per iteration
//! ([`stats`]), and the exercise modes ([`exercise`]) on bundled, loaded or
//! random trees ([`random_tree`]). Generic over the
//! game's action type; actions are named by a closure the caller passes.

pub mod exercise;
pub mod find;
pub mod outline;
pub mod random_tree;
pub mod rows;
pub mod shape;
pub mod stats;

pub use find::{Query, matches, next_match, previous_match};
pub use outline::Outline;
pub use rows::{Role, RowText, row_text};
pub use shape::{ShapeError, TraceShape};
