//! Hostile sizes through the real binary (issue 33), each run under a time
//! limit and an address-space cap (`timeout` and `prlimit --as`): a search to
//! a huge `--depth` on a cyclic arena (a deep stack, or a clear refusal naming
//! `--depth` and its limit), and the bounds on what a command may keep in
//! memory (a picture's pixels, a play's line, perft's distinct states, the
//! memo's table, MCTS's iterations), each met with a message naming the flag
//! or the field and its limit, never an abort.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;
use crate::common::bin::scratch;
use std::process::{Command, Output};

/// The cyclic arena shipped with the examples.
const CYCLIC: &str = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron")"#;

/// Runs the binary with `args` for at most `secs` seconds (then killed) in at
/// most `gib` GiB of address space.
pub fn capped(args: &[&str], secs: u32, gib: u32) -> Output {
    Command::new("timeout")
        .args(["-s", "KILL", &secs.to_string(), "prlimit"])
        .arg(format!("--as={}", u64::from(gib) << 30))
        .arg(env!("CARGO_BIN_EXE_ludoscope"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("timeout and prlimit run")
}

/// The standard output of a capped run that must succeed.
pub fn capped_ok(args: &[&str], secs: u32, gib: u32) -> String {
    let out = capped(args, secs, gib);
    assert!(
        out.status.success(),
        "{args:?} ended with {:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The standard error of a capped run that must fail with exit code 1 (an
/// error, not a crash, a kill or a panic).
pub fn capped_err(args: &[&str], secs: u32, gib: u32) -> String {
    let out = capped(args, secs, gib);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{args:?}: {:?} {err}",
        out.status
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    err
}

/// The value line of a seed search's text report.
fn value_line(text: &str) -> &str {
    text.lines()
        .find(|l| l.starts_with("value:"))
        .expect("a value line")
}

#[test]
fn deep_searches_of_a_cycle_run_on_a_deep_stack() {
    // Each recursive search to 60,000 plies along the arena's cycles: the same
    // value as to 60 plies (the cycles give nothing more), no overflow.
    for algo in [
        "alphabeta",
        "minimax-depth",
        "minimax-memo",
        "expectiminimax",
    ] {
        let deep = capped_ok(
            &["search", CYCLIC, "--algo", algo, "--depth", "60000"],
            60,
            2,
        );
        let short = capped_ok(&["search", CYCLIC, "--algo", algo, "--depth", "60"], 60, 2);
        assert_eq!(value_line(&deep), value_line(&short), "{algo}");
        assert!(
            deep.contains("best:    a") || deep.contains("best: a"),
            "{algo}: {deep}"
        );
    }
}

#[test]
fn a_depth_deeper_than_the_largest_stack_is_refused() {
    for algo in [
        "alphabeta",
        "minimax-depth",
        "minimax-memo",
        "expectiminimax",
    ] {
        let err = capped_err(
            &["search", CYCLIC, "--algo", algo, "--depth", "4000000000"],
            20,
            2,
        );
        assert!(err.contains("--depth 4000000000"), "{err}");
        assert!(err.contains("at most 1046528 plies"), "{err}");
    }
}

#[test]
fn a_draw_limit_in_the_spec_does_not_change_the_deep_search() {
    let spec = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 10)"#;
    let out = capped_ok(
        &["search", spec, "--algo", "alphabeta", "--depth", "60000"],
        60,
        2,
    );
    assert!(out.contains("value:   0"), "{out}");
}

/// An arena file `name` in a fresh scratch folder, its spec.
fn arena_file(name: &str, text: &str) -> String {
    let path = scratch("bounds", name).join(format!("{name}.ron"));
    std::fs::write(&path, text).unwrap();
    format!("Arena(path: {:?})", path.to_str().unwrap())
}

/// A root of player 0 with `k` moves, each to a win of player 0: one wide row.
fn star_arena_text(k: usize) -> String {
    let edges: Vec<String> = (0..k).map(|i| format!("\"l{i}\"")).collect();
    let mut nodes = vec![format!(
        "(name: \"r\", owner: 0, edges: [{}])",
        edges.join(", ")
    )];
    nodes.extend((0..k).map(|i| format!("(name: \"l{i}\", outcome: Win0)")));
    format!("(initial: \"r\", nodes: [{}])", nodes.join(",\n"))
}

#[test]
fn a_png_over_64_megapixels_is_refused_before_drawing() {
    // 3,001 nodes (under the 5,000 drawn by default) in one row: 120 MP.
    let spec = arena_file("star", &star_arena_text(3000));
    let png = scratch("bounds", "star-png").join("star.png");
    let err = capped_err(&["draw", &spec, "--png", png.to_str().unwrap()], 30, 2);
    assert!(
        err.contains("megapixels): --png draws at most 64 megapixels"),
        "{err}"
    );
    assert!(err.contains("--svg OUT.svg"), "{err}");
    assert!(!png.exists(), "no picture is written");
}

#[test]
fn draw_max_nodes_bounds_an_arena_file() {
    let spec = arena_file("chain", &common::chain_arena_text(6000));
    let err = capped_err(&["draw", &spec, "--json"], 30, 2);
    assert!(
        err.contains("the arena has 6001 nodes, more than 5000"),
        "{err}"
    );
    assert!(err.contains("(--max-nodes, up to 100000)"), "{err}");
    let out = capped_ok(&["draw", &spec, "--max-nodes", "7000", "--json"], 60, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["nodes"].as_array().map(Vec::len),
        Some(6001),
        "{out:.300}"
    );
    let err = capped_err(&["draw", &spec, "--max-nodes", "100001", "--json"], 30, 2);
    assert!(
        err.contains("--max-nodes must be from 1 to 100000"),
        "{err}"
    );
}

#[test]
fn a_draw_limit_over_a_million_plies_is_refused_in_play_and_tournament() {
    let long = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 1000001)"#;
    let play = ["play", long, "--p0", "Random", "--p1", "Random"];
    let tournament = [
        "tournament",
        long,
        "--agents",
        "Random,Random",
        "--games",
        "2",
    ];
    for args in [&play[..], &tournament[..]] {
        let err = capped_err(args, 20, 2);
        assert!(err.contains("draw_limit 1000001 is more plies"), "{err}");
        assert!(err.contains("at most 1000000"), "{err}");
        assert!(
            err.contains("give a smaller draw_limit in the spec"),
            "{err}"
        );
    }
    let short = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 1000)"#;
    capped_ok(&["play", short, "--p0", "Random", "--p1", "Random"], 20, 2);
}

#[test]
fn perft_max_states_is_bounded_and_named() {
    let out = capped(
        &["perft", "TicTacToe", "--depth", "3", "--max-states", "0"],
        20,
        2,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("'--max-states <N>'") && err.contains("1..=1000000000"),
        "{err}"
    );
    let text = capped_ok(
        &["perft", "TicTacToe", "--depth", "9", "--max-states", "100"],
        60,
        2,
    );
    assert!(
        text.contains(
            "distinct states not counted past depth 2: depth 3 holds more than 100 (--max-states"
        ),
        "{text}"
    );
    // The sequences are still exact past the bound (9! / 3! at depth 6 ... ).
    assert!(
        text.contains("    9           127872           127872              -"),
        "{text}"
    );
}

#[test]
fn mcts_iterations_are_bounded_with_the_flag_and_the_limit() {
    let err = capped_err(
        &[
            "search",
            "ConnectFour(rows: 6, cols: 7)",
            "--algo",
            "mcts",
            "--iterations",
            "4294967295",
        ],
        10,
        2,
    );
    assert!(err.contains("--iterations 4294967295"), "{err}");
    assert!(err.contains("1 to 1000000000 iterations"), "{err}");
    assert!(err.contains("--millis MS"), "{err}");
    let err = capped_err(
        &["search", "TicTacToe", "--algo", "mcts", "--iterations", "0"],
        10,
        2,
    );
    assert!(
        err.contains("--iterations 0") && err.contains("1 to 1000000000"),
        "{err}"
    );
    // Each traced iteration is kept: a lower bound with --trace.
    let trace = scratch("bounds", "mcts-trace").join("t.ron");
    let traced = [
        "search",
        "TicTacToe",
        "--algo",
        "mcts",
        "--iterations",
        "500001",
        "--trace",
        trace.to_str().unwrap(),
    ];
    let err = capped_err(&traced, 10, 2);
    assert!(err.contains("--iterations 500001 with --trace"), "{err}");
    assert!(
        err.contains("at most 500000 iterations are recorded"),
        "{err}"
    );
    assert!(!trace.exists());
    // 10^9 itself is accepted (and stopped here by the time cap).
    let out = capped(
        &[
            "search",
            "TicTacToe",
            "--algo",
            "mcts",
            "--iterations",
            "1000000000",
        ],
        3,
        2,
    );
    assert_ne!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The default bound (about 1 GiB) fills under a 2 GiB cap without an abort:
/// the map is not doubled past the bound (the doubling holds both maps).
#[test]
fn the_default_memo_fills_under_two_gib_with_a_message() {
    let err = capped_err(
        &[
            "search",
            "ArdRi(step: One, draw_limit: 20)",
            "--algo",
            "minimax-memo",
            "--depth",
            "200",
        ],
        120,
        2,
    );
    assert!(
        err.contains("minimax-memo's table is full at its bound of"),
        "{err}"
    );
    assert!(err.contains("raise --max-memo"), "{err}");
}

#[test]
fn the_minimax_memo_table_is_bounded_with_advice() {
    let memo = |most: &'static str| {
        [
            "search",
            "TicTacToe",
            "--algo",
            "minimax-memo",
            "--max-memo",
            most,
        ]
    };
    // Tic-tac-toe has 5,478 positions, 4,520 of them not final: 100 are too few.
    let err = capped_err(&memo("100"), 20, 2);
    assert!(
        err.contains("minimax-memo's table is full at its bound of 100 positions"),
        "{err}"
    );
    assert!(
        err.contains("search with alphabeta (no table) or to a smaller depth"),
        "{err}"
    );
    assert!(err.contains("raise --max-memo"), "{err}");
    let out = capped_ok(&memo("10000"), 20, 2);
    assert!(out.contains("value:   0 "), "{out}");
    let err = capped_err(
        &[
            "search",
            "TicTacToe",
            "--algo",
            "alphabeta",
            "--max-memo",
            "10",
        ],
        20,
        2,
    );
    assert!(
        err.contains("--max-memo applies to --algo minimax-memo, not --algo alphabeta"),
        "{err}"
    );
}
