//! The seeds' searches against each other and against independent facts:
//! alpha-beta (both cut rules) == minimax, memo == plain, depth-limited alpha-beta
//! == depth-limited minimax, Nim values == the nim-sum rule, seed 004's literal
//! best-move procedure, the Knuth-Moore minimal tree, and unsupported games.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common;

use common::{Tree, random_position, sorted_uniform_tree};
use ludoscope::engine::{Actor, Game};
use ludoscope::games::{ConnectFour, Nim, TicTacToe};
use ludoscope::search::{
    AlphaBetaOptions, CutRule, Heuristic, M, NoTracer, SearchError, alphabeta, minimax,
    minimax_depth, minimax_memo,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn ab(depth: Option<u32>, cut: CutRule) -> AlphaBetaOptions {
    AlphaBetaOptions {
        depth,
        cut,
        ..AlphaBetaOptions::default()
    }
}

/// Seed 004 "meilleur coup possible", literally: the root score, then the first
/// child whose MinMax value equals it.
fn seed_best_move<G: Heuristic>(g: &G, s: &G::State, depth: Option<u32>) -> Option<G::Action> {
    let search = |s: &G::State, d: Option<u32>| match d {
        None => minimax(g, s, &mut NoTracer).unwrap().value,
        Some(d) => minimax_depth(g, s, d, &mut NoTracer).unwrap().value,
    };
    let score = search(s, depth);
    let p = g.turn(s).to_move()?;
    let mut actions = Vec::new();
    g.legal_actions(s, p, &mut actions);
    actions.into_iter().find(|&a| {
        let mut child = s.clone();
        g.play(&mut child, Actor::Player(p), a);
        search(&child, depth.map(|d| d.saturating_sub(1))) == score
    })
}

/// Every full-depth search agrees with plain minimax on value, best move and line.
fn check_full<G: Heuristic>(g: &G, s: &G::State) {
    let m = minimax(g, s, &mut NoTracer).unwrap();
    assert!((-1..=1).contains(&m.value));
    let memo = minimax_memo(g, s, &mut NoTracer).unwrap();
    assert_eq!((memo.value, memo.best), (m.value, m.best), "{s:?}");
    assert_eq!(memo.pv, m.pv, "{s:?}");
    assert!(memo.stats.nodes <= m.stats.nodes);
    for cut in [CutRule::Seed, CutRule::Strict] {
        let r = alphabeta(g, s, ab(None, cut), &mut NoTracer).unwrap();
        assert_eq!((r.value, r.best), (m.value, m.best), "{cut:?} {s:?}");
        assert_eq!(r.pv, m.pv, "{cut:?} {s:?}");
        assert!(r.stats.nodes <= m.stats.nodes);
    }
}

#[test]
fn tictactoe_random_positions() {
    let g = TicTacToe;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for i in 0..2000 {
        let plies = rng.random_range(2..9);
        let s = random_position(&g, &mut rng, plies);
        check_full(&g, &s);
        if i % 20 == 0 {
            let m = minimax(&g, &s, &mut NoTracer).unwrap();
            assert_eq!(m.best, seed_best_move(&g, &s, None));
            // Deep enough to reach every final state: exactly +-M or 0 (seed 004
            // Definition 4.12), the same best move.
            let d = minimax_depth(&g, &s, 9, &mut NoTracer).unwrap();
            assert_eq!((d.value, d.best), (M * m.value, m.best));
        }
    }
}

#[test]
fn nim_random_positions_follow_the_nim_sum() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..1000 {
        let heaps: Vec<u32> = (0..rng.random_range(1..4))
            .map(|_| rng.random_range(1..5))
            .collect();
        let g = Nim::new(&heaps).unwrap();
        let plies = rng.random_range(0..3);
        let s = random_position(&g, &mut rng, plies);
        check_full(&g, &s);
        if let Some(p) = g.turn(&s).to_move() {
            let mover_wins = Nim::nim_sum(&s) != 0;
            let expected = if mover_wins == (p == 0) { 1 } else { -1 };
            let m = minimax(&g, &s, &mut NoTracer).unwrap();
            assert_eq!(m.value, expected, "{heaps:?} {s:?}");
        }
    }
}

#[test]
fn connect_four_late_positions_on_small_boards() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let small = ConnectFour::new(4, 4).unwrap();
    let wide = ConnectFour::new(4, 5).unwrap();
    for _ in 0..400 {
        let s = {
            let n = rng.random_range(7..16);
            random_position(&small, &mut rng, n)
        };
        check_full(&small, &s);
    }
    for _ in 0..150 {
        let s = {
            let n = rng.random_range(11..20);
            random_position(&wide, &mut rng, n)
        };
        check_full(&wide, &s);
    }
}

#[test]
fn depth_limited_alphabeta_equals_depth_limited_minimax() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let c4 = ConnectFour::default();
    for i in 0..300 {
        let s = {
            let n = rng.random_range(0..25);
            random_position(&c4, &mut rng, n)
        };
        let depth = rng.random_range(1..5);
        let m = minimax_depth(&c4, &s, depth, &mut NoTracer).unwrap();
        for cut in [CutRule::Seed, CutRule::Strict] {
            let r = alphabeta(&c4, &s, ab(Some(depth), cut), &mut NoTracer).unwrap();
            assert_eq!(
                (r.value, r.best),
                (m.value, m.best),
                "{cut:?} {s:?} {depth}"
            );
            assert_eq!(r.pv, m.pv);
        }
        if i % 30 == 0 {
            assert_eq!(m.best, seed_best_move(&c4, &s, Some(depth)));
        }
    }
    let ttt = TicTacToe;
    for _ in 0..500 {
        let s = {
            let n = rng.random_range(0..7);
            random_position(&ttt, &mut rng, n)
        };
        let depth = rng.random_range(0..6);
        let m = minimax_depth(&ttt, &s, depth, &mut NoTracer).unwrap();
        let r = alphabeta(&ttt, &s, ab(Some(depth), CutRule::Seed), &mut NoTracer).unwrap();
        assert_eq!((r.value, r.best, r.pv), (m.value, m.best, m.pv));
    }
}

#[test]
fn alphabeta_visits_the_knuth_moore_minimal_tree_when_sorted_best_first() {
    for (b, d) in [
        (2u32, 1u32),
        (2, 4),
        (2, 7),
        (3, 3),
        (3, 4),
        (4, 3),
        (5, 3),
        (13, 2),
    ] {
        for seed in 0..5 {
            let t = sorted_uniform_tree(b as usize, d, seed);
            let expected = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            let m = minimax_depth(&t, &0, d, &mut NoTracer).unwrap();
            assert_eq!(m.stats.leaves, b.pow(d) as u64);
            let r = alphabeta(&t, &0, ab(Some(d), CutRule::Seed), &mut NoTracer).unwrap();
            assert_eq!(r.value, m.value);
            assert_eq!(r.stats.leaves, expected as u64, "b={b} d={d}");
            assert_eq!(r.best, Some(0), "best-first: the first child");
            // The strict rule misses the cuts where a child failing low returns
            // exactly the bound (seed 004 starts `a` at alpha): more leaves.
            let strict = alphabeta(&t, &0, ab(Some(d), CutRule::Strict), &mut NoTracer).unwrap();
            assert_eq!(strict.value, m.value);
            assert!(strict.stats.leaves >= r.stats.leaves, "b={b} d={d}");
            if d >= 3 {
                assert!(strict.stats.leaves > r.stats.leaves, "b={b} d={d}");
            }
        }
    }
}

#[test]
fn unsorted_trees_need_more_leaves_than_the_minimal_tree() {
    let t = sorted_uniform_tree(3, 4, 7);
    let mut worst = t.clone();
    for kids in &mut worst.children {
        kids.reverse();
    }
    let opts = ab(Some(4), CutRule::Seed);
    let best = alphabeta(&t, &0, opts, &mut NoTracer).unwrap();
    let bad = alphabeta(&worst, &0, opts, &mut NoTracer).unwrap();
    assert_eq!(best.value, bad.value);
    assert!(best.stats.leaves < bad.stats.leaves);
}

#[test]
fn games_other_than_two_player_zero_sum_are_refused() {
    let mut t = sorted_uniform_tree(2, 2, 0);
    t.players = 3;
    let err = minimax(&t, &0, &mut NoTracer).unwrap_err();
    assert!(matches!(err, SearchError::Unsupported { game: "Tree", .. }));
    assert!(err.to_string().contains("two-player zero-sum"), "{err}");
    assert!(minimax_memo(&t, &0, &mut NoTracer).is_err());
    assert!(minimax_depth(&t, &0, 2, &mut NoTracer).is_err());
    assert!(alphabeta(&t, &0, ab(None, CutRule::Seed), &mut NoTracer).is_err());
}

#[test]
fn trees_of_one_ply_and_final_roots() {
    let t: Tree = sorted_uniform_tree(4, 1, 9);
    let r = alphabeta(&t, &0, ab(Some(1), CutRule::Seed), &mut NoTracer).unwrap();
    assert_eq!(r.value, t.values()[0]);
    assert_eq!(r.pv.len(), 1);
    let g = TicTacToe;
    let mut s = g.initial_state();
    for a in [0, 3, 1, 4, 2] {
        let p = g.turn(&s).to_move().unwrap();
        g.play(&mut s, Actor::Player(p), a);
    }
    let r = minimax(&g, &s, &mut NoTracer).unwrap();
    assert_eq!(
        (r.value, r.best, r.stats.nodes, r.stats.leaves),
        (1, None, 1, 1)
    );
}
