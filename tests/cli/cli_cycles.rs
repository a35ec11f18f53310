//! Crashes and hangs of issue 20 through the real binary, each under a timeout:
//! searches on cyclic arenas and on a 50,000-node chain, `play` on cyclic arenas
//! (the draw rule), MCTS with 4,294,967,295 iterations (refused at once with the
//! range, no abort), and `solve` on a game too large to enumerate.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use crate::common::bin::{self, Ended};
use std::path::PathBuf;
use std::time::Duration;

/// Runs the binary for at most `secs` seconds, killing it then.
fn run_for(args: &[&str], secs: u64) -> Ended {
    bin::run_for(args, "", Duration::from_secs(secs))
}

/// Runs the binary, which must succeed within `secs` seconds; its stdout.
fn finishes(args: &[&str], secs: u64) -> String {
    let e = run_for(args, secs);
    assert_eq!(
        e.code,
        Some(0),
        "{args:?} did not succeed in {secs} s: {}",
        e.stderr
    );
    e.stdout
}

/// The file `name` (unique to the test) in cargo's temporary directory with
/// `text`; the path, and the spec naming it.
fn arena_file(name: &str, text: &str) -> (PathBuf, String) {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cycles-{name}"));
    std::fs::write(&path, text).unwrap();
    let spec = format!("Arena(path: {:?})", path.display().to_string());
    (path, spec)
}

const CYCLIC: &str = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron")"#;
const TWO_NODES: &str = r#"(initial: "a", nodes: [(name: "a", owner: 0, edges: ["b"]),
    (name: "b", owner: 1, edges: ["a"])])"#;

fn json(out: &str) -> serde_json::Value {
    serde_json::from_str(out).expect("one JSON object")
}

#[test]
fn searches_on_cyclic_arenas_end_with_the_solver_value() {
    let (_dir, two) = arena_file(&format!("two-{}.ron", line!()), TWO_NODES);
    for spec in [CYCLIC, two.as_str()] {
        for algo in ["minimax", "minimax-memo", "alphabeta", "negamax"] {
            let out = finishes(&["search", spec, "--algo", algo, "--json"], 60);
            // Both the bundled arena's start and the two-node cycle are in
            // neither attractor (`ludoscope solve`): a value of 0.
            assert_eq!(json(&out)["value"], 0, "{spec} {algo}: {out}");
        }
    }
}

/// A chain of `n` inner nodes, players alternating, ending in a win of player 0.
fn chain(n: usize) -> String {
    common::chain_arena_text(n)
}

#[test]
fn a_50000_node_chain_is_searched_without_overflow() {
    let (_dir, spec) = arena_file("chain.ron", &chain(50_000));
    for algo in ["alphabeta", "minimax", "negamax"] {
        let v = json(&finishes(&["search", &spec, "--algo", algo, "--json"], 120));
        assert_eq!(v["value"].as_i64().map(i64::signum), Some(1), "{algo}: {v}");
        assert_eq!(v["best"], "n1", "{algo}");
    }
}

#[test]
fn agents_search_a_20000_node_chain_without_overflow() {
    // The chain is played out to its end, 20,000 plies, each move searched
    // 100 plies deep (the deepest an agent takes since the input checks).
    let (_dir, spec) = arena_file("chain-20000.ron", &chain(20_000));
    let args = [
        "play",
        &spec,
        "--p0",
        "AlphaBeta(depth: 100)",
        "--p1",
        "Random",
    ];
    let out = finishes(&args, 300);
    assert!(out.contains("mean game length 20000.0 plies"), "{out}");
    assert!(out.contains("player 0 wins"), "{out}");
}

#[test]
fn play_on_a_cyclic_arena_ends_by_the_draw_rule() {
    let (_dir, two) = arena_file(&format!("two-{}.ron", line!()), TWO_NODES);
    for (p0, p1) in [
        ("Random", "Random"),
        ("Mcts(iterations: 10)", "Random"),
        ("IsMcts(iterations: 10)", "Random"),
    ] {
        let out = finishes(&["play", &two, "--p0", p0, "--p1", p1, "--json"], 60);
        let v = json(&out);
        assert_eq!(v["agents"][0]["draws"], 1, "{p0}: {out}");
    }
    // The default draw rule: 1,000 plies.
    let out = finishes(&["play", &two, "--p0", "Random", "--p1", "Random"], 60);
    assert!(out.contains("mean game length 1000.0 plies"), "{out}");
    assert!(out.contains("a draw by the draw rule"), "{out}");
    // Agents that crashed on the bundled arena.
    let out = finishes(
        &[
            "play",
            CYCLIC,
            "--p0",
            "Negamax(millis: 50)",
            "--p1",
            "AlphaBeta(depth: 100)",
        ],
        120,
    );
    assert!(out.contains("1 games of"), "{out}");
}

#[test]
fn an_arena_file_sets_its_draw_limit() {
    let text = TWO_NODES.replace("(initial: \"a\",", "(initial: \"a\", draw_limit: 7,");
    let (_dir, spec) = arena_file("seven.ron", &text);
    let out = finishes(&["play", &spec, "--p0", "Random", "--p1", "Random"], 60);
    assert!(out.contains("mean game length 7.0 plies"), "{out}");
    let (_dir0, zero) = arena_file(
        "zero.ron",
        &TWO_NODES.replace("(initial: \"a\",", "(initial: \"a\", draw_limit: 0,"),
    );
    let e = run_for(&["play", &zero, "--p0", "Random", "--p1", "Random"], 30);
    assert_ne!(e.code, Some(0));
    assert!(e.stderr.contains("draw_limit: 1 to"), "{}", e.stderr);
}

#[test]
fn mcts_with_u32_max_iterations_does_not_abort() {
    // The search refuses them at once with the agent's range (issue 33; it
    // used to run for hours, the tree bounded but not the time).
    let e = run_for(
        &[
            "search",
            "TicTacToe",
            "--algo",
            "mcts",
            "--iterations",
            "4294967295",
        ],
        30,
    );
    assert_eq!(e.code, Some(1), "{}", e.stderr);
    assert!(
        e.stderr.contains("1 to 1000000000 iterations"),
        "{}",
        e.stderr
    );
    // As an agent, so many iterations are refused with their range too (issue
    // 20's input checks), at once and without an abort.
    let e = run_for(
        &[
            "play",
            "TicTacToe",
            "--p0",
            "Mcts(iterations: 4294967295)",
            "--p1",
            "Random",
        ],
        30,
    );
    assert!(
        matches!(e.code, Some(c) if c != 0 && c != 134),
        "{}",
        e.stderr
    );
    assert!(e.stderr.contains("1 to 1000000000"), "{}", e.stderr);
    assert!(!e.stderr.contains("memory allocation"), "{}", e.stderr);
}

#[test]
fn solve_refuses_a_huge_nim_up_front() {
    let heaps = ["255"; 12].join(", ");
    let spec = format!("Nim(heaps: [{heaps}])");
    let e = run_for(&["solve", &spec], 20);
    assert!(matches!(e.code, Some(c) if c != 0), "{}", e.stderr);
    assert!(
        e.stderr.contains("up to about 1.58e29 states"),
        "{}",
        e.stderr
    );
    assert!(e.stderr.contains("--max-states"), "{}", e.stderr);
}

#[test]
fn solve_stops_tablut_with_a_short_draw_limit_before_a_gigabyte() {
    // 5.6 million states of 160 bytes: about a minute, under 1 GiB (it used to
    // climb to 3.4 GB before the 20-million-state limit).
    let e = run_for(&["solve", "Tablut(draw_limit: 8)"], 600);
    assert!(matches!(e.code, Some(c) if c != 0), "{}", e.stderr);
    assert!(
        e.stderr.contains("the solver stops before 1 GiB"),
        "{}",
        e.stderr
    );
    assert!(!e.stderr.contains("panicked"), "{}", e.stderr);
}
