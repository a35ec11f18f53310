//! The search inspector panel, driven headless through egui_kittest. Index:
//! - `alpha_beta_exercise_step_by_step`: the bundled seed-003 alpha-beta tree,
//!   run from the panel (worker thread), stepped through every event with the
//!   Step button; at each step the node labels (value, window), the pruned
//!   children and the rule line shown equal those of a plain replay of an
//!   independently recorded trace, and the domain state the painter reads too;
//!   Back restores the earlier display; Next cut stops on cuts.
//! - `keyboard_shortcuts_step_over_out_and_cut`: Right, Shift+Right, Up, C,
//!   Home, End, Space.
//! - `trace_files_open_and_export`: a trace saved like `ludoscope search
//!   --trace` opens with its position; a damaged one shows its error; DOT and
//!   RON exports; the strict convention shows more nodes.
//!
//! The Outline, Statistics and Exercise tabs are in `inspector_tabs.rs`.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::inspector::Action;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::inspect::rules::{node_label, rule_line, value_text, window_text};
use ludoscope::inspect::{InspectTrace, Loaded};
use ludoscope::lang::Language;
use ludoscope::search::CutRule;
use ludoscope::search::trace::NO_PARENT;
use ludoscope::search::trace_view::{NodeStatus, replay};
use studio_ui::inspector::{arena, harness, oracle, run, step, wait};

/// What the node widget of `id` is called at step `k` of `t`.
fn expected_label(t: &InspectTrace, k: usize, id: u32) -> String {
    let views = replay(&t.trace, k).unwrap();
    let v = views[id as usize];
    let n = t.trace.node(id).unwrap();
    let name = if n.parent == NO_PARENT {
        "root"
    } else {
        t.action_name(id)
    };
    let role = match n.maximizing() {
        Some(true) => " MAX",
        Some(false) => " MIN",
        None => "",
    };
    let value = if v.status == NodeStatus::Unvisited {
        "not visited".to_string()
    } else {
        node_label(&v)
    };
    format!(
        "Node {name}{role}: {value}, window {}",
        window_text(n.alpha, n.beta)
    )
}

/// Checks everything shown at step `k` against the oracle.
fn check_display(h: &Harness<'_, StudioApp>, t: &InspectTrace, l: &Loaded, k: usize) {
    assert_eq!(step(h), k);
    let views = replay(&t.trace, k).unwrap();
    let ins = &h.state().studio.inspector;
    assert_eq!(
        ins.views(),
        views,
        "the state the painter reads, at step {k}"
    );
    for id in 0..t.trace.node_count() as u32 {
        let label = expected_label(t, k, id);
        let node = h.get_by_label(&label);
        // A leaf not reached yet shows its value (issue 18: predict a cut).
        let n = t.trace.node(id).unwrap();
        let v = &views[id as usize];
        let shown = if v.status == NodeStatus::Unvisited && n.leaf().is_some() {
            value_text(n.value)
        } else {
            node_label(v)
        };
        assert_eq!(node.value().unwrap_or_default(), shown, "{label}");
    }
    // Pruned children appear once their cut has happened, grey, named.
    for (id, v) in views.iter().enumerate() {
        let parent = if id == 0 {
            "root".to_string()
        } else {
            t.action_name(id as u32).to_string()
        };
        for &a in t.trace.cut(v.cut.unwrap_or(usize::MAX)) {
            let label = format!("Pruned {} (cut at {parent})", t.name(a));
            assert!(h.query_by_label(&label).is_some(), "step {k}: {label}");
        }
    }
    let shown_pruned = h.query_all_by_label_contains("Pruned ").count();
    let expected_pruned: usize = views
        .iter()
        .filter_map(|v| v.cut)
        .map(|c| t.trace.cut(c).len())
        .sum();
    assert_eq!(shown_pruned, expected_pruned, "pruned children at step {k}");
    let line = rule_line(l, k, Language::English);
    assert!(
        h.query_by_label(&line).is_some(),
        "rule line at step {k}: {line}"
    );
}

#[test]
fn alpha_beta_exercise_step_by_step() {
    let mut h = harness(arena());
    run(&mut h);
    let t = oracle(CutRule::Seed);
    let shown = Loaded::new(t.clone()).unwrap();
    {
        let l = h.state().studio.inspector.loaded.as_ref().unwrap();
        assert_eq!(l.trace.trace, t.trace, "the panel recorded the same search");
        assert_eq!(l.trace.trace.node_count(), 22);
        assert_eq!(l.trace.trace.cut_count(), 3);
    }
    check_display(&h, &t, &shown, 0);
    // Every event, one click each.
    let mut cut_lines = Vec::new();
    for k in 1..=shown.len() {
        h.get_by_label("Step >").click();
        h.run();
        check_display(&h, &t, &shown, k);
        // The rule line is a cut exactly at the cut events.
        if h.query_by_label_contains("cut: ").is_some() {
            cut_lines.push((k, rule_line(&shown, k, Language::English)));
        }
        // Back restores the earlier display, then forward again.
        if k % 9 == 0 {
            h.get_by_label("< Back").click();
            h.run();
            check_display(&h, &t, &shown, k - 1);
            h.get_by_label("Step >").click();
            h.run();
        }
    }
    // The cut markers and rule lines of the three cuts, in seed 004's words.
    let lines: Vec<&str> = cut_lines.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(
        lines,
        [
            "cut: 0 <= alpha = 0; return at once, 1 child pruned: B2",
            "cut: 2 >= beta = 1; return at once, 1 child pruned: C2b",
            "cut: 3 >= beta = 1; return at once, 1 child pruned: C3c",
        ]
    );
    // At the end: the root's value 1 as the file says, B only bounded.
    assert!(
        h.query_by_label("Node root MAX: 1, window (-∞, +∞)")
            .is_some()
    );
    assert!(
        h.query_by_label("Node B MIN: <= 0, window (0, +∞)")
            .is_some()
    );
    assert!(
        h.query_by_label("return 1: the value of the root")
            .is_some()
    );
    // Next cut from the start stops exactly on each cut event.
    h.get_by_label("|< Restart").click();
    h.run();
    assert_eq!(step(&h), 0);
    for &(k, _) in &cut_lines {
        h.get_by_label("Next cut").click();
        h.run();
        assert_eq!(step(&h), k);
        check_display(&h, &t, &shown, k);
    }
    h.get_by_label("Next cut").click();
    h.run();
    assert_eq!(step(&h), shown.len(), "after the last cut: the end");
}

#[test]
fn keyboard_shortcuts_step_over_out_and_cut() {
    let mut h = harness(arena());
    run(&mut h);
    let t = oracle(CutRule::Seed);
    let shown = Loaded::new(t.clone()).unwrap();
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(step(&h), 2, "Right: one event");
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::ArrowRight);
    h.run();
    let a = shown.current(2).unwrap();
    assert_eq!(t.action_name(a), "A");
    assert_eq!(
        step(&h),
        shown.steps.left_at(a).unwrap(),
        "Shift+Right: A finished"
    );
    check_display(&h, &t, &shown, step(&h));
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(step(&h), shown.steps.left_at(a).unwrap() - 1);
    h.key_press(egui::Key::C);
    h.run();
    assert_eq!(step(&h), shown.steps.cuts()[0], "C: the first cut");
    h.key_press(egui::Key::ArrowUp);
    h.run();
    // Up from inside B1's parent B... finishes the parent of the current node.
    let k = shown.steps.cuts()[0];
    assert_eq!(
        step(&h),
        shown
            .steps
            .target(&t.trace, k, ludoscope::inspect::Move::Out)
    );
    h.key_press(egui::Key::End);
    h.run();
    assert_eq!(step(&h), shown.len());
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(step(&h), 0);
    h.key_press(egui::Key::Space);
    h.step();
    assert!(h.state().studio.inspector.playing, "Space plays");
    h.key_press(egui::Key::Space);
    h.step();
    assert!(!h.state().studio.inspector.playing, "Space pauses");
}

#[test]
fn trace_files_open_and_export() {
    let dir = std::env::temp_dir().join(format!("ludoscope-inspector-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Saved as `ludoscope search ... --trace` saves it: TraceFile RON.
    let t = oracle(CutRule::Strict);
    let path = dir.join("strict.ron");
    t.save(&path).unwrap();
    let mut h = harness(GameSpec::TicTacToe);
    h.state_mut().command(Command::ShowPanel(Panel::Board));
    h.state_mut().command(Command::Open(path.clone()));
    wait(&mut h);
    {
        let s = &h.state().studio;
        assert_eq!(s.message, None);
        assert_eq!(s.settings.panel, Panel::Inspector);
        assert_eq!(
            s.session.spec(),
            arena(),
            "the position it was searched from"
        );
        let l = s.inspector.loaded.as_ref().unwrap();
        // The strict rule does not cut B on the tie 0 <= 0: two more nodes.
        assert_eq!(l.trace.trace.node_count(), 24);
    }
    assert!(
        h.query_by_label_contains("alphabeta (opened from a file)")
            .is_some()
    );
    // Exports.
    let dot = dir.join("tree.dot");
    h.state_mut()
        .command(Command::Inspect(Action::ExportDot(dot.clone())));
    let text = std::fs::read_to_string(&dot).unwrap();
    assert!(
        text.starts_with("digraph search {") && text.contains("B2"),
        "{text}"
    );
    let ron = dir.join("again.ron");
    h.state_mut()
        .command(Command::Inspect(Action::ExportRon(ron.clone())));
    let again = ludoscope::search::trace_file::TraceFile::load(&ron).unwrap();
    assert_eq!(again, t.to_file());
    // A damaged trace: the error dialog names the file and the problem.
    let bad = dir.join("bad.ron");
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replacen("\"A\"", "\"Z9\"", 1);
    std::fs::write(&bad, text).unwrap();
    h.state_mut().command(Command::Open(bad.clone()));
    wait(&mut h);
    let message = h.state().studio.message.clone().unwrap_or_default();
    assert!(
        message.contains("bad.ron") && message.contains("Z9"),
        "{message}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
