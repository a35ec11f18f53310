//! The breadth-first enumeration that keeps every successor list (CSR form):
//! the general path, for any game, cycles included (the attractors then come
//! from the counters of [`super::attractor`]). States are numbered in
//! breadth-first order from the initial state (id 0) and stored as they are.

use super::graph::{
    Csr, OWNER_0, OWNER_1, PROGRESS_EVERY, Parts, SolveError, StateGraph, check_supported, report,
    terminal_kind,
};
use super::store::Store;
use super::table::{Interner, Numbering};
use crate::engine::{Actor, Game, Player, Turn};

/// Scratch space for expanding one state: its actions, children, their hashes
/// and their ids.
struct Batch<A, S> {
    actions: Vec<A>,
    children: Vec<S>,
    hashes: Vec<u64>,
    ids: Vec<u32>,
}

impl<G: Game> StateGraph<G> {
    /// Enumerates every state reachable from `root`, breadth first, keeping the
    /// successor lists; `progress` is called now and then with the number of
    /// states expanded so far, and stops the enumeration
    /// ([`SolveError::Cancelled`]) when it returns false.
    pub fn build(
        g: &G,
        root: &G::State,
        limit: usize,
        progress: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Self, SolveError> {
        check_supported(g)?;
        let mut it = Interner::<G::State>::default();
        let hash = it.hash(root);
        it.intern(root.clone(), hash, limit.max(1))?;
        let mut csr = Csr {
            offsets: vec![0],
            succ: Vec::new(),
        };
        let (mut kinds, mut forward) = (Vec::new(), true);
        let mut batch = Batch {
            actions: Vec::new(),
            children: Vec::new(),
            hashes: Vec::new(),
            ids: Vec::new(),
        };
        let mut next = 0;
        while next < it.keys.len() {
            let s = it.keys[next].clone();
            let id = next as u32;
            let kind = expand(g, &s, id, limit, &mut it, &mut batch)?;
            for &c in &batch.ids {
                forward &= c > id;
                csr.succ.push(c);
            }
            kinds.push(kind);
            let end = u32::try_from(csr.succ.len()).map_err(|_| SolveError::TooManyEdges)?;
            csr.offsets.push(end);
            next += 1;
            if next % PROGRESS_EVERY == 0 {
                report(progress, next)?;
            }
        }
        it.keys.shrink_to_fit();
        kinds.shrink_to_fit();
        csr.offsets.shrink_to_fit();
        csr.succ.shrink_to_fit();
        let edges = csr.succ.len();
        Ok(StateGraph::from_parts(
            g,
            Parts {
                store: Store::Plain(it),
                kinds,
                csr: Some(csr),
                edges,
                forward,
            },
        ))
    }
}

/// Numbers the children of `s` (state `id`), leaving their ids in `batch.ids`,
/// and returns the kind of `s`.
fn expand<G: Game>(
    g: &G,
    s: &G::State,
    id: u32,
    limit: usize,
    it: &mut Interner<G::State>,
    batch: &mut Batch<G::Action, G::State>,
) -> Result<u8, SolveError> {
    batch.ids.clear();
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
        batch.hashes.push(it.hash(&child));
        batch.children.push(child);
    }
    it.warm(&batch.hashes);
    for (child, &h) in batch.children.drain(..).zip(&batch.hashes) {
        batch.ids.push(it.intern(child, h, limit)?.0);
    }
    Ok(if p == 0 { OWNER_0 } else { OWNER_1 })
}
