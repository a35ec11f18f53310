//! Leduc poker's board in the studio (issue 21), read through egui_kittest's
//! AccessKit tree: the viewer's card face up and the other's face down until
//! the showdown, the public card once turned, the pot and the betting in
//! words, buttons in the studio's language.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::board::leduc::face;
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::shell::StudioApp;
use ludoscope::engine::Viewer;
use ludoscope::games::GameSpec;
use ludoscope::games::leduc::CARD_NAMES;
use studio_ui::{humans, moves};

/// The accessible value of the one widget named `label`.
fn value(h: &Harness<'_, StudioApp>, label: &str) -> String {
    h.get_by_label(label).value().unwrap_or_default()
}

/// The card face (`K♥`) of a card named in notation (`Kh`).
fn face_of(name: &str) -> String {
    face(CARD_NAMES.iter().position(|&n| n == name).unwrap() as u8)
}

fn view_as(h: &mut Harness<'_, StudioApp>, v: Viewer) {
    h.state_mut().command(Command::ViewAs(v));
    h.run();
}

fn click(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Whether some text widget reads exactly `text`.
fn shows(h: &Harness<'_, StudioApp>, text: &str) -> bool {
    h.query_by_label(text).is_some()
}

#[test]
fn cards_follow_the_viewer_and_the_betting_is_drawn() {
    let mut h = humans(GameSpec::LeducPoker);
    let dealt = moves(&h);
    assert_eq!(dealt.len(), 2, "chance dealt both private cards by itself");
    let (mine, theirs) = (face_of(&dealt[0]), face_of(&dealt[1]));
    view_as(&mut h, Viewer::Player(0));
    assert_eq!(value(&h, "Card of Player 0"), mine, "its own card face up");
    assert_eq!(
        value(&h, "Card of Player 1"),
        "hidden",
        "the other's face down"
    );
    assert_eq!(value(&h, "Public card"), "not dealt");
    assert!(shows(&h, "Pot 2"));
    view_as(&mut h, Viewer::Player(1));
    assert_eq!(value(&h, "Card of Player 0"), "hidden");
    assert_eq!(value(&h, "Card of Player 1"), theirs);
    // Player 0 bets, player 1 calls: chance turns the public card. The
    // buttons are the mover's: each player clicks from its own seat.
    assert!(h.query_by_label("Raise").is_none(), "not player 1's turn");
    view_as(&mut h, Viewer::Player(0));
    click(&mut h, "Raise");
    view_as(&mut h, Viewer::Player(1));
    click(&mut h, "Call");
    view_as(&mut h, Viewer::Player(0));
    let played = moves(&h);
    assert_eq!(played[2..4], ["raise", "call"]);
    assert_eq!(played.len(), 5, "the public card is turned: {played:?}");
    assert_eq!(value(&h, "Public card"), face_of(&played[4]));
    assert!(shows(&h, "Pot 6"));
    assert!(shows(
        &h,
        "Betting round 1: Player 0 raises · Player 1 calls"
    ));
    assert!(shows(&h, "Betting round 2: no bet yet"));
    assert_eq!(value(&h, "Card of Player 1"), "hidden");
    // French: the same board in words of the course.
    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    h.run();
    assert!(shows(
        &h,
        "Tour d'enchères 1\u{a0}: Joueur 0 relance · Joueur 1 suit"
    ));
    assert_eq!(value(&h, "Carte de Joueur 1"), "hidden");
    click(&mut h, "Parole");
    view_as(&mut h, Viewer::Player(1));
    click(&mut h, "Parole");
    view_as(&mut h, Viewer::Player(0));
    // The showdown turns player 1's card face up for player 0.
    assert_eq!(value(&h, "Carte de Joueur 1"), theirs);
    assert!(h.query_by_label("Relancer").is_none(), "the hand is over");
}

#[test]
fn a_fold_keeps_the_cards_hidden() {
    let mut h = humans(GameSpec::LeducPoker);
    click(&mut h, "Raise");
    click(&mut h, "Fold");
    view_as(&mut h, Viewer::Player(1));
    assert_eq!(moves(&h)[2..], ["raise", "fold"]);
    assert_eq!(value(&h, "Card of Player 0"), "hidden");
    assert!(shows(&h, "Player 1 folds · Player 0 wins the pot"));
    assert!(h.query_by_label("Call").is_none());
}
