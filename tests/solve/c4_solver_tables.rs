#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The exact Connect Four solver with its shared table (8-byte atomic entries,
//! the key's quotient by the table's prime) against the same solver with the
//! engine's full-key table: the same score and the same number of nodes on
//! every position, at two table sizes.

use ludoscope::engine::Game;
use ludoscope::games::{ConnectFour, ConnectFourState};
use ludoscope::search::c4_solver::{Solver, parse_position};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The benchmark's positions with at least 14 moves, and random ones.
fn positions(g: &ConnectFour) -> Vec<ConnectFourState> {
    let bench = include_str!("../../assets/c4/solve-bench.txt");
    let mut out: Vec<_> = bench
        .lines()
        .filter(|l| l.len() >= 14)
        .map(|l| parse_position(g, l).unwrap())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    while out.len() < 190 {
        let mut s = g.initial_state();
        for _ in 0..rng.random_range(16..40) {
            let cols: Vec<u8> = (0..g.cols()).filter(|&c| g.can_play(&s, c)).collect();
            let mut t = s;
            g.drop_disc(&mut t, cols[rng.random_range(0..cols.len())]);
            if g.turn(&t).is_terminal() {
                break;
            }
            s = t;
        }
        if s.plies >= 16 {
            out.push(s);
        }
    }
    out
}

#[test]
fn compact_and_full_tables_search_alike() {
    let g = ConnectFour::default();
    let positions = positions(&g);
    for bits in [18, 16] {
        let mut compact = Solver::new(g.clone(), bits).unwrap();
        let mut full = Solver::with_full_table(g.clone(), bits).unwrap();
        let (slots, bytes) = compact.table_size();
        assert_eq!(bytes, 8, "2^{bits} slots");
        // The shared table allocates the slots its prime index reaches.
        assert_eq!(full.table_size(), (1 << bits, 16));
        assert!(slots > (1 << bits) - 100 && slots < 1 << bits);
        for (i, s) in positions.iter().enumerate() {
            if i % 2 == 0 {
                // Half of the positions from an empty table, half after the others.
                compact.clear();
                full.clear();
            }
            let (a, b) = (compact.solve(s).unwrap(), full.solve(s).unwrap());
            assert_eq!(a, b, "2^{bits} slots, position {i}: {s:?}");
        }
    }
}

/// The moves of `line` in the mirror image (column `c` becomes `cols + 1 - c`).
fn mirrored(line: &str, cols: u32) -> String {
    line.chars()
        .map(|ch| char::from_digit(cols + 1 - ch.to_digit(10).unwrap(), 10).unwrap())
        .collect()
}

/// A position and its mirror image have one table entry: solved after the
/// position, the image costs a fraction of its nodes (the table remembers
/// the position's searches), with the same score; solved from an empty table,
/// the same score as the position.
#[test]
fn a_position_and_its_mirror_image_share_the_table() {
    let g = ConnectFour::default();
    let bench = include_str!("../../assets/c4/solve-bench.txt");
    let mut checked = 0;
    for line in bench.lines().filter(|l| (10..24).contains(&l.len())) {
        let image = mirrored(line, 7);
        if image == line {
            continue;
        }
        let (s, t) = (
            parse_position(&g, line).unwrap(),
            parse_position(&g, &image).unwrap(),
        );
        let mut solver = Solver::new(g.clone(), 22).unwrap();
        let first = solver.solve(&s).unwrap();
        if first.nodes < 1000 {
            // A win at once or a few nodes: nothing to share.
            continue;
        }
        let again = solver.solve(&t).unwrap();
        assert_eq!(again.score, first.score, "{line} and {image}");
        assert!(
            again.nodes * 4 < first.nodes,
            "{image} after {line}: {} nodes, {} for the position",
            again.nodes,
            first.nodes
        );
        solver.clear();
        assert_eq!(
            solver.solve(&t).unwrap().score,
            first.score,
            "{image} alone"
        );
        checked += 1;
    }
    assert!(checked >= 10, "{checked} positions");
}
