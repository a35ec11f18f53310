//! The painter for Goofspiel, drawn with cards from the viewer's view: the prize
//! on the table (gold), each player's hand (face up when the viewer may see it,
//! else as many card backs as it holds), each player's bid for the prize on the
//! table face down until the turn is played (face up only to its bidder and the
//! omniscient view), and the rounds played, with each bid face up or face down
//! as the view reveals it and the round's winner. The player to move bids by
//! clicking a card of its hand.
//!
//! Accessible names: "Card of Player 1 3" (a card of a hand; a button when it
//! can be bid), "Bid of Player 1" (value: the card, or "hidden"), "Prize",
//! "Round 2 prize", "Round 2 bid of Player 1".

use super::cards::card;
use super::strings::B;
use super::{BoardInput, Chosen, player_color, player_text_color};
use crate::app::i18n::{Language, T, player_name};
use crate::games::goofspiel::RoundSeen;
use crate::games::{Goofspiel, GoofspielAction};
use eframe::egui::{self, Color32, RichText, Sense, Ui, Vec2};

const HAND: Vec2 = Vec2::new(52.0, 74.0);
const SMALL: Vec2 = Vec2::new(32.0, 45.0);
const PRIZE: Vec2 = Vec2::new(84.0, 118.0);
/// The widest the drawing grows, centred in the board's space.
const WIDTH: f32 = 760.0;

impl super::Painter for Goofspiel {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<GoofspielAction> {
        self.paint_turn(ui, input, &[])
    }

    fn paint_turn(
        &self,
        ui: &mut Ui,
        input: &BoardInput<'_, Self>,
        chosen: &[Chosen<GoofspielAction>],
    ) -> Option<GoofspielAction> {
        let lang = input.opts.lang;
        let v = input.view;
        let mut picked = None;
        let width = ui.available_width().min(WIDTH);
        let margin = (ui.available_width() - width) / 2.0;
        ui.horizontal_top(|ui| {
            ui.add_space(margin);
            ui.vertical(|ui| {
                ui.set_width(width);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        ui.label(RichText::new(B::OnTable.text(lang)).strong());
                        let prize = v.prize.map(|p| p.to_string());
                        let label = T::Prize.text(lang).to_string();
                        card(
                            ui,
                            PRIZE * super::text_scale(ui.ctx()),
                            (prize.as_deref(), v.prize.is_some()),
                            label,
                            Color32::GOLD,
                            Sense::hover(),
                        );
                        if v.prize.is_none() && !v.over {
                            ui.label(RichText::new(B::NoPrize.text(lang)).weak());
                        }
                    });
                    ui.add_space(24.0);
                    for p in 0..2 {
                        bid_slot(ui, lang, p, chosen.iter().find(|c| c.player == p));
                        ui.add_space(12.0);
                    }
                });
                ui.add_space(10.0);
                for p in 0..2 {
                    let bid = chosen.iter().find(|c| c.player == p);
                    if let Some(a) = hand_row(ui, input, p, bid) {
                        picked = Some(a);
                    }
                    ui.add_space(6.0);
                }
                ui.add_space(6.0);
                rounds(ui, lang, &v.rounds);
            });
        });
        picked
    }
}

/// Player `p`'s bid for the prize on the table: face down once chosen (face
/// up to who may see it), an empty place while it chooses.
fn bid_slot(ui: &mut Ui, lang: Language, p: usize, chosen: Option<&Chosen<GoofspielAction>>) {
    ui.vertical(|ui| {
        let name = player_name(lang, p);
        ui.label(RichText::new(&name).color(player_text_color(ui, p)));
        let label = format!("{} {name}", B::BidOf.text(lang));
        let face = chosen.and_then(|c| match c.action {
            Some(GoofspielAction::Bid(b)) => Some(b.to_string()),
            _ => None,
        });
        card(
            ui,
            HAND * super::text_scale(ui.ctx()),
            (face.as_deref(), chosen.is_some()),
            label,
            player_color(p),
            Sense::hover(),
        );
        let note = if chosen.is_some() {
            B::Chosen
        } else {
            B::Choosing
        };
        ui.label(RichText::new(note.text(lang)).weak());
    });
}

/// Player `p`'s name, points and hand; the card clicked, when it is a legal bid.
/// A bid chosen and not yet played (`bid`) leaves the hand for the table when
/// the viewer sees it, or when the hand is face down (one back fewer); a face-up
/// hand whose bid the viewer may not see stays whole, so as not to betray it.
fn hand_row(
    ui: &mut Ui,
    input: &BoardInput<'_, Goofspiel>,
    p: usize,
    bid: Option<&Chosen<GoofspielAction>>,
) -> Option<GoofspielAction> {
    let lang = input.opts.lang;
    let v = input.view;
    let name = player_name(lang, p);
    let mut picked = None;
    ui.horizontal(|ui| {
        let points = format!("{name} ({} {})", v.points[p], T::Points.text(lang));
        ui.label(
            RichText::new(points)
                .color(player_text_color(ui, p))
                .size(16.0 * super::text_scale(ui.ctx())),
        );
        ui.add_space(8.0);
        let hand = hand_card(ui, v.hand_sizes[p]);
        match &v.hands[p] {
            Some(cards) => {
                let on_table = bid.and_then(|b| b.action);
                for &c in cards
                    .iter()
                    .filter(|&&c| on_table != Some(GoofspielAction::Bid(c)))
                {
                    let bid = GoofspielAction::Bid(c);
                    let legal = input.legal.contains(&bid);
                    let sense = if legal {
                        Sense::click()
                    } else {
                        Sense::hover()
                    };
                    let label = format!("{} {name} {c}", T::CardOf.text(lang));
                    let text = c.to_string();
                    let response =
                        card(ui, hand, (Some(&text), true), label, player_color(p), sense);
                    if legal && response.clicked() {
                        picked = Some(bid);
                    }
                }
            }
            None => {
                let backs = v.hand_sizes[p].saturating_sub(u8::from(bid.is_some()));
                for _ in 0..backs {
                    let label = format!("{} {name}", T::CardOf.text(lang));
                    card(
                        ui,
                        hand,
                        (None, true),
                        label,
                        player_color(p),
                        Sense::hover(),
                    );
                }
            }
        }
    });
    picked
}

/// The size of a card in a hand of `n` after what `ui`'s row holds so far:
/// [`HAND`] grown with the content's share of the zoom, as long as the hand
/// stays on the row (never smaller than at zoom 1).
fn hand_card(ui: &Ui, n: u8) -> Vec2 {
    let k = super::text_scale(ui.ctx());
    let per_card = ui.available_width() / f32::from(n.max(1)) - ui.spacing().item_spacing.x;
    HAND * k.min(per_card / HAND.x).max(1.0)
}

/// The rounds played, left to right: the prize, then each bid face up or down
/// as the viewer learnt it, and who won.
fn rounds(ui: &mut Ui, lang: Language, rounds: &[RoundSeen]) {
    if rounds.is_empty() {
        return;
    }
    ui.label(RichText::new(B::Rounds.text(lang)).strong());
    ui.horizontal_wrapped(|ui| {
        for (k, r) in rounds.iter().enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.vertical(|ui| {
                    let round = format!("{} {}", T::Round.text(lang), k + 1);
                    ui.label(RichText::new(&round).weak());
                    let prize = r.prize.to_string();
                    let label = format!("{round} {}", T::Prize.text(lang).to_lowercase());
                    card(
                        ui,
                        SMALL * super::text_scale(ui.ctx()),
                        (Some(&prize), true),
                        label,
                        Color32::GOLD,
                        Sense::hover(),
                    );
                    ui.horizontal(|ui| {
                        for p in 0..2 {
                            let name = player_name(lang, p);
                            let label =
                                format!("{round} {} {name}", B::BidOf.text(lang).to_lowercase());
                            let face = r.bids[p].map(|b| b.to_string());
                            card(
                                ui,
                                SMALL * super::text_scale(ui.ctx()),
                                (face.as_deref(), true),
                                label,
                                player_color(p),
                                Sense::hover(),
                            );
                        }
                    });
                    let (text, color) = match r.winner {
                        Some(w) => (player_name(lang, w), player_text_color(ui, w)),
                        None => ("=".to_string(), ui.visuals().text_color()),
                    };
                    let tip = match r.winner {
                        Some(_) => format!("{} {text}", B::WonBy.text(lang)),
                        None => B::Discarded.text(lang).to_string(),
                    };
                    ui.label(RichText::new(text).color(color))
                        .on_hover_text(tip);
                });
            });
        }
    });
}
