//! The search inspector's test helpers: the bundled seed-003 alpha-beta
//! exercise, a studio opened on the inspector, and the trace it should show.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::{harness_of, settings, settle_after, studio};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::inspect::{InspectTrace, SearchSettings, run_search};
use ludoscope::search::CutRule;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub const EXERCISE: &str = "assets/arenas/seed-003-alpha-beta.ron";

/// The statistics tab's lines for that exercise's alpha-beta trace, worked by
/// hand: cuts at B, C2 and C3, B2 never entered, 12 of the 16 leaves reached.
pub const EXERCISE_STATS: [&str; 5] = [
    "depth 0: 1 node, 0 cuts, 0 leaves",
    "depth 1: 3 nodes, 1 cut, 0 leaves",
    "depth 2: 6 nodes, 2 cuts, 0 leaves",
    "depth 3: 12 nodes, 0 cuts, 12 leaves",
    "total: 22 nodes, 3 cuts, 12 leaves",
];

pub fn arena() -> GameSpec {
    GameSpec::Arena {
        path: EXERCISE.into(),
        draw_limit: None,
    }
}

pub fn harness(spec: GameSpec) -> Harness<'static, StudioApp> {
    let mut h = harness_of(studio(settings(spec, Panel::Inspector)), 1280.0, 800.0);
    h.step();
    h
}

/// Steps frames (they keep coming) until the inspector's thread is done.
pub fn wait(h: &mut Harness<'static, StudioApp>) {
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.inspector.task.is_running();
    settle_after(h, "the task never ended", Duration::from_secs(20), busy);
}

/// Clicks Run and waits until the search is over.
pub fn run(h: &mut Harness<'static, StudioApp>) {
    h.get_by_label("Run").click();
    wait(h);
    assert!(
        h.state().studio.inspector.loaded.is_some(),
        "{:?}",
        h.state().studio.message
    );
}

pub fn step(h: &Harness<'_, StudioApp>) -> usize {
    h.state().studio.inspector.step
}

/// The trace the panel should show, recorded here on its own.
pub fn oracle(cut: CutRule) -> InspectTrace {
    let settings = SearchSettings {
        cut,
        ..SearchSettings::default()
    };
    run_search(&arena(), &[], &settings, &AtomicBool::new(false), &|_| {}).unwrap()
}
