#![allow(clippy::unwrap_used, clippy::expect_used)]
//! File > Course examples, clicked as a teacher would (egui_kittest,
//! headless): an alpha-beta tree of seed 003 opens in the search inspector,
//! already searched, and an arena opens in the attractor panel, solved.

use crate::common::studio_ui;

use egui_kittest::kittest::Queryable;
use ludoscope::app::settings::Panel;
use ludoscope::games::GameSpec;
use std::time::Duration;
use studio_ui::{harness_of, settings, settle_after, studio};

use egui_kittest::Harness;
use ludoscope::app::shell::StudioApp;

/// Clicks File > Course examples > `title`, then waits while `busy` holds.
fn open_example(
    h: &mut Harness<'static, StudioApp>,
    title: &str,
    busy: impl Fn(&Harness<'_, StudioApp>) -> bool,
) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Course examples").click();
    h.run();
    h.get_by_label(title).click();
    settle_after(h, title, Duration::from_secs(120), busy);
}

#[test]
fn a_course_example_opens_ready_to_step_in_two_clicks() {
    let mut h = harness_of(
        studio(settings(GameSpec::TicTacToe, Panel::Board)),
        1024.0,
        768.0,
    );
    h.run();
    open_example(&mut h, "Exercise 2.3: the alpha-beta tree (search)", |h| {
        h.state().studio.inspector.is_busy()
    });
    let studio = &h.state().studio;
    assert_eq!(studio.message, None);
    assert_eq!(studio.settings.panel, Panel::Inspector);
    let loaded = studio.inspector.loaded.as_ref().expect("searched at once");
    // R, A, B, C, six inner nodes (B2 pruned), 12 of the 16 leaves.
    assert_eq!(loaded.trace.trace.node_count(), 22);

    open_example(
        &mut h,
        "Exercise 1.1: Chomp 3x2, its arena (attractors)",
        |h| h.state().studio.attractors.is_busy(),
    );
    let studio = &h.state().studio;
    assert_eq!(studio.message, None);
    assert_eq!(studio.settings.panel, Panel::Attractors);
    assert!(matches!(
        studio.session.spec(),
        GameSpec::Arena { path, .. } if path.ends_with("seed-003-chomp-3x2.ron")
    ));
    let solved = studio.attractors.solution().expect("solved at once");
    assert_eq!(*solved.spec(), studio.session.spec());
}
