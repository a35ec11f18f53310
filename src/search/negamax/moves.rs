//! A node's moves as the strong engine ([`super`]) holds them while it searches
//! the children: on the machine stack when there are few (the common case, and
//! every node of the exact Connect Four solver), in a buffer kept for the ply
//! otherwise, so that no search allocates once its buffers have grown.
//!
//! The stack matters for the exact solver's late positions (a few nodes, a
//! microsecond): after its table is emptied, nothing is in the caches, and a
//! list held on the heap, one buffer per ply, cost a wait on memory for every
//! new ply (behind the buffers' addresses, themselves on the heap); a list in
//! the node's own stack frame is written before it is read.

use smallvec::SmallVec;

/// The moves a node holds in its stack frame (more go to the ply's buffer).
pub(super) const INLINE_MOVES: usize = 16;

/// A node's moves, in the order they are searched.
pub(super) type NodeMoves<A> = SmallVec<[A; INLINE_MOVES]>;

/// The engine's move buffers: one the evaluator fills, and one for each ply
/// whose list did not fit in the stack frame.
pub(super) struct MoveBufs<A> {
    scratch: Vec<A>,
    spill: Vec<Vec<A>>,
}

impl<A> Default for MoveBufs<A> {
    fn default() -> Self {
        MoveBufs {
            scratch: Vec::new(),
            spill: Vec::new(),
        }
    }
}

impl<A: Copy> MoveBufs<A> {
    /// The moves `fill` lists (into an emptied or reused vector) for a node at
    /// `ply`; give them back with [`MoveBufs::give_back`].
    #[inline]
    pub(super) fn list(&mut self, ply: usize, fill: impl FnOnce(&mut Vec<A>)) -> NodeMoves<A> {
        fill(&mut self.scratch);
        if self.scratch.len() <= INLINE_MOVES {
            // A plain loop: never past the inline capacity, and no call to memcpy.
            let mut moves = NodeMoves::new();
            for &a in &self.scratch {
                moves.push(a);
            }
            return moves;
        }
        if self.spill.len() <= ply {
            self.spill.resize_with(ply + 1, Vec::new);
        }
        let mut v = std::mem::take(&mut self.spill[ply]);
        v.clear();
        v.extend_from_slice(&self.scratch);
        // More than the inline capacity: the vector's buffer is kept as it is.
        NodeMoves::from_vec(v)
    }

    /// Keeps the buffer of a list that did not fit in the stack frame, for the
    /// next node at `ply`.
    #[inline(always)]
    pub(super) fn give_back(&mut self, ply: usize, moves: NodeMoves<A>) {
        if moves.spilled()
            && let Some(slot) = self.spill.get_mut(ply)
        {
            *slot = moves.into_vec();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lists_stay_inline_and_long_ones_reuse_the_ply_buffer() {
        let mut bufs = MoveBufs::default();
        let short = bufs.list(3, |v| {
            v.clear();
            v.extend([4u8, 2, 6]);
        });
        assert_eq!((&short[..], short.spilled()), (&[4, 2, 6][..], false));
        bufs.give_back(3, short);
        let long = bufs.list(2, |v| {
            v.clear();
            v.extend(0..40u8);
        });
        assert!(long.spilled());
        assert_eq!(
            long.iter().copied().collect::<Vec<u8>>(),
            (0..40).collect::<Vec<u8>>()
        );
        let ptr = long.as_ptr();
        bufs.give_back(2, long);
        // The same ply's next long list reuses the buffer given back.
        let again = bufs.list(2, |v| {
            v.clear();
            v.extend((0..30u8).rev());
        });
        assert_eq!((again.as_ptr(), again.len(), again[0]), (ptr, 30, 29));
    }
}
