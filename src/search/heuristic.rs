//! Heuristics (seed 003 Definition 2.2, seed 004 Definition 4.12): a value for
//! non-final states, from player 0's point of view, strictly inside (-M, M); final
//! states are exactly M (player 0 wins), -M (player 1 wins) or 0 (draw).

use super::trace::Value;
use crate::engine::Game;

/// The seeds' bound v_max = M = 100.
pub const M: Value = 100;

/// A game with a heuristic. The default estimate is 0 for every non-final state.
pub trait Heuristic: Game {
    /// The estimate of a non-final state for player 0, in [-(M - 1), M - 1]; higher
    /// is better for player 0.
    fn estimate(&self, s: &Self::State) -> Value {
        let _ = s;
        0
    }
}

// ---------------------------------------------------------------------------
// Tablut and Ard-ri (issue 8): seed 001's objective function.
// ---------------------------------------------------------------------------

/// Seed 001 "Fonction objective" for the attackers (player 0): black pawns - white
/// simple pawns - (2l - d), see [`crate::games::Tafl::objective`]. Its values lie
/// in [-25, 16] (16 black pawns at most, 8 white, 0 <= 2l - d < 2l), inside (-M, M)
/// unscaled; clamped to [-(M - 1), M - 1] all the same.
/// The defenders' function is its exact negative, so one zero-sum value serves both.
impl Heuristic for crate::games::Tafl {
    fn estimate(&self, s: &Self::State) -> Value {
        self.objective(s, crate::games::tafl::ATTACKERS)
            .clamp(-(M - 1), M - 1)
    }
}
