//! The exercise modes (`ludoscope::inspect::exercise`) and random trees
//! (`random_tree`): grading against traces of the real alpha-beta on seed 003's
//! exercise tree (questions and mistakes checked by hand) and on random trees
//! (against an alpha-beta written plainly here, on the arena description). The
//! practice modes are in `inspect_exercise_practice.rs`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use exercise_common::{bundled, full_node};
use ludoscope::games::Arena;
use ludoscope::games::arena::ArenaFile;
use ludoscope::games::arena::file::parse;
use ludoscope::inspect::exercise::step::{Answer, Ask, StepQuiz, questions};
use ludoscope::inspect::exercise::whole::{Key, Mistake, WholeTree};
use ludoscope::inspect::exercise::{arena_traces, parse_value};
use ludoscope::inspect::random_tree::{RandomTreeSpec, SpecProblem, arena_ron};
use ludoscope::search::{Bound, CutRule, INFINITY, Value};
use std::collections::HashMap;

use crate::common::exercise_common;

#[test]
fn step_quiz_on_the_exercise_tree() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let (_, ab) = arena_traces(&arena, CutRule::Seed).unwrap();
    let qs = questions(&ab).unwrap();
    // Inner nodes visited: R, A, A1, A2, B, B1, C, C1, C2, C3; 21 children return.
    assert_eq!(qs.iter().filter(|q| q.ask == Ask::Returns).count(), 10);
    assert_eq!(qs.iter().filter(|q| q.ask == Ask::Cuts).count(), 21);
    assert_eq!(qs.len(), 10 + 21 + 21);
    let cuts_yes = qs
        .iter()
        .filter(|q| q.answer == Answer::YesNo(true))
        .count();
    assert_eq!(cuts_yes, 3);
    // The first question: A1a = -5 returned to A1 (max, a = -inf): a = max(-5, -inf).
    assert_eq!(
        (qs[0].ask, qs[0].answer),
        (Ask::NewAlpha, Answer::Value(-5))
    );
    // A1 ends with a = 4 and returns 4; A then sets b = 4.
    let name = |id: u32| {
        ab.line_to(id)
            .iter()
            .map(|&a| arena.name(a))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let b_returns = qs
        .iter()
        .position(|q| q.ask == Ask::Returns && name(q.node) == "B")
        .unwrap();
    // Seed 004: B1 returns a = alpha = 0 (its leaves do not raise it), so B returns 0, not -2.
    assert_eq!(qs[b_returns].answer, Answer::Value(0));

    let mut quiz = StepQuiz::new(&ab).unwrap();
    let mut k = 0;
    while let Some(q) = quiz.current().copied() {
        assert!(quiz.step() == q.step && q.step < ab.event_count());
        let given = if k == b_returns {
            Answer::Value(-2) // the minimax value: the classic mistake
        } else if q.ask == Ask::Cuts && name(q.node) == "C C2" {
            Answer::YesNo(false) // C2 does cut (2 >= beta = 1)
        } else {
            q.answer
        };
        let v = quiz.answer(given).unwrap();
        assert_eq!(v.right, given == q.answer);
        k += 1;
    }
    assert_eq!(quiz.score(), (50, 2));
    assert!(quiz.is_done() && quiz.step() == ab.event_count());
    quiz.restart();
    assert_eq!((quiz.score(), quiz.progress()), ((0, 0), (0, 52)));
}

#[test]
fn whole_tree_on_the_exercise_tree_lists_each_mistake() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let (full, ab) = arena_traces(&arena, CutRule::Seed).unwrap();
    let key = WholeTree::new(&full, &ab).unwrap();
    let node = |p: &[&str]| full_node(&arena, &full, p);
    let right = key.answers();
    assert!(key.check(&right).is_empty());
    // The pruned edges: B2 (at B), C2b (at C2), C3c (at C3); B2's leaves lie below.
    let pruned: Vec<u32> = (0..full.node_count() as u32)
        .filter(|&i| key.key(i) == Some(Key::Pruned))
        .collect();
    assert_eq!(
        pruned,
        [
            node(&["B", "B2"]),
            node(&["C", "C2", "C2b"]),
            node(&["C", "C3", "C3c"])
        ]
    );
    assert_eq!(key.key(node(&["B", "B2", "B2a"])), Some(Key::Below));
    assert_eq!(right.values[0], Some(1));

    let mut sheet = right.clone();
    let (b, b2, a2) = (node(&["B"]), node(&["B", "B2"]), node(&["A", "A2"]));
    sheet.values[b as usize] = Some(-2);
    sheet.pruned[b2 as usize] = false;
    sheet.values[b2 as usize] = Some(6);
    sheet.pruned[a2 as usize] = true;
    sheet.values[node(&["C"]) as usize] = None;
    let mut want = vec![
        Mistake::WrongValue {
            node: b,
            given: -2,
            want: 0,
            bound: Bound::Upper,
        },
        Mistake::MissedPrune { node: b2 },
        Mistake::ValueNotVisited { node: b2, given: 6 },
        Mistake::NotPruned { node: a2 },
        Mistake::MissingValue {
            node: node(&["C"]),
            want: 1,
            bound: Bound::Exact,
        },
    ];
    let node_of = |m: &Mistake| match *m {
        Mistake::MissingValue { node, .. }
        | Mistake::WrongValue { node, .. }
        | Mistake::ValueNotVisited { node, .. }
        | Mistake::NotPruned { node }
        | Mistake::MissedPrune { node } => node,
    };
    want.sort_by_key(node_of);
    assert_eq!(key.check(&sheet), want);
}

/// Seed 004's AlphaBeta written plainly on the arena description: the value each
/// visited node returns, by name, and the names of the children each cut skipped.
fn plain_alphabeta(
    file: &ArenaFile,
    name: &str,
    alpha: Value,
    beta: Value,
    strict: bool,
    out: &mut (HashMap<String, Value>, Vec<String>),
) -> Value {
    let n = file.nodes.iter().find(|n| n.name == name).unwrap();
    let v = if let Some(v) = n.value {
        v as Value
    } else {
        let max = n.owner == 0;
        let mut best = if max { alpha } else { beta };
        for (i, c) in n.edges.iter().enumerate() {
            let (a, b) = if max { (best, beta) } else { (alpha, best) };
            let v = plain_alphabeta(file, c, a, b, strict, out);
            best = if max { best.max(v) } else { best.min(v) };
            let cut = if max { (best, beta) } else { (alpha, best) };
            if (strict && cut.0 > cut.1) || (!strict && cut.0 >= cut.1) {
                out.1.extend(n.edges[i + 1..].iter().cloned());
                break;
            }
        }
        best
    };
    out.0.insert(name.to_string(), v);
    v
}

#[test]
fn random_trees_grade_against_a_plain_alpha_beta() {
    for seed in 0..30 {
        for (cut, strict) in [(CutRule::Seed, false), (CutRule::Strict, true)] {
            let spec = RandomTreeSpec {
                depth: 2 + (seed % 3) as u32,
                branching: (1, 4),
                values: (-5, 5),
                seed,
            };
            let file = spec.arena_file().unwrap();
            let arena = Arena::from_graph("random", spec.graph().unwrap());
            let (full, ab) = arena_traces(&arena, cut).unwrap();
            let key = WholeTree::new(&full, &ab).unwrap();
            let mut plain = (HashMap::new(), Vec::new());
            let root = plain_alphabeta(&file, "R", -INFINITY, INFINITY, strict, &mut plain);
            assert_eq!(key.answers().values[0], Some(root));
            for id in 0..full.node_count() as u32 {
                let name = full.action(id).map_or("R", |a| arena.name(a));
                match key.key(id).unwrap() {
                    Key::Visited { value, .. } => {
                        assert_eq!(plain.0.get(name), Some(&value), "{name}")
                    }
                    Key::Pruned => assert!(plain.1.iter().any(|p| p == name), "{name}"),
                    Key::Below => assert!(!plain.0.contains_key(name), "{name}"),
                }
            }
            assert_eq!(
                plain.1.len(),
                (0..full.node_count() as u32)
                    .filter(|&i| key.key(i) == Some(Key::Pruned))
                    .count()
            );
            // A right sheet has no mistake; one wrong value is caught.
            let mut sheet = key.answers();
            assert!(key.check(&sheet).is_empty());
            sheet.values[0] = Some(root + 1);
            assert_eq!(key.check(&sheet).len(), 1);
            // Step mode: all right scores full; one wrong yes/no is caught.
            let mut quiz = StepQuiz::new(&ab).unwrap();
            let mut first = true;
            while let Some(q) = quiz.current().copied() {
                let given = match q.answer {
                    Answer::YesNo(b) if first => {
                        first = false;
                        Answer::YesNo(!b)
                    }
                    a => a,
                };
                quiz.answer(given);
            }
            let (_, total) = quiz.progress();
            assert_eq!(quiz.score(), (total as u32 - 1, 1), "seed {seed}");
        }
    }
}

#[test]
fn random_tree_specs_are_reproducible_and_checked() {
    let spec = RandomTreeSpec {
        depth: 4,
        branching: (2, 3),
        values: (-9, 9),
        seed: 42,
    };
    let a = spec.arena_file().unwrap();
    assert_eq!(
        a,
        spec.arena_file().unwrap(),
        "the same seed gives the same tree"
    );
    assert_ne!(a, RandomTreeSpec { seed: 43, ..spec }.arena_file().unwrap());
    // Every leaf at depth 4 with a value in range; inner nodes have 2 or 3 children.
    let graph = spec.graph().unwrap();
    for n in &a.nodes {
        let depth = n.pos.unwrap().1 as u32;
        match n.value {
            Some(v) => assert!(depth == 4 && (-9..=9).contains(&v), "{n:?}"),
            None => {
                assert!((2..=3).contains(&n.edges.len()) && depth < 4, "{n:?}");
                assert_eq!(n.owner as u32, depth % 2);
            }
        }
    }
    assert!(a.nodes.iter().any(|n| n.name == "A1a1"));
    // Saved as RON, it reads back as the same arena.
    let text = arena_ron(&a, "a test tree");
    assert!(text.starts_with("// a test tree\n"));
    assert_eq!(parse(&text).unwrap(), graph);
    assert_eq!(ArenaFile::from_ron(&text).unwrap(), a);
    // Bad specs are refused with their reason.
    let bad = |s: RandomTreeSpec| s.arena_file().unwrap_err();
    assert_eq!(
        bad(RandomTreeSpec { depth: 0, ..spec }),
        SpecProblem::Depth(0)
    );
    assert_eq!(
        bad(RandomTreeSpec {
            branching: (3, 2),
            ..spec
        }),
        SpecProblem::Branching(3, 2)
    );
    assert_eq!(
        bad(RandomTreeSpec {
            values: (1, 0),
            ..spec
        }),
        SpecProblem::Values(1, 0)
    );
    assert!(matches!(
        bad(RandomTreeSpec {
            depth: 12,
            branching: (9, 9),
            ..spec
        }),
        SpecProblem::TooLarge(_)
    ));
    assert_eq!(parse_value(" -inf "), Some(-INFINITY));
    assert_eq!(parse_value("12"), Some(12));
    assert_eq!(parse_value("twelve"), None);
}

#[test]
fn arenas_with_cycles_unroll_and_huge_ones_are_refused() {
    // The bundled cyclic arena unrolls to a small tree: an exercise still.
    let arena = bundled("cyclic-infinite-play.ron");
    let (full, ab) = arena_traces(&arena, CutRule::Seed).unwrap();
    assert!(ab.node_count() <= full.node_count() && full.node_count() > 1);
    // A ring of 20 nodes, each with four moves: over 3^12 plays, refused before any search.
    let mut text = String::from("(initial: \"n0\", nodes: [(name: \"end\", value: 0),");
    for i in 0..20 {
        text.push_str(&format!(
            "(name: \"n{i}\", owner: {}, edges: [\"n{}\", \"n{}\", \"n{}\", \"end\"]),",
            i % 2,
            (i + 1) % 20,
            (i + 2) % 20,
            (i + 3) % 20
        ));
    }
    text.push_str("])");
    let ring = Arena::from_graph("ring", parse(&text).unwrap());
    let start = std::time::Instant::now();
    let e = arena_traces(&ring, CutRule::Seed)
        .err()
        .map(|e| e.to_string());
    assert!(
        e.as_ref().is_some_and(|e| e.contains("small tree")),
        "{e:?}"
    );
    assert!(start.elapsed().as_secs() < 5);
}
