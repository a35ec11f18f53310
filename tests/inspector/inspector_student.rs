//! A student's trace checked in the search inspector (issue 31): after the
//! search of seed 003's Exercise 2.3 tree, "Check a student's trace…" reads a
//! trace written by the Python example (`python/examples/student_alphabeta.py`,
//! system `python3`, standard library only): the report says it agrees; with a
//! planted mistake (a leaf's value changed, a missed cut, a child never
//! visited) the report names the node, the student's own tree is drawn beside
//! the reference's, every student's node named with its value, its window and
//! whether it agrees, and the first divergence is ringed in both trees, named
//! so for a screen reader; a node clicked in one tree is selected in the
//! other; the texts are French in French; an algorithm the check does not
//! know is refused with a message.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::inspector::Action;
use ludoscope::app::settings::{Panel, Settings};
use ludoscope::app::shell::StudioApp;
use ludoscope::inspect::{Algorithm, Move, SearchSettings};
use ludoscope::lang::Language;
use std::path::PathBuf;
use std::time::Duration;
use studio_ui::inspector::{arena, harness, run, wait};
use studio_ui::{harness_of, settings, step_while, studio};

const RINGED: &str = "where the student's trace first differs";
const STUDENTS: &str = "Student's ";
const AGREES: &str = "agrees with the reference";
const DIFFERS: &str = "differs from the reference";

/// The accessible names that contain `part` (a label's, egui's role of a
/// pruned child, is its value).
fn labels(h: &Harness<'static, StudioApp>, part: &str) -> Vec<String> {
    h.query_all_by_label_contains(part)
        .map(|n| {
            let n = n.accesskit_node();
            n.label()
                .or_else(|| n.value())
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

/// The example's trace, with `edit` applied to its lines.
fn trace(name: &str, edit: impl Fn(String) -> String) -> PathBuf {
    written(name, false, edit)
}

/// The example's trace (cutting on a > beta with `strict`), with `edit`
/// applied to its lines.
fn written(name: &str, strict: bool, edit: impl Fn(String) -> String) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("inspector-student-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    crate::common::bin::student_trace(&path, strict);
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
    // Ringed in both trees: the reference's node and the student's.
    let ringed = labels(&h, RINGED);
    assert_eq!(ringed.len(), 2, "{ringed:?}");
    assert!(ringed.iter().all(|l| l.contains("A1a")), "{ringed:?}");
    assert!(
        ringed.iter().any(|l| l.starts_with("Node A1a")),
        "{ringed:?}"
    );
    assert!(
        ringed.iter().any(|l| l.starts_with(
            "Student's A1a: returns 3, entered with (-∞, +∞); differs from the reference: the reference returns -5"
        )),
        "{ringed:?}"
    );
    h.get_by_label("Close").click();
    h.run();
    assert!(h.query_by_label_contains(RINGED).is_none());
    assert!(h.query_by_label_contains(STUDENTS).is_none(), "closed");
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

#[test]
fn an_agreeing_trace_draws_both_trees_without_a_divergence_mark() {
    let mut h = harness(arena());
    run(&mut h);
    check(&mut h, trace("agree.jsonl", |l| l));
    assert!(
        h.query_by_label("Reference (alpha-beta, seed 004)")
            .is_some()
    );
    assert!(h.query_by_label("Student's trace: agree.jsonl").is_some());
    assert!(h.query_by_label("Student's search tree").is_some());
    // The student's 22 nodes, each agreeing, B2 (pruned) not among them.
    assert_eq!(labels(&h, AGREES).len(), 22, "{:?}", labels(&h, STUDENTS));
    assert!(labels(&h, DIFFERS).is_empty());
    assert!(labels(&h, RINGED).is_empty());
    assert!(labels(&h, "Student's B2").is_empty());
    let c2 = labels(&h, "Student's C2:");
    assert_eq!(
        c2,
        ["Student's C2: returns 2, entered with (0, 1); agrees with the reference"]
    );
}

#[test]
fn a_missed_cut_is_an_extra_child_ringed_in_both_trees() {
    // The strict rule's trace checked under the seed's: B2 and B2a entered.
    let mut h = harness(arena());
    run(&mut h);
    // At the end of the search: the reference's cuts are drawn.
    h.state_mut()
        .command(Command::Inspect(Action::Step(Move::End)));
    h.run();
    check(&mut h, written("missed-cut.jsonl", true, |l| l));
    assert_eq!(h.state().studio.inspector.student.diverged_at(), Some("B2"));
    assert!(
        h.query_by_label("Student's trace: missed-cut.jsonl")
            .is_some()
    );
    assert_eq!(labels(&h, AGREES).len(), 22);
    let differs = labels(&h, DIFFERS);
    assert_eq!(differs.len(), 2, "{differs:?}");
    assert!(differs[0].starts_with("Student's B2: returns 6, entered with (0, 0); differs from the reference: the reference prunes it"), "{differs:?}");
    assert!(
        differs[1].starts_with("Student's B2a: returns 6"),
        "{differs:?}"
    );
    let ringed = labels(&h, RINGED);
    assert_eq!(ringed.len(), 2, "{ringed:?}");
    // In the reference, B2 is a child B's cut prunes.
    assert!(
        ringed.iter().any(|l| l.starts_with("Pruned B2 (cut at B)")),
        "{ringed:?}"
    );
    assert!(
        ringed.iter().any(|l| l.starts_with("Student's B2:")),
        "{ringed:?}"
    );
}

#[test]
fn a_child_the_student_never_visits_is_greyed_in_the_students_tree() {
    // A1b's two lines left out: the student's A1 returns after A1a only.
    let skipped = trace("skipped.jsonl", |l| {
        if l.contains(r#""A1b""#) {
            String::new()
        } else {
            l
        }
    });
    let mut h = harness(arena());
    run(&mut h);
    check(&mut h, skipped);
    assert_eq!(
        h.state().studio.inspector.student.diverged_at(),
        Some("A1b")
    );
    let a1b = labels(&h, "Student's A1b");
    assert_eq!(a1b.len(), 1, "{a1b:?}");
    assert!(
        a1b[0].starts_with("Student's A1b: differs from the reference: not visited by the student (the reference visits it)"),
        "{a1b:?}"
    );
    assert!(a1b[0].ends_with(RINGED), "{a1b:?}");
    let student = &h.state().studio.inspector.student;
    let tree = &student.shown.as_ref().unwrap().report.tree;
    let i = tree.find("A1b").unwrap() as usize;
    assert!(!tree.nodes[i].visited);
}

#[test]
fn a_node_clicked_in_one_tree_is_selected_in_the_other() {
    let mut h = harness(arena());
    run(&mut h);
    check(&mut h, written("select.jsonl", true, |l| l));
    h.get_by_label_contains("Student's A2:").click();
    h.run();
    let ins = &h.state().studio.inspector;
    let l = ins.loaded.as_ref().unwrap();
    let selected = ins.selected.unwrap();
    assert_eq!(l.trace.action_name(selected), "A2");
    let tree = &ins.student.shown.as_ref().unwrap().report.tree;
    assert_eq!(ins.student.selected, tree.find("A2"));
    // The reference's C1 clicked: the student's C1 is selected.
    h.get_by_label_contains("Node C1 ").click();
    h.run();
    let ins = &h.state().studio.inspector;
    let tree = &ins.student.shown.as_ref().unwrap().report.tree;
    assert_eq!(ins.student.selected, tree.find("C1"));
    // The student's B2, which the reference prunes: no reference node.
    h.get_by_label_contains("Student's B2:").click();
    h.run();
    let ins = &h.state().studio.inspector;
    assert_eq!(ins.selected, None);
    let tree = &ins.student.shown.as_ref().unwrap().report.tree;
    assert_eq!(ins.student.selected, tree.find("B2"));
}

#[test]
fn the_students_tree_is_titled_and_named_in_french() {
    let french = Settings {
        language: Language::French,
        ..settings(arena(), Panel::Inspector)
    };
    let mut h = harness_of(studio(french), 1280.0, 800.0);
    h.step();
    h.get_by_label("Lancer").click();
    wait(&mut h);
    let wrong = trace("faux.jsonl", |l| {
        l.replace(
            r#"{"leave": "A1a", "value": -5}"#,
            r#"{"leave": "A1a", "value": 3}"#,
        )
    });
    check(&mut h, wrong);
    assert!(
        h.query_by_label("Référence (alpha-bêta, fiche 004)")
            .is_some()
    );
    assert!(
        h.query_by_label("Trace de l'élève\u{a0}: faux.jsonl")
            .is_some()
    );
    let a1a = labels(&h, "A1a de l'élève");
    assert_eq!(a1a.len(), 1, "{a1a:?}");
    assert!(
        a1a[0].starts_with("A1a de l'élève\u{a0}: renvoie 3, entré avec (-∞, +∞)\u{a0}; diffère de la référence\u{a0}: la référence renvoie -5"),
        "{a1a:?}"
    );
    assert_eq!(labels(&h, "conforme à la référence").len(), 21);
}
