//! The settling rule shared by the backward sweep of [`super::attractor`] and
//! the depth-first pass of `fused.rs`: where a state goes once all its
//! successors are settled (seed 003, Definition 1.5, read as a recursion on an
//! acyclic graph).

use super::attractor::{IN_A0, IN_A1, NONE, REACHES_DRAW};
use super::graph::{DRAW, OWNER_0, WIN_0, WIN_1};

/// Where a state goes once its successors are settled.
#[derive(Clone, Copy, Debug)]
pub(super) struct Settlement {
    pub flags: u8,
    pub rank: u32,
    pub strategy: u32,
}

/// The settlement of a state of kind `kind` whose successors `succ` are settled
/// (`of` gives their flags and rank): a terminal state is in `A_0` of its
/// winner, or a draw; a state of `p` enters `A(p)` one step after its best
/// successor in `A(p)` (the least rank, the first in the order of the moves:
/// the strategy); it enters `A(1 - p)` one step after its last successor, when
/// all are in `A(1 - p)` (seed 003, Definition 1.5, read as a recursion);
/// anything else reaches a draw.
#[inline]
pub(super) fn settlement(kind: u8, succ: &[u32], of: impl Fn(u32) -> (u8, u32)) -> Settlement {
    let (flags, rank, strategy) = match kind {
        WIN_0 => (IN_A0, 0, NONE),
        WIN_1 => (IN_A1, 0, NONE),
        DRAW => (REACHES_DRAW, NONE, NONE),
        owner => {
            let (own, other) = if owner == OWNER_0 {
                (IN_A0, IN_A1)
            } else {
                (IN_A1, IN_A0)
            };
            let (mut best, mut best_rank) = (NONE, NONE);
            let (mut all_other, mut worst) = (true, 0);
            for &c in succ {
                let (f, r) = of(c);
                if f == own && r < best_rank {
                    (best, best_rank) = (c, r);
                }
                if f == other {
                    worst = worst.max(r);
                } else {
                    all_other = false;
                }
            }
            if best != NONE {
                (own, best_rank + 1, best)
            } else if all_other {
                (other, worst + 1, NONE)
            } else {
                (REACHES_DRAW, NONE, NONE)
            }
        }
    };
    Settlement {
        flags,
        rank,
        strategy,
    }
}
