//! [`StudioApp`]: the window's frame loop. Each frame it collects the worker's
//! reply and the keys, draws the panels (which emit commands), applies the
//! commands, then hands the worker the next agent move to think about. The
//! eframe `App` impl adds persistence and the `--screenshot` mode on top.
//!
//! Keys: every press of the frame counts (five Right presses that arrive
//! together step five times); F11 and the zoom keys work everywhere, the others
//! not while a text field is edited or a dialog is up. In presentation mode
//! ([`super::presentation`]) the side panels are not drawn: the central view
//! takes the window, and the menu bar and the panels' toolbars fold to a thin
//! strip until T (or the strip's button) opens them.
//!
//! Files: every request goes through the studio's file chooser
//! ([`super::file_chooser`]); the system's dialog ([`FileDialogs`]) is started
//! here after the commands and polled each frame, never waited on.
//!
//! Panels ([`super::contract`]): the shell goes over the studio's panel
//! models once per frame to poll them (before drawing) and to have them
//! follow the document (after the commands), and draws the view of the tab
//! shown ([`panels::views::view`]). Background work ([`super::task`]) wakes the
//! window through one [`Waker`], built here from the egui context and handed
//! to every panel.
//! Dropping the app (closing the studio) drops those owners, which joins every
//! task thread, the cancelled ones included.

use super::commands::{Command, apply, raise};
use super::file_chooser::{BrowserAction, Purpose};
use super::file_dialogs::FileDialogs;
use super::panels;
use super::presentation;
use super::settings::{Panel, Settings, Theme};
use super::studio::Studio;
use super::task::Waker;
use super::worker::Worker;
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, Ui};
use std::sync::Arc;

/// The studio with its background work.
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
    /// Wakes the window; every task gets a clone.
    wake: Waker,
}

impl StudioApp {
    /// The app on `settings`; `ctx` is woken by the background tasks.
    pub fn new(ctx: &egui::Context, settings: Settings, dialogs: Box<dyn FileDialogs>) -> Self {
        let repaint = ctx.clone();
        let wake: Waker = Arc::new(move || repaint.request_repaint());
        let mut studio = Studio::new(settings);
        studio.set_waker(&wake);
        // Copied pictures of the graph go to this window's clipboard.
        studio.graph.pictures.set_context(ctx.clone());
        studio.tree_pictures.set_context(ctx.clone());
        // The panels follow the first document (then after each change).
        studio.follow();
        StudioApp {
            studio,
            worker: Worker::new(&wake),
            thinking: None,
            dialogs,
            frames: 0,
            autosaver: None,
            saved: 0,
            wake,
        }
    }

    /// What background work calls to wake the window (the autosaver's, for
    /// instance).
    pub fn waker(&self) -> &Waker {
        &self.wake
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

    /// Plays a move typed in notation for whoever acts at the cursor (tests,
    /// scripted use); a move that cannot be read becomes the studio's message.
    pub fn play_named(&mut self, text: &str) {
        match self.studio.session.find_move(text) {
            Ok(mv) => self.command(Command::Play(mv)),
            Err(e) => self.studio.message = Some(e),
        }
    }

    /// One frame of the whole window.
    pub fn frame(&mut self, ui: &mut Ui) {
        self.frames += 1;
        let ctx = ui.ctx().clone();
        ctx.set_theme(match self.studio.settings.theme {
            Theme::Dark => egui::Theme::Dark,
            Theme::Light => egui::Theme::Light,
        });
        super::theme::apply(&ctx);
        let settings = &self.studio.settings;
        presentation::apply(&ctx, settings.zoom_factor(), settings.presentation);
        let mut out: Vec<Command> = Vec::new();
        // What the panels' jobs brought, before anything is drawn.
        let raised = self.studio.poll();
        raise(&mut self.studio, raised);
        if let Some(reply) = self.worker.poll()
            && let (Some(generation), Some(answer)) = (self.thinking.take(), reply.answer)
        {
            out.push(Command::AgentMoved { generation, answer });
        }
        if let Some(answer) = self.dialogs.poll() {
            out.push(Command::DialogAnswered(answer));
        }
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
            if studio.settings.toolbars_shown() {
                panels::menu::show(ui, studio, out);
            } else {
                panels::menu::strip(ui, studio, out);
            }
        });
        let presenting = studio.settings.presentation;
        if !presenting {
            egui::Panel::left("game")
                .resizable(true)
                .default_size(230.0)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| panels::game::show(ui, studio, out));
                });
        }
        if !studio.settings.panel.wide() && !presenting {
            egui::Panel::right("moves")
                .resizable(true)
                .default_size(220.0)
                .show(ui, |ui| panels::moves::show(ui, studio, out));
        }
        let thinking = self.thinking.is_some();
        egui::CentralPanel::default().show(ui, |ui| {
            let view = panels::views::view(studio.settings.panel);
            view(ui, studio, &panels::views::Frame { thinking }, out);
        });
        panels::dialogs::show(ui, studio, out);
        super::file_chooser::window::show(ui, studio, out);
    }

    fn keys(&mut self, ui: &mut Ui, out: &mut Vec<Command>) {
        let ctx = ui.ctx();
        let choosing = self.studio.chooser.browser.is_some();
        let modal_open = self.studio.pending.is_some() || self.studio.message.is_some() || choosing;
        let presenting = self.studio.settings.presentation;
        let count = |m: Modifiers, k: Key| ctx.input_mut(|i| i.count_and_consume_key(m, k));
        out.extend(presentation::zoom_keys(ctx).into_iter().map(Command::Zoom));
        if count(Modifiers::NONE, Key::F11) % 2 == 1 {
            out.push(Command::SetPresentation(!presenting));
        }
        // Esc closes an open menu or dropdown first (egui does it).
        if !presentation::popup_open(ctx) && count(Modifiers::NONE, Key::Escape) > 0 {
            out.push(if choosing {
                let confirming = self
                    .studio
                    .chooser
                    .browser
                    .as_ref()
                    .is_some_and(|b| b.confirm.is_some());
                Command::Chooser(if confirming {
                    BrowserAction::Keep
                } else {
                    BrowserAction::Close
                })
            } else if self.studio.pending.is_some() {
                Command::CancelDiscard
            } else if self.studio.message.is_some() {
                Command::DismissMessage
            } else if presenting {
                Command::SetPresentation(false)
            } else {
                Command::Stop
            });
        }
        if modal_open || ctx.text_edit_focused() {
            return;
        }
        if presenting && count(Modifiers::NONE, Key::T) % 2 == 1 {
            out.push(Command::SetToolbars(!self.studio.settings.toolbars));
        }
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
        // The inspectors step through their traces with the arrows, Home and End.
        let inspecting = self.studio.settings.panel.takes_arrows();
        // The tree editor has its own undo and redo.
        let editing = self.studio.settings.panel == Panel::Inspector
            && self.studio.inspector.tab == super::inspector::Tab::Editor;
        for (m, k, cmd) in table {
            let navigation = matches!(k, Key::ArrowLeft | Key::ArrowRight | Key::Home | Key::End);
            let history = matches!(cmd, Command::Undo | Command::Redo);
            if !(inspecting && navigation || editing && history) {
                out.extend(std::iter::repeat_n(cmd, count(m, k)));
            }
        }
        let shortcut = |m: Modifiers, k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        if shortcut(Modifiers::COMMAND, Key::O) {
            out.push(Command::Choose(Purpose::OpenReplay));
        }
        if shortcut(Modifiers::COMMAND, Key::S) {
            out.push(Command::Choose(Purpose::SaveReplay));
        }
    }

    /// Keeps the worker in step with the studio: cancels work for a position that
    /// is gone, and starts the next agent move.
    fn schedule(&mut self) {
        if let Some(purpose) = self.studio.chooser.started() {
            self.dialogs.start(purpose, &self.wake);
        }
        let mut chance = false;
        while self.studio.chance_step() {
            chance = true;
        }
        // Chance moved: every panel follows the document.
        if chance {
            self.studio.follow();
        }
        // Every change of the document is written, a new game's empty line too
        // (so the next start does not offer the game it replaced).
        if let Some(saver) = &self.autosaver
            && self.saved != self.studio.generation
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
            && self
                .worker
                .submit(job, self.studio.game.search_stack())
                .is_some()
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
