//! Modal dialogs: "start a new line?" before a move from a past position discards
//! the rest of the line, and error messages (a bad move, a file that cannot be
//! opened).

use super::Out;
use crate::app::commands::Command;
use crate::app::i18n::T;
use crate::app::studio::Studio;
use eframe::egui::{self, Id, Ui};

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    if let Some(data) = &studio.resume {
        egui::Modal::new(Id::unique("resume")).show(ui.ctx(), |ui| {
            ui.set_max_width(380.0);
            ui.heading(T::ResumeTitle.text(lang));
            ui.label(format!(
                "{} ({}, {})",
                T::ResumeBody.text(lang),
                data.game,
                crate::lang::nouns::PLY.count(lang, data.actions.len() as u64)
            ));
            ui.horizontal(|ui| {
                if ui.button(T::ResumeGame.text(lang)).clicked() {
                    out.push(Command::ResumeAutosave);
                }
                if ui.button(T::StartAfresh.text(lang)).clicked() {
                    out.push(Command::DropAutosave);
                }
            });
        });
    } else if let Some(text) = studio.pending.and_then(|mv| studio.session.move_text(mv)) {
        let modal = egui::Modal::new(Id::unique("discard-line")).show(ui.ctx(), |ui| {
            ui.set_max_width(360.0);
            ui.heading(T::DiscardTitle.text(lang));
            ui.label(T::DiscardBody.text(lang));
            ui.horizontal(|ui| {
                ui.label(T::NewMove.text(lang));
                ui.label(egui::RichText::new(text).monospace().strong());
            });
            ui.horizontal(|ui| {
                if ui.button(T::Discard.text(lang)).clicked() {
                    out.push(Command::ConfirmDiscard);
                }
                if ui.button(T::Cancel.text(lang)).clicked() {
                    out.push(Command::CancelDiscard);
                }
            });
        });
        if modal.should_close() {
            out.push(Command::CancelDiscard);
        }
    } else if let Some(message) = &studio.message {
        let modal = egui::Modal::new(Id::unique("message")).show(ui.ctx(), |ui| {
            ui.set_max_width(420.0);
            ui.heading(T::Error.text(lang));
            ui.label(message);
            if ui.button(T::Dismiss.text(lang)).clicked() {
                out.push(Command::DismissMessage);
            }
        });
        if modal.should_close() {
            out.push(Command::DismissMessage);
        }
    }
}
