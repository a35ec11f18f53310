#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Words in the studio (egui_kittest): counts take the singular or plural in
//! English ("1 ply", "2 plies") and French ("0 coup", "1 demi-coup",
//! "2 demi-coups"); the search inspector's summary and counts line is French
//! in the French studio; Undo and Cancel are different words in French.

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::i18n::Language;
use ludoscope::app::settings::{Panel, Settings};
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::replay::{ReplayFile, Seat};
use studio_ui::inspector::{arena, run, wait};
use studio_ui::{harness_of, settings, studio};

/// A tic-tac-toe replay of `moves`, unfinished.
fn unfinished(moves: &[&str]) -> ReplayFile {
    let actions: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(k, m)| format!("[(Player({}), \"{m}\")]", k % 2))
        .collect();
    let text = format!(
        "(format: 1, game: TicTacToe, players: [Human(), Human()], created: \"2026-11-27T00:00:00Z\", actions: [{}])",
        actions.join(", ")
    );
    ludoscope::replay::parse(&text).unwrap()
}

/// The resume dialog for a game of `moves`, in `lang`.
fn resume_offer(lang: Language, moves: &[&str]) -> Harness<'static, StudioApp> {
    let mut app = studio(Settings {
        language: lang,
        ..settings(GameSpec::TicTacToe, Panel::Board)
    });
    app.studio.resume = Some(unfinished(moves));
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    h
}

#[test]
fn plies_are_counted_in_english_and_french() {
    let cases = [
        (
            Language::English,
            vec!["5"],
            "A game was left unfinished (TicTacToe, 1 ply)",
        ),
        (
            Language::English,
            vec!["5", "1"],
            "A game was left unfinished (TicTacToe, 2 plies)",
        ),
        (
            Language::French,
            vec!["5"],
            "Une partie n'a pas été terminée (TicTacToe, 1 demi-coup)",
        ),
        (
            Language::French,
            vec!["5", "1", "9"],
            "Une partie n'a pas été terminée (TicTacToe, 3 demi-coups)",
        ),
    ];
    for (lang, moves, said) in cases {
        let h = resume_offer(lang, &moves);
        assert!(h.query_by_label(said).is_some(), "{said}");
    }
}

#[test]
fn the_inspector_speaks_french_in_the_french_studio() {
    let app = studio(Settings {
        language: Language::French,
        players: vec![Seat::human(), Seat::human()],
        ..settings(arena(), Panel::Inspector)
    });
    let mut h = harness_of(app, 1280.0, 800.0);
    h.step();
    h.get_by_label("Lancer").click();
    wait(&mut h);
    assert!(h.state().studio.inspector.loaded.is_some());
    // The alpha-beta exercise of seed 003: 22 nodes, 3 cuts, no table.
    let summary = "alphabeta, profondeur 4, coupure si a >= beta, ordre du jeu";
    assert!(h.query_by_label(summary).is_some(), "{summary}");
    let counts = "22 nœuds · 3 élagages · 0 réutilisation ·";
    assert!(h.query_by_label_contains(counts).is_some(), "{counts}");
    assert!(h.query_by_label_contains("depth").is_none());
    assert!(h.query_by_label_contains(" nodes").is_none());
}

#[test]
fn the_english_inspector_counts_in_the_plural() {
    let mut h = studio_ui::inspector::harness(arena());
    run(&mut h);
    let summary = "alphabeta, depth 4, cut on a >= beta, game order";
    assert!(h.query_by_label(summary).is_some(), "{summary}");
    assert!(
        h.query_by_label_contains("22 nodes · 3 cuts · 0 hits ·")
            .is_some()
    );
}

#[test]
fn undo_is_not_cancel_in_french() {
    let app = studio(Settings {
        language: Language::French,
        ..settings(GameSpec::TicTacToe, Panel::Board)
    });
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    h.state_mut().play_named("5");
    h.run();
    assert!(h.query_by_label("Annuler").is_none());
    h.get_by_label("Défaire").click();
    h.run();
    assert!(
        h.state().studio.session.is_empty(),
        "Défaire took the move back"
    );
}
