//! Setting up a position in the studio (issue 18): the board editor driven by
//! clicks through egui_kittest, a refused position with its reason, and a
//! game started from a set-up position that saves and reopens byte for byte;
//! the search inspector refuses such a game with its reason, in both languages.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::{Command, apply};
use ludoscope::app::settings::Settings;
use ludoscope::app::studio::Studio;
use ludoscope::engine::{Turn, Viewer};
use ludoscope::games::GameSpec;
use studio_ui::{humans, moves};

#[test]
fn a_tic_tac_toe_position_set_up_by_clicks_starts_a_game() {
    let mut h = humans(GameSpec::TicTacToe);
    h.get_by_label("Set up position…").click();
    h.run();
    assert!(h.state().studio.setup.is_some(), "the editor is open");
    // X (the first brush) in the centre and a corner, O on the top edge.
    for cell in ["cell 2,2", "cell 3,3"] {
        h.get_by_label(cell).click();
        h.run();
    }
    h.get_by_label("O").click();
    h.run();
    h.get_by_label("cell 1,2").click();
    h.run();
    let editor = h.state().studio.setup.as_ref().unwrap();
    assert_eq!(editor.text, ". O .\n. X .\n. . X\n");
    assert!(h.query_by_label_contains("A legal position.").is_some());
    h.get_by_label("Start from here").click();
    h.run();
    let studio = &h.state().studio;
    assert!(studio.setup.is_none(), "the editor is closed");
    assert_eq!(
        studio.session.turn(),
        Turn::Player(1),
        "O moves: X has one more"
    );
    let board = studio.session.render(Viewer::Everyone);
    assert!(
        board.contains(". O .") && board.contains(". . X"),
        "{board}"
    );
    // The game goes on from there: O plays cell 1 on the board.
    h.get_by_label("Cell 1").click();
    h.run();
    assert_eq!(moves(&h), ["1"]);
}

#[test]
fn an_illegal_set_up_is_refused_with_its_reason() {
    let mut h = humans(GameSpec::TicTacToe);
    h.get_by_label("Set up position…").click();
    h.run();
    for cell in ["cell 1,1", "cell 1,2"] {
        h.get_by_label(cell).click();
        h.run();
    }
    assert!(h.query_by_label_contains("2 X and 0 O").is_some());
    h.get_by_label("Start from here").click();
    h.run();
    assert!(h.state().studio.setup.is_some(), "still editing");
    assert!(h.query_by_label_contains("Refused:").is_some());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().studio.setup.is_none());
    assert_eq!(h.state().studio.session.start_position(), None);
}

#[test]
fn a_set_up_game_saves_and_reopens_byte_for_byte() {
    use ludoscope::app::board::setup::SetupAction;
    let dir = std::env::temp_dir().join(format!("ludoscope-setup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (first, second) = (dir.join("a.ron"), dir.join("b.ron"));
    let mut studio = Studio::new(Settings::default());
    let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
    studio.start(&spec).unwrap();
    apply(&mut studio, Command::Setup(SetupAction::Open));
    let threat = ".......\n.......\n.......\n.......\n..OO...\n..XXX.O\n";
    apply(
        &mut studio,
        Command::Setup(SetupAction::Text(threat.into())),
    );
    apply(&mut studio, Command::Setup(SetupAction::Start));
    assert_eq!(studio.message, None);
    let mv = studio.session.find_move("2").unwrap();
    apply(&mut studio, Command::Play(mv));
    assert_eq!(studio.session.turn(), Turn::Terminal, "X completes the row");
    apply(&mut studio, Command::Save(first.clone()));
    assert_eq!(studio.message, None);
    let saved = std::fs::read_to_string(&first).unwrap();
    assert!(saved.contains("position: \""), "{saved}");
    let mut other = Studio::new(Settings::default());
    apply(&mut other, Command::Open(first.clone()));
    assert_eq!(other.message, None);
    assert_eq!(
        other.session.start_position(),
        studio.session.start_position()
    );
    apply(&mut other, Command::Save(second.clone()));
    assert_eq!(std::fs::read_to_string(&second).unwrap(), saved);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_inspector_refuses_a_set_up_position_in_both_languages() {
    use ludoscope::app::board::setup::SetupAction;
    use ludoscope::app::i18n::Language;
    use ludoscope::app::inspector::Action;
    let mut studio = Studio::new(Settings::default());
    studio.start(&GameSpec::TicTacToe).unwrap();
    // From the initial position the inspector searches: no message.
    apply(&mut studio, Command::Inspect(Action::Run));
    assert_eq!(studio.message, None);
    apply(&mut studio, Command::Setup(SetupAction::Open));
    apply(
        &mut studio,
        Command::Setup(SetupAction::Text(". O .\n. X .\n. . X\n".into())),
    );
    apply(&mut studio, Command::Setup(SetupAction::Start));
    assert!(studio.session.start_position().is_some());
    apply(&mut studio, Command::Inspect(Action::Run));
    let said = studio.message.take().unwrap_or_default();
    assert!(
        said.contains("set-up position") && said.contains("--position"),
        "{said}"
    );
    apply(&mut studio, Command::SetLanguage(Language::French));
    apply(&mut studio, Command::Inspect(Action::Run));
    let dit = studio.message.take().unwrap_or_default();
    assert!(
        dit.contains("position mise en place") && dit.contains("--position"),
        "{dit}"
    );
}
