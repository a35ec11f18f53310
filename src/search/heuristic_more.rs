//! Heuristics of the games beyond the seeds' three: Tablut and Ard-ri (seed 001's
//! objective function), Pig, the leaf values of hand-written arenas, and an estimate
//! of 0 for Chomp, Cram (solved exactly by the attractors) and the
//! hidden-information games (searched by CFR and information-set MCTS).

use super::heuristic::{Heuristic, M};
use super::trace::Value;
use crate::games::arena::file::Leaf;
use crate::games::{
    Arena, Chomp, Cram, Goofspiel, KuhnPoker, LeducPoker, PhantomTicTacToe, Pig, PigState, Tafl,
};

/// Seed 001 "Fonction objective" for the attackers (player 0): black pawns - white
/// simple pawns - (2l - d), see [`Tafl::objective`]. Its values lie in [-25, 16]
/// (16 black pawns at most, 8 white, 0 <= 2l - d < 2l), inside (-M, M) unscaled;
/// clamped to [-(M - 1), M - 1] all the same. The defenders' function is its exact
/// negative, so one zero-sum value serves both.
impl Heuristic for Tafl {
    fn estimate(&self, s: &Self::State) -> Value {
        self.objective(s, crate::games::tafl::ATTACKERS)
            .clamp(-(M - 1), M - 1)
    }
}

/// Pig: the difference of the banked scores, the turn total counting for the player
/// to move, scaled by the target into (-M, M).
impl Heuristic for Pig {
    fn estimate(&self, s: &PigState) -> Value {
        let [a, b] = s.scores.map(i32::from);
        let pending = i32::from(s.turn_total) * if s.to_move == 0 { 1 } else { -1 };
        let diff = a - b + pending;
        (diff * (M - 1) / i32::from(self.target())).clamp(-(M - 1), M - 1)
    }
}

impl Heuristic for KuhnPoker {}
impl Heuristic for LeducPoker {}
impl Heuristic for Goofspiel {}
impl Heuristic for PhantomTicTacToe {}
impl Heuristic for Chomp {}
impl Heuristic for Cram {}

/// An arena's integer leaf values are the exercise's values (seed 003 Exercise 2.3);
/// inner nodes are estimated 0. Its v_max is the largest |leaf value| (at least
/// 1), `None` for an arena of outcomes only (see [`crate::search::Scale`]).
impl Heuristic for Arena {
    fn terminal_value(&self, s: &u32) -> Option<Value> {
        match self.node(*s)?.leaf? {
            Leaf::Value(v) => Some(clamp_leaf(v)),
            Leaf::Outcome(_) => None,
        }
    }

    /// The largest |leaf value| (at least 1) from the two extremes the arena
    /// keeps ([`Arena::value_range`]): the bound is asked at every search,
    /// and a scan of every node there made a game on a long arena quadratic.
    /// `|clamp_leaf(v)|` grows with `v` above 0 and falls with it below, so
    /// its maximum over the leaves is at the least or the greatest value.
    fn leaf_bound(&self) -> Option<Value> {
        let bound = |v: i64| clamp_leaf(v).saturating_abs().max(1);
        self.value_range().map(|(lo, hi)| bound(lo).max(bound(hi)))
    }
}

/// An arena's leaf value as a search value: far inside the `i32` range, so that
/// windows and negations never overflow.
fn clamp_leaf(v: i64) -> Value {
    v.clamp(i32::MIN as i64 / 2, i32::MAX as i64 / 2) as Value
}
