//! One graph view for arenas and state graphs: the studio's board, the
//! Attractors panel and `ludoscope draw` show the same layout of
//! [`crate::graph_layout`] (`draw`'s, only scaled into the canvas).
//!
//! - [`model`]: the layout of the graph shown, computed outside drawing (its
//!   owner follows the document and polls it; a large graph on a task).
//! - [`frame`]: where the layout goes in a canvas and the boxes and routes
//!   painted there, without egui (what the no-overlap check reads).
//! - [`text`]: the sizes of the text, and the labels drawn at one scale.
//! - [`paint`]: the drawing, in the styles its callers give (the board's
//!   players, hover and token; the attractors' levels and strategy edges).
//! - [`panel`]: the model as one of the studio's panel models.
//! - [`pictures`]: the whole graph as SVG or PNG, or copied (in a job);
//!   [`picture_view`]: the buttons that ask for it.

pub mod frame;
pub mod model;
pub mod paint;
pub mod panel;
pub mod picture_view;
pub mod pictures;
pub mod text;

pub use model::GraphModel;
pub use paint::{GraphView, NodeStyle, Ring};

#[cfg(test)]
mod tests;
