#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A program at a seat of the studio (`External`, "Program" in the seat
//! menu): chosen in the menu, its command typed below the seat and given on
//! Enter; it plays its moves on the worker, its `info` line is the agent's
//! note above the board; a program that fails pauses the game with a message
//! naming the seat and what happened, and a fixed command resumes it.

use crate::common::studio_ui;

use eframe::egui::{Key, accesskit::Role};
use egui_kittest::kittest::{By, Queryable};
use ludoscope::agents::AgentSpec;
use ludoscope::app::commands::Command;
use ludoscope::app::move_ref::MoveRef;
use ludoscope::engine::Actor;
use ludoscope::games::GameSpec;
use ludoscope::replay::Seat;
use std::time::Duration;
use studio_ui::{app, harness, moves, step_while};

fn program(command: &str) -> Seat {
    Seat::Agent(AgentSpec::External {
        command: command.into(),
        name: String::new(),
        millis: 2000,
    })
}

/// Player 0's first move, column 4 (the fourth legal action).
fn column_4() -> MoveRef {
    MoveRef {
        at: 0,
        actor: Actor::Player(0),
        index: 3,
    }
}

const FIXTURES: &str = "python3 tests/fixtures/agents/";

#[test]
fn a_program_is_chosen_in_the_seat_menu_and_its_command_typed_below_it() {
    let mut h = harness(app(
        GameSpec::ConnectFour { rows: 6, cols: 7 },
        vec![Seat::human(), Seat::human()],
    ));
    h.query_all(By::new().role(Role::ComboBox).label("Player 1"))
        .next()
        .expect("seat 1's menu")
        .click();
    h.run();
    h.get_by_label("Program").click();
    h.run();
    let Seat::Agent(AgentSpec::External {
        command, millis, ..
    }) = h.state().studio.seat(1)
    else {
        panic!("a program at seat 1: {:?}", h.state().studio.seat(1));
    };
    assert_eq!(command, ludoscope::app::panels::EXAMPLE_COMMAND);
    assert_eq!(millis, 1000);
    // A command is given on Enter, not while it is typed.
    let start = format!("{FIXTURES}first_legal");
    h.state_mut().command(Command::SetSeat(1, program(&start)));
    h.run();
    h.get_by_label("command").click();
    h.run();
    h.key_press(Key::End);
    h.run();
    h.get_by_label("command").type_text(".py");
    h.run();
    assert_eq!(
        h.state().studio.seat(1),
        program(&start),
        "not given while typed"
    );
    h.key_press(Key::Enter);
    h.run();
    let Seat::Agent(AgentSpec::External { command, .. }) = h.state().studio.seat(1) else {
        panic!("still a program");
    };
    assert_eq!(command, format!("{FIXTURES}first_legal.py"));
}

#[test]
fn a_program_plays_and_its_info_is_the_note_above_the_board() {
    let seats = vec![Seat::human(), program(&format!("{FIXTURES}first_legal.py"))];
    let mut h = harness(app(GameSpec::ConnectFour { rows: 6, cols: 7 }, seats));
    h.state_mut().command(Command::Play(column_4()));
    step_while(&mut h, "the program's move", Duration::from_secs(20), |h| {
        moves(h).len() < 2
    });
    assert_eq!(
        moves(&h),
        ["4", "1"],
        "first_legal.py plays the first legal column"
    );
    h.run();
    assert!(
        h.query_by_label_contains("depth 1 · value +0.00 · nodes 1 · pv 1 · first legal")
            .is_some(),
        "the program's info line is shown"
    );
}

#[test]
fn a_failing_program_loses_the_game_naming_the_seat_and_a_fixed_one_plays_on() {
    let seats = vec![Seat::human(), program(&format!("{FIXTURES}crash.py"))];
    let mut h = harness(app(GameSpec::ConnectFour { rows: 6, cols: 7 }, seats));
    h.state_mut().command(Command::Play(column_4()));
    step_while(
        &mut h,
        "the program's failure",
        Duration::from_secs(20),
        |h| h.state().studio.lost_by_forfeit().is_none(),
    );
    let studio = &h.state().studio;
    let lost = studio.lost_by_forfeit().cloned().expect("a forfeit");
    assert_eq!((lost.player, lost.ply), (1, 1));
    let reason = lost.reason;
    assert!(
        reason.starts_with("player 1 (crash, `python3 tests/fixtures/agents/crash.py`) loses: "),
        "{reason}"
    );
    assert!(reason.contains("(exit status: 3)"), "{reason}");
    assert!(
        reason.contains("crashing on purpose"),
        "its stderr: {reason}"
    );
    assert_eq!(
        studio.message, None,
        "said beside the board, not in a dialog"
    );
    assert_eq!(moves(&h), ["4"]);
    h.run_steps(4);
    assert!(h.query_by_label("Game over").is_some());
    assert_eq!(h.query_all_by_label_contains("loses by forfeit").count(), 1);
    assert!(
        h.query_by_label("Player 1 (Program, python3) loses by forfeit")
            .is_some()
    );
    assert_eq!(
        h.query_all_by_label_contains("crashing on purpose").count(),
        1,
        "the reason under the result"
    );
    // Its standard error is kept beside the board, folded.
    h.get_by_label("What the program wrote on its standard error")
        .click();
    h.run_steps(4);
    assert_eq!(
        h.query_all_by_label_contains("crashing on purpose").count(),
        2,
        "and in the program's standard error"
    );
    // The student fixes the command and plays on.
    h.state_mut().command(Command::SetSeat(
        1,
        program(&format!("{FIXTURES}first_legal.py")),
    ));
    h.run_steps(2);
    h.get_by_label("Play on").click();
    step_while(
        &mut h,
        "the fixed program's move",
        Duration::from_secs(20),
        |h| moves(h).len() < 2,
    );
    assert_eq!(moves(&h), ["4", "1"]);
}
