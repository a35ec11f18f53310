//! Where a chosen file goes: the [`Command`] that each [`Purpose`] of the file
//! chooser becomes once a path is chosen. The chooser itself only hands back
//! the purpose and the path, so it names no panel; the routing to the panels'
//! intents is written here, above them.

use super::Command;
use crate::app::file_chooser::Purpose;
use crate::app::file_chooser::request::relative;
use crate::app::graph_view::pictures::PictureIntent;
use crate::app::inspector::Action;
use crate::app::inspector::editor::EditorAction;
use crate::app::inspector::exercise::ExerciseAction;
use crate::app::inspector::sheet_export::SheetExportAction;
use crate::app::studio::Draft;
use crate::app::tree_view::pictures::TreePictureIntent;
use crate::games::GameSpec;
use crate::lang::Language;
use std::path::PathBuf;

/// What the `path` chosen for `purpose` does.
pub fn chosen(purpose: Purpose, path: PathBuf) -> Command {
    let inspect = Command::Inspect;
    match purpose {
        Purpose::OpenReplay => Command::Open(path),
        Purpose::SaveReplay => Command::Save(path),
        Purpose::Arena => Command::SetDraft(Draft::new(GameSpec::Arena {
            path: relative(&path).display().to_string(),
            draw_limit: None,
        })),
        Purpose::SaveTrace => inspect(Action::ExportRon(path)),
        Purpose::SaveDot => inspect(Action::ExportDot(path)),
        Purpose::StudentTrace => inspect(Action::CheckStudent(path)),
        Purpose::SavePicture(of) => Command::TreePicture(TreePictureIntent::Chosen(of, path)),
        Purpose::GraphPicture => Command::Graph(PictureIntent::Save(path)),
        Purpose::EditorOpen => inspect(Action::Editor(EditorAction::Open(path))),
        // The chooser has asked about replacing the file already.
        Purpose::EditorSave => inspect(Action::Editor(EditorAction::Save(path, true))),
        Purpose::ExerciseArena => inspect(Action::Exercise(ExerciseAction::OpenPath(
            relative(&path).display().to_string(),
        ))),
        Purpose::ExerciseSave => inspect(Action::Exercise(ExerciseAction::SetSavePath(
            relative(&path).display().to_string(),
        ))),
        Purpose::SheetFile => {
            let stem = path.with_extension("").display().to_string();
            let set = SheetExportAction::SetStem(stem);
            // Setting the name writes nothing: the language is not used.
            inspect(Action::Exercise(ExerciseAction::Sheet(
                set,
                Language::English,
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn each_purpose_becomes_its_command() {
        let p = PathBuf::from("saves/x.ron");
        assert_eq!(
            chosen(Purpose::OpenReplay, p.clone()),
            Command::Open(p.clone())
        );
        assert_eq!(
            chosen(Purpose::SaveReplay, p.clone()),
            Command::Save(p.clone())
        );
        let cwd = std::env::current_dir().unwrap();
        let arena = chosen(Purpose::Arena, cwd.join("assets/arenas/a.ron"));
        let want = GameSpec::Arena {
            path: "assets/arenas/a.ron".into(),
            draw_limit: None,
        };
        assert_eq!(arena, Command::SetDraft(Draft::new(want)));
        let sheet = chosen(Purpose::SheetFile, "saves/quiz.svg".into());
        let stem = SheetExportAction::SetStem("saves/quiz".into());
        assert_eq!(
            sheet,
            Command::Inspect(Action::Exercise(ExerciseAction::Sheet(
                stem,
                Language::English
            )))
        );
    }
}
