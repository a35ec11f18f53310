//! What the app hands a thinking agent ([`Control`]): a flag that asks it to
//! answer at once with its best move so far, and a counter where search agents
//! add the nodes they visit, so that a spinner can show the work going on from
//! another thread. [`CountingTracer`] feeds that counter from any search that
//! takes a tracer, touching the shared atomic only once every 1024 nodes.

use crate::search::{Bound, LeafKind, Tracer, Value};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The hurry flag and the node counter of one move being chosen.
#[derive(Clone, Copy, Debug)]
pub struct Control<'a> {
    /// Raised when the agent must answer now with its best move so far.
    pub hurry: &'a AtomicBool,
    /// Nodes searched so far for this move.
    pub nodes: &'a AtomicU64,
}

impl Control<'_> {
    /// Whether the agent was asked to answer now.
    pub fn hurried(&self) -> bool {
        self.hurry.load(Ordering::Relaxed)
    }

    /// Counts `n` more nodes.
    pub fn add_nodes(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }
}

/// A tracer that only counts the nodes entered into a [`Control`]'s counter.
pub struct CountingTracer<'a> {
    nodes: &'a AtomicU64,
    pending: u64,
}

impl<'a> CountingTracer<'a> {
    /// How many nodes are counted locally before they are added to the counter.
    const BATCH: u64 = 1024;

    pub fn new(control: Control<'a>) -> Self {
        CountingTracer {
            nodes: control.nodes,
            pending: 0,
        }
    }
}

impl Drop for CountingTracer<'_> {
    fn drop(&mut self) {
        self.nodes.fetch_add(self.pending, Ordering::Relaxed);
    }
}

impl<A> Tracer<A> for CountingTracer<'_> {
    #[inline]
    fn enter(&mut self, _: Option<A>, _: u32, _: Value, _: Value) {
        self.pending += 1;
        if self.pending == Self::BATCH {
            self.nodes.fetch_add(Self::BATCH, Ordering::Relaxed);
            self.pending = 0;
        }
    }
    #[inline(always)]
    fn leaf(&mut self, _: LeafKind, _: Value) {}
    #[inline(always)]
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    #[inline(always)]
    fn cut(&mut self, _: &[A]) {}
    #[inline(always)]
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    #[inline(always)]
    fn exit(&mut self, _: Value, _: Bound) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::TicTacToe;
    use crate::search::{AlphaBetaOptions, alphabeta};

    #[test]
    fn the_counter_gets_every_node_of_a_search() {
        let (hurry, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
        let control = Control {
            hurry: &hurry,
            nodes: &nodes,
        };
        let g = TicTacToe;
        let s = crate::engine::Game::initial_state(&g);
        let r = {
            let mut t = CountingTracer::new(control);
            alphabeta(&g, &s, AlphaBetaOptions::default(), &mut t).unwrap()
        };
        assert_eq!(nodes.load(Ordering::Relaxed), r.stats.nodes);
        assert!(r.stats.nodes > CountingTracer::BATCH);
    }
}
