//! Determinization: a full state consistent with what one player sees, for agents
//! that must never read the hidden state (information-set MCTS samples the hidden
//! part, cards in other hands, unseen marks, from the player's view alone).

use super::game::Game;
use super::player::Player;
use rand::Rng;

/// A game that can make up a state consistent with a player's view.
pub trait Determinize: Game {
    /// A state that `player` cannot tell apart from the true one: its view of the
    /// result equals `view`. Hidden parts are drawn with `rng`. For perfect
    /// information the view is the state.
    fn determinize<R: Rng + ?Sized>(
        &self,
        view: &Self::View,
        player: Player,
        rng: &mut R,
    ) -> Self::State;
}
