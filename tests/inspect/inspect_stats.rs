//! The inspector's statistics (`ludoscope::inspect::stats`): counts per
//! depth checked by hand on seed 003's alpha-beta exercise tree, the counting
//! tracer against the recorded trace, and iterative deepening's iterations.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::Game;
use ludoscope::games::{Arena, ConnectFour, TicTacToe};
use ludoscope::inspect::Algorithm;
use ludoscope::inspect::Tree;
use ludoscope::inspect::stats::{DepthCounter, DepthCounts, compare};
use ludoscope::search::negamax::{Negamax, Options};
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta, minimax_depth};
use std::sync::atomic::AtomicBool;

fn bundled(name: &str) -> Arena {
    Arena::load(&format!(
        "{}/assets/arenas/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn deep() -> AlphaBetaOptions {
    AlphaBetaOptions {
        depth: Some(64),
        ..Default::default()
    }
}

#[test]
fn counts_per_depth_on_the_exercise_tree_are_the_hand_counts() {
    let a = bundled("seed-003-alpha-beta.ron");
    let root = a.initial_state();
    let mut full = Trace::new();
    minimax_depth(&a, &root, 64, &mut full).unwrap();
    let c = DepthCounts::of(&full, &Tree::new(&full).unwrap());
    // R; A B C; A1 A2 B1 B2 C1 C2 C3; 16 leaves.
    assert_eq!(c.nodes, [1, 3, 7, 16]);
    assert_eq!(c.leaves, [0, 0, 0, 16]);
    assert_eq!(c.cuts, [0, 0, 0, 0]);
    let mut ab = Trace::new();
    alphabeta(&a, &root, deep(), &mut ab).unwrap();
    let c = DepthCounts::of(&ab, &Tree::new(&ab).unwrap());
    // B2 is never entered; 12 of the 16 leaves are evaluated (the file's comment).
    assert_eq!(c.nodes, [1, 3, 6, 12]);
    assert_eq!(c.leaves, [0, 0, 0, 12]);
    // B cuts after B1; C2 after C2a and C3 after C3b.
    assert_eq!(c.cuts, [0, 1, 2, 0]);
    assert_eq!((c.total_nodes(), c.total_cuts()), (22, 3));

    let cmp = compare(&a, &root, 64, &AtomicBool::new(false)).unwrap();
    let algorithms: Vec<Algorithm> = cmp.runs.iter().map(|r| r.algorithm).collect();
    assert_eq!(
        algorithms,
        [
            Algorithm::MinimaxDepth,
            Algorithm::AlphaBeta,
            Algorithm::Negamax
        ]
    );
    // Every search finds seed 003's value R = 1.
    assert!(cmp.runs.iter().all(|r| r.value == 1), "{:?}", cmp.runs);
    assert_eq!(cmp.runs[0].counts.nodes, [1, 3, 7, 16]);
    assert_eq!(cmp.runs[1].counts, c);
    assert!(cmp.runs[2].counts.total_nodes() <= cmp.runs[0].counts.total_nodes());
}

#[test]
fn the_counting_tracer_agrees_with_the_recorded_trace() {
    let g = ConnectFour::default();
    let root = g.initial_state();
    let opts = AlphaBetaOptions {
        depth: Some(5),
        ..Default::default()
    };
    let mut t = Trace::new();
    let r = alphabeta(&g, &root, opts, &mut t).unwrap();
    let mut c = DepthCounter::default();
    alphabeta(&g, &root, opts, &mut c).unwrap();
    let from_trace = DepthCounts::of(&t, &Tree::new(&t).unwrap());
    assert_eq!(c.counts(), from_trace);
    assert_eq!(from_trace.total_nodes(), r.stats.nodes);
    assert_eq!(from_trace.total_cuts(), r.stats.cuts);
    assert_eq!(from_trace.total_leaves(), r.stats.leaves);
    assert_eq!(c.iterations(), [r.stats.nodes]);
}

#[test]
fn comparison_prunes_more_at_each_step_on_tictactoe() {
    let g = TicTacToe;
    let cmp = compare(&g, &g.initial_state(), 9, &AtomicBool::new(false)).unwrap();
    let totals: Vec<u64> = cmp.runs.iter().map(|r| r.counts.total_nodes()).collect();
    // Plain MinMax visits the whole game tree (seed 003: 549,946 nodes).
    assert_eq!(totals[0], 549_946);
    assert!(
        totals[1] < totals[0] / 10 && totals[2] < totals[1],
        "{totals:?}"
    );
    assert!(cmp.runs.iter().all(|r| r.value == 0));
    assert!(cmp.runs[2].counts.total_tt_hits() > 0);
    // A raised stop flag cancels it (the whole game tree would take a while).
    let stopped = compare(&g, &g.initial_state(), 9, &AtomicBool::new(true));
    assert_eq!(
        stopped.unwrap_err(),
        ludoscope::inspect::stats::CompareError::Cancelled
    );
    // Per depth, minimax's counts are the tree's: 1, 9, 72, 504, ...
    assert_eq!(&cmp.runs[0].counts.nodes[..4], [1, 9, 72, 504]);
    assert_eq!(cmp.iterations.len(), 9);
}

#[test]
fn iterations_of_deepening_from_the_counter_and_from_the_trace() {
    let g = ConnectFour::default();
    let root = g.initial_state();
    let options = Options {
        pvs: false,
        ..Options::default()
    };
    let stop = AtomicBool::new(false);
    let mut c = DepthCounter::default();
    let r = Negamax::new(g.clone(), options.clone())
        .unwrap()
        .deepen(&root, 5, &mut c, &stop)
        .unwrap();
    let mut t = Trace::new();
    Negamax::new(g, options)
        .unwrap()
        .deepen(&root, 5, &mut t, &stop)
        .unwrap();
    let shape = Tree::new(&t).unwrap();
    assert_eq!(c.iterations(), shape.iterations());
    assert_eq!(c.iterations().len(), 5);
    // Depth 1: the root and its 7 children, nothing stored yet to answer them.
    assert_eq!(c.iterations()[0], 8);
    assert_eq!(c.iterations().iter().sum::<u64>(), r.stats.nodes);
    assert_eq!(c.counts().total_tt_hits(), r.stats.tt_hits);
}
