#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The Exercise tab's typed paths have a Browse… button that asks the studio's
//! file chooser (here scripted, as File > Open's is in the other tests): the
//! chosen arena is loaded into the exercise, the chosen "Save to" path is
//! written into its field; the typed fields stay.

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::file_chooser::Purpose;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use std::path::PathBuf;
use studio_ui::inspector::{EXERCISE, arena, run};
use studio_ui::{harness_of, paths, settings};

/// The inspector on the seed-003 exercise, whose file dialogs answer `chosen`.
fn inspector(chosen: PathBuf) -> Harness<'static, StudioApp> {
    let app = StudioApp::new(
        &Default::default(),
        settings(arena(), Panel::Inspector),
        Box::new(paths(Some(chosen))),
    );
    let mut h = harness_of(app, 1280.0, 800.0);
    h.step();
    run(&mut h);
    h.get_all_by_label("Exercise").next().unwrap().click();
    h.run();
    h
}

/// Clicks the exercise's Browse… button (the last one: the Game panel's
/// arena picker has one before it), which asks the chooser for `purpose`.
fn browse(h: &mut Harness<'static, StudioApp>, purpose: Purpose) {
    h.get_all_by_label("Browse…").last().unwrap().click();
    h.step();
    assert_eq!(h.state().studio.chooser.waiting, Some(purpose));
    h.run();
}

#[test]
fn browse_loads_the_chosen_arena_into_the_exercise() {
    let other = "assets/arenas/seed-003-example-2-2.ron";
    let mut h = inspector(std::env::current_dir().unwrap().join(other));
    let tab = &h.state().studio.inspector.tabs.exercise;
    assert_eq!(tab.path, EXERCISE);
    let before = tab.loaded.as_ref().unwrap().full.node_count();
    // The typed field is still there (beside the source button of that name).
    assert!(h.query_all_by_label("Arena file").count() >= 2);
    browse(&mut h, Purpose::ExerciseArena);
    let tab = &h.state().studio.inspector.tabs.exercise;
    // Relative to the working folder, as typed paths are.
    assert_eq!(tab.path, other);
    let loaded = tab.loaded.as_ref().expect("the chosen arena is loaded");
    assert_ne!(loaded.full.node_count(), before, "{:?}", tab.message);
}

#[test]
fn browse_names_where_the_random_tree_is_saved() {
    let target = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("exercise-browse-tree.ron");
    let _ = std::fs::remove_file(&target);
    let mut h = inspector(target.clone());
    h.get_by_label("Random tree").click();
    h.run();
    browse(&mut h, Purpose::ExerciseSave);
    let studio = &h.state().studio;
    let tab = &studio.inspector.tabs.exercise;
    assert_eq!(
        std::fs::canonicalize(".").unwrap().join(&tab.save_path),
        target,
        "{:?} {:?} {:?} {:?} {:?}",
        studio.message,
        tab.message,
        tab.sheet.stem,
        studio.chooser.waiting,
        studio.chooser.browser.is_some()
    );
    // Nothing is written until Save arena.
    assert!(!target.exists());
}
