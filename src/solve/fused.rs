//! Enumeration and attractors in one depth-first pass, for acyclic graphs:
//! states are numbered as they are discovered (the initial state is id 0, the
//! children of a state get the next ids when it is expanded, in the order of
//! the legal actions) and settled as they are finished, children first, by the
//! same rule as the backward sweep of [`super::attractor`] (seed 003,
//! Definition 1.5, read as a recursion). The successor lists live only on the
//! depth-first stack while their state is open, so the graph keeps none: per
//! state it holds a key, a table slot, a kind, and the attractors' flag, rank
//! and strategy.
//!
//! Each open state folds its children into a [`Tally`] one by one, in the
//! order of the moves, as each is found settled or finishes: a child is read
//! once per edge (its flags, and its rank when it is in an attractor), and the
//! per-state arrays are the result's own, filled in place. A child found open
//! (on the stack) closes a cycle: the pass gives up (`None`) and the caller
//! falls back to the breadth-first enumeration with counters.

use super::attractor::{Attractors, NONE, OPEN};
use super::graph::{
    OWNER_0, OWNER_1, PROGRESS_EVERY, Parts, SolveError, StateGraph, check_supported, report,
    terminal_kind,
};
use super::settle::{Settlement, Tally, terminal_settlement};
use super::store::Codec;
use super::table::Numbering;
use crate::engine::{Actor, Game, Player, Turn};

/// A solved graph.
pub struct Fused<G: Game> {
    pub graph: StateGraph<G>,
    pub attractors: Attractors,
}

/// The flags of a state numbered but not yet expanded (an open state has
/// [`OPEN`], a settled one its attractor or draw flag).
const UNEXPANDED: u8 = 0;

/// An open state: its id, its children `buf[start..end]` (with their keys in
/// `buf_keys`, at hand for their expansion), of which those before `next` are
/// in its tally.
#[derive(Clone, Copy)]
struct Frame {
    id: u32,
    start: u32,
    next: u32,
    end: u32,
    tally: Tally,
}

/// A state just expanded: open, or settled at once (terminal).
enum Expanded {
    Open(Frame),
    Settled(Settlement),
}

/// The state of the pass.
struct Dfs<'g, G: Game, C: Codec<G>> {
    g: &'g G,
    limit: usize,
    it: C::Numbering,
    /// Per state: its kind (set when expanded), flags, rank and strategy.
    kinds: Vec<u8>,
    flags: Vec<u8>,
    rank: Vec<u32>,
    strategy: Vec<u32>,
    /// The children of the open states, one slice per frame.
    buf: Vec<u32>,
    buf_keys: Vec<C::Key>,
    actions: Vec<G::Action>,
    hashes: Vec<u64>,
    edges: usize,
    forward: bool,
    expanded: usize,
}

/// Enumerates and solves `g` from its initial state, storing states through `C`;
/// `Ok(None)` when the graph has a cycle.
pub fn solve<G: Game, C: Codec<G>>(
    g: &G,
    limit: usize,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Result<Option<Fused<G>>, SolveError> {
    check_supported(g)?;
    let mut d = Dfs::<G, C> {
        g,
        limit: limit.max(1),
        it: C::numbering(g),
        kinds: Vec::new(),
        flags: Vec::new(),
        rank: Vec::new(),
        strategy: Vec::new(),
        buf: Vec::new(),
        buf_keys: Vec::new(),
        actions: Vec::new(),
        hashes: Vec::new(),
        edges: 0,
        forward: true,
        expanded: 0,
    };
    let root = C::key(g, g.initial_state());
    let hash = d.it.hash(&root);
    d.number(root.clone(), hash)?;
    let mut stack: Vec<Frame> = Vec::new();
    if let Expanded::Open(frame) = d.expand(0, root)? {
        stack.push(frame);
    }
    while let Some(top) = stack.last_mut() {
        let i = top.next as usize;
        if i < top.end as usize {
            top.next += 1;
            let c = d.buf[i];
            match d.flags[c as usize] {
                UNEXPANDED => {
                    let key = d.buf_keys[i].clone();
                    match d.expand(c, key)? {
                        Expanded::Open(frame) => stack.push(frame),
                        Expanded::Settled(s) => top.tally.add(c, s.flags, || s.rank),
                    }
                    if d.expanded.is_multiple_of(PROGRESS_EVERY) {
                        report(progress, d.expanded)?;
                    }
                }
                OPEN => return Ok(None),
                f => top.tally.add(c, f, || d.rank[c as usize]),
            }
        } else {
            let (id, start, s) = (top.id, top.start as usize, top.tally.settlement());
            stack.pop();
            d.settle(id, s);
            d.buf.truncate(start);
            d.buf_keys.truncate(start);
            if let Some(parent) = stack.last_mut() {
                parent.tally.add(id, s.flags, || s.rank);
            }
        }
    }
    Ok(Some(d.finish(stack.capacity())))
}

impl<G: Game, C: Codec<G>> Dfs<'_, G, C> {
    /// Gives the key a number if it has none; returns it.
    #[inline(always)]
    fn number(&mut self, key: C::Key, hash: u64) -> Result<u32, SolveError> {
        let (id, new) = self.it.intern(key, hash, self.limit)?;
        if new {
            // The kind is set when the state is expanded.
            self.kinds.push(OWNER_0);
            self.flags.push(UNEXPANDED);
            self.rank.push(NONE);
            self.strategy.push(NONE);
        }
        Ok(id)
    }

    #[inline]
    fn settle(&mut self, id: u32, s: Settlement) {
        let i = id as usize;
        (self.flags[i], self.rank[i], self.strategy[i]) = (s.flags, s.rank, s.strategy);
    }

    /// Expands state `id` (key `key`): a terminal state is settled at once;
    /// otherwise its children are numbered and it opens.
    fn expand(&mut self, id: u32, key: C::Key) -> Result<Expanded, SolveError> {
        self.expanded += 1;
        let g = self.g;
        let s = C::state(g, &key);
        let p: Player = match g.turn(&s) {
            Turn::Terminal => {
                let kind = terminal_kind(g, &s);
                self.kinds[id as usize] = kind;
                let settled = terminal_settlement(kind);
                self.settle(id, settled);
                return Ok(Expanded::Settled(settled));
            }
            Turn::Player(p) => p,
            _ => return Err(SolveError::NotSequential { id }),
        };
        g.legal_actions(&s, p, &mut self.actions);
        if self.actions.is_empty() {
            return Err(SolveError::Stuck { id });
        }
        self.hashes.clear();
        let start = self.buf_keys.len();
        for &action in &self.actions {
            let mut child = s.clone();
            g.play(&mut child, Actor::Player(p), action);
            let key = C::key(g, child);
            self.hashes.push(self.it.hash(&key));
            self.buf_keys.push(key);
        }
        self.it.warm(&self.hashes);
        for k in 0..self.hashes.len() {
            let c = self.number(self.buf_keys[start + k].clone(), self.hashes[k])?;
            self.forward &= c > id;
            self.buf.push(c);
        }
        self.edges += self.hashes.len();
        let kind = if p == 0 { OWNER_0 } else { OWNER_1 };
        (self.kinds[id as usize], self.flags[id as usize]) = (kind, OPEN);
        Ok(Expanded::Open(Frame {
            id,
            start: start as u32,
            next: start as u32,
            end: self.buf.len() as u32,
            tally: Tally::new(kind),
        }))
    }

    /// The graph and its attractors, the per-state arrays trimmed to size.
    fn finish(mut self, stack_frames: usize) -> Fused<G> {
        let slack = self.kinds.capacity() - self.kinds.len() + self.flags.capacity()
            - self.flags.len()
            + 4 * (self.rank.capacity() - self.rank.len())
            + 4 * (self.strategy.capacity() - self.strategy.len());
        let transient = 4 * self.buf.capacity()
            + size_of::<C::Key>() * self.buf_keys.capacity()
            + size_of::<Frame>() * stack_frames;
        for v in [&mut self.kinds, &mut self.flags] {
            v.shrink_to_fit();
        }
        for v in [&mut self.rank, &mut self.strategy] {
            v.shrink_to_fit();
        }
        let mut attractors = Attractors::settled(self.flags, self.rank, self.strategy);
        attractors.set_peak_extra_bytes(slack + transient + self.it.growth_bytes());
        let graph = StateGraph::from_parts(
            self.g,
            Parts {
                store: C::store(self.it),
                kinds: self.kinds,
                csr: None,
                edges: self.edges,
                forward: self.forward,
            },
        );
        Fused { graph, attractors }
    }
}
