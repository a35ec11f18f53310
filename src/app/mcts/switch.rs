//! The row that joins the two Monte Carlo views: MCTS, which plays on the true
//! state (the Monte Carlo panel), and ISMCTS, which searches what the player
//! knows (the ISMCTS inspector). Each view draws it first; a click shows the
//! other panel.

use crate::app::commands::Command;
use crate::app::i18n::{Language, T};
use crate::app::settings::Panel;
use eframe::egui::{RichText, Ui};

/// The two views, with the panel `current` selected.
pub fn show(ui: &mut Ui, current: Panel, lang: Language, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        for (panel, text) in [
            (Panel::Mcts, T::MctsTrueState),
            (Panel::Ismcts, T::MctsInformationSets),
        ] {
            let label = RichText::new(text.text(lang)).size(15.0);
            if ui.selectable_label(current == panel, label).clicked() && current != panel {
                out.push(Command::ShowPanel(panel));
            }
        }
    });
}
