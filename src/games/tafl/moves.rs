//! Move generation (seed 001 "Actions"): a piece slides along a row or a column
//! (one square with [`TaflStep::One`]) through empty squares; a simple pawn never
//! stops on a fortress but may pass through the empty throne; the king may stop
//! on any empty square or fortress.

use super::board::{ATTACKER, DEFENDER, EMPTY, KING};
use super::{ATTACKERS, Tafl, TaflAction, TaflState, TaflStep};
use crate::engine::Player;

impl Tafl {
    /// Whether the cell content belongs to `side`.
    pub(super) fn owns(side: Player, cell: u8) -> bool {
        if side == ATTACKERS {
            cell == ATTACKER
        } else {
            cell == DEFENDER || cell == KING
        }
    }

    /// Calls `f` with every padded square the piece on padded `from` may move to.
    /// Stops early when `f` returns `true`; returns whether it did.
    #[inline]
    fn each_destination(
        &self,
        s: &TaflState,
        from: usize,
        mut f: impl FnMut(usize) -> bool,
    ) -> bool {
        let king = s.cells[from] == KING;
        let one = self.step == TaflStep::One;
        for &d in &self.dirs {
            let mut to = from.wrapping_add(d);
            while s.cells[to] == EMPTY {
                if (king || !self.is_fortress_padded(to)) && f(to) {
                    return true;
                }
                if one {
                    break;
                }
                to = to.wrapping_add(d);
            }
        }
        false
    }

    /// Whether the piece on padded `from` has at least one move.
    pub(super) fn can_move(&self, s: &TaflState, from: usize) -> bool {
        self.each_destination(s, from, |_| true)
    }

    /// Appends the moves of `side` in square order of the moving piece, then
    /// `forfeit`.
    pub(super) fn push_actions(&self, s: &TaflState, side: Player, out: &mut Vec<TaflAction>) {
        for from in pieces(s.sides[side]) {
            let f = self.unpadded(from);
            self.each_destination(s, from, |to| {
                out.push(TaflAction::Move {
                    from: f,
                    to: self.unpadded(to),
                });
                false
            });
        }
        out.push(TaflAction::Forfeit);
    }

    /// The number of actions of `side` (moves and `forfeit`).
    pub(super) fn count_actions(&self, s: &TaflState, side: Player) -> usize {
        let mut n = 1;
        for from in pieces(s.sides[side]) {
            self.each_destination(s, from, |_| {
                n += 1;
                false
            });
        }
        n
    }

    /// The squares the piece on `square` may move to now (empty when the square
    /// holds no piece of the side to move, or the game is over): for the board
    /// painter's legal-destination hints.
    pub fn destinations(&self, s: &TaflState, square: u8) -> Vec<u8> {
        let mut out = Vec::new();
        let Some(from) = self.padded(square) else {
            return out;
        };
        if self.outcome(s).is_none() && Self::owns(s.to_move(), s.cells[from]) {
            self.each_destination(s, from, |to| {
                out.push(self.unpadded(to));
                false
            });
        }
        out
    }
}

/// The padded squares of a bit set, in increasing order (square order).
#[inline]
fn pieces(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let sq = set.trailing_zeros() as usize;
            set &= set - 1;
            sq
        })
    })
}
