//! The Connect Four painter: a blue frame with round holes; each column is one
//! widget named "Column 1" .. "Column N" (the game's notation). Hovering a column
//! that accepts a disc shows where the disc would land (the engine's
//! `landing_bit`); the last disc played carries a ring; at the end, the discs of
//! the winning four (the engine's `winning_discs`) carry a thick ring.

use super::{BoardInput, Painter, board_rect, coord_text, last_move_color, part, player_color};
use crate::app::i18n::T;
use crate::engine::Game;
use crate::games::{ConnectFour, ConnectFourState};
use eframe::egui::{Color32, Id, Pos2, Rect, Stroke, Ui, Vec2};

impl Painter for ConnectFour {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let (rows, cols) = (self.rows(), self.cols());
        let board = board_rect(ui, cols as f32 / rows as f32, 28.0);
        let canvas = ui.painter_at(board.expand(28.0 * super::text_scale(ui.ctx())));
        let side = board.width() / cols as f32;
        let lang = input.opts.lang;
        let view = input.view;
        let mover = self.turn(view).to_move();
        let frame_color = if ui.visuals().dark_mode {
            Color32::from_rgb(0x24, 0x4a, 0x9c)
        } else {
            Color32::from_rgb(0x2f, 0x5f, 0xc8)
        };
        canvas.rect_filled(board.expand(6.0), 10.0, frame_color);
        let hole = ui.visuals().extreme_bg_color;
        let last_cell = input.last.and_then(|col| top_disc(self, view, col));
        let won = self.winning_discs(view);
        let mut chosen = None;
        for col in 0..cols {
            let x = if input.opts.flip { cols - 1 - col } else { col };
            let rect = Rect::from_min_size(
                board.min + Vec2::new(x as f32 * side, 0.0),
                Vec2::new(side, board.height()),
            );
            let legal = input.legal.contains(&col);
            let filled = (0..rows)
                .filter(|&r| self.cell(view, r, col).is_some())
                .count();
            let label = format!("{} {}", T::Column.text(lang), col + 1);
            let value = input.marked_value(&col, format!("{filled}/{rows}"));
            let response = part(ui, rect, Id::unique(("c4-col", col)), label, value, legal);
            let landing = (legal && self.can_play(view, col))
                .then(|| landing_row(self, view, col))
                .flatten();
            if response.hovered() && legal {
                canvas.rect_filled(rect, 4.0, Color32::from_white_alpha(18));
            }
            for row in 0..rows {
                let center = Pos2::new(rect.center().x, board.max.y - (row as f32 + 0.5) * side);
                let radius = side * 0.4;
                let fill = self.cell(view, row, col).map_or(hole, player_color);
                canvas.circle_filled(center, radius, fill);
                if won & self.cell_bit(row, col) != 0 {
                    let color = if ui.visuals().dark_mode {
                        Color32::WHITE
                    } else {
                        Color32::from_gray(30)
                    };
                    let ring = Stroke::new(side * 0.06, color);
                    canvas.circle_stroke(center, radius * 0.92, ring);
                }
                if last_cell == Some((row, col)) {
                    let ring = Stroke::new(side * 0.07, last_move_color(ui));
                    canvas.circle_stroke(center, radius * 0.55, ring);
                }
                if landing == Some(row) {
                    if let (true, Some(p)) = (response.hovered(), mover) {
                        canvas.circle_filled(center, radius, player_color(p).gamma_multiply(0.6));
                    } else if input.opts.hints {
                        let weak = ui.visuals().weak_text_color().gamma_multiply(0.5);
                        canvas.circle_stroke(center, radius * 0.9, Stroke::new(2.0, weak));
                    }
                }
            }
            if input.opts.coordinates {
                let k = super::text_scale(ui.ctx());
                let pos = Pos2::new(rect.center().x, board.max.y + 18.0 * k);
                coord_text(ui, &canvas, pos, &(col + 1).to_string(), 15.0 * k);
            }
            if response.clicked() && legal {
                chosen = Some(col);
            }
        }
        // A move's mark sits where its disc would land.
        input.paint_marks(&canvas, |&col| {
            let row = landing_row(self, view, col)?;
            let x = if input.opts.flip { cols - 1 - col } else { col };
            let min = board.min + Vec2::new(x as f32 * side, (rows - 1 - row) as f32 * side);
            Some(Rect::from_min_size(min, Vec2::splat(side)))
        });
        chosen
    }
}

/// The row where a disc dropped into `col` lands.
fn landing_row(game: &ConnectFour, view: &ConnectFourState, col: u8) -> Option<u8> {
    let bit = game.landing_bit(view, col);
    (0..game.rows()).find(|&r| game.cell_bit(r, col) == bit)
}

/// The highest disc of column `col`, as (row, col).
fn top_disc(game: &ConnectFour, view: &ConnectFourState, col: u8) -> Option<(u8, u8)> {
    (0..game.rows())
        .rev()
        .find(|&r| game.cell(view, r, col).is_some())
        .map(|r| (r, col))
}
