//! The position set-up of whichever game is loaded ([`AnyGame`]), types
//! erased, for the studio's board editor: the editor holds a [`Setup`] and asks
//! the game (through its [`Positions`]) what the palette is, how the setup is
//! written, and whether the rules allow it. No rule is decided here.
//!
//! [`Positions`]: crate::engine::Positions

use super::AnyGame;
use crate::engine::{Game, Player, PositionError, Setup, SetupLayout};
use crate::with_game;

impl AnyGame {
    /// The editor's grid, palette and numbers; `None` for a game without
    /// position set-up.
    pub fn setup_layout(&self) -> Option<SetupLayout> {
        with_game!(self, g => g.positions().map(|p| p.layout()))
    }

    /// The game's notation help (`None` without set-up).
    pub fn setup_help(&self) -> Option<&'static str> {
        with_game!(self, g => g.positions().map(|p| p.notation_help()))
    }

    /// The setup of the initial state.
    pub fn initial_setup(&self) -> Option<Setup> {
        with_game!(self, g => g.positions().map(|p| p.setup_of(&g.initial_state())))
    }

    /// `setup` in the game's notation.
    pub fn write_setup(&self, setup: &Setup) -> Option<String> {
        with_game!(self, g => g.positions().map(|p| p.write(setup)))
    }

    /// Reads a setup in the game's notation (syntax only).
    pub fn read_setup(&self, text: &str) -> Result<Setup, PositionError> {
        with_game!(self, g => match g.positions() {
            Some(p) => p.read(text),
            None => Err(PositionError::unsupported(g.info().name)),
        })
    }

    /// Checks `setup` against the rules: the player to move in it (`None` at
    /// a final position or when chance acts), or why it is refused.
    pub fn check_setup(&self, setup: &Setup) -> Result<Option<Player>, PositionError> {
        with_game!(self, g => match g.positions() {
            Some(p) => p.checked_state(setup).map(|s| g.turn(&s).to_move()),
            None => Err(PositionError::unsupported(g.info().name)),
        })
    }

    /// Makes `player` the one to move in `setup` (the game decides how).
    pub fn set_setup_to_move(&self, setup: &mut Setup, player: Player) {
        with_game!(self, g => {
            if let Some(p) = g.positions() {
                p.set_to_move(setup, player);
            }
        })
    }
}
