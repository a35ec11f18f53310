//! Undo and redo for the tree editor: each change keeps a snapshot of the
//! tree before it. Snapshots are whole trees, which is cheap at the sizes an
//! editor holds (at most 20,000 nodes): the undo stack keeps at most
//! [`MAX_UNDO`] snapshots and at most [`MAX_UNDO_NODES`] nodes in all,
//! dropping the oldest first. A refused change keeps no snapshot.

use super::tree::{EditError, EditTree};
use std::collections::VecDeque;

/// The most changes that can be undone.
pub const MAX_UNDO: usize = 200;
/// The most nodes kept in all the undo snapshots (20 trees of the largest size).
pub const MAX_UNDO_NODES: usize = 400_000;

/// A tree with its undo and redo stacks.
#[derive(Clone, Debug, Default)]
pub struct Editor {
    tree: EditTree,
    undo: VecDeque<EditTree>,
    redo: Vec<EditTree>,
    /// Nodes held by the undo stack.
    held: usize,
}

impl Editor {
    pub fn new(tree: EditTree) -> Editor {
        Editor {
            tree,
            ..Editor::default()
        }
    }

    pub fn tree(&self) -> &EditTree {
        &self.tree
    }

    /// Makes a change: kept (undoable) when `change` succeeds, and the tree
    /// left as it was when it refuses.
    pub fn edit<R>(
        &mut self,
        change: impl FnOnce(&mut EditTree) -> Result<R, EditError>,
    ) -> Result<R, EditError> {
        let before = self.tree.clone();
        match change(&mut self.tree) {
            Ok(r) => {
                self.push_undo(before);
                self.redo.clear();
                Ok(r)
            }
            Err(e) => {
                self.tree = before;
                Err(e)
            }
        }
    }

    /// Replaces the whole tree (a new, random, pasted or opened one), undoably.
    pub fn replace(&mut self, tree: EditTree) {
        let before = std::mem::replace(&mut self.tree, tree);
        self.push_undo(before);
        self.redo.clear();
    }

    fn push_undo(&mut self, t: EditTree) {
        self.held += t.len();
        self.undo.push_back(t);
        while self.undo.len() > MAX_UNDO || self.held > MAX_UNDO_NODES {
            match self.undo.pop_front() {
                Some(old) => self.held -= old.len(),
                None => break,
            }
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Goes back one change; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(t) = self.undo.pop_back() else {
            return false;
        };
        self.held -= t.len();
        self.redo.push(std::mem::replace(&mut self.tree, t));
        true
    }

    /// Makes again the last change undone; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(t) = self.redo.pop() else {
            return false;
        };
        let before = std::mem::replace(&mut self.tree, t);
        self.push_undo(before);
        true
    }

    /// How many changes can be undone.
    pub fn undo_len(&self) -> usize {
        self.undo.len()
    }
}
