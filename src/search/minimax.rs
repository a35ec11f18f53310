//! The seeds' MinMax, from player 0's point of view (player 0 maximises):
//! - [`minimax`]: seed 004 "MinMax classique" to the end of the game, with seed 003
//!   Definition 2.1's values in {-1, 0, 1} at final states (or the game's own
//!   leaf values, see [`Scale`]);
//! - [`minimax_memo`]: the same with memoisation (seed 003 Exercise 2.1): each
//!   state's value is computed once, later visits are counted as memo hits;
//!   [`minimax_memo_depth`] memoises a depth-limited search (seed 003 Remark 2.2:
//!   "la mémoïsation peut encore une fois s'avérer utile si on regarde à une
//!   profondeur importante"), keyed by the state and the depth left, so that it
//!   gives [`minimax_depth`]'s value;
//! - [`minimax_depth`]: seed 004's MinMax with depth `p` and heuristic `h` (seed 003
//!   Definition 2.2, seed 004 Definition 4.12): final states are exactly +-M;
//!   [`minimax_depth_scored`] is the same with another [`Scoring`] (sooner wins
//!   first: the oracle of the alpha-beta agent's scoring).
//!
//! The best move is seed 004's "meilleur coup possible": the first child, in the
//! game's order, whose value equals the root's score. Taking the first child that
//! strictly improves the running max (min) gives exactly that child without the
//! seed's second pass. Children are visited in the game's order, no pruning: that
//! is [`crate::search::alphabeta`](fn@crate::search::alphabeta).
//!
//! On a graph with cycles (an arena, seed 003 Definition 1.2) the searches to the
//! end of the game score a state repeated on the current path as an infinite
//! play, 0 ([`super::repeat`]), and the memo keeps only path-independent values.
//!
//! The memo is bounded (issue 33): at most [`default_memo_entries`] positions
//! (as many as fit in about [`MEMO_BYTES`], the map never grown past it), or
//! the bound given to
//! [`minimax_memo_bounded`]; a search that would keep more stops with
//! [`SearchError::MemoFull`], which says what to do instead.

use super::heuristic::Heuristic;
use super::outcome::{
    Horizon, Scoring, Scratch, SearchError, SearchResult, SearchStats, check_supported, leaf, mover,
};
use super::repeat::{OnPath, REPEAT_VALUE};
use super::scale::Scale;
use super::trace::LeafKind;
use super::trace::{Bound, INFINITY, Tracer, Value, trace};
use crate::engine::{Actor, Game};
use std::collections::HashMap;

/// Seed 004 "MinMax classique" to the end of the game: values in {-1, 0, 1}, or
/// the game's leaf values ([`Scale::of`]).
pub fn minimax<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    check_supported(g, "minimax")?;
    MinMax::new(g, tracer, false, Scoring::Seed).run(root, None)
}

/// Seed 004 MinMax with depth `depth` and the game's heuristic: values in [-M, M].
pub fn minimax_depth<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    depth: u32,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    minimax_depth_scored(g, root, depth, Scoring::Seed, tracer)
}

/// [`minimax_depth`] with final states scored by `scoring` ([`Scoring::Seed`]
/// is [`minimax_depth`] itself).
pub fn minimax_depth_scored<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    depth: u32,
    scoring: Scoring,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    check_supported(g, "minimax-depth")?;
    MinMax::new(g, tracer, false, scoring).run(root, Some(depth))
}

/// MinMax with memoisation (seed 003 Exercise 2.1): each state is expanded once;
/// `stats.tt_hits` counts the visits answered by the memo.
pub fn minimax_memo<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    minimax_memo_bounded(g, root, None, default_memo_entries(g), tracer)
}

/// MinMax to `depth` with memoisation (seed 003 Remark 2.2): the memo is keyed by
/// the state and the depth left, so each (state, depth left) is expanded once and
/// the value is [`minimax_depth`]'s; a state met again with another depth left is
/// searched again.
pub fn minimax_memo_depth<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    depth: u32,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    minimax_memo_bounded(g, root, Some(depth), default_memo_entries(g), tracer)
}

/// [`minimax_memo`] (`depth` `None`) or [`minimax_memo_depth`] with a memo of
/// at most `max_entries` positions: [`SearchError::MemoFull`] when the search
/// needs more.
pub fn minimax_memo_bounded<G: Heuristic, T: Tracer<G::Action>>(
    g: &G,
    root: &G::State,
    depth: Option<u32>,
    max_entries: usize,
    tracer: &mut T,
) -> Result<SearchResult<G::Action>, SearchError> {
    check_supported(g, "minimax-memo")?;
    let mut search = MinMax::new(g, tracer, true, Scoring::Seed);
    search.max_entries = max_entries;
    search.run(root, depth)
}

/// The memory the memo may take by default.
pub const MEMO_BYTES: usize = 1 << 30;

/// The memo's default bound for `g`: the entries of the largest hash map that
/// fits in [`MEMO_BYTES`] (a power of two of slots, each a key, its value and
/// a control byte, filled to 7/8, as the standard map grows).
pub fn default_memo_entries<G: Game>(_: &G) -> usize {
    let entry = std::mem::size_of::<((G::State, Horizon), (Value, Option<G::Action>))>() + 1;
    let slots = (MEMO_BYTES / entry).max(8);
    let slots = 1usize << (usize::BITS - 1 - slots.leading_zeros());
    slots / 8 * 7
}

/// The memo of seed 003 Exercise 2.1 (and Remark 2.2): each expanded state's value
/// and the first child reaching it, by state and horizon (the depth left).
type Memo<G> = HashMap<(<G as Game>::State, Horizon), (Value, Option<<G as Game>::Action>)>;

/// One run of MinMax: the game, the tracer, counters, scratch, the values' scale
/// and the memo (value and best action of each expanded state) when memoising.
struct MinMax<'a, G: Game, T> {
    g: &'a G,
    tracer: &'a mut T,
    stats: SearchStats,
    scratch: Scratch<G::Action>,
    memo: Option<Memo<G>>,
    /// The most entries of the memo; `full` once a search needed more.
    max_entries: usize,
    full: bool,
    scoring: Scoring,
    scale: Scale,
    /// The states of the current path (searches to the end of a game that may
    /// repeat a state, [`super::repeat`]).
    path: OnPath<G::State>,
    /// The lowest ply of a path state that the current subtree repeated
    /// (`usize::MAX`: none): its value then depends on the path, not memoised.
    repeated_from: usize,
}

impl<'a, G: Heuristic, T: Tracer<G::Action>> MinMax<'a, G, T> {
    fn new(g: &'a G, tracer: &'a mut T, memoise: bool, scoring: Scoring) -> Self {
        MinMax {
            g,
            tracer,
            stats: SearchStats::default(),
            scratch: Scratch::new(),
            memo: memoise.then(HashMap::new),
            max_entries: usize::MAX,
            full: false,
            scoring,
            scale: Scale::Outcome,
            path: OnPath::new(false),
            repeated_from: usize::MAX,
        }
    }

    /// The search from `root` to `depth` plies (`None`: to the end).
    fn run(
        mut self,
        root: &G::State,
        depth: Option<u32>,
    ) -> Result<SearchResult<G::Action>, SearchError> {
        self.scale = Scale::of(self.g, depth);
        let horizon = depth.map_or(Horizon::Full, Horizon::Depth);
        // A depth limit already makes the tree finite (seed 004's MinMax to depth p).
        self.path = OnPath::new(horizon == Horizon::Full && self.g.may_repeat());
        let value = self.node(root, None, 0, horizon);
        if self.full {
            return Err(SearchError::MemoFull(self.max_entries));
        }
        let pv = match &self.memo {
            Some(memo) if memo.contains_key(&(root.clone(), horizon)) => {
                memo_line(self.g, memo, root, horizon)
            }
            _ => self.scratch.pv(0),
        };
        Ok(SearchResult {
            value,
            best: pv.first().copied(),
            pv,
            stats: self.stats,
        })
    }

    /// Seed 004 MinMax(A, n, p, h) on node `s`, reached by `action` at ply `ply`.
    fn node(
        &mut self,
        s: &G::State,
        action: Option<G::Action>,
        ply: usize,
        horizon: Horizon,
    ) -> Value {
        self.stats.nodes += 1;
        trace!(self.tracer.enter(action, ply as u32, -INFINITY, INFINITY));
        self.scratch.clear_pv(ply);
        if let Some((kind, v)) = leaf(self.g, s, horizon, self.scale, self.scoring) {
            self.stats.leaves += 1;
            trace!(self.tracer.leaf(kind, v));
            trace!(self.tracer.exit(v, Bound::Exact));
            return v;
        }
        if let Some(at) = self.path.repeated(s) {
            // A cycle closed: an infinite play (seed 003, Definition 1.2).
            self.repeated_from = self.repeated_from.min(at);
            self.stats.leaves += 1;
            trace!(self.tracer.leaf(LeafKind::Repetition, REPEAT_VALUE));
            trace!(self.tracer.exit(REPEAT_VALUE, Bound::Exact));
            return REPEAT_VALUE;
        }
        let key = self.memo.is_some().then(|| (s.clone(), horizon));
        let known = key.as_ref().and_then(|k| self.memo.as_ref()?.get(k));
        if let Some(&(v, _)) = known {
            self.stats.tt_hits += 1;
            let left = match horizon {
                Horizon::Full => u32::MAX,
                Horizon::Depth(d) => d,
            };
            trace!(self.tracer.tt_hit(v, Bound::Exact, left));
            trace!(self.tracer.exit(v, Bound::Exact));
            return v;
        }
        let outer = std::mem::replace(&mut self.repeated_from, usize::MAX);
        self.path.push(s, ply);
        let (value, best) = self.expand(s, ply, horizon);
        self.path.pop(s);
        let path_free = self.repeated_from == usize::MAX;
        self.repeated_from = self.repeated_from.min(outer);
        if let (Some(memo), Some(key), true) = (&mut self.memo, key, path_free) {
            // The map doubles when it is full: grown only while the larger
            // map stays within the bound (during the move both maps are
            // held, at most one and a half times the bound).
            let room =
                memo.len() < memo.capacity() || memo.capacity() * 2 <= default_memo_entries(self.g);
            if memo.len() < self.max_entries && room {
                memo.insert(key, (value, best));
            } else {
                self.full = true;
            }
        }
        trace!(self.tracer.exit(value, Bound::Exact));
        value
    }
    /// The max (player 0 to move) or min over the children, in the game's order;
    /// returns the value and the first child reaching it.
    fn expand(&mut self, s: &G::State, ply: usize, horizon: Horizon) -> (Value, Option<G::Action>) {
        let Some(p) = mover(self.g, s) else {
            return (0, None);
        };
        let maximizing = p == 0;
        trace!(self.tracer.max_node(maximizing));
        let mut actions = self.scratch.take_actions(ply);
        self.g.legal_actions(s, p, &mut actions);
        let mut res = if maximizing { -INFINITY } else { INFINITY };
        let mut best = None;
        for &a in &actions {
            if self.full || self.tracer.stopped() {
                break;
            }
            let mut child = s.clone();
            self.g.play(&mut child, Actor::Player(p), a);
            let v = self.node(&child, Some(a), ply + 1, horizon.child());
            if (maximizing && v > res) || (!maximizing && v < res) {
                res = v;
                best = Some(a);
                self.scratch.set_pv(ply, a);
            }
            trace!(self.tracer.child_returned(v, -INFINITY, INFINITY));
        }
        self.scratch.give_back(ply, actions);
        (res, best)
    }
}

/// The principal variation read from the memo: each state's best action (at its
/// depth left), from the root until a state without one.
fn memo_line<G: Game>(g: &G, memo: &Memo<G>, root: &G::State, horizon: Horizon) -> Vec<G::Action> {
    let mut line = Vec::new();
    let mut key = (root.clone(), horizon);
    while let (Some(&(_, Some(a))), Some(p)) = (memo.get(&key), mover(g, &key.0)) {
        line.push(a);
        g.play(&mut key.0, Actor::Player(p), a);
        key.1 = key.1.child();
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{ConnectFour, Nim, TicTacToe};
    use crate::search::NoTracer;

    #[test]
    fn tictactoe_is_a_draw_over_the_whole_tree() {
        let g = TicTacToe;
        let r = minimax(&g, &g.initial_state(), &mut NoTracer).unwrap();
        assert_eq!(r.value, 0);
        assert_eq!(r.stats.nodes, 549_946);
        assert_eq!(r.stats.leaves, 255_168);
        assert_eq!(r.best, Some(0), "the first cell already draws");
        assert_eq!(r.pv.len(), 9, "a draw fills the board");
        let m = minimax_memo(&g, &g.initial_state(), &mut NoTracer).unwrap();
        assert_eq!((m.value, m.best), (0, Some(0)));
        assert_eq!(m.pv, r.pv);
        assert!(
            m.stats.tt_hits > 0 && m.stats.nodes < 20_000,
            "{:?}",
            m.stats
        );
        // Expanded states are the reachable non-final states: 4,520.
        assert_eq!(m.stats.nodes - m.stats.tt_hits - m.stats.leaves, 4_520);
    }

    #[test]
    fn nim_values_follow_the_nim_sum() {
        for (heaps, v) in [(vec![1, 2, 3], -1), (vec![1, 2], 1), (vec![3, 3], -1)] {
            let g = Nim::new(&heaps).unwrap();
            let r = minimax(&g, &g.initial_state(), &mut NoTracer).unwrap();
            assert_eq!(r.value, v, "{heaps:?}");
        }
    }

    #[test]
    fn depth_limited_uses_the_heuristic() {
        let g = ConnectFour::default();
        let s = g.initial_state();
        let r0 = minimax_depth(&g, &s, 0, &mut NoTracer).unwrap();
        assert_eq!((r0.value, r0.best, r0.stats.nodes), (0, None, 1));
        let r1 = minimax_depth(&g, &s, 1, &mut NoTracer).unwrap();
        assert_eq!(r1.best, Some(3), "the centre column");
        assert_eq!(r1.stats.nodes, 8);
        let r2 = minimax_depth(&g, &s, 2, &mut NoTracer).unwrap();
        assert_eq!(r2.stats.nodes, 1 + 7 + 49);
        assert_eq!(r2.pv.len(), 2);
    }
}
