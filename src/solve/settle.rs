//! The settling rule shared by the backward sweep of [`super::attractor`] and
//! the depth-first pass of `fused.rs`: where a state goes once all its
//! successors are settled (seed 003, Definition 1.5, read as a recursion on an
//! acyclic graph). The rule is a fold over the successors ([`Tally`]), in any
//! order, so that the depth-first pass can take each successor in as soon as
//! it is settled, without reading it again.

use super::attractor::{IN_A0, IN_A1, NONE, REACHES_DRAW};
use super::graph::{DRAW, OWNER_0, WIN_0, WIN_1};

/// Where a state goes once its successors are settled.
#[derive(Clone, Copy, Debug)]
pub(super) struct Settlement {
    pub flags: u8,
    pub rank: u32,
    pub strategy: u32,
}

/// What a state of some player has seen of its settled successors so far: its
/// best successor in its own attractor (the least rank, the first such in the
/// order of the moves: the strategy), and whether all so far are in the
/// opponent's attractor (with their largest rank). The successors may come in
/// any order: each comes with its position among the moves.
#[derive(Clone, Copy, Debug)]
pub(super) struct Tally {
    own: u8,
    other: u8,
    best: u32,
    /// The best successor's rank and position, `rank << 32 | pos`: one
    /// comparison orders by rank, then by position.
    best_order: u64,
    worst: u32,
    all_other: bool,
}

impl Tally {
    /// No successor seen yet, for a non-terminal state of kind `owner`
    /// ([`OWNER_0`] or `OWNER_1`).
    #[inline]
    pub fn new(owner: u8) -> Tally {
        let (own, other) = if owner == OWNER_0 {
            (IN_A0, IN_A1)
        } else {
            (IN_A1, IN_A0)
        };
        Tally {
            own,
            other,
            best: NONE,
            best_order: u64::MAX,
            worst: 0,
            all_other: true,
        }
    }

    /// Takes in the settled successor `c`, reached by the move at position
    /// `pos`, of flags `f` and rank `r` (without branches: the flags of
    /// successors follow no pattern a processor could predict).
    #[inline]
    pub fn add(&mut self, c: u32, pos: u32, f: u8, r: u32) {
        let order = (r as u64) << 32 | pos as u64;
        let better = f == self.own && order < self.best_order;
        self.best = if better { c } else { self.best };
        self.best_order = if better { order } else { self.best_order };
        let other = f == self.other;
        self.worst = self.worst.max(if other { r } else { 0 });
        self.all_other &= other;
    }

    /// The settlement once every successor is in: the state enters `A(p)` one
    /// step after its best successor in `A(p)`, or `A(1 - p)` one step after its
    /// last successor when all are in `A(1 - p)` (seed 003, Definition 1.5);
    /// anything else reaches a draw.
    #[inline]
    pub fn settlement(&self) -> Settlement {
        let (flags, rank, strategy) = if self.best != NONE {
            (self.own, (self.best_order >> 32) as u32 + 1, self.best)
        } else if self.all_other {
            (self.other, self.worst + 1, NONE)
        } else {
            (REACHES_DRAW, NONE, NONE)
        };
        Settlement {
            flags,
            rank,
            strategy,
        }
    }
}

/// The settlement of a terminal state of kind `kind` ([`WIN_0`], [`WIN_1`] or
/// [`DRAW`]): in `A_0` of its winner, or a draw.
#[inline]
pub(super) fn terminal_settlement(kind: u8) -> Settlement {
    let (flags, rank) = match kind {
        WIN_0 => (IN_A0, 0),
        WIN_1 => (IN_A1, 0),
        _ => (REACHES_DRAW, NONE),
    };
    Settlement {
        flags,
        rank,
        strategy: NONE,
    }
}

/// The settlement of a state of kind `kind` whose successors `succ` are settled
/// (`of` gives their flags and rank): a terminal state by
/// [`terminal_settlement`], any other by a [`Tally`] of its successors.
#[inline]
pub(super) fn settlement(kind: u8, succ: &[u32], of: impl Fn(u32) -> (u8, u32)) -> Settlement {
    if matches!(kind, WIN_0 | WIN_1 | DRAW) {
        return terminal_settlement(kind);
    }
    let mut tally = Tally::new(kind);
    for (&c, pos) in succ.iter().zip(0..) {
        let (f, r) = of(c);
        tally.add(c, pos, f, r);
    }
    tally.settlement()
}
