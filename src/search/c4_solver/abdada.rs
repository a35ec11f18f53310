//! The parallel recursion of the exact Connect Four solver ([`super`]):
//! fail-soft negamax over the shared table, as the strong engine's
//! ([`crate::search::negamax`]) with the same evaluator ([`C4Eval`]), plus the
//! deferral of ABDADA (Jean-Christophe Weill, "The ABDADA Distributed Minimax
//! Search Algorithm", ICCA Journal 19(1), 1996), in the simplified form of Tom
//! Kerrigan ("Simplified ABDADA", 2008; the Chess Programming Wiki's "ABDADA"):
//! a thread that starts a big subtree marks its key in a small shared table of
//! the positions being searched ([`Busy`]); at a node, a move after the first
//! whose child is marked by another thread is deferred (the young brothers
//! wait), searched only once every other move has been, by which time the
//! other thread has usually left its value in the transposition table. The
//! threads thus split the tree between them instead of repeating each other's
//! work, as Lazy SMP's helpers alone do.
//!
//! The marks only change the order of the moves: the value of a node is the
//! same whatever the order, and every table entry is still the bound of a
//! complete search (an aborted one stores nothing), so the scores stay exact.

use super::eval::C4Eval;
use crate::engine::{Game, Player};
use crate::games::{ConnectFour, ConnectFourState};
use crate::search::evaluator::{Evaluator, Shortcut};
use crate::search::negamax::{UNLIMITED, transposition_cut};
use crate::search::trace::{Bound, INFINITY, Value};
use crate::search::tt::{Entry, SharedTable, TtStore};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// The slots of [`Busy`]: `2^BUSY_BITS`.
const BUSY_BITS: u32 = 16;

/// Nodes with at least this many empty cells are marked and may be deferred:
/// below, a subtree is too small to pay for the marks.
pub const EXCLUSIVE_EMPTY: Value = 14;

/// The positions some thread is searching now (Kerrigan's "currently
/// searching" table): one key a slot, a collision only costs a deferral.
pub(super) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    pub(super) fn new() -> Self {
        Busy {
            slots: (0..1usize << BUSY_BITS)
                .map(|_| AtomicU64::new(0))
                .collect(),
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &AtomicU64 {
        let i = key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - BUSY_BITS);
        &self.slots[i as usize]
    }

    #[inline]
    fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    #[inline]
    fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    #[inline]
    fn leave(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

/// When a thread's search must give up: the user's flag, the probe's end
/// (another thread answered), the node budget and the deadline.
#[derive(Clone, Copy)]
pub(super) struct Limits<'a> {
    pub stop: &'a AtomicBool,
    pub done: &'a AtomicBool,
    pub max_nodes: u64,
    pub deadline: Option<Instant>,
}

impl Limits<'_> {
    fn out(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.done.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// One thread's search.
pub(super) struct Search<'a> {
    pub game: &'a ConnectFour,
    pub eval: C4Eval,
    pub table: SharedTable<'a>,
    pub busy: &'a Busy,
    pub limits: Limits<'a>,
    pub nodes: u64,
    pub aborted: bool,
    /// A move list per ply, reused.
    bufs: Vec<Vec<u8>>,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        game: &'a ConnectFour,
        eval: C4Eval,
        table: SharedTable<'a>,
        busy: &'a Busy,
        limits: Limits<'a>,
    ) -> Self {
        Search {
            game,
            eval,
            table,
            busy,
            limits,
            nodes: 0,
            aborted: false,
            bufs: Vec::new(),
        }
    }

    /// The fail-soft value of `s` for the player to move against (`alpha`,
    /// `beta`); 0 with `self.aborted` set when it gave up.
    pub(super) fn node(&mut self, s: &ConnectFourState, alpha: Value, beta: Value) -> Value {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && (self.nodes >= self.limits.max_nodes || self.limits.out()) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let (g, eval) = (self.game, &self.eval);
        let turn = g.turn(s);
        let Some(p) = turn.to_move() else {
            return eval.terminal(g, s, 0, s.plies as u32);
        };
        let (mut alpha, mut beta) = (alpha, beta);
        match eval.shortcut(g, s, p) {
            Shortcut::None => {}
            Shortcut::Exact(v) => return v,
            Shortcut::Window(lo, hi) => {
                if lo > alpha {
                    alpha = lo;
                    if alpha >= beta {
                        return lo;
                    }
                }
                if hi < beta {
                    beta = hi;
                    if alpha >= beta {
                        return hi;
                    }
                }
            }
        }
        let key = eval.key(g, s);
        let table = self.table;
        eval.child_keys(g, s, p, |k| table.prefetch(k));
        let mut hash = None;
        if let Some(e) = table.probe(key) {
            hash = e.best.map(|m| eval.table_move(g, s, m));
            match e.bound {
                Bound::Exact => return e.value,
                Bound::Lower => alpha = alpha.max(e.value),
                Bound::Upper => beta = beta.min(e.value),
            }
            if alpha >= beta {
                return e.value;
            }
        }
        if eval.transposition_cutoffs(g, s)
            && let Some(v) = transposition_cut(g, eval, &table, s, p, s.plies as usize, beta)
        {
            return v;
        }
        self.expand(s, p, key, alpha, beta, hash)
    }

    /// Searches the moves of `s` (the hash move first, the marked ones last),
    /// stores the result and returns the value.
    fn expand(
        &mut self,
        s: &ConnectFourState,
        p: Player,
        key: u64,
        mut alpha: Value,
        beta: Value,
        hash: Option<u8>,
    ) -> Value {
        let ply = s.plies as usize;
        if self.bufs.len() <= ply {
            self.bufs.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        self.eval.moves(self.game, s, p, &mut moves);
        if let Some(i) = hash.and_then(|h| moves.iter().position(|&m| m == h)) {
            moves[..=i].rotate_right(1);
        }
        let exclusive = self.eval.cells - s.plies as Value >= EXCLUSIVE_EMPTY;
        let (alpha0, mut best, mut best_move) = (alpha, -INFINITY, None);
        let mut deferred = [0u8; 8];
        let mut n_deferred = 0;
        'passes: for pass in 0..2 {
            let count = if pass == 0 { moves.len() } else { n_deferred };
            for i in 0..count {
                let a = if pass == 0 { moves[i] } else { deferred[i] };
                let mut c = *s;
                self.eval.play(self.game, &mut c, p, a);
                let child = self.eval.key(self.game, &c);
                if exclusive && pass == 0 && i > 0 && self.busy.is_busy(child) {
                    deferred[n_deferred] = a;
                    n_deferred += 1;
                    continue;
                }
                if exclusive {
                    self.busy.enter(child);
                }
                let v = -self.node(&c, -beta, -alpha);
                if exclusive {
                    self.busy.leave(child);
                }
                if self.aborted {
                    self.bufs[ply] = moves;
                    return 0;
                }
                if v > best {
                    (best, best_move) = (v, Some(a));
                }
                alpha = alpha.max(v);
                if alpha >= beta {
                    break 'passes;
                }
            }
        }
        self.bufs[ply] = moves;
        if best_move.is_none() {
            return self.eval.evaluate(self.game, s, p);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(Entry {
            key,
            value: best,
            depth: UNLIMITED,
            bound,
            horizon: false,
            best: if bound == Bound::Upper {
                hash
            } else {
                best_move
            }
            .map(|m| self.eval.table_move(self.game, s, m)),
        });
        best
    }
}
