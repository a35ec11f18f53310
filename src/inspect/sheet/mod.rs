//! Printable exercise sheets: an alpha-beta exercise tree (the full tree of seed
//! 004's MinMax and the trace of its AlphaBeta, as
//! [`exercise_traces`](super::exercise::exercise_traces) and
//! [`arena_traces`](super::exercise::arena_traces) record them, for the chosen
//! cut rule and child order) drawn on an A4 page, as the exercise handed to
//! students (empty value boxes, unmarked edges, room for a name) or as its
//! answer key (values, windows, cut marks, leaves evaluated, the move to play;
//! seed 003 Exercise 2.3 asks for the root's value and the move).
//!
//! The parts: the key node by node ([`key`]), the layout on the page with its
//! orientation and the check that the tree fits ([`page`]), the SVG writer
//! ([`svg`]), the drawing ([`draw`]), the words in English and French
//! ([`words`]); the PNG comes from [`crate::files::picture`]. [`write()`] saves
//! either atomically. The same writer and rasteriser draw the studio's pictures of
//! whole trees ([`picture`]). No egui here: the studio's export button and the command line's
//! `search --sheet` both call [`Sheet`].

pub mod draw;
pub mod key;
pub mod page;
pub mod picture;
pub mod svg;
pub mod words;

use super::exercise::ExerciseError;
use super::layout::TreeLayout;
use crate::engine::{Game, line_notation};
use crate::games::Arena;
use crate::lang::Language;
use crate::search::{CutRule, Trace};
use key::AnswerKey;

/// The resolution of the PNG sheets.
pub const PNG_DPI: f32 = 150.0;
use page::{Page, TooBig};
use std::path::Path;

/// The exercise or its answer key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    Exercise,
    Key,
}

/// A sheet's file format, from its file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    Svg,
    Png,
}

impl Format {
    /// The format `path`'s extension names (`.svg` or `.png`, any case).
    pub fn of(path: &Path) -> Result<Format, SheetError> {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        match ext.to_ascii_lowercase().as_str() {
            "svg" => Ok(Format::Svg),
            "png" => Ok(Format::Png),
            _ => Err(SheetError::Format(path.display().to_string())),
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
        }
    }
}

/// What is printed besides the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetOptions {
    /// The tree's name (an arena file's name, a game and position).
    pub title: String,
    pub cut: CutRule,
    /// The children best first by the heuristic (the inspector's reordering).
    pub reorder: bool,
    pub lang: Language,
}

/// Why a sheet was not made or written.
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    #[error("{0}")]
    Exercise(#[from] ExerciseError),
    #[error("{0}")]
    TooBig(#[from] TooBig),
    #[error("cannot draw the PNG: {0}")]
    Render(String),
    #[error("{0}: a sheet is written as .svg or .png")]
    Format(String),
    #[error("{path} already exists: not replacing it")]
    Exists { path: String },
    #[error("{0}")]
    Write(String),
}

/// An exercise tree with its answer key, laid out on a page.
#[derive(Clone, Debug)]
pub struct Sheet {
    pub key: AnswerKey,
    pub layout: TreeLayout,
    pub page: Page,
    pub options: SheetOptions,
}

impl Sheet {
    /// The sheet of the exercise whose full tree is `full` and alpha-beta's
    /// trace `pruned`, the full tree's node `i` being called `names[i]`.
    pub fn new<A: Copy + PartialEq>(
        full: &Trace<A>,
        pruned: &Trace<A>,
        names: &[String],
        options: SheetOptions,
    ) -> Result<Sheet, SheetError> {
        let key = AnswerKey::new(full, pruned, names)?;
        let layout = TreeLayout::new(full, &key.tree);
        let page = page::fit(&key, &layout)?;
        Ok(Sheet {
            key,
            layout,
            page,
            options,
        })
    }

    /// The SVG text of `part`.
    pub fn svg(&self, part: Part) -> String {
        draw::svg(self, part)
    }

    /// `part` in `format`, as the bytes of its file (PNG at [`PNG_DPI`]).
    pub fn bytes(&self, part: Part, format: Format) -> Result<Vec<u8>, SheetError> {
        let svg = self.svg(part);
        match format {
            Format::Svg => Ok(svg.into_bytes()),
            Format::Png => crate::files::rasterise(&svg, PNG_DPI).map_err(SheetError::Render),
        }
    }

    /// Writes `part` to `path` in the format its extension names, atomically
    /// (a temporary file renamed); an existing file is replaced only with
    /// `overwrite`.
    pub fn write(&self, part: Part, path: &Path, overwrite: bool) -> Result<(), SheetError> {
        let format = Format::of(path)?;
        if !overwrite && path.exists() {
            return Err(SheetError::Exists {
                path: path.display().to_string(),
            });
        }
        let bytes = self.bytes(part, format)?;
        write(path, &bytes, overwrite)
    }
}

/// Writes `bytes` to `path` through a synced temporary file and a rename.
pub fn write(path: &Path, bytes: &[u8], overwrite: bool) -> Result<(), SheetError> {
    crate::files::write_atomic(path, bytes, overwrite).map_err(|e| match e {
        crate::files::WriteError::Exists { path } => SheetError::Exists {
            path: path.display().to_string(),
        },
        e => SheetError::Write(e.to_string()),
    })
}

/// The names of an arena exercise's full-tree nodes: the root's arena node,
/// then each node's arena node reached (the arena's actions are node ids).
pub fn arena_names(arena: &Arena, full: &Trace<u32>) -> Vec<String> {
    let root = arena.name(arena.graph().initial).to_string();
    (0..full.node_count() as u32)
        .map(|i| {
            full.action(i)
                .map_or_else(|| root.clone(), |a| arena.name(a).to_string())
        })
        .collect()
}

/// An arena exercise's title: the file it was read from.
pub fn arena_title(arena: &Arena) -> String {
    match crate::games::Catalogued::spec(arena) {
        crate::games::GameSpec::Arena { path, .. } => path,
        spec => spec.to_string(),
    }
}

/// The names of a game's full-tree nodes: the move that leads to each, in the
/// game's notation (the root has none).
pub fn move_names<G: Game>(g: &G, root: &G::State, full: &Trace<G::Action>) -> Vec<String> {
    (0..full.node_count() as u32)
        .map(|i| {
            line_notation(g, root, &full.line_to(i))
                .pop()
                .unwrap_or_default()
        })
        .collect()
}
