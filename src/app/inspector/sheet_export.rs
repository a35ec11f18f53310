//! The Exercise tab's "Export sheet…" control: the tree being practised on as a
//! printable exercise sheet and its answer key ([`crate::inspect::sheet`]), in
//! SVG or PNG, to a path typed in or chosen with the studio's file chooser
//! (Browse…). Drawing ([`show`]) only reads [`SheetExport`] and returns
//! [`SheetExportAction`]s; [`SheetExport::apply`] changes it and writes the
//! files, given the tree ([`ExportSource`]). The Exercise tab places [`show`] in
//! its chooser and hands the loaded exercise to `apply`.

use super::fields::text_field;
use crate::app::i18n::Language;
use crate::games::Arena;
use crate::inspect::sheet::{Format, Part, Sheet, SheetOptions, arena_names, arena_title};
use crate::search::{CutRule, Trace};
use eframe::egui::{self, Color32};
use std::path::PathBuf;

crate::strings! { SheetText;
    ExportSheet => "Export sheet…", "Exporter la fiche…";
    ExportTip => "The tree as a printable exercise sheet and its answer key (A4)", "L'arbre en fiche d'exercice imprimable et son corrigé (A4)";
    Svg => "SVG (vector)", "SVG (vectoriel)";
    Png => "PNG (150 dpi)", "PNG (150 dpi)";
    SheetOnly => "sheet", "fiche";
    KeyOnly => "answer key", "corrigé";
    Both => "both", "les deux";
    Path => "File (without extension)", "Fichier (sans extension)";
    Overwrite => "replace existing files", "remplacer les fichiers existants";
    Export => "Export", "Exporter";
    Browse => "Browse…", "Parcourir…";
    Written => "Written:", "Écrit\u{a0}:";
    NoTree => "No tree is loaded.", "Aucun arbre n'est chargé.";
}

/// Which parts are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Parts {
    Sheet,
    Key,
    #[default]
    Both,
}

impl Parts {
    fn parts(self) -> &'static [Part] {
        match self {
            Parts::Sheet => &[Part::Exercise],
            Parts::Key => &[Part::Key],
            Parts::Both => &[Part::Exercise, Part::Key],
        }
    }
}

/// The export's settings and what the last export did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetExport {
    /// The settings row is shown.
    pub open: bool,
    pub format: Format,
    pub parts: Parts,
    /// The path without extension: the sheet is `STEM.svg`, its key `STEM-key.svg`.
    pub stem: String,
    pub overwrite: bool,
    /// The files written by the last export, or why it failed.
    pub result: Option<Result<Vec<PathBuf>, String>>,
}

impl Default for SheetExport {
    fn default() -> Self {
        SheetExport {
            open: false,
            format: Format::Svg,
            parts: Parts::Both,
            stem: "saves/sheet".into(),
            overwrite: false,
            result: None,
        }
    }
}

/// A request of the export control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetExportAction {
    /// Show or hide the settings row.
    Toggle,
    SetFormat(Format),
    SetParts(Parts),
    SetStem(String),
    SetOverwrite(bool),
    /// Write the files.
    Export,
    /// Ask the file chooser for the file (the studio answers with `SetStem`).
    Choose(crate::app::file_chooser::Purpose),
}

/// The exercise tree to export: its arena, both searches, the cut rule and
/// whether the children were reordered.
pub struct ExportSource<'a> {
    pub arena: &'a Arena,
    /// Seed 004's MinMax over the whole tree.
    pub full: &'a Trace<u32>,
    /// Seed 004's AlphaBeta.
    pub pruned: &'a Trace<u32>,
    pub cut: CutRule,
    pub reorder: bool,
}

impl SheetExport {
    /// The file of `part`.
    pub fn path(&self, part: Part) -> PathBuf {
        let suffix = match part {
            Part::Exercise => "",
            Part::Key => "-key",
        };
        let stem = self.stem.trim();
        PathBuf::from(format!("{stem}{suffix}.{}", self.format.extension()))
    }

    /// Applies `a`; [`SheetExportAction::Export`] writes the files of `source`
    /// (the texts in `lang`).
    pub fn apply(&mut self, a: SheetExportAction, source: Option<ExportSource>, lang: Language) {
        match a {
            SheetExportAction::Toggle => self.open = !self.open,
            SheetExportAction::SetFormat(f) => self.format = f,
            SheetExportAction::SetParts(p) => self.parts = p,
            SheetExportAction::SetStem(s) => self.stem = s,
            SheetExportAction::SetOverwrite(on) => self.overwrite = on,
            SheetExportAction::Choose(_) => {}
            SheetExportAction::Export => {
                self.result = Some(match source {
                    Some(s) => self.export(&s, lang),
                    None => Err(SheetText::NoTree.text(lang).into()),
                });
            }
        }
    }

    fn export(&self, s: &ExportSource, lang: Language) -> Result<Vec<PathBuf>, String> {
        let names = arena_names(s.arena, s.full);
        let options = SheetOptions {
            title: arena_title(s.arena),
            cut: s.cut,
            reorder: s.reorder,
            lang,
        };
        let sheet = Sheet::new(s.full, s.pruned, &names, options).map_err(|e| e.to_string())?;
        let mut written = Vec::new();
        for &part in self.parts.parts() {
            let path = self.path(part);
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            sheet
                .write(part, &path, self.overwrite)
                .map_err(|e| e.to_string())?;
            written.push(path);
        }
        Ok(written)
    }
}

/// The "Export sheet…" button and, when open, its settings row and the last
/// export's outcome.
pub fn show(
    ui: &mut egui::Ui,
    state: &SheetExport,
    lang: Language,
    out: &mut Vec<SheetExportAction>,
) {
    let button = ui
        .selectable_label(state.open, SheetText::ExportSheet.text(lang))
        .on_hover_text(SheetText::ExportTip.text(lang));
    if button.clicked() {
        out.push(SheetExportAction::Toggle);
    }
    if !state.open {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (f, t) in [(Format::Svg, SheetText::Svg), (Format::Png, SheetText::Png)] {
            if ui
                .selectable_label(state.format == f, t.text(lang))
                .clicked()
            {
                out.push(SheetExportAction::SetFormat(f));
            }
        }
        ui.separator();
        for (p, t) in [
            (Parts::Sheet, SheetText::SheetOnly),
            (Parts::Key, SheetText::KeyOnly),
            (Parts::Both, SheetText::Both),
        ] {
            if ui
                .selectable_label(state.parts == p, t.text(lang))
                .clicked()
            {
                out.push(SheetExportAction::SetParts(p));
            }
        }
        ui.separator();
        let mut stem = state.stem.clone();
        text_field(ui, &mut stem, SheetText::Path.text(lang), 200.0);
        if stem != state.stem {
            out.push(SheetExportAction::SetStem(stem));
        }
        if ui.button(SheetText::Browse.text(lang)).clicked() {
            out.push(SheetExportAction::Choose(
                crate::app::file_chooser::Purpose::SheetFile,
            ));
        }
        let mut overwrite = state.overwrite;
        if ui
            .checkbox(&mut overwrite, SheetText::Overwrite.text(lang))
            .changed()
        {
            out.push(SheetExportAction::SetOverwrite(overwrite));
        }
        if ui.button(SheetText::Export.text(lang)).clicked() {
            out.push(SheetExportAction::Export);
        }
    });
    match &state.result {
        Some(Ok(paths)) => {
            let list: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
            ui.label(format!(
                "{} {}",
                SheetText::Written.text(lang),
                list.join(", ")
            ));
        }
        Some(Err(e)) => {
            ui.colored_label(Color32::RED, e);
        }
        None => {}
    }
}
