//! The search inspector panel (issue 7): run a search on the board's position
//! or open a recorded trace, then step through it node by node. The model is
//! [`crate::inspect`] (no egui); here are its domain state ([`state`]), the
//! search thread ([`task`]) and the drawing: [`header`], [`tree_view`] (with
//! [`look`]), [`controls`], [`details`]; the Outline, Statistics and Exercise
//! tabs ([`tools`]) drive the widgets of [`crate::app::inspector_tools`].

pub mod controls;
pub mod details;
pub mod edges;
pub mod files;
pub mod header;
pub mod look;
pub mod picture;
pub mod state;
pub mod strings;
pub mod task;
pub mod tools;
pub mod tree_view;

pub use files::{is_trace_file, open_trace};
pub use state::{Action, Inspector, Loaded, Tab, apply};

use super::commands::Command;
use super::panels::Out;
use super::studio::Studio;
use crate::inspect::rules::rule_line;
use eframe::egui::{self, RichText, Ui};
use strings::S;

/// Draws the panel in the central area.
pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let ins = &studio.inspector;
    let lang = studio.settings.language;
    if ins.task.is_some() {
        // Progress and the result arrive without input: look again soon.
        out.push(Command::Inspect(Action::Poll));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    if ins.playing {
        out.push(Command::Inspect(Action::Tick(ui.input(|i| i.time))));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(30));
    }
    controls::keys(ui, ins, out);
    egui::Panel::top("inspector-header").show(ui, |ui| header::show(ui, ins, lang, out));
    let Some(l) = &ins.loaded else {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(40.0);
            ui.vertical_centered(|ui| ui.label(RichText::new(S::Empty.text(lang)).size(16.0)));
        });
        return;
    };
    match ins.tab {
        state::Tab::Tree | state::Tab::Outline => {}
        state::Tab::Statistics => {
            egui::CentralPanel::default().show(ui, |ui| tools::show_stats(ui, ins, l, lang, out));
            return;
        }
        state::Tab::Exercise => {
            egui::CentralPanel::default().show(ui, |ui| tools::show_exercise(ui, ins, l, lang));
            return;
        }
    }
    egui::Panel::bottom("inspector-controls").show(ui, |ui| {
        let line = rule_line(l, ins.step, lang);
        ui.add_space(2.0);
        ui.label(RichText::new(line).size(17.0).strong())
            .on_hover_text("seed 004");
        controls::show(ui, ins, lang, out);
    });
    egui::Panel::right("inspector-details")
        .resizable(true)
        .default_size(250.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| details::show(ui, ins, lang, out));
        });
    if ins.tab == state::Tab::Outline {
        egui::CentralPanel::default().show(ui, |ui| tools::show_outline(ui, ins, l, lang, out));
        return;
    }
    egui::CentralPanel::default().show(ui, |ui| {
        let mut save_to = None;
        ui.horizontal(|ui| {
            let mut hide = ins.hide_unvisited;
            if ui
                .checkbox(&mut hide, S::HideUnvisited.text(lang))
                .on_hover_text(S::HideUnvisitedTip.text(lang))
                .changed()
            {
                out.push(Command::Inspect(Action::HideUnvisited(hide)));
            }
            let mut cam = ins.camera;
            let mut changed = false;
            if ui
                .button(S::Fit.text(lang))
                .on_hover_text(S::FitTip.text(lang))
                .clicked()
            {
                cam.fit = true;
                changed = true;
            }
            for (text, factor) in [(S::ZoomOut, 1.0 / 1.25), (S::ZoomIn, 1.25)] {
                if ui
                    .button(text.text(lang))
                    .on_hover_text(S::ZoomTip.text(lang))
                    .clicked()
                {
                    let centre = ui.max_rect().center();
                    tree_view::zoom_about(&mut cam, ui.max_rect().min, centre, factor);
                    cam.fitted = None;
                    changed = true;
                }
            }
            if changed {
                out.push(Command::Inspect(Action::SetCamera(cam)));
            }
            save_to = picture::button(ui, &ins.picture, lang);
        });
        let tree_rect = ui.available_rect_before_wrap();
        tree_view::show(ui, ins, l, lang, out);
        if let Some(path) = save_to {
            picture::request(ui.ctx(), tree_rect, path, &ins.picture, lang);
        }
    });
}
