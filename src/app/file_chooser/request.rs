//! What the studio asks a file for ([`Purpose`]): open or save, which files
//! are offered, the folder and name to start from, whether replacing a file
//! needs a yes. What the chosen path becomes is the dispatcher's
//! ([`crate::app::commands::route`]): this module names no panel. Every place that asks
//! for a file names its purpose; the native dialog and the built-in chooser
//! both read it from here.

use std::path::{Path, PathBuf};

/// The folder of the bundled arenas (seed 003's graphs written by hand).
pub const ARENAS: &str = "assets/arenas";

/// Where the studio saves by default.
pub const SAVES: &str = "saves";

/// Whether a file is read or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Open,
    Save,
}

/// Why a file is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// File > Open (Ctrl+O): a replay, a trace or an arena.
    OpenReplay,
    /// File > Save replay (Ctrl+S).
    SaveReplay,
    /// The Game panel's Browse: an arena to play.
    Arena,
    /// The search inspector's "Export RON": the trace.
    SaveTrace,
    /// The search inspector's "Export DOT".
    SaveDot,
    /// A tree view's "Save picture" (PNG or SVG): which view's.
    SavePicture(crate::app::tree_view::pictures::TreeOf),
    /// A graph's "Save picture" (the board's arena, the attractors').
    GraphPicture,
    /// The tree editor's "Open arena…".
    EditorOpen,
    /// The tree editor's "Save as…".
    EditorSave,
    /// The exercise sheet's file (its extension is the export's format).
    SheetFile,
    /// The Exercise tab's Browse beside its arena file: the tree to practise on.
    ExerciseArena,
    /// The Exercise tab's Browse beside "Save to": where Save arena writes the
    /// random tree.
    ExerciseSave,
    /// The Tree tab's "Check a student's trace…": the student's JSON lines.
    StudentTrace,
}

impl Purpose {
    /// Open or save.
    pub fn mode(self) -> Mode {
        match self {
            Purpose::OpenReplay
            | Purpose::Arena
            | Purpose::EditorOpen
            | Purpose::ExerciseArena
            | Purpose::StudentTrace => Mode::Open,
            _ => Mode::Save,
        }
    }

    /// The filter's name and the extensions offered (without the dot).
    pub fn filter(self) -> (&'static str, &'static [&'static str]) {
        match self {
            Purpose::OpenReplay | Purpose::SaveReplay => ("replay", &["ron"]),
            Purpose::Arena
            | Purpose::EditorOpen
            | Purpose::EditorSave
            | Purpose::ExerciseArena
            | Purpose::ExerciseSave => ("arena", &["ron"]),
            Purpose::SaveTrace => ("trace", &["ron"]),
            Purpose::SaveDot => ("Graphviz", &["dot", "gv"]),
            Purpose::SavePicture(_) | Purpose::GraphPicture => ("PNG, SVG", &["png", "svg"]),
            Purpose::SheetFile => ("sheet", &["svg", "png"]),
            Purpose::StudentTrace => ("JSON lines", &["jsonl", "json", "txt"]),
        }
    }

    /// Whether `path` has one of the extensions offered (any case).
    pub fn accepts(self, path: &Path) -> bool {
        let ext = path.extension().map(|e| e.to_string_lossy().to_lowercase());
        ext.is_some_and(|e| self.filter().1.contains(&e.as_str()))
    }

    /// The folder the chooser starts in.
    pub fn folder(self) -> &'static str {
        match self {
            Purpose::Arena | Purpose::EditorOpen | Purpose::ExerciseArena => ARENAS,
            _ => SAVES,
        }
    }

    /// The name offered when saving.
    pub fn file_name(self) -> &'static str {
        match self {
            Purpose::OpenReplay | Purpose::SaveReplay => "game.ron",
            Purpose::Arena
            | Purpose::EditorOpen
            | Purpose::EditorSave
            | Purpose::ExerciseArena
            | Purpose::ExerciseSave => "tree.ron",
            Purpose::SaveTrace => "trace.ron",
            Purpose::SaveDot => "search.dot",
            Purpose::SavePicture(of) => of.file_name(),
            Purpose::GraphPicture => "graph.png",
            Purpose::SheetFile => "sheet.svg",
            Purpose::StudentTrace => "student.jsonl",
        }
    }

    /// `path`, with the first offered extension added when it has none of them
    /// (a name typed as `game` saves `game.ron`).
    pub fn with_extension(self, path: PathBuf) -> PathBuf {
        if self.mode() == Mode::Open || self.accepts(&path) {
            return path;
        }
        let mut name = path.into_os_string();
        name.push(".");
        name.push(self.filter().1[0]);
        PathBuf::from(name)
    }

    /// Whether saving over an existing file asks first. The sheet's file and
    /// the exercise's "Save to" only name a file (written by a button of their
    /// own, which asks then).
    pub fn asks_before_replacing(self) -> bool {
        self.mode() == Mode::Save && !matches!(self, Purpose::SheetFile | Purpose::ExerciseSave)
    }
}

/// `path` relative to the working folder when inside it (as specs write paths).
pub fn relative(path: &Path) -> PathBuf {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(cwd).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_get_the_offered_extension_when_saving() {
        let p = Purpose::SaveReplay.with_extension("saves/game".into());
        assert_eq!(p, PathBuf::from("saves/game.ron"));
        let kept = Purpose::SaveDot.with_extension("a/tree.GV".into());
        assert_eq!(kept, PathBuf::from("a/tree.GV"));
        let other = Purpose::SavePicture(crate::app::tree_view::pictures::TreeOf::Mcts)
            .with_extension("x.ron".into());
        assert_eq!(other, PathBuf::from("x.ron.png"));
        // Opening never renames.
        assert_eq!(
            Purpose::OpenReplay.with_extension("notes".into()),
            PathBuf::from("notes")
        );
        assert!(Purpose::SaveReplay.asks_before_replacing());
        assert!(!Purpose::SheetFile.asks_before_replacing());
        assert!(!Purpose::OpenReplay.asks_before_replacing());
    }
}
