//! The inspector's background work as the studio's tasks, driven headless
//! through egui_kittest. Index:
//! - `a_long_search_shows_its_progress_and_cancels`: plain minimax on Connect
//!   Four (it would not end) reports its nodes in the header, Cancel stops it
//!   and the header says so; no task thread is left.
//! - `closing_the_studio_stops_the_search_and_the_comparison`: dropping the
//!   studio while a search and the statistics' comparison run stops both
//!   (their stop flags are read) and joins their threads: none is left.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::inspector::Action;
use ludoscope::app::inspector::statistics::StatsAction;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::task::live_threads;
use ludoscope::games::GameSpec;
use ludoscope::inspect::{Algorithm, SearchSettings};
use std::time::Duration;
use studio_ui::inspector::{harness, run, wait};
use studio_ui::{one_at_a_time, step_while};

/// Plain minimax to the end of Connect Four: far longer than any test.
fn endless() -> SearchSettings {
    SearchSettings {
        algorithm: Algorithm::Minimax,
        depth: None,
        budget: usize::MAX,
        ..SearchSettings::default()
    }
}

#[test]
fn a_long_search_shows_its_progress_and_cancels() {
    let _serial = one_at_a_time();
    let mut h = harness(GameSpec::ConnectFour { rows: 6, cols: 7 });
    h.state_mut()
        .command(Command::Inspect(Action::SetSettings(endless())));
    h.get_by_label("Run").click();
    h.step();
    // Progress arrives without input: the task wakes the window.
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.inspector.task.progress() == 0;
    step_while(&mut h, "no progress", Duration::from_secs(20), busy);
    h.step();
    assert!(h.query_by_label_contains("searching…").is_some());
    h.get_by_label("Cancel").click();
    wait(&mut h);
    let ins = &h.state().studio.inspector;
    assert!(!ins.task.is_running() && ins.loaded.is_none());
    assert!(h.query_by_label("The search was cancelled.").is_some());
}

#[test]
fn closing_the_studio_stops_the_search_and_the_comparison() {
    let _serial = one_at_a_time();
    let before = live_threads();
    let mut h = harness(GameSpec::ConnectFour { rows: 6, cols: 7 });
    // A quick trace whose settings ask for depth 9: comparing minimax,
    // alpha-beta and negamax there would take minutes.
    let deep = SearchSettings {
        depth: Some(9),
        budget: 2000,
        ..SearchSettings::default()
    };
    h.state_mut()
        .command(Command::Inspect(Action::SetSettings(deep)));
    run(&mut h);
    h.state_mut()
        .command(Command::Inspect(Action::Statistics(StatsAction::Compare)));
    // And a search that would not end.
    h.state_mut()
        .command(Command::Inspect(Action::SetSettings(endless())));
    h.state_mut().command(Command::Inspect(Action::Run));
    let ins = &h.state().studio.inspector;
    assert!(ins.task.is_running() && ins.tabs.statistics.computing());
    assert_eq!(live_threads(), before + 2);
    // Closing joins both threads: they read their stop flags.
    drop(h);
    assert_eq!(live_threads(), before, "task threads left running");
}
