//! The Exercise tab's chooser: where the tree comes from (bundled, arena file,
//! random tree with its settings, Generate and Save, or the edited tree), the
//! cut rule and the order of children. Both typed paths have a Browse… button
//! for the studio's file chooser. It only reads the tab and returns its
//! requests.

use super::exercise::{BUNDLED, ExerciseAction, ExerciseTab, Source};
use super::fields::{number_field, text_field};
use super::sheet_export::SheetText;
use super::strings::{Ex, S, ToolText};
use crate::app::file_chooser::Purpose;
use crate::app::i18n::Language;
use eframe::egui;

/// The source, the cut rule, the order, and the source's own fields.
pub fn show(ui: &mut egui::Ui, tab: &ExerciseTab, lang: Language, out: &mut Vec<ExerciseAction>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(ToolText::Source.text(lang));
        for (s, t) in [
            (Source::Bundled, ToolText::Bundled.text(lang)),
            (Source::File, ToolText::ArenaFile.text(lang)),
            (Source::Random, ToolText::RandomTree.text(lang)),
            (Source::Edited, Ex::Edited.text(lang)),
        ] {
            if ui.selectable_label(tab.source == s, t).clicked() {
                out.push(ExerciseAction::SetSource(s));
            }
        }
        ui.separator();
        let mut strict = tab.strict;
        if ui
            .checkbox(&mut strict, ToolText::StrictCut.text(lang))
            .changed()
        {
            out.push(ExerciseAction::SetStrict(strict));
        }
        let mut reorder = tab.reorder;
        if ui.checkbox(&mut reorder, S::Reordered.text(lang)).changed() {
            out.push(ExerciseAction::SetReorder(reorder));
        }
    });
    ui.horizontal_wrapped(|ui| match tab.source {
        Source::Bundled => {
            for (i, (path, _)) in BUNDLED.iter().enumerate() {
                let file = path.rsplit('/').next().unwrap_or(path);
                if ui.selectable_label(tab.bundled == i, file).clicked() {
                    out.push(ExerciseAction::SetBundled(i));
                }
            }
        }
        Source::File => {
            let mut path = tab.path.clone();
            text_field(ui, &mut path, ToolText::ArenaFile.text(lang), 320.0);
            if path != tab.path {
                out.push(ExerciseAction::SetPath(path));
            }
            browse(ui, Purpose::ExerciseArena, lang, out);
            if ui.button(ToolText::Load.text(lang)).clicked() {
                out.push(ExerciseAction::Load);
            }
        }
        Source::Random => random_fields(ui, tab, lang, out),
        Source::Edited => {}
    });
}

/// A Browse… button beside a typed path: the studio's file chooser (File >
/// Open's: the system dialog, or the built-in chooser) for `purpose`.
fn browse(ui: &mut egui::Ui, purpose: Purpose, lang: Language, out: &mut Vec<ExerciseAction>) {
    if ui.button(SheetText::Browse.text(lang)).clicked() {
        out.push(ExerciseAction::Choose(purpose));
    }
}

/// The random tree's settings, Generate and Save.
fn random_fields(
    ui: &mut egui::Ui,
    tab: &ExerciseTab,
    lang: Language,
    out: &mut Vec<ExerciseAction>,
) {
    let mut s = tab.spec;
    number_field(ui, &mut s.depth, ToolText::Depth.text(lang), 1..=12);
    number_field(
        ui,
        &mut s.branching.0,
        ToolText::Branching.text(lang),
        1..=25,
    );
    number_field(ui, &mut s.branching.1, "..", 1..=25);
    number_field(ui, &mut s.values.0, ToolText::Values.text(lang), -999..=999);
    number_field(ui, &mut s.values.1, "..", -999..=999);
    number_field(ui, &mut s.seed, ToolText::Seed.text(lang), 0..=u64::MAX);
    if s != tab.spec {
        out.push(ExerciseAction::SetSpec(s));
    }
    if ui.button(ToolText::Generate.text(lang)).clicked() {
        out.push(ExerciseAction::Load);
    }
    let mut path = tab.save_path.clone();
    text_field(ui, &mut path, ToolText::SavePath.text(lang), 160.0);
    if path != tab.save_path {
        out.push(ExerciseAction::SetSavePath(path));
    }
    browse(ui, Purpose::ExerciseSave, lang, out);
    if ui.button(ToolText::SaveArena.text(lang)).clicked() {
        out.push(ExerciseAction::SaveArena);
    }
}
