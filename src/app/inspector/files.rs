//! Trace files in the inspector: telling a trace file from a replay, opening one
//! on the inspector's thread, and showing it with the position it was searched
//! from on the board.

use super::state::Loaded;
use super::task::SearchTask;
use crate::app::settings::Panel;
use crate::app::studio::Studio;
use std::path::Path;

/// Whether the file at `path` looks like a trace file rather than a replay (its
/// head names an algorithm; a trace's header fields come first).
pub fn is_trace_file(path: &Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(65_536).read_to_end(&mut head));
    read.is_ok() && {
        let text = String::from_utf8_lossy(&head);
        text.contains("algorithm:") && text.contains("version:")
    }
}

/// Starts opening a trace file on the inspector's thread (reading, checking
/// against its game, layout); `Action::Poll` shows it when ready.
pub fn open_trace(studio: &mut Studio, path: &Path) {
    let ins = &mut studio.inspector;
    ins.playing = false;
    ins.notice = None;
    ins.opening = Some(path.to_path_buf());
    ins.task = Some(SearchTask::open(path.to_path_buf()));
    studio.settings.panel = Panel::Inspector;
}

/// Shows an opened trace, with the position it was searched from on the board.
pub(super) fn show_opened(studio: &mut Studio, path: &Path, loaded: Loaded) {
    match studio.start_at(loaded.trace.spec(), loaded.trace.moves()) {
        Ok(()) => {
            studio.settings.remember(path);
            studio.settings.panel = Panel::Inspector;
            studio.inspector.set_loaded(loaded);
        }
        Err(e) => studio.message = Some(format!("{}: {e}", path.display())),
    }
}
