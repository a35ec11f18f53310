//! What makes a game one of the catalog: [`Catalogued`], a game that a
//! [`GameSpec`] names, so that replays, trace files, the command line and the
//! studio can write its name and rebuild it ([`super::AnyGame::from_spec`]);
//! and [`CatalogMatch`], a match of such a game with its types erased.
//!
//! The engine's [`Game`] does not ask for a name: a game written for a test
//! plays, searches and solves without pretending to be one of the catalog.

use crate::engine::{DynMatch, Game, GameSpec, Match};

/// A game of the catalog: named, with its parameters, by a [`GameSpec`].
pub trait Catalogued: Game {
    /// The value that names this game and its parameters:
    /// `AnyGame::from_spec(&g.spec())` is the same game.
    fn spec(&self) -> GameSpec;
}

/// A match of a game of the catalog, types erased: a [`DynMatch`] that names
/// its game. Every `Match<G>` of a [`Catalogued`] game is one.
pub trait CatalogMatch: DynMatch {
    fn spec(&self) -> GameSpec;
}

impl<G: Catalogued> CatalogMatch for Match<G> {
    fn spec(&self) -> GameSpec {
        self.game().spec()
    }
}
