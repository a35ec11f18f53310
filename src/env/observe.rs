//! Observations as tensors and every game's full action set, for the environment:
//! what each game's observation holds, cell by cell, is written on its impl.
//! An observation is built from the player's view only.

use crate::engine::{Game, Player};
use crate::games::goofspiel::GoofspielAction;
use crate::games::kuhn::{Card, KuhnAction};
use crate::games::leduc::{LeducAction, LeducCard};
use crate::games::nim::Take;
use crate::games::pig::PigAction;
use crate::games::tafl::{Piece, TaflAction};
use crate::games::{
    ConnectFour, Goofspiel, KuhnPoker, LeducPoker, Nim, PhantomTicTacToe, Pig, Tafl, TicTacToe,
};

/// A game whose views can be read as tensors, with a fixed, numbered set of all
/// the actions a player may ever take.
pub trait Observe: Game {
    /// The tensor's dimensions; `observe` returns their product of values, the last
    /// dimension varying fastest.
    fn observation_shape(&self) -> Vec<usize>;
    /// What `player` sees, as numbers.
    fn observe(&self, view: &Self::View, player: Player) -> Vec<f32>;
    /// The smallest and largest value `observe` may give; the default, 0 and 1,
    /// is every game whose tensor is made of 0/1 planes or one-hot codes.
    fn observation_bounds(&self) -> (f32, f32) {
        (0.0, 1.0)
    }
    /// The size of the full action set.
    fn action_count(&self) -> usize;
    /// The index of a player's action in the full set.
    fn action_index(&self, a: Self::Action) -> usize;
    /// The action with index `i`, if `i < action_count()`.
    fn action_at(&self, i: usize) -> Option<Self::Action>;
}

/// Marks or discs of `player` (channel 0) and of the other (channel 1), cell by
/// cell; `cell(k)` gives the owner of the k-th cell in row-major order.
fn two_channels(cells: usize, player: Player, cell: impl Fn(usize) -> Option<Player>) -> Vec<f32> {
    let mut out = vec![0.0; cells * 2];
    for k in 0..cells {
        match cell(k) {
            Some(p) if p == player => out[2 * k] = 1.0,
            Some(_) => out[2 * k + 1] = 1.0,
            None => {}
        }
    }
    out
}

/// (3, 3, 2): rows from the top, columns from the left; channel 0 the player's own
/// marks, channel 1 the opponent's. Actions: the 9 cells in reading order.
impl Observe for TicTacToe {
    fn observation_shape(&self) -> Vec<usize> {
        vec![3, 3, 2]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        two_channels(9, player, |k| v.cell(k))
    }
    fn action_count(&self) -> usize {
        9
    }
    fn action_index(&self, a: u8) -> usize {
        a as usize
    }
    fn action_at(&self, i: usize) -> Option<u8> {
        (i < 9).then_some(i as u8)
    }
}

/// (rows, cols, 2), exactly as seed 002 section 2.2: row 0 is the top row;
/// channel 0 the acting agent's discs, channel 1 the opponent's. Actions: columns
/// from the left.
impl Observe for ConnectFour {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.rows() as usize, self.cols() as usize, 2]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        let (rows, cols) = (self.rows(), self.cols() as usize);
        two_channels(rows as usize * cols, player, |k| {
            let (r, c) = ((k / cols) as u8, (k % cols) as u8);
            self.cell(v, rows - 1 - r, c)
        })
    }
    fn action_count(&self) -> usize {
        self.cols() as usize
    }
    fn action_index(&self, a: u8) -> usize {
        a as usize
    }
    fn action_at(&self, i: usize) -> Option<u8> {
        (i < self.cols() as usize).then_some(i as u8)
    }
}

/// (heaps): each heap's size. Actions: heap h (from 0) taking k objects is
/// `h * 255 + k - 1`.
impl Observe for Nim {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.heap_count()]
    }
    fn observe(&self, v: &Self::View, _: Player) -> Vec<f32> {
        v.heaps[..self.heap_count()]
            .iter()
            .map(|&h| h as f32)
            .collect()
    }
    /// Heaps only shrink: from 0 to the largest starting heap.
    fn observation_bounds(&self) -> (f32, f32) {
        let most = self.start_heaps().iter().copied().max().unwrap_or(0);
        (0.0, most as f32)
    }
    fn action_count(&self) -> usize {
        self.heap_count() * 255
    }
    fn action_index(&self, a: Take) -> usize {
        a.heap as usize * 255 + a.count as usize - 1
    }
    fn action_at(&self, i: usize) -> Option<Take> {
        (i < self.action_count()).then(|| Take {
            heap: (i / 255) as u8,
            count: (i % 255 + 1) as u8,
        })
    }
}

/// (players + 1 + 2 * (2 * players - 1)): the player's own card one-hot (J, Q,
/// K, A), then for each betting turn one-hot pass, bet (zeros for turns not
/// played). Actions: 0 pass, 1 bet.
impl Observe for KuhnPoker {
    fn observation_shape(&self) -> Vec<usize> {
        let n = self.players();
        vec![n + 1 + 2 * (2 * n - 1)]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        let n = self.players();
        let mut out = vec![0.0; n + 1 + 2 * (2 * n - 1)];
        if let Some(Card::Rank(r)) = v.cards.get(player) {
            out[*r as usize] = 1.0;
        }
        for (i, a) in v.history.iter().enumerate() {
            out[n + 1 + 2 * i + usize::from(*a == KuhnAction::Bet)] = 1.0;
        }
        out
    }
    fn action_count(&self) -> usize {
        2
    }
    fn action_index(&self, a: KuhnAction) -> usize {
        usize::from(a == KuhnAction::Bet)
    }
    fn action_at(&self, i: usize) -> Option<KuhnAction> {
        [KuhnAction::Pass, KuhnAction::Bet].get(i).copied()
    }
}

/// (6 + 6 + 2 * 4 * 4): the player's own card one-hot by card id (Js, Jh, Qs,
/// Qh, Ks, Kh), the public card one-hot (zeros before it is dealt), then for
/// each round's four betting turns one-hot fold, check, call, raise (zeros for
/// turns not played). Actions: 0 fold, 1 check, 2 call, 3 raise.
impl Observe for LeducPoker {
    fn observation_shape(&self) -> Vec<usize> {
        vec![44]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        let mut out = vec![0.0; 44];
        if let Some(LeducCard::Face(c)) = v.private.get(player) {
            out[*c as usize] = 1.0;
        }
        if let LeducCard::Face(c) = v.public {
            out[6 + c as usize] = 1.0;
        }
        for (r, bets) in v.rounds.iter().enumerate() {
            for (i, a) in bets.iter().enumerate().take(4) {
                out[12 + 16 * r + 4 * i + self.action_index(*a)] = 1.0;
            }
        }
        out
    }
    fn action_count(&self) -> usize {
        4
    }
    fn action_index(&self, a: LeducAction) -> usize {
        match a {
            LeducAction::Fold | LeducAction::Deal(_) => 0,
            LeducAction::Check => 1,
            LeducAction::Call => 2,
            LeducAction::Raise => 3,
        }
    }
    fn action_at(&self, i: usize) -> Option<LeducAction> {
        use LeducAction::*;
        [Fold, Check, Call, Raise].get(i).copied()
    }
}

/// (4, cards): row 0 the player's hand, row 1 the other's hand when seen, row 2
/// the prize on the table, row 3 the prizes already played; each one-hot by card
/// value. Actions: bid card c is c - 1.
impl Observe for Goofspiel {
    fn observation_shape(&self) -> Vec<usize> {
        vec![4, self.cards() as usize]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        let n = self.cards() as usize;
        let mut out = vec![0.0; 4 * n];
        let mut set = |row: usize, card: u8| out[row * n + card as usize - 1] = 1.0;
        for (row, hand) in [(0, &v.hands[player]), (1, &v.hands[1 - player])] {
            for &c in hand.iter().flatten() {
                set(row, c);
            }
        }
        if let Some(p) = v.prize {
            set(2, p);
        }
        for r in &v.rounds {
            set(3, r.prize);
        }
        out
    }
    fn action_count(&self) -> usize {
        self.cards() as usize
    }
    fn action_index(&self, a: GoofspielAction) -> usize {
        match a {
            GoofspielAction::Bid(c) | GoofspielAction::Prize(c) => c as usize - 1,
        }
    }
    fn action_at(&self, i: usize) -> Option<GoofspielAction> {
        (i < self.cards() as usize).then_some(GoofspielAction::Bid(i as u8 + 1))
    }
}

/// (3, 3, 2): channel 0 the player's marks, channel 1 the opponent marks it has
/// discovered. Actions: the 9 cells.
impl Observe for PhantomTicTacToe {
    fn observation_shape(&self) -> Vec<usize> {
        vec![3, 3, 2]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        two_channels(9, player, |k| (0..2).find(|&p| v.marks[p] & (1 << k) != 0))
    }
    fn action_count(&self) -> usize {
        9
    }
    fn action_index(&self, a: u8) -> usize {
        a as usize
    }
    fn action_at(&self, i: usize) -> Option<u8> {
        (i < 9).then_some(i as u8)
    }
}

/// (3): the player's banked score, the other's, the turn total, each divided by
/// the target. Actions: 0 roll, 1 hold.
impl Observe for Pig {
    fn observation_shape(&self) -> Vec<usize> {
        vec![3]
    }
    fn observe(&self, v: &Self::View, player: Player) -> Vec<f32> {
        let t = self.target() as f32;
        vec![
            v.scores[player] as f32 / t,
            v.scores[1 - player] as f32 / t,
            v.turn_total as f32 / t,
        ]
    }
    /// Scores and turn totals are bytes that saturate at 255.
    fn observation_bounds(&self) -> (f32, f32) {
        (0.0, 255.0 / self.target() as f32)
    }
    fn action_count(&self) -> usize {
        2
    }
    fn action_index(&self, a: PigAction) -> usize {
        usize::from(a == PigAction::Hold)
    }
    fn action_at(&self, i: usize) -> Option<PigAction> {
        [PigAction::Roll, PigAction::Hold].get(i).copied()
    }
}

/// (size, size, 3): rows from the top rank, columns from file a; channels:
/// attackers, defenders, the king. Actions: 0 is `forfeit`, a move from square
/// `f` to square `t` (numbered `rank * size + file`) is `1 + f * size^2 + t`.
impl Observe for Tafl {
    fn observation_shape(&self) -> Vec<usize> {
        let n = self.size() as usize;
        vec![n, n, 3]
    }
    fn observe(&self, v: &Self::View, _: Player) -> Vec<f32> {
        let n = self.size();
        let mut out = vec![0.0; n as usize * n as usize * 3];
        for row in 0..n {
            for file in 0..n {
                let Some(sq) = self.square(file, n - 1 - row) else {
                    continue;
                };
                if let Some(piece) = self.piece(v, sq) {
                    let ch = match piece {
                        Piece::Attacker => 0,
                        Piece::Defender => 1,
                        Piece::King => 2,
                    };
                    out[(row as usize * n as usize + file as usize) * 3 + ch] = 1.0;
                }
            }
        }
        out
    }
    fn action_count(&self) -> usize {
        let squares = self.size() as usize * self.size() as usize;
        1 + squares * squares
    }
    fn action_index(&self, a: TaflAction) -> usize {
        let squares = self.size() as usize * self.size() as usize;
        match a {
            TaflAction::Forfeit => 0,
            TaflAction::Move { from, to } => 1 + from as usize * squares + to as usize,
        }
    }
    fn action_at(&self, i: usize) -> Option<TaflAction> {
        let squares = self.size() as usize * self.size() as usize;
        match i {
            0 => Some(TaflAction::Forfeit),
            _ if i < self.action_count() => Some(TaflAction::Move {
                from: ((i - 1) / squares) as u8,
                to: ((i - 1) % squares) as u8,
            }),
            _ => None,
        }
    }
}
