//! The attractor inspector panel: the solve controls (Solve / Cancel, the state
//! limit, a progress bar of the states enumerated, the message when the limit is
//! reached), the solve's figures, then two columns: the levels (slider, chart,
//! table) with the position on the board, and the states of `A_n` (the arena
//! graph, given the wider column, or across the panel above the levels when
//! the panel is narrow; or the list of miniatures). It reads [`super::model::Inspector`] and
//! emits commands; the solve runs on its own thread.

use super::model::{DEFAULT_LIMIT, Failure, Request, Status, game_name};
use super::position::{current, line};
use super::strings::A;
use super::{levels, members, position, too_large};
use crate::app::commands::Command;
use crate::app::i18n::{Language, T, player_name};
use crate::app::presentation::{keep_together, text_width};
use crate::app::studio::Studio;
use crate::games::GameSpec;
use crate::lang::nouns::{MOVE, STATE};
use crate::lang::{count, counted, fill};
use crate::solve::{DEFAULT_STATE_LIMIT, Summary, Value};
use eframe::egui::{self, RichText, Ui};

/// Draws the panel.
pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let lang = studio.settings.language;
    let ins = &studio.attractors;
    // Opening the panel on a game never tried solves it at once.
    if matches!(ins.status, Status::Idle) {
        out.push(Command::Attractors(Request::Solve));
    }
    controls(ui, studio, out);
    match &ins.status {
        Status::Idle => {
            ui.label(RichText::new(A::NotSolved.text(lang)).weak());
        }
        Status::Running(run) => {
            let states = ins.states();
            let text = fill(
                A::Enumerating.text(lang),
                &[
                    ("s", count(states as u64, lang)),
                    ("l", count(run.limit as u64, lang)),
                ],
            );
            let fraction = states as f32 / run.limit.max(1) as f32;
            // The solver's progress wakes the window (at most every 50 ms).
            ui.add(egui::ProgressBar::new(fraction.min(1.0)).text(text));
        }
        Status::Failed(spec, Failure::Limit(limit) | Failure::TooLarge(_, limit)) => {
            too_large::show(ui, spec, *limit, lang, out);
        }
        Status::Failed(spec, failure) => {
            let text = failure_text(spec, failure, lang);
            ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        }
        Status::Solved(_) => {}
    }
    if let Some(sol) = current(studio) {
        ui.separator();
        figures(ui, sol.summary(), lang);
        ui.separator();
        let here = sol.position(&line(studio)).ok().map(|a| a.id);
        let n = ins.level.min(levels::last_level(sol.summary()));
        let (width, height) = (ui.available_width(), ui.available_height());
        let arena = sol.arena().is_some();
        let top_down = egui::Layout::top_down(egui::Align::Min);
        // The graph's names grow with the content's share of the zoom
        // (presentation's least text): so does the room they need across.
        let least = crate::app::presentation::content(ui.ctx()).least;
        let names = crate::app::graph_view::text::least_factor(least);
        if arena && width < STACKED_UNDER * names {
            // Too narrow for two columns with the graph's names readable: the
            // graph across the panel, the levels under it.
            // Three fifths of the height for the graph, its picture row above it.
            let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
            let graph = (height * 0.6 + row).max(240.0).min(height);
            ui.allocate_ui_with_layout(egui::vec2(width, graph), top_down, |ui| {
                members::show(ui, sol, &studio.graph, n, ins.player, here, lang, out);
            });
            ui.separator();
            levels_column(ui, studio, sol, n, out);
            return;
        }
        let left = left_width(width, arena);
        ui.horizontal_top(|ui| {
            ui.allocate_ui_with_layout(egui::vec2(left, height), top_down, |ui| {
                ui.set_width(left);
                levels_column(ui, studio, sol, n, out);
            });
            let right = ui.available_width();
            ui.allocate_ui_with_layout(egui::vec2(right, height), top_down, |ui| {
                members::show(ui, sol, &studio.graph, n, ins.player, here, lang, out);
            });
        });
    }
}

/// The levels (slider, chart, table) and the position on the board, in a
/// scroll area.
fn levels_column(
    ui: &mut Ui,
    studio: &Studio,
    sol: &dyn super::solved::AnySolution,
    n: usize,
    out: &mut Vec<Command>,
) {
    let lang = studio.settings.language;
    egui::ScrollArea::vertical()
        .id_salt("attractor-left")
        .show(ui, |ui| {
            crate::app::presentation::content_text(ui);
            levels::show(ui, sol.summary(), n, lang, out);
            ui.separator();
            position::show(ui, studio, sol, out);
        });
}

/// Under this width (points, at the least text of 14 points; wider in
/// proportion to a larger one) an arena's graph goes across the panel, above
/// the levels, rather than beside them.
const STACKED_UNDER: f32 = 600.0;

/// The least width of the levels' column beside an arena's graph.
const LEVELS_MIN: f32 = 200.0;

/// The width of the levels' column in a panel `width` wide: half, or beside
/// an arena's graph 40% (at least [`LEVELS_MIN`]), the graph's names needing
/// room across to be drawn on it rather than left to its tooltips.
fn left_width(width: f32, arena: bool) -> f32 {
    let half = width / 2.0;
    if arena {
        (width * 0.4).max(LEVELS_MIN).min(half)
    } else {
        half
    }
}

/// The title, Solve or Cancel, and the state limit.
fn controls(ui: &mut Ui, studio: &Studio, out: &mut Vec<Command>) {
    let lang = studio.settings.language;
    let ins = &studio.attractors;
    ui.horizontal_wrapped(|ui| {
        ui.heading(T::PanelAttractors.text(lang));
        ui.label(RichText::new(game_name(&studio.session.spec())).monospace());
        if ins.is_busy() {
            if ui.button(A::Cancel.text(lang)).clicked() {
                out.push(Command::Attractors(Request::Cancel));
            }
        } else {
            let label = if ins.solution().is_some() {
                A::SolveAgain
            } else {
                A::Solve
            };
            if ui.button(label.text(lang)).clicked() {
                out.push(Command::Attractors(Request::Solve));
            }
        }
        // The label and its value on one row: the row wraps before them
        // (a row laid out in too little room would run past the panel).
        let label = text_width(ui, A::StateLimit.text(lang), egui::TextStyle::Body);
        keep_together(ui, label + 3.0 * ui.spacing().interact_size.x);
        ui.horizontal(|ui| {
            let label = ui.label(A::StateLimit.text(lang));
            let mut limit = ins.limit;
            let drag = egui::DragValue::new(&mut limit)
                .range(1..=DEFAULT_STATE_LIMIT)
                .speed(DEFAULT_LIMIT as f64 / 200.0);
            let response = ui.add(drag).labelled_by(label.id);
            if response.changed() && limit != ins.limit {
                out.push(Command::Attractors(Request::SetLimit(limit)));
            }
        });
    });
}

/// Why the solve gave no solution, in words.
pub fn failure_text(spec: &GameSpec, failure: &Failure, lang: Language) -> String {
    match failure {
        Failure::Limit(l) | Failure::TooLarge(_, l) => too_large::headline(spec, *l, lang),
        Failure::Cancelled(s) => fill(
            A::Cancelled.text(lang),
            &[("s", counted(STATE, *s as u64, lang))],
        ),
        Failure::Other(e) => format!("{} {e}", A::Unsolvable.text(lang)),
    }
}

/// The figures of the solve, and the value of the start.
fn figures(ui: &mut Ui, s: &Summary, lang: Language) {
    let summary = fill(
        A::Summary.text(lang),
        &[
            ("s", counted(STATE, s.states, lang)),
            ("e", counted(MOVE, s.edges, lang)),
            ("t", format!("{:.3}", s.seconds)),
        ],
    );
    let sizes = fill(
        A::Sizes.text(lang),
        &[
            ("a", count(s.attractor[0], lang)),
            ("b", count(s.attractor[1], lang)),
            ("d", count(s.draws, lang)),
            ("i", count(s.infinite, lang)),
        ],
    );
    ui.horizontal_wrapped(|ui| {
        ui.label(summary);
        ui.label(RichText::new(sizes).monospace());
        let start = match s.initial {
            Value::Win(p) => fill(A::Wins.text(lang), &[("p", player_name(lang, p))]),
            Value::Draw => A::DrawWords.text(lang).to_string(),
            Value::Infinite => A::InfiniteWords.text(lang).to_string(),
        };
        ui.label(format!("{} {start}", A::Start.text(lang)));
    });
}
