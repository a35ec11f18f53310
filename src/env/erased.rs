//! The environment with its game's type erased ([`DynEnv`]), for bindings that
//! pick the game at run time from a [`GameSpec`] (the Python package): one
//! boxed [`Env`] over whichever game of the catalog, built by [`dyn_env`].

use super::{Env, EnvError, EnvSettings, Observe};
use crate::engine::{Player, Viewer};
use crate::games::{AnyGame, GameSpec, SpecError};
use crate::with_game;

/// An [`Env`] over some game, seen through what every game has in common.
pub trait DynEnv: Send + Sync {
    /// The number of players (agents `player_0`, ...).
    fn players(&self) -> usize;
    /// The game's short name (`ConnectFour`).
    fn name(&self) -> &'static str;
    /// Whether some turn of the game has several players acting at once.
    fn simultaneous(&self) -> bool;
    /// The observation tensor's shape ([`Observe::observation_shape`]).
    fn observation_shape(&self) -> Vec<usize>;
    /// The smallest and largest values of the tensor ([`Observe::observation_bounds`]).
    fn observation_bounds(&self) -> (f32, f32);
    /// The size of the full action set.
    fn action_count(&self) -> usize;
    /// [`Env::reset`].
    fn reset(&mut self, seed: u64);
    /// [`Env::restart`].
    fn restart(&mut self);
    /// The players still to act in the current turn (empty once over).
    fn to_act(&self) -> Vec<Player>;
    /// The first of them: [`Env::agent_selection`] while the game goes on.
    fn selected(&self) -> Option<Player>;
    /// [`Env::step`] with an action, while the game goes on.
    fn step(&mut self, action: usize) -> Result<(), EnvError>;
    /// [`Env::forfeit`].
    fn forfeit(&mut self, players: &[Player]);
    /// What `player` observes: the tensor (values written into `tensor`) and the
    /// action mask (into `mask`), both replaced. The mask is all 0 unless `player`
    /// is selected or, with `every_actor`, is any player still to act this turn.
    fn observe_into(
        &self,
        player: Player,
        every_actor: bool,
        tensor: &mut Vec<f32>,
        mask: &mut Vec<u8>,
    );
    /// [`Env::is_over`].
    fn is_over(&self) -> bool;
    /// [`Env::ended_on_illegal`].
    fn ended_on_illegal(&self) -> bool;
    /// [`Env::is_truncated`].
    fn is_truncated(&self) -> bool;
    /// [`Env::rewards`].
    fn rewards(&self) -> Vec<f64>;
    /// The view of `viewer` as text (the command line's board).
    fn render(&self, viewer: Viewer) -> String;
    /// The legal actions of the selected player: index in the full set and notation.
    fn legal(&self) -> Vec<(usize, String)>;
}

impl<G: Observe> DynEnv for Env<G> {
    fn players(&self) -> usize {
        self.game.info().players
    }
    fn name(&self) -> &'static str {
        self.game.info().name
    }
    fn simultaneous(&self) -> bool {
        self.game.info().simultaneous
    }
    fn observation_shape(&self) -> Vec<usize> {
        self.game.observation_shape()
    }
    fn observation_bounds(&self) -> (f32, f32) {
        self.game.observation_bounds()
    }
    fn action_count(&self) -> usize {
        self.game.action_count()
    }
    fn reset(&mut self, seed: u64) {
        Env::reset(self, seed);
    }
    fn restart(&mut self) {
        Env::restart(self);
    }
    fn to_act(&self) -> Vec<Player> {
        Env::to_act(self)
    }
    fn selected(&self) -> Option<Player> {
        if self.over {
            None
        } else {
            self.agent_selection()
        }
    }
    fn step(&mut self, action: usize) -> Result<(), EnvError> {
        if self.over {
            return Err(EnvError::Finished);
        }
        Env::step(self, Some(action))
    }
    fn forfeit(&mut self, players: &[Player]) {
        Env::forfeit(self, players);
    }
    fn observe_into(
        &self,
        player: Player,
        every_actor: bool,
        tensor: &mut Vec<f32>,
        mask: &mut Vec<u8>,
    ) {
        let o = if every_actor {
            self.observe_masked(player, self.waiting().any(|q| q == player))
        } else {
            self.observe(player)
        };
        *tensor = o.observation;
        *mask = o.action_mask;
    }
    fn is_over(&self) -> bool {
        self.over
    }
    fn ended_on_illegal(&self) -> bool {
        self.illegal
    }
    fn is_truncated(&self) -> bool {
        self.truncated
    }
    fn rewards(&self) -> Vec<f64> {
        self.rewards.clone()
    }
    fn render(&self, viewer: Viewer) -> String {
        self.game.render(&self.game.view(&self.state, viewer))
    }
    fn legal(&self) -> Vec<(usize, String)> {
        let Some(p) = self.selected() else {
            return vec![];
        };
        let mut legal = Vec::new();
        self.game.legal_actions(&self.state, p, &mut legal);
        legal
            .into_iter()
            .map(|a| {
                let i = self.game.action_index(a);
                (i, self.game.notation(&self.state, a))
            })
            .collect()
    }
}

/// The environment over the game `spec` names (its parameters checked), chance
/// drawn from `seed`.
pub fn dyn_env(
    spec: &GameSpec,
    settings: EnvSettings,
    seed: u64,
) -> Result<Box<dyn DynEnv>, SpecError> {
    let game = AnyGame::from_spec(spec)?;
    Ok(with_game!(game, g => Box::new(Env::new(g, settings, seed)) as Box<dyn DynEnv>))
}
