//! The board editor through the studio's commands: clicks and text in step,
//! Start from here, a refused position, the side to move of Tafl.
#![allow(clippy::unwrap_used)]

use super::{Command, apply as run};
use crate::app::board::setup::SetupAction;
use crate::app::settings::Settings;
use crate::app::studio::Studio;
use crate::engine::Turn;
use crate::games::GameSpec;

fn setup(s: &mut Studio, action: SetupAction) {
    run(s, Command::Setup(action));
}

fn studio(spec: GameSpec) -> Studio {
    let mut s = Studio::new(Settings::default());
    s.start(&spec).unwrap();
    s
}

#[test]
fn clicks_and_text_stay_in_step_and_start_a_game() {
    let mut s = studio(GameSpec::TicTacToe);
    setup(&mut s, SetupAction::Open);
    assert_eq!(s.setup.as_ref().unwrap().text, ". . .\n. . .\n. . .\n");
    setup(&mut s, SetupAction::Click(4));
    setup(&mut s, SetupAction::Brush(2));
    setup(&mut s, SetupAction::Click(0));
    assert_eq!(s.setup.as_ref().unwrap().text, "O . .\n. X .\n. . .\n");
    // Clicking the same piece again empties the cell.
    setup(&mut s, SetupAction::Click(0));
    assert_eq!(s.setup.as_ref().unwrap().setup.cells[0], 0);
    setup(&mut s, SetupAction::Text("X?.\n...\n...".into()));
    let ed = s.setup.as_ref().unwrap();
    assert_eq!(
        ed.text_error.as_deref(),
        Some("line 1, column 2: unknown cell '?'; the cells are X X, O O, . empty")
    );
    setup(&mut s, SetupAction::Text("XX.\nO..\n...".into()));
    assert_eq!(s.setup.as_ref().unwrap().setup.cells[..4], [1, 1, 0, 2]);
    setup(&mut s, SetupAction::Start);
    assert!(s.setup.is_none());
    assert_eq!(s.session.turn(), Turn::Player(1));
    assert_eq!(
        s.session.start_position().as_deref(),
        Some("X X .\nO . .\n. . .\n")
    );
    assert_eq!(
        s.replay().position.as_deref(),
        Some("X X .\nO . .\n. . .\n")
    );
}

#[test]
fn an_illegal_position_is_refused_with_the_reason_and_nothing_changes() {
    let mut s = studio(GameSpec::TicTacToe);
    setup(&mut s, SetupAction::Open);
    setup(&mut s, SetupAction::Text("XXX\nXX.\n...".into()));
    setup(&mut s, SetupAction::Start);
    let ed = s.setup.as_ref().unwrap();
    assert!(ed.refused.as_deref().unwrap().contains("5 X and 0 O"));
    assert_eq!(s.session.start_position(), None);
}

#[test]
fn the_tafl_side_to_move_goes_through_the_counter() {
    let mut s = studio(crate::games::Catalogued::spec(&crate::games::Tafl::ard_ri()));
    setup(&mut s, SetupAction::Open);
    setup(&mut s, SetupAction::ToMove(1));
    let ed = s.setup.as_ref().unwrap();
    assert_eq!(ed.setup.numbers, vec![1]);
    assert!(
        ed.text.ends_with("actions: 1, defenders to move\n"),
        "{}",
        ed.text
    );
}
