//! The evaluation curve under the timeline: one point per position of the line
//! (player 0's view, +1 a win for player 0, -1 for player 1), the position on
//! screen marked, values filled in as the background thread computes them.
//! Clicking the chart goes to the ply nearest the click.

use super::Out;
use crate::app::commands::Command;
use crate::app::eval_job::EvalSource;
use crate::app::studio::Studio;
use crate::engine::Viewer;
use eframe::egui::{self, RichText, Ui};
use egui_plot::{HLine, Line, MarkerShape, Points, VLine};

crate::strings! { EP;
    Evaluation => "Evaluation (player 0: +1 wins)", "Évaluation (joueur 0\u{a0}: +1 gagne)";
    Engine => "negamax, depth 4", "négamax, profondeur 4";
    Heuristic => "the game's heuristic", "heuristique du jeu";
    Hidden => "Hidden: the evaluation reads the whole state; view as everyone to see it.", "Masquée\u{a0}: l'évaluation lit tout l'état\u{a0}; choisissez « tous » pour la voir.";
    Computing => "computing…", "calcul…";
}

/// The ply nearest to `x` on a line of `len` plies.
pub fn ply_at(x: f64, len: usize) -> usize {
    x.round().clamp(0.0, len as f64) as usize
}

pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let evals = &studio.evals;
    let source = match evals.source {
        Some(EvalSource::Engine) => EP::Engine,
        _ => EP::Heuristic,
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(EP::Evaluation.text(lang)).small());
        ui.label(RichText::new(source.text(lang)).small().weak());
        if !evals.complete() {
            ui.label(RichText::new(EP::Computing.text(lang)).small().weak());
        }
    });
    let info = studio.session.info();
    if !info.perfect_information && studio.viewer != Viewer::Everyone {
        ui.label(RichText::new(EP::Hidden.text(lang)).small().weak());
        return;
    }
    let points: Vec<[f64; 2]> = evals
        .values
        .iter()
        .enumerate()
        .filter_map(|(k, v)| v.map(|v| [k as f64, v]))
        .collect();
    let len = studio.session.len();
    let cursor = studio.session.cursor();
    let color = ui.visuals().strong_text_color();
    let clicked = crate::app::charts::plot("eval-plot")
        .height(110.0)
        .include_y(-1.0)
        .include_y(1.0)
        .include_x(0.0)
        .include_x(len.max(1) as f64)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_axes([false, true])
        .y_axis_min_width(20.0)
        .show(ui, |plot| {
            plot.hline(HLine::new("", 0.0).color(egui::Color32::GRAY).width(0.5));
            plot.vline(VLine::new("", cursor as f64).color(egui::Color32::from_rgb(90, 140, 220)));
            plot.line(Line::new("eval", points.clone()).color(color));
            plot.points(
                Points::new("plies", points)
                    .shape(MarkerShape::Circle)
                    .radius(2.5)
                    .color(color),
            );
            let clicked = plot.response().clicked();
            clicked
                .then(|| plot.pointer_coordinate())
                .flatten()
                .map(|p| ply_at(p.x, len))
        })
        .inner;
    if let Some(k) = clicked
        && k != cursor
    {
        out.push(Command::GoTo(k));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_click_goes_to_the_nearest_ply_on_the_line() {
        assert_eq!(super::ply_at(2.4, 9), 2);
        assert_eq!(super::ply_at(2.6, 9), 3);
        assert_eq!(super::ply_at(-3.0, 9), 0);
        assert_eq!(super::ply_at(40.0, 9), 9);
    }
}
