//! Costs that grew faster than the work (issue 33), checked for their
//! results (their speed is in `ludoscope bench --growth`, never asserted): the
//! AlphaBeta agent's moves on a valued arena are the ones it chose before its
//! leaf bound was kept with the arena (the expected lines below were printed
//! by the binary before that change), and the bound kept is the plain scan's.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::stdout;
use ludoscope::games::Arena;
use ludoscope::games::arena::file::{Leaf, parse};
use ludoscope::search::Heuristic;

const VALUED_CHAIN: &str = r#"Arena(path: "tests/fixtures/valued-chain.ron")"#;

/// The chain played to c44, where player 0 takes its way out.
fn to_l44() -> String {
    let chain: Vec<String> = (1..=44).map(|i| format!("c{i}")).collect();
    format!("game 1: {} l44 -> player 0 wins [1, -1]", chain.join(" "))
}

#[test]
fn alphabeta_agents_play_the_moves_they_played_before_the_bound_was_kept() {
    let cases = [
        ("AlphaBeta(depth: 1)", "AlphaBeta(depth: 1)", to_l44()),
        ("AlphaBeta(depth: 3)", "AlphaBeta(depth: 2)", to_l44()),
        ("AlphaBeta(depth: 61)", "AlphaBeta(depth: 5)", to_l44()),
        (
            "AlphaBeta(depth: 6)",
            "Random",
            "game 1: c1 l1 -> player 0 wins [10, -10]".to_string(),
        ),
    ];
    for (p0, p1, expected) in cases {
        let args = ["play", VALUED_CHAIN, "--p0", p0, "--p1", p1, "--seed", "5"];
        let out = stdout(&args);
        let game = out.lines().find(|l| l.starts_with("game 1:"));
        assert_eq!(game, Some(expected.as_str()), "{p0} against {p1}: {out}");
    }
}

/// The plain bound: the largest |leaf value| as a search value, at least 1,
/// over every node.
fn scanned(arena: &Arena) -> Option<i32> {
    let clamp = |v: i64| v.clamp(i64::from(i32::MIN / 2), i64::from(i32::MAX / 2)) as i32;
    arena
        .graph()
        .nodes
        .iter()
        .filter_map(|n| match n.leaf {
            Some(Leaf::Value(v)) => Some(clamp(v).saturating_abs().max(1)),
            _ => None,
        })
        .max()
}

#[test]
fn the_kept_leaf_bound_is_the_plain_scans() {
    let extremes = [i64::MIN, i64::MIN + 1, -(1 << 40), -1_073_741_824, -3, 0];
    let more = [1, 5, 1_073_741_823, 1_073_741_824, 1 << 40, i64::MAX];
    let mut sets: Vec<Vec<i64>> = vec![vec![], vec![0], vec![-7, 3], vec![2, -9, 4]];
    for &a in &extremes {
        for &b in &more {
            sets.push(vec![a, b]);
            sets.push(vec![b, 0, a]);
        }
    }
    for values in sets {
        let mut nodes = vec![format!(
            "(name: \"r\", owner: 0, edges: [{}\"w\"])",
            (0..values.len())
                .map(|k| format!("\"v{k}\", "))
                .collect::<String>()
        )];
        nodes.push("(name: \"w\", outcome: Win0)".into());
        for (k, v) in values.iter().enumerate() {
            nodes.push(format!("(name: \"v{k}\", value: {v})"));
        }
        let text = format!("(initial: \"r\", nodes: [{}])", nodes.join(", "));
        let arena = Arena::from_graph("test", parse(&text).expect("an arena"));
        assert_eq!(arena.leaf_bound(), scanned(&arena), "{values:?}");
    }
}
