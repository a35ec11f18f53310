//! The strong engine: negamax alpha-beta (fail-soft) with iterative deepening, a
//! transposition table storing bounds ([`super::tt`]), hash-move-first ordering
//! then the game's own order ([`super::evaluator::MoveOrder`]), optional
//! principal-variation (null-window) search, a node and time budget, and a cancel
//! flag that the app sets from another thread.
//!
//! Values are from the point of view of the player to move at the node searched
//! (negamax), not of player 0 as in the seeds' MinMax. Final states are worth
//! `M`, `-M` or 0 ([`super::evaluator::terminal_value`]); the depth limit is
//! scored by the [`super::evaluator::Evaluator`] plugged in, which may also prove
//! values early and choose the moves to search (the exact Connect Four solver,
//! [`super::c4_solver`], is this engine with its own evaluator).
//!
//! A stored value is reused only at the very depth it was searched to, so a
//! search to depth `d` returns exactly the depth-`d` minimax value, with or
//! without the table, iterative deepening or PVS (the tests check it); searches
//! to [`UNLIMITED`] depth share all their entries. The hash move is always used.
//!
//! Only two-player zero-sum sequential deterministic games of perfect
//! information are accepted; others are refused with [`SearchError`].

use super::evaluator::{Evaluator, HeuristicEval, MoveOrder, Shortcut};
use super::heuristic::Heuristic;
use super::trace::{Bound, INFINITY, LeafKind, Tracer, Value};
use super::tt::{Entry, Table};
use crate::engine::{Actor, Game, Player, Turn};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use thiserror::Error;

/// The depth that never runs out: search to the end of the game.
pub const UNLIMITED: u8 = u8::MAX;

/// Why a search did not run.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SearchError {
    #[error(
        "{0} is not a two-player zero-sum sequential deterministic game of perfect information"
    )]
    Unsupported(&'static str),
    #[error("the position is final: there is no move to search")]
    Terminal,
}

/// The engine's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// A transposition table of `2^bits` entries, or none.
    pub tt_bits: Option<u32>,
    /// Principal-variation search: null windows after the first move.
    pub pvs: bool,
    /// Stop after about this many nodes (checked every 1024 nodes).
    pub max_nodes: Option<u64>,
    /// Stop after about this long.
    pub max_time: Option<Duration>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            tt_bits: Some(20),
            pvs: true,
            max_nodes: None,
            max_time: None,
        }
    }
}

/// What a search counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Every node entered, the root included (re-searches count again).
    pub nodes: u64,
    pub leaves: u64,
    pub cuts: u64,
    pub tt_hits: u64,
}

impl Stats {
    fn add(&mut self, o: &Stats) {
        self.nodes += o.nodes;
        self.leaves += o.leaves;
        self.cuts += o.cuts;
        self.tt_hits += o.tt_hits;
    }
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<A> {
    /// For the player to move at the root (a bound when searched with a window).
    pub value: Value,
    /// The best move found (the best so far when stopped early).
    pub best: Option<A>,
    /// The principal variation, read back from the transposition table.
    pub pv: Vec<A>,
    /// The depth of the last finished search (0 when none finished).
    pub depth: u8,
    /// No depth limit was reached: the value is the game's exact value.
    pub exact: bool,
    /// The budget or the cancel flag stopped the search.
    pub stopped: bool,
    pub stats: Stats,
}

/// The engine: a game, its evaluator, the settings and the table, kept between
/// searches (the table stays valid: entries are keyed by position).
pub struct Negamax<G: Game, E> {
    game: G,
    eval: E,
    options: Options,
    tt: Option<Table<G::Action>>,
    bufs: Vec<Vec<G::Action>>,
}

impl<G: Heuristic + MoveOrder> Negamax<G, HeuristicEval> {
    /// The engine with the game's heuristic at the depth limit.
    pub fn new(game: G, options: Options) -> Result<Self, SearchError> {
        Negamax::with_evaluator(game, HeuristicEval, options)
    }
}

/// When to stop.
struct Budget<'a> {
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    max_nodes: u64,
}

impl<G: MoveOrder, E: Evaluator<G>> Negamax<G, E> {
    /// The engine with evaluator `eval`; an error for unsupported games.
    pub fn with_evaluator(game: G, eval: E, options: Options) -> Result<Self, SearchError> {
        let info = game.info();
        if !info.is_two_player_zero_sum_perfect() {
            return Err(SearchError::Unsupported(info.name));
        }
        Ok(Negamax {
            tt: options.tt_bits.map(Table::new),
            game,
            eval,
            options,
            bufs: Vec::new(),
        })
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Forgets the transposition table.
    pub fn clear(&mut self) {
        if let Some(tt) = &mut self.tt {
            tt.clear();
        }
    }

    fn budget<'a>(&self, stop: &'a AtomicBool) -> Budget<'a> {
        Budget {
            stop,
            deadline: self.options.max_time.map(|t| Instant::now() + t),
            max_nodes: self.options.max_nodes.unwrap_or(u64::MAX),
        }
    }

    fn root_player(&self, root: &G::State) -> Result<Player, SearchError> {
        match self.game.turn(root) {
            Turn::Player(p) => Ok(p),
            _ => Err(SearchError::Terminal),
        }
    }

    /// One search of `root` to `depth` ([`UNLIMITED`] for an exact solve) with
    /// the full window.
    pub fn search<T: Tracer<G::Action>>(
        &mut self,
        root: &G::State,
        depth: u8,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<SearchResult<G::Action>, SearchError> {
        self.search_window(root, depth, -INFINITY, INFINITY, tracer, stop)
    }

    /// One search of `root` to `depth` with the window (`alpha`, `beta`): the
    /// value returned is exact inside it, a bound outside (fail-soft).
    pub fn search_window<T: Tracer<G::Action>>(
        &mut self,
        root: &G::State,
        depth: u8,
        alpha: Value,
        beta: Value,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<SearchResult<G::Action>, SearchError> {
        let p = self.root_player(root)?;
        let budget = self.budget(stop);
        let mut run = self.run(tracer, &budget);
        let value = run.node(root, p, None, 0, depth, alpha, beta);
        let (best, horizon, stopped, stats) = (run.root_best, run.horizon, run.aborted, run.stats);
        let best = best.or_else(|| self.first_move(root, p));
        Ok(self.result(root, value, best, depth, !horizon, stopped, stats))
    }

    /// Iterative deepening: searches to depth 1, 2, .. `max_depth`, each starting
    /// from the previous one's table, and stops early once a search reaches no
    /// depth limit. When stopped by the budget or the flag, returns the last
    /// finished depth's answer (or the first move if none finished).
    pub fn deepen<T: Tracer<G::Action>>(
        &mut self,
        root: &G::State,
        max_depth: u8,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<SearchResult<G::Action>, SearchError> {
        let p = self.root_player(root)?;
        let mut budget = self.budget(stop);
        let max_nodes = budget.max_nodes;
        let mut total = Stats::default();
        let mut done: Option<(Value, Option<G::Action>, u8, bool)> = None;
        for d in 1..=max_depth.min(UNLIMITED - 1) {
            budget.max_nodes = max_nodes.saturating_sub(total.nodes);
            let mut run = self.run(tracer, &budget);
            let value = run.node(root, p, None, 0, d, -INFINITY, INFINITY);
            let (best, horizon, aborted) = (run.root_best, run.horizon, run.aborted);
            total.add(&run.stats);
            if aborted {
                break;
            }
            done = Some((value, best, d, !horizon));
            if !horizon {
                break;
            }
        }
        Ok(match done {
            Some((value, best, d, exact)) => {
                let stopped = !exact && d < max_depth;
                self.result(root, value, best, d, exact, stopped, total)
            }
            None => {
                let best = self.first_move(root, p);
                self.result(root, 0, best, 0, false, true, total)
            }
        })
    }

    fn run<'a, T>(&'a mut self, tracer: &'a mut T, budget: &'a Budget<'a>) -> Run<'a, G, E, T> {
        Run {
            game: &self.game,
            eval: &self.eval,
            tt: self.tt.as_mut(),
            bufs: &mut self.bufs,
            tracer,
            budget,
            pvs: self.options.pvs,
            stats: Stats::default(),
            aborted: false,
            horizon: false,
            root_best: None,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn result(
        &self,
        root: &G::State,
        value: Value,
        best: Option<G::Action>,
        depth: u8,
        exact: bool,
        stopped: bool,
        stats: Stats,
    ) -> SearchResult<G::Action> {
        SearchResult {
            value,
            pv: self.principal_variation(root, best, depth),
            best,
            depth,
            exact,
            stopped,
            stats,
        }
    }

    fn first_move(&self, s: &G::State, p: Player) -> Option<G::Action> {
        let mut moves = Vec::new();
        self.game.legal_actions(s, p, &mut moves);
        self.game.order_moves(s, &mut moves);
        moves.first().copied()
    }

    /// The best move, then the table's best moves while they are legal.
    fn principal_variation(
        &self,
        root: &G::State,
        best: Option<G::Action>,
        depth: u8,
    ) -> Vec<G::Action> {
        let (mut pv, mut s, mut next) = (Vec::new(), root.clone(), best);
        let mut legal = Vec::new();
        while let (Some(a), Turn::Player(p)) = (next, self.game.turn(&s)) {
            self.game.legal_actions(&s, p, &mut legal);
            if !legal.contains(&a) || pv.len() >= depth.min(64) as usize {
                break;
            }
            pv.push(a);
            self.game.play(&mut s, Actor::Player(p), a);
            let key = self.eval.key(&self.game, &s);
            next = self
                .tt
                .as_ref()
                .and_then(|t| t.probe(key))
                .and_then(|e| e.best);
        }
        pv
    }
}

/// One search in progress.
struct Run<'a, G: Game, E, T> {
    game: &'a G,
    eval: &'a E,
    tt: Option<&'a mut Table<G::Action>>,
    bufs: &'a mut Vec<Vec<G::Action>>,
    tracer: &'a mut T,
    budget: &'a Budget<'a>,
    pvs: bool,
    stats: Stats,
    aborted: bool,
    /// Some leaf was cut by the depth limit (so the value is not exact).
    horizon: bool,
    root_best: Option<G::Action>,
}

impl<G: MoveOrder, E: Evaluator<G>, T: Tracer<G::Action>> Run<'_, G, E, T> {
    fn out_of_budget(&self) -> bool {
        let b = self.budget;
        b.stop.load(Ordering::Relaxed)
            || self.stats.nodes >= b.max_nodes
            || b.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The value for `p` (who moved into `c` by `a`) of the child `c`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
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
    /// state): exact inside (`alpha`, `beta`), a bound outside.
    #[allow(clippy::too_many_arguments)]
    fn node(
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
        self.tracer.enter(action, ply as u32, alpha, beta);
        if self.game.turn(s).is_terminal() {
            let v = self.eval.terminal(self.game, s, p);
            return self.leaf(LeafKind::Terminal, v);
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
        let (hash_move, answer) = self.probe(key, depth, &mut alpha, &mut beta);
        if let Some(v) = answer {
            if ply == 0 {
                self.root_best = hash_move;
            }
            return v;
        }
        self.expand(s, p, key, ply, depth, alpha, beta, hash_move)
    }

    fn leaf(&mut self, kind: LeafKind, v: Value) -> Value {
        self.stats.leaves += 1;
        self.tracer.leaf(kind, v);
        self.exit(v, Bound::Exact)
    }

    fn exit(&mut self, v: Value, bound: Bound) -> Value {
        self.tracer.exit(v, bound);
        v
    }

    /// Reads the table: the hash move, and the value when the entry answers.
    fn probe(
        &mut self,
        key: u64,
        depth: u8,
        alpha: &mut Value,
        beta: &mut Value,
    ) -> (Option<G::Action>, Option<Value>) {
        let Some(e) = self.tt.as_deref().and_then(|t| t.probe(key)).copied() else {
            return (None, None);
        };
        if e.depth != depth {
            return (e.best, None);
        }
        let answers = match e.bound {
            Bound::Exact => true,
            Bound::Lower => {
                *alpha = (*alpha).max(e.value);
                *alpha >= *beta
            }
            Bound::Upper => {
                *beta = (*beta).min(e.value);
                *alpha >= *beta
            }
        };
        if depth != UNLIMITED {
            self.horizon = true;
        }
        if !answers {
            return (e.best, None);
        }
        self.stats.tt_hits += 1;
        self.tracer.tt_hit(e.value, e.bound, depth as u32);
        (e.best, Some(self.exit(e.value, e.bound)))
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
        if self.bufs.len() <= ply {
            self.bufs.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        self.eval.moves(self.game, s, p, &mut moves);
        if let Some(i) = hash_move.and_then(|h| moves.iter().position(|&m| m == h)) {
            moves[..=i].rotate_right(1);
        }
        let child_depth = if depth == UNLIMITED { depth } else { depth - 1 };
        let (alpha0, mut best, mut best_move) = (alpha, -INFINITY, None);
        for (i, &a) in moves.iter().enumerate() {
            let mut c = s.clone();
            self.game.play(&mut c, Actor::Player(p), a);
            let mut v = if self.pvs && i > 0 && alpha + 1 < beta {
                self.child(&c, p, a, ply + 1, child_depth, alpha, alpha + 1)
            } else {
                self.child(&c, p, a, ply + 1, child_depth, alpha, beta)
            };
            if self.pvs && i > 0 && v > alpha && v < beta && alpha + 1 < beta && !self.aborted {
                v = self.child(&c, p, a, ply + 1, child_depth, alpha, beta);
            }
            if self.aborted {
                self.bufs[ply] = moves;
                return 0;
            }
            if v > best {
                (best, best_move) = (v, Some(a));
            }
            alpha = alpha.max(v);
            self.tracer.child_returned(v, alpha, beta);
            if alpha >= beta {
                self.stats.cuts += 1;
                self.tracer.cut(&moves[i + 1..]);
                break;
            }
        }
        self.bufs[ply] = moves;
        if best_move.is_none() {
            // No move to search (an evaluator that lists none): score as a leaf.
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
            let hash = if bound == Bound::Upper {
                None
            } else {
                best_move
            };
            tt.store(Entry {
                key,
                value: best,
                depth,
                bound,
                best: hash,
            });
        }
        self.exit(best, bound)
    }
}
