//! A student's trace checked in the search inspector (issue 31): after the
//! search of seed 003's Exercise 2.3 tree, "Check a student's trace…" reads a
//! trace written by the Python example (`python/examples/student_alphabeta.py`,
//! system `python3`, standard library only): the report says it agrees; with a
//! planted mistake (a leaf's value changed) the report names the node and the
//! node is ringed in the tree, named so for a screen reader; an algorithm the
//! check does not know is refused with a message.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::inspector::Action;
use ludoscope::app::shell::StudioApp;
use ludoscope::inspect::{Algorithm, SearchSettings};
use std::path::PathBuf;
use std::time::Duration;
use studio_ui::inspector::{arena, harness, run};
use studio_ui::step_while;

const RINGED: &str = "where the student's trace first differs";

/// The example's trace, with `edit` applied to its lines.
fn trace(name: &str, edit: impl Fn(String) -> String) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("inspector-student-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let out = std::process::Command::new("python3")
        .arg("python/examples/student_alphabeta.py")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<String> = text.lines().map(|l| edit(l.to_string())).collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}

fn check(h: &mut Harness<'static, StudioApp>, path: PathBuf) {
    h.state_mut()
        .command(Command::Inspect(Action::CheckStudent(path)));
    step_while(h, "the check", Duration::from_secs(20), |h| {
        h.state().studio.inspector.student.is_running()
    });
    h.run();
}

#[test]
fn a_students_trace_is_checked_against_the_tree_and_its_first_mistake_ringed() {
    let mut h = harness(arena());
    run(&mut h);
    assert!(h.query_by_label("Check a student's trace…").is_some());
    check(&mut h, trace("right.jsonl", |l| l));
    assert_eq!(h.state().studio.message, None);
    assert_eq!(h.state().studio.inspector.student.diverged_at(), None);
    assert!(
        h.query_by_label_contains("The trace agrees with alphabeta (seed, infinite)")
            .is_some(),
        "the verdict is shown"
    );
    assert!(h.query_by_label_contains(RINGED).is_none());
    // A1a is a leaf of value -5: the student's code says 3.
    let wrong = trace("wrong.jsonl", |l| {
        l.replace(
            r#"{"leave": "A1a", "value": -5}"#,
            r#"{"leave": "A1a", "value": 3}"#,
        )
    });
    check(&mut h, wrong);
    assert_eq!(
        h.state().studio.inspector.student.diverged_at(),
        Some("A1a")
    );
    assert!(
        h.query_by_label_contains("First divergence at A1a")
            .is_some()
    );
    let ringed: Vec<String> = h
        .query_all_by_label_contains(RINGED)
        .map(|n| n.accesskit_node().label().unwrap_or_default().to_string())
        .collect();
    assert_eq!(ringed.len(), 1, "{ringed:?}");
    assert!(ringed[0].contains("A1a"), "{ringed:?}");
    h.get_by_label("Close").click();
    h.run();
    assert!(h.query_by_label_contains(RINGED).is_none());
}

#[test]
fn a_check_needs_minimax_or_alphabeta() {
    let mut h = harness(arena());
    run(&mut h);
    let negamax = SearchSettings {
        algorithm: Algorithm::Negamax,
        ..SearchSettings::default()
    };
    h.state_mut()
        .command(Command::Inspect(Action::SetSettings(negamax)));
    h.state_mut()
        .command(Command::Inspect(Action::CheckStudent(trace(
            "n.jsonl",
            |l| l,
        ))));
    let message = h.state().studio.message.clone().unwrap_or_default();
    assert!(
        message.contains("checked against minimax or alpha-beta"),
        "{message}"
    );
}
