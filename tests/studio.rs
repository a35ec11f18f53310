//! The studio's UI, driven headless through egui_kittest (AccessKit labels, no
//! display, no GPU). Index:
//! - `tictactoe_cells_play_and_show_in_the_move_list`: new game, clicks, move list
//! - `connect_four_columns_drop_discs`: columns, hover, flip
//! - `nim_tokens_take_from_the_top`: click a token takes it and all above
//! - `ard_ri_clicks_select_move_and_capture`: two-click moves, a pawn capture
//! - `undo_redo_and_timeline_keys`: Ctrl+Z / Ctrl+Y, arrows, Home/End, ply clicks
//! - `branching_asks_first`: a move from the past opens the dialog
//! - `view_as_and_language`: viewer switch, perfect-information note, French
//! - `chomp_and_cram_boards`: a square eats, a domino handle places
//! - `phantom_marks_follow_the_viewer`: only the viewer's marks are drawn
//! - `arena_nodes_are_moves`: the seed's alpha-beta tree, clicked node by node
//! - `hidden_cards_follow_the_viewer`: Kuhn poker's cards and deals per viewer
//! - `open_errors_show_a_dialog_and_saves_reopen`: the replay store flow
//! - `monkey`: thousands of seeded random clicks and keys over every game and
//!   the board and tournament panels
//! - `without_a_display_the_studio_says_so`: the binary, with DISPLAY unset
//!
//! The agents' side of the studio is in `studio_agents.rs`.
#![cfg(feature = "gui")]

mod studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::agents::AgentSpec;
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::{Language, T};
use ludoscope::app::settings::{Panel, Seat};
use ludoscope::app::shell::StudioApp;
use ludoscope::app::store::MemoryStore;
use ludoscope::engine::{GameSpec, Viewer};
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
fn connect_four_columns_drop_discs() {
    let mut h = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
    for col in ["Column 4", "Column 4", "Column 3"] {
        h.get_by_label(col).hover();
        h.run();
        h.get_by_label(col).click();
        h.run();
    }
    assert_eq!(moves(&h), ["4", "4", "3"]);
    let text = h.state().studio.session.render(Viewer::Everyone);
    assert!(text.contains(". . X X . . ."), "{text}");
    h.get_by_label("Flip board").click();
    h.run();
    h.get_by_label("Column 1").click();
    h.run();
    assert_eq!(moves(&h).last().map(String::as_str), Some("1"));
}

#[test]
fn nim_tokens_take_from_the_top() {
    let mut h = humans(GameSpec::Nim {
        heaps: vec![1, 3, 5],
    });
    h.get_by_label("Heap 3 object 2").click();
    h.run();
    assert_eq!(moves(&h), ["3:4"]);
    assert!(
        h.query_by_label("Heap 3 object 2").is_none(),
        "the tokens are gone"
    );
    h.get_by_label("Heap 1 object 1").click();
    h.run();
    assert_eq!(moves(&h), ["3:4", "1:1"]);
}

/// Clicks the squares named, one frame each.
fn click_squares(h: &mut Harness<'_, StudioApp>, squares: &[&str]) {
    for sq in squares {
        h.get_by_label(&format!("Square {sq}")).click();
        h.run();
    }
}

#[test]
fn ard_ri_clicks_select_move_and_capture() {
    let mut h = humans(GameSpec::ArdRi {
        step: Default::default(),
        draw_limit: 300,
    });
    assert!(h.query_by_label("Ply 0 / draw at 300").is_some());
    click_squares(&mut h, &["a3", "b3"]);
    assert_eq!(moves(&h), ["a3-b3"]);
    // A square without a movable piece deselects: the next click plays nothing.
    click_squares(&mut h, &["c3", "c4", "c2"]);
    assert_eq!(moves(&h), ["a3-b3"]);
    // Clicking the selected piece again deselects it too.
    click_squares(&mut h, &["c3", "c3", "c2"]);
    assert_eq!(moves(&h), ["a3-b3"]);
    click_squares(&mut h, &["c3", "c2"]);
    assert_eq!(moves(&h), ["a3-b3", "c3-c2"]);
    // b3-b2 closes the pawn on c2 between b2 and d2.
    click_squares(&mut h, &["b3", "b2"]);
    assert_eq!(moves(&h), ["a3-b3", "c3-c2", "b3-b2"]);
    let text = h.state().studio.session.render(Viewer::Everyone);
    assert!(text.contains(" 2 . x . x . . ."), "c2 is captured:\n{text}");
    assert!(
        h.query_by_label("Captured: attackers 0, defenders 1")
            .is_some()
    );
    assert!(h.query_by_label("Ply 3 / draw at 300").is_some());
    // Forfeit is a legal action: the button ends the game.
    h.get_by_label("Forfeit").click();
    h.run();
    assert_eq!(moves(&h).last().map(String::as_str), Some("forfeit"));
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
    h.get_by_label("Français").click();
    h.run();
    assert_eq!(h.state().studio.settings.language, Language::French);
    assert!(h.query_by_label("Nouvelle partie").is_some());
    assert!(h.query_by_label("Case 1").is_some());
    h.get_by_label("Case 1").click();
    h.run();
    assert_eq!(moves(&h), ["5", "1"]);
}

/// The label of a tic-tac-toe cell that no ply has taken.
#[test]
fn open_errors_show_a_dialog_and_saves_reopen() {
    let mut a = app(GameSpec::TicTacToe, vec![Seat::Human, Seat::Human]);
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
            0 => vec![Seat::Human, Seat::Human],
            1 => vec![Seat::Human, Seat::Agent(AgentSpec::Random)],
            _ => vec![Seat::Agent(AgentSpec::Random), Seat::Human],
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
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludoscope"))
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

#[test]
fn hidden_cards_follow_the_viewer() {
    use egui_kittest::kittest::By;
    let mut h = humans(GameSpec::KuhnPoker { players: 2 });
    h.run();
    let s = &h.state().studio.session;
    assert_eq!(s.len(), 2, "chance dealt both cards by itself");
    // The ranks dealt, read from the omniscient text board.
    let everyone = s.render(Viewer::Everyone);
    let rank = |p: usize| {
        let line = everyone.lines().nth(p).unwrap();
        line.rsplit(' ').next().unwrap().to_string()
    };
    let (r0, r1) = (rank(0), rank(1));
    let shows = |h: &Harness<'_, StudioApp>, p: usize, value: &str| {
        let label = format!("Card of Player {p}");
        h.query(By::new().label(&label).value(value)).is_some()
    };
    assert!(
        shows(&h, 0, &r0) && shows(&h, 1, &r1),
        "everyone sees both cards"
    );
    // "Player 1" names the seat and the card's owner too: switch by command here
    // (the button itself is clicked in `view_as_and_language`).
    h.state_mut().command(Command::ViewAs(Viewer::Player(1)));
    h.run();
    assert_eq!(h.state().studio.viewer, Viewer::Player(1));
    assert!(
        shows(&h, 0, "hidden"),
        "player 1 sees the back of player 0's card"
    );
    assert!(!shows(&h, 0, &r0));
    assert!(shows(&h, 1, &r1), "and its own card");
    // The move list shows the deal to player 0 as hidden.
    assert!(h.query_by_label("?").is_some());
    h.get_by_label("Public").click();
    h.run();
    assert!(shows(&h, 0, "hidden") && shows(&h, 1, "hidden"));
    // A human bets by the button named by the notation.
    h.get_by_label("Everyone").click();
    h.run();
    h.get_by_label("bet").click();
    h.run();
    assert_eq!(moves(&h).last().map(String::as_str), Some("bet"));
}

#[test]
fn chomp_and_cram_boards() {
    let mut h = humans(GameSpec::Chomp { rows: 3, cols: 4 });
    h.get_by_label("Cell 2,3").click();
    h.run();
    assert_eq!(moves(&h), ["2,3"]);
    // Eaten squares no longer take a click.
    h.get_by_label("Cell 3,4").click();
    h.run();
    assert_eq!(moves(&h), ["2,3"]);
    h.get_by_label("Cell 1,2").click();
    h.run();
    assert_eq!(moves(&h), ["2,3", "1,2"]);

    let mut h = humans(GameSpec::Cram { rows: 3, cols: 3 });
    h.get_by_label("Domino 1,1 h").click();
    h.run();
    h.get_by_label("Domino 2,1 v").click();
    h.run();
    assert_eq!(moves(&h), ["1,1 h", "2,1 v"]);
    assert!(
        h.query_by_label("Domino 1,2 v").is_none(),
        "a covered cell offers no domino"
    );
}

#[test]
fn arena_nodes_are_moves() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/arenas/seed-003-alpha-beta.ron"
    );
    let mut h = humans(GameSpec::Arena { path: path.into() });
    assert!(h.query_by_label("Node A1").is_some(), "every node is drawn");
    h.get_by_label("Node A1").click(); // not a successor of the root: nothing happens
    h.run();
    h.get_by_label("Node C").click();
    h.run();
    h.get_by_label("Node C1").click();
    h.run();
    assert_eq!(moves(&h), ["C", "C1"]);
}

#[test]
fn phantom_marks_follow_the_viewer() {
    use egui_kittest::kittest::By;
    let mut h = humans(GameSpec::PhantomTicTacToe);
    h.get_by_label("Cell 5").click();
    h.run();
    let x_on_5 =
        |h: &Harness<'_, StudioApp>| h.query(By::new().label("Cell 5").value("X")).is_some();
    assert!(x_on_5(&h), "everyone sees X's mark");
    h.get_all_by_label("Player 1").last().unwrap().click();
    h.run();
    assert!(!x_on_5(&h), "O must not see X's mark");
    // O plays onto the hidden mark: refused, revealed to O, O plays again.
    h.get_by_label("Cell 5").click();
    h.run();
    assert!(x_on_5(&h), "the refused move reveals the mark to O");
    assert_eq!(h.state().studio.session.to_move(), Some(1));
    h.get_all_by_label("Player 0").last().unwrap().click();
    h.run();
    assert!(h.query(By::new().label("Cell 5").value("X")).is_some());
}
