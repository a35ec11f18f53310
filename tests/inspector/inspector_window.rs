//! The inspector's window setting (seed 003 Example 2.2), driven headless
//! through egui_kittest: choosing [-M, M] next to the cut rule and running
//! alpha-beta on the Example 2.2 arena records a search that never enters B1
//! and B2; back to (-inf, +inf), it enters both.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

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

/// At every width from 800 to 1440 points, in English and French, each
/// header label sits on the row of its control, just left of it (the row
/// wraps before a pair, never inside it), and no control runs off the window.
#[test]
fn header_labels_stay_beside_their_controls_at_every_width() {
    use eframe::egui::accesskit::Role;
    use ludoscope::app::commands::Command;
    use ludoscope::app::settings::Panel;
    use ludoscope::lang::Language;
    use studio_ui::{harness_of, settings, studio};
    let spec = studio_ui::inspector::arena();
    let labels = [
        (
            Language::English,
            ["Algorithm", "Cut rule", "Window", "Children"],
        ),
        (
            Language::French,
            ["Algorithme", "Règle d'élagage", "Fenêtre", "Fils"],
        ),
    ];
    let mut wrapped = 0;
    for (lang, texts) in labels {
        for width in (800..=1440).step_by(40) {
            let app = studio(settings(spec.clone(), Panel::Inspector));
            let mut h = harness_of(app, width as f32, 800.0);
            h.state_mut().command(Command::SetLanguage(lang));
            h.run();
            let combos: Vec<_> = h
                .query_all(egui_kittest::kittest::By::new().role(Role::ComboBox))
                .map(|n| n.rect())
                .collect();
            let algorithm = h.get_by_role_and_label(Role::Label, texts[0]).rect();
            for text in texts {
                let label = h.get_by_role_and_label(Role::Label, text).rect();
                let beside = combos.iter().any(|c| {
                    (c.center().y - label.center().y).abs() < 4.0
                        && c.left() >= label.right()
                        && c.left() - label.right() < 20.0
                });
                assert!(beside, "{lang:?} at {width}: {text} {label:?}, {combos:?}");
                assert!(
                    combos.iter().all(|c| c.right() <= width as f32),
                    "{lang:?} at {width}: a control off the window {combos:?}"
                );
                if label.top() > algorithm.bottom() {
                    wrapped += 1;
                }
            }
        }
    }
    assert!(wrapped > 0, "the narrow widths wrap the row somewhere");
}
