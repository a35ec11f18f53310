//! Where replays are opened from and saved to, behind a small trait so that the
//! studio's flow (dialogs, commands, error messages) is testable with plain paths
//! and an in-memory store. [`RonFiles`] is the real one: the versioned RON replays
//! of `src/replay/` (validated on load by replaying every ply, saved atomically),
//! and the autosave of the game in progress.

use crate::engine::Actor;
use crate::games::{AnyGame, CatalogMatch, GameSpec};
use crate::replay::{self, ReplayFile, Seat};
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

/// Replay files in RON (`src/replay/`).
#[derive(Debug, Default)]
pub struct RonFiles;

impl ReplayStore for RonFiles {
    fn load(&self, path: &Path) -> Result<ReplayData, String> {
        let r = replay::load(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(data_of(r.game.as_ref()))
    }

    /// Replaces an existing file: the save dialog has asked already.
    fn save(&mut self, path: &Path, data: &ReplayData) -> Result<(), String> {
        let file = file_of(data)?;
        replay::save(path, &file, true).map_err(|e| e.to_string())
    }
}

/// What the studio keeps of a loaded match: the game and each ply in notation
/// (a joint action joined with `+`).
pub fn data_of(m: &dyn CatalogMatch) -> ReplayData {
    let moves = (0..m.ply_count())
        .map(|k| {
            let texts: Vec<String> = m.ply_notation(k).into_iter().map(|(_, t)| t).collect();
            texts.join("+")
        })
        .collect();
    ReplayData {
        spec: m.spec(),
        moves,
    }
}

/// The replay file of the studio's match, every ply checked again by the engine
/// (a joint action's parts go to the turn's actors in order).
pub fn file_of(data: &ReplayData) -> Result<ReplayFile, String> {
    let game = AnyGame::from_spec(&data.spec).map_err(|e| e.to_string())?;
    let mut m = game.new_match();
    for (k, text) in data.moves.iter().enumerate() {
        let actors = m.turn().actors();
        let parts: Vec<&str> = text.split('+').collect();
        if parts.len() != actors.len() {
            return Err(format!(
                "ply {}: {text:?} does not give one move per actor",
                k + 1
            ));
        }
        let joint: Vec<(Actor, &str)> = actors.into_iter().zip(parts).collect();
        m.play_notation(&joint)
            .map_err(|e| format!("ply {}: {e}", k + 1))?;
    }
    let seats = (0..m.info().players)
        .map(|_| Seat::Human { name: None })
        .collect();
    Ok(ReplayFile::from_match(m.as_ref(), seats))
}

/// Writes the game in progress to `saves/autosave.ron` (atomically).
pub fn autosave(data: &ReplayData) -> Result<PathBuf, String> {
    let file = file_of(data)?;
    replay::autosave(&file, None).map_err(|e| e.to_string())
}

/// The autosaved game, if there is one with at least one move and no result yet.
pub fn resumable() -> Option<ReplayData> {
    let r = replay::load_autosave(None).ok()??;
    let data = data_of(r.game.as_ref());
    (!data.moves.is_empty() && r.game.scores().is_none()).then_some(data)
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
