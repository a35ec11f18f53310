//! [`StudioApp`]: the window's frame loop. Each frame it collects the worker's
//! reply and the keys, draws the panels (which emit commands), applies the
//! commands, then hands the worker the next agent move to think about. The
//! eframe `App` impl adds persistence and the `--screenshot` mode on top.

use super::commands::{Command, apply};
use super::panels::{self, menu::FileDialogs};
use super::settings::{Panel, Settings, Theme};
use super::studio::Studio;
use super::worker::Worker;
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};

/// The studio with its worker thread.
pub struct StudioApp {
    pub studio: Studio,
    worker: Worker,
    /// The generation of the position the worker is thinking about.
    thinking: Option<u64>,
    dialogs: Box<dyn FileDialogs>,
    /// Frames drawn so far (the screenshot mode waits on it).
    pub frames: u64,
    /// Writes the game in progress after each change (none in tests).
    pub autosaver: Option<super::autosave::Autosaver>,
    /// The generation last handed to the autosaver.
    saved: u64,
}

impl StudioApp {
    /// The app on `settings`; `ctx` is woken by the worker's replies.
    pub fn new(ctx: &egui::Context, settings: Settings, dialogs: Box<dyn FileDialogs>) -> Self {
        let wake = ctx.clone();
        let mut studio = Studio::new(settings);
        let solver_wake = ctx.clone();
        studio
            .attractors
            .set_waker(std::sync::Arc::new(move || solver_wake.request_repaint()));
        let repaint = ctx.clone();
        studio.tournament.wake = std::sync::Arc::new(move || repaint.request_repaint());
        let repaint = ctx.clone();
        studio.evals.wake = std::sync::Arc::new(move || repaint.request_repaint());
        let repaint = ctx.clone();
        studio
            .inspector
            .set_waker(std::sync::Arc::new(move || repaint.request_repaint()));
        StudioApp {
            studio,
            worker: Worker::new(move || wake.request_repaint()),
            thinking: None,
            dialogs,
            frames: 0,
            autosaver: None,
            saved: 0,
        }
    }

    /// Whether an agent is thinking.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Applies commands from outside the window (start-up options, tests).
    pub fn command(&mut self, cmd: Command) {
        apply(&mut self.studio, cmd);
        self.schedule();
    }

    /// One frame of the whole window.
    pub fn frame(&mut self, ui: &mut Ui) {
        self.frames += 1;
        let ctx = ui.ctx().clone();
        ctx.set_theme(match self.studio.settings.theme {
            Theme::Dark => egui::Theme::Dark,
            Theme::Light => egui::Theme::Light,
        });
        let mut out: Vec<Command> = Vec::new();
        self.studio.attractors.poll();
        if let Some(reply) = self.worker.poll()
            && let (Some(generation), Some(text)) = (self.thinking.take(), reply.answer)
        {
            out.push(Command::AgentMoved { generation, text });
        }
        self.studio.tournament.poll();
        self.studio.evals.poll();
        self.keys(ui, &mut out);
        for path in dropped_files(&ctx) {
            out.push(Command::Open(path));
        }
        self.draw(ui, &mut out);
        for cmd in out {
            if cmd == Command::Stop {
                // The thinking agent answers at once with its best move so far.
                self.worker.hurry();
            }
            apply(&mut self.studio, cmd);
        }
        self.schedule();
    }

    fn draw(&mut self, ui: &mut Ui, out: &mut Vec<Command>) {
        let studio = &self.studio;
        egui::Panel::top("menu").show(ui, |ui| {
            panels::menu::show(ui, studio, self.dialogs.as_mut(), out);
        });
        egui::Panel::left("game")
            .resizable(true)
            .default_size(230.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    panels::game::show(ui, studio, self.dialogs.as_mut(), out)
                });
            });
        // The inspector needs the width for its tree.
        if studio.settings.panel != Panel::Inspector {
            egui::Panel::right("moves")
                .resizable(true)
                .default_size(220.0)
                .show(ui, |ui| panels::moves::show(ui, studio, out));
        }
        let thinking = self.thinking.is_some();
        egui::CentralPanel::default().show(ui, |ui| match studio.settings.panel {
            Panel::Board => panels::board::show(ui, studio, thinking, out),
            Panel::Inspector => {
                let asked = super::inspector::show(ui, &studio.inspector, studio.settings.language);
                out.extend(asked.into_iter().map(Command::Inspect));
            }
            Panel::Attractors => super::attractors::panel::show(ui, studio, out),
            Panel::Tournament => super::tournament::panel::show(ui, studio, out),
        });
        panels::dialogs::show(ui, studio, out);
    }

    fn keys(&mut self, ui: &mut Ui, out: &mut Vec<Command>) {
        let ctx = ui.ctx();
        let modal_open = self.studio.pending.is_some() || self.studio.message.is_some();
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            out.push(if self.studio.pending.is_some() {
                Command::CancelDiscard
            } else if self.studio.message.is_some() {
                Command::DismissMessage
            } else {
                Command::Stop
            });
        }
        if modal_open || ctx.text_edit_focused() {
            return;
        }
        let shortcut = |m: Modifiers, k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        let table = [
            (Modifiers::COMMAND | Modifiers::SHIFT, Key::Z, Command::Redo),
            (Modifiers::COMMAND, Key::Z, Command::Undo),
            (Modifiers::COMMAND, Key::Y, Command::Redo),
            (Modifiers::COMMAND, Key::N, Command::NewGame),
            (Modifiers::NONE, Key::ArrowLeft, Command::Back),
            (Modifiers::NONE, Key::ArrowRight, Command::Forward),
            (Modifiers::NONE, Key::Home, Command::First),
            (Modifiers::NONE, Key::End, Command::Last),
        ];
        // The inspector steps through its trace with the arrows, Home and End.
        let inspecting = self.studio.settings.panel == Panel::Inspector;
        for (m, k, cmd) in table {
            let navigation = matches!(k, Key::ArrowLeft | Key::ArrowRight | Key::Home | Key::End);
            if !(inspecting && navigation) && shortcut(m, k) {
                out.push(cmd);
            }
        }
        if shortcut(Modifiers::COMMAND, Key::O)
            && let Some(path) = self.dialogs.pick_open()
        {
            out.push(Command::Open(path));
        }
        if shortcut(Modifiers::COMMAND, Key::S)
            && let Some(path) = self.dialogs.pick_save()
        {
            out.push(Command::Save(path));
        }
    }

    /// Keeps the worker in step with the studio: cancels work for a position that
    /// is gone, and starts the next agent move.
    fn schedule(&mut self) {
        while self.studio.chance_step() {}
        let studio = &mut self.studio;
        studio
            .evals
            .refresh(studio.session.as_ref(), studio.generation);
        // A trace belongs to the position it was searched on.
        let mut moves = studio.replay().moves;
        moves.truncate(studio.session.cursor());
        studio.inspector.follow(&studio.session.spec(), &moves);
        if let Some(saver) = &self.autosaver
            && self.saved != self.studio.generation
            && !self.studio.session.is_empty()
        {
            self.saved = self.studio.generation;
            saver.save(self.studio.replay());
        }
        if self.thinking.is_some_and(|g| g != self.studio.generation) {
            self.worker.cancel();
            self.thinking = None;
        }
        if self.thinking.is_none()
            && let Some((generation, job)) = self.studio.agent_request()
            && self.worker.submit(job).is_some()
        {
            self.thinking = Some(generation);
        }
    }
}

fn dropped_files(ctx: &egui::Context) -> Vec<std::path::PathBuf> {
    ctx.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .filter(|p| !p.as_os_str().is_empty())
            .collect()
    })
}
