//! The Monte Carlo panel's layout: the settings and the stepping bar on top
//! ([`super::controls`]); the tree in the middle ([`super::tree`]); on the
//! right, scrolling, what the current phase did ([`super::phase`]), the
//! root's table ([`super::table`]), the visit-share plot ([`super::plot`]),
//! "why this move and not that one?" and alpha-beta beside MCTS
//! ([`super::compare`]). It reads the state and emits commands.

use super::model::Request;
use super::strings::M;
use super::{compare, controls, phase, plot, table, tree};
use crate::app::commands::Command;
use crate::app::studio::Studio;
use crate::lang::{count, fill};
use eframe::egui::{self, RichText, Ui};

/// The side column's share of the width, and its least width.
const SIDE_SHARE: f32 = 0.5;
const SIDE_MIN: f32 = 380.0;
/// The least width the tree keeps.
const TREE_MIN: f32 = 320.0;

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let lang = studio.settings.language;
    let ins = &studio.mcts;
    let mut asked: Vec<Request> = Vec::new();
    controls::keys(ui, ins, &mut asked);
    let simultaneous = studio.session.info().simultaneous;
    // Folded in presentation mode until opened (the keys step all the same).
    let bars = studio.settings.toolbars_shown();
    if bars {
        egui::Panel::top("mcts-controls").show(ui, |ui| {
            super::switch::show(ui, crate::app::settings::Panel::Mcts, lang, out);
            controls::settings(ui, ins, simultaneous, lang, &mut asked);
            if let Some(shown) = &ins.shown {
                let run = shown.replay.run();
                let pairs = [
                    ("g", run.spec.to_string()),
                    ("m", position(&run.moves, lang)),
                    ("n", count(u64::from(run.iterations()), lang)),
                    ("c", super::table::number(run.options.exploration, lang)),
                    ("s", run.options.seed.to_string()),
                ];
                ui.label(fill(M::Searched.text(lang), &pairs));
                controls::stepping(ui, &shown.replay, lang, &mut asked);
            }
            ui.add_space(2.0);
        });
    }
    let Some(shown) = &ins.shown else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(16.0);
            ui.label(RichText::new(M::Empty.text(lang)).size(15.0));
            ui.add_space(16.0);
            ui.separator();
            compare::duel(ui, ins, lang, &mut asked);
        });
        out.extend(asked.into_iter().map(Command::Mcts));
        return;
    };
    let replay = &shown.replay;
    // The tree keeps at least TREE_MIN of the width, whatever the tables ask.
    let total = ui.available_width();
    let most = (total - TREE_MIN).max(SIDE_MIN);
    let width = (total * SIDE_SHARE).max(SIDE_MIN).min(most);
    egui::Panel::right("mcts-side")
        .resizable(true)
        .default_size(width)
        .max_size(most)
        .show(ui, |ui| {
            // Only up and down: the tables fold rather than run sideways.
            egui::ScrollArea::vertical()
                .id_salt("mcts-side-scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    crate::app::presentation::content_text(ui);
                    phase::show(ui, replay, &shown.game, &studio.graph, lang);
                    ui.separator();
                    ui.label(RichText::new(M::RootTable.text(lang)).strong());
                    let opts = table::Options {
                        salt: "mcts-root",
                        chosen: None,
                        named: true,
                    };
                    table::show(ui, &replay.root_table(), &opts, lang);
                    ui.separator();
                    // The plot's axes keep their size (grown, they fade).
                    ui.scope(|ui| {
                        crate::app::presentation::controls_text(ui);
                        plot::show(ui, replay, lang);
                    });
                    ui.separator();
                    compare::why(ui, ins, replay, lang, &mut asked);
                    ui.separator();
                    compare::duel(ui, ins, lang, &mut asked);
                });
        });
    let asks = egui::CentralPanel::default()
        .show(ui, |ui| {
            let shown = (replay, &studio.tree_pictures);
            tree::show(ui, shown, ins.camera, lang, &mut asked)
        })
        .inner;
    out.extend(asked.into_iter().map(Command::Mcts));
    out.extend(asks.choose.map(Command::Choose));
    out.extend(asks.intents.into_iter().map(Command::TreePicture));
}

/// The searched position: its moves from the start, or "initial".
fn position(moves: &[String], lang: crate::app::i18n::Language) -> String {
    if moves.is_empty() {
        M::Initial.text(lang).to_string()
    } else {
        moves.join(" ")
    }
}
