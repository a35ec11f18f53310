//! The built-in file chooser, drawn as a modal window: places (`saves/`,
//! `assets/`, `assets/arenas/`, the working and home folders), the folder's
//! sub-folders and the files of the right kind, the recent files, a path
//! field that takes a name or a path. Keys: Enter uses the field (or enters
//! the folder it names), the arrows move in the list, Esc closes (the shell
//! reads Esc). Also the note shown while the system's dialog is open. It only
//! reads the studio and pushes commands.

use super::browser::Browser;
use super::strings::{FC, accept, problem, title};
use super::{BrowserAction, FileChooser};
use crate::app::commands::Command;
use crate::app::i18n::Language;
use crate::app::studio::Studio;
use eframe::egui::{self, Id, Key, Modifiers, RichText, Ui};
use std::path::{Path, PathBuf};

type Out = Vec<Command>;

/// The chooser, or the note while the system's dialog is open.
pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let chooser = &studio.chooser;
    if chooser.waiting.is_some() {
        waiting(ui, lang, out);
    }
    let Some(b) = &chooser.browser else { return };
    let screen = ui.ctx().content_rect().size();
    let width = (screen.x - 60.0).clamp(320.0, 760.0);
    let list_height = (screen.y - 330.0).clamp(120.0, 360.0);
    egui::Modal::new(Id::unique("file-chooser")).show(ui.ctx(), |ui| {
        ui.set_width(width);
        let act = |out: &mut Out, a: BrowserAction| out.push(Command::Chooser(a));
        keys(ui, b, out);
        ui.heading(title(b.purpose).text(lang));
        // In the user's words only: the system's (a D-Bus message) went to
        // the standard error when the dialog failed.
        if chooser.notice.is_some() {
            ui.colored_label(ui.visuals().warn_fg_color, FC::NoSystemDialog.text(lang));
        }
        places(ui, lang, out);
        ui.horizontal(|ui| {
            ui.label(FC::Folder.text(lang));
            ui.label(RichText::new(b.folder.display().to_string()).strong());
            if ui.button(FC::Up.text(lang)).clicked() {
                act(out, BrowserAction::Up);
            }
        });
        ui.separator();
        let size = egui::vec2(width, list_height);
        let row = egui::Layout::left_to_right(egui::Align::TOP);
        ui.allocate_ui_with_layout(size, row, |ui| {
            ui.set_height(list_height);
            recent(ui, chooser, &studio.settings.recent, lang, list_height, out);
            ui.separator();
            entries(ui, b, lang, list_height, out);
        });
        ui.separator();
        path_row(ui, b, lang, width, out);
        if let Some(p) = &b.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem(p, lang));
        }
        if let Some(path) = &b.confirm {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(path.display().to_string()).strong());
                ui.label(FC::Exists.text(lang));
                if ui.button(FC::Replace.text(lang)).clicked() {
                    act(out, BrowserAction::Replace);
                }
                if ui.button(FC::Keep.text(lang)).clicked() {
                    act(out, BrowserAction::Keep);
                }
            });
        }
        ui.label(RichText::new(FC::Keys.text(lang)).weak());
    });
}

/// Enter and the arrows (Esc is the shell's).
fn keys(ui: &Ui, b: &Browser, out: &mut Out) {
    let ctx = ui.ctx();
    let count = |k: Key| ctx.input_mut(|i| i.count_and_consume_key(Modifiers::NONE, k));
    let down = count(Key::ArrowDown) as isize - count(Key::ArrowUp) as isize;
    if down != 0 {
        out.push(Command::Chooser(BrowserAction::Move(down)));
    }
    if count(Key::Enter) > 0 && b.confirm.is_none() {
        out.push(Command::Chooser(BrowserAction::Accept));
    }
}

fn places(ui: &mut Ui, lang: Language, out: &mut Out) {
    ui.horizontal_wrapped(|ui| {
        ui.label(FC::Places.text(lang));
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let mut list: Vec<(String, PathBuf)> = ["saves", "assets", "assets/arenas"]
            .into_iter()
            .filter(|p| Path::new(p).is_dir())
            .map(|p| (format!("{p}/"), PathBuf::from(p)))
            .collect();
        list.push((FC::WorkingFolder.text(lang).into(), PathBuf::from(".")));
        if let Some(home) = home.filter(|h| h.is_dir()) {
            list.push((FC::Home.text(lang).into(), home));
        }
        for (name, path) in list {
            if ui.button(name).clicked() {
                out.push(Command::Chooser(BrowserAction::Enter(path)));
            }
        }
    });
}

/// The recent files of the kind asked for.
fn recent(
    ui: &mut Ui,
    chooser: &FileChooser,
    recent: &[PathBuf],
    lang: Language,
    height: f32,
    out: &mut Out,
) {
    let Some(b) = &chooser.browser else { return };
    ui.vertical(|ui| {
        ui.set_width(170.0);
        ui.label(RichText::new(FC::Recent.text(lang)).weak());
        egui::ScrollArea::vertical()
            .id_salt("chooser-recent")
            .max_height(height - 20.0)
            .show(ui, |ui| {
                for path in recent.iter().filter(|p| b.purpose.accepts(p)) {
                    let name = path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into(),
                    );
                    let r = ui
                        .selectable_label(false, name)
                        .on_hover_text(path.display().to_string());
                    let typed = BrowserAction::Type(path.display().to_string());
                    if r.double_clicked() {
                        out.push(Command::Chooser(typed));
                        out.push(Command::Chooser(BrowserAction::Accept));
                    } else if r.clicked() {
                        out.push(Command::Chooser(typed));
                    }
                }
            });
    });
}

/// The folder's listing: folders end with `/`.
fn entries(ui: &mut Ui, b: &Browser, lang: Language, height: f32, out: &mut Out) {
    ui.vertical(|ui| {
        egui::ScrollArea::vertical()
            .id_salt("chooser-entries")
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if b.entries.is_empty() {
                    ui.label(RichText::new(FC::Empty.text(lang)).weak());
                }
                for (k, e) in b.entries.iter().enumerate() {
                    let text = if e.is_dir {
                        format!("{}/", e.name)
                    } else {
                        e.name.clone()
                    };
                    let on = b.selected == Some(k);
                    let r = ui.selectable_label(on, text);
                    if on {
                        r.scroll_to_me(None);
                    }
                    if r.double_clicked() {
                        out.push(Command::Chooser(BrowserAction::Activate(k)));
                    } else if r.clicked() {
                        out.push(Command::Chooser(BrowserAction::Select(k)));
                    }
                }
                if b.more > 0 {
                    ui.label(RichText::new(format!("+{} {}", b.more, FC::More.text(lang))).weak());
                }
            });
    });
}

fn path_row(ui: &mut Ui, b: &Browser, lang: Language, width: f32, out: &mut Out) {
    ui.horizontal(|ui| {
        let label = ui.label(FC::FileName.text(lang));
        let mut typed = b.typed.clone();
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut typed)
                    .id(Id::unique("chooser-path"))
                    .desired_width((width - 330.0).max(120.0)),
            )
            .labelled_by(label.id);
        // The field has the keys from the start: a path can be typed at once.
        if ui.ctx().memory(|m| m.focused().is_none()) {
            field.request_focus();
        }
        if typed != b.typed {
            out.push(Command::Chooser(BrowserAction::Type(typed)));
        }
        if ui.button(accept(b.purpose).text(lang)).clicked() {
            out.push(Command::Chooser(BrowserAction::Accept));
        }
        if ui.button(FC::Close.text(lang)).clicked() {
            out.push(Command::Chooser(BrowserAction::Close));
        }
    });
}

/// While the system's dialog is open: a note, and a way out if it never shows.
fn waiting(ui: &mut Ui, lang: Language, out: &mut Out) {
    egui::Area::new(Id::unique("file-dialog-waiting"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 40.0))
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(FC::Waiting.text(lang));
                    if ui.button(FC::SwitchNow.text(lang)).clicked() {
                        out.push(Command::StopWaiting);
                    }
                });
            });
        });
}
