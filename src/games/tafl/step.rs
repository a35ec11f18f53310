//! The parameters of Tablut and Ard-ri that their specification names
//! (`Tablut(step: Rook, draw_limit: 300)`): how far a piece moves, and the
//! default draw limit.

use serde::{Deserialize, Serialize};

/// How far a piece of Tablut or Ard-ri moves in one action.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TaflStep {
    /// Any distance along a row or a column, like a rook (seed 001).
    #[default]
    Rook,
    /// One square along a row or a column (historical Ard-ri).
    One,
}

/// Plies after which a game of Tablut or Ard-ri without a result is a draw (an
/// addition to seed 001, so that every game ends).
pub const DEFAULT_TAFL_DRAW_LIMIT: u16 = 300;
