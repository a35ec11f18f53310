//! The right panel: navigation buttons (first, back, forward, last), undo/redo, a
//! timeline slider, and the move list with every ply in notation; clicking a ply
//! shows the position after it.

use super::Out;
use super::icons::{Icon, icon_button};
use crate::app::board::player_text_color;
use crate::app::commands::Command;
use crate::app::i18n::T;
use crate::app::studio::Studio;
use crate::engine::Actor;
use eframe::egui::{self, RichText, Ui};

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let s = &studio.session;
    let (len, cursor) = (s.len(), s.cursor());
    ui.add_space(4.0);
    ui.heading(T::Moves.text(lang));
    ui.horizontal(|ui| {
        let nav = [
            (Icon::First, T::First, cursor > 0, Command::First),
            (Icon::Back, T::Back, cursor > 0, Command::Back),
            (Icon::Forward, T::Forward, cursor < len, Command::Forward),
            (Icon::Last, T::Last, cursor < len, Command::Last),
        ];
        for (icon, name, enabled, cmd) in nav {
            if icon_button(ui, icon, name.text(lang), enabled).clicked() {
                out.push(cmd);
            }
        }
    });
    ui.horizontal(|ui| {
        let undo = egui::Button::new(T::UndoShort.text(lang));
        if ui
            .add_enabled(len > 0, undo)
            .on_hover_text(T::Undo.text(lang))
            .clicked()
        {
            out.push(Command::Undo);
        }
        let redo = egui::Button::new(T::RedoShort.text(lang));
        if ui
            .add_enabled(s.can_redo(), redo)
            .on_hover_text(T::Redo.text(lang))
            .clicked()
        {
            out.push(Command::Redo);
        }
    });
    let mut k = cursor;
    let slider = egui::Slider::new(&mut k, 0..=len.max(1)).text(T::Ply.text(lang));
    if ui.add_enabled(len > 0, slider).changed() {
        out.push(Command::GoTo(k.min(len)));
    }
    super::eval_plot::show(ui, studio, out);
    ui.separator();
    if len == 0 {
        ui.label(RichText::new(T::NoMoves.text(lang)).weak());
        return;
    }
    let players = studio.players().max(1);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("move-list")
                .num_columns(players + 1)
                .striped(true)
                .min_col_width(44.0)
                .show(ui, |ui| {
                    for k in 0..len {
                        if k % players == 0 {
                            ui.label(RichText::new(format!("{}.", k / players + 1)).weak());
                        }
                        ply(ui, studio, k, out);
                        if k % players == players - 1 || k + 1 == len {
                            ui.end_row();
                        }
                    }
                });
        });
}

fn ply(ui: &mut Ui, studio: &Studio, k: usize, out: &mut Out) {
    let s = &studio.session;
    let mut text = RichText::new(s.ply_seen(k, studio.viewer))
        .monospace()
        .size(15.0);
    let on = s.cursor() == k + 1;
    // The current ply takes the selection's own text colour, which reads on the
    // selection; the others are written in their player's colour on the list's
    // background, hovered or not (see `crate::app::theme`).
    if let (false, Some(Actor::Player(p))) = (on, s.ply_actor(k)) {
        text = text.color(player_text_color(ui, p));
    }
    ui.visuals_mut().widgets.hovered.weak_bg_fill = egui::Color32::TRANSPARENT;
    let response = ui.selectable_label(on, text);
    if response.clicked() && !on {
        out.push(Command::GoTo(k + 1));
    }
}
