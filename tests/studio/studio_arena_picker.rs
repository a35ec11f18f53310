#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The game panel's arena file picker: the bundled arenas in a combo box, any
//! file through the (here scripted) Open dialog, then New game plays it.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::file_dialogs::{Answer, Scripted};
use ludoscope::app::settings::Settings;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::studio::Draft;
use ludoscope::games::GameSpec;
use ludoscope::replay::Seat;

#[test]
fn arenas_are_picked_from_the_list_or_a_dialog() {
    let settings = Settings {
        players: vec![Seat::human(), Seat::human()],
        ..Settings::default()
    };
    let other = std::env::current_dir()
        .unwrap()
        .join("assets/arenas/cyclic-infinite-play.ron");
    let app = StudioApp::new(
        &Default::default(),
        settings,
        Box::new(Scripted::new(Answer::Chosen(other))),
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut StudioApp| app.frame(ui), app);
    h.run();
    assert!(h.query_by_label("Arena file").is_none(), "only for arenas");
    let arena = GameSpec::Arena {
        path: "assets/arenas/seed-003-chomp-3x2.ron".into(),
        draw_limit: None,
    };
    h.state_mut().command(Command::SetDraft(Draft::new(arena)));
    h.run();
    h.get_by_label("Arena file").click();
    h.run();
    h.get_by_label("seed-003-alpha-beta.ron").click();
    h.run();
    let want = GameSpec::Arena {
        path: "assets/arenas/seed-003-alpha-beta.ron".into(),
        draw_limit: None,
    };
    assert_eq!(h.state().studio.draft.spec, want);
    h.get_by_label("New game").click();
    h.run();
    assert_eq!(h.state().studio.session.spec(), want);
    // Browse: the dialog's absolute path becomes relative to the working folder.
    h.get_by_label("Browse…").click();
    h.run();
    let picked = GameSpec::Arena {
        path: "assets/arenas/cyclic-infinite-play.ron".into(),
        draw_limit: None,
    };
    assert_eq!(h.state().studio.draft.spec, picked);
    assert!(h.state().studio.message.is_none());
}

/// A tree pasted in bracket notation in the Game panel: a text that does not
/// read says why at its column and keeps the last good tree; New game plays
/// the tree on the board.
#[test]
fn a_tree_typed_in_the_game_panel_is_played() {
    let settings = Settings {
        players: vec![Seat::human(), Seat::human()],
        ..Settings::default()
    };
    let app = StudioApp::new(
        &Default::default(),
        settings,
        Box::new(Scripted::new(Answer::Cancelled)),
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut StudioApp| app.frame(ui), app);
    h.run();
    let default = GameSpec::Tree {
        leaves: "((3, 5), (2, 9))".into(),
    };
    h.state_mut().command(Command::SetDraft(Draft {
        spec: default.clone(),
        heaps_text: String::new(),
    }));
    h.run();
    h.get_by_label("Tree in brackets").click();
    h.run();
    h.get_by_label("Tree in brackets").type_text("((1, 2), (3");
    h.run();
    assert!(
        h.query_by_label_contains("column 12: the '(' of column 10 is never closed")
            .is_some()
    );
    assert_eq!(
        h.state().studio.draft.spec,
        default,
        "the last good tree is kept"
    );
    h.get_by_label("Tree in brackets").type_text(", -4), 7)");
    h.run();
    let typed = GameSpec::Tree {
        leaves: "((1, 2), (3, -4), 7)".into(),
    };
    assert_eq!(h.state().studio.draft.spec, typed);
    h.get_by_label("New game").click();
    h.run();
    assert_eq!(h.state().studio.session.spec(), typed);
}
