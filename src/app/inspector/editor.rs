//! The Editor tab's state and requests: the tree being edited with its
//! undo/redo ([`crate::inspect::edit::Editor`]), the node selected, the text
//! fields (a name being typed, the digits typed on a leaf, the bracket text to
//! paste, the files to open and write) and the note under the toolbar. The
//! drawing ([`super::editor_panel`], [`super::editor_view`]) only reads it and
//! returns [`EditorAction`]s; [`EditorTab::apply`] carries out those that stay
//! in the tab, and [`super::apply()`] the ones that reach the rest of the
//! inspector and the studio (search, practise, play on the board).

use crate::games::{Arena, GameSpec};
use crate::inspect::TreeLayout;
use crate::inspect::edit::{EditTree, Editor, SaveError};
use crate::inspect::random_tree::RandomTreeSpec;
use crate::inspect::{Algorithm, SearchSettings};
use std::path::PathBuf;

/// What the tab says under its toolbar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A refusal or a failure, with its reason.
    Failed(String),
    Saved(PathBuf),
    Copied,
    /// Saving would replace this file: the user confirms or keeps it.
    Exists(PathBuf),
}

/// The tab's state.
#[derive(Default)]
pub struct EditorTab {
    pub editor: Editor,
    pub selected: Option<u32>,
    /// The name being typed for the selected node (F2).
    pub renaming: Option<String>,
    /// The digits typed on the selected leaf so far.
    pub typed: String,
    /// The bracket text to paste, and why it was refused.
    pub paste: String,
    pub paste_error: Option<String>,
    pub random: RandomTreeSpec,
    pub open_path: String,
    pub save_path: String,
    /// The file last saved, while the tree is unchanged since.
    pub saved: Option<PathBuf>,
    pub note: Option<Note>,
    /// The tree laid out (item `i` is node `i`).
    pub layout: TreeLayout,
}

/// A request of the tab.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    Select(Option<u32>),
    AddChild,
    Delete,
    /// Move the selected node left (`true`) or right among its siblings.
    Move(bool),
    StartRename,
    SetRenaming(String),
    /// Keep the name typed.
    Rename,
    CancelRename,
    /// The digits typed on the selected leaf (its value follows them).
    Typed(String),
    SetValue(i64),
    SetOwner(Option<u8>),
    Undo,
    Redo,
    SetPaste(String),
    Paste,
    NewRoot,
    SetRandom(RandomTreeSpec),
    NewRandom,
    SetOpenPath(String),
    Open(PathBuf),
    SetSavePath(String),
    /// Ask the file chooser (open or save as).
    Choose(crate::app::file_chooser::Purpose),
    /// The tree's picture (handed to the studio's tree pictures).
    Picture(crate::app::tree_view::pictures::TreePictureIntent),
    /// Write the tree to this file (replacing it only when confirmed).
    Save(PathBuf, bool),
    /// Keep the existing file (after Save found one).
    KeepFile,
    Copied,
    /// Search the tree with this algorithm and show it in the Tree tab.
    Search(Algorithm),
    /// Hand the tree to the Exercise tab.
    Practise,
    /// Start a new game on the tree.
    PlayOnBoard,
}

impl EditorTab {
    pub fn tree(&self) -> &EditTree {
        self.editor.tree()
    }

    /// The node the operations act on: the one selected, else the root.
    pub fn target(&self) -> u32 {
        self.selected
            .filter(|&id| (id as usize) < self.tree().len())
            .unwrap_or(EditTree::ROOT)
    }

    /// Recomputes what follows the tree after a change.
    fn changed(&mut self) {
        let t = self.editor.tree();
        self.layout = TreeLayout::from_children(&t.children_lists(), &[EditTree::ROOT]);
        if self.selected.is_some_and(|id| id as usize >= t.len()) {
            self.selected = None;
        }
        self.saved = None;
    }

    /// The layout of the tree, computed when it is first needed.
    pub fn prime(&mut self) {
        if self.layout.len() != self.tree().len() {
            self.changed();
        }
    }

    /// Carries out a change of the tree, with its refusal as the note.
    fn edit<R>(
        &mut self,
        change: impl FnOnce(&mut EditTree) -> Result<R, crate::inspect::edit::EditError>,
    ) -> Option<R> {
        match self.editor.edit(change) {
            Ok(r) => {
                self.note = None;
                self.changed();
                Some(r)
            }
            Err(e) => {
                self.note = Some(Note::Failed(e.to_string()));
                None
            }
        }
    }

    /// Puts a whole new tree in place (undoably), nothing selected.
    fn replace(&mut self, tree: EditTree) {
        self.editor.replace(tree);
        self.selected = None;
        self.renaming = None;
        self.typed.clear();
        self.note = None;
        self.changed();
    }

    /// Carries out the requests that stay in the tab (the others are
    /// [`super::apply()`]'s).
    pub fn apply(&mut self, a: EditorAction) {
        let at = self.target();
        match a {
            EditorAction::Select(id) => {
                self.selected = id;
                self.renaming = None;
                self.typed.clear();
            }
            EditorAction::AddChild => {
                if let Some(child) = self.edit(|t| t.add_child(at)) {
                    self.selected = Some(child);
                    self.typed.clear();
                }
            }
            EditorAction::Delete => {
                if let Some(parent) = self.edit(|t| t.delete(at)) {
                    self.selected = Some(parent);
                }
            }
            EditorAction::Move(left) => {
                self.edit(|t| t.move_child(at, left));
            }
            EditorAction::StartRename => {
                self.renaming = self.tree().node(at).map(|n| n.name.clone());
                self.selected = Some(at);
            }
            EditorAction::SetRenaming(name) => self.renaming = Some(name),
            EditorAction::Rename => {
                if let Some(name) = self.renaming.clone()
                    && self.edit(|t| t.rename(at, &name)).is_some()
                {
                    self.renaming = None;
                }
            }
            EditorAction::CancelRename => self.renaming = None,
            EditorAction::Typed(text) => {
                let value = match text.as_str() {
                    "" | "-" => Some(0),
                    digits => digits.parse::<i64>().ok(),
                };
                if let Some(v) = value {
                    self.typed = text;
                    self.edit(|t| t.set_value(at, v));
                }
            }
            EditorAction::SetValue(v) => {
                self.edit(|t| t.set_value(at, v));
            }
            EditorAction::SetOwner(p) => {
                self.edit(|t| t.set_owner(at, p));
            }
            EditorAction::Undo => {
                if self.editor.undo() {
                    self.changed();
                }
            }
            EditorAction::Redo => {
                if self.editor.redo() {
                    self.changed();
                }
            }
            EditorAction::SetPaste(text) => {
                self.paste = text;
                self.paste_error = None;
            }
            EditorAction::Paste => match EditTree::from_bracket(&self.paste) {
                Ok(t) => {
                    self.paste_error = None;
                    self.replace(t);
                }
                Err(e) => self.paste_error = Some(e.to_string()),
            },
            EditorAction::NewRoot => self.replace(EditTree::empty()),
            EditorAction::SetRandom(spec) => self.random = spec,
            EditorAction::NewRandom => match EditTree::from_random(&self.random) {
                Ok(t) => self.replace(t),
                Err(e) => self.note = Some(Note::Failed(e.to_string())),
            },
            EditorAction::SetOpenPath(p) => self.open_path = p,
            EditorAction::Open(path) => match EditTree::open(&path) {
                Ok(t) => {
                    self.open_path = path.display().to_string();
                    self.replace(t);
                }
                Err(e) => self.note = Some(Note::Failed(e)),
            },
            EditorAction::SetSavePath(p) => self.save_path = p,
            EditorAction::Save(path, overwrite) => self.save(path, overwrite),
            EditorAction::KeepFile => self.note = None,
            EditorAction::Copied => self.note = Some(Note::Copied),
            EditorAction::Search(_)
            | EditorAction::Practise
            | EditorAction::PlayOnBoard
            | EditorAction::Choose(_)
            | EditorAction::Picture(_) => {}
        }
    }

    fn save(&mut self, path: PathBuf, overwrite: bool) {
        self.save_path = path.display().to_string();
        self.note = Some(match self.tree().save(&path, overwrite) {
            Ok(()) => {
                self.saved = Some(path.clone());
                Note::Saved(path)
            }
            Err(SaveError::Exists(p)) => Note::Exists(p),
            Err(e) => Note::Failed(e.to_string()),
        });
    }

    /// Where the tree comes from, as an arena built in memory reports it.
    fn source(&self) -> String {
        self.saved
            .as_ref()
            .map_or_else(|| "edited tree".into(), |p| p.display().to_string())
    }

    /// The tree as an arena (for the exercise, the search).
    pub fn arena(&self) -> Result<Arena, String> {
        self.tree().arena(&self.source())
    }

    /// The settings of a search of the tree with `algorithm`: the header's
    /// cut rule and order, and a depth limit of the tree's height, so that
    /// the leaves count with their values rather than their signs.
    pub fn settings(&self, base: &SearchSettings, algorithm: Algorithm) -> SearchSettings {
        let algorithm = match algorithm {
            Algorithm::Minimax => Algorithm::MinimaxDepth,
            other => other,
        };
        SearchSettings {
            algorithm,
            depth: Some(self.tree().height() as u32),
            ..base.clone()
        }
    }

    /// The game the board starts on: `Tree(leaves: ...)`, or the arena file
    /// the tree was saved to when it has names or players of its own.
    pub fn board_spec(&self) -> Option<GameSpec> {
        self.tree().spec().or_else(|| {
            self.saved.as_ref().map(|p| GameSpec::Arena {
                path: p.display().to_string(),
                draw_limit: None,
            })
        })
    }
}
