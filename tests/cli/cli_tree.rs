//! The `Tree(leaves: ...)` spec on the command line: a tree pasted in bracket
//! notation is searched, solved and played like any game; on random trees
//! (ties included) the seeds' searches, to the end (the leaves' own values)
//! and to a depth, give the value, best move and counts of
//! a plain recursive oracle written here from seed 004's pseudo-code; bad
//! notation is refused with its column.

use crate::common::bin::{json, run as ludoscope};
use ludoscope::games::arena::TreeShape;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What the oracle counts: value, index of the best child, nodes, leaves, cuts.
#[derive(Debug, Default, PartialEq)]
struct Count {
    nodes: u64,
    leaves: u64,
    cuts: u64,
}

/// Seed 004 AlphaBeta (`strict`: cut on a > beta only; `prune` false: MinMax).
fn alphabeta(
    t: &TreeShape,
    max: bool,
    mut a: i64,
    mut b: i64,
    rule: (bool, bool),
    c: &mut Count,
) -> (i64, Option<usize>) {
    let (prune, strict) = rule;
    c.nodes += 1;
    let children = match t {
        TreeShape::Leaf(v) => {
            c.leaves += 1;
            return (*v, None);
        }
        TreeShape::Node(children) => children,
    };
    let mut best = None;
    for (i, child) in children.iter().enumerate() {
        let (v, _) = alphabeta(child, !max, a, b, rule, c);
        if max && (best.is_none() || v > a) {
            (a, best) = (v.max(a), Some(i));
        } else if !max && (best.is_none() || v < b) {
            (b, best) = (v.min(b), Some(i));
        }
        let cut = if strict { a > b } else { a >= b };
        if prune && cut {
            c.cuts += 1;
            return (if max { a } else { b }, best);
        }
    }
    (if max { a } else { b }, best)
}

fn random_tree(rng: &mut ChaCha8Rng, depth: u32) -> TreeShape {
    if depth == 0 || rng.random_range(0..5) == 0 {
        return TreeShape::Leaf(rng.random_range(-3..=3));
    }
    let k = rng.random_range(1..=3);
    TreeShape::Node((0..k).map(|_| random_tree(rng, depth - 1)).collect())
}

fn depth_of(t: &TreeShape) -> u32 {
    match t {
        TreeShape::Leaf(_) => 0,
        TreeShape::Node(c) => 1 + c.iter().map(depth_of).max().unwrap_or(0),
    }
}

#[test]
fn seeds_searches_on_random_trees_match_the_oracle() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    const INF: i64 = i64::MAX;
    let mut differ = 0;
    for _ in 0..25 {
        let tree = random_tree(&mut rng, 5);
        let TreeShape::Node(children) = &tree else {
            continue;
        };
        let spec = format!("Tree(leaves: \"{}\")", tree.to_bracket());
        let depth = depth_of(&tree).to_string();
        let names = tree.arena_file().nodes[0].edges.clone();
        let cases = [
            ("minimax", vec![], (false, false)),
            ("minimax-memo", vec![], (false, false)),
            ("minimax-depth", vec!["--depth", &depth], (false, false)),
            ("alphabeta", vec![], (true, false)),
            ("alphabeta", vec!["--strict-cuts"], (true, true)),
            ("alphabeta", vec!["--depth", &depth], (true, false)),
        ];
        let mut cuts = Vec::new();
        for (algo, extra, rule) in cases {
            let mut args = vec!["search", &spec, "--algo", algo, "--json"];
            args.extend(extra);
            let got = json(&args);
            let mut c = Count::default();
            let (value, best) = alphabeta(&tree, true, -INF, INF, rule, &mut c);
            let want_best = best.map(|i| names[i].clone());
            assert_eq!(got["value"], value, "{spec} {algo} {rule:?}");
            assert_eq!(
                got["best"].as_str().map(String::from),
                want_best,
                "{spec} {algo}"
            );
            let counts = (
                got["nodes"].as_u64(),
                got["leaves"].as_u64(),
                got["cuts"].as_u64(),
            );
            assert_eq!(
                counts,
                (Some(c.nodes), Some(c.leaves), Some(c.cuts)),
                "{spec} {algo} {rule:?}"
            );
            cuts.push(c.cuts);
            assert_eq!(got["scale"], "leaf values", "{spec} {algo}");
            assert_eq!(got["tt_hits"], 0, "a tree has no transposition");
        }
        differ += usize::from(cuts[3] != cuts[4]);
        assert!(!children.is_empty());
    }
    // Ties are frequent with values in -3..=3: the two cut rules part ways.
    assert!(differ > 0, "no tree told the cut rules apart");
}

#[test]
fn a_pasted_tree_is_searched_solved_and_played() {
    let spec = "Tree(leaves: \"((3, 5), (2, 9))\")";
    let got = json(&[
        "search",
        spec,
        "--algo",
        "alphabeta",
        "--depth",
        "2",
        "--json",
    ]);
    assert_eq!(
        (got["value"].as_i64(), got["cuts"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(got["pv"], serde_json::json!(["A", "A1"]));
    let solved = ludoscope(&["solve", spec]);
    let text = String::from_utf8_lossy(&solved.stdout);
    assert!(
        text.contains("states      7") && text.contains("win for 0"),
        "{text}"
    );
    let played = json(&[
        "play",
        spec,
        "--p0",
        "AlphaBeta(depth: 4)",
        "--p1",
        "Random",
        "--json",
    ]);
    assert!(played.to_string().contains("wins"), "{played}");
}

#[test]
fn bad_notation_is_refused_with_its_column() {
    for (leaves, column, why) in [
        ("((3, 5), (2, 9)", 16, "never closed"),
        ("((3, 5), ())", 11, "empty list"),
        ("(3, x)", 5, "not a number"),
    ] {
        let out = ludoscope(&[
            "search",
            &format!("Tree(leaves: \"{leaves}\")"),
            "--algo",
            "minimax",
        ]);
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("invalid Tree: leaves: column {column}")) && err.contains(why),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}
