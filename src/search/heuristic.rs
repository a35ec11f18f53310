//! Heuristics (seed 003 Definition 2.2, seed 004 Definition 4.12): a value for
//! non-final states, from player 0's point of view, strictly inside (-M, M); final
//! states are exactly M (player 0 wins), -M (player 1 wins) or 0 (draw), which
//! [`evaluate`] applies. The estimates here are for tic-tac-toe and Connect Four
//! (open lines weighted by how full they are, plus centre control) and Nim (exact,
//! by the nim-sum). They do not search.

use super::trace::Value;
use crate::engine::Game;
use crate::games::connect_four::{ConnectFour, ConnectFourState};
use crate::games::nim::{Nim, NimState};
use crate::games::tictactoe::{LINES, TicTacToe, TicTacToeState};

/// The seeds' bound v_max = M = 100.
pub const M: Value = 100;

/// A game with a heuristic. The default estimate is 0 for every non-final state.
pub trait Heuristic: Game {
    /// The estimate of a non-final state for player 0, in [-(M - 1), M - 1]; higher
    /// is better for player 0.
    fn estimate(&self, s: &Self::State) -> Value {
        let _ = s;
        0
    }
}

/// The heuristic h of seed 004 Definition 4.12: M, -M or 0 at a final state (player
/// 0 wins, player 1 wins, draw), otherwise the game's estimate clamped into
/// [-(M - 1), M - 1].
pub fn evaluate<G: Heuristic>(g: &G, s: &G::State) -> Value {
    match g.scores(s) {
        Some(scores) => match scores.winner() {
            Some(0) => M,
            Some(_) => -M,
            None => 0,
        },
        None => g.estimate(s).clamp(-(M - 1), M - 1),
    }
}

/// Weight of a line holding `k` marks of one player and none of the other.
fn line_weight(k: u32) -> Value {
    match k {
        0 => 0,
        1 => 1,
        2 => 4,
        3 => 12,
        _ => 30,
    }
}

/// The score of one line for player 0: open lines count for their owner.
fn line_score(mine: u32, theirs: u32) -> Value {
    match (mine, theirs) {
        (k, 0) => line_weight(k),
        (0, k) => -line_weight(k),
        _ => 0,
    }
}

/// Tic-tac-toe: each of the eight lines open for one player counts 1 (one mark) or
/// 4 (two marks); the centre counts 2. At most 8 * 4 + 2 = 34 in absolute value.
impl Heuristic for TicTacToe {
    fn estimate(&self, s: &TicTacToeState) -> Value {
        let [x, o] = s.marks;
        let lines: Value = LINES
            .iter()
            .map(|&l| line_score((x & l).count_ones(), (o & l).count_ones()))
            .sum();
        let centre = 1 << 4;
        let centre_score = if x & centre != 0 {
            2
        } else if o & centre != 0 {
            -2
        } else {
            0
        };
        lines + centre_score
    }
}

/// Connect Four: every window of four cells open for one player counts 1, 4 or 12
/// for one, two or three discs; each disc in the centre column (both centre
/// columns on an even width) counts 3. Clamped into (-M, M) by [`evaluate`].
impl Heuristic for ConnectFour {
    fn estimate(&self, s: &ConnectFourState) -> Value {
        let (p0, p1) = discs_by_player(self, s);
        let mut total = 0;
        for_each_window(self, |w| {
            total += line_score((p0 & w).count_ones(), (p1 & w).count_ones());
        });
        let centre = centre_columns(self);
        total += 3 * ((p0 & centre).count_ones() as Value - (p1 & centre).count_ones() as Value);
        total
    }
}

/// The discs of player 0 and of player 1.
fn discs_by_player(g: &ConnectFour, s: &ConnectFourState) -> (u64, u64) {
    let other = s.current ^ s.mask;
    if g.to_move(s) == 0 {
        (s.current, other)
    } else {
        (other, s.current)
    }
}

fn centre_columns(g: &ConnectFour) -> u64 {
    let c = g.cols();
    let mut mask = g.column_mask(c / 2);
    if c % 2 == 0 {
        mask |= g.column_mask(c / 2 - 1);
    }
    mask
}

/// Calls `f` with the mask of every window of four aligned cells.
fn for_each_window(g: &ConnectFour, mut f: impl FnMut(u64)) {
    let (rows, cols) = (g.rows() as i32, g.cols() as i32);
    for (dr, dc) in [(1, 0), (0, 1), (1, 1), (-1, 1)] {
        for row in 0..rows {
            for col in 0..cols {
                let (end_r, end_c) = (row + 3 * dr, col + 3 * dc);
                if !(0..rows).contains(&end_r) || !(0..cols).contains(&end_c) {
                    continue;
                }
                let w = (0..4).fold(0, |m, k| {
                    m | g.cell_bit((row + k * dr) as u8, (col + k * dc) as u8)
                });
                f(w);
            }
        }
    }
}

/// Nim is solved by the nim-sum: the player to move wins iff the XOR of the heaps
/// is non-zero. The estimate is that exact outcome, M - 1 for a win of player 0.
impl Heuristic for Nim {
    fn estimate(&self, s: &NimState) -> Value {
        let mover_wins = Nim::nim_sum(s) != 0;
        let player0_wins = mover_wins == (s.to_move == 0);
        if player0_wins { M - 1 } else { -(M - 1) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Actor, Turn};

    fn play<G: Game>(g: &G, moves: &[G::Action]) -> G::State {
        let mut s = g.initial_state();
        for &a in moves {
            let Turn::Player(p) = g.turn(&s) else {
                panic!("not a player's turn")
            };
            g.play(&mut s, Actor::Player(p), a);
        }
        s
    }

    #[test]
    fn tictactoe_prefers_the_centre_and_open_lines() {
        let g = TicTacToe;
        assert_eq!(evaluate(&g, &g.initial_state()), 0);
        // X in the centre: 4 open lines through it, +2 for the centre.
        assert_eq!(evaluate(&g, &play(&g, &[4])), 6);
        // X centre, O corner: X keeps 3 open lines, O 2 (the diagonal is shared).
        assert_eq!(evaluate(&g, &play(&g, &[4, 0])), 3 - 2 + 2);
        // X wins on the top row: exactly M.
        assert_eq!(evaluate(&g, &play(&g, &[0, 3, 1, 4, 2])), M);
        // O wins on the left column: exactly -M.
        assert_eq!(evaluate(&g, &play(&g, &[1, 0, 2, 3, 4, 6])), -M);
    }

    #[test]
    fn connect_four_is_symmetric_and_inside_the_bounds() {
        let g = ConnectFour::default();
        assert_eq!(evaluate(&g, &g.initial_state()), 0);
        let centre = evaluate(&g, &play(&g, &[3]));
        let edge = evaluate(&g, &play(&g, &[0]));
        assert!(centre > edge && edge > 0, "{centre} {edge}");
        // Left-right mirror images have equal values.
        assert_eq!(
            evaluate(&g, &play(&g, &[0, 2])),
            evaluate(&g, &play(&g, &[6, 4]))
        );
        // Player 1 in the centre after player 0 on the edge: good for player 1.
        assert!(evaluate(&g, &play(&g, &[0, 3])) < 0);
        let won = play(&g, &[0, 1, 0, 1, 0, 1, 0]);
        assert_eq!(evaluate(&g, &won), M);
        let near = play(&g, &[3, 0, 3, 6, 3]);
        let v = evaluate(&g, &near);
        assert!(v > 0 && v < M, "{v}");
    }

    #[test]
    fn nim_is_exact() {
        let g = Nim::new(&[1, 2, 3]).unwrap();
        // Nim-sum 0 with player 0 to move: player 0 loses.
        assert_eq!(evaluate(&g, &g.initial_state()), -(M - 1));
        let g = Nim::new(&[1, 2]).unwrap();
        assert_eq!(evaluate(&g, &g.initial_state()), M - 1);
    }
}
