//! The MCTS exercise's model (`ludoscope::inspect::exercise::mcts`), without
//! egui. Index:
//! - `generated_trees_keep_the_invariant_for_100_seeds`: a plain check written
//!   here, and the model's own check, on 100 seeds and several shapes; a broken
//!   tree is refused
//! - `selection_equals_a_plain_ucb_recomputation`: the child taken at every
//!   level is the plain argmax of `Q/N + c sqrt(ln N_p / N)` (unvisited first)
//! - `backpropagation_equals_a_plain_recomputation`: new N and Q on the path
//! - `a_right_pick_is_accepted_a_wrong_one_is_corrected_with_the_ucbs`: a
//!   hand-computed tree, English and French corrections with the numbers
//! - `ties_and_unvisited_children_take_the_first_listed`
//! - `a_real_tictactoe_run_is_what_the_model_selects_and_backs_up`: the next
//!   iteration of the real search follows the model's path, its counts after
//!   backup equal the model's, the root's children equal the search's statistics
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game};
use ludoscope::games::tictactoe::TicTacToe;
use ludoscope::inspect::exercise::mcts::explain::correction;
use ludoscope::inspect::exercise::mcts::quiz::{
    Answer, Ask, MctsExercise, MctsQuiz, Part, PickMode,
};
use ludoscope::inspect::exercise::mcts::run::from_run;
use ludoscope::inspect::exercise::mcts::{
    GenSpec, MctsNode, MctsTree, Reason, applied, backpropagate, generate, path, select,
};
use ludoscope::lang::Language;
use ludoscope::search::mcts::{MctsOptions, search};
use std::sync::atomic::AtomicBool;

fn specs() -> Vec<GenSpec> {
    let mut out = Vec::new();
    for seed in 0..100 {
        out.push(GenSpec {
            seed,
            iterations: 1 + (seed as u32 * 7) % 40,
            depth: 2 + (seed as u32 % 3),
            branching: (2, 2 + (seed as u32 % 3)),
            ..GenSpec::default()
        });
    }
    out
}

/// The invariant, written plainly: the root's N is its children's sum; a
/// visited inner node's N is one more than its children's; a first playout
/// in [-1, 1]; unvisited nodes empty; final nodes Q = N * result; |Q| <= N.
fn plain_invariant(t: &MctsTree) -> bool {
    let reachable = reachable(t);
    reachable.iter().all(|&id| {
        let n = &t.nodes[id];
        let kids: Vec<&MctsNode> = n.children.iter().map(|&c| &t.nodes[c]).collect();
        let sum_n: u32 = kids.iter().map(|k| k.visits).sum();
        let sum_q: i64 = kids.iter().map(|k| k.total).sum();
        let within = n.total.abs() <= n.visits as i64;
        within
            && if id == 0 {
                n.visits == sum_n && n.total == -sum_q
            } else if let Some(r) = n.terminal {
                kids.is_empty() && n.total == n.visits as i64 * r
            } else if n.visits == 0 {
                kids.is_empty() && n.total == 0
            } else {
                !kids.is_empty() && n.visits == sum_n + 1 && (n.total + sum_q).abs() <= 1
            }
    })
}

fn reachable(t: &MctsTree) -> Vec<usize> {
    let mut out = vec![0];
    let mut i = 0;
    while i < out.len() {
        out.extend(t.nodes[out[i]].children.iter().copied());
        i += 1;
    }
    out
}

#[test]
fn generated_trees_keep_the_invariant_for_100_seeds() {
    for spec in specs() {
        let g = generate(&spec).unwrap();
        assert!(plain_invariant(&g.tree), "seed {}", spec.seed);
        assert_eq!(g.tree.check(), Ok(()), "seed {}", spec.seed);
        assert_eq!(g.tree.nodes[0].visits, spec.iterations);
        // Names are unique, and the root has from 2 to 4 children.
        let names: std::collections::BTreeSet<&str> =
            g.tree.nodes.iter().map(|n| n.label.as_str()).collect();
        assert_eq!(names.len(), g.tree.nodes.len(), "seed {}", spec.seed);
        assert!((2..=4).contains(&g.tree.nodes[0].children.len()));
        assert!((-1..=1).contains(&g.result));
        // The same seed, the same tree.
        assert_eq!(generate(&spec).unwrap(), g);
    }
    // A broken tree is refused by both checks.
    let mut t = generate(&GenSpec::default()).unwrap().tree;
    let child = t.nodes[0].children[0];
    t.nodes[child].visits += 1;
    assert!(!plain_invariant(&t));
    assert!(t.check().is_err());
    assert!(
        generate(&GenSpec {
            depth: 9,
            ..GenSpec::default()
        })
        .is_err()
    );
}

#[test]
fn selection_equals_a_plain_ucb_recomputation() {
    for spec in specs() {
        let t = generate(&spec).unwrap().tree;
        let mut node = 0;
        let mut want = vec![0];
        while !t.nodes[node].children.is_empty() {
            let np = t.nodes[node].visits as f64;
            let ucb = |c: usize| {
                let n = &t.nodes[c];
                if n.visits == 0 {
                    f64::INFINITY
                } else {
                    n.total as f64 / n.visits as f64 + t.c * (np.ln() / n.visits as f64).sqrt()
                }
            };
            let mut best = t.nodes[node].children[0];
            for &c in &t.nodes[node].children {
                if ucb(c) > ucb(best) {
                    best = c;
                }
            }
            want.push(best);
            node = best;
            if t.nodes[best].visits == 0 {
                break;
            }
        }
        assert_eq!(path(&select(&t)), want, "seed {}", spec.seed);
    }
}

#[test]
fn backpropagation_equals_a_plain_recomputation() {
    for spec in specs() {
        let g = generate(&spec).unwrap();
        let p = path(&select(&g.tree));
        let after = applied(&g.tree, &backpropagate(&g.tree, &p, g.result));
        for (id, n) in after.nodes.iter().enumerate() {
            let old = &g.tree.nodes[id];
            if let Some(d) = p.iter().position(|&v| v == id) {
                let r = if d % 2 == 1 { g.result } else { -g.result };
                assert_eq!((n.visits, n.total), (old.visits + 1, old.total + r));
            } else {
                assert_eq!((n.visits, n.total), (old.visits, old.total));
            }
        }
    }
}

fn node(label: &str, parent: Option<usize>, children: &[usize], n: u32, q: i64) -> MctsNode {
    MctsNode {
        label: label.into(),
        parent,
        children: children.to_vec(),
        visits: n,
        total: q,
        terminal: None,
    }
}

/// root N 10; A (6, 3) with A1 (3, -2), A2 (2, 0); B (4, 2) with B1 (2, -1)
/// [B1a (1, 1), B1b (0, 0)], B2 (1, -1).
fn hand_tree() -> MctsTree {
    MctsTree {
        c: std::f64::consts::SQRT_2,
        nodes: vec![
            node("", None, &[1, 2], 10, -5),
            node("A", Some(0), &[3, 4], 6, 3),
            node("B", Some(0), &[5, 6], 4, 2),
            node("A1", Some(1), &[], 3, -2),
            node("A2", Some(1), &[], 2, 0),
            node("B1", Some(2), &[7, 8], 2, -1),
            node("B2", Some(2), &[], 1, -1),
            node("B1a", Some(5), &[], 1, 1),
            node("B1b", Some(5), &[], 0, 0),
        ],
    }
}

#[test]
fn a_right_pick_is_accepted_a_wrong_one_is_corrected_with_the_ucbs() {
    let ex = MctsExercise::new(hand_tree(), 1);
    // B: 2/4 + sqrt2 sqrt(ln 10 / 4) = 1.573 beats A's 1.376; at B, B1 0.677
    // beats B2 0.665; at B1, B1b is unvisited.
    assert_eq!(ex.path, vec![0, 2, 5, 8]);
    let mut quiz = MctsQuiz::new(&ex, PickMode::Level);
    let q = *quiz.current().unwrap();
    assert_eq!(q.ask, Ask::Pick { node: 0 });
    let v = quiz.answer(Answer::Node(1)).unwrap();
    assert!(!v.right);
    let en = correction(&ex, &q, Language::English).join("\n");
    assert!(
        en.contains("A: UCB = 3/6 + 1.414 × √(ln 10 / 6) = 0.500 + 0.876 = 1.376"),
        "{en}"
    );
    assert!(
        en.contains("B: UCB = 2/4 + 1.414 × √(ln 10 / 4) = 0.500 + 1.073 = 1.573"),
        "{en}"
    );
    assert!(
        en.contains("selection takes B: the highest UCB (1.573)"),
        "{en}"
    );
    let fr = correction(&ex, &q, Language::French).join("\n");
    assert!(
        fr.contains("B\u{a0}: UCB = 2/4 + 1,414 × √(ln 10 / 4) = 0,500 + 1,073 = 1,573"),
        "{fr}"
    );
    assert!(fr.contains("la sélection prend B\u{a0}: le plus grand UCB (1,573)"));
    // The right answers, then the counts: B 4 -> 5, Q 2 + 1; B1 2 -> 3,
    // Q -1 - 1; B1b 0 -> 1, Q 0 + 1 (the root's player moved into it).
    assert!(quiz.answer(Answer::Node(5)).unwrap().right);
    assert!(quiz.answer(Answer::Node(8)).unwrap().right);
    let mut counts = Vec::new();
    while let Some(q) = quiz.current().copied() {
        let Answer::Count(n) = q.answer else { panic!() };
        counts.push((q.ask, n));
        quiz.answer(q.answer);
    }
    assert_eq!(
        counts,
        vec![
            (Ask::Visits { node: 0 }, 11),
            (Ask::Visits { node: 2 }, 5),
            (Ask::Total { node: 2 }, 3),
            (Ask::Visits { node: 5 }, 3),
            (Ask::Total { node: 5 }, -2),
            (Ask::Visits { node: 8 }, 1),
            (Ask::Total { node: 8 }, 1),
        ]
    );
    assert_eq!(quiz.score_of(Part::Selection), (2, 1));
    assert_eq!(quiz.score_of(Part::Backup), (7, 0));
    assert!(quiz.is_done());
    // A wrong count is rejected; the whole-path mode asks one question.
    let mut quiz = MctsQuiz::new(&ex, PickMode::Path);
    assert_eq!(quiz.current().unwrap().ask, Ask::Reach);
    assert!(quiz.answer(Answer::Node(8)).unwrap().right);
    assert!(!quiz.answer(Answer::Count(10)).unwrap().right);
}

#[test]
fn ties_and_unvisited_children_take_the_first_listed() {
    let mut t = hand_tree();
    // A and B alike: a tie at the root, the first listed (A) wins.
    t.nodes[1].visits = 4;
    t.nodes[1].total = 2;
    let c = t.choose(0).unwrap();
    assert_eq!((c.picked, c.reason), (1, Reason::Highest { tied: 1 }));
    // Two unvisited children: the first.
    t.nodes[7].visits = 0;
    t.nodes[7].total = 0;
    let c = t.choose(5).unwrap();
    assert_eq!((c.picked, c.reason), (7, Reason::Unvisited { count: 2 }));
    assert!(c.scores.iter().all(|s| s.ucb.is_none()));
}

#[test]
fn a_real_tictactoe_run_is_what_the_model_selects_and_backs_up() {
    let g = TicTacToe;
    let mut root = g.initial_state();
    for a in [4u8, 0, 8, 2] {
        let p = root_mover(&g, &root);
        g.play(&mut root, Actor::Player(p), a);
    }
    let mut checked_ucb_levels = 0;
    for seed in 0..4 {
        for k in 1..=40 {
            let opts = MctsOptions {
                iterations: k + 1,
                exploration: std::f64::consts::SQRT_2,
                seed,
            };
            let run = from_run(&g, &root, k, &opts).unwrap();
            assert_eq!(run.tree.check(), Ok(()), "k {k} seed {seed}");
            assert!(plain_invariant(&run.tree), "k {k} seed {seed}");
            let choices = select(&run.tree);
            checked_ucb_levels += choices
                .iter()
                .filter(|c| matches!(c.reason, Reason::Highest { .. }))
                .count();
            assert_eq!(path(&choices), run.path, "k {k} seed {seed}");
            let after = applied(&run.tree, &backpropagate(&run.tree, &run.path, run.result));
            for (a, b) in after.nodes.iter().zip(&run.after.nodes) {
                assert_eq!(
                    (a.visits, a.total),
                    (b.visits, b.total),
                    "k {k} seed {seed}"
                );
            }
            // The root's children equal the search's own statistics.
            let res = search(&g, &root, &opts, &AtomicBool::new(false)).unwrap();
            for ra in &res.actions {
                let label = (ra.action + 1).to_string();
                let id = after.nodes[0]
                    .children
                    .iter()
                    .copied()
                    .find(|&c| after.nodes[c].label == label)
                    .unwrap();
                let n = &after.nodes[id];
                assert_eq!(n.visits, ra.visits);
                if n.visits > 0 {
                    assert!((n.total as f64 / n.visits as f64 - ra.value).abs() < 1e-12);
                }
            }
        }
    }
    // The runs went past the unvisited children into real UCB choices.
    assert!(checked_ucb_levels > 50, "{checked_ucb_levels}");
}

fn root_mover(g: &TicTacToe, s: &<TicTacToe as Game>::State) -> usize {
    match g.turn(s) {
        ludoscope::engine::Turn::Player(p) => p,
        _ => panic!("final"),
    }
}
