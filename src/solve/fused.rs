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
//! The per-state data live by id, or, when the numbering is a perfect index
//! that nearly every state fills ([`Numbering::BY_INDEX`]), by index: the data
//! of a child are then read from its index alone, not after its id (a second,
//! dependent memory access), and put in order of id at the end. Either way a
//! state's "place" below is where its data are.
//!
//! A state folds its children into a [`Tally`] one by one as each is found
//! settled: those already settled when it is expanded at once (one read of a
//! word holding their flags and rank), the others as they finish. Only those
//! wait on the stack, as states ready to expand; a state whose children are
//! all settled settles at once. A child found open (on the stack) closes a
//! cycle: the pass gives up (`None`) and the caller falls back to the
//! breadth-first enumeration with counters.

use super::attractor::{Attractors, NONE, OPEN};
use super::graph::{
    OWNER_0, OWNER_1, PROGRESS_EVERY, Parts, SolveError, StateGraph, check_supported, report,
    terminal_kind,
};
use super::settle::{Settlement, Tally, terminal_settlement};
use super::store::Codec;
use super::table::Numbering;
use crate::engine::{Actor, Game, Player, Turn};

mod by_index;

/// A solved graph.
pub struct Fused<G: Game> {
    pub graph: StateGraph<G>,
    pub attractors: Attractors,
}

/// The flags of a state numbered but not yet expanded (an open state has
/// [`OPEN`], a settled one its attractor or draw flag).
const UNEXPANDED: u8 = 0;

/// A state's flags and rank in one word during the pass: the flags in the top
/// four bits, the rank below ([`NONE`] becomes [`RANK_MASK`]; ranks are below
/// the number of states).
const RANK_BITS: u32 = 28;
const RANK_MASK: u32 = (1 << RANK_BITS) - 1;

fn word(flags: u8, rank: u32) -> u32 {
    (flags as u32) << RANK_BITS | rank & RANK_MASK
}

/// A child not settled when its parent was expanded: its place and the
/// position of its move.
#[derive(Clone, Copy)]
struct Pending {
    place: u32,
    pos: u32,
}

/// An open state: its place, its pending children `pending[start..end]` (with
/// their states in `pending_states`, at hand for their expansion), of which
/// those before `next` are in its tally.
#[derive(Clone, Copy)]
struct Frame {
    place: u32,
    start: u32,
    next: u32,
    end: u32,
    tally: Tally,
}

/// A state just expanded: open, settled at once, or on a cycle.
enum Expanded {
    Open(Frame),
    Settled(Settlement),
    Cycle,
}

/// The state of the pass.
struct Dfs<'g, G: Game, C: Codec<G>> {
    g: &'g G,
    limit: usize,
    it: C::Numbering,
    /// Per place: its kind (set when expanded), flags and rank ([`word`]),
    /// and strategy (the place of the best child; ids at the end).
    kinds: Vec<u8>,
    words: Vec<u32>,
    strategy: Vec<u32>,
    /// The pending children of the open states, one slice per frame.
    pending: Vec<Pending>,
    pending_states: Vec<G::State>,
    actions: Vec<G::Action>,
    children: Vec<G::State>,
    keys: Vec<C::Key>,
    hashes: Vec<u64>,
    /// The positions of the children not settled, by index.
    rest: Vec<u32>,
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
    let it = C::numbering(g);
    let n = if C::Numbering::BY_INDEX {
        it.places()
    } else {
        0
    };
    let mut d = Dfs::<G, C> {
        g,
        limit: limit.max(1),
        it,
        kinds: vec![OWNER_0; n],
        words: vec![word(UNEXPANDED, NONE); n],
        strategy: vec![NONE; n],
        pending: Vec::new(),
        pending_states: Vec::new(),
        actions: Vec::new(),
        children: Vec::new(),
        keys: Vec::new(),
        hashes: Vec::new(),
        rest: Vec::new(),
        edges: 0,
        forward: true,
        expanded: 0,
    };
    let root = g.initial_state();
    let key = C::key(g, &root);
    let hash = d.it.hash(&key);
    let (id, _) = d.number(key, hash)?;
    let mut stack: Vec<Frame> = Vec::new();
    match d.expand(d.place(id, hash), root)? {
        Expanded::Open(frame) => stack.push(frame),
        Expanded::Settled(_) => {}
        Expanded::Cycle => return Ok(None),
    }
    while let Some(top) = stack.last_mut() {
        let i = top.next as usize;
        if i < top.end as usize {
            top.next += 1;
            let Pending { place: c, pos } = d.pending[i];
            let w = d.words[c as usize];
            match (w >> RANK_BITS) as u8 {
                UNEXPANDED => {
                    let s = d.pending_states[i].clone();
                    match d.expand(c, s)? {
                        Expanded::Open(frame) => stack.push(frame),
                        Expanded::Settled(s) => top.tally.add(c, pos, s.flags, s.rank),
                        Expanded::Cycle => return Ok(None),
                    }
                    if d.expanded.is_multiple_of(PROGRESS_EVERY) {
                        report(progress, d.expanded)?;
                    }
                }
                OPEN => return Ok(None),
                f => top.tally.add(c, pos, f, w & RANK_MASK),
            }
        } else {
            let (place, start, s) = (top.place, top.start as usize, top.tally.settlement());
            stack.pop();
            d.settle(place, s);
            d.pending.truncate(start);
            d.pending_states.truncate(start);
            if let Some(parent) = stack.last_mut() {
                let pos = d.pending[parent.next as usize - 1].pos;
                parent.tally.add(place, pos, s.flags, s.rank);
            }
        }
    }
    Ok(Some(d.finish(stack.capacity())))
}

impl<G: Game, C: Codec<G>> Dfs<'_, G, C> {
    /// Whether the data are by index ([`Numbering::BY_INDEX`]).
    const BY_INDEX: bool = C::Numbering::BY_INDEX;

    /// Gives the key a number if it has none; returns it and whether it is new.
    #[inline(always)]
    fn number(&mut self, key: C::Key, hash: u64) -> Result<(u32, bool), SolveError> {
        let (id, new) = self.it.intern(key, hash, self.limit)?;
        if new && !Self::BY_INDEX {
            // The kind is set when the state is expanded.
            self.kinds.push(OWNER_0);
            self.words.push(word(UNEXPANDED, NONE));
            self.strategy.push(NONE);
        }
        Ok((id, new))
    }

    /// The place of the state numbered `id`, whose key hashes to `hash`.
    #[inline(always)]
    fn place(&self, id: u32, hash: u64) -> u32 {
        if Self::BY_INDEX { hash as u32 } else { id }
    }

    #[inline]
    fn settle(&mut self, place: u32, s: Settlement) {
        let i = place as usize;
        (self.words[i], self.strategy[i]) = (word(s.flags, s.rank), s.strategy);
    }

    /// Expands the state at `place`, `s`: a terminal state is settled at
    /// once; otherwise its children are numbered, those settled go into its
    /// tally, and it opens, or settles at once when none is left.
    fn expand(&mut self, place: u32, s: G::State) -> Result<Expanded, SolveError> {
        self.expanded += 1;
        let id = if Self::BY_INDEX {
            self.it.id_at(place as usize)
        } else {
            place
        };
        let g = self.g;
        let p: Player = match g.turn(&s) {
            Turn::Terminal => {
                let kind = terminal_kind(g, &s);
                self.kinds[place as usize] = kind;
                let settled = terminal_settlement(kind);
                self.settle(place, settled);
                return Ok(Expanded::Settled(settled));
            }
            Turn::Player(p) => p,
            _ => return Err(SolveError::NotSequential { id }),
        };
        let mut children = std::mem::take(&mut self.children);
        let mut keys = std::mem::take(&mut self.keys);
        self.hashes.clear();
        if !C::children(g, &self.it, &s, &mut keys, &mut self.hashes) {
            g.legal_actions(&s, p, &mut self.actions);
            for &action in &self.actions {
                let mut child = s.clone();
                g.play(&mut child, Actor::Player(p), action);
                let key = C::key(g, &child);
                self.hashes.push(self.it.hash(&key));
                keys.push(key);
                children.push(child);
            }
        }
        if self.hashes.is_empty() {
            (self.children, self.keys) = (children, keys);
            return Err(SolveError::Stuck { id });
        }
        self.it.warm(&self.hashes);
        self.edges += self.hashes.len();
        let kind = if p == 0 { OWNER_0 } else { OWNER_1 };
        let mut tally = Tally::new(kind);
        let start = self.pending.len();
        let (mut cycle, mut forward) = (false, true);
        if Self::BY_INDEX {
            (cycle, forward) = self.fold_by_index((id, &s), &mut tally, &keys, &children)?;
            children.clear();
            keys.clear();
        }
        let mut states = children.drain(..);
        for (key, pos) in keys.drain(..).zip(0..) {
            // The child, or (from the codec's children) its key to unpack.
            let child = states.next().ok_or_else(|| key.clone());
            let hash = self.hashes[pos as usize];
            let (c, new) = self.number(key, hash)?;
            forward &= c > id;
            let c = self.place(c, hash);
            let w = if Self::BY_INDEX || !new {
                self.words[c as usize]
            } else {
                0
            };
            match (w >> RANK_BITS) as u8 {
                UNEXPANDED => {
                    self.pending.push(Pending { place: c, pos });
                    self.pending_states
                        .push(child.unwrap_or_else(|key| C::state(g, &key)));
                }
                OPEN => cycle = true,
                f => tally.add(c, pos, f, w & RANK_MASK),
            }
        }
        drop(states);
        (self.children, self.keys) = (children, keys);
        self.forward &= forward;
        if cycle {
            return Ok(Expanded::Cycle);
        }
        self.kinds[place as usize] = kind;
        if self.pending.len() == start {
            let settled = tally.settlement();
            self.settle(place, settled);
            return Ok(Expanded::Settled(settled));
        }
        self.words[place as usize] = word(OPEN, NONE);
        if self.it.warms() {
            self.warm_grandchildren(start);
        }
        Ok(Expanded::Open(Frame {
            place,
            start: start as u32,
            next: start as u32,
            end: self.pending.len() as u32,
            tally,
        }))
    }

    /// Prefetches the table where the children of the pending states from
    /// `start` on will be looked up, before they are expanded: their cache
    /// misses overlap with each other's and with the work in between.
    fn warm_grandchildren(&mut self, start: usize) {
        let g = self.g;
        self.hashes.clear();
        let mut keys = std::mem::take(&mut self.keys);
        for s in &self.pending_states[start..] {
            let Turn::Player(p) = g.turn(s) else {
                continue;
            };
            keys.clear();
            if C::children(g, &self.it, s, &mut keys, &mut self.hashes) {
                continue;
            }
            g.legal_actions(s, p, &mut self.actions);
            for &action in &self.actions {
                let mut child = s.clone();
                g.play(&mut child, Actor::Player(p), action);
                self.hashes.push(self.it.hash(&C::key(g, &child)));
            }
        }
        keys.clear();
        self.keys = keys;
        self.it.warm(&self.hashes);
    }

    /// The graph and its attractors: the words split into flags and ranks,
    /// the per-state arrays trimmed to size.
    fn finish(mut self, stack_frames: usize) -> Fused<G> {
        // The arrays by index, while those by id are made from them.
        let by_index =
            self.kinds.capacity() + 4 * self.words.capacity() + 4 * self.strategy.capacity();
        if Self::BY_INDEX {
            self.order_by_id();
        }
        let slack = self.kinds.capacity() - self.kinds.len()
            + 4 * (self.words.capacity() - self.words.len())
            + 4 * (self.strategy.capacity() - self.strategy.len())
            + if Self::BY_INDEX { by_index } else { 0 };
        let transient = size_of::<Pending>() * self.pending.capacity()
            + size_of::<G::State>() * (self.pending_states.capacity() + self.children.capacity())
            + size_of::<Frame>() * stack_frames;
        self.kinds.shrink_to_fit();
        self.strategy.shrink_to_fit();
        let flags: Vec<u8> = self.words.iter().map(|&w| (w >> RANK_BITS) as u8).collect();
        let mut rank = self.words;
        for r in &mut rank {
            *r = match *r & RANK_MASK {
                RANK_MASK => NONE,
                n => n,
            };
        }
        rank.shrink_to_fit();
        let mut attractors = Attractors::settled(flags, rank, self.strategy);
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
