//! Shared by the studio's UI tests (egui_kittest): file dialogs that answer
//! with a fixed path, settings with two human seats, a harness around the
//! whole studio, frames drawn while a background task works, and the lock of
//! the tests that count the process's task threads.

#![allow(dead_code)]

pub mod inspector;

use eframe::egui;
use egui_kittest::Harness;
use ludoscope::app::file_dialogs::{Answer, Scripted};
use ludoscope::app::settings::{Panel, Settings};
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::replay::Seat;
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// File dialogs that answer with a fixed path (`None`: the user cancels).
pub fn paths(path: Option<PathBuf>) -> Scripted {
    Scripted::new(path.map_or(Answer::Cancelled, Answer::Chosen))
}

/// `spec` with two human seats on `panel`; agents, if any, move without delay.
pub fn settings(spec: GameSpec, panel: Panel) -> Settings {
    Settings {
        spec,
        players: vec![Seat::human(), Seat::human()],
        panel,
        agent_delay_ms: 0,
        ..Settings::default()
    }
}

/// The studio with `settings`, whose dialogs answer nothing.
pub fn studio(settings: Settings) -> StudioApp {
    StudioApp::new(&Default::default(), settings, Box::new(paths(None)))
}

/// A harness of `width` x `height` points around `app`, no frame run yet.
pub fn harness_of(app: StudioApp, width: f32, height: f32) -> Harness<'static, StudioApp> {
    Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_ui_state(|ui, app: &mut StudioApp| app.frame(ui), app)
}

/// The studio on the board panel with these seats.
pub fn app(spec: GameSpec, seats: Vec<Seat>) -> StudioApp {
    studio(Settings {
        players: seats,
        ..settings(spec, Panel::Board)
    })
}

/// A 1280 x 800 harness around `app`, run until it settles.
pub fn harness(app: StudioApp) -> Harness<'static, StudioApp> {
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    h
}

/// The board panel of `spec` with two human seats.
pub fn humans(spec: GameSpec) -> Harness<'static, StudioApp> {
    harness(app(spec, vec![Seat::human(), Seat::human()]))
}

/// The moves of the line of play, in notation.
pub fn moves(h: &Harness<'_, StudioApp>) -> Vec<String> {
    let s = &h.state().studio.session;
    (0..s.len()).map(|k| s.ply_text(k)).collect()
}

/// Draws frames, 5 ms apart, while `busy` holds (the test fails with `what`
/// past `limit`): a background task's result arrives between frames.
pub fn step_while(
    h: &mut Harness<'_, StudioApp>,
    what: &str,
    limit: Duration,
    busy: impl Fn(&Harness<'_, StudioApp>) -> bool,
) {
    let start = Instant::now();
    while busy(h) {
        assert!(start.elapsed() < limit, "{what} after {limit:?}");
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits for a background task: one frame, frames while `busy` holds (see
/// [`step_while`]), then frames until egui settles.
pub fn settle_after(
    h: &mut Harness<'_, StudioApp>,
    what: &str,
    limit: Duration,
    busy: impl Fn(&Harness<'_, StudioApp>) -> bool,
) {
    h.step();
    step_while(h, what, limit, busy);
    h.run();
}

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Held by each test that counts the process's task threads
/// (`app::task::live_threads`): such tests run one at a time, in a binary of
/// their own (`tests/tasks`), since any other test's task would be counted too.
pub fn one_at_a_time() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner)
}
