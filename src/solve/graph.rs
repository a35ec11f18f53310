//! The reachable state graph of a sequential, deterministic, perfect-information
//! two-player game: the arena `G = (S_0 ∪ S_1, A)` of seed 003, Definition 1.1
//! (seed 004, Definition 4.3), built from the game's rules.
//!
//! States are numbered in breadth-first order from the initial state (id 0),
//! deduplicated by hash: the states live once in a `Vec` and a hash table holds
//! only their `u32` ids. Each state has one byte of kind (its owner, or its
//! terminal set `T_0`, `T_1`, `T_nul` from the game's scores), and its successors
//! are stored in CSR form (an offset per state into one array of `u32` ids), in
//! the order of [`Game::legal_actions`], so the `k`-th successor is reached by the
//! `k`-th legal action. A state limit stops the enumeration with an error before
//! memory runs out. It does not solve anything: see [`super::attractor`].

use crate::engine::{Actor, Game, Player, Turn};
use hashbrown::{DefaultHashBuilder, HashTable, hash_table::Entry};
use std::hash::BuildHasher;
use thiserror::Error;

/// The default state limit (about a gigabyte for the largest games).
pub const DEFAULT_STATE_LIMIT: usize = 20_000_000;

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
}

/// The reachable state graph of a game, in CSR form.
#[derive(Clone, Debug)]
pub struct StateGraph<S> {
    states: Vec<S>,
    table: HashTable<u32>,
    hasher: DefaultHashBuilder,
    kinds: Vec<u8>,
    offsets: Vec<u32>,
    succ: Vec<u32>,
}

/// The terminal kind of a final state, from its scores' single winner.
fn terminal_kind<G: Game>(g: &G, s: &G::State) -> u8 {
    match g.scores(s).and_then(|sc| sc.winner()) {
        Some(0) => WIN_0,
        Some(_) => WIN_1,
        None => DRAW,
    }
}

impl<S: Clone + Eq + std::hash::Hash> StateGraph<S> {
    /// Enumerates every state reachable from `root`; `progress` is called now and
    /// then with the number of states expanded so far.
    pub fn build<G: Game<State = S>>(
        g: &G,
        root: &S,
        limit: usize,
        progress: &mut dyn FnMut(usize),
    ) -> Result<Self, SolveError> {
        let info = g.info();
        if !(info.players == 2 && info.is_sequential_deterministic()) {
            return Err(SolveError::Unsupported { game: info.name });
        }
        let mut graph = StateGraph {
            states: Vec::new(),
            table: HashTable::new(),
            hasher: DefaultHashBuilder::default(),
            kinds: Vec::new(),
            offsets: vec![0],
            succ: Vec::new(),
        };
        graph.intern(root.clone(), limit.max(1))?;
        let mut actions = Vec::new();
        let mut next = 0;
        while next < graph.states.len() {
            let s = graph.states[next].clone();
            let kind = graph.expand(g, &s, next as u32, limit, &mut actions)?;
            graph.kinds.push(kind);
            let end = u32::try_from(graph.succ.len()).map_err(|_| SolveError::TooManyEdges)?;
            graph.offsets.push(end);
            next += 1;
            if next % 65_536 == 0 {
                progress(next);
            }
        }
        graph.states.shrink_to_fit();
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
        actions: &mut Vec<G::Action>,
    ) -> Result<u8, SolveError> {
        let p: Player = match g.turn(s) {
            Turn::Terminal => return Ok(terminal_kind(g, s)),
            Turn::Player(p) => p,
            _ => return Err(SolveError::NotSequential { id }),
        };
        g.legal_actions(s, p, actions);
        if actions.is_empty() {
            return Err(SolveError::Stuck { id });
        }
        for &a in actions.iter() {
            let mut child = s.clone();
            g.play(&mut child, Actor::Player(p), a);
            let c = self.intern(child, limit)?;
            self.succ.push(c);
        }
        Ok(if p == 0 { OWNER_0 } else { OWNER_1 })
    }

    /// The id of `s`, numbering it if it is new.
    fn intern(&mut self, s: S, limit: usize) -> Result<u32, SolveError> {
        let hash = self.hasher.hash_one(&s);
        let (states, hasher) = (&self.states, &self.hasher);
        let entry = self.table.entry(
            hash,
            |&i| states[i as usize] == s,
            |&i| hasher.hash_one(&states[i as usize]),
        );
        match entry {
            Entry::Occupied(e) => Ok(*e.get()),
            Entry::Vacant(e) => {
                if states.len() >= limit || states.len() >= u32::MAX as usize {
                    return Err(SolveError::TooManyStates { limit });
                }
                let id = states.len() as u32;
                e.insert(id);
                self.states.push(s);
                Ok(id)
            }
        }
    }

    /// The id of a state of the graph.
    pub fn id(&self, s: &S) -> Option<u32> {
        let hash = self.hasher.hash_one(s);
        self.table
            .find(hash, |&i| self.states[i as usize] == *s)
            .copied()
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

    /// The heap memory held, in bytes (states, hash table, kinds, CSR arrays).
    pub fn heap_bytes(&self) -> usize {
        self.states.capacity() * size_of::<S>()
            + self.table.allocation_size()
            + self.kinds.capacity()
            + 4 * (self.offsets.capacity() + self.succ.capacity())
    }
}
