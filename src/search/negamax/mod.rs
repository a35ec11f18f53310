//! The strong engine: negamax alpha-beta (fail-soft) with iterative deepening, a
//! transposition table storing bounds ([`super::tt`]), hash-move-first ordering
//! then the game's own order ([`super::evaluator::MoveOrder`]), optional
//! principal-variation (null-window) search, a node and time budget, and a cancel
//! flag that the app sets from another thread.
//!
//! Values are from the point of view of the player to move at the node searched
//! (negamax), not of player 0 as in the seeds' MinMax. Final states are scored
//! by distance (mate scores): a win reached `ply` plies below the root is worth
//! [`WIN`]` - ply`, a loss `-(WIN - ply)`, a draw 0, a graded result `M` times
//! the score ([`super::evaluator::Evaluator::terminal`]), so the engine takes the
//! soonest win and puts off a loss; [`win_distance`] reads the plies back. The
//! depth limit is scored by the [`super::evaluator::Evaluator`] plugged in, which
//! may also prove values early and choose the moves to search (the exact Connect
//! Four solver, [`super::c4_solver`], is this engine with its own evaluator and
//! its own distance-aware scores). The table stores win values relative to the
//! node (`WIN - plies from the node`), so they stay right wherever the node recurs.
//!
//! A stored value is reused at the very depth it was searched to, or, when the
//! search below it reached no depth limit (its value is the game's own), at any
//! greater depth; so a search to depth `d` returns exactly the depth-`d` minimax
//! value (with the same scores), with or without the table, iterative deepening
//! or PVS (the tests check it). Iterative deepening ([`Negamax::deepen`]) stops at
//! the first depth whose search reached no limit: its value is exact. The hash
//! move is always used.
//!
//! The table's storage is the general [`Table`] unless the caller gives another
//! [`TtStore`] ([`Negamax::with_table`]; the exact Connect Four solver gives its
//! shared one, [`super::tt::SharedTable`]). When the evaluator knows the children's keys without playing
//! the moves ([`Evaluator::child_keys`]), a node asks the table to prefetch
//! their slots before it reads its own: the loads from memory then overlap.
//!
//! On a game that may repeat a state (an arena with a cycle), a state repeated
//! on the current path is a draw at every depth, and the table is not used:
//! values there depend on the path ([`super::repeat`]).
//!
//! Only two-player zero-sum sequential deterministic games of perfect
//! information are accepted; others are refused with [`SearchError`].

use super::evaluator::{Evaluator, HeuristicEval, MoveOrder};
use super::heuristic::Heuristic;
use super::trace::{INFINITY, Tracer, Value};
use super::tt::{Table, TtStore};
use crate::engine::{Actor, Game, Player, Turn};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use thiserror::Error;

mod moves;
mod results;
mod run;
pub use results::{SearchResult, Stats, WindowValue};
use run::Run;
pub(crate) use run::transposition_cut;

/// The depth that never runs out: search to the end of the game.
pub const UNLIMITED: u8 = u8::MAX;

/// The value of winning now: a win `n` plies below the root is worth `WIN - n`.
pub const WIN: Value = 1_000_000;

/// Values at least this large (in magnitude) are wins (losses) at a distance:
/// `WIN - WIN_BAND` plies is further than any search goes.
pub const WIN_BAND: Value = WIN - 100_000;

/// The number of plies to the end of the game when `value` is a win or a loss
/// (`Some(n)` for `WIN - n` or `-(WIN - n)`), `None` otherwise.
pub fn win_distance(value: Value) -> Option<u32> {
    (value.abs() >= WIN_BAND).then(|| (WIN - value.abs()) as u32)
}

/// A final state's value for the mover on the seeds' scale (`M` a win, `-M` a
/// loss, 0 a draw, a graded result in between) as the engine scores it `ply`
/// plies below the root: a win `WIN - ply`, a loss `-(WIN - ply)`, others as given.
pub fn final_at_ply(value: Value, ply: u32) -> Value {
    if value == super::M {
        WIN - ply as Value
    } else if value == -super::M {
        -(WIN - ply as Value)
    } else {
        value
    }
}

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

/// The engine: a game, its evaluator, the settings and the table, kept between
/// searches (the table stays valid: entries are keyed by position). The table's
/// storage `S` is the general [`Table`] unless one is given
/// ([`Negamax::with_table`]).
pub struct Negamax<G: Game, E, S = Table<<G as Game>::Action>> {
    game: G,
    eval: E,
    options: Options,
    tt: Option<S>,
    bufs: moves::MoveBufs<G::Action>,
}

impl<G: Heuristic + MoveOrder> Negamax<G, HeuristicEval> {
    /// The engine with the game's heuristic at the depth limit.
    pub fn new(game: G, options: Options) -> Result<Self, SearchError> {
        Negamax::with_evaluator(game, HeuristicEval, options)
    }
}

/// When to stop.
struct Budget<'a> {
    pub(super) stop: &'a AtomicBool,
    /// A second flag (another thread finished the same search first).
    pub(super) done: Option<&'a AtomicBool>,
    pub(super) deadline: Option<Instant>,
    pub(super) max_nodes: u64,
}

impl<G: MoveOrder, E: Evaluator<G>> Negamax<G, E> {
    /// The engine with evaluator `eval` and a [`Table`] of `2^options.tt_bits`
    /// entries (indexed by remainder for [`Evaluator::structured_keys`]); an error
    /// for unsupported games.
    pub fn with_evaluator(game: G, eval: E, options: Options) -> Result<Self, SearchError> {
        let tt = options.tt_bits.map(|bits| {
            if eval.structured_keys() {
                Table::with_prime_index(bits)
            } else {
                Table::new(bits)
            }
        });
        Negamax::with_table(game, eval, options, tt)
    }
}

impl<G: MoveOrder, E: Evaluator<G>, S: TtStore<G::Action>> Negamax<G, E, S> {
    /// The engine with evaluator `eval` and the table `tt` (in place of the one
    /// `options.tt_bits` would make); an error for unsupported games.
    pub fn with_table(
        game: G,
        eval: E,
        options: Options,
        tt: Option<S>,
    ) -> Result<Self, SearchError> {
        let info = game.info();
        if !info.is_two_player_zero_sum_perfect() {
            return Err(SearchError::Unsupported(info.name));
        }
        Ok(Negamax {
            tt,
            game,
            eval,
            options,
            bufs: moves::MoveBufs::default(),
        })
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn evaluator(&self) -> &E {
        &self.eval
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The settings, to change between searches (the budget of the next one).
    pub fn options_mut(&mut self) -> &mut Options {
        &mut self.options
    }

    /// The transposition table, if any.
    pub fn table(&self) -> Option<&S> {
        self.tt.as_ref()
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
            done: None,
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
        let w = self.window_value(root, depth, alpha, beta, tracer, stop)?;
        let best = w.best.or_else(|| self.first_move(root, p));
        Ok(self.result(root, w.value, best, depth, w.exact, w.stopped, w.stats))
    }

    /// [`Negamax::search_window`] without reading back the principal variation or
    /// looking for a first move when the search found no best one: the value, for
    /// drivers that run many short null-window searches (the exact Connect Four
    /// solver), where that read-back would cost more than the search.
    pub fn window_value<T: Tracer<G::Action>>(
        &mut self,
        root: &G::State,
        depth: u8,
        alpha: Value,
        beta: Value,
        tracer: &mut T,
        stop: &AtomicBool,
    ) -> Result<WindowValue<G::Action>, SearchError> {
        self.window_value_either(root, depth, alpha, beta, tracer, stop, None)
    }

    /// [`Negamax::window_value`] that also stops when `done` is raised (the
    /// same search finished on another thread, as in the exact Connect Four
    /// solver's parallel search).
    #[allow(clippy::too_many_arguments)]
    pub fn window_value_either<T: Tracer<G::Action>>(
        &mut self,
        root: &G::State,
        depth: u8,
        alpha: Value,
        beta: Value,
        tracer: &mut T,
        stop: &AtomicBool,
        done: Option<&AtomicBool>,
    ) -> Result<WindowValue<G::Action>, SearchError> {
        let p = self.root_player(root)?;
        let budget = Budget {
            done,
            ..self.budget(stop)
        };
        let mut run = self.run(tracer, &budget);
        let value = run.node(root, p, None, 0, depth, alpha, beta);
        Ok(WindowValue {
            value,
            best: run.root_best,
            exact: !run.horizon,
            stopped: run.aborted,
            stats: run.stats,
        })
    }

    /// Iterative deepening: searches to depth 1, 2, .. `max_depth` ([`UNLIMITED`]:
    /// as deep as it takes), each starting from the previous one's table, and
    /// stops at the first search that reaches no depth limit (its value is the
    /// game's exact value). When stopped by the budget or the flag, returns the
    /// last finished depth's answer (or the first move if none finished), its
    /// principal variation read right after that depth.
    /// `depth` in the result is the number of searches finished.
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
        let mut done: Option<SearchResult<G::Action>> = None;
        for d in 1..=max_depth {
            budget.max_nodes = max_nodes.saturating_sub(total.nodes);
            let mut run = self.run(tracer, &budget);
            let value = run.node(root, p, None, 0, d, -INFINITY, INFINITY);
            let (best, horizon, aborted) = (run.root_best, run.horizon, run.aborted);
            total.add(&run.stats);
            if aborted {
                break;
            }
            // Made now: a later search stopped halfway changes the table, from
            // which the principal variation is read.
            let r = self.result(root, value, best, d, !horizon, false, Stats::default());
            done = Some(r);
            if !horizon {
                break;
            }
        }
        Ok(match done {
            Some(r) => SearchResult {
                stopped: !r.exact && r.depth < max_depth,
                stats: total,
                ..r
            },
            None => {
                let best = self.first_move(root, p);
                self.result(root, 0, best, 0, false, true, total)
            }
        })
    }

    fn run<'a, T>(&'a mut self, tracer: &'a mut T, budget: &'a Budget<'a>) -> Run<'a, G, E, S, T> {
        let repeats = self.game.may_repeat();
        Run {
            game: &self.game,
            eval: &self.eval,
            tt: self.tt.as_mut().filter(|_| !repeats),
            path: crate::search::repeat::OnPath::new(repeats),
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
