//! The inspector's tabs (`ludoscope::app::inspector`: outline, statistics;
//! the exercise's are in `inspector_exercise.rs`) drawn headless with egui_kittest on real traces, each on its own:
//! each frame draws the tab, which only reads its state, then carries out what
//! it asked for, as the inspector does. Index:
//! - `outline_shows_rows_collapses_and_finds`: the outline of seed 003's
//!   alpha-beta exercise tree: row labels, cut markers, collapse, search by path
//!   and by cut, a click selects
//! - `outline_of_a_large_trace_opens_collapsed`: 960,800 nodes, rows by depth
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::inspector::outline::{OutlineTab, SearchKind};
use ludoscope::app::inspector::outline_rows;
use ludoscope::app::inspector::statistics::{self, StatsTab};
use ludoscope::app::task::no_wake;
use ludoscope::engine::Game;
use ludoscope::games::{Arena, Catalogued};
use ludoscope::inspect::{Algorithm, InspectTrace, Loaded};
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta};
use studio_ui::inspector::EXERCISE_STATS;

fn bundled(name: &str) -> Arena {
    Arena::load(&format!(
        "{}/assets/arenas/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// Seed 004's alpha-beta on the bundled exercise tree, recorded.
fn exercise_trace(arena: &Arena) -> Trace<u32> {
    let mut t = Trace::new();
    let opts = AlphaBetaOptions {
        depth: Some(64),
        ..Default::default()
    };
    alphabeta(arena, &arena.initial_state(), opts, &mut t).unwrap();
    t
}

/// A recorded search ready to show.
fn loaded<G: Catalogued>(g: &G, algorithm: Algorithm, trace: Trace<G::Action>) -> Loaded {
    let t = InspectTrace::from_typed(g, &[], &g.initial_state(), algorithm, trace).unwrap();
    Loaded::new(t).unwrap()
}

struct OutlineApp {
    state: OutlineTab,
    loaded: Loaded,
    picked: Option<u32>,
}

fn outline_frame(ui: &mut egui::Ui, app: &mut OutlineApp) {
    let mut asked = Vec::new();
    outline_rows::show(ui, &app.state, &app.loaded, Default::default(), &mut asked);
    for a in asked {
        if let Some(id) = app.state.apply(a, &app.loaded) {
            app.picked = Some(id);
        }
    }
}

fn outline_harness(app: OutlineApp) -> Harness<'static, OutlineApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 700.0))
        .build_ui_state(outline_frame, app);
    h.run();
    h
}

fn node_named(h: &Harness<'_, OutlineApp>, path: &[&str]) -> u32 {
    let t = &h.state().loaded.trace;
    (0..t.trace.node_count() as u32)
        .find(|&id| t.line_names(id) == path)
        .unwrap()
}

#[test]
fn outline_shows_rows_collapses_and_finds() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let trace = exercise_trace(&arena);
    // R, A, A1 + 2 leaves, A2 + 3, B, B1 + 2, C, C1 + 2, C2 + 1, C3 + 2.
    assert_eq!(trace.node_count(), 22);
    let loaded = loaded(&arena, Algorithm::AlphaBeta, trace);
    let app = OutlineApp {
        state: OutlineTab::new(&loaded),
        loaded,
        picked: None,
    };
    let mut h = outline_harness(app);
    assert_eq!(h.state().state.visible_rows(), 22);
    // The root: max, infinite window, exact value 1 (seed 003 Exercise 2.3 says R = 1).
    let root = h.get_by_label_contains("root");
    let text = root.accesskit_node().label().unwrap();
    assert!(
        text.contains("max") && text.contains("(-∞, +∞)") && text.ends_with("= 1"),
        "{text}"
    );
    // B is entered with alpha = 0; B1 starts from a = 0, its leaves -3 and -2 do
    // not raise it, so B1 returns 0 and B cuts at once (0 <= alpha = 0): "<= 0".
    let b = h.get_by_label_contains("B      min");
    let text = b.accesskit_node().label().unwrap();
    assert!(text.contains("(0, +∞)") && text.ends_with("<= 0"), "{text}");
    // Three cuts: at B (B2 pruned), C2 (C2b pruned), C3 (C3c pruned), one child each.
    assert_eq!(h.query_all_by_label_contains("CUT (").count(), 3);
    assert_eq!(h.query_all_by_label_contains("(1 pruned)").count(), 3);

    // Collapsing the root leaves one row; expanding brings all back.
    h.get_by_label("Collapse Node 0").click();
    h.run();
    assert_eq!(h.state().state.visible_rows(), 1);
    assert!(h.query_by_label_contains("B      min").is_none());
    h.get_by_label("Expand Node 0").click();
    h.run();
    assert_eq!(h.state().state.visible_rows(), 22);

    // Collapse C, then find C C2 by its action path: C is expanded again.
    let c = node_named(&h, &["C"]);
    h.get_by_label(&format!("Collapse Node {c}")).click();
    h.run();
    assert_eq!(h.state().state.visible_rows(), 22 - 8);
    h.state_mut().state.search_text = "C C2".into();
    h.get_by_label("Find").click();
    h.run();
    let c2 = node_named(&h, &["C", "C2"]);
    assert_eq!(h.state().picked, Some(c2));
    assert_eq!(h.state().state.visible_rows(), 22);
    let text = h
        .get_by_label_contains("C2     max")
        .accesskit_node()
        .label()
        .unwrap();
    assert!(text.contains("(0, 1)") && text.ends_with(">= 2"), "{text}");
    assert!(h.query_by_label_contains("1 / 1 matches").is_some());

    // Search by cut: Next walks B, C2, C3 and wraps.
    h.state_mut().state.search_kind = SearchKind::Cuts;
    h.state_mut().state.selected = None;
    h.run(); // the text field goes: the button moves
    h.get_by_label("Find").click();
    h.run();
    let cut_nodes = [&["B"][..], &["C", "C2"], &["C", "C3"]].map(|p| node_named(&h, p));
    assert_eq!(h.state().picked, Some(cut_nodes[0]));
    for want in [cut_nodes[1], cut_nodes[2], cut_nodes[0]] {
        h.get_by_label("Next").click();
        h.run();
        assert_eq!(h.state().picked, Some(want));
    }
    h.get_by_label("Previous").click();
    h.run();
    assert_eq!(h.state().picked, Some(cut_nodes[2]));

    // A click on a row selects its node.
    h.get_by_label_contains("A1     max").click();
    h.run();
    assert_eq!(h.state().picked, Some(node_named(&h, &["A", "A1"])));
    assert_eq!(h.state().state.selected, h.state().picked);
}

#[test]
fn outline_of_a_large_trace_opens_collapsed() {
    let trace = ludoscope::inspect::bench::million_node_trace();
    // 1 + 7 + ... + 7^7 nodes, less one child for each of the 7 lines that fill a column in 6 plies.
    assert_eq!(trace.node_count(), 960_793);
    let c4 = ludoscope::games::ConnectFour::default();
    let loaded = loaded(&c4, Algorithm::MinimaxDepth, trace);
    let app = OutlineApp {
        state: OutlineTab::new(&loaded),
        loaded,
        picked: None,
    };
    let h = outline_harness(app);
    // Root, its 7 children and 49 grandchildren: the row count says so.
    assert!(h.query_by_label("57 rows, 960793 nodes").is_some());
    // Only the rows on screen are laid out.
    let laid_out = h.query_all_by_label_contains("(-∞, +∞)").count();
    assert!((10..57).contains(&laid_out), "{laid_out} rows laid out");
}

#[test]
fn stats_count_per_depth_and_compare() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let trace = exercise_trace(&arena);
    let l = loaded(&arena, Algorithm::AlphaBeta, trace);
    let frame = |ui: &mut egui::Ui, (tab, l): &mut (StatsTab, Loaded)| {
        let mut asked = Vec::new();
        statistics::show(ui, tab, l, Default::default(), &mut asked);
        for a in asked {
            tab.apply(a, l, &no_wake());
        }
        tab.poll();
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 1400.0))
        .build_ui_state(frame, (StatsTab::default(), l));
    h.run();
    for line in EXERCISE_STATS {
        assert!(h.query_by_label(line).is_some(), "{line}");
    }
    let (tab, l) = h.state();
    assert!(!tab.log(l), "small counts are drawn as they are");
    // The comparison searches to the trace's depth (3, the whole tree).
    h.get_by_label_contains("Compare minimax").click();
    h.step();
    let start = std::time::Instant::now();
    while h.state().0.computing() && start.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
    for line in [
        "minimax (no pruning): 27 nodes, 0 cuts, value 1",
        "alpha-beta: 22 nodes, 3 cuts, value 1",
        "negamax + ordering + TT: 22 nodes, 3 cuts, value 1",
    ] {
        assert!(h.query_by_label(line).is_some(), "{line}");
    }
}
