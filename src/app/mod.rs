//! The studio: an eframe/egui desktop app to play every game of the catalog,
//! step through a match, and look at it as any player sees it. Everything that
//! uses egui, eframe, egui_plot or rfd lives in this module, behind the `gui`
//! feature.
//!
//! Shape (after egui's demo app): [`settings`] are persisted apart from the
//! domain state ([`studio::Studio`]: the session of whichever game is loaded, the
//! viewer, dialogs pending) and apart from the background work ([`task`]: agents'
//! moves through the [`worker`], solves, tournaments, evaluations, autosave).
//! [`panels`] draw and emit [`commands::Command`]s, which
//! [`commands::apply`] carries out without egui. [`board`] has one painter per
//! game; painters get the engine's view for the chosen viewer, never the state.
//! [`presentation`] holds the zoom and the text sizes (no caption under 14
//! logical pixels) and what presentation mode (F11) folds away.
//!
//! Not here: game rules (the engine checks every move), the replay file format
//! (`src/replay/`, see [`store`]), search and solving.

pub mod attractors;
pub mod autosave;
pub mod board;
pub mod charts;
pub mod columns;
pub mod commands;
pub mod contract;
pub mod eval_job;
pub mod evals;
pub mod file_chooser;
pub mod file_dialogs;
pub mod graph_view;
pub mod i18n;
#[cfg(test)]
mod i18n_tables;
pub mod infosets;
pub mod inspector;
pub mod ismcts;
pub mod mcts;
pub mod move_ref;
pub mod panels;
pub mod presentation;
pub mod registry;
pub mod screenshot;
pub mod seat_agents;
pub mod session;
pub mod settings;
pub mod shell;
pub mod store;
pub mod studio;
pub mod task;
pub mod theme;
pub mod tournament;
pub mod tree_view;
pub mod ui_report;
pub mod worker;

use crate::cli::StudioArgs;
use commands::Command;
use eframe::egui;
use file_dialogs::NativeDialogs;
use screenshot::{Outcome, Screenshot};
use settings::{Panel, Settings};
use shell::StudioApp;

/// The eframe application: the studio, plus persistence and the screenshot mode.
struct Window {
    app: StudioApp,
    screenshot: Option<Screenshot>,
    /// `--size` in window pixels, applied on the second frame, once the zoom is
    /// set (eframe restores the saved size first).
    size: Option<egui::Vec2>,
    /// When `run` started, for `LUDOSCOPE_TIMING=1` (start-up time to the first frame).
    started: std::time::Instant,
}

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // In window pixels: once the first frame has set the zoom (a
        // presentation zoom of 1.5 would otherwise make 1024x768 points a
        // 1536x1152 window), the size in points at that zoom.
        if self.app.frames >= 1
            && let Some(size) = self.size.take()
        {
            let points = size / ui.ctx().pixels_per_point();
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::InnerSize(points));
        }
        self.app.frame(ui);
        if self.app.frames == 1 && std::env::var_os("LUDOSCOPE_TIMING").is_some() {
            let epoch = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis());
            eprintln!(
                "first frame: {} ms after start-up began (unix time {epoch} ms)",
                self.started.elapsed().as_millis()
            );
        }
        if let Some(shot) = &mut self.screenshot {
            // Wait for what `--open` started (a trace still loading) too.
            let busy = self.app.is_thinking() || self.app.studio.busy();
            shot.step(ui.ctx(), self.app.frames, busy);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.screenshot.is_none() {
            let studio = &self.app.studio;
            let settings = Settings {
                tournament: Some(studio.tournament.setup.clone()),
                ..studio.settings.clone()
            };
            eframe::set_value(storage, Settings::KEY, &settings);
        }
    }
}

/// Opens the studio window (`ludoscope studio`). Fails with a message, before any
/// window code runs, when there is no display.
pub fn run(args: &StudioArgs) -> Result<(), String> {
    let started = std::time::Instant::now();
    check_display()?;
    let panel = args.panel.as_deref().map(Panel::parse).transpose()?;
    // A game that cannot be built is refused before any window opens.
    if let Some(spec) = &args.game {
        crate::games::AnyGame::from_spec(spec).map_err(|e| format!("--game {spec}: {e}"))?;
    }
    let (w, h) = args.size.unwrap_or((1280, 800));
    let shooting = args.screenshot.is_some() || args.ui_report.is_some();
    let fixed = args.size.is_some() || shooting;
    // A screenshot neither reads nor overwrites the user's saved window and settings.
    let scratch = std::env::temp_dir().join(format!("ludoscope-shot-{}.ron", std::process::id()));
    let options = eframe::NativeOptions {
        persistence_path: shooting.then(|| scratch.clone()),
        viewport: egui::ViewportBuilder::default()
            .with_title("ludoscope studio")
            .with_inner_size([w as f32, h as f32])
            .with_min_inner_size([640.0, 420.0]),
        persist_window: !fixed,
        ..Default::default()
    };
    let outcome = Outcome::default();
    let shot_outcome = outcome.clone();
    let args = args.clone();
    let result = eframe::run_native(
        "ludoscope",
        options,
        Box::new(move |cc| {
            let window = window(cc, &args, panel, started);
            Ok(Box::new(window.shared(shot_outcome)))
        }),
    )
    .map_err(|e| format!("cannot open the window: {e}"));
    if shooting {
        let _ = std::fs::remove_file(&scratch);
    }
    result?;
    if !shooting {
        return Ok(());
    }
    match outcome.lock().map(|mut r| r.take()).ok().flatten() {
        Some(result) => result,
        None => Err("the window closed before the screenshot or report was taken".into()),
    }
}

/// Refuses to start without a display, saying what to do.
fn check_display() -> Result<(), String> {
    let has_display = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()));
    if has_display {
        return Ok(());
    }
    Err(
        "the studio needs a display: neither DISPLAY nor WAYLAND_DISPLAY is set \
         (on a headless machine run it under Xvfb, see the README)"
            .into(),
    )
}

/// The window's content as the command line asks for it: the settings (the
/// saved ones, or the defaults for a screenshot, so that it does not depend
/// on who ran it), the panel, the game or file opened, the run, the autosave.
fn window(
    cc: &eframe::CreationContext<'_>,
    args: &StudioArgs,
    panel: Option<Panel>,
    started: std::time::Instant,
) -> Window {
    let shooting = args.screenshot.is_some() || args.ui_report.is_some();
    let settings = match (shooting, cc.storage) {
        (false, Some(storage)) => eframe::get_value(storage, Settings::KEY).unwrap_or_default(),
        _ => Settings::default(),
    };
    let settings = overridden(settings, args);
    let mut app = StudioApp::new(&cc.egui_ctx, settings, Box::new(NativeDialogs::default()));
    if let Some(p) = panel {
        app.command(Command::ShowPanel(p));
    }
    if let Some(spec) = &args.game {
        app.command(Command::SetDraft(studio::Draft::new(spec.clone())));
        app.command(Command::NewGame);
    }
    if let Some(path) = args.open.clone() {
        app.command(Command::Open(path));
    } else if !shooting && args.game.is_none() {
        // Offer the game left in progress (closed or crashed).
        app.studio.resume = store::resumable();
    }
    // What `--open` started already (an arena searched, a trace read)
    // is not run again.
    if args.run
        && !app.studio.busy()
        && let Some(cmd) = commands::run(app.studio.settings.panel)
    {
        app.command(cmd);
    }
    if !shooting {
        match autosave::Autosaver::start(app.waker()) {
            Ok(saver) => app.autosaver = Some(saver),
            Err(e) => eprintln!("no autosave: cannot start its thread: {e}"),
        }
    }
    let screenshot = shooting.then(|| {
        Screenshot::new(
            &cc.egui_ctx,
            args.screenshot.clone(),
            args.ui_report.clone(),
        )
    });
    Window {
        app,
        screenshot,
        size: args.size.map(|(w, h)| egui::vec2(w as f32, h as f32)),
        started,
    }
}

impl Window {
    /// The window whose screenshot or report says its outcome to `outcome`.
    fn shared(mut self, outcome: Outcome) -> Window {
        self.screenshot = self.screenshot.map(|s| s.share(outcome));
        self
    }
}

/// `settings` with what the command line sets: presentation mode, zoom,
/// language and theme.
fn overridden(mut settings: Settings, args: &StudioArgs) -> Settings {
    settings.presentation |= args.presentation;
    if let Some(z) = args.zoom {
        if settings.presentation {
            settings.presentation_zoom = z;
        } else {
            settings.zoom = z;
        }
    }
    match args.lang.as_deref() {
        Some("fr") => settings.language = i18n::Language::French,
        Some("en") => settings.language = i18n::Language::English,
        _ => {}
    }
    match args.theme.as_deref() {
        Some("light") => settings.theme = settings::Theme::Light,
        Some("dark") => settings.theme = settings::Theme::Dark,
        _ => {}
    }
    settings
}
