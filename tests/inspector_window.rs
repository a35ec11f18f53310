//! The inspector's window setting (seed 003 Example 2.2), driven headless
//! through egui_kittest: choosing [-M, M] next to the cut rule and running
//! alpha-beta on the Example 2.2 arena records a search that never enters B1
//! and B2; back to (-inf, +inf), it enters both.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod studio_ui;

use egui_kittest::kittest::Queryable;
use ludoscope::games::GameSpec;
use ludoscope::search::Window;
use studio_ui::inspector::{harness, run};

const INFINITE: &str = "(-∞, +∞) (seed 004)";
const HEURISTIC: &str = "[-M, M] (seed 003 Example 2.2)";

#[test]
fn the_heuristic_window_is_chosen_in_the_header_and_skips_b1_and_b2() {
    let spec = GameSpec::Arena {
        path: "assets/arenas/seed-003-example-2-2.ron".into(),
        draw_limit: None,
    };
    let mut h = harness(spec);
    let entered = |h: &egui_kittest::Harness<'static, ludoscope::app::shell::StudioApp>| {
        let l = h.state().studio.inspector.loaded.as_ref().unwrap();
        let t = &l.trace;
        (0..t.trace.node_count() as u32)
            .map(|id| t.action_name(id).to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(h.get_by_label("Window").value().as_deref(), Some(INFINITE));
    h.get_by_label("Window").click();
    h.run();
    h.get_by_label(HEURISTIC).click();
    h.run();
    assert_eq!(h.get_by_label("Window").value().as_deref(), Some(HEURISTIC));
    assert_eq!(
        h.state().studio.inspector.settings.window,
        Window::Heuristic
    );
    run(&mut h);
    let names = entered(&h);
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(names.iter().all(|n| !n.starts_with('B')), "{names:?}");
    h.get_by_label("Window").click();
    h.run();
    h.get_by_label(INFINITE).click();
    h.run();
    run(&mut h);
    let names = entered(&h);
    assert!(names.iter().any(|n| n == "B1") && names.iter().any(|n| n == "B2"));
}
