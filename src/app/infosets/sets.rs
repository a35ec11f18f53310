//! The information sets of whichever game, as the panel reads them: the facts
//! of each set (player, actions, what the player knows) and, for each history
//! the player cannot tell apart, its line and a miniature drawn by the game's
//! own painter from the engine's view for the chosen viewer.

use crate::app::board::{Painter, paint_still};
use crate::app::i18n::Language;
use crate::engine::{Game, Viewer};
use crate::inspect::infosets::{InfoSetFacts, InfoSetHistories};
use eframe::egui::Ui;

/// The information sets of a game, whatever the game.
///
/// A trait for the reason [`crate::app::session::AnySession`] gives:
/// [`Sets<G>`] holds each history's `G::State`, and [`crate::with_game!`]
/// picks `G` where the sets are made (`infosets::model`).
pub trait AnySets: Send {
    /// Every set, numbered as the solver's tree numbers them.
    fn facts(&self) -> &[InfoSetFacts];
    /// The number of histories in set `set`.
    fn histories(&self, set: usize) -> usize;
    /// The line (moves in notation from the start) of history `k` of `set`.
    fn line(&self, set: usize, k: usize) -> Vec<String>;
    /// Draws history `k` of `set` as `viewer` sees it, in the space `ui` offers.
    fn miniature(&self, ui: &mut Ui, set: usize, k: usize, viewer: Viewer, lang: Language);
}

/// [`InfoSetHistories`] of a game the studio can draw.
pub struct Sets<G: Game> {
    game: G,
    sets: InfoSetHistories<G>,
}

impl<G: Game> Sets<G> {
    pub fn new(game: G, sets: InfoSetHistories<G>) -> Self {
        Sets { game, sets }
    }
}

impl<G: Painter + Send> AnySets for Sets<G>
where
    G::State: Send,
{
    fn facts(&self) -> &[InfoSetFacts] {
        &self.sets.sets
    }

    fn histories(&self, set: usize) -> usize {
        self.sets.members[set].states.len()
    }

    fn line(&self, set: usize, k: usize) -> Vec<String> {
        self.sets.line(set, k)
    }

    fn miniature(&self, ui: &mut Ui, set: usize, k: usize, viewer: Viewer, lang: Language) {
        let state = &self.sets.members[set].states[k];
        paint_still(
            ui,
            &self.game,
            state,
            viewer,
            lang,
            ("infoset-history", set, k),
        );
    }
}
