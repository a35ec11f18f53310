//! States packed into one `u64` for the solver ([`PackedGame`]), for the games
//! whose states are small bitboards: Chomp (the length of each row: the bar is a
//! staircase), Cram (the covered cells), Connect Four (one bitboard with a mark
//! on top of each column, when the board leaves a spare row), tic-tac-toe (both
//! players' marks). Other games are stored as they are.
//!
//! The solver is generic over the game; [`solve_packed`] picks the packed path
//! for these games at run time by their type (`Any`), the one place that names
//! them, and hands back the result under the caller's type.

use super::SolveError;
use super::fused::{self, Fused};
use super::store::Packed;
use crate::engine::Game;
use crate::games::{
    Chomp, ChompState, ConnectFour, ConnectFourState, Cram, CramState, TicTacToe, TicTacToeState,
};
use std::any::Any;

/// A game whose states pack, one-to-one, into a `u64` key.
pub trait PackedGame: Game {
    /// Whether this instance's states fit (some sizes may not).
    fn packs(&self) -> bool {
        true
    }
    /// The key of a reachable state.
    fn pack(&self, s: &Self::State) -> u64;
    /// The state of a key from [`PackedGame::pack`]: `unpack(pack(s)) == s` for
    /// every reachable state `s` (states that do not survive the round trip are
    /// not in the graph).
    fn unpack(&self, key: u64) -> Self::State;
}

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
}

impl PackedGame for Cram {
    #[inline]
    fn pack(&self, s: &CramState) -> u64 {
        s.covered
    }

    #[inline]
    fn unpack(&self, key: u64) -> CramState {
        CramState { covered: key }
    }
}

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

/// The fused solve of `g` on packed keys, when `g` is one of the games above
/// and packs; `None` otherwise.
pub(super) fn solve_packed<G: Game>(
    g: &G,
    limit: usize,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Option<Result<Option<Fused<G>>, SolveError>> {
    try_packed::<Chomp, G>(g, limit, progress)
        .or_else(|| try_packed::<Cram, G>(g, limit, progress))
        .or_else(|| try_packed::<ConnectFour, G>(g, limit, progress))
        .or_else(|| try_packed::<TicTacToe, G>(g, limit, progress))
}

/// The packed solve when `G` is `P` (the same type, seen through `Any`).
fn try_packed<P: PackedGame, G: Game>(
    g: &G,
    limit: usize,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Option<Result<Option<Fused<G>>, SolveError>> {
    let p = (g as &dyn Any).downcast_ref::<P>()?;
    if !p.packs() {
        return None;
    }
    let result: Box<dyn Any> = Box::new(fused::solve::<P, Packed>(p, limit, progress));
    result.downcast().ok().map(|r| *r)
}
