//! A recorded ISMCTS run of whichever game, as the panel reads it: the erased
//! trace, each iteration's determinisation described for the studio's viewer,
//! and the two miniatures drawn by the game's own painter from the engine's
//! views (the determinisation, and the true position as the searching player
//! sees it), each for the viewer [`crate::inspect::ismcts::shown`] allows.

use crate::app::board::{Painter, paint_still};
use crate::app::i18n::Language;
use crate::engine::Viewer;
use crate::inspect::ismcts::{Determinisation, IsMctsRun, IsMctsTrace, determinisation, shown};
use eframe::egui::Ui;
use std::sync::Arc;

/// A recorded run, whatever the game.
///
/// A trait for the reason [`crate::app::session::AnySession`] gives: an
/// `IsMctsRun<G>` holds the searched state and each iteration's
/// determinisation, `G::State`s, and [`crate::with_game!`] picks `G` where the
/// run is made (`ismcts::model`).
pub trait AnyRun: Send {
    fn trace(&self) -> &Arc<IsMctsTrace>;
    /// Iteration `k`'s determinisation described for the studio's `viewer`.
    fn determinisation(&self, k: u32, viewer: Viewer) -> Option<Determinisation>;
    /// Draws iteration `k`'s determinisation for `viewer` in the space `ui` offers.
    fn paint_determinisation(&self, ui: &mut Ui, k: u32, viewer: Viewer, lang: Language);
    /// Draws the searched position as the searching player sees it (or as
    /// `viewer` does, when it may not see that).
    fn paint_position(&self, ui: &mut Ui, viewer: Viewer, lang: Language);
}

impl<G: Painter> AnyRun for IsMctsRun<G>
where
    G::State: Send,
{
    fn trace(&self) -> &Arc<IsMctsTrace> {
        &self.trace
    }

    fn determinisation(&self, k: u32, viewer: Viewer) -> Option<Determinisation> {
        determinisation(self, k, viewer)
    }

    fn paint_determinisation(&self, ui: &mut Ui, k: u32, viewer: Viewer, lang: Language) {
        let Some(det) = IsMctsRun::determinisation(self, k) else {
            return;
        };
        let seen = shown(self.trace.searcher, viewer).determinisation;
        paint_still(
            ui,
            &self.game,
            det,
            seen,
            lang,
            ("ismcts-determinisation", k),
        );
    }

    fn paint_position(&self, ui: &mut Ui, viewer: Viewer, lang: Language) {
        let seen = shown(self.trace.searcher, viewer).position;
        paint_still(ui, &self.game, &self.state, seen, lang, "ismcts-position");
    }
}
