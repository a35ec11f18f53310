#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every panel at every classroom size (issue 30), drawn headless with the
//! layout report (`app::ui_report`, what `--ui-report` writes): 1024x768,
//! 1280x720, 1366x768, 1440x900 and 1920x1080; presentation mode off (zoom 1)
//! and on (zoom 1.5, and 2 at the smallest size); English and French; dark and
//! light. No text overlaps another, none is cut off or hidden behind a panel,
//! none is under 14 px, and every text of an enabled control or label reaches
//! WCAG AA's 4.5:1 against what is drawn under it.
//!
//! One test per panel, with the content a lesson opens in it (the seed-003
//! tree in the inspector, the Chomp arena in the attractors, Pig's board,
//! Leduc's information sets), so that the tests of the matrix run side by side.

use crate::common::studio_ui;

use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::settings::{Panel, Settings, Theme};
use ludoscope::app::shell::StudioApp;
use ludoscope::app::ui_report::faults::{Rules, faults};
use ludoscope::app::ui_report::{Capture, UiReport, arm, taken};
use ludoscope::games::GameSpec;
use std::path::PathBuf;
use std::time::Duration;
use studio_ui::{harness_of, settings, settle_after, studio};

const SIZES: [(f32, f32); 5] = [
    (1024.0, 768.0),
    (1280.0, 720.0),
    (1366.0, 768.0),
    (1440.0, 900.0),
    (1920.0, 1080.0),
];

/// What a panel shows in the matrix: its game and the file opened in it.
struct Lesson {
    panel: Panel,
    spec: GameSpec,
    open: Option<&'static str>,
}

/// The presentation modes tried at a size: off, on at its default zoom, and on
/// at the largest zoom at the smallest size.
fn modes((w, _): (f32, f32)) -> Vec<Option<f32>> {
    let mut modes = vec![None, Some(1.5)];
    if w <= 1024.0 {
        modes.push(Some(2.0));
    }
    modes
}

/// Whether a background task of the studio still works.
fn busy(app: &StudioApp) -> bool {
    let s = &app.studio;
    app.is_thinking() || s.attractors.is_busy() || s.inspector.is_busy() || s.mcts.is_busy()
}

/// The report of the settled studio showing `lesson` in a `w` x `h` window.
fn report(lesson: &Lesson, s: Settings, (w, h): (f32, f32)) -> UiReport {
    let mut app = studio(s);
    if let Some(file) = lesson.open {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(file);
        app.command(Command::Open(path));
    }
    let mut harness = harness_of(app, w, h);
    let slot = Capture::install(&harness.ctx);
    settle_after(
        &mut harness,
        "the lesson's task",
        Duration::from_secs(120),
        |h| busy(h.state()),
    );
    assert_eq!(harness.state().studio.message, None, "{:?}", lesson.open);
    arm(&slot);
    harness.step();
    taken(&slot).expect("the next frame was reported")
}

/// Runs `lesson` over the whole matrix; fails listing every fault found.
fn check(lesson: Lesson) {
    let mut found = Vec::new();
    let mut runs = 0;
    for size in SIZES {
        for mode in modes(size) {
            for language in [Language::English, Language::French] {
                for theme in [Theme::Dark, Theme::Light] {
                    let s = Settings {
                        language,
                        theme,
                        presentation: mode.is_some(),
                        presentation_zoom: mode.unwrap_or(1.5),
                        ..settings(lesson.spec.clone(), lesson.panel)
                    };
                    let r = report(&lesson, s, size);
                    runs += 1;
                    assert!(!r.texts.is_empty(), "nothing drawn");
                    let case = format!("{}x{} {mode:?} {language:?} {theme:?}", size.0, size.1);
                    found.extend(
                        faults(&r, &Rules::default())
                            .into_iter()
                            .map(|f| format!("{case}: {f}")),
                    );
                }
            }
        }
    }
    assert_eq!(runs, 44);
    let shown: Vec<&String> = found.iter().take(40).collect();
    assert!(
        found.is_empty(),
        "{:?}: {} faults, the first:\n{}",
        lesson.panel,
        found.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_board_of_tic_tac_toe() {
    check(Lesson {
        panel: Panel::Board,
        spec: GameSpec::TicTacToe,
        open: None,
    });
}

#[test]
fn the_board_of_pig() {
    check(Lesson {
        panel: Panel::Board,
        spec: GameSpec::Pig { target: 30 },
        open: None,
    });
}

#[test]
fn the_inspector_on_the_seed_003_tree() {
    check(Lesson {
        panel: Panel::Inspector,
        spec: GameSpec::TicTacToe,
        open: Some("assets/arenas/seed-003-alpha-beta.ron"),
    });
}

#[test]
fn the_attractors_of_chomp_3x2() {
    check(Lesson {
        panel: Panel::Attractors,
        spec: GameSpec::TicTacToe,
        open: Some("assets/arenas/seed-003-chomp-3x2.ron"),
    });
}

#[test]
fn the_tournament() {
    check(Lesson {
        panel: Panel::Tournament,
        spec: GameSpec::TicTacToe,
        open: None,
    });
}

#[test]
fn the_information_sets_of_leduc() {
    check(Lesson {
        panel: Panel::InfoSets,
        spec: GameSpec::LeducPoker,
        open: None,
    });
}

#[test]
fn monte_carlo_on_tic_tac_toe() {
    check(Lesson {
        panel: Panel::Mcts,
        spec: GameSpec::TicTacToe,
        open: None,
    });
}

#[test]
fn ismcts_on_phantom_tic_tac_toe() {
    check(Lesson {
        panel: Panel::Ismcts,
        spec: GameSpec::PhantomTicTacToe,
        open: None,
    });
}
