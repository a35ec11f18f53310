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

/// A game with a heuristic. The default estimate is 0 for every non-final state, so
/// `impl Heuristic for MyGame {}` makes any two-player game searchable by the seeds'
/// algorithms (which all take `G: Heuristic`).
pub trait Heuristic: Game {
    /// The estimate of a non-final state for player 0, in [-(M - 1), M - 1]; higher
    /// is better for player 0.
    fn estimate(&self, s: &Self::State) -> Value {
        let _ = s;
        0
    }

    /// The value of a final state when the game gives one (the integer leaves of
    /// the seeds' exercise trees); `None` scores a final state M, -M or 0. A game
    /// that gives numbers also says their bound in [`Heuristic::leaf_bound`].
    fn terminal_value(&self, s: &Self::State) -> Option<Value> {
        let _ = s;
        None
    }

    /// v_max of a game whose final states carry numbers
    /// ([`Heuristic::terminal_value`]): no final value is larger in absolute
    /// value (seed 003 Remark 2.1). `Some` puts the seeds' searches on
    /// [`crate::search::Scale::LeafValues`], with or without a depth; `None`
    /// (the default) on seed 003's outcomes or the heuristic's [-M, M].
    fn leaf_bound(&self) -> Option<Value> {
        None
    }
}

/// The heuristic h of seed 004 Definition 4.12: M, -M or 0 at a final state (player
/// 0 wins, player 1 wins, draw; or the leaf's own value in an exercise tree, see
/// [`Heuristic::terminal_value`]), otherwise the game's estimate clamped into
/// [-(M - 1), M - 1].
pub fn evaluate<G: Heuristic>(g: &G, s: &G::State) -> Value {
    if let Some(v) = g.terminal_value(s) {
        return v;
    }
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
/// Windows are counted with bitboards, all windows of a direction at once.
impl Heuristic for ConnectFour {
    fn estimate(&self, s: &ConnectFourState) -> Value {
        let (p0, p1) = discs_by_player(self, s);
        let centre = centre_columns(self);
        let centre_score =
            3 * ((p0 & centre).count_ones() as Value - (p1 & centre).count_ones() as Value);
        let lines: Value = self
            .lines()
            .iter()
            .map(|&(shift, starts)| {
                open_windows(p0, p1, shift, starts) - open_windows(p1, p0, shift, starts)
            })
            .sum();
        lines + centre_score
    }
}

/// The weighted count of windows in one direction open for `mine`: bit `i` of each
/// mask below stands for the window starting at cell `i`.
fn open_windows(mine: u64, theirs: u64, shift: u32, starts: u64) -> Value {
    let spread = |b: u64| [b, b >> shift, b >> (2 * shift), b >> (3 * shift)];
    let [o0, o1, o2, o3] = spread(theirs);
    let open = starts & !(o0 | o1 | o2 | o3);
    let [a, b, c, d] = spread(mine).map(|x| x & open);
    // A bit-sliced adder: count = low + 2 * mid, mid = mid0 + 2 * mid1.
    let (s1, c1, s2, c2) = (a ^ b, a & b, c ^ d, c & d);
    let low = s1 ^ s2;
    let mid0 = (s1 & s2) ^ c1 ^ c2;
    let mid1 = c1 & c2;
    let one = low & !mid0 & !mid1;
    let two = !low & mid0;
    let three = low & mid0;
    one.count_ones() as Value
        + line_weight(2) * two.count_ones() as Value
        + line_weight(3) * three.count_ones() as Value
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
    if c.is_multiple_of(2) {
        mask |= g.column_mask(c / 2 - 1);
    }
    mask
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

    /// The estimate counted window by window, cell by cell.
    fn naive_c4(g: &ConnectFour, s: &ConnectFourState) -> Value {
        let (rows, cols) = (g.rows() as i32, g.cols() as i32);
        let mut total = 0;
        for (dr, dc) in [(1, 0), (0, 1), (1, 1), (-1, 1)] {
            for row in 0..rows {
                for col in 0..cols {
                    if !(0..rows).contains(&(row + 3 * dr)) || !(0..cols).contains(&(col + 3 * dc))
                    {
                        continue;
                    }
                    let cells: Vec<_> = (0..4)
                        .map(|k| g.cell(s, (row + k * dr) as u8, (col + k * dc) as u8))
                        .collect();
                    let mine = cells.iter().filter(|&&c| c == Some(0)).count() as u32;
                    let theirs = cells.iter().filter(|&&c| c == Some(1)).count() as u32;
                    total += line_score(mine, theirs);
                }
            }
        }
        for row in 0..g.rows() {
            for col in [(g.cols() - 1) / 2, g.cols() / 2] {
                total += match g.cell(s, row, col) {
                    Some(0) => 3,
                    Some(_) => -3,
                    None => 0,
                };
            }
            if !g.cols().is_multiple_of(2) {
                // The loop above saw the single centre column twice.
                total -= match g.cell(s, row, g.cols() / 2) {
                    Some(0) => 3,
                    Some(_) => -3,
                    None => 0,
                };
            }
        }
        total
    }

    #[test]
    fn connect_four_bitboard_count_matches_the_naive_count() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for (rows, cols) in [(6, 7), (4, 4), (5, 8), (8, 8), (7, 5)] {
            let g = ConnectFour::new(rows, cols).unwrap();
            for _ in 0..300 {
                let mut s = g.initial_state();
                let plies = rng.random_range(0..rows as usize * cols as usize);
                for _ in 0..plies {
                    let Turn::Player(p) = g.turn(&s) else { break };
                    let mut legal = vec![];
                    g.legal_actions(&s, p, &mut legal);
                    g.play(
                        &mut s,
                        Actor::Player(p),
                        legal[rng.random_range(0..legal.len())],
                    );
                }
                if g.turn(&s).is_terminal() {
                    continue;
                }
                assert_eq!(g.estimate(&s), naive_c4(&g, &s), "{rows}x{cols} {s:?}");
            }
        }
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
