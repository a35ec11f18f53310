//! AlphaBeta exactly as seed 004 writes it ("MinMax avec élagage Alpha-Bêta"),
//! from player 0's point of view:
//!
//! ```text
//! AlphaBeta(A, n, p, h, alpha, beta):
//!   si n est final ou p = 0 : renvoyer h(n)
//!   si n in S_1 (max) : a = alpha ; pour tout fils f : v = AlphaBeta(f, p-1, a, beta)
//!                       a = max(v, a) ; si a >= beta : renvoyer a     (élagage)
//!                       renvoyer a
//!   si n in S_2 (min) : b = beta ; pour tout fils f : v = AlphaBeta(f, p-1, alpha, b)
//!                       b = min(v, b) ; si b <= alpha : renvoyer b    (élagage)
//!                       renvoyer b
//! ```
//!
//! The initial call uses alpha = -infinity and beta = +infinity, or with
//! [`Window::Heuristic`] the range of the values, alpha = -M and beta = M (seed
//! 003 Example 2.2: once a branch is worth v_max, "le résultat sera de toutes
//! façons 100" and the other branches are never entered); children come in the
//! game's order. Without a depth the search goes to the end of the game with
//! seed 003's values in {-1, 0, 1} (or the game's leaf values); with a depth it
//! uses the heuristic (final states exactly +-M); [`Scale`] says which. [`CutRule::Strict`] cuts only on `a > beta` / `b < alpha`,
//! the other convention found in textbooks, so the inspector can show both. The
//! best move is seed 004's (first child whose value is the root's score): every
//! value lies inside the root's window, so the first child that raises `a` to its
//! final value (or, for a root worth exactly -M under [`Window::Heuristic`], the
//! first child returning -M) returned that value exactly. No transposition table, no ordering: that is
//! the strong engine's job.
//!
//! [`alphabeta_scored`] runs the same search with final states scored by a
//! [`Scoring`]: [`Scoring::SoonerWins`] (the alpha-beta agent's) makes an
//! immediate win worth more than a slower one, which seed 004's values cannot
//! tell apart; [`crate::search::minimax::minimax_depth_scored`] is its oracle.
//!
//! On a graph with cycles (an arena, seed 003 Definition 1.2), the search to the
//! end of the game scores a state repeated on the current path as an infinite
//! play, 0 ([`super::repeat`]); with a depth the tree is already finite.

use super::heuristic::Heuristic;
use super::outcome::{
    Horizon, Scoring, Scratch, SearchError, SearchResult, SearchStats, check_supported, leaf, mover,
};
use super::repeat::{OnPath, REPEAT_VALUE};
use super::scale::Scale;
use super::trace::{Bound, INFINITY, LeafKind, Tracer, Value, trace};
use crate::engine::{Actor, Game, Player};
use std::sync::atomic::{AtomicBool, Ordering};

/// When a node stops exploring its children.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CutRule {
    /// Seed 004: `a >= beta` at a max node, `b <= alpha` at a min node.
    #[default]
    Seed,
    /// Only `a > beta` / `b < alpha`: fewer cuts, the same root value. With the
    /// seed's start `a = alpha` (`b = beta`), a child that fails low returns exactly
    /// the bound, so this rule misses cuts even on perfectly ordered trees.
    Strict,
}

/// The window of the initial call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Window {
    /// Seed 004: alpha = -infinity, beta = +infinity.
    #[default]
    Infinite,
    /// Seed 003 Example 2.2: alpha = -M, beta = M, M the bound v_max of the values'
    /// [`Scale`] (1 for seed 003's outcomes, 100 for the heuristic, the largest
    /// |leaf value| of an arena). No value lies outside, so the root's value is
    /// the same; a branch worth M stops its node at once.
    Heuristic,
}

impl Window {
    /// The name on the command line and in the inspector: `infinite`, `heuristic`.
    pub fn name(self) -> &'static str {
        match self {
            Window::Infinite => "infinite",
            Window::Heuristic => "heuristic",
        }
    }

    /// The (alpha, beta) of the initial call for values on `scale`.
    pub fn bounds(self, scale: Scale) -> (Value, Value) {
        match self {
            Window::Infinite => (-INFINITY, INFINITY),
            Window::Heuristic => (-scale.bound(), scale.bound()),
        }
    }
}

/// The settings of one alpha-beta search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AlphaBetaOptions {
    /// `None`: to the end of the game. `Some(p)`: seed 004's depth `p` with the heuristic.
    pub depth: Option<u32>,
    pub cut: CutRule,
    /// The window of the initial call.
    pub window: Window,
}

/// Seed 004's AlphaBeta from `root` with the initial window (-infinity, +infinity)
/// or, as `options.window` says, [-M, M].
pub fn alphabeta<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    options: AlphaBetaOptions,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    alphabeta_scored(g, root, options, Scoring::Seed, tracer)
}

/// [`alphabeta`] with final states scored by `scoring` (with a depth; a search
/// to the end of the game keeps seed 003's values).
pub fn alphabeta_scored<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    options: AlphaBetaOptions,
    scoring: Scoring,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    let never = AtomicBool::new(false);
    search(g, root, options, scoring, tracer, &never).map(|(r, _)| r)
}

/// [`alphabeta_scored`] that gives up (`Ok(None)`) soon after `stop` is raised (it
/// is read every 1024 nodes), for an agent asked to answer at once. The tracer of
/// a stopped search is left mid-tree.
pub fn alphabeta_until<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    options: AlphaBetaOptions,
    scoring: Scoring,
    tracer: &mut T,
    stop: &AtomicBool,
) -> Result<Option<SearchResult<G::Action>>, SearchError> {
    search(g, root, options, scoring, tracer, stop).map(|(r, stopped)| (!stopped).then_some(r))
}

/// The search, and whether `stop` cut it short (its result is then void).
fn search<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    options: AlphaBetaOptions,
    scoring: Scoring,
    tracer: &mut T,
    stop: &AtomicBool,
) -> Result<(SearchResult<G::Action>, bool), SearchError> {
    check_supported(g, "alphabeta")?;
    let horizon = options.depth.map_or(Horizon::Full, Horizon::Depth);
    let scale = Scale::of(g, options.depth);
    let mut run = AlphaBeta {
        g,
        tracer,
        cut: options.cut,
        scoring,
        scale,
        stats: SearchStats::default(),
        scratch: Scratch::new(),
        stop,
        stopped: false,
        path: OnPath::new(horizon == Horizon::Full && g.may_repeat()),
    };
    let (alpha, beta) = options.window.bounds(scale);
    let value = run.node(root, None, 0, horizon, alpha, beta);
    let pv = run.scratch.pv(0);
    let result = SearchResult {
        value,
        best: pv.first().copied(),
        pv,
        stats: run.stats,
    };
    Ok((result, run.stopped))
}

/// The inner node being expanded: its state, the player to move, its ply and horizon.
struct Here<'s, G: Game> {
    s: &'s G::State,
    p: Player,
    ply: usize,
    horizon: Horizon,
}

struct AlphaBeta<'a, G: Game, T> {
    g: &'a G,
    tracer: &'a mut T,
    cut: CutRule,
    scoring: Scoring,
    scale: Scale,
    stats: SearchStats,
    scratch: Scratch<G::Action>,
    stop: &'a AtomicBool,
    /// The stop flag was seen: every node returns at once, the result is void.
    stopped: bool,
    /// The states of the current path ([`super::repeat`]).
    path: OnPath<G::State>,
}

impl<G: Heuristic, T: Tracer<G::Action>> AlphaBeta<'_, G, T> {
    /// AlphaBeta(A, n, p, h, alpha, beta) on node `s`, reached by `action`.
    fn node(
        &mut self,
        s: &G::State,
        action: Option<G::Action>,
        ply: usize,
        horizon: Horizon,
        alpha: Value,
        beta: Value,
    ) -> Value {
        self.stats.nodes += 1;
        if self.stats.nodes & 1023 == 0 && self.stop.load(Ordering::Relaxed) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        trace!(self.tracer.enter(action, ply as u32, alpha, beta));
        self.scratch.clear_pv(ply);
        if let Some((kind, v)) = leaf(self.g, s, horizon, self.scale, self.scoring) {
            self.stats.leaves += 1;
            trace!(self.tracer.leaf(kind, v));
            trace!(self.tracer.exit(v, Bound::Exact));
            return v;
        }
        if self.path.repeated(s).is_some() {
            // A cycle closed: an infinite play (seed 003, Definition 1.2).
            self.stats.leaves += 1;
            trace!(self.tracer.leaf(LeafKind::Repetition, REPEAT_VALUE));
            trace!(self.tracer.exit(REPEAT_VALUE, Bound::Exact));
            return REPEAT_VALUE;
        }
        let Some(p) = mover(self.g, s) else {
            trace!(self.tracer.exit(0, Bound::Exact));
            return 0;
        };
        let maximizing = p == 0;
        trace!(self.tracer.max_node(maximizing));
        let mut actions = self.scratch.take_actions(ply);
        self.g.legal_actions(s, p, &mut actions);
        let here = Here { s, p, ply, horizon };
        self.path.push(s, ply);
        let (value, bound) = if maximizing {
            self.max_node(&here, &actions, alpha, beta)
        } else {
            self.min_node(&here, &actions, alpha, beta)
        };
        self.path.pop(s);
        self.scratch.give_back(ply, actions);
        trace!(self.tracer.exit(value, bound));
        value
    }

    /// Seed 004 lines 6-12: `a = alpha`, raise it with each child, cut when
    /// `a >= beta`. The node's best child (for the principal variation) is the
    /// first that raises `a`, or failing that the first that returns `a` itself
    /// (a root worth exactly -M under [`Window::Heuristic`]).
    fn max_node(
        &mut self,
        here: &Here<'_, G>,
        actions: &[G::Action],
        alpha: Value,
        beta: Value,
    ) -> (Value, Bound) {
        let mut a = alpha;
        let mut chosen = false;
        for (i, &act) in actions.iter().enumerate() {
            if self.tracer.stopped() {
                break;
            }
            let v = self.child(here, act, a, beta);
            if v > a || (v == a && !chosen) {
                a = v;
                chosen = true;
                self.scratch.set_pv(here.ply, act);
            }
            trace!(self.tracer.child_returned(v, a, beta));
            if self.cuts(a, beta) {
                self.stats.cuts += 1;
                trace!(self.tracer.cut(actions.get(i + 1..).unwrap_or_default()));
                return (a, Bound::Lower);
            }
        }
        (
            a,
            if a <= alpha {
                Bound::Upper
            } else {
                Bound::Exact
            },
        )
    }

    /// Seed 004 lines 14-20: `b = beta`, lower it with each child, cut when
    /// `b <= alpha`; the best child as at a max node.
    fn min_node(
        &mut self,
        here: &Here<'_, G>,
        actions: &[G::Action],
        alpha: Value,
        beta: Value,
    ) -> (Value, Bound) {
        let mut b = beta;
        let mut chosen = false;
        for (i, &act) in actions.iter().enumerate() {
            if self.tracer.stopped() {
                break;
            }
            let v = self.child(here, act, alpha, b);
            if v < b || (v == b && !chosen) {
                b = v;
                chosen = true;
                self.scratch.set_pv(here.ply, act);
            }
            trace!(self.tracer.child_returned(v, alpha, b));
            if self.cuts(alpha, b) {
                self.stats.cuts += 1;
                trace!(self.tracer.cut(actions.get(i + 1..).unwrap_or_default()));
                return (b, Bound::Upper);
            }
        }
        (
            b,
            if b >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            },
        )
    }

    /// Whether the window [low, high] is empty or a singleton (seed 004), or only
    /// empty under the strict rule.
    fn cuts(&self, low: Value, high: Value) -> bool {
        match self.cut {
            CutRule::Seed => low >= high,
            CutRule::Strict => low > high,
        }
    }

    /// Plays `act` at `here` and searches the child with the window (alpha, beta).
    fn child(&mut self, here: &Here<'_, G>, act: G::Action, alpha: Value, beta: Value) -> Value {
        let mut child = here.s.clone();
        self.g.play(&mut child, Actor::Player(here.p), act);
        let horizon = here.horizon.child();
        self.node(&child, Some(act), here.ply + 1, horizon, alpha, beta)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{ConnectFour, TicTacToe};
    use crate::search::{NoTracer, minimax, minimax_depth};

    #[test]
    fn tictactoe_value_and_move_match_minimax_with_fewer_nodes() {
        let g = TicTacToe;
        let s = g.initial_state();
        let m = minimax(&g, &s, &mut NoTracer).unwrap();
        let mut nodes = vec![];
        for cut in [CutRule::Seed, CutRule::Strict] {
            let opts = AlphaBetaOptions {
                depth: None,
                cut,
                ..AlphaBetaOptions::default()
            };
            let r = alphabeta(&g, &s, opts, &mut NoTracer).unwrap();
            assert_eq!((r.value, r.best), (m.value, m.best), "{cut:?}");
            assert!(r.stats.cuts > 0);
            nodes.push(r.stats.nodes);
        }
        // With values in {-1, 0, 1} ties are everywhere: cutting on equality
        // (the seed's rule) prunes far more than the strict rule.
        assert!(
            nodes[0] < nodes[1] / 5 && nodes[1] < m.stats.nodes,
            "{nodes:?}"
        );
    }

    #[test]
    fn depth_limited_connect_four_matches_minimax() {
        let g = ConnectFour::default();
        let s = g.initial_state();
        for depth in 0..=4 {
            let m = minimax_depth(&g, &s, depth, &mut NoTracer).unwrap();
            let opts = AlphaBetaOptions {
                depth: Some(depth),
                cut: CutRule::Seed,
                ..AlphaBetaOptions::default()
            };
            let r = alphabeta(&g, &s, opts, &mut NoTracer).unwrap();
            assert_eq!((r.value, r.best), (m.value, m.best), "depth {depth}");
            assert_eq!(r.pv, m.pv, "depth {depth}");
        }
    }
}
