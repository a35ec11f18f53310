//! A copy of the strong engine's recursion (`search::negamax`, file `run.rs`)
//! with every tracer call removed, kept only to measure what the no-op tracer
//! costs (`ludoscope bench`, "no-op tracer overhead"). Same evaluator, table,
//! ordering, PVS and budget check; it must visit exactly the same nodes.

use crate::engine::{Actor, Game, Player, Turn};
use crate::search::evaluator::{Evaluator, MoveOrder, Shortcut};
use crate::search::negamax::{from_table, to_table};
use crate::search::trace::{Bound, INFINITY, Value};
use crate::search::tt::{Entry, Table};
use std::sync::atomic::{AtomicBool, Ordering};

/// A fixed-depth search with the full window; returns (value, nodes).
pub fn search<G: MoveOrder, E: Evaluator<G>>(
    game: &G,
    eval: &E,
    tt: Option<&mut Table<G::Action>>,
    pvs: bool,
    root: &G::State,
    depth: u8,
) -> (Value, u64) {
    let stop = AtomicBool::new(false);
    let Turn::Player(p) = game.turn(root) else {
        return (0, 0);
    };
    let mut b = Bare {
        game,
        eval,
        tt,
        bufs: Vec::new(),
        stop: &stop,
        pvs,
        nodes: 0,
        aborted: false,
        horizon: false,
    };
    let v = b.node(root, p, 0, depth, -INFINITY, INFINITY);
    (v, b.nodes)
}

struct Bare<'a, G: Game, E> {
    game: &'a G,
    eval: &'a E,
    tt: Option<&'a mut Table<G::Action>>,
    bufs: Vec<Vec<G::Action>>,
    stop: &'a AtomicBool,
    pvs: bool,
    nodes: u64,
    aborted: bool,
    horizon: bool,
}

impl<G: MoveOrder, E: Evaluator<G>> Bare<'_, G, E> {
    #[inline]
    fn child(
        &mut self,
        c: &G::State,
        p: Player,
        ply: usize,
        depth: u8,
        alpha: Value,
        beta: Value,
    ) -> Value {
        let q = self.game.turn(c).to_move().unwrap_or(1 - p);
        if q == p {
            self.node(c, q, ply, depth, alpha, beta)
        } else {
            -self.node(c, q, ply, depth, -beta, -alpha)
        }
    }

    #[inline]
    fn node(
        &mut self,
        s: &G::State,
        p: Player,
        ply: usize,
        depth: u8,
        alpha: Value,
        beta: Value,
    ) -> Value {
        if depth == u8::MAX {
            return self.visit(s, p, ply, depth, alpha, beta);
        }
        let outer = std::mem::replace(&mut self.horizon, false);
        let v = self.visit(s, p, ply, depth, alpha, beta);
        self.horizon |= outer;
        v
    }

    fn visit(
        &mut self,
        s: &G::State,
        p: Player,
        ply: usize,
        depth: u8,
        mut alpha: Value,
        mut beta: Value,
    ) -> Value {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if self.game.turn(s).is_terminal() {
            return self.eval.terminal(self.game, s, p, ply as u32);
        }
        match self.eval.shortcut(self.game, s, p) {
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
        if depth == 0 {
            self.horizon = true;
            return self.eval.evaluate(self.game, s, p);
        }
        let key = self.eval.key(self.game, s);
        let mut hash_move = None;
        if let Some(e) = self.tt.as_deref().and_then(|t| t.probe(key)) {
            hash_move = e.best;
            if e.depth == depth || (!e.horizon && e.depth <= depth) {
                let value = from_table(e.value, ply);
                self.horizon |= e.horizon;
                match e.bound {
                    Bound::Exact => return value,
                    Bound::Lower => alpha = alpha.max(value),
                    Bound::Upper => beta = beta.min(value),
                }
                if alpha >= beta {
                    return value;
                }
            }
        }
        self.expand(s, p, key, ply, depth, alpha, beta, hash_move)
    }

    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        s: &G::State,
        p: Player,
        key: u64,
        ply: usize,
        depth: u8,
        mut alpha: Value,
        beta: Value,
        hash_move: Option<G::Action>,
    ) -> Value {
        if self.bufs.len() <= ply {
            self.bufs.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        self.eval.moves(self.game, s, p, &mut moves);
        if let Some(i) = hash_move.and_then(|h| moves.iter().position(|&m| m == h)) {
            moves[..=i].rotate_right(1);
        }
        let child_depth = if depth == u8::MAX { depth } else { depth - 1 };
        let (alpha0, mut best, mut best_move) = (alpha, -INFINITY, None);
        for (i, &a) in moves.iter().enumerate() {
            let mut c = s.clone();
            self.game.play(&mut c, Actor::Player(p), a);
            let mut v = if self.pvs && i > 0 && alpha + 1 < beta {
                self.child(&c, p, ply + 1, child_depth, alpha, alpha + 1)
            } else {
                self.child(&c, p, ply + 1, child_depth, alpha, beta)
            };
            if self.pvs && i > 0 && v > alpha && v < beta && alpha + 1 < beta && !self.aborted {
                v = self.child(&c, p, ply + 1, child_depth, alpha, beta);
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
                break;
            }
        }
        self.bufs[ply] = moves;
        if best_move.is_none() {
            self.horizon = true;
            return self.eval.evaluate(self.game, s, p);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if let Some(tt) = self.tt.as_deref_mut() {
            let hash = if bound == Bound::Upper {
                None
            } else {
                best_move
            };
            tt.store(Entry {
                key,
                value: to_table(best, ply),
                depth,
                bound,
                horizon: self.horizon,
                best: hash,
            });
        }
        best
    }
}
