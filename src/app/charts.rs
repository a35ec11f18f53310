//! What every egui_plot chart of the studio shares: a log10 axis ticked at
//! powers of ten ([`log_height`], [`log_ticks`], [`log_label`]), a score axis
//! held within [0, 1] ([`unit_ticks`], [`unit_label`]), a legend drawn above the plot,
//! outside its area, so that it never hides a curve ([`legend`]), and tick
//! labels either at full contrast or not drawn ([`plot`]).

use eframe::egui::{self, Color32, Sense, Stroke, Ui};
use egui_plot::{AxisHints, GridInput, GridMark, MarkerShape, Plot};

/// A chart named `id` whose tick labels are drawn at the text's full
/// contrast or not at all: egui_plot fades a label in as its neighbours get
/// further apart, which leaves greys below WCAG AA's 4.5:1 on a projector.
/// Axis labels and formatters are set on it as on [`Plot::new`]'s.
pub fn plot<'a>(id: &str) -> Plot<'a> {
    let x = AxisHints::new_x().label_spacing(60.0..=60.5);
    let y = AxisHints::new_y().label_spacing(24.0..=24.5);
    Plot::new(id).custom_x_axes(vec![x]).custom_y_axes(vec![y])
}

/// The height of a bar or point of `count` on a log10 axis: `log10(count + 1)`,
/// so that 0 sits on the axis and 1 just above it.
pub fn log_height(count: u64) -> f64 {
    (count as f64 + 1.0).log10()
}

/// The count a height on the log axis stands for (the inverse of
/// [`log_height`], rounded).
pub fn log_count(height: f64) -> u64 {
    (10f64.powf(height) - 1.0).round().max(0.0) as u64
}

/// The smallest power of ten at least `count` (1 for 0): the top of a log
/// axis whose tallest bar is `count`, so that a tick stands above it.
pub fn decade_above(count: u64) -> u64 {
    let mut power: u64 = 1;
    while power < count && power <= u64::MAX / 10 {
        power *= 10;
    }
    power
}

/// The grid marks of a log axis: 0, then 1, 10, 100, ... placed at their
/// [`log_height`], up to the top of `input`'s bounds and never above it (a
/// mark above the plot would write its label over what is above the plot;
/// include [`decade_above`] the tallest bar in the bounds to tick above it).
pub fn log_ticks(input: GridInput) -> Vec<GridMark> {
    let top = input.bounds.1 + 1e-9;
    let mut marks = vec![GridMark {
        value: 0.0,
        step_size: 1.0,
    }];
    let mut power: u64 = 1;
    loop {
        let value = log_height(power);
        if value > top {
            break;
        }
        marks.push(GridMark {
            value,
            step_size: 1.0,
        });
        if power > u64::MAX / 10 {
            break;
        }
        power *= 10;
    }
    marks
}

/// A tick's label on a log axis: the power of ten it stands for (`1`, `10`,
/// `1,000`, then `10^6` and above).
pub fn log_label(mark: GridMark) -> String {
    let n = log_count(mark.value);
    if n >= 1_000_000 {
        format!("10^{}", n.ilog10())
    } else if n >= 1000 {
        format!("{},{:03}", n / 1000, n % 1000)
    } else {
        n.to_string()
    }
}

/// The grid marks of a score axis: 0, 0.25, 0.5, 0.75 and 1, never a mark
/// outside [0, 1].
pub fn unit_ticks(input: GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    (0..=4)
        .map(|k| GridMark {
            value: f64::from(k) * 0.25,
            step_size: if k % 2 == 0 { 0.5 } else { 0.25 },
        })
        .filter(|m| (low - 1e-9..=high + 1e-9).contains(&m.value))
        .collect()
}

/// A tick's label on a score axis: `0`, `0.25`, `0.5`, `0.75`, `1` (the
/// plot's own labels round 0.25 to `0.2` and 0.5 to `0`).
pub fn unit_label(mark: GridMark) -> String {
    let text = format!("{:.2}", mark.value);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// One entry of a [`legend`].
pub struct Entry {
    pub name: String,
    pub color: Color32,
    /// The curve's marker, if it has one.
    pub marker: Option<MarkerShape>,
    pub dashed: bool,
}

/// The legend, above the plot: for each series a sample of its line and
/// marker, then its name.
pub fn legend(ui: &mut Ui, entries: &[Entry]) {
    ui.horizontal_wrapped(|ui| {
        for e in entries {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(28.0, 14.0), Sense::hover());
            let painter = ui.painter_at(rect);
            let (left, right) = (rect.left_center(), rect.right_center());
            let stroke = Stroke::new(2.0, e.color);
            if e.dashed {
                painter.add(egui::Shape::dashed_line(&[left, right], stroke, 4.0, 3.0));
            } else {
                painter.line_segment([left, right], stroke);
            }
            if let Some(shape) = e.marker {
                marker(&painter, rect.center(), shape, e.color);
            }
            // The name in the text colour (it reads on either theme); the
            // sample beside it carries the line's colour.
            ui.label(&e.name);
            ui.add_space(8.0);
        }
    });
}

/// A marker like egui_plot's, for the legend's samples.
fn marker(painter: &egui::Painter, at: egui::Pos2, shape: MarkerShape, color: Color32) {
    let r = 4.0;
    match shape {
        MarkerShape::Square => {
            let rect = egui::Rect::from_center_size(at, egui::vec2(2.0 * r, 2.0 * r));
            painter.rect_filled(rect, 0.0, color);
        }
        MarkerShape::Diamond => {
            let points = vec![
                at + egui::vec2(0.0, -r),
                at + egui::vec2(r, 0.0),
                at + egui::vec2(0.0, r),
                at + egui::vec2(-r, 0.0),
            ];
            painter.add(egui::Shape::convex_polygon(points, color, Stroke::NONE));
        }
        _ => {
            painter.circle_filled(at, r, color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(low: f64, high: f64) -> GridInput {
        GridInput {
            bounds: (low, high),
            base_step_size: 0.01,
        }
    }

    #[test]
    fn log_ticks_read_as_powers_of_ten() {
        // Up to a count of 123,456: the axis reaches the decade above it,
        // ticks 0, 1, 10, ..., 1,000,000 and none above the plot.
        assert_eq!(decade_above(123_456), 1_000_000);
        assert_eq!(decade_above(1000), 1000);
        assert_eq!(decade_above(0), 1);
        let top = log_height(decade_above(123_456));
        let marks = log_ticks(input(0.0, top));
        let labels: Vec<String> = marks.iter().map(|&m| log_label(m)).collect();
        assert_eq!(
            labels,
            ["0", "1", "10", "100", "1,000", "10,000", "100,000", "10^6"]
        );
        for m in &marks[1..] {
            let n = log_count(m.value);
            assert_eq!(10u64.pow(n.ilog10()), n, "{n} is a power of ten");
        }
        assert!(
            marks.iter().all(|m| m.value <= top),
            "no mark above the plot"
        );
        let lower: Vec<String> = log_ticks(input(0.0, log_height(123_456)))
            .iter()
            .map(|&m| log_label(m))
            .collect();
        assert_eq!(lower.last().map(String::as_str), Some("100,000"));
        // A bar of exactly 1,000 reaches the tick labelled 1,000.
        assert!(marks.iter().any(|m| m.value == log_height(1000)));
        assert_eq!(log_count(log_height(999)), 999);
    }

    #[test]
    fn score_ticks_stay_within_0_and_1() {
        let values = |low, high| -> Vec<f64> {
            unit_ticks(input(low, high))
                .iter()
                .map(|m| m.value)
                .collect()
        };
        assert_eq!(values(-0.05, 1.3), [0.0, 0.25, 0.5, 0.75, 1.0]);
        assert_eq!(values(0.3, 0.8), [0.5, 0.75]);
        let labels: Vec<String> = unit_ticks(input(-0.03, 1.03))
            .into_iter()
            .map(unit_label)
            .collect();
        assert_eq!(labels, ["0", "0.25", "0.5", "0.75", "1"]);
    }
}
