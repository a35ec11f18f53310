//! The histories of the clicked information set: the states its player cannot
//! tell apart, each drawn by the game's board painter as the chosen viewer
//! (everyone, the public, or one player; the set's own player at first) sees
//! it, with its line of moves from the start.

use super::model::{InfoSets, Request};
use super::sets::AnySets;
use super::strings::IS;
use crate::app::i18n::{Language, player_name};
use crate::engine::Viewer;
use crate::lang::fill;
use eframe::egui::{self, RichText, Ui};

/// The height of a history's row: its line, then its board (painters draw
/// at their own size; the board is clipped to the row).
const ROW: f32 = 250.0;

pub fn show(
    ui: &mut Ui,
    ins: &InfoSets,
    sets: &dyn AnySets,
    players: usize,
    lang: Language,
    out: &mut Vec<Request>,
) {
    let Some(i) = ins.selected.filter(|&i| i < sets.facts().len()) else {
        ui.label(IS::ClickHint.text(lang));
        return;
    };
    let n = sets.histories(i);
    let pairs = [
        ("i", i.to_string()),
        ("n", n.to_string()),
        ("p", sets.facts()[i].player.to_string()),
    ];
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(fill(IS::Histories.text(lang), &pairs)).strong());
        if ui.small_button(IS::Close.text(lang)).clicked() {
            out.push(Request::Select(None));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(IS::SeenBy.text(lang));
        let mut viewers = vec![
            (Viewer::Everyone, IS::Everyone.text(lang).to_string()),
            (Viewer::Public, IS::PublicView.text(lang).to_string()),
        ];
        viewers.extend((0..players).map(|p| (Viewer::Player(p), player_name(lang, p))));
        for (v, name) in viewers {
            if ui.selectable_label(ins.viewer == v, name).clicked() && ins.viewer != v {
                out.push(Request::SetViewer(v));
            }
        }
    });
    // As high as the content's text makes a miniature (its cards, its words).
    let row = ROW * crate::app::presentation::text_factor(ui);
    egui::ScrollArea::vertical()
        .id_salt(("infoset-histories", i))
        .auto_shrink([false, false])
        .show_rows(ui, row, n, |ui, rows| {
            for k in rows {
                ui.vertical(|ui| {
                    ui.set_height(row);
                    let line = sets.line(i, k).join(" ");
                    ui.label(RichText::new(line).monospace().strong());
                    let size = egui::vec2(ui.available_width(), row - 30.0);
                    ui.allocate_ui(size, |ui| {
                        let clip = ui.max_rect().intersect(ui.clip_rect());
                        ui.set_clip_rect(clip);
                        sets.miniature(ui, i, k, ins.viewer, lang);
                    });
                    ui.separator();
                });
            }
        });
}
