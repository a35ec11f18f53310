//! The painter for Leduc poker, drawn from the viewer's view: each player's
//! private card (face up for its holder, the omniscient view, and everyone after
//! a showdown; else its back), the public card once dealt, the chips each
//! player put in and the pot, and both rounds' betting in words. The player to
//! move picks fold, check, call or raise with buttons in the studio's language
//! (the notation on hover). Who won a showdown is the engine's answer
//! ([`LeducPoker::showdown_winner`]), never worked out here.
//!
//! Accessible names: "Card of Player 1" (value: the card, `K♥`, or "hidden"),
//! "Public card" (value: the card, or "not dealt"), and the buttons by their
//! words ("Raise", "Relancer"), shown to the player to move.

use super::cards::card;
use super::strings::B;
use super::{BoardInput, player_color, player_text_color};
use crate::app::i18n::{Language, T, player_name};
use crate::games::LeducPoker;
use crate::games::leduc::{LeducAction, LeducCard, LeducView, RANK_NAMES, rank};
use eframe::egui::{
    self, Align, Color32, Layout, Pos2, RichText, Sense, Stroke, Ui, Vec2, WidgetInfo,
};

const CARD: Vec2 = Vec2::new(90.0, 130.0);
/// The widest each card's column grows (the card and its words).
const COLUMN: f32 = 150.0;
/// Text size of the pot, the betting and the buttons (readable on a projector).
const TEXT: f32 = 18.0;

crate::strings! { L;
    PublicCard => "Public card", "Carte commune";
    PublicLater => "turned after the first round", "retournée après le premier tour";
    PutIn => "put in", "a misé";
    BettingRound => "Betting round", "Tour d'enchères";
    NoBets => "no bet yet", "pas encore d'enchère";
    FoldButton => "Fold", "Se coucher";
    CheckButton => "Check", "Parole";
    CallButton => "Call", "Suivre";
    RaiseButton => "Raise", "Relancer";
    Folds => "folds", "se couche";
    Checks => "checks", "parle";
    Calls => "calls", "suit";
    Raises => "raises", "relance";
    Wins => "wins the pot", "remporte le pot";
    Split => "equal ranks: the pot is split", "rangs égaux\u{a0}: le pot est partagé";
    Showdown => "Showdown", "Abattage";
    Colon => ": ", "\u{a0}: ";
}

/// A card's face as drawn: its rank and suit symbol (`Q♠`).
pub fn face(id: u8) -> String {
    let suit = if id.is_multiple_of(2) { '♠' } else { '♥' };
    format!("{}{suit}", RANK_NAMES[rank(id) as usize])
}

/// The words of a betting action in the history (`raises`).
fn said(lang: Language, a: LeducAction) -> &'static str {
    match a {
        LeducAction::Fold => L::Folds.text(lang),
        LeducAction::Check => L::Checks.text(lang),
        LeducAction::Call => L::Calls.text(lang),
        LeducAction::Raise | LeducAction::Deal(_) => L::Raises.text(lang),
    }
}

/// The words of a button that plays `a`.
fn button_word(lang: Language, a: LeducAction) -> &'static str {
    match a {
        LeducAction::Fold => L::FoldButton.text(lang),
        LeducAction::Check => L::CheckButton.text(lang),
        LeducAction::Call => L::CallButton.text(lang),
        LeducAction::Raise | LeducAction::Deal(_) => L::RaiseButton.text(lang),
    }
}

/// One card place, a column of `width` centred: a title above, the
/// card, a line below. A face-up card shows its rank in letters and its suit
/// drawn as a shape (the studio's fonts have no suit glyphs); its accessible
/// value names both (`K♥`).
fn card_column(
    ui: &mut Ui,
    width: f32,
    (title, below): (RichText, String),
    c: LeducCard,
    (label, accent): (String, Color32),
) {
    let layout = Layout::top_down(Align::Center);
    // The card and its words grow with the content's share of the zoom.
    let k = super::text_scale(ui.ctx());
    let (card_size, text) = (CARD * k, TEXT * k);
    let height = card_size.y + 3.0 * text;
    ui.allocate_ui_with_layout(Vec2::new(width, height), layout, |ui| {
        ui.set_min_size(Vec2::new(width, height));
        ui.label(title.size(text));
        let letter = match c {
            LeducCard::Face(id) => Some(RANK_NAMES[rank(id) as usize]),
            _ => None,
        };
        let dealt = c != LeducCard::NotDealt;
        let response = card(
            ui,
            card_size,
            (letter, dealt),
            label.clone(),
            accent,
            Sense::hover(),
        );
        if let LeducCard::Face(id) = c {
            let at = response.rect.center() + Vec2::new(0.0, card_size.y * 0.34);
            paint_suit(ui.painter(), at, card_size.x * 0.26, !id.is_multiple_of(2));
            response.widget_info(|| {
                let mut info = WidgetInfo::labeled(egui::Role::Image, true, &label);
                info.current_text_value = Some(face(id));
                info
            });
        }
        ui.label(RichText::new(below).size(text));
    });
}

/// A suit of height about `size` centred at `at`: a red heart, or a dark spade
/// (a heart upside down on a stem).
fn paint_suit(p: &egui::Painter, at: Pos2, size: f32, heart: bool) {
    let (color, flip) = if heart {
        (Color32::from_rgb(0xc8, 0x1e, 0x32), 1.0)
    } else {
        (Color32::from_rgb(0x20, 0x20, 0x30), -1.0)
    };
    let pt = |x: f32, y: f32| at + Vec2::new(x * size, flip * y * size);
    for x in [-0.24, 0.24] {
        p.circle_filled(pt(x, -0.14), 0.26 * size, color);
    }
    let tip = vec![pt(-0.49, -0.06), pt(0.49, -0.06), pt(0.0, 0.5)];
    p.add(egui::Shape::convex_polygon(tip, color, Stroke::NONE));
    if !heart {
        let stem = vec![pt(0.0, 0.0), pt(0.16, -0.55), pt(-0.16, -0.55)];
        p.add(egui::Shape::convex_polygon(stem, color, Stroke::NONE));
    }
}

/// What ended the hand, in words, when it is over.
fn outcome(lang: Language, v: &LeducView) -> Option<String> {
    if !v.over {
        return None;
    }
    let folded = v
        .rounds
        .iter()
        .flat_map(|r| r.iter().enumerate())
        .find(|(_, a)| **a == LeducAction::Fold);
    if let Some((i, _)) = folded {
        let winner = 1 - i % 2;
        return Some(format!(
            "{} {} · {} {}",
            player_name(lang, i % 2),
            L::Folds.text(lang),
            player_name(lang, winner),
            L::Wins.text(lang)
        ));
    }
    let cards = [v.private[0], v.private[1], v.public];
    let [LeducCard::Face(a), LeducCard::Face(b), LeducCard::Face(p)] = cards else {
        return None;
    };
    let result = match LeducPoker::showdown_winner(a, b, p) {
        Some(w) => format!("{} {}", player_name(lang, w), L::Wins.text(lang)),
        None => L::Split.text(lang).to_string(),
    };
    Some(format!("{} · {result}", L::Showdown.text(lang)))
}

impl super::Painter for LeducPoker {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<LeducAction> {
        let lang = input.opts.lang;
        let v = input.view;
        let mut chosen = None;
        let k = super::text_scale(ui.ctx());
        let big = TEXT * k;
        ui.vertical_centered(|ui| {
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                let gap = ui.spacing().item_spacing.x;
                let width = ui.available_width();
                let column = (COLUMN * k).min((width - 2.0 * gap) / 3.0).max(CARD.x * k);
                ui.add_space(((width - 3.0 * column - 2.0 * gap) / 2.0).max(0.0));
                for p in 0..2 {
                    let name = player_name(lang, p);
                    let title = RichText::new(&name).color(player_text_color(ui, p));
                    let below = format!("{} {}", L::PutIn.text(lang), v.contributions[p]);
                    let label = format!("{} {name}", T::CardOf.text(lang));
                    let card = (label, player_color(p));
                    card_column(ui, column, (title, below), v.private[p], card);
                    if p == 0 {
                        let title = RichText::new(B::OnTable.text(lang)).color(Color32::GOLD);
                        let label = L::PublicCard.text(lang).to_string();
                        let card = (label, Color32::GOLD);
                        card_column(ui, column, (title, String::new()), v.public, card);
                    }
                }
            });
            if v.public == LeducCard::NotDealt && !v.over {
                ui.label(RichText::new(L::PublicLater.text(lang)).weak().size(big));
            }
            ui.add_space(8.0);
            let pot = format!("{} {}", T::Pot.text(lang), v.pot());
            ui.label(RichText::new(pot).strong().size(big));
            for (r, bets) in v.rounds.iter().enumerate() {
                if r == 1 && bets.is_empty() && v.public == LeducCard::NotDealt {
                    break;
                }
                let words: Vec<String> = bets
                    .iter()
                    .enumerate()
                    .map(|(i, a)| format!("{} {}", player_name(lang, i % 2), said(lang, *a)))
                    .collect();
                let line = if words.is_empty() {
                    L::NoBets.text(lang).to_string()
                } else {
                    words.join(" · ")
                };
                let round = format!(
                    "{} {}{}{line}",
                    L::BettingRound.text(lang),
                    r + 1,
                    L::Colon.text(lang)
                );
                ui.label(RichText::new(round).size(big));
            }
            if let Some(text) = outcome(lang, v) {
                ui.label(RichText::new(text).strong().size(big));
            }
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                for (a, name) in input.legal.iter().zip(input.names) {
                    let word = RichText::new(button_word(lang, *a)).size(big);
                    if ui.button(word).on_hover_text(name).clicked() {
                        chosen = Some(*a);
                    }
                }
            });
        });
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_is_translated() {
        for &s in L::ALL {
            let (en, fr) = (s.text(Language::English), s.text(Language::French));
            assert!(!en.is_empty() && !fr.is_empty(), "{s:?}");
            assert_ne!(en, fr, "{s:?} is not translated");
        }
    }

    #[test]
    fn faces_name_rank_and_suit() {
        let faces: Vec<String> = (0..6).map(face).collect();
        assert_eq!(faces, ["J♠", "J♥", "Q♠", "Q♥", "K♠", "K♥"]);
    }
}
