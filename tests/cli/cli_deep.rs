//! Through the real binary, each run under a timeout: `tournament` on a
//! 50,000-node line arena (its players run on threads whose stack fits the
//! game), and the draw limit of an `Arena(path: ..., draw_limit: N)` spec:
//! honoured by `play` and `tournament`, refused out of its range with the range
//! in the message, unknown fields refused.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use crate::common::bin::run_within;
use std::path::PathBuf;
use std::process::Output;
use std::time::Duration;

/// Runs the binary for at most `secs` seconds (killed then: the test fails).
fn run(args: &[&str], secs: u64) -> Output {
    run_within(args, "", Duration::from_secs(secs))
}

/// Stdout of a run that must succeed.
fn succeeds(args: &[&str], secs: u64) -> String {
    let out = run(args, secs);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// Stderr of a run that must fail (with an exit code, not a crash).
fn fails(args: &[&str]) -> String {
    let out = run(args, 60);
    let code = out.status.code();
    assert!(
        matches!(code, Some(c) if c != 0),
        "{args:?} ended with {code:?}"
    );
    String::from_utf8(out.stderr).unwrap()
}

/// The file `name` in cargo's temporary directory with `text`; its path.
fn file(name: &str, text: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("deep-{name}"));
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn arena(path: &str, limit: Option<&str>) -> String {
    match limit {
        Some(n) => format!("Arena(path: {path:?}, draw_limit: {n})"),
        None => format!("Arena(path: {path:?})"),
    }
}

fn json(out: &str) -> serde_json::Value {
    serde_json::from_str(out).expect("one JSON object")
}

/// Row `a`'s score against column `b` in a tournament's JSON.
fn score(v: &serde_json::Value, a: usize, b: usize) -> f64 {
    v["agents"][a]["scores"][b].as_f64().unwrap()
}

/// A 50,000-node line: player 0 moves once (to `n1`), then player 1 follows
/// the line to its end, a win of player 0.
fn long_line(n: usize) -> String {
    let mut nodes = vec![r#"(name: "n0", owner: 0, edges: ["n1"])"#.to_string()];
    nodes.extend((1..n).map(|i| format!("(name: \"n{i}\", owner: 1, edges: [\"n{}\"])", i + 1)));
    nodes.push(format!("(name: \"n{n}\", outcome: Win0)"));
    format!("(initial: \"n0\", nodes: [{}])", nodes.join(",\n"))
}

#[test]
fn a_tournament_on_a_50000_node_line_ends() {
    // Negamax deepens for 3 s on its one move at n0: on this line, deeper than
    // a rayon worker's usual 2 MiB stack holds (it aborted the process before).
    let path = file("line-50000.ron", &long_line(50_000));
    let spec = arena(&path, None);
    let args = [
        "tournament",
        &spec,
        "--agents",
        "Negamax(millis: 3000),Random",
        "--games",
        "1",
        "--json",
    ];
    let v = json(&succeeds(&args, 300));
    assert_eq!(v["games"], 1);
    // Negamax holds seat 0, which wins at the end of the line.
    assert_eq!(score(&v, 0, 1), 1.0, "{v}");
    assert_eq!(score(&v, 1, 0), 0.0, "{v}");
}

const TWO_NODES: &str = r#"(initial: "a", draw_limit: 40, nodes: [
    (name: "a", owner: 0, edges: ["b"]), (name: "b", owner: 1, edges: ["a"])])"#;

#[test]
fn play_takes_the_specs_draw_limit_over_the_files() {
    let path = file("two.ron", TWO_NODES);
    let from_file = succeeds(
        &[
            "play",
            &arena(&path, None),
            "--p0",
            "Random",
            "--p1",
            "Random",
        ],
        60,
    );
    assert!(
        from_file.contains("mean game length 40.0 plies"),
        "{from_file}"
    );
    let spec = arena(&path, Some("7"));
    let out = succeeds(&["play", &spec, "--p0", "Random", "--p1", "Random"], 60);
    assert!(out.contains("mean game length 7.0 plies"), "{out}");
    assert!(out.contains("a draw by the draw rule"), "{out}");
}

#[test]
fn tournament_takes_the_specs_draw_limit() {
    // Seat 0 wins after 10 plies; a draw limit of 5 stops the game before.
    let path = file("chain-10.ron", &common::chain_arena_text(10));
    let agents = ["--agents", "Random,Level(1)", "--games", "1", "--json"];
    let whole = arena(&path, None);
    let v = json(&succeeds(
        &[&["tournament", whole.as_str()][..], &agents].concat(),
        60,
    ));
    assert_eq!(score(&v, 0, 1), 1.0, "{v}");
    let cut = arena(&path, Some("5"));
    let v = json(&succeeds(
        &[&["tournament", cut.as_str()][..], &agents].concat(),
        60,
    ));
    assert_eq!(score(&v, 0, 1), 0.5, "{v}");
    assert_eq!(score(&v, 1, 0), 0.5, "{v}");
}

#[test]
fn a_draw_limit_out_of_range_or_a_misspelt_field_is_refused() {
    let path = file("two-refused.ron", TWO_NODES);
    let play = |spec: &str| fails(&["play", spec, "--p0", "Random", "--p1", "Random"]);
    let zero = play(&arena(&path, Some("0")));
    assert!(
        zero.contains("draw_limit: 1 to 4294967295 plies, not 0"),
        "{zero}"
    );
    let huge = play(&arena(&path, Some("5000000000")));
    assert!(
        huge.contains("draw_limit: 1 to 4294967295 plies, not 5000000000"),
        "{huge}"
    );
    let typo = play(&format!("Arena(path: {path:?}, draw_limt: 5)"));
    assert!(typo.contains("unknown field \"draw_limt\""), "{typo}");
    assert!(
        typo.contains("draw_limit (1 to 4294967295 plies)"),
        "{typo}"
    );
    for e in [zero, huge, typo] {
        assert!(!e.contains("panicked"), "{e}");
    }
}

#[test]
fn the_spec_with_its_draw_limit_is_written_back() {
    // A saved replay names the game with its draw limit, and reads back.
    let path = file("two-saved.ron", TWO_NODES);
    let save = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("deep-saved-replay.ron");
    let _ = std::fs::remove_file(&save);
    let spec = arena(&path, Some("9"));
    let save_arg = save.display().to_string();
    let args = [
        "play", &spec, "--p0", "Random", "--p1", "Random", "--save", &save_arg,
    ];
    succeeds(&args, 60);
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains("draw_limit: 9"), "{text}");
    let shown = succeeds(&["replay", "check", &save_arg], 60);
    assert!(!shown.is_empty());
}
