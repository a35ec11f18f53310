//! The Nim painter: each heap is a stack of tokens, bottom to top. Clicking a
//! token takes it and every token above it; hovering shows what would be taken.
//! Tokens are widgets named "Heap 2 object 3" (counted from the bottom). The
//! tokens taken by the last move stay as faint outlines.

use super::{BoardInput, Painter, board_rect, coord_text, last_move_color, part, player_color};
use crate::app::i18n::T;
use crate::engine::Game;
use crate::games::{Nim, Take};
use eframe::egui::{Color32, Id, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};

impl Painter for Nim {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<Take> {
        let n = self.heap_count();
        let start = self.initial_state().heaps;
        let tallest = start.iter().copied().max().unwrap_or(1).max(1) as usize;
        let board = board_rect(ui, (n as f32 * 1.4) / (tallest as f32 * 0.55 + 1.0), 28.0);
        let canvas = ui.painter_at(board.expand(28.0 * super::text_scale(ui.ctx())));
        let lang = input.opts.lang;
        let column = board.width() / n as f32;
        let token_h = (board.height() / (tallest as f32 + 1.0))
            .min(column * 0.35)
            .min(40.0);
        let token_w = (column * 0.6).min(110.0);
        let wood = Color32::from_rgb(0xc9, 0x9a, 0x5b);
        let mover = self.turn(input.view).to_move().unwrap_or(0);
        let mut chosen = None;
        for heap in 0..n {
            let x = if input.opts.flip { n - 1 - heap } else { heap };
            let size = input.view.heaps[heap] as usize;
            let cx = board.min.x + (x as f32 + 0.5) * column;
            let token = |k: usize| {
                let y = board.max.y - (k as f32 + 0.5) * token_h;
                Rect::from_center_size(Pos2::new(cx, y), Vec2::new(token_w, token_h * 0.78))
            };
            let base = Rect::from_center_size(
                Pos2::new(cx, board.max.y + 3.0),
                Vec2::new(column * 0.85, 4.0),
            );
            canvas.rect_filled(
                base,
                2.0,
                ui.visuals().widgets.noninteractive.bg_stroke.color,
            );
            // Tokens are laid bottom-up, so a hovered token dooms itself and the rest.
            let mut doomed = false;
            for k in 0..size {
                let take = Take {
                    heap: heap as u8,
                    count: (size - k) as u8,
                };
                let legal = input.legal.contains(&take);
                let label = format!(
                    "{} {} {} {}",
                    T::Heap.text(lang),
                    heap + 1,
                    T::Object.text(lang),
                    k + 1
                );
                let id = Id::unique(("nim-token", heap, k));
                let value = input.marked_value(&take, format!("{}:{}", heap + 1, size - k));
                let response = part(ui, token(k), id, label, value, legal);
                doomed |= response.hovered() && legal;
                if response.clicked() && legal {
                    chosen = Some(take);
                }
                let fill = if doomed {
                    player_color(mover).gamma_multiply(0.55)
                } else {
                    wood
                };
                let stroke = Stroke::new(1.0, Color32::from_rgb(0x6b, 0x4a, 0x22));
                canvas.rect_filled(token(k), token_h * 0.2, fill);
                canvas.rect_stroke(token(k), token_h * 0.2, stroke, StrokeKind::Inside);
            }
            if let Some(last) = input.last.filter(|t| t.heap as usize == heap) {
                let ghost = Stroke::new(1.5, last_move_color(ui).gamma_multiply(0.7));
                for k in size..size + last.count as usize {
                    canvas.rect_stroke(token(k), token_h * 0.2, ghost, StrokeKind::Inside);
                }
            }
            if input.opts.coordinates {
                let k = super::text_scale(ui.ctx());
                let below = Pos2::new(cx, board.max.y + 18.0 * k);
                let text = format!("{} ({size})", heap + 1);
                coord_text(ui, &canvas, below, &text, 15.0 * k);
            }
            // A take's mark sits on the lowest token it takes (the one clicked).
            input.paint_marks(&canvas, |t| {
                let size = size as u8;
                (t.heap as usize == heap && t.count <= size)
                    .then(|| token(usize::from(size - t.count)))
            });
        }
        chosen
    }
}
