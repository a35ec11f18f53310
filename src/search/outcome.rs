//! What the seeds' searches return ([`SearchResult`], [`SearchStats`]), why they may
//! refuse a game ([`SearchError`]), and the pieces that minimax and alpha-beta
//! share: leaf values (seed 003 Definition 2.1 and Definition 2.2), per-ply action
//! buffers and the principal-variation table. Not a search itself.

use super::heuristic::{Heuristic, M};
use super::scale::Scale;
use super::trace::{LeafKind, Value};
use crate::engine::{Game, Player};
use serde::Serialize;
use thiserror::Error;

/// Counters of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SearchStats {
    /// Every state the search visited, the root included.
    pub nodes: u64,
    /// Nodes evaluated without children: final states and depth-limit leaves.
    pub leaves: u64,
    /// Alpha-beta cuts (seed 004: the `renvoyer a` / `renvoyer b` inside the loop).
    pub cuts: u64,
    /// Nodes answered by the memo (seed 003 Exercise 2.1) or a transposition table.
    pub tt_hits: u64,
}

/// The answer of a search, values from player 0's point of view (seed 003).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<A> {
    /// The root's value, on the search's [`Scale`]: in {-1, 0, 1} for a full
    /// search, in [-M, M] with a depth, the game's leaf values for exercise trees.
    pub value: Value,
    /// Seed 004's best move: the first child, in the game's order, whose value is
    /// the root's value. `None` at a final state.
    pub best: Option<A>,
    /// The principal variation: the best move, then the best reply, and so on.
    pub pv: Vec<A>,
    pub stats: SearchStats,
}

/// Why a search cannot run.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SearchError {
    #[error(
        "{algorithm} needs a two-player zero-sum sequential deterministic game with perfect information; {game} is not one"
    )]
    Unsupported {
        algorithm: &'static str,
        game: &'static str,
    },
    /// minimax-memo's table would keep more positions than its bound.
    #[error(
        "minimax-memo's table is full at its bound of {0} positions (about 1 GiB unless \
         --max-memo N is given): search with alphabeta (no table) or to a smaller depth, or \
         raise --max-memo"
    )]
    MemoFull(usize),
}

/// Refuses games that are not two-player zero-sum sequential perfect-information.
pub fn check_supported<G: Game>(g: &G, algorithm: &'static str) -> Result<(), SearchError> {
    let info = g.info();
    if info.is_two_player_zero_sum_perfect() {
        Ok(())
    } else {
        Err(SearchError::Unsupported {
            algorithm,
            game: info.name,
        })
    }
}

/// Seed 003 Definition 2.1 at a final state: 1 if player 0 wins, -1 if player 1
/// wins, 0 for a draw. `None` when the state is not final.
pub fn outcome_value<G: Game>(g: &G, s: &G::State) -> Option<Value> {
    let scores = g.scores(s)?;
    Some(match scores.winner() {
        Some(0) => 1,
        Some(_) => -1,
        None => 0,
    })
}

/// How deep a search looks: to the end of the game, or `n` plies with the
/// heuristic at the horizon (the values' [`Scale`] follows from it and the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Horizon {
    Full,
    Depth(u32),
}

impl Horizon {
    /// The horizon one ply further down.
    pub(crate) fn child(self) -> Horizon {
        match self {
            Horizon::Full => Horizon::Full,
            Horizon::Depth(d) => Horizon::Depth(d.saturating_sub(1)),
        }
    }
}

/// How a depth-limited search scores the final states it reaches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scoring {
    /// The seeds' values: a final state is exactly `M`, `-M` or 0 (seed 003
    /// Definition 2.2, seed 004 Definition 4.12), however far from the root, so
    /// every forced win is worth the same and the seed's best move (the first
    /// child reaching the root's value) may be a slower win.
    #[default]
    Seed,
    /// Sooner wins score higher: a won final state (value exactly `M` or `-M`)
    /// reached with `p` plies of depth left scores `M + p` (or `-(M + p)`), that
    /// is `M + (depth_limit - ply)`; draws, graded final values and the heuristic
    /// are the seed's. The order between wins, losses and estimates is unchanged,
    /// so the searches stay minimax searches; only ties between wins (and between
    /// losses: the later the better) are broken. It only applies with a depth limit
    /// (a search to the end of the game keeps seed 003's {-1, 0, 1}).
    SoonerWins,
}

impl Scoring {
    /// The value of a final state whose seed value is `v`, with `left` plies of
    /// depth left.
    #[inline]
    pub fn final_value(self, v: Value, left: u32) -> Value {
        match self {
            Scoring::SoonerWins if v == M || v == -M => v.signum() * (M + left as Value),
            _ => v,
        }
    }
}

/// The seeds' leaf test, "si n est final ou p = 0 : renvoyer h(n)": the value of a
/// final state on `scale` ([`Scale::final_value`]: seed 003's {-1, 0, 1}, +-M or 0
/// with a depth, the game's own number for exercise trees; with a depth, as
/// [`Scoring::SoonerWins`] says) or the estimate at depth 0; `None` for a node to
/// expand.
pub(crate) fn leaf<G: Heuristic>(
    g: &G,
    s: &G::State,
    horizon: Horizon,
    scale: Scale,
    scoring: Scoring,
) -> Option<(LeafKind, Value)> {
    if let Some(v) = scale.final_value(g, s) {
        let v = match horizon {
            Horizon::Full => v,
            Horizon::Depth(d) => scoring.final_value(v, d),
        };
        return Some((LeafKind::Terminal, v));
    }
    match horizon {
        Horizon::Depth(0) => Some((LeafKind::Heuristic, scale.estimate(g, s))),
        _ => None,
    }
}

/// The player to move at a non-final state of a sequential game.
pub(crate) fn mover<G: Game>(g: &G, s: &G::State) -> Option<Player> {
    g.turn(s).to_move()
}

/// Per-ply scratch: the legal actions of each ply and the triangular table of
/// principal variations (line `d` is the best line found below the node at ply
/// `d`). Lines are stored last move first, so that a node takes its best
/// child's line and pushes its own move in O(1): a 50,000-ply chain keeps
/// 50,000 moves, not 50,000 lines of up to 50,000 moves.
pub(crate) struct Scratch<A> {
    actions: Vec<Vec<A>>,
    pv: Vec<Vec<A>>,
}

impl<A: Copy> Scratch<A> {
    pub(crate) fn new() -> Self {
        Scratch {
            actions: Vec::new(),
            pv: Vec::new(),
        }
    }

    /// An empty action buffer for ply `d` (give it back with [`Scratch::give_back`]).
    pub(crate) fn take_actions(&mut self, d: usize) -> Vec<A> {
        while self.actions.len() <= d {
            self.actions.push(Vec::new());
        }
        std::mem::take(&mut self.actions[d])
    }

    pub(crate) fn give_back(&mut self, d: usize, buffer: Vec<A>) {
        if let Some(slot) = self.actions.get_mut(d) {
            *slot = buffer;
        }
    }

    /// Forgets the line of ply `d` (a node at ply `d` is entered).
    pub(crate) fn clear_pv(&mut self, d: usize) {
        while self.pv.len() <= d + 1 {
            self.pv.push(Vec::new());
        }
        self.pv[d].clear();
    }

    /// The node at ply `d` found a new best child `a`: its line is `a` followed by
    /// the child's line, which moves up (the child's slot is cleared on the next
    /// child's entry anyway).
    pub(crate) fn set_pv(&mut self, d: usize, a: A) {
        if d + 1 >= self.pv.len() {
            return;
        }
        let (upper, lower) = self.pv.split_at_mut(d + 1);
        let line = &mut upper[d];
        std::mem::swap(line, &mut lower[0]);
        lower[0].clear();
        line.push(a);
    }

    /// The line of ply `d`, first move first.
    pub(crate) fn pv(&self, d: usize) -> Vec<A> {
        let mut line = self.pv.get(d).cloned().unwrap_or_default();
        line.reverse();
        line
    }
}
