//! The table of information sets at one snapshot: per set, its number (click:
//! list its histories), whose it is, what the player knows (own and public
//! chance outcomes, the moves in order), then per action the average strategy
//! as a probability bar (with the Kuhn family's tick when there is one), the
//! current strategy and the cumulative regret.

use super::model::Request;
use super::strings::IS;
use crate::app::board::{player_color, player_text_color};
use crate::app::i18n::{Language, player_name};
use crate::app::presentation::text_factor;
use crate::inspect::infosets::{InfoSetFacts, Knowledge, Seen, Snapshot};
use crate::lang::fill;
use eframe::egui::{self, Color32, RichText, Sense, Stroke, Ui};

/// One action's line in a row.
const LINE: f32 = 22.0;
const BAR: f32 = 100.0;
/// The table's numbers and action names: the studio's smallest text.
const FONT: f32 = crate::app::presentation::MIN_TEXT;
/// The room of an action's name before its bar, and of a number.
const NAME: f32 = 60.0;
const NUMBER: f32 = 64.0;
// Each measure here is at the studio's text size: the table multiplies it
// by its `Ui`'s text factor (the content's share of the zoom).

pub fn show(
    ui: &mut Ui,
    facts: &[InfoSetFacts],
    snap: &Snapshot,
    implied: Option<&[f64]>,
    selected: Option<usize>,
    lang: Language,
    out: &mut Vec<Request>,
) {
    let headers = [
        IS::Set,
        IS::Player,
        IS::Private,
        IS::Public,
        IS::Moves,
        IS::Average,
        IS::Current,
        IS::Regret,
    ];
    let public = has_public(facts);
    let shown = |c: usize| c != 3 || public;
    // Narrower than a row: each set on two lines, what the player knows
    // above, its strategy and regrets below (projector widths, presentation).
    let k = text_factor(ui);
    let narrow = ui.available_width() < width(ui, facts, k);
    let indent = WIDTHS[0] * k + ui.spacing().item_spacing.x;
    egui::ScrollArea::horizontal()
        .id_salt("infosets-table")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let header = |ui: &mut Ui, columns: std::ops::Range<usize>| {
                for c in columns.filter(|&c| shown(c)) {
                    cell(ui, WIDTHS[c] * k, |ui| {
                        ui.label(RichText::new(headers[c].text(lang)).strong());
                    });
                }
            };
            if narrow {
                ui.horizontal(|ui| header(ui, 0..5));
                ui.horizontal(|ui| {
                    ui.add_space(indent);
                    header(ui, 5..8);
                });
            } else {
                ui.horizontal(|ui| header(ui, 0..8));
            }
            ui.separator();
            // Every row as high as the widest set's actions: only the rows in
            // view are drawn (a game with thousands of sets stays fluid).
            let most = facts.iter().map(|f| f.actions.len()).max().unwrap_or(1);
            let figures_height = most as f32 * LINE * k + 8.0;
            let about_height = LINE * k + 8.0;
            let height = figures_height + if narrow { about_height } else { 0.0 };
            egui::ScrollArea::vertical()
                .id_salt("infosets-rows")
                .auto_shrink([false, false])
                .show_rows(ui, height, facts.len(), |ui, rows| {
                    for i in rows {
                        let line = Line {
                            i,
                            set: &facts[i],
                            on: selected == Some(i),
                            public,
                            lang,
                        };
                        if narrow {
                            ui.vertical(|ui| {
                                ui.horizontal(|ui| {
                                    ui.set_height(about_height);
                                    about(ui, &line, out);
                                });
                                ui.horizontal(|ui| {
                                    ui.set_height(figures_height);
                                    ui.add_space(indent);
                                    figures(ui, &line, snap, implied);
                                });
                            });
                        } else {
                            ui.horizontal(|ui| {
                                ui.set_height(height);
                                about(ui, &line, out);
                                figures(ui, &line, snap, implied);
                            });
                        }
                    }
                });
        });
}

/// The public column only for games with public chance outcomes.
fn has_public(facts: &[InfoSetFacts]) -> bool {
    facts.iter().any(|f| !f.knows.public.is_empty())
}

/// The width the table of `facts` takes on one line, its columns and their
/// spacing, its texts `k` times the studio's.
pub fn width(ui: &Ui, facts: &[InfoSetFacts], k: f32) -> f32 {
    let public = has_public(facts);
    let gap = ui.spacing().item_spacing.x;
    let columns: f32 = (0..8)
        .filter(|&c| c != 3 || public)
        .map(|c| WIDTHS[c] * k + gap)
        .sum();
    columns + ui.spacing().scroll.bar_width
}

/// The columns' widths: set, player, own, public, moves, bars, current, regret.
const WIDTHS: [f32; 8] = [
    50.0,
    72.0,
    96.0,
    64.0,
    110.0,
    BAR + NAME + NUMBER + 8.0,
    80.0,
    80.0,
];

/// A cell of `width`, its content at the top left.
fn cell(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui)) {
    let size = egui::vec2(width, ui.available_height().max(LINE * text_factor(ui)));
    ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_width(width);
        ui.spacing_mut().item_spacing.y = 2.0;
        add(ui);
    });
}

/// What a row is about: the set, whether it is selected, and how to write it.
struct Line<'a> {
    i: usize,
    set: &'a InfoSetFacts,
    on: bool,
    public: bool,
    lang: Language,
}

/// The set's number, its player and what the player knows.
fn about(ui: &mut Ui, line: &Line, out: &mut Vec<Request>) {
    let (i, set, on, lang) = (line.i, line.set, line.on, line.lang);
    let name = fill(IS::SetName.text(lang), &[("i", i.to_string())]);
    let k = text_factor(ui);
    cell(ui, WIDTHS[0] * k, |ui| {
        // A set's number on one line, however many digits.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        let clicked = ui
            .selectable_label(on, i.to_string())
            .on_hover_text(&name)
            .clicked();
        if clicked {
            out.push(Request::Select(if on { None } else { Some(i) }));
        }
    });
    let who = RichText::new(player_name(lang, set.player)).color(player_text_color(ui, set.player));
    cell(ui, WIDTHS[1] * k, |ui| {
        ui.label(who);
    });
    cell(ui, WIDTHS[2] * k, |ui| {
        ui.label(private(&set.knows, lang));
    });
    if line.public {
        cell(ui, WIDTHS[3] * k, |ui| {
            ui.label(joined(&set.knows.public));
        });
    }
    cell(ui, WIDTHS[4] * k, |ui| {
        ui.label(moves(&set.knows));
    });
}

/// The set's average strategy (bars), current strategy and regrets.
fn figures(ui: &mut Ui, line: &Line, snap: &Snapshot, implied: Option<&[f64]>) {
    let set = line.set;
    let slots = set.slot..set.slot + set.actions.len();
    let k = text_factor(ui);
    cell(ui, WIDTHS[5] * k, |ui| {
        for (a, k) in slots.clone().enumerate() {
            let tick = implied.map(|p| p[k]);
            bar(
                ui,
                line.i,
                &set.actions[a],
                snap.average[k],
                tick,
                set.player,
                line.lang,
            );
        }
    });
    cell(ui, WIDTHS[6] * k, |ui| {
        for k in slots.clone() {
            number(ui, format!("{:.3}", snap.current[k]));
        }
    });
    cell(ui, WIDTHS[7] * k, |ui| {
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
    let k = text_factor(ui);
    let size = egui::vec2(NUMBER, LINE - 2.0) * k;
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    ui.painter().text(
        rect.right_center(),
        egui::Align2::RIGHT_CENTER,
        text,
        egui::FontId::monospace(FONT * k),
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
    let k = text_factor(ui);
    let size = egui::vec2(BAR + NAME + NUMBER, LINE - 2.0) * k;
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let text_color = ui.visuals().text_color();
    painter.text(
        rect.left_center(),
        egui::Align2::LEFT_CENTER,
        short(action),
        egui::FontId::proportional(FONT * k),
        text_color,
    );
    let track = egui::Rect::from_min_size(
        rect.left_top() + egui::vec2(NAME, 4.0) * k,
        egui::vec2(BAR, LINE - 10.0) * k,
    );
    painter.rect_filled(track, 2.0, ui.visuals().extreme_bg_color);
    let mut fill_rect = track;
    fill_rect.set_width(BAR * k * p.clamp(0.0, 1.0) as f32);
    painter.rect_filled(fill_rect, 2.0, player_color(player));
    painter.rect_stroke(
        track,
        2.0,
        Stroke::new(1.0, ui.visuals().weak_text_color()),
        egui::StrokeKind::Inside,
    );
    if let Some(t) = tick {
        let x = track.left() + BAR * k * t.clamp(0.0, 1.0) as f32;
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
        egui::FontId::monospace(FONT * k),
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

/// An action's name as it fits before its bar (the full name is the bar's
/// accessible name).
fn short(action: &str) -> String {
    if action.chars().count() <= 7 {
        action.to_string()
    } else {
        action.chars().take(6).chain(['…']).collect()
    }
}

/// The family's tick: dark on a light theme, light on a dark one.
fn tick_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::WHITE
    } else {
        Color32::BLACK
    }
}
