//! The painter for Pig: each player's banked score against the target (a number
//! and a bar), the turn total of the player to move, and the die with the face
//! of the last roll (a 1 says that the turn total was lost). The legal actions
//! are buttons in the studio's language. The score, the turn total and the die
//! are widgets with accessible names ("Score of Player 1", value `12 / 20`).

use super::strings::B;
use super::{BoardInput, Painter, part, player_color, player_text_color};
use crate::app::i18n::{Language, player_name};
use crate::games::{Pig, PigAction};
use eframe::egui::{self, Align2, Color32, FontId, Id, Pos2, Rect, RichText, Stroke, Ui, Vec2};

impl Painter for Pig {
    fn paint<'a>(&self, ui: &mut Ui, input: &BoardInput<'a, Self>) -> Option<PigAction> {
        let lang = input.opts.lang;
        let v = input.view;
        // Its texts grow with the content's share of the zoom, and the
        // room they take with them.
        let k = super::text_scale(ui.ctx());
        let width = ui.available_width().clamp(240.0, 720.0);
        let full = Vec2::new(ui.available_width(), (width * 0.42).max(130.0 + 140.0 * k));
        let (row, _) = ui.allocate_exact_size(full, egui::Sense::hover());
        let area = Rect::from_center_size(row.center(), Vec2::new(width, row.height()));
        let third = area.width() / 3.0;
        for p in 0..2 {
            let x0 = if p == 0 {
                area.min.x
            } else {
                area.max.x - third
            };
            let panel =
                Rect::from_min_size(Pos2::new(x0, area.min.y), Vec2::new(third, area.height()));
            self.score_panel(ui, panel.shrink(6.0), input, p);
        }
        let die = Rect::from_center_size(
            area.center(),
            Vec2::splat((third * 0.5).min(area.height() * 0.5)),
        );
        let face = match input.last {
            Some(PigAction::Die(d)) => Some(d),
            _ => None,
        };
        paint_die(ui, die, face, v.rolling, lang);
        if face == Some(1) {
            let pos = Pos2::new(die.center().x, die.max.y + 8.0 * k);
            let lost = B::LostTurn.text(lang);
            let size = crate::app::presentation::MIN_TEXT * k;
            let font = super::fit_font(ui.painter(), lost, size, third);
            let color = ui.visuals().text_color();
            ui.painter()
                .text(pos, Align2::CENTER_TOP, lost, font, color);
        }
        // The actions under the die, in the studio's language.
        let mut chosen = None;
        let word = |a: PigAction, name: &'a str| match a {
            PigAction::Roll => B::Roll.text(lang),
            PigAction::Hold => B::Hold.text(lang),
            PigAction::Die(_) => name,
        };
        // As wide as a third of the side's width, or as the widest word.
        let font = FontId::proportional(18.0 * k);
        let widest = (input.legal.iter().zip(input.names))
            .map(|(&a, name)| super::text_width(ui.painter(), word(a, name), font.clone()))
            .fold(0.0, f32::max);
        let pad = 2.0 * ui.spacing().button_padding.x;
        let (w, gap) = ((third * 0.42).max(widest + pad), 8.0);
        let row = Pos2::new(die.center().x, area.max.y - 24.0 * k);
        let n = input.legal.len() as f32;
        for (i, (&a, name)) in input.legal.iter().zip(input.names).enumerate() {
            let x = row.x + (i as f32 - (n - 1.0) / 2.0) * (w + gap);
            let rect = Rect::from_center_size(Pos2::new(x, row.y), Vec2::new(w, 34.0 * k));
            let text = RichText::new(word(a, name)).size(18.0 * k);
            let button = egui::Button::new(text);
            if ui.put(rect, button).on_hover_text(name).clicked() {
                chosen = Some(a);
            }
        }
        chosen
    }
}

impl Pig {
    /// Player `p`'s side: its name, its banked score over the target with a
    /// bar, and, when it is to move, the turn total on top of the bar.
    fn score_panel(&self, ui: &mut Ui, rect: Rect, input: &BoardInput<'_, Self>, p: usize) {
        let lang = input.opts.lang;
        let v = input.view;
        let target = f32::from(self.target());
        let banked = v.scores[p];
        let to_move = v.to_move as usize == p;
        let painter = ui.painter().clone();
        if to_move {
            painter.rect_stroke(
                rect,
                8.0,
                Stroke::new(2.5, player_color(p)),
                egui::StrokeKind::Inside,
            );
        }
        let text = ui.visuals().text_color();
        let name = player_name(lang, p);
        let k = super::text_scale(ui.ctx());
        let top = rect.min + Vec2::new(rect.width() / 2.0, 10.0 * k);
        let font = |size: f32| FontId::proportional(size * k);
        painter.text(
            top,
            Align2::CENTER_TOP,
            &name,
            font(18.0),
            player_text_color(ui, p),
        );
        let score = Pos2::new(top.x, rect.min.y + rect.height() * 0.42);
        painter.text(
            score,
            Align2::CENTER_CENTER,
            banked.to_string(),
            font(40.0),
            text,
        );
        let goal = format!("{} {}", B::GoalOf.text(lang), self.target());
        let under = Pos2::new(top.x, score.y + 26.0 * k);
        painter.text(
            under,
            Align2::CENTER_TOP,
            goal,
            font(crate::app::presentation::MIN_TEXT),
            ui.visuals().weak_text_color(),
        );
        // The bar: banked, then the turn total at stake, out of the target.
        let bar = Rect::from_min_size(
            Pos2::new(rect.min.x + 12.0, rect.max.y - 44.0 * k),
            Vec2::new(rect.width() - 24.0, 12.0 * k),
        );
        let part_of = |n: f32| bar.width() * (n / target).clamp(0.0, 1.0);
        painter.rect_filled(bar, 4.0, ui.visuals().extreme_bg_color);
        let banked_w = part_of(f32::from(banked));
        painter.rect_filled(
            Rect::from_min_size(bar.min, Vec2::new(banked_w, bar.height())),
            4.0,
            player_color(p),
        );
        let mut value = format!("{banked} / {}", self.target());
        if to_move {
            let stake = part_of(f32::from(banked) + f32::from(v.turn_total)) - banked_w;
            let at = Rect::from_min_size(
                bar.min + Vec2::new(banked_w, 0.0),
                Vec2::new(stake, bar.height()),
            );
            painter.rect_filled(at, 4.0, player_color(p).gamma_multiply(0.4));
            let total = format!(
                "{}{}{}",
                B::TurnTotal.text(lang),
                crate::app::i18n::colon(lang),
                v.turn_total
            );
            let pos = Pos2::new(top.x, rect.max.y - 10.0 * k);
            let fitted = super::fit_font(&painter, &total, 16.0 * k, rect.width() - 8.0);
            painter.text(pos, Align2::CENTER_BOTTOM, &total, fitted, text);
            let id = Id::unique(("pig-turn-total", p));
            part(
                ui,
                Rect::from_center_size(
                    pos - Vec2::new(0.0, 9.0 * k),
                    Vec2::new(rect.width() * 0.8, 18.0 * k),
                ),
                id,
                B::TurnTotal.text(lang).into(),
                v.turn_total.to_string(),
                false,
            );
            value.push_str(&format!(" (+{})", v.turn_total));
        }
        let label = format!("{} {name}", B::ScoreOf.text(lang));
        part(
            ui,
            Rect::from_center_size(score, Vec2::new(rect.width() * 0.6, 44.0 * k)),
            Id::unique(("pig-score", p)),
            label,
            value,
            false,
        );
    }
}

/// The die in `rect`: the face of the last roll with its pips, a question mark
/// while it rolls, blank before any roll of this turn.
fn paint_die(ui: &mut Ui, rect: Rect, face: Option<u8>, rolling: bool, lang: Language) {
    let value = match (face, rolling) {
        (_, true) => B::Rolling.text(lang).to_string(),
        (Some(d), false) => d.to_string(),
        (None, false) => B::NotRolled.text(lang).to_string(),
    };
    part(
        ui,
        rect,
        Id::unique("pig-die"),
        B::Die.text(lang).into(),
        value,
        false,
    );
    let painter = ui.painter();
    let ivory = Color32::from_rgb(0xf4, 0xf1, 0xe8);
    let ink = Color32::from_rgb(0x20, 0x20, 0x30);
    let corner = rect.width() * 0.16;
    painter.rect_filled(rect, corner, ivory);
    painter.rect_stroke(
        rect,
        corner,
        Stroke::new(2.0, ink),
        egui::StrokeKind::Inside,
    );
    let s = rect.width();
    if rolling {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "?",
            FontId::proportional(s * 0.5),
            ink,
        );
        return;
    }
    let Some(d) = face else { return };
    for (x, y) in pips(d) {
        let at = rect.center() + Vec2::new(x, y) * s * 0.27;
        painter.circle_filled(at, s * 0.085, ink);
    }
}

/// The pips of a die's face `d` (1 to 6), each as an offset from the centre
/// in units of the distance to a corner pip.
fn pips(d: u8) -> Vec<(f32, f32)> {
    let (c, tl, tr, bl, br, ml, mr) = (
        (0.0, 0.0),
        (-1.0, -1.0),
        (1.0, -1.0),
        (-1.0, 1.0),
        (1.0, 1.0),
        (-1.0, 0.0),
        (1.0, 0.0),
    );
    match d {
        1 => vec![c],
        2 => vec![tl, br],
        3 => vec![tl, c, br],
        4 => vec![tl, tr, bl, br],
        5 => vec![tl, tr, c, bl, br],
        _ => vec![tl, tr, ml, mr, bl, br],
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_face_has_its_number_of_pips() {
        for d in 1..=6u8 {
            assert_eq!(super::pips(d).len(), d as usize);
        }
    }
}
