//! The table of information sets at one snapshot: per set, its number (click:
//! list its histories), whose it is, what the player knows (own and public
//! chance outcomes, the moves in order), then per action the average strategy
//! as a probability bar (with the Kuhn family's tick when there is one), the
//! current strategy and the cumulative regret.

use super::model::Request;
use super::strings::IS;
use crate::app::attractors::strings::fill;
use crate::app::board::{player_color, player_text_color};
use crate::app::i18n::{Language, player_name};
use crate::inspect::infosets::{InfoSetFacts, Knowledge, Seen, Snapshot};
use eframe::egui::{self, Color32, RichText, Sense, Stroke, Ui};

/// One action's line in a row.
const LINE: f32 = 18.0;
const BAR: f32 = 130.0;

pub fn show(
    ui: &mut Ui,
    facts: &[InfoSetFacts],
    snap: &Snapshot,
    implied: Option<&[f64]>,
    selected: Option<usize>,
    lang: Language,
    out: &mut Vec<Request>,
) {
    egui::ScrollArea::both()
        .id_salt("infosets-table")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("infosets-grid")
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for h in [
                        IS::Set,
                        IS::Player,
                        IS::Private,
                        IS::Public,
                        IS::Moves,
                        IS::Average,
                        IS::Current,
                        IS::Regret,
                    ] {
                        ui.label(RichText::new(h.text(lang)).strong());
                    }
                    ui.end_row();
                    for (i, set) in facts.iter().enumerate() {
                        row(ui, i, set, snap, implied, selected == Some(i), lang, out);
                        ui.end_row();
                    }
                });
        });
}

#[allow(clippy::too_many_arguments)]
fn row(
    ui: &mut Ui,
    i: usize,
    set: &InfoSetFacts,
    snap: &Snapshot,
    implied: Option<&[f64]>,
    on: bool,
    lang: Language,
    out: &mut Vec<Request>,
) {
    let name = fill(IS::SetName.text(lang), &[("i", i.to_string())]);
    let clicked = ui
        .selectable_label(on, i.to_string())
        .on_hover_text(&name)
        .clicked();
    if clicked {
        out.push(Request::Select(if on { None } else { Some(i) }));
    }
    let who = RichText::new(player_name(lang, set.player)).color(player_text_color(ui, set.player));
    ui.label(who);
    ui.label(private(&set.knows, lang));
    ui.label(joined(&set.knows.public));
    ui.label(moves(&set.knows));
    let slots = set.slot..set.slot + set.actions.len();
    ui.vertical(|ui| {
        for (a, k) in slots.clone().enumerate() {
            let tick = implied.map(|p| p[k]);
            bar(
                ui,
                i,
                &set.actions[a],
                snap.average[k],
                tick,
                set.player,
                lang,
            );
        }
    });
    ui.vertical(|ui| {
        for k in slots.clone() {
            number(ui, format!("{:.3}", snap.current[k]));
        }
    });
    ui.vertical(|ui| {
        for k in slots {
            number(ui, format!("{:+.3}", snap.regrets[k]));
        }
    });
}

/// The player's own chance outcomes, and how many it did not see.
fn private(k: &Knowledge, lang: Language) -> String {
    let mut text = joined(&k.private);
    if k.hidden_chance > 0 {
        let hidden = fill(
            IS::HiddenChance.text(lang),
            &[("n", k.hidden_chance.to_string())],
        );
        text = if k.private.is_empty() {
            hidden
        } else {
            format!("{text} ({hidden})")
        };
    }
    text
}

fn joined(items: &[String]) -> String {
    if items.is_empty() {
        "—".into()
    } else {
        items.join(" ")
    }
}

/// The moves in order; `?` for one the player did not see.
fn moves(k: &Knowledge) -> String {
    let words: Vec<String> = k
        .moves
        .iter()
        .map(|m| match m {
            Seen::Own(a) => a.clone(),
            Seen::Other(_, a) => a.clone(),
            Seen::Hidden(_) => "?".into(),
        })
        .collect();
    joined(&words)
}

fn number(ui: &mut Ui, text: String) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(56.0, LINE), Sense::hover());
    ui.painter().text(
        rect.right_center(),
        egui::Align2::RIGHT_CENTER,
        text,
        egui::FontId::monospace(12.0),
        ui.visuals().text_color(),
    );
}

/// A probability bar: the action's name, the bar filled to `p` in the
/// player's colour, the family's probability `tick` as a mark, the number.
#[allow(clippy::too_many_arguments)]
fn bar(
    ui: &mut Ui,
    set: usize,
    action: &str,
    p: f64,
    tick: Option<f64>,
    player: usize,
    lang: Language,
) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(BAR + 110.0, LINE), Sense::hover());
    let painter = ui.painter_at(rect);
    let text_color = ui.visuals().text_color();
    painter.text(
        rect.left_center(),
        egui::Align2::LEFT_CENTER,
        action,
        egui::FontId::proportional(12.0),
        text_color,
    );
    let track = egui::Rect::from_min_size(
        rect.left_top() + egui::vec2(56.0, 3.0),
        egui::vec2(BAR, LINE - 6.0),
    );
    painter.rect_filled(track, 2.0, ui.visuals().extreme_bg_color);
    let mut fill_rect = track;
    fill_rect.set_width(BAR * p.clamp(0.0, 1.0) as f32);
    painter.rect_filled(fill_rect, 2.0, player_color(player));
    painter.rect_stroke(
        track,
        2.0,
        Stroke::new(1.0, ui.visuals().weak_text_color()),
        egui::StrokeKind::Inside,
    );
    if let Some(t) = tick {
        let x = track.left() + BAR * t.clamp(0.0, 1.0) as f32;
        let stroke = Stroke::new(2.5, tick_color(ui));
        painter.line_segment(
            [egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
            stroke,
        );
    }
    painter.text(
        rect.right_center(),
        egui::Align2::RIGHT_CENTER,
        format!("{p:.3}"),
        egui::FontId::monospace(12.0),
        text_color,
    );
    let name = fill(
        IS::BarName.text(lang),
        &[("a", action.into()), ("i", set.to_string())],
    );
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &name);
        info.current_text_value = Some(format!("{p:.4}"));
        info
    });
}

/// The family's tick: dark on a light theme, light on a dark one.
fn tick_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::WHITE
    } else {
        Color32::BLACK
    }
}
