//! The exact Connect Four solver's rows on threads (issue 32): the fixed
//! positions of `assets/c4/solve-bench.txt` solved at 1 and 2 threads, each
//! from an empty table (not timed), in positions per second with the speed-up;
//! the early positions (at most 13 moves) apart, where the threads join; and,
//! with `bench --c4-empty` only (minutes), the empty 7x6 board, strong and weak.

use super::search::{SOLVE_POSITIONS, figure};
use crate::games::ConnectFour;
use crate::search::c4_solver::{Solver, parse_position};
use std::time::Instant;

/// Seconds and nodes to solve `lines` on `threads` threads (weak or not),
/// each from an empty table; `None` if the solver cannot be had.
fn solve_all(g: &ConnectFour, lines: &[&str], threads: usize, weak: bool) -> Option<(f64, u64)> {
    let mut solver = Solver::new(g.clone(), 24).ok()?;
    solver.set_threads(threads);
    solver.set_weak(weak);
    let (mut seconds, mut nodes) = (0.0, 0);
    for moves in lines {
        let s = parse_position(g, moves).ok()?;
        solver.clear();
        let start = Instant::now();
        nodes += solver.solve(&s).ok()?.nodes;
        seconds += start.elapsed().as_secs_f64();
    }
    Some((seconds, nodes))
}

/// The rows at 1 and 2 threads on the benchmark's positions.
pub fn rows() {
    let g = ConnectFour::default();
    let all: Vec<&str> = SOLVE_POSITIONS.lines().filter(|l| !l.is_empty()).collect();
    let early: Vec<&str> = all.iter().copied().filter(|l| l.len() <= 13).collect();
    for (name, lines) in [("all", &all), ("<= 13 moves", &early)] {
        let mut one = None;
        for threads in [1, 2] {
            let Some((seconds, nodes)) = solve_all(&g, lines, threads, false) else {
                return;
            };
            let speedup = one.map_or(String::new(), |t: f64| {
                format!(", speed-up {:.2}", t / seconds)
            });
            figure(
                &format!("C4 solve {name}, {threads} thread(s)"),
                lines.len() as f64 / seconds,
                "positions/s",
                &format!(
                    "({} positions, {seconds:.2} s, {nodes} nodes{speedup})",
                    lines.len()
                ),
            );
            one.get_or_insert(seconds);
        }
    }
}

/// The empty 7x6 board at 1 and 2 threads, strong and weak (minutes each).
pub fn empty_board_rows() {
    let g = ConnectFour::default();
    for weak in [false, true] {
        for threads in [1, 2] {
            let Some((seconds, nodes)) = solve_all(&g, &[""], threads, weak) else {
                return;
            };
            let mode = if weak { "weak" } else { "strong" };
            figure(
                &format!("C4 solve empty 7x6 {mode}, {threads} thread(s)"),
                seconds,
                "s",
                &format!(
                    "({nodes} nodes, {:.1} M nodes/s)",
                    nodes as f64 / seconds / 1e6
                ),
            );
        }
    }
}
