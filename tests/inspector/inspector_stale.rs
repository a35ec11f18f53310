//! A search trace belongs to the position it was computed on, driven headless
//! through egui_kittest. Index:
//! - `a_trace_of_another_position_is_marked_stale_and_runs_again`: after a move,
//!   a new game or going back on the board, the header says the trace is of
//!   another position (English and French) and offers to run again; the trace
//!   stays viewable; running again searches the board's position.
//! - `an_opened_trace_shows_its_position_and_is_busy_until_laid_out`: a trace
//!   file puts its position on the board (not stale), and the inspector is
//!   busy (what `--screenshot` waits for) until the trace is shown.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::settings::Panel;
use ludoscope::app::studio::Draft;
use ludoscope::games::GameSpec;
use ludoscope::search::CutRule;
use studio_ui::inspector::{arena, harness, oracle, run, wait};

const STALE: &str = "Stale: this trace is of another position";
const AGAIN: &str = "Run again on the board's position";

#[test]
fn a_trace_of_another_position_is_marked_stale_and_runs_again() {
    let mut h = harness(arena());
    run(&mut h);
    assert!(!h.state().studio.inspector.stale);
    assert!(h.query_by_label_contains(STALE).is_none());
    // A move on the board: the trace is of the position before it.
    h.state_mut().play_named("A");
    h.run();
    assert!(h.state().studio.inspector.stale);
    assert!(h.query_by_label_contains(STALE).is_some());
    assert!(
        h.query_by_label_contains("Node root MAX").is_some(),
        "the trace stays viewable"
    );
    // In French too.
    h.state_mut()
        .command(Command::SetLanguage(Language::French));
    h.run();
    assert!(
        h.query_by_label_contains("Périmée\u{a0}: cette trace est celle d'une autre position")
            .is_some()
    );
    assert!(
        h.query_by_label("Relancer sur la position du plateau")
            .is_some()
    );
    h.state_mut()
        .command(Command::SetLanguage(Language::English));
    h.run();
    // Running again searches A's subtree: not stale any more.
    h.get_by_label(AGAIN).click();
    wait(&mut h);
    {
        let ins = &h.state().studio.inspector;
        let l = ins.loaded.as_ref().unwrap();
        assert_eq!(l.trace.moves(), ["A"]);
        assert!(l.trace.trace.node_count() < oracle(CutRule::Seed).trace.node_count());
        assert!(!ins.stale);
    }
    assert!(h.query_by_label_contains(STALE).is_none());
    // Back on the board, then a new game of another game: stale each time.
    h.state_mut().command(Command::Back);
    h.run();
    assert!(h.state().studio.inspector.stale);
    h.state_mut().command(Command::Forward);
    h.run();
    assert!(!h.state().studio.inspector.stale, "the same position again");
    h.state_mut()
        .command(Command::SetDraft(Draft::new(GameSpec::TicTacToe)));
    h.state_mut().command(Command::NewGame);
    h.run();
    assert!(h.state().studio.inspector.stale);
    assert!(h.query_by_label_contains(STALE).is_some());
}

#[test]
fn an_opened_trace_shows_its_position_and_is_busy_until_laid_out() {
    let dir = std::env::temp_dir().join(format!("ludoscope-stale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("trace.ron");
    oracle(CutRule::Seed).save(&path).unwrap();
    let mut h = harness(GameSpec::TicTacToe);
    h.state_mut().command(Command::ShowPanel(Panel::Board));
    h.state_mut().command(Command::Open(path));
    // Opening runs on a task: until a frame has collected the laid-out trace,
    // the inspector is busy (and `--screenshot` waits).
    assert!(h.state().studio.inspector.is_busy());
    wait(&mut h);
    let s = &h.state().studio;
    assert!(!s.inspector.is_busy());
    assert!(s.inspector.loaded.is_some());
    assert_eq!(s.session.spec(), arena());
    assert!(!s.inspector.stale, "the board shows the trace's position");
    let _ = std::fs::remove_dir_all(&dir);
}
