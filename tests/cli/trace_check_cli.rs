//! `ludoscope trace check`: a student's trace of seed 003's Exercise 2.3 tree
//! (`assets/arenas/seed-003-alpha-beta.ron`), written by the Python example
//! (system `python3`, stdlib only) and with planted mistakes, each reported at
//! the right node, in English and French, as JSON, with the exit statuses
//! 0 (agree), 1 (divergence), 2 (bad input).

#![allow(clippy::unwrap_used)]

use crate::common::bin::run as ludoscope;
use std::path::PathBuf;

const TREE: &str = "assets/arenas/seed-003-alpha-beta.ron";
const BRACKET: &str =
    "(((-5, 4), (0, -6, -4)), ((-3, -2), (6, -3)), ((-7, 1), (2, -1), (-4, 3, 5)))";

fn dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("trace-check-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The example's trace, with `--strict` when asked.
fn student(strict: bool) -> Vec<String> {
    let path = dir().join(format!("student-{strict}.jsonl"));
    let printed = crate::common::bin::student_trace(&path, strict);
    assert_eq!(printed.trim(), "1");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

fn write(name: &str, lines: &[String]) -> String {
    let path = dir().join(name);
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path.to_str().unwrap().to_string()
}

/// Runs the check; its exit code and JSON report.
fn check(file: &str, rule: &str, extra: &[&str]) -> (i32, serde_json::Value) {
    let mut args = vec![
        "trace",
        "check",
        file,
        "--tree",
        TREE,
        "--algo",
        "alphabeta",
    ];
    args.extend(["--cut-rule", rule, "--json"]);
    args.extend(extra);
    let out = ludoscope(&args);
    let json = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    (out.status.code().unwrap(), json)
}

fn text(file: &str, rule: &str, lang: &str) -> (i32, String) {
    let args = [
        "trace",
        "check",
        file,
        "--tree",
        TREE,
        "--algo",
        "alphabeta",
        "--cut-rule",
        rule,
        "--lang",
        lang,
    ];
    let out = ludoscope(&args);
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into(),
    )
}

fn index(lines: &[String], event: &str) -> usize {
    lines.iter().position(|l| l == event).unwrap()
}

#[test]
fn the_python_example_agrees_under_both_rules_and_with_the_bracket_tree() {
    for (strict, rule) in [(false, "seed"), (true, "strict")] {
        let file = write(&format!("ok-{rule}.jsonl"), &student(strict));
        let (code, j) = check(&file, rule, &[]);
        assert_eq!(code, 0, "{j}");
        assert_eq!(j["agree"], true);
        assert!(j["divergence"].is_null());
        let n = if strict { 24 } else { 22 };
        assert_eq!(j["nodes"]["student"], n);
        assert_eq!(j["nodes"]["reference"], n);
        assert_eq!(j["value"]["reference"], 1);
    }
    let file = write("ok-bracket.jsonl", &student(false));
    let out = ludoscope(&[
        "trace",
        "check",
        &file,
        "--tree",
        BRACKET,
        "--algo",
        "alphabeta",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("agrees"));
    // The seed's trace under the strict rule visits B2: the cut it makes is wrong there.
    let (code, j) = check(&file, "strict", &[]);
    assert_eq!(code, 1);
    assert_eq!(j["divergence"]["kind"], "should_be_visited");
    assert_eq!(j["divergence"]["node"], "B2");
}

#[test]
fn a_missed_cut_is_a_child_that_should_have_been_pruned() {
    // The strict trace checked under the seed rule: B2 is entered.
    let file = write("missed-cut.jsonl", &student(true));
    let (code, j) = check(&file, "seed", &[]);
    assert_eq!(code, 1);
    let d = &j["divergence"];
    assert_eq!(d["kind"], "should_be_pruned");
    assert_eq!(d["node"], "B2");
    assert_eq!(d["parent"], "B");
    assert_eq!(d["expected"], serde_json::json!({"leave": "B", "value": 0}));
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .contains("b = 0 <= alpha = 0")
    );
    let (_, en) = text(&file, "seed", "en");
    assert!(
        en.contains("B2 should have been pruned: at B (MIN), b = 0 <= alpha = 0"),
        "{en}"
    );
    let (_, fr) = text(&file, "seed", "fr");
    assert!(fr.contains("B2 aurait dû être élagué"), "{fr}");
    assert!(
        fr.contains("Nœuds entrés\u{a0}: étudiant 24, référence 22"),
        "{fr}"
    );
}

#[test]
fn a_wrong_window_is_reported_at_its_node_under_both_rules() {
    for (strict, rule) in [(false, "seed"), (true, "strict")] {
        let mut lines = student(strict);
        let at = index(&lines, r#"{"enter": "B", "window": [0, null]}"#);
        lines[at] = r#"{"enter": "B", "window": [null, null]}"#.into();
        let file = write(&format!("window-{rule}.jsonl"), &lines);
        let (code, j) = check(&file, rule, &[]);
        assert_eq!(code, 1);
        let d = &j["divergence"];
        assert_eq!(d["kind"], "window", "{j}");
        assert_eq!(d["node"], "B");
        assert_eq!(d["line"], at + 1);
        assert_eq!(d["expected"]["window"], serde_json::json!([0, null]));
        let (_, fr) = text(&file, rule, "fr");
        assert!(fr.contains("avec la fenêtre (0, +∞)"), "{fr}");
    }
}

#[test]
fn a_value_from_the_wrong_side_is_named() {
    for (strict, rule) in [(false, "seed"), (true, "strict")] {
        let mut lines = student(strict);
        // A (MIN) gets A1 = 4 and A2 = 0: a maximum would return 4.
        let at = index(&lines, r#"{"leave": "A", "value": 0}"#);
        lines[at] = r#"{"leave": "A", "value": 4}"#.into();
        let file = write(&format!("side-{rule}.jsonl"), &lines);
        let (code, j) = check(&file, rule, &[]);
        assert_eq!(code, 1);
        assert_eq!(j["divergence"]["kind"], "wrong_side", "{j}");
        assert_eq!(j["divergence"]["node"], "A");
        assert_eq!(j["divergence"]["side"], "MIN");
        let (_, en) = text(&file, rule, "en");
        assert!(en.contains("a value from the wrong side"), "{en}");
        // Another wrong value is only a value.
        lines[at] = r#"{"leave": "A", "value": 7}"#.into();
        let file = write(&format!("value-{rule}.jsonl"), &lines);
        assert_eq!(check(&file, rule, &[]).1["divergence"]["kind"], "value");
    }
}

#[test]
fn an_extra_node_and_a_missing_node_are_reported_where_they_are() {
    for (strict, rule) in [(false, "seed"), (true, "strict")] {
        let lines = student(strict);
        // A1a visited twice.
        let mut extra = lines.clone();
        let at = index(&lines, r#"{"leave": "A1a", "value": -5}"#) + 1;
        extra.insert(at, r#"{"enter": "A1a", "window": [null, null]}"#.into());
        extra.insert(at + 1, r#"{"leave": "A1a", "value": -5}"#.into());
        let (code, j) = check(&write(&format!("extra-{rule}.jsonl"), &extra), rule, &[]);
        assert_eq!(code, 1);
        assert_eq!(j["divergence"]["kind"], "extra_node", "{j}");
        assert_eq!(j["divergence"]["node"], "A1a");
        assert_eq!(j["divergence"]["line"], at + 1);
        // A1b never entered: the student goes from A1a's leave to A1's leave.
        let mut missing = lines.clone();
        let at = index(&lines, r#"{"enter": "A1b", "window": [-5, null]}"#);
        missing.drain(at..at + 2);
        let (code, j) = check(
            &write(&format!("missing-{rule}.jsonl"), &missing),
            rule,
            &[],
        );
        assert_eq!(code, 1);
        assert_eq!(j["divergence"]["kind"], "should_be_visited", "{j}");
        assert_eq!(j["divergence"]["node"], "A1b");
        // A2 skipped to A2's first child: A2 is missing.
        let mut skipped = lines.clone();
        let at = index(&lines, r#"{"enter": "A2", "window": [null, 4]}"#);
        skipped.remove(at);
        let (_, j) = check(
            &write(&format!("skipped-{rule}.jsonl"), &skipped),
            rule,
            &[],
        );
        assert_eq!(j["divergence"]["kind"], "missing_node", "{j}");
        assert_eq!(j["divergence"]["node"], "A2");
    }
}

#[test]
fn bad_lines_are_refused_with_the_file_and_the_line() {
    let mut lines = student(false);
    lines[6] = r#"{"enter": "A2", "window": [1, 2}"#.into();
    let file = write("bad.jsonl", &lines);
    let out = ludoscope(&[
        "trace",
        "check",
        &file,
        "--tree",
        TREE,
        "--algo",
        "alphabeta",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.jsonl: line 7: not JSON"), "{err}");
    lines[6] = r#"{"enter": "A2"}"#.into();
    let file = write("nowindow.jsonl", &lines);
    let out = ludoscope(&[
        "trace",
        "check",
        &file,
        "--tree",
        TREE,
        "--algo",
        "alphabeta",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 7: entering A2 without a window"));
}

#[test]
fn a_minimax_trace_without_windows_agrees_and_a_mistake_in_it_is_found() {
    // Seed 004's MinMax on ((3, 5), (2, 9)): every node, no window.
    let right = [
        r#"{"enter": "R"}"#,
        r#"{"enter": "A"}"#,
        r#"{"enter": "A1"}"#,
        r#"{"leave": "A1", "value": 3}"#,
        r#"{"enter": "A2"}"#,
        r#"{"leave": "A2", "value": 5}"#,
        r#"{"leave": "A", "value": 3}"#,
        r#"{"enter": "B"}"#,
        r#"{"enter": "B1"}"#,
        r#"{"leave": "B1", "value": 2}"#,
        r#"{"enter": "B2"}"#,
        r#"{"leave": "B2", "value": 9}"#,
        r#"{"leave": "B", "value": 2}"#,
        r#"{"leave": "R", "value": 3}"#,
    ];
    let lines: Vec<String> = right.iter().map(|l| l.to_string()).collect();
    let run = |file: &str| {
        let tree = "((3, 5), (2, 9))";
        let out = ludoscope(&[
            "trace", "check", file, "--tree", tree, "--algo", "minimax", "--json",
        ]);
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code().unwrap(), j)
    };
    let (code, j) = run(&write("minimax-right.jsonl", &lines));
    assert_eq!(code, 0, "{j}");
    // B (MIN) returns the maximum of its children: from the wrong side.
    let mut wrong = lines.clone();
    wrong[12] = r#"{"leave": "B", "value": 9}"#.into();
    let (code, j) = run(&write("minimax-wrong.jsonl", &wrong));
    assert_eq!(code, 1, "{j}");
    assert_eq!(j["divergence"]["node"], "B", "{j}");
    assert_eq!(j["divergence"]["kind"], "wrong_side", "{j}");
    // A pruned-looking trace (B2 skipped) is a missing node for MinMax.
    let mut short = lines;
    short.drain(10..12);
    let (code, j) = run(&write("minimax-short.jsonl", &short));
    assert_eq!(code, 1, "{j}");
    assert_eq!(j["divergence"]["node"], "B2", "{j}");
}
