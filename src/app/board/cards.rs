//! Cards, and the painter for Kuhn poker (each player's card face up or face
//! down as the viewer sees it, the pot and the betting). Cards are widgets named
//! "Card of player 1" (value: the rank, or "hidden"); Kuhn's legal actions are
//! buttons named by their notation. Goofspiel's painter (`goofspiel`) draws
//! with the same cards.

use super::{BoardInput, player_color, player_text_color};
use crate::app::i18n::{T, player_name};
use crate::games::KuhnPoker;
use crate::games::kuhn::{Card, KuhnAction};
use eframe::egui::{
    self, Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2,
};

const RANKS: [&str; 4] = ["J", "Q", "K", "A"];

/// One card: face up with `face`, face down (`None`), or an empty place
/// (`dealt` false). With `Sense::click()` it is a button (a card to play).
pub(super) fn card(
    ui: &mut Ui,
    size: Vec2,
    (face, dealt): (Option<&str>, bool),
    label: String,
    accent: Color32,
    sense: Sense,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(size, sense);
    let value = match (dealt, face) {
        (false, _) => "not dealt".to_string(),
        (true, Some(f)) => f.to_string(),
        (true, None) => "hidden".to_string(),
    };
    let role = if sense.senses_click() {
        egui::Role::Button
    } else {
        egui::Role::Image
    };
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(role, true, &label);
        info.current_text_value = Some(value.clone());
        info
    });
    let lift = if response.hovered() && sense.senses_click() {
        Vec2::new(0.0, -6.0)
    } else {
        Vec2::ZERO
    };
    let rect = rect.translate(lift);
    let p = ui.painter();
    let r = size.x * 0.1;
    match (dealt, face) {
        (false, _) => {
            let weak = Stroke::new(1.0, ui.visuals().weak_text_color());
            p.rect_stroke(rect, r, weak, StrokeKind::Inside);
        }
        (true, Some(f)) => {
            p.rect_filled(rect, r, Color32::from_rgb(0xf4, 0xf1, 0xe8));
            p.rect_stroke(rect, r, Stroke::new(2.0, accent), StrokeKind::Inside);
            let ink = Color32::from_rgb(0x20, 0x20, 0x30);
            let font = FontId::proportional(size.y * 0.4);
            p.text(rect.center(), Align2::CENTER_CENTER, f, font, ink);
        }
        (true, None) => {
            p.rect_filled(rect, r, Color32::from_rgb(0x2b, 0x4c, 0x8c));
            let inner = Rect::from_center_size(rect.center(), rect.size() * 0.7);
            p.rect_stroke(
                inner,
                r,
                Stroke::new(2.0, Color32::from_rgb(0x9d, 0xb7, 0xe8)),
                StrokeKind::Inside,
            );
        }
    }
    response
}

/// The legal actions as buttons; the one clicked.
fn action_buttons<A: Copy>(ui: &mut Ui, legal: &[A], names: &[String]) -> Option<A> {
    let mut chosen = None;
    let size = 18.0 * super::text_scale(ui.ctx());
    ui.horizontal(|ui| {
        for (a, name) in legal.iter().zip(names) {
            if ui
                .button(RichText::new(name).monospace().size(size))
                .clicked()
            {
                chosen = Some(*a);
            }
        }
    });
    chosen
}

impl super::Painter for KuhnPoker {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<KuhnAction> {
        let lang = input.opts.lang;
        let v = input.view;
        let mut chosen = None;
        // The cards and their words grow with the content's share of the zoom.
        let k = super::text_scale(ui.ctx());
        ui.vertical_centered(|ui| {
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                for (p, c) in v.cards.iter().enumerate() {
                    ui.vertical(|ui| {
                        ui.label(
                            RichText::new(player_name(lang, p))
                                .color(player_text_color(ui, p))
                                .size(crate::app::presentation::MIN_TEXT * k),
                        );
                        let face = match c {
                            Card::Rank(r) => Some(RANKS[*r as usize]),
                            _ => None,
                        };
                        let label = format!("{} {}", T::CardOf.text(lang), player_name(lang, p));
                        card(
                            ui,
                            Vec2::new(90.0, 130.0) * k,
                            (face, *c != Card::NotDealt),
                            label,
                            player_color(p),
                            Sense::hover(),
                        );
                    });
                    ui.add_space(24.0);
                }
            });
            ui.add_space(12.0);
            let bets: Vec<&str> = v
                .history
                .iter()
                .map(|a| if *a == KuhnAction::Bet { "bet" } else { "pass" })
                .collect();
            ui.label(
                RichText::new(format!(
                    "{} {} · {}",
                    T::Pot.text(lang),
                    v.pot,
                    bets.join(" ")
                ))
                .size(18.0 * k),
            );
            ui.add_space(12.0);
            chosen = action_buttons(ui, input.legal, input.names);
        });
        chosen
    }
}
