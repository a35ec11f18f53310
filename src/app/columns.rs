//! A table of text columns that folds when its panel is narrower than a row
//! (a projector's width, presentation mode): each row then takes as many lines
//! as it needs, its columns wrapping in order under headers that wrap the same
//! way, and a row's lines share one stripe. Nothing scrolls sideways and
//! nothing is cut off. The Monte Carlo panels' tables (the children's UCB
//! terms, the backups, ISMCTS's edges) are drawn by it.

use eframe::egui::{self, RichText, TextStyle, TextWrapMode, Ui, WidgetText};

/// The room between two columns.
const GAP: f32 = 14.0;

/// A column's header, and what hovering it explains.
pub struct Head {
    pub text: String,
    pub tip: Option<String>,
}

impl Head {
    pub fn new(text: impl Into<String>) -> Self {
        Head {
            text: text.into(),
            tip: None,
        }
    }

    pub fn tip(mut self, tip: impl Into<String>) -> Self {
        self.tip = Some(tip.into());
        self
    }
}

/// A cell: its text and, for accessibility, the name and value it reads as
/// (a table's key cells: "Visits of c2", 12).
pub struct Cell {
    pub text: RichText,
    pub named: Option<(String, String)>,
}

impl Cell {
    pub fn named(text: RichText, name: String, value: String) -> Self {
        Cell {
            text,
            named: Some((name, value)),
        }
    }
}

impl From<RichText> for Cell {
    fn from(text: RichText) -> Self {
        Cell { text, named: None }
    }
}

impl From<String> for Cell {
    fn from(text: String) -> Self {
        RichText::new(text).into()
    }
}

/// How many columns go on one line so that the table's width (each column
/// as wide as its widest cell over every line, and the gaps) fits `room`:
/// all of them when a row fits, else as few lines as fit, shared out evenly
/// (8 columns on two lines: 4 and 4, not 5 and 3); at least one.
pub fn per_line(widths: &[f32], gap: f32, room: f32) -> usize {
    let n = widths.len();
    let most = (1..=n)
        .rev()
        .find(|&k| table_width(widths, k, gap) <= room)
        .unwrap_or(1);
    let even = n.div_ceil(n.div_ceil(most.max(1)).max(1));
    if table_width(widths, even, gap) <= room {
        even
    } else {
        most
    }
}

/// The width of the table of column `widths` laid out `k` columns a line.
fn table_width(widths: &[f32], k: usize, gap: f32) -> f32 {
    let columns: f32 = (0..k)
        .map(|j| {
            widths
                .iter()
                .skip(j)
                .step_by(k)
                .fold(0.0f32, |a, &w| a.max(w))
        })
        .sum();
    columns + gap * (k.saturating_sub(1)) as f32
}

/// The width of `text` on one line.
fn width(ui: &Ui, text: &RichText) -> f32 {
    WidgetText::from(text.clone())
        .into_galley(
            ui,
            Some(TextWrapMode::Extend),
            f32::INFINITY,
            TextStyle::Body,
        )
        .size()
        .x
}

/// Draws a table of `heads` and `rows` (each row a cell per head, missing
/// cells left empty), its grid's id made from `salt`.
pub fn show(ui: &mut Ui, salt: &str, heads: &[Head], rows: &[Vec<Cell>]) {
    let n = heads.len();
    if n == 0 {
        return;
    }
    let strong: Vec<RichText> = heads
        .iter()
        .map(|h| RichText::new(&h.text).strong())
        .collect();
    let mut widths: Vec<f32> = strong.iter().map(|h| width(ui, h)).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = w.max(width(ui, &cell.text));
        }
    }
    // A little slack: the grid rounds its columns to whole points.
    let k = per_line(&widths, GAP, ui.available_width() - 2.0 * n as f32);
    let lines = n.div_ceil(k);
    egui::Grid::new((salt, "columns"))
        .num_columns(k)
        .spacing([GAP, 3.0])
        .with_row_color(move |row, style| {
            // The header's lines, then each row's lines: one stripe a row.
            ((row / lines) % 2 == 1).then_some(style.visuals.faint_bg_color)
        })
        .show(ui, |ui| {
            for line in 0..lines {
                for c in line * k..((line + 1) * k).min(n) {
                    let r = ui.label(strong[c].clone());
                    if let Some(tip) = &heads[c].tip {
                        r.on_hover_text(tip);
                    }
                }
                ui.end_row();
            }
            for row in rows {
                for line in 0..lines {
                    for c in line * k..((line + 1) * k).min(n) {
                        match row.get(c) {
                            Some(cell) => put(ui, cell),
                            None => {
                                ui.label("");
                            }
                        }
                    }
                    ui.end_row();
                }
            }
        });
}

/// One cell, named for accessibility when it says so.
fn put(ui: &mut Ui, cell: &Cell) {
    let r = ui.label(cell.text.clone());
    if let Some((name, value)) = &cell.named {
        r.widget_info(|| {
            // A cell: its name stays the label, the count its value.
            let mut info = egui::WidgetInfo::labeled(egui::Role::Cell, true, name);
            info.current_text_value = Some(value.clone());
            info
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_that_fits_stays_on_one_line() {
        assert_eq!(per_line(&[40.0, 50.0, 60.0], 10.0, 170.0), 3);
    }

    #[test]
    fn a_narrow_room_takes_the_most_columns_that_fit() {
        // Two a line: columns max(40, 60) and 50, one gap: 120.
        assert_eq!(per_line(&[40.0, 50.0, 60.0], 10.0, 169.0), 2);
        assert_eq!(per_line(&[40.0, 50.0, 60.0], 10.0, 120.0), 2);
        assert_eq!(per_line(&[40.0, 50.0, 60.0], 10.0, 119.0), 1);
    }

    #[test]
    fn fewer_columns_a_line_can_be_wider_than_more() {
        // Three a line: 10 + 10 + 100 + 2 gaps = 140; two a line: the first
        // column holds 10 and 100, the second 10: 100 + 10 + 10 = 120.
        let widths = [10.0, 10.0, 100.0];
        assert_eq!(table_width(&widths, 3, 10.0), 140.0);
        assert_eq!(table_width(&widths, 2, 10.0), 120.0);
        assert_eq!(per_line(&widths, 10.0, 130.0), 2);
    }

    #[test]
    fn the_lines_share_the_columns_evenly() {
        // Five a line fit (5 x 10 + 4 gaps = 90), but two lines of four are
        // as few lines and even.
        let widths = [10.0; 8];
        assert_eq!(table_width(&widths, 5, 10.0), 90.0);
        assert_eq!(per_line(&widths, 10.0, 95.0), 4);
        // Three lines: 3, 3 and 2.
        assert_eq!(per_line(&widths, 10.0, 55.0), 3);
    }

    #[test]
    fn nothing_fits_still_gives_one_column() {
        assert_eq!(per_line(&[400.0, 50.0], 10.0, 100.0), 1);
    }
}
