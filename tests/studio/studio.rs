//! The studio's UI, driven headless through egui_kittest (AccessKit labels, no
//! display, no GPU). Index:
//! - `tictactoe_cells_play_and_show_in_the_move_list`: new game, clicks, move list
//! - `undo_redo_and_timeline_keys`: Ctrl+Z / Ctrl+Y, arrows, Home/End, ply clicks
//! - `branching_asks_first`: a move from the past opens the dialog
//! - `view_as_and_language`: viewer switch, perfect-information note, French
//! - `open_errors_show_a_dialog_and_saves_reopen`: the replay store flow
//! - `picking_another_game_says_it_starts_with_new_game`: the Game panel's note
//! - `monkey`: thousands of seeded random clicks and keys over every game and
//!   the board and tournament panels
//! - `without_a_display_the_studio_says_so`: the binary, with DISPLAY unset
//!
//! Each game's board is in `studio_boards.rs`; the agents' side of the studio
//! is in `studio_agents.rs`.
#![cfg(feature = "gui")]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::agents::AgentSpec;
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::{Language, T};
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::store::MemoryStore;
use ludoscope::engine::Viewer;
use ludoscope::games::GameSpec;
use ludoscope::replay::Seat;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use studio_ui::{app, harness, humans, moves};

#[test]
fn tictactoe_cells_play_and_show_in_the_move_list() {
    let mut h = humans(GameSpec::TicTacToe);
    h.get_by_label("Cell 5").click();
    h.run();
    h.get_by_label("Cell 1").click();
    h.run();
    // An occupied cell is not clickable: nothing changes.
    h.get_by_label("Cell 5").click();
    h.run();
    assert_eq!(moves(&h), ["5", "1"]);
    assert!(h.query_by_label("5").is_some(), "ply 1 in the move list");
    h.get_by_label("New game").click();
    h.run();
    assert!(moves(&h).is_empty());
    assert!(h.query_by_label("No move yet.").is_some());
}

#[test]
fn undo_redo_and_timeline_keys() {
    let mut h = humans(GameSpec::TicTacToe);
    for cell in ["Cell 5", "Cell 1", "Cell 9"] {
        h.get_by_label(cell).click();
        h.run();
    }
    let cursor = |h: &Harness<'_, StudioApp>| h.state().studio.session.cursor();
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(cursor(&h), 2);
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(cursor(&h), 0);
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(cursor(&h), 1);
    h.key_press(egui::Key::End);
    h.run();
    assert_eq!(cursor(&h), 3);
    h.get_by_label("1").click(); // ply 2 in the move list
    h.run();
    assert_eq!(cursor(&h), 2);
    h.key_press(egui::Key::End);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(moves(&h), ["5", "1"]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(moves(&h), ["5", "1", "9"]);
}

#[test]
fn branching_asks_first() {
    let mut h = humans(GameSpec::TicTacToe);
    for cell in ["Cell 5", "Cell 1", "Cell 9"] {
        h.get_by_label(cell).click();
        h.run();
    }
    h.key_press(egui::Key::Home);
    h.run();
    h.get_by_label("Cell 5").click(); // the same first move: just steps forward
    h.run();
    assert_eq!(h.state().studio.session.cursor(), 1);
    h.get_by_label("Cell 3").click();
    h.run();
    assert!(h.query_by_label("Start a new line?").is_some());
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves(&h), ["5", "1", "9"]);
    h.get_by_label("Cell 3").click();
    h.run();
    h.get_by_label("Discard and play").click();
    h.run();
    assert_eq!(moves(&h), ["5", "3"]);
}

#[test]
fn view_as_and_language() {
    let mut h = humans(GameSpec::TicTacToe);
    h.get_by_label("Cell 5").click();
    h.run();
    assert!(
        h.query_by_label(T::SameBoard.text(Language::English))
            .is_some()
    );
    h.get_by_label("Public").click();
    h.run();
    assert_eq!(h.state().studio.viewer, Viewer::Public);
    assert!(h.query_by_label("View as: Public").is_some());
    let public = h.state().studio.session.render(Viewer::Public);
    assert_eq!(public, h.state().studio.session.render(Viewer::Everyone));
    let ttt = &ludoscope::games::catalog()[0];
    assert!(h.query_by_label(ttt.description).is_some());
    h.get_by_label("Français").click();
    h.run();
    assert_eq!(h.state().studio.settings.language, Language::French);
    assert!(h.query_by_label("Nouvelle partie").is_some());
    // The game's description in the side panel follows the language.
    assert!(h.query_by_label(ttt.description_fr).is_some());
    assert!(h.query_by_label(ttt.description).is_none());
    assert!(h.query_by_label("Case 1").is_some());
    h.get_by_label("Case 1").click();
    h.run();
    assert_eq!(moves(&h), ["5", "1"]);
}

#[test]
fn open_errors_show_a_dialog_and_saves_reopen() {
    let mut a = app(GameSpec::TicTacToe, vec![Seat::human(), Seat::human()]);
    a.studio.store = Box::new(MemoryStore::default());
    let mut h = harness(a);
    h.get_by_label("Cell 7").click();
    h.run();
    h.state_mut().command(Command::Save("one.ron".into()));
    h.state_mut().command(Command::Open("nowhere.ron".into()));
    h.run();
    assert!(h.query_by_label("Error").is_some());
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().studio.message.is_none());
    h.get_by_label("New game").click();
    h.run();
    h.state_mut().command(Command::Open("one.ron".into()));
    h.run();
    assert_eq!(moves(&h), ["7"]);
}

#[test]
fn picking_another_game_says_it_starts_with_new_game() {
    let mut h = humans(GameSpec::TicTacToe);
    h.get_by_label("Cell 5").click();
    h.run();
    let button_at = h.get_by_label("New game").rect();
    assert!(h.query_by_label_contains("New game starts").is_none());
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Nim").click();
    h.run();
    // The board keeps its game and says so; New game has not moved.
    assert_eq!(moves(&h), ["5"]);
    assert!(h.query_by_label("On the board: TicTacToe").is_some());
    assert!(
        h.query_by_label("New game starts: Nim(heaps: [1, 3, 5, 7])")
            .is_some()
    );
    assert_eq!(h.get_by_label("New game").rect(), button_at);
    h.get_by_label("New game").click();
    h.run();
    assert!(moves(&h).is_empty());
    assert!(h.query_by_label_contains("New game starts").is_none());
    // In French too.
    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    h.state_mut()
        .command(Command::SetDraft(ludoscope::app::studio::Draft::new(
            GameSpec::TicTacToe,
        )));
    h.run();
    assert!(
        h.query_by_label("Sur le plateau\u{a0}: Nim(heaps: [1, 3, 5, 7])")
            .is_some()
    );
    assert!(
        h.query_by_label("« Nouvelle partie » lancera\u{a0}: TicTacToe")
            .is_some()
    );
}

#[test]
fn monkey() {
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let specs = [
        GameSpec::TicTacToe,
        GameSpec::ConnectFour { rows: 6, cols: 7 },
        GameSpec::ConnectFour { rows: 4, cols: 8 },
        GameSpec::Nim {
            heaps: vec![1, 3, 5, 7],
        },
        GameSpec::ArdRi {
            step: Default::default(),
            draw_limit: 300,
        },
    ];
    let keys = [
        egui::Key::ArrowLeft,
        egui::Key::ArrowRight,
        egui::Key::Home,
        egui::Key::End,
        egui::Key::Escape,
        egui::Key::Enter,
        egui::Key::Tab,
    ];
    let mut events = 0;
    for (i, spec) in specs.iter().enumerate() {
        let seats = match i % 3 {
            0 => vec![Seat::human(), Seat::human()],
            1 => vec![Seat::human(), Seat::Agent(AgentSpec::Random)],
            _ => vec![Seat::Agent(AgentSpec::Random), Seat::human()],
        };
        let mut h = Harness::builder()
            .with_size(egui::vec2(1100.0, 700.0))
            .with_accessibility_check(false)
            .build_ui_state(
                |ui, app: &mut StudioApp| app.frame(ui),
                app(spec.clone(), seats),
            );
        for _ in 0..700 {
            match rng.random_range(0..10) {
                0..=5 => {
                    let pos =
                        egui::pos2(rng.random_range(0.0..1100.0), rng.random_range(0.0..700.0));
                    h.hover_at(pos);
                    for pressed in [true, false] {
                        h.event(egui::Event::PointerButton {
                            pos,
                            button: egui::PointerButton::Primary,
                            pressed,
                            modifiers: egui::Modifiers::NONE,
                        });
                    }
                }
                6..=7 => h.key_press(keys[rng.random_range(0..keys.len())]),
                8 if rng.random_bool(0.2) => {
                    // The other panels that exist here: the tournament's settings,
                    // Start and Cancel get random clicks too.
                    let panel = if rng.random_bool(0.5) {
                        Panel::Tournament
                    } else {
                        Panel::Board
                    };
                    h.state_mut().command(Command::ShowPanel(panel));
                }
                8 => {
                    let k = if rng.random_bool(0.5) {
                        egui::Key::Z
                    } else {
                        egui::Key::Y
                    };
                    h.key_press_modifiers(egui::Modifiers::COMMAND, k);
                }
                _ => h
                    .state_mut()
                    .command(Command::SetLanguage(if rng.random_bool(0.5) {
                        Language::French
                    } else {
                        Language::English
                    })),
            }
            h.step();
            events += 1;
        }
        let s = &h.state().studio.session;
        assert!(s.cursor() <= s.len());
    }
    assert!(events >= 3500);
}

#[test]
fn without_a_display_the_studio_says_so() {
    for args in [&[][..], &["studio", "--panel", "board"][..]] {
        let out = crate::common::bin::command()
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .expect("the binary runs");
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("needs a display"), "{err}");
    }
}
