//! Files: Open (a replay, a search or MCTS trace, an arena), Save, and the
//! file chooser (the system's dialog or the built-in one) whose chosen path
//! becomes a command through [`super::route`].

use super::{Command, apply, raise, route};
use crate::app::contract::{Applies, panel_doc};
use crate::app::file_chooser::Next;
use crate::app::file_dialogs::Answer;
use crate::app::inspector::{Action, is_trace_file};
use crate::app::settings::{ChooserKind, Panel};
use crate::app::studio::Studio;
use crate::games::GameSpec;
use crate::inspect::mcts::MctsRun;
use std::path::PathBuf;

/// Opens `path`: an MCTS trace in the Monte Carlo panel (told apart first: it
/// names an algorithm too), a search trace in the inspector, an arena as a
/// new game on it (searched at once when the inspector is shown), else a
/// replay.
pub fn open(studio: &mut Studio, path: PathBuf) {
    if MctsRun::is_mcts_file(&path) {
        studio.settings.panel = Panel::Mcts;
        if let Err(e) = studio.mcts.open(&path) {
            studio.message = Some(e);
        }
    } else if is_trace_file(&path) {
        studio.settings.panel = Panel::Inspector;
        let raised = studio
            .inspector
            .apply(Action::Open(path), &panel_doc!(studio));
        raise(studio, raised);
    } else if is_arena_file(&path) {
        let spec = GameSpec::Arena {
            path: path.display().to_string(),
            draw_limit: None,
        };
        match studio.start(&spec) {
            Ok(()) => {
                studio.settings.remember(&path);
                // Opened on the inspector, the arena's tree is searched at
                // once, ready to step (the attractors panel solves by itself).
                if studio.settings.panel == Panel::Inspector {
                    let raised = studio.inspector.apply(Action::Run, &panel_doc!(studio));
                    raise(studio, raised);
                }
            }
            Err(e) => studio.message = Some(e),
        }
    } else {
        let loaded = studio.store.load(&path).and_then(|file| {
            studio
                .open(&file)
                .map_err(|e| format!("{}: {e}", path.display()))
        });
        match loaded {
            Ok(()) => studio.settings.remember(&path),
            Err(e) => studio.message = Some(e),
        }
    }
}

/// Writes the document to `path` through the studio's store.
pub fn save(studio: &mut Studio, path: PathBuf) {
    let replay = studio.replay();
    match studio.store.save(&path, &replay) {
        Ok(()) => studio.settings.remember(&path),
        Err(e) => studio.message = Some(e),
    }
}

/// The file chooser's commands.
pub fn choose(studio: &mut Studio, cmd: Command) {
    match cmd {
        Command::Choose(purpose) => {
            let built_in = studio.settings.file_chooser == ChooserKind::BuiltIn;
            studio.chooser.ask(purpose, built_in);
        }
        Command::Chooser(a) => {
            let next = studio.chooser.act(a);
            chosen(studio, next);
        }
        Command::DialogAnswered(answer) => {
            if matches!(answer, Answer::Failed(_)) && studio.chooser.waiting.is_some() {
                // Remembered: the system's dialog is not tried again.
                studio.settings.file_chooser = ChooserKind::BuiltIn;
            }
            let next = studio.chooser.answered(answer);
            chosen(studio, next);
        }
        Command::StopWaiting => {
            studio.settings.file_chooser = ChooserKind::BuiltIn;
            studio.chooser.stop_waiting();
        }
        Command::SetFileChooser(kind) => studio.settings.file_chooser = kind,
        _ => {}
    }
}

/// Carries out what a chosen file was asked for.
fn chosen(studio: &mut Studio, next: Next) {
    if let Next::Chosen(purpose, path) = next {
        apply(studio, route::chosen(purpose, path));
    }
}

/// Whether the file at `path` reads as an arena (seed 003's graphs written by
/// hand: `initial:` and `nodes:`, no replay's `format:`), which Open starts as a
/// new game rather than reading as a replay.
fn is_arena_file(path: &std::path::Path) -> bool {
    crate::files::head(path).is_ok_and(|text| {
        text.contains("initial:") && text.contains("nodes:") && !text.contains("format:")
    })
}
