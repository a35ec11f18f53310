#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The layout report (`app::ui_report`, what `--ui-report` writes) on the
//! studio drawn headless: at 1024x768 in presentation mode (zoom 1.5), in
//! English and French, the board panel's texts neither overlap nor are cut
//! off: the menu bar wraps instead of running its panels into its buttons.

use crate::common::studio_ui;

use ludoscope::app::i18n::Language;
use ludoscope::app::settings::{Panel, Settings};
use ludoscope::app::ui_report::faults::{Fault, Rules, faults};
use ludoscope::app::ui_report::{Capture, UiReport, arm, taken};
use ludoscope::games::GameSpec;
use studio_ui::{harness_of, settings, studio};

/// The report of the settled studio with `s` in a window of `w` x `h` pixels
/// (the harness's size stays the window's as the zoom changes, as a real
/// window's does).
fn report(s: Settings, (w, h): (f32, f32)) -> UiReport {
    let mut harness = harness_of(studio(s), w, h);
    let slot = Capture::install(&harness.ctx);
    harness.run();
    arm(&slot);
    harness.step();
    taken(&slot).expect("the next frame was reported")
}

#[test]
fn the_board_in_presentation_at_1024x768_has_no_overlap_and_nothing_cut() {
    for language in [Language::English, Language::French] {
        // The toolbars open: the menu bar with every panel's name.
        let s = Settings {
            presentation: true,
            toolbars: true,
            language,
            ..settings(GameSpec::TicTacToe, Panel::Board)
        };
        let r = report(s, (1024.0, 768.0));
        assert_eq!(r.size.map(f32::round), [1024.0, 768.0]);
        // The last panels' names, which used to run into the buttons, are shown.
        for name in ["Monte", "ISMCTS"] {
            let shown = r.texts.iter().any(|t| t.text.starts_with(name));
            assert!(shown, "{language:?}: no {name} in {:?}", r.texts);
        }
        let bad: Vec<String> = faults(&r, &Rules::default())
            .into_iter()
            .filter(|f| matches!(f, Fault::Overlap(..) | Fault::Clipped(_)))
            .map(|f| f.to_string())
            .collect();
        assert!(bad.is_empty(), "{language:?}:\n{}", bad.join("\n"));
    }
}
