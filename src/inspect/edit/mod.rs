//! The tree editor's model, without any drawing (the studio's Editor tab is
//! `app::inspector::editor`): an editable game tree ([`EditTree`]: nodes with a
//! name, an owner, children in order and a leaf value), its operations (add a
//! child, delete a subtree, move a child left or right, rename, set a leaf
//! value, set the owner), each refused with its reason ([`EditError`]), and
//! undo/redo ([`Editor`]).
//!
//! A tree comes from an empty root, a random tree, any arena file that is a
//! tree (seed 003, Definition 1.1: a DAG or a cycle is refused with
//! [`NotATree`]) or a text in bracket notation ([`convert`]); it goes out as
//! bracket text, as an arena description checked by the arena reader's one
//! door ([`crate::games::arena::ArenaFile::validate`]), as the game searched
//! (`Tree(leaves: ...)` when its names and players are the generated ones) and
//! as an arena RON file saved atomically ([`save`]).

pub mod convert;
pub mod history;
pub mod save;
pub mod tree;

pub use crate::games::arena::tree::NotATree;
pub use history::{Editor, MAX_UNDO, MAX_UNDO_NODES};
pub use save::SaveError;
pub use tree::{EditError, EditNode, EditTree};

#[cfg(test)]
mod tests;
