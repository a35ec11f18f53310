//! The inspector's tabs (`ludoscope::app::inspector`: outline, statistics,
//! exercise) drawn headless with egui_kittest on real traces, each on its own:
//! each frame draws the tab, which only reads its state, then carries out what
//! it asked for, as the inspector does. Index:
//! - `outline_shows_rows_collapses_and_finds`: the outline of seed 003's
//!   alpha-beta exercise tree: row labels, cut markers, collapse, search by path
//!   and by cut, a click selects
//! - `outline_of_a_large_trace_opens_collapsed`: 960,800 nodes, rows by depth
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::inspector::exercise::{self, ExerciseTab, Mode};
use ludoscope::app::inspector::outline::{OutlineTab, SearchKind};
use ludoscope::app::inspector::outline_rows;
use ludoscope::app::inspector::statistics::{self, StatsTab};
use ludoscope::app::task::no_wake;
use ludoscope::engine::Game;
use ludoscope::games::{Arena, Catalogued};
use ludoscope::inspect::exercise::whole::WholeTree;
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

/// Focuses the field named `label` and types `text` into it.
fn type_into<S>(h: &mut Harness<'_, S>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

fn exercise_harness(mut state: ExerciseTab) -> Harness<'static, ExerciseTab> {
    state.start();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1100.0, 1200.0))
        .build_ui_state(
            |ui, state: &mut ExerciseTab| {
                let mut asked = Vec::new();
                exercise::show(ui, state, Default::default(), &mut asked);
                for a in asked {
                    state.apply(a);
                }
            },
            state,
        );
    h.run();
    h
}

#[test]
fn step_exercise_scores_right_and_wrong_answers() {
    let mut h = exercise_harness(ExerciseTab::default());
    // Seed 004: A1a = -5 returns to A1, a max node: a = max(-5, -inf).
    assert!(
        h.query_by_label("A child has returned: what is alpha now at A1?")
            .is_some()
    );
    type_into(&mut h, "Answer", "-5");
    h.get_by_label("Check").click();
    h.run();
    assert!(h.query_by_label("Score: 1 / 1").is_some());
    assert!(h.query_by_label("Right").is_some());
    // Then: does A1 cut now? No (beta is +inf); answering Yes is wrong.
    assert!(h.query_by_label("Does this node cut now: A1?").is_some());
    h.get_by_label("Yes").click();
    h.run();
    assert!(h.query_by_label("Score: 1 / 2").is_some());
    assert!(h.query_by_label("Wrong: Answer No").is_some());
    // The tree so far: the root, A, A1 and its first leaf, with their windows.
    assert!(h.query_by_label_contains("A1a    ").is_some());
    assert!(
        h.query_by_label_contains("B  ").is_none(),
        "B is not entered yet"
    );
    h.get_by_label("Restart").click();
    h.run();
    assert!(h.query_by_label("Score: 0 / 0").is_some());
}

#[test]
fn whole_tree_exercise_lists_mistakes() {
    let mut h = exercise_harness(ExerciseTab::default());
    h.get_by_label("Whole tree").click();
    h.run();
    assert_eq!(h.state().mode, Mode::Whole);
    h.get_by_label("Check").click();
    h.run();
    // An empty sheet: 10 inner nodes visited without a value, 3 pruned edges unticked.
    assert!(h.query_by_label("13 mistakes").is_some());
    assert!(
        h.query_by_label("B B2: this edge is pruned: its parent cuts before it")
            .is_some()
    );
    type_into(&mut h, "Value of root", "1");
    h.get_by_label("Check").click();
    h.run();
    assert!(h.query_by_label("12 mistakes").is_some());

    // The right sheet, from the answer key; then B written as its minimax value.
    let key = {
        let l = h.state().loaded.as_ref().unwrap();
        WholeTree::new(&l.full, &l.pruned).unwrap()
    };
    let right = key.answers();
    {
        let w = &mut h.state_mut().whole;
        w.values = right
            .values
            .iter()
            .map(|v| v.map_or(String::new(), |v| v.to_string()))
            .collect();
        w.pruned = right.pruned.clone();
    }
    h.run();
    h.get_by_label("Check").click();
    h.run();
    assert!(
        h.query_by_label("No mistake: every value and every pruned edge is right.")
            .is_some()
    );
    // B written as its minimax value, -2 (in the field, as if typed over).
    let b = (0..h.state().whole.values.len())
        .find(|&i| {
            h.state().loaded.as_ref().unwrap().full.line_to(i as u32)
                == [h.state().loaded.as_ref().unwrap().arena.id("B").unwrap()]
        })
        .unwrap();
    h.state_mut().whole.values[b] = "-2".into();
    h.run();
    h.get_by_label("Check").click();
    h.run();
    assert!(h.query_by_label("1 mistakes").is_some());
    assert!(
        h.query_by_label("B: -2 written; alpha-beta returns <= 0")
            .is_some()
    );
}

#[test]
fn random_tree_exercise_generates_and_saves() {
    let mut h = exercise_harness(ExerciseTab::default());
    h.get_by_label("Random tree").click();
    h.run();
    let spec = h.state().spec;
    let graph = spec.graph().unwrap();
    let l = h.state().loaded.as_ref().unwrap();
    assert_eq!(l.arena.graph(), &graph);
    assert!(
        l.full.node_count() == graph.nodes.len() && l.pruned.node_count() <= l.full.node_count()
    );
    let path = std::env::temp_dir().join(format!("ludoscope-random-{}.ron", std::process::id()));
    h.state_mut().save_path = path.display().to_string();
    h.run();
    h.get_by_label("Save as arena").click();
    h.run();
    let saved = Arena::load(&path.display().to_string()).unwrap();
    assert_eq!(saved.graph(), &graph);
    std::fs::remove_file(&path).ok();
    // Another seed, another tree.
    h.state_mut().spec.seed += 1;
    h.get_by_label("Generate").click();
    h.run();
    let other = h.state().spec.graph().unwrap();
    assert_eq!(h.state().loaded.as_ref().unwrap().arena.graph(), &other);
    assert_ne!(other, graph);
}
