//! The tic-tac-toe painter (and phantom tic-tac-toe's, which shows only the marks
//! of its view): a 3x3 grid, X for player 0 and O for player 1, cells named
//! "Cell 1" .. "Cell 9" in reading order (the game's notation); the cells of a
//! complete line are tinted with the winner's colour.

use super::{BoardInput, Painter, board_rect, coord_text, last_move_color, part, player_color};
use crate::app::i18n::T;
use crate::engine::{Game, Player};
use crate::games::{PhantomTicTacToe, TicTacToe, TicTacToeState};
use eframe::egui::{Color32, Id, Painter as Canvas, Pos2, Rect, Stroke, Ui, Vec2};

impl Painter for TicTacToe {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let view = input.view;
        let mover = input.game.turn(view).to_move();
        grid(ui, &|i| view.cell(i), view.winning_cells(), mover, input)
    }
}

/// Phantom tic-tac-toe draws the marks its view holds: the viewer's own and the
/// opponent's it has bumped into (everything for the omniscient viewer).
impl Painter for PhantomTicTacToe {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u8> {
        let marks = input.view.marks;
        let cell = |i: usize| (0..2).find(|&p| marks[p] & (1 << i) != 0);
        let won = TicTacToeState { marks }.winning_cells();
        grid(ui, &cell, won, input.view.to_move, input)
    }
}

/// The 3x3 grid with the marks `cell` gives, the cells of `won` (complete
/// lines) highlighted, and the input's annotations over the cells; returns the
/// legal cell clicked.
fn grid<G: Game<Action = u8>>(
    ui: &mut Ui,
    cell: &dyn Fn(usize) -> Option<Player>,
    won: u16,
    mover: Option<Player>,
    input: &BoardInput<'_, G>,
) -> Option<u8> {
    let (legal_cells, last, opts) = (input.legal, input.last, input.opts);
    let board = board_rect(ui, 1.0, 24.0);
    let canvas = ui.painter_at(board.expand(24.0 * super::text_scale(ui.ctx())));
    let side = board.width() / 3.0;
    let lang = opts.lang;
    canvas.rect_filled(board, 8.0, ui.visuals().extreme_bg_color);
    let cell_rect = |i: u8| {
        let (r, c) = (i / 3, i % 3);
        let (dr, dc) = if opts.flip { (2 - r, 2 - c) } else { (r, c) };
        Rect::from_min_size(
            board.min + Vec2::new(dc as f32 * side, dr as f32 * side),
            Vec2::splat(side),
        )
    };
    let mut chosen = None;
    for i in 0..9u8 {
        let rect = cell_rect(i);
        let owner = cell(i as usize);
        let legal = legal_cells.contains(&i);
        let value = match owner {
            Some(0) => "X".to_string(),
            Some(_) => "O".to_string(),
            None => "-".to_string(),
        };
        let label = format!("{} {}", T::Cell.text(lang), i + 1);
        let value = input.marked_value(&i, value);
        let response = part(ui, rect, Id::unique(("ttt-cell", i)), label, value, legal);
        let inner = rect.shrink(side * 0.2);
        if last == Some(i) {
            canvas.rect_filled(
                rect.shrink(3.0),
                6.0,
                last_move_color(ui).gamma_multiply(0.25),
            );
        }
        if let (Some(p), true) = (owner, won & (1 << i) != 0) {
            canvas.rect_filled(rect.shrink(3.0), 6.0, player_color(p).gamma_multiply(0.3));
        }
        match owner {
            Some(p) => mark(&canvas, inner, p, 1.0),
            None if legal && response.hovered() => {
                if let Some(p) = mover {
                    mark(&canvas, inner, p, 0.35);
                }
            }
            None if legal && opts.hints => {
                let color = ui.visuals().weak_text_color().gamma_multiply(0.6);
                canvas.circle_filled(rect.center(), side * 0.05, color);
            }
            None => {}
        }
        if opts.coordinates {
            // Never under the captions' least size, however small the cells.
            let size = super::fitted_text(ui.ctx(), side * 0.08, f32::INFINITY);
            let pos = rect.min + Vec2::splat((side * 0.1).max(size * 0.7));
            coord_text(ui, &canvas, pos, &(i + 1).to_string(), size);
        }
        if response.clicked() {
            chosen = Some(i);
        }
    }
    let grid = Stroke::new(3.0, ui.visuals().widgets.noninteractive.fg_stroke.color);
    for k in 1..3 {
        let d = k as f32 * side;
        let inset = side * 0.08;
        canvas.line_segment(
            [
                Pos2::new(board.min.x + d, board.min.y + inset),
                Pos2::new(board.min.x + d, board.max.y - inset),
            ],
            grid,
        );
        canvas.line_segment(
            [
                Pos2::new(board.min.x + inset, board.min.y + d),
                Pos2::new(board.max.x - inset, board.min.y + d),
            ],
            grid,
        );
    }
    input.paint_marks(&canvas, |&i| Some(cell_rect(i).shrink(side * 0.1)));
    chosen
}

/// X (player 0) or O (player 1) inside `rect`, with `alpha` for previews.
fn mark(canvas: &Canvas, rect: Rect, p: Player, alpha: f32) {
    let color: Color32 = player_color(p).gamma_multiply(alpha);
    let width = rect.width() * 0.12;
    if p == 0 {
        let stroke = Stroke::new(width, color);
        canvas.line_segment([rect.left_top(), rect.right_bottom()], stroke);
        canvas.line_segment([rect.right_top(), rect.left_bottom()], stroke);
    } else {
        canvas.circle_stroke(
            rect.center(),
            rect.width() * 0.45,
            Stroke::new(width, color),
        );
    }
}
