#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The studio's own file chooser (egui_kittest, headless): forced through the
//! settings, it walks folders with the places and the keyboard and opens a
//! replay; saving a typed name writes the file, and saving over it asks first;
//! when the system's dialog fails (scripted here as rfd's failure) the chooser
//! opens with the reason, once, and the choice is kept in the settings.

use crate::common::studio_ui;

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::file_dialogs::{Answer, Scripted};
use ludoscope::app::settings::{ChooserKind, Panel, Settings};
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use std::path::PathBuf;
use studio_ui::{harness_of, moves, settings};

fn scratch(name: &str) -> PathBuf {
    crate::common::bin::scratch("chooser", name)
}

/// Tic-tac-toe with two people, the file chooser `kind`, dialogs answering `answer`.
fn studio(kind: ChooserKind, answer: Answer) -> Harness<'static, StudioApp> {
    let s = Settings {
        file_chooser: kind,
        ..settings(GameSpec::TicTacToe, Panel::Board)
    };
    let app = StudioApp::new(&Default::default(), s, Box::new(Scripted::new(answer)));
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    h
}

fn settle(h: &mut Harness<'static, StudioApp>) {
    h.run_steps(3);
    h.run();
}

/// Types `text` in the chooser's path field (replacing what is there) and presses Enter.
fn type_path(h: &mut Harness<'static, StudioApp>, text: &str) {
    h.get_by_label("File name or path").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("File name or path").type_text(text);
    h.run();
    h.key_press(Key::Enter);
    settle(h);
}

#[test]
fn the_built_in_chooser_walks_folders_and_opens_a_replay() {
    let mut h = studio(ChooserKind::BuiltIn, Answer::Cancelled);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Open replay…").click();
    settle(&mut h);
    assert!(
        h.query_by_label("Open a replay, a trace or an arena")
            .is_some()
    );
    // A place, then a folder by keyboard: the arrows select, Enter enters.
    h.get_by_label("assets/").click();
    settle(&mut h);
    let browser = h.state().studio.chooser.browser.clone().unwrap();
    assert_eq!(browser.folder, PathBuf::from("assets"));
    let replays = browser.entries.iter().position(|e| e.name == "replays");
    let replays = replays.expect("assets/replays is listed");
    assert!(
        browser.entries.iter().all(|e| e.is_dir),
        "no .ron file directly in assets/"
    );
    for _ in 0..=replays {
        h.key_press(Key::ArrowDown);
    }
    settle(&mut h);
    assert_eq!(
        h.state().studio.chooser.browser.as_ref().unwrap().typed,
        "replays"
    );
    h.key_press(Key::Enter);
    settle(&mut h);
    let browser = h.state().studio.chooser.browser.clone().unwrap();
    assert_eq!(browser.folder, PathBuf::from("assets/replays"));
    let names: Vec<&str> = browser.entries.iter().map(|e| e.name.as_str()).collect();
    assert!(names.contains(&"tictactoe-random.ron"), "{names:?}");
    // Pick the file, then Open: the studio plays it.
    h.get_by_label("tictactoe-random.ron").click();
    settle(&mut h);
    h.get_by_label("Open").click();
    settle(&mut h);
    let studio = &h.state().studio;
    assert_eq!(studio.message, None);
    assert!(studio.chooser.browser.is_none(), "the chooser closed");
    let path = PathBuf::from("assets/replays/tictactoe-random.ron");
    assert_eq!(studio.settings.recent.first(), Some(&path));
    let text = std::fs::read_to_string(&path).unwrap();
    let file = ludoscope::replay::parse(&text).unwrap();
    assert_eq!(studio.session.len(), file.actions.len());
    assert!(!moves(&h).is_empty());
}

#[test]
fn saving_a_typed_name_writes_it_and_replacing_asks_first() {
    let dir = scratch("save");
    let mut h = studio(ChooserKind::BuiltIn, Answer::Cancelled);
    h.state_mut().play_named("5");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    assert!(h.query_by_label("Save the replay").is_some());
    // A folder typed in the field is entered; a bare name gets `.ron`.
    type_path(&mut h, &dir.display().to_string());
    assert_eq!(
        h.state().studio.chooser.browser.as_ref().unwrap().folder,
        dir
    );
    type_path(&mut h, "mine");
    let file = dir.join("mine.ron");
    let saved = std::fs::read_to_string(&file).expect("the replay was written");
    assert_eq!(ludoscope::replay::parse(&saved).unwrap().actions.len(), 1);
    assert!(h.state().studio.chooser.browser.is_none());
    // Again after a second move: the chooser asks; Keep leaves the file alone.
    h.state_mut().play_named("1");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    type_path(&mut h, &file.display().to_string());
    let b = h.state().studio.chooser.browser.clone().unwrap();
    assert_eq!(b.confirm, Some(file.clone()));
    assert!(h.query_by_label("already exists. Replace it?").is_some());
    h.get_by_label("Keep it").click();
    settle(&mut h);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        saved,
        "not replaced"
    );
    assert!(
        h.state()
            .studio
            .chooser
            .browser
            .as_ref()
            .unwrap()
            .confirm
            .is_none()
    );
    h.key_press(Key::Enter);
    settle(&mut h);
    h.get_by_label("Replace").click();
    settle(&mut h);
    let replaced = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        ludoscope::replay::parse(&replaced).unwrap().actions.len(),
        2
    );
    // Esc closes the chooser without saving.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    assert!(h.state().studio.chooser.browser.is_some());
    h.key_press(Key::Escape);
    settle(&mut h);
    assert!(h.state().studio.chooser.browser.is_none());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_failed_system_dialog_falls_back_once_and_is_remembered() {
    let why = "Can't connect to a portal: libdbus-1.so not found";
    let mut h = studio(ChooserKind::System, Answer::Failed(why.into()));
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(&mut h);
    let studio = &h.state().studio;
    assert_eq!(studio.settings.file_chooser, ChooserKind::BuiltIn);
    assert_eq!(studio.chooser.notice.as_deref(), Some(why));
    assert!(
        studio.chooser.browser.is_some(),
        "the built-in chooser opened"
    );
    let said = "The system's file dialog could not be shown (no file-chooser service on this machine), so the studio uses its own chooser from now on (View menu to switch back).";
    assert!(h.query_by_label(said).is_some(), "the note is shown");
    // In the user's words, never the system's (a D-Bus message).
    assert!(h.query_by_label_contains("libdbus").is_none());
    assert!(h.query_by_label_contains("portal").is_none());
    h.key_press(Key::Escape);
    settle(&mut h);
    // The next request goes straight to the built-in chooser, without the note.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(&mut h);
    let studio = &h.state().studio;
    assert!(studio.chooser.browser.is_some());
    assert_eq!(studio.chooser.notice, None);
    assert!(h.query_by_label(said).is_none());
    h.key_press(Key::Escape);
    settle(&mut h);
    // The View menu switches back to the system's dialog.
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Use the built-in file chooser").click();
    settle(&mut h);
    assert_eq!(h.state().studio.settings.file_chooser, ChooserKind::System);
}

#[test]
fn a_cancelled_system_dialog_does_nothing_and_a_chosen_file_opens() {
    let replay = std::env::current_dir()
        .unwrap()
        .join("assets/replays/nim-random.ron");
    let mut h = studio(ChooserKind::System, Answer::Chosen(replay.clone()));
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    settle(&mut h);
    let studio = &h.state().studio;
    assert_eq!(studio.message, None);
    assert_eq!(studio.settings.recent.first(), Some(&replay));
    assert!(matches!(studio.session.spec(), GameSpec::Nim { .. }));
    assert_eq!(studio.settings.file_chooser, ChooserKind::System);
    let mut h = studio_with_cancel();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    settle(&mut h);
    let studio = &h.state().studio;
    assert!(studio.chooser.browser.is_none() && !studio.chooser.is_busy());
    assert_eq!(studio.settings.file_chooser, ChooserKind::System);
}

fn studio_with_cancel() -> Harness<'static, StudioApp> {
    studio(ChooserKind::System, Answer::Cancelled)
}
