//! The inspector tool widgets (`ludoscope::app::inspector_tools`) drawn headless
//! with egui_kittest on real traces, each on its own. Index:
//! - `outline_shows_rows_collapses_and_finds`: the outline of seed 003's
//!   alpha-beta exercise tree: row labels, cut markers, collapse, search by path
//!   and by cut, a click selects
//! - `outline_of_a_large_trace_opens_collapsed`: 960,800 nodes, rows by depth
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::inspector_tools::outline::{self, OutlineState, SearchKind};
use ludoscope::app::inspector_tools::stats::{self, StatsState};
use ludoscope::engine::Game;
use ludoscope::games::Arena;
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta};

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

struct OutlineApp {
    state: OutlineState,
    trace: Trace<u32>,
    arena: Arena,
    picked: Option<u32>,
}

fn outline_harness(app: OutlineApp) -> Harness<'static, OutlineApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 700.0))
        .build_ui_state(
            |ui, app: &mut OutlineApp| {
                let arena = app.arena.clone();
                let name = move |a: u32| arena.name(a).to_string();
                if let Some(id) = outline::show(ui, &mut app.state, &app.trace, &name) {
                    app.picked = Some(id);
                }
            },
            app,
        );
    h.run();
    h
}

fn node_named(h: &Harness<'_, OutlineApp>, path: &[&str]) -> u32 {
    let app = h.state();
    (0..app.trace.node_count() as u32)
        .find(|&id| {
            let line: Vec<&str> = app
                .trace
                .line_to(id)
                .iter()
                .map(|&a| app.arena.name(a))
                .collect();
            line == path
        })
        .unwrap()
}

#[test]
fn outline_shows_rows_collapses_and_finds() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let trace = exercise_trace(&arena);
    // R, A, A1 + 2 leaves, A2 + 3, B, B1 + 2, C, C1 + 2, C2 + 1, C3 + 2.
    assert_eq!(trace.node_count(), 22);
    let app = OutlineApp {
        state: OutlineState::default(),
        trace,
        arena,
        picked: None,
    };
    let mut h = outline_harness(app);
    assert_eq!(h.state().state.visible_rows(), 22);
    // The root: max, infinite window, exact value 1 (seed 003 Exercise 2.3 says R = 1).
    let root = h.get_by_label_contains("root");
    let text = root.accesskit_node().label().unwrap();
    assert!(
        text.contains("max") && text.contains("(-inf, +inf)") && text.ends_with("= 1"),
        "{text}"
    );
    // B is entered with alpha = 0; B1 starts from a = 0, its leaves -3 and -2 do
    // not raise it, so B1 returns 0 and B cuts at once (0 <= alpha = 0): "<= 0".
    let b = h.get_by_label_contains("B      min");
    let text = b.accesskit_node().label().unwrap();
    assert!(
        text.contains("(0, +inf)") && text.ends_with("<= 0"),
        "{text}"
    );
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
    let trace = ludoscope::app::inspector_tools::bench::million_node_trace();
    // 1 + 7 + ... + 7^7 nodes, less one child for each of the 7 lines that fill a column in 6 plies.
    assert_eq!(trace.node_count(), 960_793);
    let mut state = OutlineState::default();
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 700.0))
        .build_ui(move |ui| {
            let name = |a: u8| (a + 1).to_string();
            outline::show(ui, &mut state, &trace, &name);
        });
    h.run();
    // Root, its 7 children and 49 grandchildren: the row count says so.
    assert!(h.query_by_label("57 rows, 960793 nodes").is_some());
    // Only the rows on screen are laid out.
    let laid_out = h.query_all_by_label_contains("(-inf, +inf)").count();
    assert!((10..57).contains(&laid_out), "{laid_out} rows laid out");
}

#[test]
fn stats_count_per_depth_and_compare() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let trace = exercise_trace(&arena);
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 1400.0))
        .build_ui_state(
            move |ui, state: &mut StatsState| {
                stats::show(ui, state, &trace, &|a: u32| a.to_string());
            },
            StatsState::default(),
        );
    h.run();
    // Seed 003's exercise by hand: B2 never entered, 12 of 16 leaves, cuts at B, C2, C3.
    for line in [
        "depth 0: 1 nodes, 0 cuts, 0 leaves",
        "depth 1: 3 nodes, 1 cuts, 0 leaves",
        "depth 2: 6 nodes, 2 cuts, 0 leaves",
        "depth 3: 12 nodes, 0 cuts, 12 leaves",
        "total: 22 nodes, 3 cuts, 12 leaves",
    ] {
        assert!(h.query_by_label(line).is_some(), "{line}");
    }
    assert!(!h.state().log_scale, "small counts are drawn as they are");
    let ctx = h.ctx.clone();
    h.state_mut()
        .start_comparison(&ctx, arena.clone(), arena.initial_state(), 64);
    let start = std::time::Instant::now();
    while h.state().computing() && start.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run();
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
