//! Saving a replay without loss, through [`crate::files::write_atomic`]: a
//! crash, a full disk or a failed rename leaves the old file as it was and no
//! temporary file behind.
//!
//! This module does not decide when to save; the command line and the app do
//! (the app through [`autosave`] after each move).

use super::error::SaveError;
use super::format::ReplayFile;
use crate::files::write_atomic;
use std::fs;
use std::path::{Path, PathBuf};

/// Where the command line and the app save by default.
pub const DEFAULT_DIR: &str = "saves";

/// The name of the replay of the game in progress, in [`DEFAULT_DIR`].
pub const AUTOSAVE_NAME: &str = "autosave.ron";

/// `path` itself when it names a folder; a bare file name goes in [`DEFAULT_DIR`].
pub fn in_default_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => path.to_path_buf(),
        _ => Path::new(DEFAULT_DIR).join(path),
    }
}

/// Writes `file` to `path` atomically; an existing `path` is replaced only when
/// `overwrite` is true.
pub fn save(path: &Path, file: &ReplayFile, overwrite: bool) -> Result<(), SaveError> {
    Ok(write_atomic(path, file.to_ron()?.as_bytes(), overwrite)?)
}

/// `saves/autosave.ron`.
pub fn autosave_path() -> PathBuf {
    Path::new(DEFAULT_DIR).join(AUTOSAVE_NAME)
}

/// Rewrites the autosave ([`autosave_path`] when `path` is `None`), creating its
/// folder if needed; returns where it was written.
pub fn autosave(file: &ReplayFile, path: Option<&Path>) -> Result<PathBuf, SaveError> {
    let path = path.map_or_else(autosave_path, Path::to_path_buf);
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|source| SaveError::Io {
            path: path.clone(),
            step: "creating its folder",
            source,
        })?;
    }
    save(&path, file, true)?;
    Ok(path)
}
