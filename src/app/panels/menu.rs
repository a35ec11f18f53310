//! The menu bar: File (new, set up a position, open, save, the course's
//! examples) and View
//! (panel, presentation mode and zoom, theme, language).
//! Files are asked of the studio's file chooser (`Command::Choose`); the View
//! menu also picks the chooser (the system's dialog or the built-in one).

use super::Out;
use crate::app::commands::Command;
use crate::app::file_chooser::Purpose;
use crate::app::file_chooser::strings::FC;
use crate::app::i18n::{Language, T};
use crate::app::presentation::{self, PS, ZoomStep, percent, text_width};
use crate::app::settings::{ChooserKind, Panel, Theme};
use crate::app::studio::Studio;
use eframe::egui::{self, Ui};

/// The menu bar: File and View, the panels, then the theme and language
/// buttons at the right. When the window is too narrow for one line (a
/// 1024-pixel projector, French, presentation mode's zoom), the panels and
/// buttons wrap onto a second line instead of running into each other.
pub fn show(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(T::File.text(lang), |ui| file_menu(ui, studio, out));
        ui.menu_button(T::View.text(lang), |ui| view_menu(ui, studio, out));
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            for p in Panel::ALL {
                let on = studio.settings.panel == p;
                if ui.selectable_label(on, p.name().text(lang)).clicked() && !on {
                    out.push(Command::ShowPanel(p));
                }
            }
            // The buttons at the right when they fit on the panels' line.
            // Otherwise on a line of their own (a child laid out in the
            // little room left would be drawn over the last panels).
            let layout = if ui.available_size_before_wrap().x >= settings_width(ui, studio) {
                egui::Layout::right_to_left(egui::Align::Center)
            } else {
                ui.end_row();
                egui::Layout::left_to_right(egui::Align::Center)
            };
            ui.with_layout(layout, |ui| settings_buttons(ui, studio, out));
        });
    });
}

/// In presentation mode with the toolbars folded, the strip that stands for
/// the menu bar and the panels' toolbars: a button that opens them (T), the
/// panel's name, and a button that leaves presentation (Esc).
pub fn strip(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    ui.horizontal_wrapped(|ui| {
        let open = format!("{} (T)", PS::Toolbars.text(lang));
        if ui
            .button(open)
            .on_hover_text(PS::ToolbarsTip.text(lang))
            .clicked()
        {
            out.push(Command::SetToolbars(true));
        }
        ui.label(studio.settings.panel.name().text(lang));
        let leave = format!("{} (Esc)", PS::Leave.text(lang));
        presentation::keep_together(ui, text_width(ui, &leave, egui::TextStyle::Button) + 16.0);
        if ui.button(leave).clicked() {
            out.push(Command::SetPresentation(false));
        }
    });
}

/// The theme button's label (the theme it switches to) and that theme, and
/// the language the language button switches to.
fn settings_labels(studio: &Studio) -> (&'static str, Theme, Language) {
    let lang = studio.settings.language;
    let (next, label) = match studio.settings.theme {
        Theme::Dark => (Theme::Light, T::Light.text(lang)),
        Theme::Light => (Theme::Dark, T::Dark.text(lang)),
    };
    let other = match lang {
        Language::English => Language::French,
        Language::French => Language::English,
    };
    (label, next, other)
}

/// The width the theme and language buttons take on a line, measured from
/// their labels, so that they go at the right only when they fit there.
fn settings_width(ui: &Ui, studio: &Studio) -> f32 {
    let (label, _, other) = settings_labels(studio);
    let spacing = ui.spacing();
    [label, other.name()]
        .into_iter()
        .map(|text| {
            text_width(ui, text, egui::TextStyle::Button)
                + 2.0 * spacing.button_padding.x
                + spacing.item_spacing.x
        })
        .sum::<f32>()
        + spacing.item_spacing.x
}

/// The theme and language buttons.
fn settings_buttons(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let (label, next, other) = settings_labels(studio);
    let tip = T::Theme.text(lang);
    if ui.button(label).on_hover_text(tip).clicked() {
        out.push(Command::SetTheme(next));
    }
    if ui
        .button(other.name())
        .on_hover_text(T::Language.text(lang))
        .clicked()
    {
        out.push(Command::SetLanguage(other));
    }
}

/// The View menu's presentation switch (F11) and zoom line: `Zoom 150 %` with
/// its buttons (Ctrl -, Ctrl +, Ctrl 0).
fn presentation(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    let on = studio.settings.presentation;
    let ctx = ui.ctx().clone();
    let shortcut = |k: egui::Key| {
        ctx.format_shortcut(&egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, k))
    };
    let button = egui::Button::selectable(on, PS::Presentation.text(lang)).shortcut_text("F11");
    if ui
        .add(button)
        .on_hover_text(PS::PresentationTip.text(lang))
        .clicked()
    {
        out.push(Command::SetPresentation(!on));
    }
    if on {
        let open = studio.settings.toolbars;
        let button = egui::Button::selectable(open, PS::Toolbars.text(lang)).shortcut_text("T");
        if ui
            .add(button)
            .on_hover_text(PS::ToolbarsTip.text(lang))
            .clicked()
        {
            out.push(Command::SetToolbars(!open));
        }
    }
    ui.horizontal(|ui| {
        let zoom = studio.settings.zoom_factor();
        ui.label(format!("{} {}", PS::Zoom.text(lang), percent(zoom)));
        let steps = [
            ("-", PS::ZoomOut, egui::Key::Minus, ZoomStep::Out),
            ("+", PS::ZoomIn, egui::Key::Plus, ZoomStep::In),
            ("0", PS::ZoomReset, egui::Key::Num0, ZoomStep::Reset),
        ];
        for (text, name, key, step) in steps {
            let tip = format!("{} ({})", name.text(lang), shortcut(key));
            if ui.button(text).on_hover_text(tip).clicked() {
                out.push(Command::Zoom(step));
            }
        }
    });
}

/// The File menu: new game, set up a position, open, save, the course's
/// examples.
fn file_menu(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    if ui.button(T::NewGame.text(lang)).clicked() {
        out.push(Command::NewGame);
    }
    if studio.game.setup_layout().is_some()
        && ui
            .button(crate::app::board::setup::open_label(lang))
            .clicked()
    {
        out.push(Command::Setup(crate::app::board::setup::SetupAction::Open));
    }
    if ui.button(T::OpenReplay.text(lang)).clicked() {
        ui.close();
        out.push(Command::Choose(Purpose::OpenReplay));
    }
    if ui.button(T::SaveReplay.text(lang)).clicked() {
        ui.close();
        out.push(Command::Choose(Purpose::SaveReplay));
    }
    ui.separator();
    super::course::menu(ui, lang, out);
    if !studio.settings.recent.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new(T::Recent.text(lang)).weak());
        for path in &studio.settings.recent {
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            if ui
                .button(name)
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                ui.close();
                out.push(Command::Open(path.clone()));
            }
        }
    }
    ui.separator();
    if ui.button(T::Quit.text(lang)).clicked() {
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
    }
}

/// The View menu: the panel, presentation mode, the theme, the file chooser,
/// the language.
fn view_menu(ui: &mut Ui, studio: &Studio, out: &mut Out) {
    let lang = studio.settings.language;
    for p in Panel::ALL {
        let on = studio.settings.panel == p;
        if ui.radio(on, p.name().text(lang)).clicked() {
            out.push(Command::ShowPanel(p));
        }
    }
    ui.separator();
    presentation(ui, studio, out);
    ui.separator();
    ui.label(T::Theme.text(lang));
    for (t, name) in [(Theme::Dark, T::Dark), (Theme::Light, T::Light)] {
        if ui
            .radio(studio.settings.theme == t, name.text(lang))
            .clicked()
        {
            out.push(Command::SetTheme(t));
        }
    }
    ui.separator();
    let mut built_in = studio.settings.file_chooser == ChooserKind::BuiltIn;
    if ui
        .checkbox(&mut built_in, FC::UseBuiltIn.text(lang))
        .on_hover_text(FC::UseBuiltInTip.text(lang))
        .changed()
    {
        let kind = if built_in {
            ChooserKind::BuiltIn
        } else {
            ChooserKind::System
        };
        out.push(Command::SetFileChooser(kind));
    }
    ui.separator();
    ui.label(T::Language.text(lang));
    for l in Language::ALL {
        if ui.radio(lang == l, l.name()).clicked() {
            out.push(Command::SetLanguage(l));
        }
    }
}
