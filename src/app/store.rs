//! Where replays are opened from and saved to, behind a small trait so that the
//! studio's flow (dialogs, commands, error messages) is testable with plain paths
//! and an in-memory store.
//!
//! TO BE REPLACED AT MERGE: the file format belongs to `src/replay/` (versioned RON,
//! validated on load, atomic save). Until it lands, [`NoFiles`] answers every
//! request with a clear message, and [`MemoryStore`] serves the tests. The studio
//! only needs a [`ReplayData`] (a game and its moves in notation) from a store.

use crate::engine::GameSpec;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What the studio needs of a replay: the game and every ply in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayData {
    pub spec: GameSpec,
    pub moves: Vec<String>,
}

/// Opens and saves replays.
pub trait ReplayStore: Send {
    fn load(&self, path: &Path) -> Result<ReplayData, String>;
    fn save(&mut self, path: &Path, replay: &ReplayData) -> Result<(), String>;
}

/// The store of a build without the replay module: every request fails politely.
#[derive(Debug, Default)]
pub struct NoFiles;

impl ReplayStore for NoFiles {
    fn load(&self, path: &Path) -> Result<ReplayData, String> {
        Err(format!(
            "cannot open {}: replay files arrive with the replay module",
            path.display()
        ))
    }

    fn save(&mut self, path: &Path, _: &ReplayData) -> Result<(), String> {
        Err(format!(
            "cannot save {}: replay files arrive with the replay module",
            path.display()
        ))
    }
}

/// Replays kept in memory, by path (tests).
#[derive(Debug, Default)]
pub struct MemoryStore {
    pub files: BTreeMap<PathBuf, ReplayData>,
}

impl ReplayStore for MemoryStore {
    fn load(&self, path: &Path) -> Result<ReplayData, String> {
        self.files
            .get(path)
            .cloned()
            .ok_or_else(|| format!("no replay at {}", path.display()))
    }

    fn save(&mut self, path: &Path, replay: &ReplayData) -> Result<(), String> {
        self.files.insert(path.to_path_buf(), replay.clone());
        Ok(())
    }
}
