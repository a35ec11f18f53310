//! Budgets with a best answer so far, progress and size notes (issue 20), through
//! the real binary, each run under a timeout: a budget stop of a seed search
//! gives the deepest completed depth's answer, which is the plain depth-limited
//! search's; within the budget the answer is the plain search's; negamax, MCTS
//! and expectiminimax honour --max-nodes / --millis; no spinner on a pipe;
//! `c4 solve --millis`; the note on a huge request; and the tree-size estimate
//! against an exact count.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::{self, run_within};
use ludoscope::engine::{Actor, Game, Turn};
use ludoscope::games::TicTacToe;
use ludoscope::search::estimate::estimate_tree;
use serde_json::Value as Json;
use std::io::{BufRead, BufReader};
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

/// Runs the binary with `args` (and `input` on stdin), killed after 60 s.
fn run_with(args: &[&str], input: &str) -> Output {
    run_within(args, input, Duration::from_secs(60))
}

/// The standard output of a successful run.
fn success(args: &[&str]) -> String {
    let out = run_with(args, "");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {err}");
    String::from_utf8(out.stdout).unwrap()
}

fn json(args: &[&str]) -> Json {
    let mut all = args.to_vec();
    all.push("--json");
    let text = success(&all);
    serde_json::from_str(&text).unwrap()
}

/// The answer's fields, to compare two searches.
fn answer(v: &Json) -> (Json, Json, Json) {
    (v["value"].clone(), v["best"].clone(), v["pv"].clone())
}

#[test]
fn a_budget_stop_gives_the_deepest_completed_depth() {
    let text = success(&[
        "search",
        "ConnectFour",
        "--algo",
        "minimax",
        "--max-nodes",
        "200000",
    ]);
    assert!(
        text.contains("stopped: the budget (--max-nodes 200000) ran out after 200000 nodes"),
        "{text}"
    );
    assert!(text.contains("the best so far, that of depth "), "{text}");
    assert!(text.contains("\nvalue:   "), "{text}");
    assert!(text.contains("\nbest:    "), "{text}");
    assert!(text.contains("\ndepth:   "), "{text}");
    for (algo, plain_algo) in [("minimax", "minimax-depth"), ("alphabeta", "alphabeta")] {
        let v = json(&[
            "search",
            "ConnectFour",
            "--algo",
            algo,
            "--max-nodes",
            "200000",
        ]);
        assert_eq!(v["stopped"], true, "{v}");
        assert_eq!(v["budget"], "--max-nodes 200000", "{v}");
        assert_eq!(v["nodes_total"], 200_000, "{v}");
        let depth = v["completed_depth"].as_u64().expect("a depth completed");
        assert!(depth >= 2, "{v}");
        assert!(v["best"].is_string() && v["value"].is_i64(), "{v}");
        assert_eq!(v["scale"], "heuristic", "{v}");
        // The best so far is the plain search's to the completed depth.
        let d = depth.to_string();
        let plain = json(&["search", "ConnectFour", "--algo", plain_algo, "--depth", &d]);
        assert_eq!(answer(&v), answer(&plain), "{algo} at depth {d}");
        assert_eq!(v["nodes"], plain["nodes"], "{algo} at depth {d}");
    }
}

#[test]
fn with_depth_the_answer_is_the_last_completed_iteration_up_to_it() {
    let stopped = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "alphabeta",
        "--depth",
        "12",
        "--max-nodes",
        "30000",
    ]);
    assert_eq!(stopped["stopped"], true, "{stopped}");
    let depth = stopped["completed_depth"].as_u64().unwrap();
    assert!((1..12).contains(&depth), "{stopped}");
    let d = depth.to_string();
    let plain = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "alphabeta",
        "--depth",
        &d,
    ]);
    assert_eq!(answer(&stopped), answer(&plain));
    // Within the budget: the search asked for, not stopped.
    let done = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "minimax-memo",
        "--depth",
        "4",
        "--max-nodes",
        "10000000",
    ]);
    let plain = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "minimax-memo",
        "--depth",
        "4",
    ]);
    assert!(done.get("stopped").is_none(), "{done}");
    assert_eq!(done["completed_depth"], 4);
    assert_eq!(answer(&done), answer(&plain));
    assert_eq!(done["nodes"], plain["nodes"]);
}

#[test]
fn within_the_budget_the_answer_is_the_plain_search() {
    let arena = "Arena(path: \"assets/arenas/seed-003-example-2-2.ron\")";
    let cyclic = "Arena(path: \"assets/arenas/cyclic-infinite-play.ron\")";
    for (game, algo) in [
        ("TicTacToe", "minimax"),
        ("TicTacToe", "alphabeta"),
        ("TicTacToe", "minimax-memo"),
        ("Nim(heaps: [2, 3])", "alphabeta"),
        (arena, "alphabeta"),
        (arena, "minimax"),
        // A cycle: the searches to a depth never see the end, the search to
        // the end scores the repetition; it is tried first.
        (cyclic, "minimax"),
        (cyclic, "alphabeta"),
    ] {
        let plain = json(&["search", game, "--algo", algo]);
        let budgeted = json(&["search", game, "--algo", algo, "--max-nodes", "100000000"]);
        assert_eq!(answer(&budgeted), answer(&plain), "{game} {algo}");
        for key in ["nodes", "leaves", "cuts", "scale"] {
            assert_eq!(budgeted[key], plain[key], "{game} {algo} {key}");
        }
        assert!(budgeted.get("stopped").is_none(), "{budgeted}");
        assert!(
            budgeted["completed_depth"].is_null(),
            "to the end: {budgeted}"
        );
        assert!(budgeted["nodes_total"].as_u64() >= plain["nodes"].as_u64());
    }
    let text = success(&[
        "search",
        "TicTacToe",
        "--algo",
        "alphabeta",
        "--millis",
        "600000",
    ]);
    assert!(
        text.contains("budget:  --millis 600000 was enough"),
        "{text}"
    );
}

#[test]
fn too_small_a_budget_has_no_answer_and_says_so() {
    let v = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "alphabeta",
        "--max-nodes",
        "3",
    ]);
    assert_eq!(v["stopped"], true);
    assert!(
        v["value"].is_null() && v["best"].is_null() && v["pv"].is_null(),
        "{v}"
    );
    assert!(v["completed_depth"].is_null(), "{v}");
    let text = success(&[
        "search",
        "ConnectFour",
        "--algo",
        "minimax",
        "--max-nodes",
        "3",
    ]);
    assert!(text.contains("before depth 1 finished"), "{text}");
    assert!(!text.contains("value:"), "{text}");
}

#[test]
fn negamax_and_expectiminimax_stop_with_the_deepest_depth() {
    let v = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "negamax",
        "--max-nodes",
        "50000",
    ]);
    assert_eq!(v["stopped"], true, "{v}");
    let depth = v["completed_depth"].as_u64().unwrap();
    assert!(depth >= 2 && v["depth"] == depth, "{v}");
    let d = depth.to_string();
    let plain = json(&["search", "ConnectFour", "--algo", "negamax", "--depth", &d]);
    assert_eq!(answer(&v), answer(&plain), "negamax at depth {d}");

    let nim = "Nim(heaps: [3, 4, 5])";
    let v = json(&[
        "search",
        nim,
        "--algo",
        "expectiminimax",
        "--depth",
        "9",
        "--max-nodes",
        "3000",
    ]);
    assert_eq!(v["stopped"], true, "{v}");
    assert_eq!(v["nodes_total"], 3000, "{v}");
    let d = v["completed_depth"].as_u64().unwrap().to_string();
    let plain = json(&["search", nim, "--algo", "expectiminimax", "--depth", &d]);
    assert_eq!(
        (&v["value"], &v["best"], &v["nodes"]),
        (&plain["value"], &plain["best"], &plain["nodes"])
    );
    let text = success(&[
        "search",
        "ConnectFour",
        "--algo",
        "negamax",
        "--millis",
        "200",
    ]);
    assert!(
        text.contains("stopped: the budget (--millis 200) ran out"),
        "{text}"
    );
    assert!(text.contains("the deepest search completed"), "{text}");
}

#[test]
fn mcts_under_millis_stops_and_reports_the_best_move_so_far() {
    let start = Instant::now();
    let v = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "mcts",
        "--iterations",
        "1000000000",
        "--millis",
        "200",
    ]);
    assert!(
        start.elapsed() < Duration::from_secs(50),
        "the budget stopped it"
    );
    assert_eq!(v["stopped"], true, "{v}");
    let iterations = v["iterations"].as_u64().unwrap();
    assert!(iterations > 0 && iterations < 1_000_000_000, "{v}");
    let actions = v["actions"].as_array().unwrap();
    let visits: Vec<u64> = actions
        .iter()
        .map(|a| a["visits"].as_u64().unwrap())
        .collect();
    assert!(visits.iter().sum::<u64>() <= iterations, "{v}");
    let most = actions.iter().max_by_key(|a| a["visits"].as_u64()).unwrap();
    assert_eq!(most["action"], v["best"], "{v}");
    // --max-nodes counts the nodes of the iterations' paths.
    let v = json(&[
        "search",
        "ConnectFour",
        "--algo",
        "mcts",
        "--max-nodes",
        "5000",
    ]);
    assert_eq!(v["stopped"], true, "{v}");
    let iterations = v["iterations"].as_u64().unwrap();
    assert!(iterations < 5000 && iterations > 100, "{v}");
    let text = success(&[
        "search",
        "ConnectFour",
        "--algo",
        "mcts",
        "--iterations",
        "1000000000",
        "--millis",
        "100",
    ]);
    assert!(text.contains("ran out after "), "{text}");
    assert!(
        text.contains(" iterations: the answer below is the best so far"),
        "{text}"
    );
}

#[test]
fn no_spinner_on_a_pipe() {
    for algo in ["alphabeta", "negamax", "mcts"] {
        let mut args = vec!["search", "ConnectFour", "--algo", algo, "--millis", "300"];
        if algo == "mcts" {
            args.extend(["--iterations", "100000000"]);
        }
        let out = run_with(&args, "");
        assert!(out.status.success());
        assert!(String::from_utf8(out.stdout).unwrap().contains("stopped"));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.is_empty(),
            "{algo}: stderr is a pipe, nothing drawn: {err}"
        );
    }
}

#[test]
fn c4_solve_takes_millis_and_says_stopped() {
    let out = run_with(&["c4", "solve", "--millis", "100"], "44\n");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let fields: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(fields[..2], ["44", "stopped"], "{text}");
    let nodes: u64 = fields[2].parse().unwrap();
    assert!(nodes > 1000, "the nodes searched: {text}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.is_empty(),
        "a budget: no note, no spinner on a pipe: {err}"
    );
    // A late position is solved within the time, with its score.
    let out = run_with(
        &["c4", "solve", "--millis", "10000"],
        "35567125554756746421611314164\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let fields: Vec<&str> = text.split_whitespace().collect();
    assert!(fields[1].parse::<i32>().is_ok(), "{text}");
    // With a budget, an early position gets no note.
    let out = run_with(&["c4", "solve", "--max-nodes", "5000"], "4\n");
    assert!(out.stderr.is_empty(), "a budget was given");
    let out = run_with(&["c4", "solve", "--millis", "0"], "");
    assert!(!out.status.success(), "0 ms is refused");
}

#[test]
fn a_huge_request_says_its_estimated_size_up_front() {
    let mut child = bin::command()
        .args([
            "search",
            "ConnectFour",
            "--algo",
            "alphabeta",
            "--depth",
            "14",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        first.starts_with("note: alphabeta to depth 14 of ConnectFour"),
        "{first}"
    );
    assert!(first.contains("about 10^"), "{first}");
    assert!(
        first.contains("--max-nodes") && first.contains("--millis"),
        "{first}"
    );
    // A small request says nothing.
    let out = run_with(&["search", "TicTacToe", "--algo", "minimax"], "");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // CFR keeps its own options.
    let out = run_with(
        &["search", "KuhnPoker", "--algo", "cfr", "--max-nodes", "10"],
        "",
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--iterations"));
}

/// The exact number of nodes of `g`'s tree from `s` to `depth` plies (the
/// oracle of the estimate).
fn count<G: Game>(g: &G, s: &G::State, depth: u32) -> u64 {
    let Turn::Player(p) = g.turn(s) else {
        return 1;
    };
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    g.legal_actions(s, p, &mut moves);
    let mut n = 1;
    for a in moves {
        let mut c = s.clone();
        g.play(&mut c, Actor::Player(p), a);
        n += count(g, &c, depth - 1);
    }
    n
}

#[test]
fn the_tree_estimate_matches_an_exact_count() {
    let g = TicTacToe;
    let root = g.initial_state();
    // Every node of a depth has as many children up to 4 plies: exact.
    for depth in 0..=4 {
        let e = estimate_tree(&g, &root, Some(depth), 50, 1);
        assert_eq!(e.nodes, count(&g, &root, depth) as f64, "depth {depth}");
        assert!(!e.cut);
    }
    // The whole tree (549,946 nodes): within 10% from 20,000 lines.
    let exact = count(&g, &root, 9) as f64;
    assert_eq!(exact, 549_946.0);
    let e = estimate_tree(&g, &root, None, 20_000, 7);
    assert!(
        (e.nodes - exact).abs() < exact * 0.1,
        "{} vs {exact}",
        e.nodes
    );
    assert_eq!(e.lines, 20_000);
}
