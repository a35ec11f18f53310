//! The arena file of the game being set up: a combo box of the files in
//! `assets/arenas/`, and a Browse button for any other file (the studio's file
//! chooser),
//! besides the RON parameters field above. Choosing sets the draft's spec; the
//! file is read and checked only on New game, like every other parameter.

use super::Out;
use crate::app::commands::Command;
use crate::app::file_chooser::Purpose;
use crate::app::file_chooser::request::{ARENAS, relative};
use crate::app::i18n::Language;
use crate::app::studio::Draft;
use crate::games::GameSpec;
use eframe::egui::{self, Ui};
use std::path::{Path, PathBuf};

crate::strings! { AP;
    ArenaFile => "Arena file", "Fichier d'arène";
    Browse => "Browse…", "Parcourir…";
    NoArenas => "No file in assets/arenas/", "Aucun fichier dans assets/arenas/";
}

/// The `.ron` files of `dir`, sorted by name (none if it cannot be read).
pub fn arena_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn choose(out: &mut Out, path: &Path) {
    let spec = GameSpec::Arena {
        path: relative(path).display().to_string(),
        draw_limit: None,
    };
    out.push(Command::SetDraft(Draft::new(spec)));
}

pub fn show(ui: &mut Ui, lang: Language, current: &str, out: &mut Out) {
    let shown = Path::new(current)
        .file_name()
        .map_or(current.to_string(), |n| n.to_string_lossy().into_owned());
    ui.horizontal(|ui| {
        let label = ui.label(AP::ArenaFile.text(lang));
        egui::ComboBox::from_id_salt("arena-file")
            .selected_text(shown)
            .width(ui.available_width() - 8.0)
            .show_ui(ui, |ui| {
                // Read only while the list is open: a few file names.
                let files = arena_files(Path::new(ARENAS));
                if files.is_empty() {
                    ui.label(AP::NoArenas.text(lang));
                }
                for f in files {
                    let name = f.file_name().map(|n| n.to_string_lossy().into_owned());
                    let name = name.unwrap_or_default();
                    let on = Path::new(current) == f;
                    if ui.selectable_label(on, name).clicked() && !on {
                        choose(out, &f);
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    if ui.button(AP::Browse.text(lang)).clicked() {
        out.push(Command::Choose(Purpose::Arena));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_arenas_are_listed_sorted() {
        let files = arena_files(Path::new(ARENAS));
        assert!(files.len() >= 3, "{files:?}");
        assert!(files.windows(2).all(|w| w[0] < w[1]));
        assert!(
            files
                .iter()
                .all(|f| f.extension().is_some_and(|x| x == "ron"))
        );
        assert!(arena_files(Path::new("no/such/dir")).is_empty());
    }
}
