//! What the graph view paints for every bundled arena, in boards of many
//! sizes (those of the studio at 1024x768 and 1440x900 among them), held to
//! the check `ludoscope draw --json` is held to
//! ([`faults`](crate::graph_layout::geometry::faults)), with the token's ring
//! on the initial node and the hint rings on its successors; and the same
//! boxes and routes as `draw`'s layout, only scaled.

use super::frame::{Frame, HERE_RING, HINT_RING, painted, ring_reach};
use super::model::GraphModel;
use super::text::Readable;
use crate::games::arena::file::load;
use crate::graph_layout::geometry::faults;
use crate::graph_layout::{Bounds, arena::spec, layout};
use std::path::Path;

fn near(a: Bounds, b: Bounds) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-3)
}

#[test]
fn bundled_arenas_are_painted_apart_as_draw_lays_them_out() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 8);
    let mut boards = Vec::new();
    for w in (200..=1100).step_by(100) {
        for h in (150..=850).step_by(100) {
            boards.push([w as f32, h as f32]);
        }
    }
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let arena = load(&path).unwrap();
        let drawn = layout(&spec(&arena));
        let mut model = GraphModel::default();
        model.follow(Some(&std::sync::Arc::new(arena.clone())));
        let laid = model.laid_for(&arena).expect("laid out at once");
        assert_eq!(*laid.layout, drawn, "{name}: draw's layout");
        let start = arena.initial as usize;
        let next = &arena.nodes[start].edges;
        for [w, h] in &boards {
            for flip in [false, true] {
                let frame = Frame::fit(drawn.size, [20.0, 40.0, 20.0 + w, 40.0 + h], flip);
                let names = |u: usize| arena.nodes[u].name.clone();
                let labels = Readable::at(&laid.layout, frame.scale, names);
                let radius = |u: usize| {
                    let b = drawn.nodes[u].node_box;
                    (b[2] - b[0]) * frame.scale / 2.0
                };
                let reach = |u: usize| match u {
                    _ if u == start => ring_reach(radius(u), HERE_RING),
                    _ if next.contains(&(u as u32)) => ring_reach(radius(u), HINT_RING),
                    _ => 0.0,
                };
                let shown = painted(&labels, &frame, &reach);
                let at = format!("{name} in {w}x{h} (flipped: {flip})");
                assert_eq!(faults(&shown), Vec::<String>::new(), "{at}");
                for (u, (ours, theirs)) in shown.nodes.iter().zip(&drawn.nodes).enumerate() {
                    let node = frame.bounds(theirs.node_box);
                    assert!(near(ours.node_box, node), "{at}: node {u}");
                    let plain = labels.text_scale == Some(frame.scale) && !labels.names_only;
                    if plain && reach(u) == 0.0 {
                        let label = frame.bounds(theirs.label_box);
                        assert!(near(ours.label_box, label), "{at}: label {u}");
                    }
                }
                for (ours, theirs) in shown.edges.iter().zip(&drawn.edges) {
                    let scaled: Vec<[f32; 2]> =
                        theirs.points.iter().map(|&p| frame.point(p)).collect();
                    assert_eq!(ours.points, scaled, "{at}");
                }
            }
        }
    }
}
