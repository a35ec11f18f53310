//! Painters for the grid games of seed 003: Chomp (a chocolate bar, the poisoned
//! square top left; hovering a square previews everything it would eat) and Cram
//! (a grid where each free pair of neighbours is a domino: the handle on the line
//! between the two cells places it, previewed on hover). Each clickable part is a
//! widget named by the move's notation.

use super::{BoardInput, Painter, board_rect, last_move_color, part, player_color};
use crate::app::i18n::T;
use crate::engine::Game;
use crate::games::chomp::{eaten_by, square};
use crate::games::cram::VERTICAL;
use crate::games::{Chomp, Cram};
use eframe::egui::{Color32, Id, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};

/// The rect of cell (`r`, `c`) on a board of `side`-sized cells (flip turns it).
fn cell_rect(board: Rect, side: f32, (rows, cols): (u8, u8), r: u8, c: u8, flip: bool) -> Rect {
    let (r, c) = if flip {
        (rows - 1 - r, cols - 1 - c)
    } else {
        (r, c)
    };
    Rect::from_min_size(
        board.min + Vec2::new(c as f32 * side, r as f32 * side),
        Vec2::splat(side),
    )
}

/// The notation of `a` if it is legal.
fn name_of<A: PartialEq>(input_legal: &[A], names: &[String], a: &A) -> Option<String> {
    input_legal
        .iter()
        .position(|b| b == a)
        .map(|i| names[i].clone())
}

impl Painter for Chomp {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let (rows, cols) = (self.rows(), self.cols());
        let board = board_rect(ui, cols as f32 / rows as f32, 24.0);
        let canvas = ui.painter_at(board.expand(24.0));
        let side = board.width() / cols as f32;
        let bar = input.view.board;
        let chocolate = Color32::from_rgb(0x6b, 0x3f, 0x1f);
        let mover = self.turn(input.view).to_move().unwrap_or(0);
        let mut hovered = None;
        let mut chosen = None;
        for r in 0..rows {
            for c in 0..cols {
                let i = 8 * r + c;
                let rect = cell_rect(board, side, (rows, cols), r, c, input.opts.flip);
                let on_bar = bar & square(r, c) != 0;
                let label = format!("{} {},{}", T::Cell.text(input.opts.lang), r + 1, c + 1);
                let value = if on_bar { "chocolate" } else { "eaten" }.to_string();
                let value = input.marked_value(&i, value);
                let legal = name_of(input.legal, input.names, &i).is_some();
                let response = part(ui, rect, Id::unique(("chomp", i)), label, value, legal);
                if response.hovered() && legal {
                    hovered = Some(i);
                }
                if response.clicked() && legal {
                    chosen = Some(i);
                }
            }
        }
        let doomed = hovered.map_or(0, |i| eaten_by(i) & bar);
        for r in 0..rows {
            for c in 0..cols {
                let rect = cell_rect(board, side, (rows, cols), r, c, input.opts.flip).shrink(2.0);
                let bit = square(r, c);
                if bar & bit == 0 {
                    canvas.rect_stroke(
                        rect,
                        4.0,
                        Stroke::new(1.0, ui.visuals().weak_text_color()),
                        StrokeKind::Inside,
                    );
                    continue;
                }
                let fill = if doomed & bit != 0 {
                    player_color(mover).gamma_multiply(0.7)
                } else {
                    chocolate
                };
                canvas.rect_filled(rect, 4.0, fill);
                if (r, c) == (0, 0) {
                    // The poisoned square.
                    let poison = Stroke::new(side * 0.08, Color32::from_rgb(0x7c, 0xd9, 0x5a));
                    canvas.line_segment(
                        [
                            rect.left_top() + Vec2::splat(side * 0.25),
                            rect.right_bottom() - Vec2::splat(side * 0.25),
                        ],
                        poison,
                    );
                    canvas.line_segment(
                        [
                            rect.right_top() + Vec2::new(-side * 0.25, side * 0.25),
                            rect.left_bottom() + Vec2::new(side * 0.25, -side * 0.25),
                        ],
                        poison,
                    );
                }
            }
        }
        if let Some(last) = input.last {
            let rect = cell_rect(
                board,
                side,
                (rows, cols),
                last / 8,
                last % 8,
                input.opts.flip,
            );
            canvas.rect_stroke(
                rect.shrink(3.0),
                4.0,
                Stroke::new(3.0, last_move_color(ui)),
                StrokeKind::Inside,
            );
        }
        let flip = input.opts.flip;
        input.paint_marks(&canvas, |&i| {
            let rect = cell_rect(board, side, (rows, cols), i / 8, i % 8, flip);
            Some(rect.shrink(side * 0.08))
        });
        chosen
    }
}

impl Painter for Cram {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let (rows, cols) = (self.rows(), self.cols());
        let board = board_rect(ui, cols as f32 / rows as f32, 24.0);
        let canvas = ui.painter_at(board.expand(24.0));
        let side = board.width() / cols as f32;
        let covered = input.view.covered;
        let mover = self.turn(input.view).to_move().unwrap_or(0);
        let flip = input.opts.flip;
        for r in 0..rows {
            for c in 0..cols {
                let rect = cell_rect(board, side, (rows, cols), r, c, flip).shrink(2.0);
                let fill = if covered & square(r, c) != 0 {
                    ui.visuals().widgets.inactive.bg_fill
                } else {
                    ui.visuals().extreme_bg_color
                };
                canvas.rect_filled(rect, 3.0, fill);
            }
        }
        if let Some(last) = input.last {
            let cells = Cram::cells(last);
            for r in 0..rows {
                for c in 0..cols {
                    if cells & square(r, c) != 0 {
                        let rect = cell_rect(board, side, (rows, cols), r, c, flip);
                        canvas.rect_stroke(
                            rect.shrink(3.0),
                            3.0,
                            Stroke::new(3.0, last_move_color(ui)),
                            StrokeKind::Inside,
                        );
                    }
                }
            }
        }
        // The two cells of domino `d` and the handle between them.
        let domino = |d: u8| {
            let i = d % VERTICAL;
            let (r, c) = (i / 8, i % 8);
            let (r2, c2) = if d >= VERTICAL {
                (r + 1, c)
            } else {
                (r, c + 1)
            };
            let a = cell_rect(board, side, (rows, cols), r, c, flip);
            let b = cell_rect(board, side, (rows, cols), r2, c2, flip);
            let handle = Rect::from_center_size(
                Pos2::new(
                    (a.center().x + b.center().x) / 2.0,
                    (a.center().y + b.center().y) / 2.0,
                ),
                Vec2::splat(side * 0.45),
            );
            (a, b, handle)
        };
        let mut chosen = None;
        for (&d, name) in input.legal.iter().zip(input.names) {
            let (a, b, handle) = domino(d);
            let label = format!("{} {name}", T::Domino.text(input.opts.lang));
            let value = input.marked_value(&d, name.clone());
            let response = part(ui, handle, Id::unique(("cram", d)), label, value, true);
            if response.hovered() {
                canvas.rect_filled(
                    a.union(b).shrink(side * 0.12),
                    side * 0.15,
                    player_color(mover).gamma_multiply(0.6),
                );
            } else if input.opts.hints {
                canvas.circle_filled(
                    handle.center(),
                    side * 0.05,
                    ui.visuals().weak_text_color().gamma_multiply(0.6),
                );
            }
            if response.clicked() {
                chosen = Some(d);
            }
        }
        // Around the handle: the dominoes' own outlines would overlap.
        input.paint_marks(&canvas, |&d| {
            let (_, _, handle) = domino(d);
            Some(handle.expand(side * 0.12))
        });
        chosen
    }
}
