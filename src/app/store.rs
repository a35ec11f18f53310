//! Where replays are opened from and saved to, behind a small trait so that the
//! studio's flow (dialogs, commands, error messages) is testable with plain paths
//! and an in-memory store. [`RonFiles`] is the real one: the versioned RON replays
//! of `src/replay/`, read and parsed here (the studio replays the moves once,
//! typed, when it opens the file) and saved atomically, and the autosave of the
//! game in progress.

use crate::replay::{self, ReplayFile};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Opens and saves replays.
pub trait ReplayStore: Send {
    /// The replay at `path`, parsed but not yet played.
    fn load(&self, path: &Path) -> Result<ReplayFile, String>;
    fn save(&mut self, path: &Path, replay: &ReplayFile) -> Result<(), String>;
}

/// Replay files in RON (`src/replay/`).
#[derive(Debug, Default)]
pub struct RonFiles;

impl ReplayStore for RonFiles {
    fn load(&self, path: &Path) -> Result<ReplayFile, String> {
        read(path).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Replaces an existing file: the save dialog has asked already.
    fn save(&mut self, path: &Path, file: &ReplayFile) -> Result<(), String> {
        replay::save(path, file, true).map_err(|e| e.to_string())
    }
}

fn read(path: &Path) -> Result<ReplayFile, replay::LoadError> {
    replay::parse(&replay::read_text(path)?)
}

/// Writes the game in progress to `saves/autosave.ron` (atomically).
pub fn autosave(file: &ReplayFile) -> Result<PathBuf, String> {
    replay::autosave(file, None).map_err(|e| e.to_string())
}

/// The autosaved game, if there is one with at least one move and no result
/// yet (its moves are checked when it is resumed).
pub fn resumable() -> Option<ReplayFile> {
    resumable_at(&replay::autosave_path())
}

/// [`resumable`] for the autosave at `path`.
pub fn resumable_at(path: &Path) -> Option<ReplayFile> {
    if std::fs::symlink_metadata(path).is_err() {
        return None;
    }
    let file = read(path).ok()?;
    (!file.actions.is_empty() && file.outcome.is_none()).then_some(file)
}

/// Replays kept in memory, by path (tests).
#[derive(Debug, Default)]
pub struct MemoryStore {
    pub files: BTreeMap<PathBuf, ReplayFile>,
}

impl ReplayStore for MemoryStore {
    fn load(&self, path: &Path) -> Result<ReplayFile, String> {
        self.files
            .get(path)
            .cloned()
            .ok_or_else(|| format!("no replay at {}", path.display()))
    }

    fn save(&mut self, path: &Path, replay: &ReplayFile) -> Result<(), String> {
        self.files.insert(path.to_path_buf(), replay.clone());
        Ok(())
    }
}
