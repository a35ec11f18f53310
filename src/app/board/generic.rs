//! The painter every game without a board of its own uses (Pig for now): the engine's text
//! drawing of the viewer's view, and one button per legal action, named by the
//! action's notation. It draws only the view it is given.

use super::BoardInput;
use crate::engine::Game;
use eframe::egui::{self, RichText, Ui};

/// Draws `input.view` as text and the legal actions as buttons; returns the one
/// clicked.
pub fn text_board<G: Game>(game: &G, ui: &mut Ui, input: &BoardInput<'_, G>) -> Option<G::Action> {
    let mut chosen = None;
    ui.vertical_centered(|ui| {
        ui.add_space(12.0);
        let text = game.render(input.view);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(text).monospace().size(18.0));
        });
        ui.add_space(12.0);
        ui.horizontal_wrapped(|ui| {
            for (a, name) in input.legal.iter().zip(input.names) {
                let highlight = input.last == Some(*a);
                let button = egui::Button::new(RichText::new(name).monospace().size(16.0))
                    .selected(highlight);
                if ui.add(button).clicked() {
                    chosen = Some(*a);
                }
            }
        });
    });
    chosen
}

/// Games drawn by [`text_board`] until they have a board of their own.
macro_rules! text_painters {
    ($($game:ty),*) => {
        $(
            impl super::Painter for $game {
                fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<Self::Action> {
                    text_board(self, ui, input)
                }
            }
        )*
    };
}

text_painters!(crate::games::Pig);
