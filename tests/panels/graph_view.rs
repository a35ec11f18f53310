//! The graph view as the studio paints it (issue 29): for every bundled arena,
//! on the board and in the Attractors panel of a 1024x768 and a 1440x900
//! window, the node widgets are `ludoscope draw`'s node boxes scaled into the
//! arena's canvas, and the boxes and routes painted there pass the check
//! `draw --json` is held to (`graph_layout::geometry::faults`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui::{app, harness_of};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::graph_view::frame::{Frame, HERE_RING, HINT_RING, painted, ring_reach};
use ludoscope::app::graph_view::text::Readable;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::games::arena::file::load;
use ludoscope::graph_layout::geometry::faults;
use ludoscope::graph_layout::{arena::spec, layout};
use ludoscope::replay::Seat;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn arenas() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/arenas");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 8);
    files
}

/// The studio on `panel` with the arena `path`, two humans, settled.
fn studio(path: &Path, panel: Panel, size: [f32; 2]) -> Harness<'static, StudioApp> {
    let spec = GameSpec::Arena {
        path: path.to_string_lossy().to_string(),
        draw_limit: None,
    };
    let mut h = harness_of(
        app(spec, vec![Seat::human(), Seat::human()]),
        size[0],
        size[1],
    );
    h.run();
    if panel == Panel::Attractors {
        h.state_mut().command(Command::ShowPanel(panel));
        let start = std::time::Instant::now();
        h.step();
        while h.state().studio.attractors.is_busy() {
            assert!(start.elapsed().as_secs() < 60, "no solution");
            std::thread::sleep(std::time::Duration::from_millis(5));
            h.step();
        }
        h.run();
    }
    h
}

/// Checks what the studio painted of the arena `path` on `panel` (the token's
/// ring on the initial node, on the board the hint rings on its successors).
fn check(path: &Path, panel: Panel, size: [f32; 2]) {
    let h = studio(path, panel, size);
    let at = format!("{} on {panel:?} at {size:?}", path.display());
    let arena = load(path).unwrap();
    let drawn = Arc::new(layout(&spec(&arena)));
    let canvas = h.get_by_label("Arena graph").rect();
    let board = [canvas.min.x, canvas.min.y, canvas.max.x, canvas.max.y];
    let frame = Frame::fit(drawn.size, board, false);
    for (u, n) in arena.nodes.iter().enumerate() {
        let widget = h.get_by_label(&format!("Node {}", n.name)).rect();
        let b = frame.bounds(drawn.nodes[u].node_box);
        let seen = [widget.min.x, widget.min.y, widget.max.x, widget.max.y];
        let close = seen.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.5);
        assert!(close, "{at}: node {} at {seen:?}, draw's {b:?}", n.name);
    }
    let names = |u: usize| arena.nodes[u].name.clone();
    let labels = Readable::at(&drawn, frame.scale, names);
    let start = arena.initial as usize;
    let hints = panel == Panel::Board && h.state().studio.settings.hints;
    let radius = |u: usize| {
        let b = drawn.nodes[u].node_box;
        (b[2] - b[0]) * frame.scale / 2.0
    };
    let reach = |u: usize| match u {
        _ if u == start => ring_reach(radius(u), HERE_RING),
        _ if hints && arena.nodes[start].edges.contains(&(u as u32)) => {
            ring_reach(radius(u), HINT_RING)
        }
        _ => 0.0,
    };
    let shown = painted(&labels, &frame, &reach);
    assert_eq!(faults(&shown), Vec::<String>::new(), "{at}");
}

#[test]
fn the_board_paints_draws_layout_apart_at_both_sizes() {
    for path in arenas() {
        for size in [[1024.0, 768.0], [1440.0, 900.0]] {
            check(&path, Panel::Board, size);
        }
    }
}

#[test]
fn the_attractors_panel_paints_draws_layout_apart_at_both_sizes() {
    for path in arenas() {
        for size in [[1024.0, 768.0], [1440.0, 900.0]] {
            check(&path, Panel::Attractors, size);
        }
    }
}

/// The graph model follows the document when it changes, not every frame
/// (issue 29): frames without a change keep the layout made, opening another
/// arena file lays out that graph, and a move keeps the layout of the graph
/// played on.
#[test]
fn the_graph_follows_a_file_opened_and_a_move() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/arenas");
    let chomp = dir.join("seed-003-chomp-3x2.ron");
    let cram = dir.join("seed-003-cram-2x3.ron");
    let mut h = studio(&chomp, Panel::Board, [1024.0, 768.0]);
    let laid = |h: &Harness<'static, StudioApp>, path: &Path| {
        h.state().studio.graph.laid_for(&load(path).unwrap())
    };
    let first = laid(&h, &chomp).expect("the first arena is laid out");
    assert_eq!(*first.layout, layout(&spec(&load(&chomp).unwrap())));
    h.run();
    let again = laid(&h, &chomp).unwrap();
    assert!(Arc::ptr_eq(&first, &again), "laid out once");
    // Another arena file opened: its graph is laid out, the first one gone.
    h.state_mut().command(Command::Open(cram.clone()));
    h.run();
    assert_eq!(h.state().studio.message, None);
    let second = laid(&h, &cram).expect("the opened arena is laid out");
    assert!(laid(&h, &chomp).is_none());
    assert_eq!(*second.layout, layout(&spec(&load(&cram).unwrap())));
    // A move on it: the same graph, its layout kept.
    let arena = load(&cram).unwrap();
    let start = &arena.nodes[arena.initial as usize];
    let to = arena.nodes[start.edges[0] as usize].name.clone();
    h.state_mut().play_named(&to);
    h.run();
    assert_eq!(h.state().studio.message, None);
    assert_eq!(h.state().studio.session.len(), 1, "the move {to} played");
    let after = laid(&h, &cram).expect("still laid out");
    assert!(Arc::ptr_eq(&second, &after), "not laid out again");
}
