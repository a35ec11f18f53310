//! The layout of an arena (seed 003, Definition 1.1): each node labelled by
//! its label, or its name when it has none; the file's positions when every
//! node has one.

use super::{GraphSpec, Layout, layout};
use crate::games::arena::ArenaGraph;
use crate::games::arena::file::{Leaf, Outcome};

/// The graph of `arena` as the layout reads it.
pub fn spec(arena: &ArenaGraph) -> GraphSpec {
    let nodes = &arena.nodes;
    GraphSpec {
        labels: nodes
            .iter()
            .map(|n| n.label.clone().unwrap_or_else(|| n.name.clone()))
            .collect(),
        edges: nodes
            .iter()
            .enumerate()
            .flat_map(|(u, n)| n.edges.iter().map(move |&v| (u as u32, v)))
            .collect(),
        initial: arena.initial,
        given: nodes.iter().map(|n| n.pos).collect(),
    }
}

/// The drawing of `arena`.
pub fn arena_layout(arena: &ArenaGraph) -> Layout {
    layout(&spec(arena))
}

/// The text on a final node: its value, `W0`, `W1`, or `=` for a draw.
pub fn leaf_text(leaf: Leaf) -> String {
    match leaf {
        Leaf::Value(v) => v.to_string(),
        Leaf::Outcome(Outcome::Win0) => "W0".into(),
        Leaf::Outcome(Outcome::Win1) => "W1".into(),
        Leaf::Outcome(Outcome::Draw) => "=".into(),
    }
}
