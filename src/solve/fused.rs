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
//! While the pass runs, a state's kind, flag, rank and strategy sit together in
//! one 12-byte record (`Node`): visiting a child, reading its value and settling
//! it touch one cache line. A child found open (on the stack) closes a cycle: the pass
//! gives up (`None`) and the caller falls back to the breadth-first enumeration
//! with counters.

use super::attractor::{Attractors, NONE, OPEN};
use super::graph::{
    OWNER_0, OWNER_1, PROGRESS_EVERY, Parts, SolveError, StateGraph, check_supported, report,
    terminal_kind,
};
use super::settle::{Settlement, settlement};
use super::store::Codec;
use super::table::Numbering;
use crate::engine::{Actor, Game, Player, Turn};

/// A solved graph.
pub struct Fused<G: Game> {
    pub graph: StateGraph<G>,
    pub attractors: Attractors,
}

/// Kind of a state numbered but not yet expanded.
const UNEXPANDED: u8 = u8::MAX;

/// What the pass knows of a state.
#[derive(Clone, Copy, Debug)]
struct Node {
    rank: u32,
    strategy: u32,
    kind: u8,
    flags: u8,
}

/// An open state: its id and its children, `buf[start..end]` (with their keys
/// in `buf_keys`, at hand for their expansion), of which those before `next`
/// have been visited.
#[derive(Clone, Copy)]
struct Frame {
    id: u32,
    start: u32,
    next: u32,
    end: u32,
}

/// The state of the pass.
struct Dfs<'g, G: Game, C: Codec<G>> {
    g: &'g G,
    limit: usize,
    it: C::Numbering,
    nodes: Vec<Node>,
    /// The children of the open states, one slice per frame.
    buf: Vec<u32>,
    buf_keys: Vec<C::Key>,
    actions: Vec<G::Action>,
    keys: Vec<C::Key>,
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
        it: C::Numbering::default(),
        nodes: Vec::new(),
        buf: Vec::new(),
        buf_keys: Vec::new(),
        actions: Vec::new(),
        keys: Vec::new(),
        hashes: Vec::new(),
        edges: 0,
        forward: true,
        expanded: 0,
    };
    let root = C::key(g, g.initial_state());
    let hash = d.it.hash(&root);
    let root_key = root.clone();
    d.number(root, hash)?;
    let mut stack: Vec<Frame> = d.expand(0, root_key)?.into_iter().collect();
    while let Some(&top) = stack.last() {
        if top.next < top.end {
            let c = d.buf[top.next as usize];
            if let Some(f) = stack.last_mut() {
                f.next += 1;
            }
            let child = &d.nodes[c as usize];
            if child.kind == UNEXPANDED {
                let key = d.buf_keys[top.next as usize].clone();
                stack.extend(d.expand(c, key)?);
                if d.expanded.is_multiple_of(PROGRESS_EVERY) {
                    report(progress, d.expanded)?;
                }
            } else if child.flags == OPEN {
                return Ok(None);
            }
        } else {
            stack.pop();
            let nodes = &d.nodes;
            let children = &d.buf[top.start as usize..top.end as usize];
            let s = settlement(nodes[top.id as usize].kind, children, |c| {
                let n = &nodes[c as usize];
                (n.flags, n.rank)
            });
            d.settle(top.id, s);
            d.buf.truncate(top.start as usize);
            d.buf_keys.truncate(top.start as usize);
        }
    }
    Ok(Some(d.finish(stack.capacity())))
}

impl<G: Game, C: Codec<G>> Dfs<'_, G, C> {
    /// Gives the key a number if it has none; returns it.
    #[inline]
    fn number(&mut self, key: C::Key, hash: u64) -> Result<u32, SolveError> {
        let (id, new) = self.it.intern(key, hash, self.limit)?;
        if new {
            self.nodes.push(Node {
                rank: NONE,
                strategy: NONE,
                kind: UNEXPANDED,
                flags: 0,
            });
        }
        Ok(id)
    }

    fn settle(&mut self, id: u32, s: Settlement) {
        let node = &mut self.nodes[id as usize];
        (node.flags, node.rank, node.strategy) = (s.flags, s.rank, s.strategy);
    }

    /// Expands state `id` (key `key`): a terminal state is settled at once;
    /// otherwise its children are numbered and it opens (its frame is returned).
    fn expand(&mut self, id: u32, key: C::Key) -> Result<Option<Frame>, SolveError> {
        self.expanded += 1;
        let g = self.g;
        let s = C::state(g, &key);
        let p: Player = match g.turn(&s) {
            Turn::Terminal => {
                let kind = terminal_kind(g, &s);
                self.nodes[id as usize].kind = kind;
                self.settle(id, settlement(kind, &[], |_| (0, NONE)));
                return Ok(None);
            }
            Turn::Player(p) => p,
            _ => return Err(SolveError::NotSequential { id }),
        };
        g.legal_actions(&s, p, &mut self.actions);
        if self.actions.is_empty() {
            return Err(SolveError::Stuck { id });
        }
        self.keys.clear();
        self.hashes.clear();
        for &action in &self.actions {
            let mut child = s.clone();
            g.play(&mut child, Actor::Player(p), action);
            let key = C::key(g, child);
            self.hashes.push(self.it.hash(&key));
            self.keys.push(key);
        }
        self.it.warm(&self.hashes);
        let start = self.buf.len() as u32;
        let (mut keys, hashes) = (
            std::mem::take(&mut self.keys),
            std::mem::take(&mut self.hashes),
        );
        for (key, &hash) in keys.drain(..).zip(&hashes) {
            let c = self.number(key.clone(), hash)?;
            self.forward &= c > id;
            self.buf.push(c);
            self.buf_keys.push(key);
        }
        (self.keys, self.hashes) = (keys, hashes);
        self.edges += self.actions.len();
        let node = &mut self.nodes[id as usize];
        node.kind = if p == 0 { OWNER_0 } else { OWNER_1 };
        node.flags = OPEN;
        let end = self.buf.len() as u32;
        Ok(Some(Frame {
            id,
            start,
            next: start,
            end,
        }))
    }

    /// The graph and its attractors, the records split into arrays.
    fn finish(self, stack_frames: usize) -> Fused<G> {
        let n = self.nodes.len();
        let (mut kinds, mut flags, mut rank, mut strategy) = (
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
            Vec::with_capacity(n),
        );
        for node in &self.nodes {
            kinds.push(node.kind);
            flags.push(node.flags);
            rank.push(node.rank);
            strategy.push(node.strategy);
        }
        let mut attractors = Attractors::settled(flags, rank, strategy);
        attractors.set_peak_extra_bytes(
            size_of::<Node>() * self.nodes.capacity()
                + 4 * self.buf.capacity()
                + size_of::<C::Key>() * self.buf_keys.capacity()
                + size_of::<Frame>() * stack_frames,
        );
        let graph = StateGraph::from_parts(
            self.g,
            Parts {
                store: C::store(self.it),
                kinds,
                csr: None,
                edges: self.edges,
                forward: self.forward,
            },
        );
        Fused { graph, attractors }
    }
}
