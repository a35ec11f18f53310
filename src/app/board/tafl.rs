//! The Tablut and Ard-ri painter: a wooden board, files a.. from the left and ranks
//! 1.. from the bottom (turned over by the flip option), the throne and the four
//! corner fortresses marked, attackers dark, defenders light, the king crowned.
//!
//! Moves take two clicks: a piece of the side to move that the engine lists a
//! move for is selected (kept in egui memory with the position it was selected
//! in, so it is dropped when the position changes) and its legal destinations
//! show as dots; clicking one plays `from-to`, clicking anything else deselects.
//! The pieces the last move captured (the engine's `captures` from the position
//! before it) are faint red crosses. Each square is a widget named "Square e5"
//! whose value is its piece. Under the board: the action counter, the pieces
//! each side has lost, and "Forfeit".

use super::{BoardInput, Painter, board_rect, coord_text, last_move_color, part};
use crate::app::i18n::{Language, T};
use crate::engine::Game;
use crate::games::tafl::Piece;
use crate::games::{Tafl, TaflAction, TaflState};
use eframe::egui::{self, Color32, Id, Pos2, Rect, Shape, Stroke, StrokeKind, Ui, Vec2};

const WOOD: Color32 = Color32::from_rgb(0xd8, 0xb0, 0x78);
const WOOD_DARK: Color32 = Color32::from_rgb(0x9c, 0x6b, 0x38);
const GRAIN: Color32 = Color32::from_rgb(0x6b, 0x45, 0x1f);
const ATTACKER: Color32 = Color32::from_rgb(0x2b, 0x24, 0x20);
const DEFENDER: Color32 = Color32::from_rgb(0xf4, 0xec, 0xd8);
const GOLD: Color32 = Color32::from_rgb(0xd4, 0xa0, 0x17);
/// Room under the board for the counter and the forfeit button.
const FOOTER: f32 = 40.0;

impl Painter for Tafl {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<TaflAction> {
        let n = self.size();
        let avail = ui.available_size();
        let height = (avail.y - FOOTER).max(120.0);
        let board = ui
            .allocate_ui(Vec2::new(avail.x, height), |ui| board_rect(ui, 1.0, 28.0))
            .inner;
        let canvas = ui.painter_at(board.expand(28.0 * super::text_scale(ui.ctx())));
        canvas.rect_filled(board.expand(6.0), 6.0, WOOD_DARK);
        canvas.rect_filled(board, 2.0, WOOD);

        let selected = ui
            .data(|d| d.get_temp::<(TaflState, u8)>(selection_id()))
            .filter(|(at, _)| at == input.view)
            .map(|(_, sq)| sq)
            .filter(|&sq| movable(input, sq));
        let marks = Marks {
            selected,
            targets: selected.map_or_else(Vec::new, |from| {
                self.destinations(input.view, from)
                    .into_iter()
                    .filter(|&to| input.legal.contains(&TaflAction::Move { from, to }))
                    .collect()
            }),
            last: match input.last {
                Some(TaflAction::Move { from, to }) => [Some(from), Some(to)],
                _ => [None, None],
            },
            taken: match (input.before, input.last) {
                (Some(before), Some(a)) => self.captures(before, a),
                _ => Vec::new(),
            },
        };
        let mut clicked = None;
        for sq in 0..n * n {
            if self.draw_square(ui, &canvas, board, input, &marks, sq) {
                clicked = Some(sq);
            }
        }
        for k in 0..=n {
            let t = f32::from(k) * board.width() / f32::from(n);
            let stroke = Stroke::new(1.0, GRAIN);
            canvas.vline(board.min.x + t, board.y_range(), stroke);
            canvas.hline(board.x_range(), board.min.y + t, stroke);
        }
        let mut chosen = clicked.and_then(|sq| select(ui, input, selected, sq));
        if self.footer(ui, input) {
            chosen = Some(TaflAction::Forfeit);
        }
        chosen
    }
}

/// Where the selected piece is kept in egui memory, with its position.
fn selection_id() -> Id {
    Id::unique("tafl-selected")
}

/// What a click on square `sq` does: plays `selected-sq` when legal; otherwise
/// selects `sq` (a piece that can move, not already selected) or deselects.
fn select(
    ui: &Ui,
    input: &BoardInput<'_, Tafl>,
    selected: Option<u8>,
    sq: u8,
) -> Option<TaflAction> {
    let play = selected
        .map(|from| TaflAction::Move { from, to: sq })
        .filter(|a| input.legal.contains(a));
    let keep = (play.is_none() && selected != Some(sq) && movable(input, sq)).then_some(sq);
    ui.data_mut(|d| match keep {
        Some(sq) => {
            d.insert_temp(selection_id(), (*input.view, sq));
        }
        None => d.remove::<(TaflState, u8)>(selection_id()),
    });
    play
}

/// What the squares show besides their pieces.
struct Marks {
    /// The piece selected for a move.
    selected: Option<u8>,
    /// Its legal destinations.
    targets: Vec<u8>,
    /// The last move's squares.
    last: [Option<u8>; 2],
    /// The pieces the last move captured.
    taken: Vec<u8>,
}

impl Tafl {
    /// Draws square `sq` (its widget, wood, marks, piece and coordinates); true
    /// when it was clicked.
    fn draw_square(
        &self,
        ui: &mut Ui,
        canvas: &egui::Painter,
        board: Rect,
        input: &BoardInput<'_, Self>,
        marks: &Marks,
        sq: u8,
    ) -> bool {
        let n = self.size();
        let side = board.width() / f32::from(n);
        let (file, rank) = self.coords(sq);
        let (x, y) = if input.opts.flip {
            (n - 1 - file, rank)
        } else {
            (file, n - 1 - rank)
        };
        let rect = Rect::from_min_size(
            board.min + Vec2::new(f32::from(x), f32::from(y)) * side,
            Vec2::splat(side),
        );
        let lang = input.opts.lang;
        let piece = self.piece(input.view, sq);
        let label = format!("{} {}", T::Square.text(lang), self.square_name(sq));
        let value = piece_name(piece, lang).to_owned();
        let response = part(
            ui,
            rect,
            Id::unique(("tafl-square", sq)),
            label,
            value,
            !input.legal.is_empty(),
        );
        self.paint_square(canvas, rect, sq);
        if marks.last.contains(&Some(sq)) {
            let mark = Stroke::new(side * 0.05, last_move_color(ui));
            canvas.rect_stroke(rect.shrink(1.0), 0.0, mark, StrokeKind::Inside);
        }
        if response.hovered() && movable(input, sq) {
            canvas.rect_filled(rect.shrink(1.0), 0.0, Color32::from_white_alpha(40));
        }
        if marks.selected == Some(sq) {
            let ring = Stroke::new(side * 0.06, GOLD);
            canvas.rect_stroke(rect.shrink(2.0), 2.0, ring, StrokeKind::Inside);
        }
        if let Some(p) = piece {
            draw_piece(canvas, rect.center(), side, p);
        } else if marks.taken.contains(&sq) {
            let red = Color32::from_rgba_unmultiplied(0xc0, 0x20, 0x20, 0x90);
            cross(
                canvas,
                rect.shrink(side * 0.28),
                Stroke::new(side * 0.07, red),
            );
        }
        if marks.targets.contains(&sq) {
            let dot = Color32::from_rgba_unmultiplied(0x20, 0x60, 0x20, 0xb0);
            canvas.circle_filled(rect.center(), side * 0.13, dot);
        }
        let k = super::text_scale(ui.ctx());
        if input.opts.coordinates && y == n - 1 {
            let pos = Pos2::new(rect.center().x, board.max.y + 17.0 * k);
            coord_text(
                ui,
                canvas,
                pos,
                &char::from(b'a' + file).to_string(),
                15.0 * k,
            );
        }
        if input.opts.coordinates && x == 0 {
            let pos = Pos2::new(board.min.x - 17.0 * k, rect.center().y);
            coord_text(ui, canvas, pos, &(rank + 1).to_string(), 15.0 * k);
        }
        response.clicked()
    }

    /// Paints the square's wood: the throne and the corner fortresses are darker
    /// and carry a cross (the throne also a frame).
    fn paint_square(&self, canvas: &egui::Painter, rect: Rect, sq: u8) {
        if !self.is_fortress(sq) {
            return;
        }
        canvas.rect_filled(rect, 0.0, WOOD_DARK);
        let inner = rect.shrink(rect.width() * 0.18);
        let stroke = Stroke::new(rect.width() * 0.04, GRAIN);
        cross(canvas, inner, stroke);
        if sq == self.throne() {
            canvas.rect_stroke(inner, 2.0, stroke, StrokeKind::Middle);
        }
    }

    /// The row under the board: "Ply 12 / draw at 300", the pieces lost by each
    /// side, and the forfeit button. True when the button was clicked.
    fn footer(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> bool {
        let lang = input.opts.lang;
        let (a0, d0) = self.pawn_counts(&self.initial_state());
        let (a, d) = self.pawn_counts(input.view);
        let forfeit = input.legal.contains(&TaflAction::Forfeit);
        ui.horizontal(|ui| {
            ui.label(format!(
                "{} {} / {} {}",
                T::Ply.text(lang),
                input.view.plies(),
                T::DrawAt.text(lang),
                self.draw_limit()
            ));
            ui.separator();
            ui.label(format!(
                "{}: {} {}, {} {}",
                T::Captured.text(lang),
                T::Attackers.text(lang),
                a0 - a,
                T::Defenders.text(lang),
                d0 - d
            ));
            ui.separator();
            ui.add_enabled(forfeit, egui::Button::new(T::Forfeit.text(lang)))
                .clicked()
        })
        .inner
    }
}

/// Whether the engine lists a move from `sq`.
fn movable(input: &BoardInput<'_, Tafl>, sq: u8) -> bool {
    input
        .legal
        .iter()
        .any(|a| matches!(a, TaflAction::Move { from, .. } if *from == sq))
}

fn piece_name(piece: Option<Piece>, lang: Language) -> &'static str {
    match piece {
        None => T::EmptySquare.text(lang),
        Some(Piece::Attacker) => T::Attacker.text(lang),
        Some(Piece::Defender) => T::Defender.text(lang),
        Some(Piece::King) => T::King.text(lang),
    }
}

/// Two diagonals across `rect`.
fn cross(canvas: &egui::Painter, rect: Rect, stroke: Stroke) {
    canvas.line_segment([rect.left_top(), rect.right_bottom()], stroke);
    canvas.line_segment([rect.right_top(), rect.left_bottom()], stroke);
}

/// A round piece; the king is light with a gold ring and a crown.
fn draw_piece(canvas: &egui::Painter, c: Pos2, side: f32, piece: Piece) {
    let r = side * 0.36;
    let (fill, edge) = match piece {
        Piece::Attacker => (ATTACKER, Color32::from_gray(0x8a)),
        Piece::Defender | Piece::King => (DEFENDER, GRAIN),
    };
    canvas.circle_filled(
        c + Vec2::splat(side * 0.03),
        r,
        Color32::from_black_alpha(70),
    );
    canvas.circle_filled(c, r, fill);
    canvas.circle_stroke(c, r, Stroke::new(side * 0.03, edge));
    if piece == Piece::King {
        canvas.circle_stroke(c, r * 0.82, Stroke::new(side * 0.05, GOLD));
        let (w, h) = (r * 0.55, r * 0.45);
        let crown = [
            c + Vec2::new(-w, h * 0.6),
            c + Vec2::new(-w, -h * 0.6),
            c + Vec2::new(-w * 0.5, 0.0),
            c + Vec2::new(0.0, -h),
            c + Vec2::new(w * 0.5, 0.0),
            c + Vec2::new(w, -h * 0.6),
            c + Vec2::new(w, h * 0.6),
        ];
        canvas.add(Shape::closed_line(
            crown.to_vec(),
            Stroke::new(side * 0.04, GOLD),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::BoardOptions;
    use crate::engine::{Actor, available};
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn select_then_destination_returns_the_move() {
        let game = Tafl::ard_ri();
        let state = game.initial_state();
        let legal = available(&game, &state, Actor::Player(0));
        let names: Vec<String> = legal.iter().map(|&a| game.notation(&state, a)).collect();
        let opts = BoardOptions {
            hints: true,
            coordinates: true,
            flip: false,
            legend: true,
            lang: Language::English,
        };
        let paint = |ui: &mut Ui, out: &mut Vec<TaflAction>| {
            let input = BoardInput {
                game: &game,
                view: &state,
                legal: &legal,
                names: &names,
                last: None,
                before: None,
                opts,
                marks: &[],
                graph: None,
            };
            out.extend(game.paint(ui, &input));
        };
        let mut h = Harness::builder()
            .with_size(eframe::egui::vec2(600.0, 640.0))
            .build_ui_state(paint, Vec::new());
        h.run();
        // A defender is not the mover's: no selection, and c2 plays nothing.
        for sq in ["Square c3", "Square c2", "Square a3", "Square b3"] {
            h.get_by_label(sq).click();
            h.run();
        }
        let (a3, b3) = (game.square(0, 2), game.square(1, 2));
        let expected = a3.zip(b3).map(|(from, to)| TaflAction::Move { from, to });
        assert_eq!(h.state().as_slice(), expected.as_slice());
        assert_eq!(h.get_by_label("Square d4").value().as_deref(), Some("King"));
        h.get_by_label("Forfeit").click();
        h.run();
        assert_eq!(h.state().last(), Some(&TaflAction::Forfeit));
    }
}
