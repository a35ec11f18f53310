//! The seeds' searches with issue 18's options, against the plain searches:
//! memoisation with a depth (seed 003 Remark 2.2) == minimax-depth, alpha-beta
//! from the heuristic window [-M, M] (seed 003 Example 2.2) == from (-inf, +inf),
//! children best first == game order (same value), on random positions of
//! several games; and leaf values kept by the searches to the end of an
//! exercise tree.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common;

use common::random_position;
use ludoscope::engine::Game;
use ludoscope::games::{Arena, ConnectFour, Nim, TicTacToe};
use ludoscope::inspect::reorder::Reordered;
use ludoscope::search::{
    AlphaBetaOptions, CutRule, Heuristic, MoveOrder, NoTracer, Scale, SearchError, Window,
    alphabeta, minimax, minimax_depth, minimax_memo, minimax_memo_bounded, minimax_memo_depth,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Memo with a depth gives minimax-depth's value, best move and line, with no
/// more nodes; alpha-beta from [-M, M] gives the same value with no more nodes
/// than from (-inf, +inf), under both cut rules and both orders.
fn check_options<G: Heuristic + MoveOrder>(g: &G, name: &str, plies: usize, depths: &[u32]) {
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    let mut memo_saved = 0;
    for _ in 0..12 {
        let s = random_position(g, &mut rng, plies);
        for &d in depths {
            let plain = minimax_depth(g, &s, d, &mut NoTracer).unwrap();
            let memo = minimax_memo_depth(g, &s, d, &mut NoTracer).unwrap();
            assert_eq!(
                (memo.value, memo.best, &memo.pv),
                (plain.value, plain.best, &plain.pv),
                "{name} depth {d} {s:?}"
            );
            assert!(memo.stats.nodes <= plain.stats.nodes, "{name} depth {d}");
            memo_saved += plain.stats.nodes - memo.stats.nodes;
            for reorder in [false, true] {
                let game = Reordered {
                    game: g.clone(),
                    reorder,
                };
                for cut in [CutRule::Seed, CutRule::Strict] {
                    let run = |window| {
                        let options = AlphaBetaOptions {
                            depth: Some(d),
                            cut,
                            window,
                        };
                        alphabeta(&game, &s, options, &mut NoTracer).unwrap()
                    };
                    let (inf, heur) = (run(Window::Infinite), run(Window::Heuristic));
                    assert_eq!(heur.value, plain.value, "{name} d{d} {cut:?} {reorder}");
                    assert_eq!(inf.value, plain.value, "{name} d{d} {cut:?} {reorder}");
                    assert!(heur.stats.nodes <= inf.stats.nodes, "{name} d{d} {cut:?}");
                    if !reorder {
                        assert_eq!(heur.best, plain.best, "{name} d{d} {cut:?} {s:?}");
                    }
                }
            }
        }
    }
    assert!(memo_saved > 0, "{name}: the memo never saved a node");
}

#[test]
fn memo_with_depth_and_the_heuristic_window_agree_with_plain_minimax() {
    check_options(&TicTacToe, "tic-tac-toe", 3, &[1, 2, 3, 4, 5]);
    check_options(
        &ConnectFour::new(4, 5).unwrap(),
        "connect four 4x5",
        6,
        &[2, 3, 4, 5],
    );
    check_options(&ConnectFour::default(), "connect four", 4, &[3, 4]);
    check_options(&Nim::new(&[2, 3, 4]).unwrap(), "nim 2 3 4", 1, &[2, 4, 6]);
}

#[test]
fn memo_with_depth_is_keyed_by_the_depth_left() {
    // Tic-tac-toe from the start to depth 4: every position two moves deep is
    // reached twice (1 then 2, 2 then 1) with the same depth left, so the memo
    // answers; a position met with another depth left is searched again.
    let g = TicTacToe;
    let s = g.initial_state();
    let plain = minimax_depth(&g, &s, 4, &mut NoTracer).unwrap();
    let memo = minimax_memo_depth(&g, &s, 4, &mut NoTracer).unwrap();
    assert_eq!((memo.value, memo.best), (plain.value, plain.best));
    assert_eq!(plain.stats.nodes, 1 + 9 + 72 + 504 + 3024);
    assert!(memo.stats.tt_hits > 0 && memo.stats.nodes < plain.stats.nodes);
    // Without a depth, the same search as before.
    let full = minimax_memo(&g, &s, &mut NoTracer).unwrap();
    assert_eq!(
        full.stats.nodes - full.stats.tt_hits - full.stats.leaves,
        4_520
    );
}

/// The memo's bound (issue 33): tic-tac-toe's 4,520 positions that are not
/// final are each kept once, so a bound of 4,520 gives the plain memo's search
/// and 4,519 refuses it (`MemoFull`, naming the bound); with a depth the bound
/// counts (position, depth left) pairs: 1 + 9 + 72 for depth 3.
#[test]
fn the_memo_is_bounded_to_its_entries() {
    let g = TicTacToe;
    let s = g.initial_state();
    let full = minimax_memo(&g, &s, &mut NoTracer).unwrap();
    let just = minimax_memo_bounded(&g, &s, None, 4_520, &mut NoTracer).unwrap();
    assert_eq!(
        (just.value, just.pv, just.stats),
        (full.value, full.pv, full.stats)
    );
    let short = minimax_memo_bounded(&g, &s, None, 4_519, &mut NoTracer);
    assert_eq!(short.unwrap_err(), SearchError::MemoFull(4_519));
    let plain = minimax_depth(&g, &s, 3, &mut NoTracer).unwrap();
    let depth = minimax_memo_bounded(&g, &s, Some(3), 82, &mut NoTracer).unwrap();
    assert_eq!((depth.value, depth.pv), (plain.value, plain.pv));
    let short = minimax_memo_bounded(&g, &s, Some(3), 81, &mut NoTracer);
    assert!(
        short
            .unwrap_err()
            .to_string()
            .contains("bound of 81 positions")
    );
}

#[test]
fn the_seed_003_tree_keeps_its_leaf_values_to_the_end() {
    let g = Arena::load("assets/arenas/seed-003-alpha-beta.ron").unwrap();
    let s = g.initial_state();
    let c = g.id("C").unwrap();
    assert_eq!(Scale::of(&g, None), Scale::LeafValues { bound: 7 });
    let m = minimax(&g, &s, &mut NoTracer).unwrap();
    assert_eq!((m.value, m.best, m.stats.leaves), (1, Some(c), 16));
    let memo = minimax_memo(&g, &s, &mut NoTracer).unwrap();
    assert_eq!((memo.value, memo.best), (1, Some(c)));
    let ab = alphabeta(&g, &s, AlphaBetaOptions::default(), &mut NoTracer).unwrap();
    // The file's header: R = 1, play C, 12 of the 16 leaves.
    assert_eq!((ab.value, ab.best, ab.stats.leaves), (1, Some(c), 12));
    // The same values as a deep enough depth-limited search.
    let deep = minimax_depth(&g, &s, 9, &mut NoTracer).unwrap();
    assert_eq!((deep.value, deep.pv), (m.value, m.pv));
}

#[test]
fn a_root_worth_minus_m_still_has_its_best_move() {
    // Nim 1 2 3 is lost for player 0: -1, the bottom of the outcome scale. From
    // [-1, 1] no child raises a above -1, yet the best move is the first child
    // reaching -1, as from (-inf, +inf).
    let g = Nim::new(&[1, 2, 3]).unwrap();
    let s = g.initial_state();
    let plain = minimax(&g, &s, &mut NoTracer).unwrap();
    assert_eq!(plain.value, -1, "nim-sum 0: player 0 loses");
    let heur = alphabeta(
        &g,
        &s,
        AlphaBetaOptions {
            window: Window::Heuristic,
            ..AlphaBetaOptions::default()
        },
        &mut NoTracer,
    )
    .unwrap();
    assert_eq!((heur.value, heur.best), (plain.value, plain.best));
    assert!(!heur.pv.is_empty());
}
