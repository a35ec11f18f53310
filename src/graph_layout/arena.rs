//! The layout of an arena (seed 003, Definition 1.1): each node labelled by
//! its label, or its name when it has none; the file's positions when every
//! node has one; and the look of its nodes in a picture ([`node_styles`]:
//! `ludoscope draw`'s and the studio's board picture).

use super::svg::NodeStyle;
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

/// The fills of player 0's and player 1's nodes.
pub const OWNERS: [&str; 2] = ["#e88a8a", "#8ab4e8"];
/// The fill of a final node.
pub const FINAL: &str = "#dddddd";
/// The fill of the node reached (the position shown).
pub const REACHED: &str = "#f2c12e";

/// How each node of `arena` is drawn in a picture: its owner's colour, a
/// final node a square with its value, the node `reached` (unless it is the
/// initial one) in [`REACHED`].
pub fn node_styles(arena: &ArenaGraph, reached: u32) -> Vec<NodeStyle> {
    arena
        .nodes
        .iter()
        .enumerate()
        .map(|(u, n)| {
            let fill = match (n.leaf, u as u32 == reached && reached != arena.initial) {
                (_, true) => REACHED,
                (Some(_), _) => FINAL,
                (None, _) => OWNERS[usize::from(n.owner.min(1))],
            };
            NodeStyle {
                fill: fill.into(),
                square: n.leaf.is_some(),
                inner: n.leaf.map(leaf_text).unwrap_or_default(),
            }
        })
        .collect()
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
