//! The search inspector panel: run a search on the board's position or open a
//! recorded trace, then step through it node by node. The model is
//! [`crate::inspect`] (no egui): the trace, its tree, stepping index and layout
//! built once ([`crate::inspect::Loaded`]). Here are its state ([`state`]), its
//! requests ([`action`]) and the one place that carries them out ([`apply()`]),
//! the search and trace-opening task ([`task`]), and the drawing, which only
//! reads the state and returns requests: [`header`], [`controls`], [`details`]
//! (with "why this move and not that one?", [`why_view`]) and one module per
//! tab: [`tree`] (drawn by the studio's one tree view,
//! [`crate::app::tree_view`]), [`outline`] (drawn by [`outline_rows`]),
//! [`statistics`], [`exercise`] (with [`exercise_chooser`], [`exercise_step`] and its
//! [`exercise_answer`], [`exercise_whole`], both on the tree view through
//! [`exercise_overlay`], the sheet export, [`sheet_export`], and the MCTS
//! exercise, [`exercise_mcts`] with [`exercise_mcts_tree`]) and the tree
//! [`editor`] (drawn by [`editor_panel`] and [`editor_view`]).

pub mod action;
pub mod apply;
pub mod controls;
pub mod details;
pub mod editor;
pub mod editor_panel;
pub mod editor_strings;
pub mod editor_view;
pub mod exercise;
pub mod exercise_answer;
pub mod exercise_chooser;
pub mod exercise_mcts;
pub mod exercise_mcts_tree;
pub mod exercise_model;
pub mod exercise_overlay;
pub mod exercise_step;
pub mod exercise_whole;
pub mod fields;
pub mod files;
pub mod header;
pub mod outline;
pub mod outline_rows;
pub mod sheet_export;
pub mod state;
pub mod statistics;
pub mod strings;
pub mod student;
pub mod student_tree;
pub mod task;
pub mod tree;
pub mod why_view;

pub use action::{Action, Applied, Position};
pub use apply::apply;
pub use files::is_trace_file;
pub use state::{Inspector, Loaded, Tab};

use crate::app::i18n::Language;
use crate::app::tree_view::pictures::TreePictures;
use crate::inspect::rules::rule_line;
use eframe::egui::{self, RichText, Ui};
use strings::S;

/// Draws the panel in the central area; returns what the user asked for. In
/// presentation mode (`presenting`) the details pane is folded away: the tree
/// takes the width; while the toolbars are folded (`toolbars` false) the tabs'
/// bar and the stepping bar are too (their keys still work), the rule line
/// stays.
pub fn show(
    ui: &mut Ui,
    (ins, pictures): (&Inspector, &TreePictures),
    lang: Language,
    (presenting, toolbars): (bool, bool),
) -> Vec<Action> {
    let mut out = Vec::new();
    if ins.playing {
        out.push(Action::Tick(ui.input(|i| i.time)));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(30));
    }
    // The exercise and the editor have their own keys (their fields keep the focus).
    if ins.tab != Tab::Exercise && ins.tab != Tab::Editor {
        controls::keys(ui, ins, &mut out);
    }
    if toolbars {
        egui::Panel::top("inspector-header").show(ui, |ui| header::show(ui, ins, lang, &mut out));
    }
    if ins.tab == Tab::Editor {
        // The editor works with or without a trace.
        egui::CentralPanel::default().show(ui, |ui| {
            let mut asked = Vec::new();
            editor_panel::show(ui, (&ins.tabs.editor, pictures), lang, &mut asked);
            out.extend(asked.into_iter().map(Action::Editor));
        });
        return out;
    }
    let Some(l) = &ins.loaded else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(40.0);
            ui.vertical_centered(|ui| ui.label(RichText::new(S::Empty.text(lang)).size(16.0)));
        });
        return out;
    };
    match ins.tab {
        Tab::Statistics => {
            egui::CentralPanel::default().show(ui, |ui| {
                if !withheld(ui, ins, lang, &mut out) {
                    let mut asked = Vec::new();
                    statistics::show(ui, &ins.tabs.statistics, l, lang, &mut asked);
                    out.extend(asked.into_iter().map(Action::Statistics));
                }
            });
            return out;
        }
        Tab::Exercise => {
            egui::CentralPanel::default().show(ui, |ui| {
                let mut asked = Vec::new();
                exercise::show(ui, &ins.tabs.exercise, (lang, toolbars), &mut asked);
                out.extend(asked.into_iter().map(Action::Exercise));
            });
            return out;
        }
        Tab::Tree | Tab::Outline | Tab::Editor => {}
    }
    egui::Panel::bottom("inspector-controls").show(ui, |ui| {
        let line = rule_line(l, ins.step, lang);
        ui.add_space(2.0);
        ui.label(RichText::new(line).size(17.0).strong())
            .on_hover_text("seed 004");
        if toolbars {
            controls::show(ui, ins, lang, &mut out);
        }
    });
    if !presenting {
        let details = |ui: &mut Ui, out: &mut Vec<Action>| {
            egui::ScrollArea::vertical().show(ui, |ui| details::show(ui, ins, lang, out));
        };
        // The outline's rows (a table in monospace) keep their width: where
        // the details beside them would leave less, the details go below.
        if ins.tab == Tab::Outline && ui.available_width() < OUTLINE_ROOM + DETAILS_WIDTH {
            egui::Panel::bottom("inspector-details-below")
                .resizable(true)
                .default_size(ui.available_height() * 0.35)
                .show(ui, |ui| details(ui, &mut out));
        } else {
            egui::Panel::right("inspector-details")
                .resizable(true)
                .default_size(DETAILS_WIDTH)
                .show(ui, |ui| details(ui, &mut out));
        }
    }
    egui::CentralPanel::default().show(ui, |ui| {
        if ins.tab == Tab::Tree {
            tree::show(ui, (ins, pictures), l, lang, &mut out);
        } else if !withheld(ui, ins, lang, &mut out) {
            let mut asked = Vec::new();
            outline_rows::show(ui, &ins.tabs.outline, l, lang, &mut asked);
            out.extend(asked.into_iter().map(Action::Outline));
        }
    });
    out
}

/// The details pane's width beside the tree or the outline, in points.
const DETAILS_WIDTH: f32 = 250.0;
/// The width the outline's rows need (a deep row, its cut note in French).
const OUTLINE_ROOM: f32 = 620.0;

/// While "Hide unvisited" is on (practising), the tabs that show the whole
/// search (values, cuts, counts) say so instead, with a button that turns the
/// option off; returns whether the tab is withheld.
fn withheld(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Vec<Action>) -> bool {
    if !ins.hide_unvisited {
        return false;
    }
    ui.add_space(24.0);
    ui.vertical_centered(|ui| {
        ui.label(S::Withheld.text(lang));
        if ui.button(S::ShowAnyway.text(lang)).clicked() {
            out.push(Action::HideUnvisited(false));
        }
    });
    true
}

use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::i18n::T;
use crate::app::task::Waker;

impl PanelModel for Inspector {
    fn tab(&self) -> Option<Panel> {
        Some(Panel::Inspector)
    }

    fn set_waker(&mut self, wake: &Waker) {
        Inspector::set_waker(self, wake.clone());
    }

    /// The search, the trace being opened and the statistics' comparison.
    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        self.arrived = None;
        self.graph.poll();
        let polled = apply::poll(self);
        raised(self, polled)
    }

    /// A trace belongs to the position it was searched on.
    fn follow(&mut self, doc: &Doc<'_>) {
        Inspector::follow(self, &doc.spec(), &doc.moves());
    }

    fn opened(&mut self, _doc: &Doc<'_>) {
        if let Some(loaded) = self.arrived.take() {
            self.set_loaded(*loaded);
        }
    }

    fn busy(&self) -> bool {
        Inspector::is_busy(self)
    }
}

impl Applies for Inspector {
    type Intent = Action;

    /// A search needs the board's position: its game and the moves to the
    /// cursor. A game started from a set-up position has none to give yet.
    fn apply(&mut self, action: Action, doc: &Doc<'_>) -> Vec<Raised> {
        if action.searches() && doc.from_setup() {
            return vec![Raised::Message(T::SetupNotInspected.text(doc.lang).into())];
        }
        let position = action.searches().then(|| Position {
            game: doc.game.clone(),
            moves: doc.moves(),
        });
        let applied = apply(self, action, position);
        raised(self, applied)
    }
}

/// What an applied action asks of the document. An opened trace waits in
/// `arrived` while its position is put on the board.
fn raised(ins: &mut Inspector, applied: Result<Applied, String>) -> Vec<Raised> {
    match applied {
        Ok(Applied::Done) => Vec::new(),
        // The editor's tree played on the board: New game on its spec.
        Ok(Applied::NewGame(spec)) => vec![Raised::NewGame(spec)],
        Ok(Applied::Opened { path, loaded }) => {
            let opened = Raised::Opened {
                path,
                spec: loaded.trace.spec().clone(),
                moves: loaded.trace.moves().to_vec(),
                tab: Panel::Inspector,
            };
            ins.arrived = Some(loaded);
            vec![opened]
        }
        Err(e) => vec![Raised::Message(e)],
    }
}
