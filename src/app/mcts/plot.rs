//! The root children's shares of the root's visits against iterations, one
//! line per root move over the whole run ([`MctsReplay::share_series`]), with
//! a vertical line at the cursor's iteration. The plot is named for
//! accessibility with its number of lines and the cursor.

use super::strings::M;
use crate::app::charts::{self, Entry, legend, unit_label, unit_ticks};
use crate::app::i18n::Language;
use crate::inspect::mcts::MctsReplay;
use crate::lang::fill;
use eframe::egui::{self, Color32, RichText, Ui};
use egui_plot::{Line, VLine};

/// Points per line, at most.
const POINTS: usize = 400;
/// Lines drawn, at most (the most visited root moves): more cannot be told apart.
const LINES: usize = 10;

/// A line's colour, distinct for the first ten.
fn colour(k: usize) -> Color32 {
    const COLOURS: [Color32; LINES] = [
        Color32::from_rgb(0x4f, 0x9d, 0xe0),
        Color32::from_rgb(0xe0, 0x4f, 0x4f),
        Color32::from_rgb(0x5f, 0xc2, 0x6a),
        Color32::from_rgb(0xf2, 0x9d, 0x38),
        Color32::from_rgb(0x9b, 0x7b, 0xd8),
        Color32::from_rgb(0x2b, 0xb5, 0xb0),
        Color32::from_rgb(0xd8, 0x6e, 0xc0),
        Color32::from_rgb(0x9a, 0x8a, 0x50),
        Color32::from_rgb(0x70, 0x80, 0x90),
        Color32::from_rgb(0xc0, 0xc0, 0x40),
    ];
    COLOURS[k % LINES]
}

pub fn show(ui: &mut Ui, replay: &MctsReplay, lang: Language) {
    ui.label(RichText::new(M::Plot.text(lang)).strong());
    // The moves ending with the most visits first.
    let mut series: Vec<&(String, Vec<[f64; 2]>)> = replay.share_series(POINTS).iter().collect();
    let last = |s: &(String, Vec<[f64; 2]>)| s.1.last().map_or(0.0, |p| p[1]);
    series.sort_by(|a, b| last(b).total_cmp(&last(a)));
    series.truncate(LINES);
    let entries: Vec<Entry> = series
        .iter()
        .enumerate()
        .map(|(k, (name, _))| Entry {
            name: name.clone(),
            color: colour(k),
            marker: None,
            dashed: false,
        })
        .collect();
    legend(ui, &entries);
    let at = replay.cursor().iteration;
    let cursor = ui.visuals().strong_text_color();
    let response = charts::plot("mcts-shares")
        .height(200.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .include_y(0.0)
        .include_y(1.0)
        .include_x(0.0)
        .y_grid_spacer(unit_ticks)
        .y_axis_formatter(move |mark, _| lang.decimal(unit_label(mark)))
        .x_axis_label(M::Iteration.text(lang))
        .y_axis_label(M::Share.text(lang))
        .show(ui, |plot| {
            for (k, (name, points)) in series.iter().enumerate() {
                let line = Line::new(name.clone(), points.clone()).color(colour(k));
                plot.line(line.width(2.0));
            }
            plot.vline(VLine::new("cursor", at).color(cursor).width(1.5));
        })
        .response;
    let pairs = [("n", series.len().to_string()), ("k", at.to_string())];
    let described = fill(M::PlotValue.text(lang), &pairs);
    let name = M::PlotName.text(lang);
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Image, true, name);
        info.current_text_value = Some(described.clone());
        info
    });
}
