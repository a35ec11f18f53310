//! The exact Connect Four solver (the engine's negamax with the solver's
//! evaluator) against a brute-force score, memoised plain negamax in Pascal
//! Pons's convention, on small boards and late 7x6 positions, and on positions
//! whose score is known.

#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use ludoscope::games::{ConnectFour, ConnectFourState};
use ludoscope::search::Value;
use ludoscope::search::c4_solver::{Solver, parse_position};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

use crate::common;
use common::random_live_position;

/// The exact score by brute force (memoised plain negamax), Pons's convention.
fn c4_score(
    g: &ConnectFour,
    s: &ConnectFourState,
    memo: &mut HashMap<ConnectFourState, Value>,
) -> Value {
    let cells = g.rows() as Value * g.cols() as Value;
    if s.won {
        return -(cells + 2 - s.plies as Value) / 2;
    }
    if s.plies as Value == cells {
        return 0;
    }
    if let Some(&v) = memo.get(s) {
        return v;
    }
    let v = (0..g.cols())
        .filter(|&c| g.can_play(s, c))
        .map(|c| {
            let mut t = *s;
            g.drop_disc(&mut t, c);
            -c4_score(g, &t, memo)
        })
        .max()
        .unwrap();
    memo.insert(*s, v);
    v
}

fn check_solver(g: &ConnectFour, positions: usize, plies: std::ops::Range<usize>, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut solver = Solver::new(g.clone(), 18).unwrap();
    let mut memo = HashMap::new();
    for _ in 0..positions {
        let mut s = random_live_position(g, rng.random_range(plies.clone()), &mut rng);
        while (s.plies as usize) < plies.start {
            // The game ended early: draw again (an early position is too big to brute-force).
            s = random_live_position(g, rng.random_range(plies.clone()), &mut rng);
        }
        let want = c4_score(g, &s, &mut memo);
        assert_eq!(solver.solve(&s).unwrap().score, want, "{s:?}");
    }
}

#[test]
fn solver_matches_brute_force() {
    check_solver(&ConnectFour::new(4, 4).unwrap(), 1000, 0..14, 5);
    check_solver(&ConnectFour::new(4, 5).unwrap(), 200, 8..18, 6);
    check_solver(&ConnectFour::new(5, 4).unwrap(), 200, 6..16, 8);
    check_solver(&ConnectFour::new(6, 7).unwrap(), 300, 28..40, 7);
}

#[test]
fn solver_known_positions() {
    let g = ConnectFour::default();
    let mut solver = Solver::new(g.clone(), 18).unwrap();
    // From Pascal Pons's end-game test set (Test_L3_R1, first line).
    let s = parse_position(&g, "2252576253462244111563365343671351441").unwrap();
    assert_eq!(solver.solve(&s).unwrap().score, -1);
    // Three in the bottom row: the player to move wins with its 4th stone.
    let s = parse_position(&g, "121212").unwrap();
    assert_eq!(solver.solve(&s).unwrap().score, 18);
    // The opponent wins with its 4th stone whatever the player to move does.
    let s = parse_position(&g, "4455").unwrap();
    let t = parse_position(&g, "44556").unwrap();
    assert_eq!(solver.solve(&s).unwrap().score, 18);
    assert_eq!(solver.solve(&t).unwrap().score, -18);
}

/// The empty board of each small size against brute force (4x4) and against
/// the published table of board sizes (John Tromp's, extended by Christophe
/// Steininger's solver, github.com/ChristopheSteininger/c4): the sign of the
/// score for the first player, 0 a draw, -1 a win of the second player.
#[test]
fn empty_boards_of_every_small_size() {
    let g = ConnectFour::new(4, 4).unwrap();
    let brute = c4_score(&g, &parse_position(&g, "").unwrap(), &mut HashMap::new());
    let mut solver = Solver::new(g.clone(), 18).unwrap();
    assert_eq!(
        solver
            .solve(&parse_position(&g, "").unwrap())
            .unwrap()
            .score,
        brute
    );
    // (rows, cols, sign): the table's rows are heights, its columns widths.
    let published = [
        (4, 4, 0),
        (4, 5, 0),
        (5, 4, 0),
        (4, 6, -1),
        (6, 4, 0),
        (5, 5, 0),
    ];
    for (rows, cols, sign) in published {
        let g = ConnectFour::new(rows, cols).unwrap();
        let mut solver = Solver::new(g.clone(), 20).unwrap();
        let score = solver
            .solve(&parse_position(&g, "").unwrap())
            .unwrap()
            .score;
        assert_eq!(score.signum(), sign, "{rows}x{cols}: score {score}");
        solver.set_weak(true);
        solver.clear();
        let weak = solver
            .solve(&parse_position(&g, "").unwrap())
            .unwrap()
            .score;
        assert_eq!(weak, sign, "{rows}x{cols} weak");
    }
}

#[test]
fn a_board_without_a_spare_row_is_named() {
    let g = ConnectFour::new(8, 8).unwrap();
    let err = Solver::new(g, 18).err().unwrap().to_string();
    assert!(err.contains("8 rows x 8 columns"), "{err}");
}
