//! The recursion of the strong engine: one node of fail-soft negamax alpha-beta
//! with the evaluator's shortcuts, the table's bounds, the hash move first and
//! optional principal-variation re-search, reporting each event to the tracer.

use super::moves::MoveBufs;
use super::{Budget, Stats, UNLIMITED, WIN_BAND};
use crate::engine::{Game, Player};
use crate::search::evaluator::{Evaluator, MoveOrder, Shortcut};
use crate::search::repeat::{OnPath, REPEAT_VALUE};
use crate::search::trace::{Bound, INFINITY, LeafKind, Tracer, Value, trace};
use crate::search::tt::{Entry, TtStore};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// One search in progress.
pub(super) struct Run<'a, G: Game, E, S, T> {
    pub(super) game: &'a G,
    pub(super) eval: &'a E,
    pub(super) tt: Option<&'a mut S>,
    pub(super) bufs: &'a mut MoveBufs<G::Action>,
    pub(super) tracer: &'a mut T,
    pub(super) budget: &'a Budget<'a>,
    pub(super) pvs: bool,
    pub(super) stats: Stats,
    pub(super) aborted: bool,
    /// Some leaf of the current subtree was cut by the depth limit (so its value
    /// is not the game's own); after the root, of the whole search.
    pub(super) horizon: bool,
    pub(super) root_best: Option<G::Action>,
    /// The states of the current path, for a game that may repeat a state
    /// ([`crate::search::repeat`]).
    pub(super) path: OnPath<G::State>,
}

impl<G: MoveOrder, E: Evaluator<G>, S: TtStore<G::Action>, T: Tracer<G::Action>>
    Run<'_, G, E, S, T>
{
    fn out_of_budget(&self) -> bool {
        let b = self.budget;
        b.stop.load(Ordering::Relaxed)
            || b.done.is_some_and(|d| d.load(Ordering::Relaxed))
            || self.stats.nodes >= b.max_nodes
            || b.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The value for `p` (who moved into `c` by `a`) of the child `c`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn child(
        &mut self,
        c: &G::State,
        p: Player,
        a: G::Action,
        ply: usize,
        depth: u8,
        alpha: Value,
        beta: Value,
    ) -> Value {
        let q = self.game.turn(c).to_move().unwrap_or(1 - p);
        if q == p {
            self.node(c, q, Some(a), ply, depth, alpha, beta)
        } else {
            -self.node(c, q, Some(a), ply, depth, -beta, -alpha)
        }
    }

    /// The value of `s` for `p`, the player to move (or who would move, at a final
    /// state): exact inside (`alpha`, `beta`), a bound outside. Adds to
    /// `self.horizon` whether this subtree met the depth limit.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(super) fn node(
        &mut self,
        s: &G::State,
        p: Player,
        action: Option<G::Action>,
        ply: usize,
        depth: u8,
        alpha: Value,
        beta: Value,
    ) -> Value {
        if depth == UNLIMITED {
            // No depth limit below: the horizon cannot be met.
            return self.visit(s, p, action, ply, depth, alpha, beta);
        }
        let outer = std::mem::replace(&mut self.horizon, false);
        let v = self.visit(s, p, action, ply, depth, alpha, beta);
        self.horizon |= outer;
        v
    }

    /// [`Run::node`] with `self.horizon` cleared on entry: on return it says
    /// whether this subtree met the depth limit.
    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        s: &G::State,
        p: Player,
        action: Option<G::Action>,
        ply: usize,
        depth: u8,
        mut alpha: Value,
        mut beta: Value,
    ) -> Value {
        self.stats.nodes += 1;
        if self.stats.nodes & 1023 == 0 && self.out_of_budget() {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        trace!(self.tracer.enter(action, ply as u32, alpha, beta));
        if self.game.turn(s).is_terminal() {
            let v = self.eval.terminal(self.game, s, p, ply as u32);
            return self.leaf(LeafKind::Terminal, v);
        }
        if self.path.repeated(s).is_some() {
            // A cycle closed: an infinite play, a draw ([`crate::search::repeat`]).
            return self.leaf(LeafKind::Repetition, REPEAT_VALUE);
        }
        match self.eval.shortcut(self.game, s, p) {
            Shortcut::None => {}
            Shortcut::Exact(v) => return self.leaf(LeafKind::Terminal, v),
            Shortcut::Window(lo, hi) => {
                if lo > alpha {
                    alpha = lo;
                    if alpha >= beta {
                        return self.exit(lo, Bound::Lower);
                    }
                }
                if hi < beta {
                    beta = hi;
                    if alpha >= beta {
                        return self.exit(hi, Bound::Upper);
                    }
                }
            }
        }
        if depth == 0 {
            self.horizon = true;
            let v = self.eval.evaluate(self.game, s, p);
            return self.leaf(LeafKind::Heuristic, v);
        }
        let key = self.eval.key(self.game, s);
        if let Some(tt) = self.tt.as_deref() {
            // Start loading the children's entries, together and with this
            // node's own (when the evaluator knows their keys cheaply).
            self.eval.child_keys(self.game, s, p, |k| tt.prefetch(k));
        }
        let (hash_move, answer) = self.probe(key, ply, depth, &mut alpha, &mut beta);
        let hash_move = hash_move.map(|m| self.eval.table_move(self.game, s, m));
        if let Some(v) = answer {
            if ply == 0 {
                self.root_best = hash_move;
            }
            return v;
        }
        if depth == UNLIMITED
            && self.eval.transposition_cutoffs(self.game, s)
            && let Some(tt) = self.tt.as_deref()
            && let Some(v) = transposition_cut(self.game, self.eval, tt, s, p, ply, beta)
        {
            self.stats.tt_hits += 1;
            return self.exit(v, Bound::Lower);
        }
        self.path.push(s, ply);
        let v = self.expand(s, p, key, ply, depth, alpha, beta, hash_move);
        self.path.pop(s);
        v
    }

    fn leaf(&mut self, kind: LeafKind, v: Value) -> Value {
        self.stats.leaves += 1;
        trace!(self.tracer.leaf(kind, v));
        self.exit(v, Bound::Exact)
    }

    fn exit(&mut self, v: Value, bound: Bound) -> Value {
        trace!(self.tracer.exit(v, bound));
        v
    }

    /// Reads the table: the hash move, and the value when the entry answers. An
    /// entry is used at the depth it was searched to, or at a greater one when
    /// its search met no depth limit; a used entry that met one marks the horizon.
    fn probe(
        &mut self,
        key: u64,
        ply: usize,
        depth: u8,
        alpha: &mut Value,
        beta: &mut Value,
    ) -> (Option<G::Action>, Option<Value>) {
        let Some(e) = self.tt.as_deref().and_then(|t| t.probe(key)) else {
            return (None, None);
        };
        if e.depth != depth && (e.horizon || e.depth > depth) {
            return (e.best, None);
        }
        let value = from_table(e.value, ply);
        let answers = match e.bound {
            Bound::Exact => true,
            Bound::Lower => {
                *alpha = (*alpha).max(value);
                *alpha >= *beta
            }
            Bound::Upper => {
                *beta = (*beta).min(value);
                *alpha >= *beta
            }
        };
        self.horizon |= e.horizon;
        if !answers {
            return (e.best, None);
        }
        self.stats.tt_hits += 1;
        trace!(self.tracer.tt_hit(value, e.bound, depth as u32));
        (e.best, Some(self.exit(value, e.bound)))
    }

    /// Searches the children of `s`, stores the result and exits the node.
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
        let (eval, game) = (self.eval, self.game);
        let mut moves = self.bufs.list(ply, |out| eval.moves(game, s, p, out));
        let list = moves.as_mut_slice();
        if let Some(i) = hash_move.and_then(|h| list.iter().position(|&m| m == h)) {
            // The hash move first, the others in their order (a plain loop: the
            // lists are short, and `rotate_right` is a call).
            let h = list[i];
            for j in (0..i).rev() {
                list[j + 1] = list[j];
            }
            list[0] = h;
        }
        let child_depth = if depth == UNLIMITED { depth } else { depth - 1 };
        let (alpha0, mut best, mut best_move) = (alpha, -INFINITY, None);
        for (i, &a) in moves.iter().enumerate() {
            let mut c = s.clone();
            self.eval.play(self.game, &mut c, p, a);
            let mut v = if self.pvs && i > 0 && alpha + 1 < beta {
                self.child(&c, p, a, ply + 1, child_depth, alpha, alpha + 1)
            } else {
                self.child(&c, p, a, ply + 1, child_depth, alpha, beta)
            };
            if self.pvs && i > 0 && v > alpha && v < beta && alpha + 1 < beta && !self.aborted {
                v = self.child(&c, p, a, ply + 1, child_depth, alpha, beta);
            }
            if self.aborted {
                self.bufs.give_back(ply, moves);
                return 0;
            }
            if v > best {
                (best, best_move) = (v, Some(a));
            }
            alpha = alpha.max(v);
            trace!(self.tracer.child_returned(v, alpha, beta));
            if alpha >= beta {
                self.stats.cuts += 1;
                trace!(
                    self.tracer
                        .cut(moves.as_slice().get(i + 1..).unwrap_or_default())
                );
                break;
            }
        }
        self.bufs.give_back(ply, moves);
        if best_move.is_none() {
            // No move to search (an evaluator that lists none): score as a leaf.
            self.horizon = true;
            let v = self.eval.evaluate(self.game, s, p);
            return self.leaf(LeafKind::Heuristic, v);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if ply == 0 {
            self.root_best = best_move;
        }
        if let Some(tt) = self.tt.as_deref_mut() {
            // Below alpha every move failed low and none is best: keep the move
            // an earlier search stored for this position (the hash move), so
            // that the principal variation read back from the table goes on
            // through nodes whose last search was narrowed to fail low.
            let hash = if bound == Bound::Upper {
                hash_move
            } else {
                best_move
            };
            let hash = hash.map(|m| self.eval.table_move(self.game, s, m));
            tt.store(Entry {
                key,
                value: to_table(best, ply),
                depth,
                bound,
                horizon: self.horizon,
                best: hash,
            });
        }
        self.exit(best, bound)
    }
}

/// The enhanced transposition cutoff ([`Evaluator::transposition_cutoffs`]):
/// a value of at least `beta` for `p` at `s` (`ply` plies below the root) read
/// from the table's entry of a child searched with no depth limit, if some
/// child has one.
#[allow(clippy::too_many_arguments)]
#[inline]
pub(crate) fn transposition_cut<G: MoveOrder, E: Evaluator<G>, S: TtStore<G::Action>>(
    game: &G,
    eval: &E,
    tt: &S,
    s: &G::State,
    p: Player,
    ply: usize,
    beta: Value,
) -> Option<Value> {
    let mut cut = None;
    eval.child_keys(game, s, p, |k| {
        if let Some(e) = tt.probe(k)
            && e.bound != Bound::Lower
            && e.depth == UNLIMITED
            && !e.horizon
        {
            let v = -from_table(e.value, ply + 1);
            if v >= beta && cut.is_none_or(|c| v > c) {
                cut = Some(v);
            }
        }
    });
    cut
}

/// A value as the table keeps it: wins and losses counted from the node at
/// `ply` rather than from the root.
#[inline]
fn to_table(v: Value, ply: usize) -> Value {
    if v >= WIN_BAND {
        v + ply as Value
    } else if v <= -WIN_BAND {
        v - ply as Value
    } else {
        v
    }
}

/// The inverse of [`to_table`] for a node at `ply`.
#[inline]
fn from_table(v: Value, ply: usize) -> Value {
    if v >= WIN_BAND {
        v - ply as Value
    } else if v <= -WIN_BAND {
        v + ply as Value
    } else {
        v
    }
}
