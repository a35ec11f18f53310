//! The central panel: a status line (who is to move, who won, an agent thinking
//! with a Stop button, a past position being viewed) above the board painter,
//! and the state's header (seed 000) kept below it, inside the window.

use super::{Out, seat_name, viewer_name};
use crate::app::board::{BoardOptions, player_color, player_text_color};
use crate::app::commands::Command;
use crate::app::i18n::{T, player_name};
use crate::app::studio::Studio;
use crate::engine::Turn;
use crate::replay::Seat;
use eframe::egui::{self, RichText, Ui};

/// Draws the status line and the board; `thinking` is true while an agent works.
pub fn show(ui: &mut Ui, studio: &Studio, thinking: bool, out: &mut Out) {
    // While a position is set up, the board editor takes the board's place.
    if let Some(editor) = &studio.setup {
        crate::app::board::setup::show(ui, studio, editor, out);
        return;
    }
    status(ui, studio, thinking, out);
    ui.separator();
    // The state's header below the board, its room kept first: the board
    // takes what is left, so nothing under it falls off the window.
    egui::Panel::bottom("board-material")
        .resizable(false)
        .show_separator_line(false)
        .frame(egui::Frame::NONE)
        .show(ui, |ui| material(ui, studio));
    let opts = BoardOptions {
        hints: studio.settings.hints,
        coordinates: studio.settings.coordinates,
        flip: studio.settings.flip,
        legend: true,
        lang: studio.settings.language,
    };
    let clickable = studio.board_clickable();
    crate::app::attractors::position::board_strip(ui, studio, out);
    crate::app::graph_view::picture_view::board_buttons(ui, studio, out);
    let marks = crate::app::attractors::position::board_marks(studio);
    let scene = studio.session.scene(studio.viewer, clickable, &marks);
    if let Some(mv) = scene
        .paint(ui, opts, Some(&studio.graph))
        .and_then(|k| studio.session.move_at(k))
    {
        out.push(Command::Play(mv));
    }
}

fn status(ui: &mut Ui, studio: &Studio, thinking: bool, out: &mut Out) {
    let lang = studio.settings.language;
    let s = &studio.session;
    let below = ui.horizontal(|ui| {
        ui.set_min_height(30.0);
        match s.turn() {
            _ if studio.drawn_by_rule().is_some() => {
                let limit = studio.drawn_by_rule().unwrap_or(0);
                let text = T::DrawByRule.text(lang).replace("{n}", &limit.to_string());
                ui.label(RichText::new(T::GameOver.text(lang)).strong());
                ui.label(RichText::new(text).strong().size(18.0));
            }
            _ if studio.lost_by_forfeit().is_some() => {
                let p = studio.lost_by_forfeit().map_or(0, |f| f.player);
                let who = format!("{} ({})", player_name(lang, p), seat_label(lang, studio, p));
                let text = T::LostByForfeit.text(lang).replace("{who}", &who);
                ui.label(RichText::new(T::GameOver.text(lang)).strong());
                // Wrapped within the panel: a long seat name in French must
                // not widen the board's column.
                let text = RichText::new(text).strong().size(18.0);
                ui.add(egui::Label::new(text.color(player_text_color(ui, p))).wrap());
            }
            Turn::Terminal => {
                let text = match s.scores().and_then(|sc| sc.winner()) {
                    Some(p) => {
                        RichText::new(format!("{} {}", player_name(lang, p), T::Wins.text(lang)))
                            .color(player_text_color(ui, p))
                    }
                    None => RichText::new(T::Draw.text(lang)),
                };
                ui.label(RichText::new(T::GameOver.text(lang)).strong());
                ui.label(text.strong().size(18.0));
            }
            _ if s.to_move().is_some() => {
                let p = s.to_move().unwrap_or(0);
                let (dot, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter()
                    .circle_filled(dot.center(), 6.0, player_color(p));
                let name = format!("{} ({})", player_name(lang, p), seat_label(lang, studio, p));
                if thinking {
                    ui.label(
                        RichText::new(format!("{name} {}", T::Thinking.text(lang))).size(18.0),
                    );
                    super::agent_status::thinking(ui, studio, out);
                } else {
                    ui.label(RichText::new(format!("{name} {}", T::ToMove.text(lang))).size(18.0));
                }
            }
            _ => {
                ui.label(T::ChanceActs.text(lang));
            }
        }
        view_as_beside(ui, studio)
    });
    if let Some(viewing) = below.inner {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
            ui.label(viewing);
        });
    }
    forfeit_reason(ui, studio, out);
    super::agent_status::note(ui, studio);
    super::agent_status::log(ui, studio);
    if s.cursor() < s.len() {
        ui.horizontal(|ui| {
            ui.label(RichText::new(T::Viewing.text(lang)).italics());
            if ui.button(T::BackToGame.text(lang)).clicked() {
                out.push(Command::Last);
            }
        });
    } else if studio.paused && matches!(studio.seat_to_move(), Some((_, Seat::Agent(_)))) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(T::Paused.text(lang)).italics());
            if ui.button(T::Resume.text(lang)).clicked() {
                out.push(Command::Resume);
            }
        });
    }
}

/// "View as" at the right of the status line when it fits beside the
/// status (a 1024-pixel window, French), else handed back for a line of its own.
fn view_as_beside(ui: &mut Ui, studio: &Studio) -> Option<RichText> {
    let lang = studio.settings.language;
    let viewing = RichText::new(format!(
        "{}{}{}",
        T::ViewAs.text(lang),
        crate::app::i18n::colon(lang),
        viewer_name(studio, studio.viewer)
    ))
    .weak();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let needed = ui
        .painter()
        .layout_no_wrap(viewing.text().to_string(), font, egui::Color32::WHITE)
        .size()
        .x;
    if ui.available_width() >= needed + 12.0 {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.label(viewing);
        });
        None
    } else {
        Some(viewing)
    }
}

/// Why the game was lost by forfeit, and "Play on".
fn forfeit_reason(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    if let Some(f) = studio.lost_by_forfeit() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&f.reason).color(ui.visuals().error_fg_color));
            let play_on = ui.button(T::PlayOn.text(lang));
            if play_on.on_hover_text(T::PlayOnTip.text(lang)).clicked() {
                out.push(Command::Resume);
            }
        });
    }
}

/// Who sits at seat `p`: the agent's name, or the person's.
fn seat_label(lang: crate::lang::Language, studio: &Studio, p: usize) -> String {
    match studio.seat(p) {
        Seat::Agent(agent) => super::agent_name(lang, &agent),
        human => seat_name(lang, &human).to_string(),
    }
}

/// Seed 000's material state as the selected viewer sees it: the visible
/// relations, and the components hidden from the viewer.
fn material(ui: &mut Ui, studio: &Studio) {
    let lang = studio.settings.language;
    let view = studio.session.material(studio.viewer);
    egui::CollapsingHeader::new(T::StatePanel.text(lang))
        .id_salt("material-state")
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(160.0)
                .show(ui, |ui| {
                    for r in &view.relations {
                        ui.label(RichText::new(r).monospace());
                    }
                    let hidden: Vec<&str> = view
                        .components
                        .iter()
                        .filter(|c| !c.visible)
                        .map(|c| c.name.as_str())
                        .collect();
                    if !hidden.is_empty() {
                        ui.label(
                            RichText::new(format!(
                                "{}: {}",
                                T::Hidden.text(lang),
                                hidden.join(", ")
                            ))
                            .weak(),
                        );
                    }
                });
        });
}
