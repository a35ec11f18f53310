//! What the attractor panel says of a game too large to solve, in one line:
//! the game and the limit (at once when the catalog knows the game to be
//! larger than the limit, [`GameSpec::states_at_least`]; else when a solve
//! stops on the limit), then, with one click, the largest variant of the
//! same game that the catalog knows to fit ([`GameSpec::solvable_variant`]),
//! or why there is none (Tablut), and the bundled arenas. The choice of the
//! variant is the catalog's; this module only offers it.

use super::model::game_name;
use super::strings::A;
use crate::app::commands::Command;
use crate::app::file_chooser::request::ARENAS;
use crate::app::i18n::Language;
use crate::app::panels::arena_picker::arena_files;
use crate::app::studio::Draft;
use crate::games::{GameSpec, Solvable};
use crate::lang::{count, fill};
use eframe::egui::{RichText, Ui};
use std::path::Path;

/// The line for `spec`, whose solve stopped at `limit` states.
pub fn show(ui: &mut Ui, spec: &GameSpec, limit: usize, lang: Language, out: &mut Vec<Command>) {
    let warn = ui.visuals().warn_fg_color;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(headline(spec, limit, lang)).color(warn));
        match spec.solvable_variant() {
            Solvable::Variant(smaller) => {
                let text = fill(A::SolveVariant.text(lang), &[("g", game_name(&smaller))]);
                if ui.button(RichText::new(text).strong()).clicked() {
                    switch_to(&smaller, out);
                }
            }
            Solvable::NoVariant => {
                let text = fill(A::NoVariant.text(lang), &[("g", spec.name().to_string())]);
                ui.label(text);
            }
            Solvable::AsIs => {
                ui.label(A::RaiseLimit.text(lang));
            }
        }
        arenas(ui, lang, out);
    });
}

/// `Connect Four ... has more than 1,000,000 reachable states: too large to
/// solve here.`
pub fn headline(spec: &GameSpec, limit: usize, lang: Language) -> String {
    let pairs = [("g", game_name(spec)), ("l", count(limit as u64, lang))];
    fill(A::TooLarge.text(lang), &pairs)
}

/// Starts a new game of `spec` on the board; the panel, finding nothing solved
/// for it, solves it at once.
pub fn switch_to(spec: &GameSpec, out: &mut Vec<Command>) {
    out.push(Command::SetDraft(Draft::new(spec.clone())));
    out.push(Command::NewGame);
}

/// The bundled arenas, each opened with one click from the menu.
fn arenas(ui: &mut Ui, lang: Language, out: &mut Vec<Command>) {
    ui.menu_button(A::OpenArena.text(lang), |ui| {
        let files = arena_files(Path::new(ARENAS));
        if files.is_empty() {
            ui.label(A::NoArenas.text(lang));
        }
        for file in files {
            let name = file
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            if ui.button(name).clicked() {
                out.push(Command::Open(file));
                ui.close();
            }
        }
    });
}
