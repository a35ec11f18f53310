//! The Editor tab's toolbars over its tree ([`super::editor_view`]): where the
//! tree comes from (a new root, a random tree, an arena file, a pasted bracket
//! text with its error at its column), the operations on the selected node
//! (each with its key), the tree out (its bracket text, selectable and copied,
//! "Save as arena…" through the studio's file chooser or a path field, with a
//! confirmation before replacing a file) and what runs on it at once (alpha-beta,
//! minimax, practise, play on the board). It reads the tab and returns requests.

use super::editor::{EditorAction, EditorTab, Note};
use super::editor_strings::E;
use super::editor_view;
use super::fields::{hinted_field, number_field, text_field};
use crate::app::file_chooser::Purpose;
use crate::app::tree_view::pictures::TreePictures;
use crate::inspect::Algorithm;
use crate::lang::Language;
use eframe::egui::{self, RichText, Ui};
use std::path::PathBuf;

/// The whole tab.
pub fn show(
    ui: &mut Ui,
    (tab, pictures): (&EditorTab, &TreePictures),
    lang: Language,
    out: &mut Vec<EditorAction>,
) {
    editor_view::keys(ui, tab, out);
    sources(ui, tab, lang, out);
    paste(ui, tab, lang, out);
    ui.separator();
    operations(ui, tab, lang, out);
    outputs(ui, tab, lang, out);
    note(ui, tab, lang, out);
    ui.label(RichText::new(E::Hint.text(lang)).weak());
    editor_view::show(ui, (tab, pictures), lang, out);
}

fn sources(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(E::NewRoot.text(lang))
            .on_hover_text(E::NewRootTip.text(lang))
            .clicked()
        {
            out.push(EditorAction::NewRoot);
        }
        ui.separator();
        let mut s = tab.random;
        number_field(ui, &mut s.depth, E::Depth.text(lang), 1..=12);
        number_field(ui, &mut s.branching.0, E::Branching.text(lang), 1..=25);
        number_field(ui, &mut s.branching.1, "..", 1..=25);
        number_field(ui, &mut s.values.0, E::Values.text(lang), -999..=999);
        number_field(ui, &mut s.values.1, "..", -999..=999);
        number_field(ui, &mut s.seed, E::Seed.text(lang), 0..=u64::MAX);
        if s != tab.random {
            out.push(EditorAction::SetRandom(s));
        }
        if ui.button(E::Random.text(lang)).clicked() {
            out.push(EditorAction::NewRandom);
        }
        ui.separator();
        if ui.button(E::OpenArena.text(lang)).clicked() {
            out.push(EditorAction::Choose(Purpose::EditorOpen));
        }
        let mut path = tab.open_path.clone();
        hinted_field(
            ui,
            &mut path,
            E::ArenaPath.text(lang),
            E::ArenaPath.text(lang),
            180.0,
        );
        if path != tab.open_path {
            out.push(EditorAction::SetOpenPath(path));
        }
        if ui.button(E::Open.text(lang)).clicked() {
            out.push(EditorAction::Open(PathBuf::from(tab.open_path.trim())));
        }
    });
}

fn paste(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    ui.horizontal_wrapped(|ui| {
        let mut text = tab.paste.clone();
        let hint = format!("{}: ((3, 5), (2, 9))", E::Bracket.text(lang));
        let field = hinted_field(ui, &mut text, E::Bracket.text(lang), &hint, 360.0)
            .on_hover_text(E::PasteTip.text(lang));
        if text != tab.paste {
            out.push(EditorAction::SetPaste(text.clone()));
        }
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(E::Paste.text(lang)).clicked() || enter {
            if text != tab.paste {
                out.push(EditorAction::SetPaste(text));
            }
            out.push(EditorAction::Paste);
        }
        if let Some(e) = &tab.paste_error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
    });
}

fn operations(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    let t = tab.tree();
    let at = tab.target();
    ui.horizontal_wrapped(|ui| {
        let name = t.node(at).map_or("", |n| n.name.as_str());
        ui.label(RichText::new(name).strong());
        for (text, tip, a) in [
            (E::AddChild, E::AddChildTip, EditorAction::AddChild),
            (E::Delete, E::DeleteTip, EditorAction::Delete),
            (E::Left, E::LeftTip, EditorAction::Move(true)),
            (E::Right, E::RightTip, EditorAction::Move(false)),
        ] {
            if ui
                .button(text.text(lang))
                .on_hover_text(tip.text(lang))
                .clicked()
            {
                out.push(a);
            }
        }
        match &tab.renaming {
            Some(name) => {
                let mut typed = name.clone();
                let field = text_field(ui, &mut typed, E::NewName.text(lang), 120.0);
                if !field.has_focus() && !field.lost_focus() {
                    field.request_focus();
                }
                if typed != *name {
                    out.push(EditorAction::SetRenaming(typed));
                }
                if field.lost_focus() {
                    let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
                    out.push(if escape {
                        EditorAction::CancelRename
                    } else {
                        EditorAction::Rename
                    });
                }
            }
            None => {
                if ui
                    .button(E::Rename.text(lang))
                    .on_hover_text(E::RenameTip.text(lang))
                    .clicked()
                {
                    out.push(EditorAction::StartRename);
                }
            }
        }
        if let Some(n) = t.node(at).filter(|n| n.children.is_empty()) {
            let mut v = n.value;
            number_field(ui, &mut v, E::Value.text(lang), -1_000_000..=1_000_000)
                .on_hover_text(E::ValueTip.text(lang));
            if v != n.value {
                out.push(EditorAction::SetValue(v));
            }
        }
        owner(ui, tab, lang, out);
        ui.separator();
        if ui
            .add_enabled(tab.editor.can_undo(), egui::Button::new(E::Undo.text(lang)))
            .on_hover_text(E::UndoTip.text(lang))
            .clicked()
        {
            out.push(EditorAction::Undo);
        }
        if ui
            .add_enabled(tab.editor.can_redo(), egui::Button::new(E::Redo.text(lang)))
            .on_hover_text(E::RedoTip.text(lang))
            .clicked()
        {
            out.push(EditorAction::Redo);
        }
    });
}

/// The player of the selected node: by depth, MAX or MIN.
fn owner(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    let at = tab.target();
    let Some(n) = tab.tree().node(at) else { return };
    let name = |p: Option<u8>| match p {
        None => E::ByDepth.text(lang),
        Some(0) => E::Max.text(lang),
        Some(_) => E::Min.text(lang),
    };
    let mut chosen = n.owner;
    let label = ui.label(E::Player.text(lang));
    egui::ComboBox::from_id_salt("editor-owner")
        .selected_text(name(chosen))
        .show_ui(ui, |ui| {
            for p in [None, Some(0), Some(1)] {
                ui.selectable_value(&mut chosen, p, name(p));
            }
        })
        .response
        .labelled_by(label.id);
    if chosen != n.owner {
        out.push(EditorAction::SetOwner(chosen));
    }
}

fn outputs(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    let t = tab.tree();
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::lang::nouns::NODE.count(lang, t.len() as u64));
        let bracket = t.to_bracket();
        let label = ui.label(E::InBrackets.text(lang));
        // Selectable, not editable: a &str is a read-only text buffer.
        let mut shown: &str = &bracket;
        ui.add(egui::TextEdit::singleline(&mut shown).desired_width(300.0))
            .labelled_by(label.id);
        if ui.button(E::Copy.text(lang)).clicked() {
            ui.ctx().copy_text(bracket.clone());
            out.push(EditorAction::Copied);
        }
        ui.separator();
        if ui.button(E::SaveAs.text(lang)).clicked() {
            out.push(EditorAction::Choose(Purpose::EditorSave));
        }
        let mut path = tab.save_path.clone();
        hinted_field(
            ui,
            &mut path,
            E::SavePath.text(lang),
            E::SavePath.text(lang),
            180.0,
        );
        if path != tab.save_path {
            out.push(EditorAction::SetSavePath(path));
        }
        if ui.button(E::Save.text(lang)).clicked() {
            out.push(EditorAction::Save(
                PathBuf::from(tab.save_path.trim()),
                false,
            ));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (text, tip, a) in [
            (
                E::AlphaBeta,
                E::AlphaBetaTip,
                EditorAction::Search(Algorithm::AlphaBeta),
            ),
            (
                E::Minimax,
                E::MinimaxTip,
                EditorAction::Search(Algorithm::Minimax),
            ),
            (E::Practise, E::PractiseTip, EditorAction::Practise),
            (E::PlayBoard, E::PlayBoardTip, EditorAction::PlayOnBoard),
        ] {
            if ui
                .button(RichText::new(text.text(lang)).strong())
                .on_hover_text(tip.text(lang))
                .clicked()
            {
                out.push(a);
            }
        }
    });
}

fn note(ui: &mut Ui, tab: &EditorTab, lang: Language, out: &mut Vec<EditorAction>) {
    let Some(n) = &tab.note else { return };
    ui.horizontal_wrapped(|ui| match n {
        Note::Failed(why) => {
            ui.colored_label(ui.visuals().error_fg_color, why);
        }
        Note::Saved(path) => {
            ui.label(format!("{} {}", E::Saved.text(lang), path.display()));
        }
        Note::Copied => {
            ui.label(E::Copied.text(lang));
        }
        Note::Exists(path) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("{} {}", E::Exists.text(lang), path.display()),
            );
            if ui.button(E::Replace.text(lang)).clicked() {
                out.push(EditorAction::Save(path.clone(), true));
            }
            if ui.button(E::Keep.text(lang)).clicked() {
                out.push(EditorAction::KeepFile);
            }
        }
    });
}
