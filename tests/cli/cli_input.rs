//! Issue 20 through the real binary: input checks that say what is allowed
//! (unknown fields, ranges, names ignoring case, `Name()`, `--moves`, `c4 solve`
//! on the empty board, long input quoted in one short line), data never lost
//! (`search --trace` kept without `--force`, no temporary file left, stale ones
//! cleaned), files that are not replays (a trace, an arena, a named pipe), a
//! closed standard output, and the engines' readable reports.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::{command as bin, failure, run, stdout as success};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

fn scratch(name: &str) -> PathBuf {
    crate::common::bin::scratch("cli-input", name)
}

#[test]
fn unknown_fields_are_refused_with_the_known_ones() {
    let e = failure(&["perft", "ConnectFour(row: 5, cols: 4)", "--depth", "1"]);
    assert!(e.contains("unknown field \"row\" in ConnectFour"), "{e}");
    assert!(e.contains("rows (4 to 8), cols (4 to 8)"), "{e}");
    let e = failure(&[
        "play",
        "TicTacToe",
        "--p0",
        "Mcts(iteration: 5)",
        "--p1",
        "Random",
    ]);
    assert!(e.contains("unknown field \"iteration\" in Mcts"), "{e}");
    assert!(e.contains("iterations (1 to 1000000000)"), "{e}");
}

#[test]
fn values_out_of_range_name_the_range() {
    let e = failure(&[
        "perft",
        "ConnectFour(rows: 1000000, cols: 4)",
        "--depth",
        "1",
    ]);
    assert!(e.contains("rows: 4 to 8, not 1000000"), "{e}");
    assert!(!e.contains("Integer is out of bounds"), "{e}");
    let cases = [
        ("Level(255)", "0 to 4, not 255"),
        ("Level(9)", "0 to 4, not 9"),
        ("AlphaBeta(depth: 0)", "depth: 1 to 100 plies, not 0"),
        ("Mcts(iterations: 0)", "iterations: 1 to 1000000000, not 0"),
        ("Mcts(iterations: 4294967295)", "not 4294967295"),
        (
            "Negamax(millis: 18446744073709551615)",
            "millis: 1 to 3600000",
        ),
    ];
    for (agent, expected) in cases {
        let e = failure(&["play", "TicTacToe", "--p0", agent, "--p1", "Random"]);
        assert!(e.contains(expected), "{agent}: {e}");
    }
    let e = failure(&[
        "play",
        "TicTacToe",
        "--p0",
        "Random",
        "--p1",
        "Random",
        "--games",
        "0",
    ]);
    assert!(e.contains("1..=1000000"), "{e}");
    // Within the ranges the same agents play.
    let out = success(&[
        "play",
        "TicTacToe",
        "--p0",
        "Level(4)",
        "--p1",
        "mcts(iterations: 10)",
    ]);
    assert!(out.contains("1 games of TicTacToe"), "{out}");
}

#[test]
fn names_ignore_case_and_empty_parentheses_are_accepted() {
    let depths = |spec: &str| {
        let out = success(&["perft", spec, "--depth", "2", "--json"]);
        serde_json::from_str::<serde_json::Value>(&out).unwrap()["depths"].clone()
    };
    let plain = depths("TicTacToe");
    for spec in ["TicTacToe()", "tictactoe", "TICTACTOE( )"] {
        assert_eq!(depths(spec), plain, "{spec}");
    }
    let out = success(&["perft", "connectfour(rows: 4, cols: 4)", "--depth", "1"]);
    assert!(out.contains("ConnectFour(rows: 4, cols: 4)"), "{out}");
    let e = failure(&["perft", "ConectFour", "--depth", "1"]);
    assert!(e.contains("did you mean ConnectFour?"), "{e}");
    let e = failure(&["play", "TicTacToe", "--p0", "Randon", "--p1", "Random"]);
    assert!(e.contains("did you mean Random?"), "{e}");
}

#[test]
fn long_input_is_quoted_in_one_short_line() {
    let spec = format!("ConnectFour(rows: 6, cols: 7, {})", "x".repeat(100_000));
    let e = failure(&["perft", &spec, "--depth", "1"]);
    assert!(e.len() < 1_000, "{} bytes of error", e.len());
    assert!(e.contains('…'), "{e}");
    let agent = format!("Random{}", "(".repeat(60_000));
    let e = failure(&["play", "TicTacToe", "--p0", &agent, "--p1", "Random"]);
    assert!(e.len() < 1_000, "{} bytes of error", e.len());
}

#[test]
fn moves_are_words_and_a_zero_is_not_split() {
    let words = success(&[
        "search",
        "TicTacToe",
        "--moves",
        "5",
        "1",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    let commas = success(&[
        "search",
        "TicTacToe",
        "--moves",
        "5,1",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    let run = success(&[
        "search",
        "TicTacToe",
        "--moves",
        "51",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    let value = |s: &str| serde_json::from_str::<serde_json::Value>(s).unwrap()["pv"].clone();
    assert_eq!(value(&words), value(&commas));
    assert_eq!(value(&words), value(&run));
    // After 5 1 (two moves) the pv has seven plies left at most, not eight.
    assert!(value(&words).as_array().unwrap().len() <= 7);
    let e = failure(&["search", "TicTacToe", "--moves", "10", "--algo", "minimax"]);
    assert!(e.contains("move 1: \"10\""), "{e}");
    assert!(e.contains("1 to 9"), "{e}");
}

fn c4_solve(input: &str, args: &[&str]) -> (String, String, bool) {
    let mut child = bin()
        .args(["c4", "solve"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (text(out.stdout), text(out.stderr), out.status.success())
}

#[test]
fn c4_solve_reads_an_empty_line_as_the_empty_board() {
    let (out, err, ok) = c4_solve("\n-\n", &["--max-nodes", "2000"]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    for line in lines {
        // The nodes searched when the budget stopped the first null-window search.
        assert!(line.starts_with("- stopped 2"), "{line}");
    }
    // A late position is solved within the budget, with its score.
    let (out, err, ok) = c4_solve(
        "35567125554756746421611314164\n",
        &["--max-nodes", "10000000"],
    );
    assert!(ok, "{err}");
    let fields: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(fields[0], "35567125554756746421611314164");
    assert!(fields[1].parse::<i32>().is_ok(), "{out}");
    // With a budget, an early position gets no note about its cost.
    let (_, err, _) = c4_solve("44\n", &["--max-nodes", "1000"]);
    assert!(!err.contains("note:"), "{err}");
}

#[test]
fn replay_show_says_what_a_trace_or_an_arena_is() {
    let dir = scratch("show");
    let trace = dir.join("t.ron");
    let t = trace.to_str().unwrap();
    success(&[
        "search",
        "TicTacToe",
        "--moves",
        "5",
        "--algo",
        "alphabeta",
        "--trace",
        t,
    ]);
    let e = failure(&["replay", "show", t]);
    assert!(e.contains("this is a search trace, not a replay"), "{e}");
    assert!(e.contains("studio --open"), "{e}");
    let e = failure(&["replay", "show", "assets/arenas/seed-003-alpha-beta.ron"]);
    assert!(e.contains("this is an arena"), "{e}");
    assert!(
        e.contains("Arena(path: \"assets/arenas/seed-003-alpha-beta.ron\")"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_trace_never_replaces_a_file_without_force() {
    let dir = scratch("force");
    let path = dir.join("kept.ron");
    let p = path.to_str().unwrap();
    std::fs::write(&path, "a saved replay").unwrap();
    let e = failure(&[
        "search",
        "TicTacToe",
        "--moves",
        "5",
        "--algo",
        "alphabeta",
        "--trace",
        p,
    ]);
    assert!(e.contains("already exists: add --force"), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "a saved replay");
    // Stale temporary files of ours (a dead process's, an older version's) go
    // at the next save; the save leaves none of its own.
    std::fs::write(dir.join(".kept.ron.4000000000.0.tmp"), "stale").unwrap();
    std::fs::write(dir.join("kept.ron.tmp"), "stale").unwrap();
    std::fs::write(dir.join("other.tmp"), "not ours").unwrap();
    success(&[
        "search",
        "TicTacToe",
        "--moves",
        "5",
        "--algo",
        "alphabeta",
        "--trace",
        p,
        "--force",
    ]);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("algorithm")
    );
    assert_eq!(files_in(&dir), ["kept.ron", "other.tmp"]);
    // The engines' traces obey the same rule.
    let e = failure(&[
        "search",
        "TicTacToe",
        "--algo",
        "mcts",
        "--iterations",
        "50",
        "--trace",
        p,
    ]);
    assert!(e.contains("already exists"), "{e}");
    let e = failure(&["search", "TicTacToe", "--algo", "alphabeta", "--force"]);
    assert!(e.contains("--force goes with --trace"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `args`, killing it after 60 s: a hang fails the test instead of blocking it.
fn run_bounded(args: &[&str]) -> Output {
    crate::common::bin::run_within(args, "", Duration::from_secs(60))
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_not_waited_on() {
    let dir = scratch("fifo");
    let fifo = dir.join("pipe.ron");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("no mkfifo here: skipped");
        return;
    }
    let f = fifo.to_str().unwrap();
    let arena = format!("Arena(path: \"{f}\")");
    for args in [
        vec!["replay", "show", f],
        vec!["replay", "check", f],
        vec!["solve", arena.as_str()],
        vec![
            "search",
            arena.as_str(),
            "--algo",
            "alphabeta",
            "--depth",
            "2",
        ],
    ] {
        let out = run_bounded(&args);
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(
            e.contains("named pipe (FIFO), not a regular file"),
            "{args:?}: {e}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_closed_standard_output_ends_quietly() {
    let mut child = bin()
        .args(["solve", "TicTacToe"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away before anything is written (as `| head -0` would).
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(!e.contains("panicked"), "{e}");
    assert!(out.status.success(), "{e}");
}

#[test]
fn the_engines_reports_are_readable() {
    let out = success(&["search", "Pig", "--algo", "expectiminimax", "--depth", "2"]);
    assert!(
        out.contains("value:   16.3056 (player 0's point of view; heuristic)"),
        "{out}"
    );
    assert!(!out.contains("16.30555"), "{out}");
    let json = success(&[
        "search",
        "Pig",
        "--algo",
        "expectiminimax",
        "--depth",
        "2",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(
        (v["value"].as_f64().unwrap() - 16.305_555).abs() < 1e-4,
        "{json}"
    );
    let out = success(&[
        "search",
        "TicTacToe",
        "--algo",
        "mcts",
        "--iterations",
        "300",
    ]);
    assert!(out.contains("moves:   by visits"), "{out}");
    assert!(!out.contains("[{"), "{out}");
    let out = success(&["search", "KuhnPoker", "--algo", "cfr", "--iterations", "50"]);
    assert!(out.contains("value:   player 0 "), "{out}");
    assert!(out.contains("exploitability: "), "{out}");
    let out = success(&[
        "search",
        "ConnectFour",
        "--moves",
        "4444",
        "--algo",
        "negamax",
        "--depth",
        "4",
    ]);
    assert!(out.contains("depth:   4 plies"), "{out}");
    assert!(out.contains("scale:   win distance"), "{out}");
}

#[test]
fn a_budget_stops_a_search_and_says_so() {
    let out = run(&[
        "search",
        "ConnectFour",
        "--algo",
        "minimax",
        "--max-nodes",
        "20000",
    ]);
    let (text, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "{err}");
    assert!(
        text.contains("stopped: the budget (--max-nodes 20000) ran out after 20000 nodes"),
        "{text}"
    );
    assert!(
        text.contains("the answer below is the best so far"),
        "{text}"
    );
    assert!(!err.contains("note:"), "a budget was given: {err}");
    let json = success(&[
        "search",
        "ConnectFour",
        "--algo",
        "alphabeta",
        "--millis",
        "50",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["stopped"], true, "{json}");
    assert!(v["completed_depth"].as_u64().is_some(), "{json}");
    // Within the budget the answer is the search's own.
    let plain = success(&["search", "TicTacToe", "--algo", "minimax", "--json"]);
    let budgeted = success(&[
        "search",
        "TicTacToe",
        "--algo",
        "minimax",
        "--max-nodes",
        "10000000",
        "--json",
    ]);
    let field = |s: &str, k: &str| serde_json::from_str::<serde_json::Value>(s).unwrap()[k].clone();
    for key in ["value", "best", "pv", "nodes"] {
        assert_eq!(field(&plain, key), field(&budgeted, key), "{key}");
    }
    assert!(field(&budgeted, "stopped").is_null());
    let e = failure(&["search", "KuhnPoker", "--algo", "cfr", "--max-nodes", "10"]);
    assert!(
        e.contains("--max-nodes does not apply to --algo cfr"),
        "{e}"
    );
}

#[test]
fn a_search_known_to_be_huge_says_so_up_front() {
    use std::io::BufRead;
    let mut child = bin()
        .args(["search", "ConnectFour", "--algo", "minimax"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        first.starts_with("note: minimax to the end of ConnectFour"),
        "{first}"
    );
    assert!(first.contains("--max-nodes"), "{first}");
}
