//! The reachable state graph of a sequential, deterministic, perfect-information
//! two-player game: the arena `G = (S_0 ∪ S_1, A)` of seed 003, Definition 1.1
//! (seed 004, Definition 4.3), built from the game's rules.
//!
//! States are numbered in breadth-first order from the initial state (id 0),
//! deduplicated by hash: the states live once in a `Vec` and a hash table
//! ([`super::table`]) holds only their `u32` ids. Each state has one byte of kind (its owner, or its
//! terminal set `T_0`, `T_1`, `T_nul` from the game's scores), and its successors
//! are stored in CSR form (an offset per state into one array of `u32` ids), in
//! the order of [`Game::legal_actions`], so the `k`-th successor is reached by the
//! `k`-th legal action. A state limit stops the enumeration with an error before
//! memory runs out. It does not solve anything: see [`super::attractor`].

use super::table::{IdTable, MAX_IDS};
use crate::engine::{Actor, Game, Player, Turn};
use foldhash::fast::RandomState;
use std::hash::BuildHasher;
use std::hint::black_box;
use thiserror::Error;

/// The default state limit (about a gigabyte for the largest games).
pub const DEFAULT_STATE_LIMIT: usize = 20_000_000;

/// How many states are expanded between two calls of the progress callback.
const PROGRESS_EVERY: usize = 16_384;

/// The kind of a state owned by player 0 (non-terminal).
pub const OWNER_0: u8 = 0;
/// The kind of a state owned by player 1 (non-terminal).
pub const OWNER_1: u8 = 1;
/// A terminal state won by player 0 (`T_0`).
pub const WIN_0: u8 = 2;
/// A terminal state won by player 1 (`T_1`).
pub const WIN_1: u8 = 3;
/// A drawn terminal state (`T_nul`).
pub const DRAW: u8 = 4;

/// Why a game cannot be solved.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SolveError {
    #[error(
        "{game} is not a sequential, deterministic, perfect-information game for two players: the attractor solver does not apply"
    )]
    Unsupported { game: &'static str },
    #[error(
        "more than {limit} reachable states: raise the limit (--max-states) or choose a smaller game"
    )]
    TooManyStates { limit: usize },
    #[error("more than {} edges", u32::MAX)]
    TooManyEdges,
    #[error("a state that is not terminal has no legal action (state {id})")]
    Stuck { id: u32 },
    #[error("several players or chance act at state {id}")]
    NotSequential { id: u32 },
    #[error("cancelled after {states} states")]
    Cancelled { states: usize },
}

/// The reachable state graph of a game, in CSR form.
#[derive(Clone, Debug)]
pub struct StateGraph<S> {
    states: Vec<S>,
    table: IdTable,
    hasher: RandomState,
    kinds: Vec<u8>,
    offsets: Vec<u32>,
    succ: Vec<u32>,
    /// Every edge leads to a larger id: the numbering is a topological order.
    forward: bool,
}

/// The terminal kind of a final state, from its scores' single winner.
fn terminal_kind<G: Game>(g: &G, s: &G::State) -> u8 {
    match g.scores(s).and_then(|sc| sc.winner()) {
        Some(0) => WIN_0,
        Some(_) => WIN_1,
        None => DRAW,
    }
}

/// Scratch space for expanding one state: its actions, children and their hashes.
struct Batch<A, S> {
    actions: Vec<A>,
    children: Vec<S>,
    hashes: Vec<u64>,
}

impl<S: Clone + Eq + std::hash::Hash> StateGraph<S> {
    /// Enumerates every state reachable from `root`; `progress` is called now and
    /// then with the number of states expanded so far, and stops the enumeration
    /// ([`SolveError::Cancelled`]) when it returns false.
    pub fn build<G: Game<State = S>>(
        g: &G,
        root: &S,
        limit: usize,
        progress: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Self, SolveError> {
        let info = g.info();
        if !(info.players == 2 && info.is_sequential_deterministic()) {
            return Err(SolveError::Unsupported { game: info.name });
        }
        let mut graph = StateGraph {
            states: Vec::new(),
            table: IdTable::default(),
            hasher: RandomState::default(),
            kinds: Vec::new(),
            offsets: vec![0],
            succ: Vec::new(),
            forward: true,
        };
        let hash = graph.hasher.hash_one(root);
        graph.intern(root.clone(), hash, limit.max(1))?;
        let mut batch = Batch {
            actions: Vec::new(),
            children: Vec::new(),
            hashes: Vec::new(),
        };
        let mut next = 0;
        while next < graph.states.len() {
            let s = graph.states[next].clone();
            let kind = graph.expand(g, &s, next as u32, limit, &mut batch)?;
            graph.kinds.push(kind);
            let end = u32::try_from(graph.succ.len()).map_err(|_| SolveError::TooManyEdges)?;
            graph.offsets.push(end);
            next += 1;
            if next % PROGRESS_EVERY == 0 && !progress(next) {
                return Err(SolveError::Cancelled { states: next });
            }
        }
        graph.states.shrink_to_fit();
        graph.kinds.shrink_to_fit();
        graph.offsets.shrink_to_fit();
        graph.succ.shrink_to_fit();
        Ok(graph)
    }

    /// Adds the successors of `s` (state `id`) and returns its kind.
    fn expand<G: Game<State = S>>(
        &mut self,
        g: &G,
        s: &S,
        id: u32,
        limit: usize,
        batch: &mut Batch<G::Action, S>,
    ) -> Result<u8, SolveError> {
        let p: Player = match g.turn(s) {
            Turn::Terminal => return Ok(terminal_kind(g, s)),
            Turn::Player(p) => p,
            _ => return Err(SolveError::NotSequential { id }),
        };
        g.legal_actions(s, p, &mut batch.actions);
        if batch.actions.is_empty() {
            return Err(SolveError::Stuck { id });
        }
        batch.children.clear();
        batch.hashes.clear();
        for &a in batch.actions.iter() {
            let mut child = s.clone();
            g.play(&mut child, Actor::Player(p), a);
            batch.hashes.push(self.hasher.hash_one(&child));
            batch.children.push(child);
        }
        self.warm(&batch.hashes);
        for (child, &hash) in batch.children.drain(..).zip(&batch.hashes) {
            let c = self.intern(child, hash, limit)?;
            self.forward &= c > id;
            self.succ.push(c);
        }
        Ok(if p == 0 { OWNER_0 } else { OWNER_1 })
    }

    /// Touches the table slots, then the states, that the lookups of a batch of
    /// children will read, so that their cache misses overlap.
    fn warm(&self, hashes: &[u64]) {
        if hashes.len() < 2 {
            return;
        }
        self.table.warm(hashes);
        for &h in hashes {
            if let Some(id) = self.table.home(h) {
                black_box(self.states.get(id as usize).cloned());
            }
        }
    }

    /// The id of `s` (whose hash is `hash`), numbering it if it is new.
    fn intern(&mut self, s: S, hash: u64, limit: usize) -> Result<u32, SolveError> {
        let limit = limit.min(MAX_IDS);
        let states = &self.states;
        let slot = match self.table.find(hash, |id| states[id as usize] == s) {
            Ok(id) => return Ok(id),
            Err(slot) => slot,
        };
        if states.len() >= limit {
            return Err(SolveError::TooManyStates { limit });
        }
        let id = states.len() as u32;
        let slot = if self.table.has_room() {
            slot
        } else {
            let hasher = &self.hasher;
            self.table
                .grow(states.len(), |i| hasher.hash_one(&states[i as usize]));
            match self.table.find(hash, |_| false) {
                Err(slot) => slot,
                Ok(_) => return Err(SolveError::TooManyStates { limit }),
            }
        };
        self.table.insert_at(slot, id, hash);
        self.states.push(s);
        Ok(id)
    }

    /// The id of a state of the graph.
    pub fn id(&self, s: &S) -> Option<u32> {
        let hash = self.hasher.hash_one(s);
        self.table
            .find(hash, |i| self.states[i as usize] == *s)
            .ok()
    }
}

impl<S> StateGraph<S> {
    /// The number of states.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The number of edges (moves), counting one per legal action.
    pub fn edge_count(&self) -> usize {
        self.succ.len()
    }

    /// The state with id `id`.
    pub fn state(&self, id: u32) -> &S {
        &self.states[id as usize]
    }

    /// The kind of state `id`: [`OWNER_0`], [`OWNER_1`], [`WIN_0`], [`WIN_1`] or [`DRAW`].
    pub fn kind(&self, id: u32) -> u8 {
        self.kinds[id as usize]
    }

    /// The owner of a non-terminal state (`None` for terminal states).
    pub fn owner(&self, id: u32) -> Option<Player> {
        match self.kind(id) {
            OWNER_0 => Some(0),
            OWNER_1 => Some(1),
            _ => None,
        }
    }

    pub fn is_terminal(&self, id: u32) -> bool {
        self.kind(id) >= WIN_0
    }

    /// The successors of `id`, in the order of the game's legal actions.
    pub fn successors(&self, id: u32) -> &[u32] {
        let (a, b) = (self.offsets[id as usize], self.offsets[id as usize + 1]);
        &self.succ[a as usize..b as usize]
    }

    /// Every state, children before parents (a depth-first post-order from the
    /// initial state), or `None` when the graph has a cycle.
    pub fn post_order(&self) -> Option<Vec<u32>> {
        const NEW: u8 = 0;
        const OPEN: u8 = 1;
        let mut mark = vec![NEW; self.len()];
        let mut order = Vec::with_capacity(self.len());
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for root in 0..self.len() as u32 {
            if mark[root as usize] != NEW {
                continue;
            }
            mark[root as usize] = OPEN;
            stack.push((root, 0));
            while let Some((v, k)) = stack.last_mut() {
                let (v, succ) = (*v, self.successors(*v));
                if let Some(&c) = succ.get(*k as usize) {
                    *k += 1;
                    match mark[c as usize] {
                        NEW => {
                            mark[c as usize] = OPEN;
                            stack.push((c, 0));
                        }
                        OPEN => return None,
                        _ => {}
                    }
                } else {
                    mark[v as usize] = 2;
                    order.push(v);
                    stack.pop();
                }
            }
        }
        Some(order)
    }

    /// Whether every edge leads to a larger id (then the graph is acyclic; when
    /// not, it may still be).
    pub fn ids_are_topological(&self) -> bool {
        self.forward
    }

    /// The heap memory held, in bytes (states, hash table, kinds, CSR arrays).
    pub fn heap_bytes(&self) -> usize {
        self.states.capacity() * size_of::<S>()
            + self.table.heap_bytes()
            + self.kinds.capacity()
            + 4 * (self.offsets.capacity() + self.succ.capacity())
    }
}
