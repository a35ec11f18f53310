//! A position ready to draw, whatever the game: the session builds a
//! [`Position`] (the engine's view for the chosen viewer, the moves a click may
//! choose, the last move, the marks) and hands it over as a [`Scene`], so the
//! panels draw whichever game is loaded while the session itself never touches
//! egui.

use super::{BoardInput, BoardOptions, Chosen, Mark, Painter};
use crate::app::graph_view::GraphModel;
use crate::engine::Game;
use eframe::egui::Ui;

/// What the board panel draws.
pub trait Scene {
    /// Draws the position in the space `ui` offers, an arena laid out by
    /// `graph`; the index of the move a click chose among the clickable ones.
    fn paint(&self, ui: &mut Ui, opts: BoardOptions, graph: Option<&GraphModel>) -> Option<usize>;
}

/// One game's position as one viewer sees it.
pub struct Position<'a, G: Game> {
    pub game: &'a G,
    /// The position as the viewer sees it.
    pub view: G::View,
    /// The moves a click may choose (the mover's available actions, in the
    /// engine's order; empty when no click may play).
    pub legal: Vec<G::Action>,
    /// The notation of each of `legal`.
    pub names: Vec<String>,
    /// The action that led here, when one actor made it and the viewer saw it.
    pub last: Option<G::Action>,
    /// The position before `last`, as the viewer saw it.
    pub before: Option<G::View>,
    /// Marks over some of the mover's actions (the solver's outcomes).
    pub marks: Vec<(G::Action, Mark)>,
    /// The moves already chosen at a simultaneous turn, as the viewer may see
    /// them.
    pub chosen: Vec<Chosen<G::Action>>,
}

impl<G: Painter> Scene for Position<'_, G> {
    fn paint(&self, ui: &mut Ui, opts: BoardOptions, graph: Option<&GraphModel>) -> Option<usize> {
        let input = BoardInput {
            game: self.game,
            view: &self.view,
            legal: &self.legal,
            names: &self.names,
            last: self.last,
            before: self.before.as_ref(),
            opts,
            marks: &self.marks,
            graph,
        };
        let action = self.game.paint_turn(ui, &input, &self.chosen)?;
        self.legal.iter().position(|&a| a == action)
    }
}
