#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The game panel's arena file picker: the bundled arenas in a combo box, any
//! file through the (here scripted) Open dialog, then New game plays it.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::file_dialogs::FileDialogs;
use ludoscope::app::settings::Settings;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::studio::Draft;
use ludoscope::games::GameSpec;
use ludoscope::replay::Seat;
use std::path::PathBuf;

/// Dialogs that offer one arena file.
struct ArenaDialog(PathBuf);

impl FileDialogs for ArenaDialog {
    fn pick_open(&mut self) -> Option<PathBuf> {
        None
    }
    fn pick_save(&mut self) -> Option<PathBuf> {
        None
    }
    fn pick_arena(&mut self) -> Option<PathBuf> {
        Some(self.0.clone())
    }
}

#[test]
fn arenas_are_picked_from_the_list_or_a_dialog() {
    let settings = Settings {
        players: vec![Seat::human(), Seat::human()],
        ..Settings::default()
    };
    let other = std::env::current_dir()
        .unwrap()
        .join("assets/arenas/cyclic-infinite-play.ron");
    let app = StudioApp::new(&Default::default(), settings, Box::new(ArenaDialog(other)));
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut StudioApp| app.frame(ui), app);
    h.run();
    assert!(h.query_by_label("Arena file").is_none(), "only for arenas");
    let arena = GameSpec::Arena {
        path: "assets/arenas/seed-003-chomp-3x2.ron".into(),
    };
    h.state_mut().command(Command::SetDraft(Draft::new(arena)));
    h.run();
    h.get_by_label("Arena file").click();
    h.run();
    h.get_by_label("seed-003-alpha-beta.ron").click();
    h.run();
    let want = GameSpec::Arena {
        path: "assets/arenas/seed-003-alpha-beta.ron".into(),
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
    };
    assert_eq!(h.state().studio.draft.spec, picked);
    assert!(h.state().studio.message.is_none());
}
