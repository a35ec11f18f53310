//! Painters for the grid games of seed 003: Chomp (a chocolate bar, the poisoned
//! square top left in a colour of its own; hovering a square previews everything
//! it would eat) and Cram (a grid where each domino laid is drawn as one joined
//! piece over its two cells, as the engine reports them; each free pair of
//! neighbours has a handle on the line between the two cells that places it,
//! previewed on hover). Both show their coordinates in the notation of their
//! moves (`r,c`, from 1): row numbers on the left, column numbers on top. Each
//! clickable part is a widget named by the move's notation.

use super::strings::B;
use super::{BoardInput, Painter, board_rect, coordinate, last_move_color, part, player_color};
use crate::app::i18n::{Language, T};
use crate::engine::Game;
use crate::games::chomp::{eaten_by, square};
use crate::games::cram::VERTICAL;
use crate::games::{Chomp, Cram};
use eframe::egui::{Color32, Id, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};

/// The poisoned square's colour: a magenta used nowhere else in the studio
/// (green and red are the solver's wins and losses, the players have red,
/// yellow, blue and green, the last move is blue, the search tree's marks
/// orange, purple and yellow).
pub const POISON: Color32 = Color32::from_rgb(0xc8, 0x2e, 0xb4);

/// A grid of `rows` x `cols` square cells drawn in `board`, flipped or not.
#[derive(Clone, Copy)]
struct Grid {
    board: Rect,
    side: f32,
    rows: u8,
    cols: u8,
    flip: bool,
}

impl Grid {
    /// The grid in the space `ui` offers, with room for the coordinates.
    fn new(ui: &mut Ui, rows: u8, cols: u8, flip: bool) -> Grid {
        let board = board_rect(ui, cols as f32 / rows as f32, 32.0);
        Grid {
            board,
            side: board.width() / cols as f32,
            rows,
            cols,
            flip,
        }
    }

    /// The rect of cell (`r`, `c`), both from 0.
    fn cell(&self, r: u8, c: u8) -> Rect {
        let (r, c) = if self.flip {
            (self.rows - 1 - r, self.cols - 1 - c)
        } else {
            (r, c)
        };
        Rect::from_min_size(
            self.board.min + Vec2::new(c as f32 * self.side, r as f32 * self.side),
            Vec2::splat(self.side),
        )
    }

    /// The rect of the cell with bit index `i` (`8 * row + col`).
    fn cell_at(&self, i: u8) -> Rect {
        self.cell(i / 8, i % 8)
    }

    /// The row numbers on the left and the column numbers on top, from 1 as
    /// the moves write them, each named for accessibility.
    fn coordinates(&self, ui: &mut Ui, canvas: &eframe::egui::Painter, game: &str, lang: Language) {
        let band = self.side.min(28.0 * super::text_scale(ui.ctx()));
        for r in 0..self.rows {
            let cell = self.cell(r, 0);
            let rect = Rect::from_min_max(
                Pos2::new(self.board.min.x - band, cell.min.y),
                Pos2::new(self.board.min.x, cell.max.y),
            );
            let name = format!("{} {}", B::Row.text(lang), r + 1);
            coordinate(
                ui,
                canvas,
                rect,
                Id::unique((game, "row", r)),
                name,
                &(r + 1).to_string(),
            );
        }
        for c in 0..self.cols {
            let cell = self.cell(0, c);
            let rect = Rect::from_min_max(
                Pos2::new(cell.min.x, self.board.min.y - band),
                Pos2::new(cell.max.x, self.board.min.y),
            );
            let name = format!("{} {}", T::Column.text(lang), c + 1);
            coordinate(
                ui,
                canvas,
                rect,
                Id::unique((game, "col", c)),
                name,
                &(c + 1).to_string(),
            );
        }
    }
}

/// The notation of `a` if it is legal.
fn name_of<A: PartialEq>(input_legal: &[A], names: &[String], a: &A) -> Option<String> {
    input_legal
        .iter()
        .position(|b| b == a)
        .map(|i| names[i].clone())
}

/// The legend under Chomp's bar: a swatch of the poison's colour and its meaning.
fn poison_legend(ui: &mut Ui, lang: Language) {
    ui.horizontal(|ui| {
        let (swatch, _) = ui.allocate_exact_size(Vec2::splat(14.0), eframe::egui::Sense::hover());
        ui.painter().rect_filled(swatch, 3.0, POISON);
        ui.label(B::PoisonLegend.text(lang));
    });
}

impl Painter for Chomp {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let lang = input.opts.lang;
        if input.opts.legend {
            poison_legend(ui, lang);
        }
        let grid = Grid::new(ui, self.rows(), self.cols(), input.opts.flip);
        let side = grid.side;
        let canvas = ui.painter_at(grid.board.expand(32.0 * super::text_scale(ui.ctx())));
        let bar = input.view.board;
        let chocolate = Color32::from_rgb(0x6b, 0x3f, 0x1f);
        let mover = self.turn(input.view).to_move().unwrap_or(0);
        let mut hovered = None;
        let mut chosen = None;
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let i = 8 * r + c;
                let on_bar = bar & square(r, c) != 0;
                let label = format!("{} {},{}", T::Cell.text(lang), r + 1, c + 1);
                let value = match (on_bar, i) {
                    (true, 0) => format!("{}, {}", B::Chocolate.text(lang), B::Poisoned.text(lang)),
                    (true, _) => B::Chocolate.text(lang).to_string(),
                    (false, _) => B::Eaten.text(lang).to_string(),
                };
                let value = input.marked_value(&i, value);
                let legal = name_of(input.legal, input.names, &i).is_some();
                let id = Id::unique(("chomp", i));
                let response = part(ui, grid.cell(r, c), id, label, value, legal);
                if response.hovered() && legal {
                    hovered = Some(i);
                }
                if response.clicked() && legal {
                    chosen = Some(i);
                }
            }
        }
        let doomed = hovered.map_or(0, |i| eaten_by(i) & bar);
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let rect = grid.cell(r, c).shrink(2.0);
                let bit = square(r, c);
                if bar & bit == 0 {
                    let weak = Stroke::new(1.0, ui.visuals().weak_text_color());
                    canvas.rect_stroke(rect, 4.0, weak, StrokeKind::Inside);
                    continue;
                }
                let fill = match (doomed & bit != 0, (r, c) == (0, 0)) {
                    (true, _) => player_color(mover).gamma_multiply(0.7),
                    (false, true) => POISON,
                    (false, false) => chocolate,
                };
                canvas.rect_filled(rect, 4.0, fill);
                if (r, c) == (0, 0) {
                    poison_cross(&canvas, rect, side);
                }
            }
        }
        if input.opts.coordinates {
            grid.coordinates(ui, &canvas, "chomp", lang);
        }
        if let Some(last) = input.last {
            let stroke = Stroke::new(3.0, last_move_color(ui));
            canvas.rect_stroke(
                grid.cell_at(last).shrink(3.0),
                4.0,
                stroke,
                StrokeKind::Inside,
            );
        }
        input.paint_marks(&canvas, |&i| Some(grid.cell_at(i).shrink(side * 0.08)));
        chosen
    }
}

/// The cross on the poisoned square, in a light ink over [`POISON`].
fn poison_cross(canvas: &eframe::egui::Painter, rect: Rect, side: f32) {
    let ink = Stroke::new(side * 0.07, Color32::from_rgb(0xfb, 0xe8, 0xf8));
    let inset = side * 0.28;
    canvas.line_segment(
        [
            rect.left_top() + Vec2::splat(inset),
            rect.right_bottom() - Vec2::splat(inset),
        ],
        ink,
    );
    canvas.line_segment(
        [
            rect.right_top() + Vec2::new(-inset, inset),
            rect.left_bottom() + Vec2::new(inset, -inset),
        ],
        ink,
    );
}

/// The two cells of domino `d` on `grid` and the handle between them.
fn domino_rects(grid: &Grid, d: u8) -> (Rect, Rect, Rect) {
    let i = d % VERTICAL;
    let second = if d >= VERTICAL { i + 8 } else { i + 1 };
    let (a, b) = (grid.cell_at(i), grid.cell_at(second));
    let handle = Rect::from_center_size(
        Pos2::new(
            (a.center().x + b.center().x) / 2.0,
            (a.center().y + b.center().y) / 2.0,
        ),
        Vec2::splat(grid.side * 0.45),
    );
    (a, b, handle)
}

/// One domino lying over the cells `a` and `b`: one body across both, with
/// the line that halves a domino; `known` false draws it paler (one way to
/// cover cells set up without their dominoes).
fn paint_domino(canvas: &eframe::egui::Painter, a: Rect, b: Rect, side: f32, known: bool) {
    let body = a.union(b).shrink(side * 0.08);
    let ivory = Color32::from_rgb(0xee, 0xe8, 0xd6);
    let fill = if known {
        ivory
    } else {
        ivory.gamma_multiply(0.55)
    };
    let edge = Color32::from_rgb(0x3a, 0x34, 0x2a);
    canvas.rect_filled(body, side * 0.14, fill);
    canvas.rect_stroke(
        body,
        side * 0.14,
        Stroke::new(2.0, edge),
        StrokeKind::Inside,
    );
    let mid = Pos2::new(
        (a.center().x + b.center().x) / 2.0,
        (a.center().y + b.center().y) / 2.0,
    );
    let across = if (a.center().y - b.center().y).abs() < 1.0 {
        Vec2::new(0.0, side * 0.25)
    } else {
        Vec2::new(side * 0.25, 0.0)
    };
    canvas.line_segment(
        [mid - across, mid + across],
        Stroke::new(1.5, edge.gamma_multiply(0.6)),
    );
}

impl Painter for Cram {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let lang = input.opts.lang;
        let grid = Grid::new(ui, self.rows(), self.cols(), input.opts.flip);
        let side = grid.side;
        let canvas = ui.painter_at(grid.board.expand(32.0 * super::text_scale(ui.ctx())));
        let mover = self.turn(input.view).to_move().unwrap_or(0);
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let rect = grid.cell(r, c).shrink(2.0);
                canvas.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
            }
        }
        let dominoes = self.dominoes(input.view);
        let lying = (dominoes.laid.iter().map(|&d| (d, true)))
            .chain(dominoes.inferred.iter().map(|&d| (d, false)));
        for (d, known) in lying {
            let (a, b, _) = domino_rects(&grid, d);
            paint_domino(&canvas, a, b, side, known);
            let name = self.notation(input.view, d);
            let label = format!("{} {name}", B::PlacedDomino.text(lang));
            let value = if known { B::Laid } else { B::SetUp }
                .text(lang)
                .to_string();
            part(
                ui,
                a.union(b),
                Id::unique(("cram-laid", d)),
                label,
                value,
                false,
            );
        }
        if let Some(last) = input.last {
            let (a, b, _) = domino_rects(&grid, last);
            let stroke = Stroke::new(3.0, last_move_color(ui));
            canvas.rect_stroke(
                a.union(b).shrink(3.0),
                side * 0.14,
                stroke,
                StrokeKind::Inside,
            );
        }
        if input.opts.coordinates {
            grid.coordinates(ui, &canvas, "cram", lang);
        }
        let mut chosen = None;
        for (&d, name) in input.legal.iter().zip(input.names) {
            let (a, b, handle) = domino_rects(&grid, d);
            let label = format!("{} {name}", T::Domino.text(lang));
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
            let (_, _, handle) = domino_rects(&grid, d);
            Some(handle.expand(side * 0.12))
        });
        chosen
    }
}
