//! [`MoveRef`]: how a move reaches the open game typed, without notation: a
//! click on the board or an agent's answer names the move by its place among
//! the available actions at the position it was chosen at; the typed session
//! turns it back into the game's action.

use crate::engine::Actor;

/// A move of the actor to act at the cursor, named by its place among that
/// actor's available actions there (the engine's order,
/// [`crate::engine::available`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRef {
    /// The cursor the move was chosen at.
    pub at: usize,
    pub actor: Actor,
    /// Its index among `actor`'s available actions at `at`.
    pub index: usize,
}
