//! Tablut and Ard-ri's mailbox against a deliberately naive implementation written
//! from seed 001's text (a grid of characters; the four king-capture cases spelled
//! out one by one; the blocked group found by listing every member's moves):
//! legal actions and successor boards agree at every state of random games, and
//! perft counts agree from both initial positions.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, perft_levels, perft_nodes};
use ludoscope::games::tafl::{Piece, Tafl, TaflState};
use ludoscope::games::{Catalogued, TaflStep};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `grid[rank][file]`: `x` attacker, `o` defender, `K` king, `.` empty.
#[derive(Clone, Debug, PartialEq)]
struct Naive {
    l: i32,
    one_step: bool,
    limit: u16,
    grid: Vec<Vec<char>>,
    plies: u16,
}

const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Naive {
    fn from_fast(g: &Tafl, s: &TaflState) -> Self {
        let l = g.size() as i32;
        let grid = (0..l)
            .map(|r| {
                (0..l)
                    .map(|f| match g.piece(s, g.square(f as u8, r as u8).unwrap()) {
                        Some(Piece::Attacker) => 'x',
                        Some(Piece::Defender) => 'o',
                        Some(Piece::King) => 'K',
                        None => '.',
                    })
                    .collect()
            })
            .collect();
        Naive {
            l,
            one_step: g.step() == TaflStep::One,
            limit: g.draw_limit(),
            grid,
            plies: s.plies(),
        }
    }

    fn on(&self, f: i32, r: i32) -> bool {
        f >= 0 && r >= 0 && f < self.l && r < self.l
    }

    fn at(&self, f: i32, r: i32) -> char {
        self.grid[r as usize][f as usize]
    }

    fn set(&mut self, f: i32, r: i32, c: char) {
        self.grid[r as usize][f as usize] = c;
    }

    fn is_corner(&self, f: i32, r: i32) -> bool {
        (f == 0 || f == self.l - 1) && (r == 0 || r == self.l - 1)
    }

    fn is_fortress(&self, f: i32, r: i32) -> bool {
        self.is_corner(f, r) || (f == self.l / 2 && r == self.l / 2)
    }

    fn king(&self) -> Option<(i32, i32)> {
        (0..self.l)
            .flat_map(|r| (0..self.l).map(move |f| (f, r)))
            .find(|&(f, r)| self.at(f, r) == 'K')
    }

    fn side(&self) -> usize {
        (self.plies % 2) as usize
    }

    /// Seed 001 "États finaux", plus the draw limit.
    fn over(&self) -> bool {
        match self.king() {
            None => true,
            Some((f, r)) => self.is_corner(f, r) || self.plies >= self.limit,
        }
    }

    fn owns(side: usize, c: char) -> bool {
        if side == 0 {
            c == 'x'
        } else {
            c == 'o' || c == 'K'
        }
    }

    fn name(f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// The destinations of the piece on (f, r).
    fn destinations(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        let king = self.at(f, r) == 'K';
        let mut out = vec![];
        for (df, dr) in DIRS {
            let mut k = 1;
            while self.on(f + k * df, r + k * dr) && self.at(f + k * df, r + k * dr) == '.' {
                if king || !self.is_fortress(f + k * df, r + k * dr) {
                    out.push((f + k * df, r + k * dr));
                }
                if self.one_step {
                    break;
                }
                k += 1;
            }
        }
        out
    }

    /// Every action in notation, sorted.
    fn actions(&self) -> Vec<String> {
        if self.over() {
            return vec![];
        }
        let mut out = vec!["forfeit".to_string()];
        for r in 0..self.l {
            for f in 0..self.l {
                if Self::owns(self.side(), self.at(f, r)) {
                    for (tf, tr) in self.destinations(f, r) {
                        out.push(format!("{}-{}", Self::name(f, r), Self::name(tf, tr)));
                    }
                }
            }
        }
        out.sort();
        out
    }

    fn play(&mut self, action: &str) {
        if action == "forfeit" {
            if let Some((f, r)) = self.king() {
                self.set(f, r, '.');
            }
            if self.side() == 0 {
                self.set(0, self.l - 1, 'K');
            }
        } else {
            let sq = |t: &str| {
                let b = t.as_bytes();
                ((b[0] - b'a') as i32, t[1..].parse::<i32>().unwrap() - 1)
            };
            let (from, to) = action.split_once('-').unwrap();
            let ((f1, r1), (f2, r2)) = (sq(from), sq(to));
            let piece = self.at(f1, r1);
            self.set(f1, r1, '.');
            self.set(f2, r2, piece);
            self.captures(f2, r2);
        }
        self.plies += 1;
    }

    fn captures(&mut self, f: i32, r: i32) {
        let side = self.side();
        let prey = if side == 0 { 'o' } else { 'x' };
        for (df, dr) in DIRS {
            let (vf, vr, bf, br) = (f + df, r + dr, f + 2 * df, r + 2 * dr);
            if !self.on(vf, vr) || self.at(vf, vr) != prey || !self.on(bf, br) {
                continue;
            }
            let anvil = self.at(bf, br);
            if Self::owns(side, anvil) || (anvil == '.' && self.is_fortress(bf, br)) {
                self.set(vf, vr, '.');
            }
        }
        if side == 0
            && let Some((kf, kr)) = self.king()
            && (self.king_surrounded(kf, kr, f, r) || self.group_blocked(kf, kr))
        {
            self.set(kf, kr, '.');
        }
    }

    /// Seed 001's four cases, with the moved attacker on (mf, mr) next to the king.
    fn king_surrounded(&self, kf: i32, kr: i32, mf: i32, mr: i32) -> bool {
        if (kf - mf).abs() + (kr - mr).abs() != 1 {
            return false;
        }
        let (mut pawns, mut edge, mut fortress, mut corner) = (0, 0, 0, 0);
        for (df, dr) in DIRS {
            let (f, r) = (kf + df, kr + dr);
            if !self.on(f, r) {
                edge += 1;
            } else if self.at(f, r) == 'x' {
                pawns += 1;
            } else if self.is_corner(f, r) {
                corner += 1;
            } else if self.is_fortress(f, r) {
                fortress += 1;
            }
        }
        pawns == 4
            || (edge == 1 && pawns == 3)
            || (fortress == 1 && pawns == 3)
            || (corner == 1 && pawns == 2)
    }

    fn group_blocked(&self, kf: i32, kr: i32) -> bool {
        let mut group = vec![(kf, kr)];
        let mut i = 0;
        while i < group.len() {
            let (f, r) = group[i];
            for (df, dr) in DIRS {
                let n = (f + df, r + dr);
                if self.on(n.0, n.1) && self.at(n.0, n.1) == 'o' && !group.contains(&n) {
                    group.push(n);
                }
            }
            i += 1;
        }
        group
            .iter()
            .all(|&(f, r)| self.destinations(f, r).is_empty())
    }

    fn perft(&self, depth: usize) -> u64 {
        if depth == 0 {
            return 1;
        }
        let actions = self.actions();
        if depth == 1 {
            return actions.len() as u64;
        }
        actions
            .iter()
            .map(|a| {
                let mut c = self.clone();
                c.play(a);
                c.perft(depth - 1)
            })
            .sum()
    }
}

fn games() -> Vec<Tafl> {
    vec![
        Tafl::tablut(),
        Tafl::ard_ri(),
        Tafl::new(7, TaflStep::One, 300).unwrap(),
        Tafl::new(9, TaflStep::One, 300).unwrap(),
    ]
}

fn fast_actions(g: &Tafl, s: &TaflState) -> Vec<String> {
    let mut legal = Vec::new();
    if let Some(p) = g.turn(s).to_move() {
        g.legal_actions(s, p, &mut legal);
    }
    let mut names: Vec<String> = legal.iter().map(|&a| g.notation(s, a)).collect();
    names.sort();
    names
}

/// At `s`: the same actions, and each leads to the same board and counter.
fn agree_at(g: &Tafl, s: &TaflState) {
    let naive = Naive::from_fast(g, s);
    assert_eq!(fast_actions(g, s), naive.actions(), "at\n{}", g.render(s));
    let mut legal = Vec::new();
    if let Some(p) = g.turn(s).to_move() {
        g.legal_actions(s, p, &mut legal);
    }
    for a in legal {
        let mut fast = *s;
        g.play(&mut fast, Actor::Player(s.to_move()), a);
        let mut slow = naive.clone();
        slow.play(&g.notation(s, a));
        assert_eq!(
            Naive::from_fast(g, &fast),
            slow,
            "after {} from\n{}",
            g.notation(s, a),
            g.render(s)
        );
        assert_eq!(g.turn(&fast).is_terminal(), slow.over());
    }
}

#[test]
fn random_games_agree_with_the_naive_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut king_captures = 0;
    for g in games() {
        for _ in 0..12 {
            let mut s = g.initial_state();
            while !g.turn(&s).is_terminal() {
                agree_at(&g, &s);
                let mut legal = Vec::new();
                g.legal_actions(&s, s.to_move(), &mut legal);
                // Never forfeit, so that games reach captures and the end game.
                legal.pop();
                let (a, p) = (legal[rng.random_range(0..legal.len())], s.to_move());
                g.play(&mut s, Actor::Player(p), a);
            }
            king_captures += usize::from(!s.has_king());
        }
    }
    assert!(king_captures > 0, "random games never captured the king");
}

#[test]
fn perft_to_depth_3_agrees_with_the_naive_rules() {
    for g in games() {
        let s0 = g.initial_state();
        let naive = Naive::from_fast(&g, &s0);
        let levels = perft_levels(&g, &s0, 3);
        for l in &levels {
            assert_eq!(
                l.nodes,
                naive.perft(l.depth),
                "{:?} depth {}",
                g.spec(),
                l.depth
            );
            assert_eq!(l.nodes, perft_nodes(&g, &s0, l.depth));
        }
    }
}

#[test]
fn perft_from_random_positions_agrees_with_the_naive_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(81);
    for g in games() {
        for _ in 0..3 {
            let mut s = g.initial_state();
            for _ in 0..rng.random_range(6..30) {
                let mut legal = Vec::new();
                g.legal_actions(&s, s.to_move(), &mut legal);
                legal.pop();
                let (a, p) = (legal[rng.random_range(0..legal.len())], s.to_move());
                g.play(&mut s, Actor::Player(p), a);
                if g.turn(&s).is_terminal() {
                    break;
                }
            }
            let naive = Naive::from_fast(&g, &s);
            assert_eq!(
                perft_nodes(&g, &s, 3),
                naive.perft(3),
                "from\n{}",
                g.render(&s)
            );
        }
    }
}

/// Depth 4 from both initial positions (seed 001 rules): the naive count is the
/// slow part (a few seconds at opt-level 1).
#[test]
fn perft_depth_4_from_both_initial_positions() {
    for g in [Tafl::ard_ri(), Tafl::tablut()] {
        let s0 = g.initial_state();
        let fast = perft_nodes(&g, &s0, 4);
        assert_eq!(fast, Naive::from_fast(&g, &s0).perft(4), "{:?}", g.spec());
    }
}

/// The perft table of both games under seed 001's rules: (depth, nodes, terminal,
/// distinct), as `ludoscope perft` prints it.
const TABLUT: [(usize, u64, u64, u64); 4] = [
    (0, 1, 0, 1),
    (1, 73, 1, 73),
    (2, 4016, 72, 4016),
    (3, 289_672, 3944, 157_096),
];
const ARD_RI: [(usize, u64, u64, u64); 5] = [
    (0, 1, 0, 1),
    (1, 41, 1, 41),
    (2, 376, 40, 376),
    (3, 12_848, 336, 7728),
    (4, 175_600, 12_512, 70_261),
];

#[test]
fn perft_table() {
    for (g, table) in [(Tafl::tablut(), &TABLUT[..]), (Tafl::ard_ri(), &ARD_RI[..])] {
        let s0 = g.initial_state();
        let levels = perft_levels(&g, &s0, table.len() - 1);
        for (l, &(depth, nodes, terminal, distinct)) in levels.iter().zip(table) {
            assert_eq!(
                (l.depth, l.nodes, l.terminal, l.distinct),
                (depth, nodes, terminal, distinct)
            );
        }
    }
    assert_eq!(
        perft_nodes(&Tafl::tablut(), &Tafl::tablut().initial_state(), 4),
        16_237_552
    );
    assert_eq!(
        perft_nodes(&Tafl::ard_ri(), &Tafl::ard_ri().initial_state(), 5),
        6_114_992
    );
}
