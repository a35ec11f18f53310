//! The parameter of Goofspiel that its specification names
//! (`Goofspiel(cards: 5, signal: Bids)`): what a player learns of the other's
//! bid.

use serde::{Deserialize, Serialize};

/// What a Goofspiel player learns of the other's bid when a round ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoofspielSignal {
    /// The other's bid.
    #[default]
    Bids,
    /// Only who won the round (OpenSpiel's imperfect-information variant).
    WinnerOnly,
}
