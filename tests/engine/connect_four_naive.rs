//! Connect Four's bitboards against a deliberately naive board (a 2-D array,
//! scanning the whole board for four): perft counts and thousands of random games
//! must agree ply by ply.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, Turn, perft_levels, perft_nodes};
use ludoscope::games::ConnectFour;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The obvious implementation: `cells[row][col]`, row 0 at the bottom.
#[derive(Clone, Copy)]
struct Naive {
    rows: usize,
    cols: usize,
    cells: [[Option<usize>; 8]; 8],
    to_move: usize,
    winner: Option<usize>,
    plies: usize,
}

impl Naive {
    fn new(rows: usize, cols: usize) -> Self {
        Naive {
            rows,
            cols,
            cells: [[None; 8]; 8],
            to_move: 0,
            winner: None,
            plies: 0,
        }
    }

    fn over(&self) -> bool {
        self.winner.is_some() || self.plies == self.rows * self.cols
    }

    fn legal(&self) -> Vec<u8> {
        if self.over() {
            return vec![];
        }
        (0..self.cols)
            .filter(|&c| self.cells[self.rows - 1][c].is_none())
            .map(|c| c as u8)
            .collect()
    }

    fn play(&mut self, col: u8) {
        let col = col as usize;
        let row = (0..self.rows)
            .find(|&r| self.cells[r][col].is_none())
            .expect("column not full");
        self.cells[row][col] = Some(self.to_move);
        if self.has_four(self.to_move) {
            self.winner = Some(self.to_move);
        }
        self.to_move = 1 - self.to_move;
        self.plies += 1;
    }

    /// Whether `p` has four in a row anywhere: the same scan of every cell
    /// and direction as [`Naive::cells_in_fours`], stopping at the first.
    fn has_four(&self, p: usize) -> bool {
        let owns = |r: i32, c: i32| {
            r >= 0
                && c >= 0
                && r < self.rows as i32
                && c < self.cols as i32
                && self.cells[r as usize][c as usize] == Some(p)
        };
        let dirs = [(0i32, 1i32), (1, 0), (1, 1), (1, -1)];
        (0..self.rows as i32).any(|r| {
            (0..self.cols as i32).any(|c| {
                dirs.iter()
                    .any(|&(dr, dc)| (0..4).all(|k| owns(r + k * dr, c + k * dc)))
            })
        })
    }

    /// Every (row, col) that lies in a four-in-a-row of `p`, by scanning each
    /// cell and direction.
    fn cells_in_fours(&self, p: usize) -> Vec<(usize, usize)> {
        let dirs = [(0i32, 1i32), (1, 0), (1, 1), (1, -1)];
        let mut found = Vec::new();
        for r in 0..self.rows as i32 {
            for c in 0..self.cols as i32 {
                for (dr, dc) in dirs {
                    let line: Vec<(i32, i32)> = (0..4).map(|k| (r + k * dr, c + k * dc)).collect();
                    let full = line.iter().all(|&(rr, cc)| {
                        rr >= 0
                            && cc >= 0
                            && rr < self.rows as i32
                            && cc < self.cols as i32
                            && self.cells[rr as usize][cc as usize] == Some(p)
                    });
                    if full {
                        found.extend(line.iter().map(|&(rr, cc)| (rr as usize, cc as usize)));
                    }
                }
            }
        }
        found.sort_unstable();
        found.dedup();
        found
    }
}

/// Nodes at each depth `0..=depth` by plain depth-first search.
fn naive_perft(b: &Naive, depth: usize, counts: &mut [u64]) {
    counts[0] += 1;
    if depth == 0 {
        return;
    }
    for col in b.legal() {
        let mut c = *b;
        c.play(col);
        naive_perft(&c, depth - 1, &mut counts[1..]);
    }
}

fn check_perft(rows: u8, cols: u8, depth: usize) {
    let g = ConnectFour::new(rows, cols).unwrap();
    let mut expected = vec![0; depth + 1];
    naive_perft(
        &Naive::new(rows as usize, cols as usize),
        depth,
        &mut expected,
    );
    let levels = perft_levels(&g, &g.initial_state(), depth);
    let got: Vec<u64> = levels.iter().map(|l| l.nodes).collect();
    assert_eq!(got, expected, "{rows}x{cols}");
    assert_eq!(perft_nodes(&g, &g.initial_state(), depth), expected[depth]);
}

#[test]
fn perft_to_depth_8_on_7x6() {
    check_perft(6, 7, 8);
}

#[test]
fn perft_on_other_sizes() {
    check_perft(4, 4, 10);
    for (rows, cols) in [
        (4, 5),
        (5, 4),
        (6, 6),
        (8, 8),
        (8, 4),
        (4, 8),
        (7, 7),
        (5, 8),
    ] {
        check_perft(rows, cols, 7);
    }
}

#[test]
fn random_games_agree_ply_by_ply() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut games = 0;
    for rows in 4..=8u8 {
        for cols in 4..=8u8 {
            let g = ConnectFour::new(rows, cols).unwrap();
            for _ in 0..120 {
                let mut s = g.initial_state();
                let mut naive = Naive::new(rows as usize, cols as usize);
                loop {
                    let mut legal = Vec::new();
                    if let Turn::Player(p) = g.turn(&s) {
                        assert_eq!(p, naive.to_move);
                        g.legal_actions(&s, p, &mut legal);
                    }
                    assert_eq!(legal, naive.legal());
                    assert_eq!(g.turn(&s).is_terminal(), naive.over());
                    if naive.over() {
                        let winner = g.scores(&s).unwrap().winner();
                        assert_eq!(winner, naive.winner);
                        // The highlighted discs are exactly the winner's fours.
                        let discs = g.winning_discs(&s);
                        let expected = naive.winner.map_or(Vec::new(), |p| naive.cells_in_fours(p));
                        let bits = expected
                            .iter()
                            .fold(0, |b, &(r, c)| b | g.cell_bit(r as u8, c as u8));
                        assert_eq!(discs, bits);
                        assert!(naive.winner.is_none() || discs.count_ones() >= 4);
                        break;
                    }
                    for (row, cells) in naive.cells.iter().enumerate().take(naive.rows) {
                        for (col, &cell) in cells.iter().enumerate().take(naive.cols) {
                            assert_eq!(g.cell(&s, row as u8, col as u8), cell);
                        }
                    }
                    let col = legal[rng.random_range(0..legal.len())];
                    g.play(&mut s, Actor::Player(naive.to_move), col);
                    naive.play(col);
                }
                games += 1;
            }
        }
    }
    assert_eq!(games, 3000);
}
