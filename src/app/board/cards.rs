//! Painters for the card games: Kuhn poker (each player's card face up or face
//! down as the viewer sees it, the pot and the betting) and Goofspiel (the prize
//! on the table, the hands, the rounds with the bids the viewer may see). Cards
//! are widgets named "Card of player 1" (value: the rank, or "hidden"); the legal
//! actions are buttons named by their notation.

use super::{BoardInput, player_color};
use crate::app::i18n::{T, player_name};
use crate::games::kuhn::{Card, KuhnAction};
use crate::games::{Goofspiel, KuhnPoker};
use eframe::egui::{
    self, Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2,
};

const RANKS: [&str; 4] = ["J", "Q", "K", "A"];

/// One card: face up with `face`, face down (`None`), or an empty place.
fn card(ui: &mut Ui, size: Vec2, face: Option<&str>, dealt: bool, label: String, accent: Color32) {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let value = match (dealt, face) {
        (false, _) => "not dealt".to_string(),
        (true, Some(f)) => f.to_string(),
        (true, None) => "hidden".to_string(),
    };
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Image, true, &label);
        info.current_text_value = Some(value.clone());
        info
    });
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
}

/// The legal actions as buttons; the one clicked.
fn action_buttons<A: Copy>(ui: &mut Ui, legal: &[A], names: &[String]) -> Option<A> {
    let mut chosen = None;
    ui.horizontal(|ui| {
        for (a, name) in legal.iter().zip(names) {
            if ui
                .button(RichText::new(name).monospace().size(18.0))
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
        ui.vertical_centered(|ui| {
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                for (p, c) in v.cards.iter().enumerate() {
                    ui.vertical(|ui| {
                        ui.label(RichText::new(player_name(lang, p)).color(player_color(p)));
                        let face = match c {
                            Card::Rank(r) => Some(RANKS[*r as usize]),
                            _ => None,
                        };
                        let label = format!("{} {}", T::CardOf.text(lang), player_name(lang, p));
                        card(
                            ui,
                            Vec2::new(90.0, 130.0),
                            face,
                            *c != Card::NotDealt,
                            label,
                            player_color(p),
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
                .size(18.0),
            );
            ui.add_space(12.0);
            chosen = action_buttons(ui, input.legal, input.names);
        });
        chosen
    }
}

impl super::Painter for Goofspiel {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<Self::Action> {
        let lang = input.opts.lang;
        let v = input.view;
        let mut chosen = None;
        let small = Vec2::new(34.0, 48.0);
        ui.vertical_centered(|ui| {
            ui.add_space(12.0);
            ui.label(T::Prize.text(lang));
            let prize = v.prize.map(|p| p.to_string());
            card(
                ui,
                Vec2::new(80.0, 115.0),
                prize.as_deref(),
                v.prize.is_some(),
                T::Prize.text(lang).into(),
                Color32::GOLD,
            );
            ui.add_space(10.0);
            for (p, hand) in v.hands.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(format!(
                            "{} ({} {})",
                            player_name(lang, p),
                            v.points[p],
                            T::Points.text(lang)
                        ))
                        .color(player_color(p)),
                    );
                    match hand {
                        Some(cards) => {
                            for c in cards {
                                let label = format!(
                                    "{} {} {c}",
                                    T::CardOf.text(lang),
                                    player_name(lang, p)
                                );
                                card(
                                    ui,
                                    small,
                                    Some(&c.to_string()),
                                    true,
                                    label,
                                    player_color(p),
                                );
                            }
                        }
                        None => {
                            let label =
                                format!("{} {}", T::CardOf.text(lang), player_name(lang, p));
                            card(ui, small, None, true, label, player_color(p));
                        }
                    }
                });
            }
            ui.add_space(8.0);
            for (k, r) in v.rounds.iter().enumerate() {
                let bid = |b: Option<u8>| b.map_or("?".to_string(), |b| b.to_string());
                let won = r.winner.map_or("-".to_string(), |w| player_name(lang, w));
                ui.label(
                    RichText::new(format!(
                        "{} {}: {} {} · {} {} · {won}",
                        T::Round.text(lang),
                        k + 1,
                        T::Prize.text(lang),
                        r.prize,
                        bid(r.bids[0]),
                        bid(r.bids[1])
                    ))
                    .monospace(),
                );
            }
            ui.add_space(8.0);
            chosen = action_buttons(ui, input.legal, input.names);
        });
        chosen
    }
}
