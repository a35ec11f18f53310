//! The reachable state graph of a sequential, deterministic, perfect-information
//! two-player game: the arena `G = (S_0 ∪ S_1, A)` of seed 003, Definition 1.1
//! (seed 004, Definition 4.3), built from the game's rules.
//!
//! States are numbered from the initial state (id 0) and deduplicated by hash:
//! they live once in a `Store` (as they are, or packed into a `u64` each) and a
//! hash table (`super::table`) holds only their `u32` ids (packed keys may
//! instead be numbered by a table holding key and id together, or through the
//! game's perfect index: `super::index`). Each state has one
//! byte of kind (its owner, or its terminal set `T_0`, `T_1`, `T_nul` from the
//! game's scores). Its successors come in the order of [`Game::legal_actions`]
//! (the `k`-th successor is reached by the `k`-th legal action) and are either
//! kept in CSR form (an offset per state into one array of `u32` ids: the
//! breadth-first enumeration of `super::explicit`, for any game, cycles
//! included) or not kept at all (the depth-first enumeration of
//! `super::fused`, which solves as it goes and needs none: then
//! [`StateGraph::successors`] plays the legal actions again and looks the
//! children up). It does not solve anything: see [`super::attractor`].

use super::store::Store;
use crate::engine::{Actor, Game, Player};
use std::borrow::Cow;
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
    /// (Each caller says how to raise its own limit: the solver knows no flag.)
    #[error("more than {limit} reachable states")]
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

/// How often (in states expanded) an enumeration reports its progress and may be
/// cancelled.
pub(super) const PROGRESS_EVERY: usize = 16_384;

/// Reports `n` states expanded; an error when the caller asks to stop.
pub(super) fn report(progress: &mut dyn FnMut(usize) -> bool, n: usize) -> Result<(), SolveError> {
    if progress(n) {
        Ok(())
    } else {
        Err(SolveError::Cancelled { states: n })
    }
}

/// Refuses games the solver does not apply to.
pub(super) fn check_supported<G: Game>(g: &G) -> Result<(), SolveError> {
    let info = g.info();
    if info.players == 2 && info.is_sequential_deterministic() {
        Ok(())
    } else {
        Err(SolveError::Unsupported { game: info.name })
    }
}

/// The terminal kind of a final state, from its scores' single winner.
pub(super) fn terminal_kind<G: Game>(g: &G, s: &G::State) -> u8 {
    match g.scores(s).and_then(|sc| sc.winner()) {
        Some(0) => WIN_0,
        Some(_) => WIN_1,
        None => DRAW,
    }
}

/// Successor lists in CSR form: those of state `v` are
/// `succ[offsets[v]..offsets[v + 1]]`.
#[derive(Clone, Debug, Default)]
pub(super) struct Csr {
    pub offsets: Vec<u32>,
    pub succ: Vec<u32>,
}

/// The reachable state graph of a game.
#[derive(Clone, Debug)]
pub struct StateGraph<G: Game> {
    game: G,
    store: Store<G>,
    kinds: Vec<u8>,
    /// The successor lists, when kept.
    csr: Option<Csr>,
    edges: usize,
    /// Every edge leads to a larger id: the numbering is a topological order.
    forward: bool,
}

/// What an enumeration hands over to make a [`StateGraph`].
pub(super) struct Parts<G: Game> {
    pub store: Store<G>,
    pub kinds: Vec<u8>,
    pub csr: Option<Csr>,
    pub edges: usize,
    pub forward: bool,
}

impl<G: Game> StateGraph<G> {
    pub(super) fn from_parts(game: &G, p: Parts<G>) -> Self {
        StateGraph {
            game: game.clone(),
            store: p.store,
            kinds: p.kinds,
            csr: p.csr,
            edges: p.edges,
            forward: p.forward,
        }
    }

    /// The game whose graph this is.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The number of states.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The number of edges (moves), counting one per legal action.
    pub fn edge_count(&self) -> usize {
        self.edges
    }

    /// Whether states are stored packed ([`crate::engine::PackedGame`]).
    pub fn is_packed(&self) -> bool {
        matches!(self.store, Store::Packed { .. })
    }

    /// Whether the successor lists are kept (else they are generated again).
    pub fn keeps_successors(&self) -> bool {
        self.csr.is_some()
    }

    /// The state with id `id`.
    pub fn state(&self, id: u32) -> Cow<'_, G::State> {
        self.store.get(&self.game, id)
    }

    /// The id of a state of the graph.
    pub fn id(&self, s: &G::State) -> Option<u32> {
        self.store.find(&self.game, s)
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

    /// The successors of `id`, in the order of the game's legal actions: read
    /// from the CSR arrays when kept, else generated by the rules and looked up.
    pub fn successors(&self, id: u32) -> Cow<'_, [u32]> {
        if let Some(csr) = &self.csr {
            let (a, b) = (csr.offsets[id as usize], csr.offsets[id as usize + 1]);
            return Cow::Borrowed(&csr.succ[a as usize..b as usize]);
        }
        let Some(p) = self.owner(id) else {
            return Cow::Borrowed(&[]);
        };
        let s = self.state(id);
        let mut actions = Vec::new();
        self.game.legal_actions(&s, p, &mut actions);
        // Every child was numbered by the enumeration: none is left out.
        let children = actions.iter().filter_map(|&a| {
            let mut c = s.clone().into_owned();
            self.game.play(&mut c, Actor::Player(p), a);
            self.id(&c)
        });
        Cow::Owned(children.collect())
    }

    /// Every state, children before parents (a depth-first post-order from the
    /// initial state), or `None` when the graph has a cycle.
    pub fn post_order(&self) -> Option<Vec<u32>> {
        const NEW: u8 = 0;
        const OPEN: u8 = 1;
        let mut mark = vec![NEW; self.len()];
        let mut order = Vec::with_capacity(self.len());
        let mut stack: Vec<(u32, Cow<'_, [u32]>, usize)> = Vec::new();
        for root in 0..self.len() as u32 {
            if mark[root as usize] != NEW {
                continue;
            }
            mark[root as usize] = OPEN;
            stack.push((root, self.successors(root), 0));
            while let Some((v, succ, k)) = stack.last_mut() {
                if let Some(&c) = succ.get(*k) {
                    *k += 1;
                    match mark[c as usize] {
                        NEW => {
                            mark[c as usize] = OPEN;
                            stack.push((c, self.successors(c), 0));
                        }
                        OPEN => return None,
                        _ => {}
                    }
                } else {
                    mark[*v as usize] = 2;
                    order.push(*v);
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
        let csr = self.csr.as_ref();
        self.store.heap_bytes()
            + self.kinds.capacity()
            + csr.map_or(0, |c| 4 * (c.offsets.capacity() + c.succ.capacity()))
    }
}
