//! `ludoscope search` on exercise trees, as a real binary: on random trees
//! (written as arena files) minimax, minimax-memo and alphabeta (both cut rules,
//! both windows) give the value, best move and node, leaf and cut counts of a
//! plain recursive oracle written here after seed 004's pseudo-code; the values
//! are the leaves' own numbers and the output says so (`"scale"`); `--window
//! heuristic` on seed 003's Example 2.2 never enters B1 and B2; `--order
//! heuristic` and `minimax-memo --depth`; the options' errors.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common::bin::{json, run as ludoscope};
use ludoscope::games::Arena;
use ludoscope::games::arena::{ArenaGraph, Leaf};
use ludoscope::inspect::random_tree::{RandomTreeSpec, save_random_tree};
use ludoscope::search::trace_file::TraceFile;
use std::path::{Path, PathBuf};

/// What the oracle counts, as `ludoscope search` reports it.
#[derive(Debug, Default, PartialEq)]
struct Counts {
    nodes: u64,
    leaves: u64,
    cuts: u64,
}

/// Seed 004's AlphaBeta over the arena graph, children in file order; `prune:
/// false` is seed 004's MinMax (no cut); `strict` cuts on `a > beta` only.
fn oracle(
    g: &ArenaGraph,
    n: u32,
    window: (i64, i64),
    prune: bool,
    strict: bool,
    c: &mut Counts,
) -> i64 {
    c.nodes += 1;
    let node = &g.nodes[n as usize];
    if let Some(Leaf::Value(v)) = node.leaf {
        c.leaves += 1;
        return v;
    }
    let (mut alpha, mut beta) = window;
    let cut = |lo: i64, hi: i64| prune && if strict { lo > hi } else { lo >= hi };
    for &f in &node.edges {
        let v = oracle(g, f, (alpha, beta), prune, strict, c);
        if node.owner == 0 {
            alpha = alpha.max(v);
        } else {
            beta = beta.min(v);
        }
        if cut(alpha, beta) {
            c.cuts += 1;
            break;
        }
    }
    if node.owner == 0 { alpha } else { beta }
}

const INF: i64 = i64::MAX / 4;

/// A scratch folder of this process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoscope-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn spec_of(path: &Path) -> String {
    format!("Arena(path: {:?})", path.to_str().unwrap())
}

/// The oracle's value and counts next to the command's.
fn check(spec: &str, extra: &[&str], want: (i64, Counts), why: &str) -> serde_json::Value {
    let v = json(&[&["search", spec, "--json"], extra].concat());
    let got = Counts {
        nodes: v["nodes"].as_u64().unwrap(),
        leaves: v["leaves"].as_u64().unwrap(),
        cuts: v["cuts"].as_u64().unwrap(),
    };
    assert_eq!((v["value"].as_i64().unwrap(), got), want, "{why} {extra:?}");
    assert_eq!(v["scale"], "leaf values", "{why}");
    v
}

#[test]
fn random_trees_match_the_plain_oracle() {
    let dir = scratch("oracle-trees");
    let mut narrower = 0;
    for seed in 0..16u64 {
        let spec = RandomTreeSpec {
            depth: 1 + (seed % 4) as u32,
            branching: (1 + (seed % 2) as u32, 3),
            // Narrow values reach the bound M often: the heuristic window cuts.
            values: if seed % 2 == 0 {
                (-1, 1)
            } else {
                (-20, 20 + seed as i64)
            },
            seed,
        };
        let path = dir.join(format!("tree-{seed}.ron"));
        save_random_tree(&spec, &path).unwrap();
        let g = Arena::load(path.to_str().unwrap()).unwrap();
        let graph = g.graph();
        let root = graph.initial;
        let m = graph
            .nodes
            .iter()
            .filter_map(|n| match n.leaf {
                Some(Leaf::Value(v)) => Some(v.abs().max(1)),
                _ => None,
            })
            .max()
            .unwrap();
        let spec = spec_of(&path);
        let why = format!("{spec} (seed {seed})");
        let mut c = Counts::default();
        let value = oracle(graph, root, (-INF, INF), false, false, &mut c);
        // Seed 004's best move: the first child whose value is the root's.
        let best = graph.nodes[root as usize]
            .edges
            .iter()
            .find(|&&f| {
                oracle(graph, f, (-INF, INF), false, false, &mut Counts::default()) == value
            })
            .map(|&f| graph.nodes[f as usize].name.clone());
        for algo in ["minimax", "minimax-memo"] {
            let c = Counts { cuts: 0, ..c };
            let v = check(&spec, &["--algo", algo], (value, c), &why);
            assert_eq!(v["best"].as_str(), best.as_deref(), "{why} {algo}");
            assert_eq!(v["v_max"].as_i64(), Some(m), "{why}");
        }
        for (window, (lo, hi)) in [("infinite", (-INF, INF)), ("heuristic", (-m, m))] {
            for strict in [false, true] {
                let mut c = Counts::default();
                let want = oracle(graph, root, (lo, hi), true, strict, &mut c);
                if window == "heuristic" {
                    let mut inf = Counts::default();
                    oracle(graph, root, (-INF, INF), true, strict, &mut inf);
                    narrower += u64::from(c.nodes < inf.nodes);
                }
                assert_eq!(want, value, "{why}: fail-hard alpha-beta from the range");
                let mut args = vec!["--algo", "alphabeta", "--window", window];
                if strict {
                    args.push("--strict-cuts");
                }
                let v = check(&spec, &args, (want, c), &why);
                assert_eq!(v["best"].as_str(), best.as_deref(), "{why} {args:?}");
                assert_eq!(v["window"], window);
            }
        }
    }
    // The trees test the heuristic window where it matters: some searches from
    // [-M, M] enter fewer nodes than from (-inf, +inf).
    assert!(
        narrower >= 4,
        "{narrower} searches pruned more from [-M, M]"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

const EXAMPLE_2_2: &str = r#"Arena(path: "assets/arenas/seed-003-example-2-2.ron")"#;

/// The actions of the nodes a recorded search entered (the root's is empty).
fn entered(extra: &[&str], name: &str) -> (serde_json::Value, Vec<String>, Vec<i32>) {
    let dir = scratch(name);
    let path = dir.join("trace.ron");
    let p = path.to_str().unwrap();
    let args = [
        "search",
        EXAMPLE_2_2,
        "--algo",
        "alphabeta",
        "--trace",
        p,
        "--json",
    ];
    let v = json(&[&args[..], extra].concat());
    let file = TraceFile::load(&path).unwrap();
    // Leaves: the nodes no other node names as parent.
    let parents: Vec<u32> = file.nodes.iter().map(|n| n.0).collect();
    let leaves = (0..file.nodes.len() as u32)
        .filter(|i| !parents.contains(i))
        .map(|i| file.nodes[i as usize].4)
        .collect();
    std::fs::remove_dir_all(&dir).unwrap();
    (v, file.actions, leaves)
}

#[test]
fn the_heuristic_window_skips_b1_and_b2_of_example_2_2() {
    let (v, actions, leaves) = entered(&["--window", "heuristic"], "ex22-heuristic");
    assert_eq!(
        actions,
        ["", "A", "A1", "A2"],
        "B1 and B2 are never entered"
    );
    assert_eq!(leaves, [100, 100]);
    assert_eq!(
        (v["value"].as_i64(), v["best"].as_str()),
        (Some(100), Some("A"))
    );
    assert_eq!(
        (v["cuts"].as_u64(), v["v_max"].as_i64()),
        (Some(1), Some(100))
    );
    let (v, actions, leaves) = entered(&[], "ex22-infinite");
    assert_eq!(actions, ["", "A", "A1", "A2", "B1", "B1a", "B2", "B2a"]);
    assert_eq!(leaves, [100, 100, -30, 20]);
    assert_eq!(
        (v["value"].as_i64(), v["best"].as_str()),
        (Some(100), Some("A"))
    );
}

#[test]
fn the_seed_003_tree_gives_its_leaf_values_and_says_so() {
    let spec = r#"Arena(path: "assets/arenas/seed-003-alpha-beta.ron")"#;
    let v = json(&["search", spec, "--algo", "alphabeta", "--json"]);
    // The file's header: R = 1, play C, 12 of the 16 leaves.
    assert_eq!(
        (v["value"].as_i64(), v["best"].as_str()),
        (Some(1), Some("C"))
    );
    assert_eq!(
        (v["leaves"].as_u64(), v["scale"].as_str()),
        (Some(12), Some("leaf values"))
    );
    assert_eq!(v["order"], "game");
    // Best first by the heuristic: the leaves' order changes, not the value.
    let r = json(&[
        "search",
        spec,
        "--algo",
        "alphabeta",
        "--order",
        "heuristic",
        "--json",
    ]);
    assert_eq!(
        (r["value"].as_i64(), r["best"].as_str()),
        (Some(1), Some("C"))
    );
    assert_eq!(r["order"], "heuristic");
    assert!(r["leaves"].as_u64() < v["leaves"].as_u64(), "{r}");
    // Text output names the scale.
    let out = ludoscope(&["search", spec, "--algo", "minimax"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("scale:   leaf values"), "{text}");
    assert!(text.contains("value:   1 "), "{text}");
    // Tic-tac-toe to the end: seed 003's outcomes; with a depth, the heuristic.
    let t = json(&[
        "search",
        "TicTacToe",
        "--moves",
        "1 4 2 5",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    assert_eq!(
        (t["scale"].as_str(), t["v_max"].as_i64()),
        (Some("outcome"), Some(1))
    );
    let args = [
        "search",
        "TicTacToe",
        "--algo",
        "alphabeta",
        "--depth",
        "2",
        "--json",
    ];
    let t = json(&args);
    assert_eq!(
        (t["scale"].as_str(), t["v_max"].as_i64()),
        (Some("heuristic"), Some(100))
    );
}

#[test]
fn memo_takes_a_depth_and_agrees_with_minimax_depth() {
    for (spec, moves, depth) in [
        ("TicTacToe", "", "4"),
        ("ConnectFour(rows: 5, cols: 5)", "3 3", "5"),
        ("Nim(heaps: [2, 3, 4])", "", "3"),
    ] {
        let run = |algo| {
            json(&[
                "search", spec, "--moves", moves, "--algo", algo, "--depth", depth, "--json",
            ])
        };
        let (plain, memo) = (run("minimax-depth"), run("minimax-memo"));
        assert_eq!(memo["value"], plain["value"], "{spec}");
        assert_eq!(memo["best"], plain["best"], "{spec}");
        assert_eq!(memo["pv"], plain["pv"], "{spec}");
        assert!(memo["tt_hits"].as_u64().unwrap() > 0, "{spec}");
        assert!(memo["nodes"].as_u64() < plain["nodes"].as_u64(), "{spec}");
    }
}

#[test]
fn the_new_options_refuse_the_algorithms_they_do_not_apply_to() {
    for (args, needle) in [
        (
            vec!["--algo", "minimax", "--window", "heuristic"],
            "--window heuristic only applies",
        ),
        (
            vec!["--algo", "negamax", "--order", "heuristic"],
            "--order heuristic applies",
        ),
        (
            vec!["--algo", "alphabeta", "--window", "narrow"],
            "invalid value 'narrow'",
        ),
        (vec!["--algo", "minimax", "--depth", "2"], "minimax-memo"),
    ] {
        let out = ludoscope(&[&["search", "TicTacToe"], &args[..]].concat());
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
