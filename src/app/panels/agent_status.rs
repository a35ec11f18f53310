//! What the status line shows of a thinking agent: a spinner with the nodes
//! searched so far (read from the shared counter, never waiting), the Stop
//! button, and the agent's note on its last move when it has one.

use super::Out;
use crate::app::commands::Command;
use crate::app::i18n::T;
use crate::app::studio::Studio;
/// Thousands grouped as the status line writes them (the language layer's).
pub use crate::lang::group;
use crate::lang::nouns::NODE;
use eframe::egui::{self, RichText, Ui};

crate::strings! { AS;
    Note => "Agent's note", "Note de l'agent";
    Stderr => "What the program wrote on its standard error", "Ce que le programme a écrit sur sa sortie d'erreur";
}

/// The last lines an external program wrote on its standard error (its
/// prints, its tracebacks), folded by default.
pub fn log(ui: &mut Ui, studio: &Studio) {
    let lines = studio.thinking.log();
    if lines.is_empty() {
        return;
    }
    let lang = studio.settings.language;
    egui::CollapsingHeader::new(AS::Stderr.text(lang))
        .id_salt("program-stderr")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(160.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    ui.label(RichText::new(lines.join("\n")).monospace());
                });
        });
}

/// The spinner, the node count and Stop, on the current line.
pub fn thinking(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    ui.spinner();
    let nodes = studio.thinking.nodes();
    if nodes > 0 {
        let text = NODE.count_as(lang, nodes, &group(nodes));
        ui.label(RichText::new(text).monospace());
    }
    if ui.button(T::Stop.text(lang)).clicked() {
        out.push(Command::Stop);
    }
}

/// The last move's note, if any.
pub fn note(ui: &mut Ui, studio: &Studio) {
    if let Some(note) = studio.thinking.note() {
        let lang = studio.settings.language;
        ui.label(
            RichText::new(format!(
                "{}{}{note}",
                AS::Note.text(lang),
                crate::app::i18n::colon(lang)
            ))
            .italics()
            .weak(),
        );
    }
}
