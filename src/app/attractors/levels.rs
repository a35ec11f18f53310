//! The levels of both attractors (seed 003, Definition 1.5: `A_0(i) = T_i`,
//! `A_{n+1}(i)` adds the states from which `i` forces entry into `A_n(i)`): a
//! table and an egui_plot chart of `|A_n(0)|` and `|A_n(1)|` for each `n`, and
//! the slider over `n` that the graph or the list below follows. The two series
//! stay apart: the players' colours, a marker each, player 1 dashed, the legend
//! above the plot.

use super::model::Request;
use super::solved::size_at;
use super::strings::A;
use crate::app::board::{player_color, player_text_color};
use crate::app::charts::{Entry, legend};
use crate::app::commands::Command;
use crate::app::i18n::{Language, player_name};
use crate::lang::{count, fill};
use crate::solve::Summary;
use eframe::egui::{self, RichText, Ui};
use egui_plot::{Line, LineStyle, MarkerShape, Points, VLine};

/// The last level of either attractor (both are stationary from there).
pub fn last_level(summary: &Summary) -> usize {
    summary
        .levels
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(1)
        .max(1)
        - 1
}

/// The slider, the table and the chart, at level `level`.
pub fn show(ui: &mut Ui, summary: &Summary, level: usize, lang: Language, out: &mut Vec<Command>) {
    let last = last_level(summary);
    let level = level.min(last);
    ui.label(RichText::new(A::Levels.text(lang)).strong());
    ui.label(RichText::new(A::LevelsNote.text(lang)).weak().small());
    let mut n = level;
    ui.add(egui::Slider::new(&mut n, 0..=last).text(A::Level.text(lang)));
    if n != level {
        out.push(Command::Attractors(Request::SetLevel(n)));
    }
    for i in 0..2 {
        let levels = &summary.levels[i];
        let size = size_at(levels, n);
        let mut text = fill(
            A::SizeAt.text(lang),
            &[
                ("n", n.to_string()),
                ("p", i.to_string()),
                ("c", count(size, lang)),
            ],
        );
        if n + 1 >= levels.len() {
            let from = levels.len().saturating_sub(1).to_string();
            text = format!(
                "{text} ({})",
                fill(A::Stationary.text(lang), &[("n", from)])
            );
        }
        ui.label(
            RichText::new(text)
                .color(player_text_color(ui, i))
                .monospace(),
        );
    }
    // The chart's axes keep their size (grown, their labels fade).
    ui.scope(|ui| {
        crate::app::presentation::controls_text(ui);
        chart(ui, summary, n, lang);
    });
    table(ui, summary, n, lang);
}

/// Player `i`'s series: its colour, its marker, dashed for player 1, so that
/// the two stay apart where they coincide (a game where each position occurs
/// with either player to move has equal sizes).
/// Player 0: a wide solid line with open rings; player 1: a thin dashed line
/// with small filled diamonds, which sit inside the rings where both coincide.
fn series(i: usize) -> Series {
    if i == 0 {
        Series {
            marker: MarkerShape::Circle,
            radius: 6.0,
            filled: false,
            width: 3.5,
            style: LineStyle::Solid,
        }
    } else {
        Series {
            marker: MarkerShape::Diamond,
            radius: 3.5,
            filled: true,
            width: 1.5,
            style: LineStyle::dashed_loose(),
        }
    }
}

struct Series {
    marker: MarkerShape,
    radius: f32,
    filled: bool,
    width: f32,
    style: LineStyle,
}

fn chart(ui: &mut Ui, summary: &Summary, n: usize, lang: Language) {
    let last = last_level(summary);
    let weak = ui.visuals().weak_text_color();
    let names: Vec<String> = (0..2)
        .map(|i| format!("|A_n({i})| ({})", player_name(lang, i)))
        .collect();
    let entries: Vec<Entry> = (0..2)
        .map(|i| Entry {
            name: names[i].clone(),
            color: player_text_color(ui, i),
            marker: Some(series(i).marker),
            dashed: i == 1,
        })
        .collect();
    // Outside the plot area: it never covers a curve.
    legend(ui, &entries);
    crate::app::charts::plot("attractor-levels")
        .height(170.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .include_x(0.0)
        .include_y(0.0)
        .x_axis_label("n")
        .show(ui, |plot| {
            for (i, name) in names.iter().enumerate() {
                let points: Vec<[f64; 2]> = (0..=last)
                    .map(|k| [k as f64, size_at(&summary.levels[i], k) as f64])
                    .collect();
                let look = series(i);
                let color = player_color(i);
                let line = Line::new(name.clone(), points.clone())
                    .color(color)
                    .width(look.width)
                    .style(look.style);
                plot.line(line);
                let marks = Points::new(name.clone(), points)
                    .shape(look.marker)
                    .radius(look.radius)
                    .filled(look.filled)
                    .color(color);
                plot.points(marks);
            }
            // No name: the slider's line stays out of the legend.
            plot.vline(VLine::new("", n as f64).color(weak));
        });
}

/// The table of `|A_n(i)|` by level, the chosen level `n` underlined and
/// brought into view when it changes (the table scrolls past 160 points).
fn table(ui: &mut Ui, summary: &Summary, n: usize, lang: Language) {
    let last = last_level(summary);
    // The level the table last showed, kept with egui's own scroll state.
    let id = egui::Id::unique("attractor-level-table-n");
    let moved = ui.data_mut(|d| {
        let before = d.get_temp::<usize>(id);
        d.insert_temp(id, n);
        before != Some(n)
    });
    egui::ScrollArea::vertical()
        .id_salt("attractor-level-table")
        .max_height(160.0 * crate::app::presentation::text_factor(ui))
        .show(ui, |ui| {
            egui::Grid::new("attractor-level-grid")
                .striped(true)
                .num_columns(3)
                .show(ui, |ui| {
                    ui.label(RichText::new("n").strong());
                    ui.label(
                        RichText::new("|A_n(0)|")
                            .strong()
                            .color(player_text_color(ui, 0)),
                    );
                    ui.label(
                        RichText::new("|A_n(1)|")
                            .strong()
                            .color(player_text_color(ui, 1)),
                    );
                    ui.end_row();
                    for k in 0..=last {
                        let cell = |text: String| {
                            let t = RichText::new(text).monospace();
                            if k == n { t.strong().underline() } else { t }
                        };
                        let label = ui.label(cell(k.to_string()));
                        if k == n && moved {
                            // The chosen level stays in view as it changes.
                            label.scroll_to_me(Some(egui::Align::Center));
                        }
                        for i in 0..2 {
                            ui.label(cell(count(size_at(&summary.levels[i], k), lang)));
                        }
                        ui.end_row();
                    }
                });
        });
}
