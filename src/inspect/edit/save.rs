//! Saving an edited tree as an arena RON file, and opening one. The text is
//! written by [`arena_ron`] and read back through the arena reader before
//! anything touches the disk; it goes to a temporary file beside the target,
//! then is renamed over it, so a crash leaves the old file or the new one,
//! never half of one. An existing file is replaced only when asked to.

use super::tree::EditTree;
use crate::games::arena::file::{load, parse};
use crate::games::arena::{Problem, write::arena_ron};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a tree was not saved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("{0} exists: confirm to replace it")]
    Exists(PathBuf),
    #[error("the tree is not a valid arena: {0}")]
    Invalid(Problem),
    #[error("the arena text does not read back as the same arena")]
    Mismatch,
    #[error("cannot write {0}: {1}")]
    Io(PathBuf, String),
}

/// The comment at the top of a saved tree.
pub fn comment(tree: &EditTree) -> String {
    format!(
        "A game tree written with ludoscope's tree editor ({} nodes).\n\
         In bracket notation: {}",
        tree.len(),
        tree.to_bracket()
    )
}

impl EditTree {
    /// The arena RON text of the tree, checked: it reads back as the arena
    /// description it was written from.
    pub fn arena_text(&self) -> Result<String, SaveError> {
        let file = self.arena_file();
        let graph = file.clone().validate().map_err(SaveError::Invalid)?;
        let text = arena_ron(&file, &comment(self));
        match parse(&text) {
            Ok(back) if back == graph => Ok(text),
            Ok(_) => Err(SaveError::Mismatch),
            Err(e) => Err(SaveError::Invalid(e)),
        }
    }

    /// Writes the tree to `path` atomically; an existing file is replaced
    /// only when `overwrite` is set.
    pub fn save(&self, path: &Path, overwrite: bool) -> Result<(), SaveError> {
        if !overwrite && path.exists() {
            return Err(SaveError::Exists(path.to_path_buf()));
        }
        let text = self.arena_text()?;
        let io = |e: std::io::Error| SaveError::Io(path.to_path_buf(), e.to_string());
        let name = path
            .file_name()
            .ok_or_else(|| SaveError::Io(path.to_path_buf(), "not a file name".into()))?;
        let temp = path.with_file_name(format!(
            ".{}.{}.tmp",
            name.to_string_lossy(),
            std::process::id()
        ));
        let written = std::fs::File::create(&temp).and_then(|mut f| {
            f.write_all(text.as_bytes())?;
            f.sync_all()
        });
        let renamed = written.and_then(|()| std::fs::rename(&temp, path));
        if let Err(e) = renamed {
            // The temporary file may not exist (creation failed): nothing to say.
            let _ = std::fs::remove_file(&temp);
            return Err(io(e));
        }
        Ok(())
    }

    /// Opens the arena file at `path` as a tree to edit.
    pub fn open(path: &Path) -> Result<EditTree, String> {
        let graph = load(path).map_err(|e| e.to_string())?;
        EditTree::from_graph(&graph).map_err(|e| format!("{}: not a tree: {e}", path.display()))
    }
}
