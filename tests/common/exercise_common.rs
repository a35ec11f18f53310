//! Shared by the exercise tests: the bundled arenas and finding a node of a
//! full tree by its path.

#![allow(dead_code, clippy::unwrap_used)]

use ludoscope::games::Arena;
use ludoscope::search::Trace;

pub fn bundled(name: &str) -> Arena {
    Arena::load(&format!(
        "{}/assets/arenas/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The full-tree node reached by `path` (node names) from the root.
pub fn full_node(arena: &Arena, full: &Trace<u32>, path: &[&str]) -> u32 {
    (0..full.node_count() as u32)
        .find(|&id| {
            let line: Vec<&str> = full.line_to(id).iter().map(|&a| arena.name(a)).collect();
            line == path
        })
        .unwrap()
}
