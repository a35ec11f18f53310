#![allow(clippy::unwrap_used)]
//! The exact Connect Four solver on several threads (ABDADA over one shared
//! table) against the same solver on one thread, the oracle: the same score on
//! every position of the benchmark set from 14 moves and on generated ones,
//! in the strong and the weak mode, with every probe on every thread; then a
//! stress test, many threads on one small table (entries overwritten all the
//! time) over and over, without a wrong score. The weak mode's score is the
//! sign of the strong one's.

use ludoscope::games::{ConnectFour, ConnectFourState};
use ludoscope::search::c4_solver::{Solver, parse_position};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::common::random_live_position;

/// The benchmark's positions with at least `min_moves` moves, and random ones
/// of 16 to 30 plies, `count` in all.
fn positions(g: &ConnectFour, min_moves: usize, count: usize) -> Vec<ConnectFourState> {
    let bench = include_str!("../../assets/c4/solve-bench.txt");
    let mut out: Vec<_> = bench
        .lines()
        .filter(|l| l.len() >= min_moves)
        .map(|l| parse_position(g, l).unwrap())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(32);
    while out.len() < count {
        let s = random_live_position(g, rng.random_range(16..30), &mut rng);
        if s.plies >= 16 {
            out.push(s);
        }
    }
    out
}

/// A solver on `threads` threads whose every probe runs on all of them.
fn solver(g: &ConnectFour, bits: u32, threads: usize, weak: bool) -> Solver {
    let mut s = Solver::new(g.clone(), bits).unwrap();
    s.set_threads(threads);
    s.set_ramp_nodes(0);
    s.set_weak(weak);
    s
}

#[test]
fn threads_give_the_single_thread_scores_strong_and_weak() {
    let g = ConnectFour::default();
    let positions = positions(&g, 14, 300);
    let mut one = solver(&g, 20, 1, false);
    let strong: Vec<_> = positions
        .iter()
        .map(|s| one.solve(s).unwrap().score)
        .collect();
    for weak in [false, true] {
        for threads in [2, 3] {
            let mut many = solver(&g, 20, threads, weak);
            for (i, (s, &want)) in positions.iter().zip(&strong).enumerate() {
                if i % 3 == 0 {
                    many.clear();
                }
                let want = if weak { want.signum() } else { want };
                let got = many.solve(s).unwrap().score;
                assert_eq!(
                    got, want,
                    "{threads} threads, weak {weak}, position {i}: {s:?}"
                );
            }
        }
    }
}

#[test]
fn many_threads_on_one_small_table_never_score_wrong() {
    let g = ConnectFour::default();
    let positions = positions(&g, 20, 60);
    let mut one = solver(&g, 20, 1, false);
    let want: Vec<_> = positions
        .iter()
        .map(|s| one.solve(s).unwrap().score)
        .collect();
    // 2^10 slots for tens of thousands of positions: every store overwrites.
    let mut many = solver(&g, 10, 4, false);
    for round in 0..5 {
        for (i, (s, &want)) in positions.iter().zip(&want).enumerate() {
            let got = many.solve(s).unwrap().score;
            assert_eq!(got, want, "round {round}, position {i}: {s:?}");
        }
    }
}

#[test]
fn threads_on_other_board_sizes() {
    for (rows, cols) in [(4, 5), (5, 4), (5, 5), (6, 5)] {
        let g = ConnectFour::new(rows, cols).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(rows as u64 * 10 + cols as u64);
        let mut one = solver(&g, 18, 1, false);
        let mut two = solver(&g, 18, 2, false);
        for _ in 0..40 {
            let s = random_live_position(&g, rng.random_range(4..12), &mut rng);
            let want = one.solve(&s).unwrap().score;
            assert_eq!(two.solve(&s).unwrap().score, want, "{rows}x{cols} {s:?}");
        }
    }
}
