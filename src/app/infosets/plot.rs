//! NashConv against iterations on log-log axes, one line per finished run
//! (the variants side by side), one point per snapshot; the shown run's
//! snapshot is ringed. The plot is named for accessibility with the number of
//! points of each line, counted from the very points drawn.

use super::model::InfoSets;
use super::strings::IS;
use crate::app::board::player_color;
use crate::app::charts::{Entry, legend};
use crate::app::i18n::Language;
use crate::inspect::infosets::{CfrRun, variant_name};
use crate::lang::fill;
use eframe::egui::{self, RichText, Ui};
use egui_plot::{GridInput, GridMark, Line, MarkerShape, Points};

/// NashConv below this is drawn at it (log of 0).
const FLOOR: f64 = 1e-12;
/// The ring around the shown snapshot, readable on both themes.
const RING: egui::Color32 = egui::Color32::from_gray(160);

/// The points of a run: (log10 iterations, log10 NashConv), one per snapshot.
pub fn points(run: &CfrRun) -> Vec<[f64; 2]> {
    run.snapshots
        .iter()
        .map(|s| [(s.iteration as f64).log10(), s.nash_conv.max(FLOOR).log10()])
        .collect()
}

pub fn show(ui: &mut Ui, ins: &InfoSets, lang: Language) {
    ui.label(RichText::new(IS::Plot.text(lang)).strong());
    let lines: Vec<(String, Vec<[f64; 2]>)> = ins
        .runs
        .iter()
        .map(|r| (variant_name(r.variant), points(r)))
        .collect();
    let entries: Vec<Entry> = lines
        .iter()
        .enumerate()
        .map(|(k, (name, _))| Entry {
            name: name.clone(),
            color: player_color(k + 2),
            marker: None,
            dashed: false,
        })
        .collect();
    legend(ui, &entries);
    let here = ins
        .shown_run()
        .and_then(|r| points(r).get(ins.snapshot).copied());
    let response = crate::app::charts::plot("infosets-nashconv")
        .height((ui.available_height() - 8.0).clamp(100.0, 200.0))
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_grid_spacer(decades)
        .y_grid_spacer(decades)
        .x_axis_formatter(|m, _| power_of_ten(m))
        .y_axis_formatter(|m, _| power_of_ten(m))
        .x_axis_label(IS::Iterations.text(lang))
        .y_axis_label("NashConv")
        .show(ui, |plot| {
            for (k, (name, pts)) in lines.iter().enumerate() {
                plot.line(Line::new(name.clone(), pts.clone()).color(player_color(k + 2)));
            }
            if let Some(p) = here {
                let ring = Points::new("snapshot", vec![p])
                    .shape(MarkerShape::Circle)
                    .radius(5.0)
                    .filled(false)
                    .color(RING);
                plot.points(ring);
            }
        })
        .response;
    let described: Vec<String> = lines
        .iter()
        .map(|(name, pts)| {
            let pairs = [("v", name.clone()), ("n", pts.len().to_string())];
            fill(IS::PlotValue.text(lang), &pairs)
        })
        .collect();
    let name = IS::PlotName.text(lang);
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Image, true, name);
        info.current_text_value = Some(described.join("; "));
        info
    });
}

/// Marks at every integer within the bounds (the powers of ten).
fn decades(input: GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    let (low, high) = (low.ceil() as i64, high.floor() as i64);
    (low..=high.min(low + 40))
        .map(|k| GridMark {
            value: k as f64,
            step_size: 1.0,
        })
        .collect()
}

/// The power of ten a mark stands for: `1`, `10`, `1000`, then `1e4`; `1e-3`.
fn power_of_ten(mark: GridMark) -> String {
    let k = mark.value.round() as i32;
    if (0..=3).contains(&k) {
        10u32.pow(k as u32).to_string()
    } else {
        format!("1e{k}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inspect::infosets::Snapshot;
    use crate::search::cfr::CfrVariant;

    #[test]
    fn one_point_per_snapshot_on_log_axes() {
        let snap = |iteration, nash_conv| Snapshot {
            iteration,
            average: vec![],
            current: vec![],
            regrets: vec![],
            nash_conv,
        };
        let run = CfrRun {
            variant: CfrVariant::Plus,
            snapshots: vec![snap(1, 0.5), snap(100, 0.001), snap(1000, 0.0)],
            complete: true,
        };
        let p = points(&run);
        assert_eq!(p.len(), 3);
        assert_eq!(p[1], [2.0, -3.0]);
        assert_eq!(p[2], [3.0, -12.0]);
        let mark = |value| GridMark {
            value,
            step_size: 1.0,
        };
        assert_eq!(power_of_ten(mark(2.0)), "100");
        assert_eq!(power_of_ten(mark(-3.0)), "1e-3");
    }
}
