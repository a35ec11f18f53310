//! Saving an edited tree as an arena RON file, and opening one. The text is
//! written by [`arena_ron`] and read back through the arena reader before
//! anything touches the disk; it is written by the one atomic writer
//! ([`crate::files::write_atomic`]: a synced temporary file renamed over the
//! target), so a crash leaves the old file or the new one, never half of one,
//! and a named pipe or a folder in the way is refused. An existing file is
//! replaced only when asked to.

use super::tree::EditTree;
use crate::files::write::{WriteError, check_target, write_atomic};
use crate::games::arena::file::{load, parse};
use crate::games::arena::{Problem, write::arena_ron};
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
        let refused = |e: WriteError| match e {
            WriteError::Exists { .. } => SaveError::Exists(path.to_path_buf()),
            WriteError::NotRegular { kind, .. } => {
                SaveError::Io(path.to_path_buf(), format!("it is {kind}, not a file"))
            }
            WriteError::Io { step, source, .. } => {
                SaveError::Io(path.to_path_buf(), format!("{step}: {source}"))
            }
        };
        check_target(path, overwrite).map_err(refused)?;
        let text = self.arena_text()?;
        write_atomic(path, text.as_bytes(), overwrite).map_err(refused)
    }

    /// Opens the arena file at `path` as a tree to edit.
    pub fn open(path: &Path) -> Result<EditTree, String> {
        let graph = load(path).map_err(|e| e.to_string())?;
        EditTree::from_graph(&graph).map_err(|e| format!("{}: not a tree: {e}", path.display()))
    }
}
