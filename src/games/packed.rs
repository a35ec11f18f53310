//! How the games whose states are small bitboards pack them into one `u64`
//! ([`PackedGame`], the attractor solver's fast path): Chomp (the length of
//! each row: the bar is a staircase), Cram (the covered cells), Connect Four
//! (one bitboard with a mark on top of each column, when the board leaves a
//! spare row), tic-tac-toe (both players' marks). Each of these games answers
//! [`crate::engine::Game::with_packing`]; the other games do not pack.

use super::chomp_rank;
use super::{
    Chomp, ChompState, ConnectFour, ConnectFourState, Cram, CramState, TicTacToe, TicTacToeState,
};
use crate::engine::PackedGame;

/// One in each byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// Bit 63 of a Chomp key: player 1 to move.
const CHOMP_TO_MOVE: u64 = 1 << 63;

impl PackedGame for Chomp {
    /// Byte `r` holds the length of row `r` (rows are left-aligned: eating
    /// takes a lower-right quadrant), counted in all bytes at once; bit 63 is
    /// the player to move.
    #[inline]
    fn pack(&self, s: &ChompState) -> u64 {
        let x = s.board;
        let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        let lengths = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        lengths | if s.to_move == 1 { CHOMP_TO_MOVE } else { 0 }
    }

    #[inline]
    fn unpack(&self, key: u64) -> ChompState {
        let mut board = 0;
        for r in 0..8 {
            let len = (key >> (8 * r)) & 0xF;
            board |= ((1u64 << len.min(8)) - 1) << (8 * r);
        }
        ChompState {
            board,
            to_move: (key >> 63) as u8,
        }
    }

    /// Two indices per shape (the player to move): see `chomp_rank`.
    fn index_len(&self) -> Option<usize> {
        Some(2 * chomp_rank::shapes(self.rows(), self.cols()))
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        2 * chomp_rank::rank(self.rows(), key) + (key >> 63) as usize
    }

    /// Every bar is reachable with either player to move but two: the whole
    /// bar with the second player to move, the bar less one square with the
    /// first.
    fn index_is_dense(&self) -> bool {
        true
    }

    /// Eating square `(r, c)` cuts every row from `r` on to `c` squares: see
    /// `chomp_rank::Children`; in the order of the squares (`8 * r + c`
    /// increasing), a row at a time.
    #[inline]
    fn children(
        &self,
        s: &ChompState,
        keys: &mut Vec<u64>,
        indices: Option<&mut Vec<u64>>,
    ) -> bool {
        let lengths = self.pack(s) & !CHOMP_TO_MOVE;
        let to_move = (s.to_move ^ 1) as u64;
        let ch = chomp_rank::Children::of(self.rows(), s.board, lengths);
        match indices {
            Some(indices) => {
                for r in 0..8 {
                    let len = ch.len(r);
                    indices.extend((0..len).map(|c| 2 * ch.rank(r, c) as u64 + to_move));
                }
            }
            None => {
                for r in 0..8 {
                    let len = ch.len(r);
                    keys.extend((0..len).map(|c| ch.key(r, c) | to_move << 63));
                }
            }
        }
        true
    }

    /// The `pos`-th square in the order of [`PackedGame::children`], `(r,
    /// c)`: every row from `r` on longer than `c` is cut to `c` squares.
    fn child_key(&self, s: &ChompState, pos: usize) -> u64 {
        let lengths = self.pack(s) & !CHOMP_TO_MOVE;
        let mut c = pos as u64;
        for r in 0..8 {
            let len = (lengths >> (8 * r)) & 0xF;
            if c < len {
                let cut = (r..8)
                    .map(|q| 0xFF << (8 * q))
                    .filter(|&row| lengths & row > c * (row & ONES))
                    .fold(0, |cut, row| cut | row);
                return (lengths & !cut) | ((c * ONES) & cut) | ((s.to_move ^ 1) as u64) << 63;
            }
            c -= len;
        }
        self.pack(s)
    }
}

impl PackedGame for Cram {
    #[inline]
    fn pack(&self, s: &CramState) -> u64 {
        s.covered
    }

    #[inline]
    /// The covered cells; which dominoes cover them is not in the key (see
    /// `cram_laid`: the board then shows one way to cover them).
    fn unpack(&self, key: u64) -> CramState {
        CramState {
            covered: key,
            ..CramState::default()
        }
    }

    /// Each cell covered or not.
    fn states_at_most(&self) -> Option<u64> {
        1u64.checked_shl(self.rows() as u32 * self.cols() as u32)
    }

    /// Up to the last cell: bit `8 * (rows - 1) + cols - 1`.
    fn key_bits(&self) -> u32 {
        8 * (self.rows() as u32 - 1) + self.cols() as u32
    }

    /// Each domino that fits covers two more cells: the horizontal ones,
    /// then the vertical ones, by their first cell (as
    /// [`crate::engine::Game::legal_actions`]).
    #[inline]
    fn children(&self, s: &CramState, keys: &mut Vec<u64>, indices: Option<&mut Vec<u64>>) -> bool {
        if indices.is_some() {
            return false;
        }
        let (h, v) = self.placements(s);
        for (mut starts, cells) in [(h, 0b11), (v, 0x101)] {
            while starts != 0 {
                keys.push(s.covered | cells << starts.trailing_zeros());
                starts &= starts - 1;
            }
        }
        true
    }
}

/// `BASE_3[m]`: the marks `m` (9 bits) as digits 1 in base 3.
const BASE_3: [u16; 512] = {
    let mut t = [0; 512];
    let mut m: usize = 1;
    while m < 512 {
        let low = m.trailing_zeros();
        t[m] = t[m & (m - 1)] + 3u16.pow(low);
        m += 1;
    }
    t
};

impl PackedGame for TicTacToe {
    #[inline]
    fn pack(&self, s: &TicTacToeState) -> u64 {
        s.marks[0] as u64 | (s.marks[1] as u64) << 16
    }

    #[inline]
    fn unpack(&self, key: u64) -> TicTacToeState {
        TicTacToeState {
            marks: [key as u16, (key >> 16) as u16],
        }
    }

    fn key_bits(&self) -> u32 {
        25
    }

    /// One index per way to fill the 9 cells with X, O or nothing.
    fn index_len(&self) -> Option<usize> {
        Some(3usize.pow(9))
    }

    /// The grid read as a number in base 3 (cell `i` is digit `i`: 0 empty, 1
    /// X, 2 O).
    #[inline]
    fn index(&self, key: u64) -> usize {
        let x = BASE_3[key as usize & 0x1FF] as usize;
        let o = BASE_3[(key >> 16) as usize & 0x1FF] as usize;
        x + 2 * o
    }
}

impl PackedGame for ConnectFour {
    /// A spare bit above each column (all boards but 8 x 8).
    fn packs(&self) -> bool {
        self.height() > self.rows() as u32
    }

    /// The discs of the player to move, and in each column the bit just above
    /// its top disc (`mask + bottom`): the column heights and the discs, as in
    /// Pascal Pons's key. The plies and the win follow from them.
    #[inline]
    fn pack(&self, s: &ConnectFourState) -> u64 {
        s.current | s.mask.wrapping_add(self.bottom())
    }

    fn key_bits(&self) -> u32 {
        self.cols() as u32 * self.height()
    }

    /// Each column holds `h` discs, each of either player, for `h` up to
    /// `rows`: `2^(rows + 1) - 1` ways.
    fn states_at_most(&self) -> Option<u64> {
        let column = (1u64 << (self.rows() + 1)) - 1;
        column.checked_pow(self.cols().into())
    }

    /// A disc dropped in each column with room, from the left (as
    /// [`crate::engine::Game::legal_actions`]): the player to move becomes the other one
    /// (`current ^ mask`) and the column one taller. Whether the child is won
    /// is found when it is unpacked.
    #[inline]
    fn children(
        &self,
        s: &ConnectFourState,
        keys: &mut Vec<u64>,
        indices: Option<&mut Vec<u64>>,
    ) -> bool {
        if indices.is_some() {
            return false;
        }
        let next = s.current ^ s.mask;
        for col in (0..self.cols()).filter(|&c| self.can_play(s, c)) {
            let mask = s.mask | self.landing_bit(s, col);
            keys.push(next | mask.wrapping_add(self.bottom()));
        }
        true
    }

    #[inline]
    fn unpack(&self, key: u64) -> ConnectFourState {
        let h = self.height();
        let (mut current, mut mask) = (0, 0);
        for c in 0..self.cols() as u32 {
            let column = (key >> (c * h)) & ((1 << h) - 1);
            let below_top = (1u64 << (63 - (column | 1).leading_zeros())) - 1;
            mask |= below_top << (c * h);
            current |= (column & below_top) << (c * h);
        }
        ConnectFourState {
            current,
            mask,
            plies: mask.count_ones() as u8,
            won: self.has_four(current ^ mask),
        }
    }
}
