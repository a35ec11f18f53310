//! Attractors (seed 003, Definition 1.5; seed 004, Definitions 4.9 and 4.10):
//!
//! - `A_0(i) = T_i`;
//! - `A_{n+1}(i) = A_n(i) ∪ { u ∈ S'_i | ∃ (u, v) ∈ A, v ∈ A_n(i) }
//!   ∪ { u ∈ S'_{1-i} | ∀ (u, v) ∈ A, v ∈ A_n(i) }`
//!
//! where `S'` are the non-terminal states. `A(i)`, the union, is the set of winning
//! positions of player `i` (seed 003, Proposition 1.2).
//!
//! The computation is linear in states + edges: a breadth-first search backwards
//! from `T_i` over the predecessor lists, with, for each state of the opponent, a
//! counter of its successors not yet in `A(i)`; a state of `i` enters as soon as
//! one successor is in, a state of `1 - i` when its counter reaches zero. Because
//! the queue holds states in order of entry, the rank recorded for a state (the
//! first `n` with `u ∈ A_n(i)`: the most moves `i` needs to force a win) is exact,
//! and the successor through which a state of `i` entered is in `A_{n-1}(i)`: the
//! memoryless winning strategy of seed 003, Remark 1.4.
//!
//! On an acyclic graph (every game of the crate), the same sets, ranks and
//! levels come from one sweep in topological order, children first, without
//! predecessor lists: faster and lighter. The counter algorithm stays the
//! general path (cyclic arenas); the tests check that both agree everywhere.
//!
//! States in neither attractor are split in two: those that can still reach a
//! drawn terminal through such states (draws) and those that cannot (infinite
//! plays: neither player can force a win, and no play from there ends in a draw
//! without one player walking into the other's attractor). In an acyclic graph
//! every such state is a draw: its minimax value is 0 (seed 003, Proposition
//! 2.2). One more pass (Kahn's peeling) tells whether the graph is acyclic.

use super::graph::{DRAW, OWNER_0, OWNER_1, StateGraph, WIN_0, WIN_1};
use super::settle::settlement;
use crate::engine::{Game, Player};

/// No rank (a state in neither attractor) and no strategy.
pub const NONE: u32 = u32::MAX;

pub(super) const IN_A0: u8 = 1;
pub(super) const IN_A1: u8 = 2;
pub(super) const REACHES_DRAW: u8 = 4;
/// A state on the depth-first stack of [`super::fused`], not yet settled.
pub(super) const OPEN: u8 = 8;

/// The solved value of a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// In `A(p)`: player `p` can force a win.
    Win(Player),
    /// In neither attractor, and a drawn terminal is reachable without entering one.
    Draw,
    /// In neither attractor, and no drawn terminal is reachable without entering
    /// one: with both players avoiding defeat, the play is infinite.
    Infinite,
}

/// The attractors of both players over one [`StateGraph`].
#[derive(Clone, Debug)]
pub struct Attractors {
    /// Per state: [`IN_A0`] / [`IN_A1`] / [`REACHES_DRAW`] bits.
    flags: Vec<u8>,
    /// Per state: the first `n` with the state in `A_n(i)`, or [`NONE`].
    rank: Vec<u32>,
    /// Per state of `A(i)` owned by `i` (non-terminal): the successor in
    /// `A_{rank-1}(i)` to move to; [`NONE`] elsewhere.
    strategy: Vec<u32>,
    /// `levels[i][n] = |A_n(i)|` for `n` from 0 to the last rank.
    pub levels: [Vec<u64>; 2],
    /// Whether the graph has no cycle.
    pub acyclic: bool,
    /// The most heap bytes held at once while solving, beyond the result.
    pub peak_extra_bytes: usize,
}

/// The predecessor lists of a graph, in CSR form.
struct Predecessors {
    offsets: Vec<u32>,
    preds: Vec<u32>,
}

impl Predecessors {
    fn of<G: Game>(g: &StateGraph<G>) -> Self {
        let n = g.len();
        let mut offsets = vec![0u32; n + 1];
        for v in 0..n as u32 {
            for &w in g.successors(v).iter() {
                offsets[w as usize + 1] += 1;
            }
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut preds = vec![0u32; g.edge_count()];
        for v in 0..n as u32 {
            for &w in g.successors(v).iter() {
                preds[fill[w as usize] as usize] = v;
                fill[w as usize] += 1;
            }
        }
        Predecessors { offsets, preds }
    }

    fn of_state(&self, v: u32) -> &[u32] {
        let (a, b) = (self.offsets[v as usize], self.offsets[v as usize + 1]);
        &self.preds[a as usize..b as usize]
    }

    fn bytes(&self) -> usize {
        4 * (self.offsets.capacity() + self.preds.capacity())
    }
}

impl Attractors {
    /// Computes `A_n(0)` and `A_n(1)` for every `n`, ranks, strategies, the draws
    /// and infinite plays, in time linear in states + edges: on an acyclic graph
    /// by one sweep in topological order ([`Attractors::by_sweep`]), which needs
    /// no predecessor lists; otherwise by the counters
    /// ([`Attractors::by_counters`]). Both give the same sets, ranks and levels.
    pub fn compute<G: Game>(g: &StateGraph<G>) -> Attractors {
        Attractors::by_sweep(g).unwrap_or_else(|| Attractors::by_counters(g))
    }

    fn empty(n: usize) -> Attractors {
        Attractors {
            flags: vec![0; n],
            rank: vec![NONE; n],
            strategy: vec![NONE; n],
            levels: [vec![], vec![]],
            acyclic: false,
            peak_extra_bytes: 0,
        }
    }

    /// The acyclic case (`None` on a cycle): states are settled children first,
    /// in the order of decreasing ids when every edge leads to a larger id, else
    /// in a depth-first post-order ([`StateGraph::post_order`]). A state of `p`
    /// enters `A(p)` one step after its best successor in `A(p)` (the least rank:
    /// the strategy); a state of `p` enters `A(1 - p)` one step after its last
    /// successor, when all are in `A(1 - p)` (seed 003, Definition 1.5, read as a
    /// recursion). Anything else is a draw.
    pub fn by_sweep<G: Game>(g: &StateGraph<G>) -> Option<Attractors> {
        let n = g.len();
        let mut a = Attractors::empty(n);
        let order = if g.ids_are_topological() {
            None
        } else {
            a.peak_extra_bytes = 13 * n;
            Some(g.post_order()?)
        };
        let ids: Box<dyn Iterator<Item = u32>> = match &order {
            Some(o) => Box::new(o.iter().copied()),
            None => Box::new((0..n as u32).rev()),
        };
        for v in ids {
            a.settle_kind(v, g.kind(v), &g.successors(v));
        }
        a.finish_levels(true);
        Some(a)
    }

    /// The attractors of an acyclic graph from every state's flags, rank and
    /// strategy, all settled.
    pub(super) fn settled(flags: Vec<u8>, rank: Vec<u32>, strategy: Vec<u32>) -> Attractors {
        let mut a = Attractors {
            flags,
            rank,
            strategy,
            ..Attractors::empty(0)
        };
        a.finish_levels(true);
        a
    }

    /// Counts the levels once every state is settled.
    fn finish_levels(&mut self, acyclic: bool) {
        self.levels = [0, 1].map(|i| self.count_levels([IN_A0, IN_A1][i]));
        self.acyclic = acyclic;
    }

    /// Settles state `v` of kind `kind` from its settled successors `succ`.
    pub(super) fn settle_kind(&mut self, v: u32, kind: u8, succ: &[u32]) {
        let s = settlement(kind, succ, |c| {
            (self.flags[c as usize], self.rank[c as usize])
        });
        let vi = v as usize;
        (self.flags[vi], self.rank[vi], self.strategy[vi]) = (s.flags, s.rank, s.strategy);
    }

    /// `|A_n|` for each `n`, from the ranks of the states flagged `flag`.
    fn count_levels(&self, flag: u8) -> Vec<u64> {
        let mut levels = vec![0u64];
        for (f, &r) in self.flags.iter().zip(&self.rank) {
            if *f == flag {
                let r = r as usize;
                if levels.len() <= r {
                    levels.resize(r + 1, 0);
                }
                levels[r] += 1;
            }
        }
        for n in 1..levels.len() {
            levels[n] += levels[n - 1];
        }
        levels
    }

    /// The general case, cycles allowed: the backward search with counters.
    pub fn by_counters<G: Game>(g: &StateGraph<G>) -> Attractors {
        let n = g.len();
        let preds = Predecessors::of(g);
        let mut a = Attractors::empty(n);
        a.peak_extra_bytes = preds.bytes() + 4 * n;
        for i in 0..2 {
            a.levels[i] = a.attract(g, &preds, i);
        }
        for v in 0..n {
            if a.flags[v] == 0 {
                a.strategy[v] = NONE;
            }
        }
        a.mark_draws(g, &preds);
        a.acyclic = g.ids_are_topological() || is_acyclic(g, &preds);
        a
    }

    /// The backward search for player `i`; returns `|A_n(i)|` for each `n`. Uses
    /// `strategy` as the counter array of the opponent's states during the search.
    fn attract<G: Game>(&mut self, g: &StateGraph<G>, preds: &Predecessors, i: Player) -> Vec<u64> {
        let (mine, theirs, won, flag) = if i == 0 {
            (OWNER_0, OWNER_1, WIN_0, IN_A0)
        } else {
            (OWNER_1, OWNER_0, WIN_1, IN_A1)
        };
        let mut queue = Vec::new();
        for v in 0..g.len() as u32 {
            let (k, free) = (g.kind(v), self.flags[v as usize] == 0);
            if k == won {
                self.enter(v, flag, 0, &mut queue);
            } else if k == theirs && free {
                self.strategy[v as usize] = g.successors(v).len() as u32;
            } else if k == mine && free {
                self.strategy[v as usize] = NONE;
            }
        }
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            let r = self.rank[v as usize] + 1;
            for &u in preds.of_state(v) {
                let ui = u as usize;
                if self.flags[ui] != 0 {
                    continue;
                }
                if g.kind(u) == mine {
                    self.strategy[ui] = v;
                    self.enter(u, flag, r, &mut queue);
                } else {
                    self.strategy[ui] -= 1;
                    if self.strategy[ui] == 0 {
                        self.strategy[ui] = NONE;
                        self.enter(u, flag, r, &mut queue);
                    }
                }
            }
        }
        level_sizes(&queue, &self.rank)
    }

    fn enter(&mut self, v: u32, flag: u8, rank: u32, queue: &mut Vec<u32>) {
        self.flags[v as usize] |= flag;
        self.rank[v as usize] = rank;
        queue.push(v);
    }

    /// Marks the states in neither attractor from which a drawn terminal is
    /// reachable through states in neither attractor.
    fn mark_draws<G: Game>(&mut self, g: &StateGraph<G>, preds: &Predecessors) {
        let mut stack: Vec<u32> = (0..g.len() as u32).filter(|&v| g.kind(v) == DRAW).collect();
        for &v in &stack {
            self.flags[v as usize] |= REACHES_DRAW;
        }
        while let Some(v) = stack.pop() {
            for &u in preds.of_state(v) {
                if self.flags[u as usize] == 0 {
                    self.flags[u as usize] = REACHES_DRAW;
                    stack.push(u);
                }
            }
        }
    }

    /// The value of state `id`.
    pub fn value(&self, id: u32) -> Value {
        let f = self.flags[id as usize];
        if f & IN_A0 != 0 {
            Value::Win(0)
        } else if f & IN_A1 != 0 {
            Value::Win(1)
        } else if f & REACHES_DRAW != 0 {
            Value::Draw
        } else {
            Value::Infinite
        }
    }

    /// The first `n` with the state in `A_n(i)` for its winner `i`.
    pub fn rank(&self, id: u32) -> Option<u32> {
        Some(self.rank[id as usize]).filter(|&r| r != NONE)
    }

    /// The states of `A(i)` in order of rank (then of id): for every `n`, the
    /// first `levels[i][n]` of them are exactly `A_n(i)` (seed 003, Definition
    /// 1.5), so a view can show the attractor growing level by level.
    pub fn by_rank(&self, i: Player) -> Vec<u32> {
        let flag = if i == 0 { IN_A0 } else { IN_A1 };
        let mut members: Vec<u32> = (0..self.flags.len() as u32)
            .filter(|&v| self.flags[v as usize] & flag != 0)
            .collect();
        members.sort_by_key(|&v| (self.rank[v as usize], v));
        members
    }

    /// For a non-terminal state of `A(i)` owned by `i`: the successor to move to.
    pub fn strategy(&self, id: u32) -> Option<u32> {
        Some(self.strategy[id as usize]).filter(|&s| s != NONE)
    }

    /// `|A(0)|` and `|A(1)|`.
    pub fn sizes(&self) -> [u64; 2] {
        self.levels.clone().map(|l| l.last().copied().unwrap_or(0))
    }

    /// The number of states of each value: draws and infinite plays.
    pub fn neither_counts(&self) -> (u64, u64) {
        let draws = self.flags.iter().filter(|&&f| f == REACHES_DRAW).count();
        let infinite = self.flags.iter().filter(|&&f| f == 0).count();
        (draws as u64, infinite as u64)
    }

    /// Sets the heap bytes held at once while solving, beyond the result.
    pub(super) fn set_peak_extra_bytes(&mut self, bytes: usize) {
        self.peak_extra_bytes = bytes;
    }

    /// The heap memory of the result, in bytes.
    pub fn heap_bytes(&self) -> usize {
        self.flags.capacity() + 4 * (self.rank.capacity() + self.strategy.capacity())
    }
}

/// `|A_n|` for each `n` from the entry queue (in order of rank).
fn level_sizes(queue: &[u32], rank: &[u32]) -> Vec<u64> {
    let mut levels = vec![0u64];
    for (k, &v) in queue.iter().enumerate() {
        let r = rank[v as usize] as usize;
        levels.resize(levels.len().max(r + 1), k as u64);
        levels[r] = k as u64 + 1;
    }
    levels
}

/// Whether the graph has no cycle: peeling states whose successors are all peeled,
/// from the terminal states, peels everything exactly when there is no cycle.
fn is_acyclic<G: Game>(g: &StateGraph<G>, preds: &Predecessors) -> bool {
    let mut left: Vec<u32> = (0..g.len() as u32)
        .map(|v| g.successors(v).len() as u32)
        .collect();
    let mut stack: Vec<u32> = (0..g.len() as u32)
        .filter(|&v| left[v as usize] == 0)
        .collect();
    let mut peeled = 0;
    while let Some(v) = stack.pop() {
        peeled += 1;
        for &u in preds.of_state(v) {
            left[u as usize] -= 1;
            if left[u as usize] == 0 {
                stack.push(u);
            }
        }
    }
    peeled == g.len()
}
