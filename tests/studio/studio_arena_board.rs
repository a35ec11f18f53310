//! The arena board at the 1024 x 768 studio (issue 19's leftovers), through
//! egui_kittest and the painter's text rules. Index:
//! - `the_state_header_stays_inside_a_small_window`: nothing under the board
//!   falls off the window's bottom edge
//! - `a_hidden_label_shows_in_its_nodes_tooltip`: labels too small to draw
//!   are read on hover, and a drawn label has no tooltip
//! - `the_attractor_graph_goes_across_a_narrow_panel`: above the levels at
//!   1024 x 768, its long labels (names drawn) in the tooltips
//! - `the_tokens_ring_moves_a_one_letter_label_clear`
//! - `readable_labels_copy_nothing_at_any_scale`
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use ludoscope::app::board::arena_text::{Labelled, Readable, clear_of_ring};
use ludoscope::app::commands::Command;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::games::arena::file::load;
use ludoscope::graph_layout::{Layout, arena::spec, layout_for};
use ludoscope::replay::Seat;
use std::path::Path;
use std::sync::Arc;
use studio_ui::{app, harness_of};

fn arena_path(file: &str) -> String {
    format!("{}/assets/arenas/{file}", env!("CARGO_MANIFEST_DIR"))
}

/// The board panel of the arena `file`, two humans, in a window of
/// `width` x `height` points.
fn board(file: &str, width: f32, height: f32) -> Harness<'static, StudioApp> {
    let spec = GameSpec::Arena {
        path: arena_path(file),
        draw_limit: None,
    };
    let mut h = harness_of(app(spec, vec![Seat::human(), Seat::human()]), width, height);
    h.run();
    h
}

/// Hovers the widget `label` long enough for a tooltip to show.
fn hover(h: &mut Harness<'static, StudioApp>, label: &str) {
    h.get_by_label(label).hover();
    for _ in 0..4 {
        h.step();
    }
}

const STATE_HEADER: &str = "State (seed 000: components and relations)";

#[test]
fn the_state_header_stays_inside_a_small_window() {
    for file in [
        "seed-003-example-2-2.ron",
        "seed-003-chomp-3x2-graph.ron",
        "seed-003-cram-2x3.ron",
    ] {
        let h = board(file, 1024.0, 768.0);
        let header = h.get_by_label(STATE_HEADER).rect();
        assert!(
            header.bottom() <= 768.0 && header.top() >= 0.0,
            "{file}: the header at {header:?}"
        );
        // Under the board: below every node.
        let lowest = h
            .query_all(By::new().label_contains("Node "))
            .map(|n| n.rect().bottom())
            .fold(0.0f32, f32::max);
        assert!(header.top() > lowest, "{file}: a node at {lowest}");
    }
}

#[test]
fn a_hidden_label_shows_in_its_nodes_tooltip() {
    // The cyclic arena at 1024 x 768: its names (up to 10 characters, spread
    // wide) are too small to draw, so each is its node's tooltip, with the
    // outcome of a final node.
    let mut h = board("cyclic-infinite-play.ron", 1024.0, 768.0);
    assert!(
        h.query_by_label("a-gives-up\nW1").is_none(),
        "no tooltip yet"
    );
    hover(&mut h, "Node a-gives-up");
    assert!(
        h.query_by_label("a-gives-up\nW1").is_some(),
        "the name and the outcome on hover"
    );
    hover(&mut h, "Node start");
    assert!(
        h.query_by_label("start").is_some(),
        "an inner node: its name"
    );
    assert!(h.query_by_label("a-gives-up\nW1").is_none(), "gone");
    // Example 2-2 in a 1440 x 900 window draws its long labels at 14 pt or
    // more: no tooltip.
    let mut h = board("seed-003-example-2-2.ron", 1440.0, 900.0);
    hover(&mut h, "Node B1");
    assert!(
        h.query(By::new().label_contains("need not be explored"))
            .is_none(),
        "a drawn label is not repeated in a tooltip"
    );
}

#[test]
fn the_attractor_graph_goes_across_a_narrow_panel() {
    let mut h = board("seed-003-chomp-3x2-graph.ron", 1024.0, 768.0);
    h.state_mut().command(Command::ShowPanel(Panel::Attractors));
    let start = std::time::Instant::now();
    h.step();
    while h.state().studio.attractors.is_busy() {
        assert!(start.elapsed().as_secs() < 30, "no solution");
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.run();
    assert!(h.state().studio.attractors.solution().is_some());
    // The graph across the panel (wide enough for its names), the levels
    // under it rather than beside it.
    let levels = h.get_by_label("Attractor levels").rect();
    let lowest = h
        .query_all(By::new().label_contains("Node "))
        .map(|n| n.rect())
        .fold(egui::Rect::NOTHING, |a, b| a.union(b));
    assert!(
        lowest.bottom() < levels.top(),
        "{lowest:?} above {levels:?}"
    );
    // Across the panel: over the levels, not in a column beside them (the
    // layout is `draw`'s, scaled: as wide as its shape allows in the height
    // it is given).
    assert!(
        lowest.left() < levels.right() && levels.left() < lowest.right(),
        "across the panel: {lowest:?} over {levels:?}"
    );
    // The names are drawn, the long labels (the Chomp boards) are hovered.
    assert!(h.query(By::new().label_contains("P# ## ##")).is_none());
    hover(&mut h, "Node 222/0");
    assert!(h.query(By::new().label_contains("P# ## ##")).is_some());
}

fn example_2_2(aspect: f32) -> Arc<Layout> {
    let arena = load(Path::new(&arena_path("seed-003-example-2-2.ron"))).unwrap();
    Arc::new(layout_for(&spec(&arena), aspect))
}

#[test]
fn the_tokens_ring_moves_a_one_letter_label_clear() {
    // The root R of example 2-2 drawn at scale 1: its label starts 4 points
    // right of its 28-point box, inside the ring (1.3 radii, 3 points wide).
    let drawn = example_2_2(1.5);
    let root = &drawn.nodes[0];
    assert_eq!(root.lines, ["R"]);
    let x = (root.node_box[0] + root.node_box[2]) / 2.0;
    let radius = (root.node_box[2] - root.node_box[0]) / 2.0;
    let reach = radius * 1.3 + 1.5 + 2.0;
    let span = [root.label_box[0], root.label_box[2]];
    assert!(span[0] < x + reach, "the ring would cross the label");
    let moved = clear_of_ring(span, x, reach);
    assert!((span[0] + moved - (x + reach)).abs() < 1e-4, "just clear");
    // Already clear: not moved; with no ring: not moved.
    assert_eq!(
        clear_of_ring([x + reach + 1.0, x + reach + 8.0], x, reach),
        0.0
    );
    assert_eq!(clear_of_ring(span, x, 0.0), 0.0);
    // A flipped board (the label on the left) moves it left.
    let left = [x - reach + 2.0 - 7.0, x - reach + 2.0];
    assert!((clear_of_ring(left, x, reach) + 2.0).abs() < 1e-4);
}

#[test]
fn readable_labels_copy_nothing_at_any_scale() {
    let arena = load(Path::new(&arena_path("seed-003-example-2-2.ron"))).unwrap();
    let drawn = example_2_2(0.6);
    let names = |u: usize| arena.nodes[u].name.clone();
    // Made once, when the layout is done (the graph's model does).
    let laid = Labelled::new(drawn.clone(), names);
    let short = laid.names.clone().expect("a small graph has its names");
    for (u, place) in short.nodes.iter().enumerate() {
        assert_eq!(place.lines, [arena.nodes[u].name.clone()]);
    }
    // Scales where the long labels are read, and where only names are: the
    // labels drawn are one of the two layouts made, never a copy.
    let long = Readable::of(&laid, 1.8);
    assert!(!long.names_only && Arc::ptr_eq(&long.layout, &drawn));
    let small = Readable::of(&laid, 0.45);
    assert!(small.names_only && Arc::ptr_eq(&small.layout, &short));
    for r in [&long, &small] {
        assert_eq!(r.label_boxes.len(), drawn.nodes.len());
    }
    // The same as made afresh for one scale.
    assert_eq!(small, Readable::at(&drawn, 0.45, names));
}
