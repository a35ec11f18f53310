//! Why a replay cannot be read or written. Every message names the problem and
//! the place (line and column, ply number from 1, file path).

use crate::engine::Actor;
use crate::games::SpecError;
use std::path::PathBuf;
use thiserror::Error;

/// Why a replay does not load.
#[derive(Debug, Error)]
pub enum LoadError {
    /// What went wrong in the file at `path` ([`super::load`]: every error
    /// of a replay read from a file names it once, see [`LoadError::in_file`]).
    #[error("{}: {source}", path.display())]
    InFile {
        path: PathBuf,
        source: Box<LoadError>,
    },
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("not a replay: the path is {kind}, not a regular file")]
    NotRegular { kind: &'static str },
    #[error("the file is {size} bytes; a replay may hold at most {limit} bytes (16 MiB)")]
    TooLarge { size: u64, limit: u64 },
    #[error("the file is not UTF-8 text (byte {offset})")]
    NotText { offset: usize },
    #[error("RON syntax error at line {line}, column {col}: {message}")]
    Syntax {
        line: usize,
        col: usize,
        message: String,
    },
    #[error("nesting deeper than {limit} levels at line {line}, column {col}")]
    TooDeep {
        line: usize,
        col: usize,
        limit: usize,
    },
    #[error(
        "format version {found} was written by a newer ludoscope; this one reads versions 1 to {supported}"
    )]
    NewerFormat { found: u32, supported: u32 },
    #[error("format version {found} does not exist; versions start at 1")]
    UnknownFormat { found: u32 },
    #[error("unknown game {name:?} at line {line}, column {col}; known games: {known}")]
    UnknownGame {
        name: String,
        line: usize,
        col: usize,
        known: String,
    },
    #[error("{0}")]
    Game(#[from] SpecError),
    #[error("the starting position: {0}")]
    Position(#[from] crate::engine::PositionError),
    #[error("{game} has {expected} players but the replay lists {found} seats")]
    Seats {
        game: String,
        expected: usize,
        found: usize,
    },
    #[error("ply {ply}: the game is already over")]
    GameOver { ply: usize },
    #[error("ply {ply}: wrong player: {} must act, but the replay has {}", actors(.expected), actors(.found))]
    WrongActor {
        ply: usize,
        expected: Vec<Actor>,
        found: Vec<Actor>,
    },
    #[error("ply {ply}: {text:?} is not a legal action for {actor}; legal: {}", .legal.join(" "))]
    Illegal {
        ply: usize,
        actor: Actor,
        text: String,
        legal: Vec<String>,
    },
    #[error("ply {ply}: cannot read {text:?} as an action of {actor} ({why}); legal: {}", .legal.join(" "))]
    Unparsable {
        ply: usize,
        actor: Actor,
        text: String,
        why: String,
        legal: Vec<String>,
    },
    #[error("ply {ply}: chance outcome {text:?} is impossible here; possible: {}", .possible.join(" "))]
    ImpossibleChance {
        ply: usize,
        text: String,
        possible: Vec<String>,
    },
    #[error("ply {ply}: {message}")]
    Rejected { ply: usize, message: String },
    #[error("the annotation of ply {ply} points past the last ply ({plies})")]
    Annotation { ply: usize, plies: usize },
    #[error("the file gives the outcome {}, but replaying its actions gives {}", scores(.file), scores(.replayed))]
    Outcome {
        file: Option<Vec<f64>>,
        replayed: Option<Vec<f64>>,
    },
}

/// Why a replay was not written. The target is untouched in every case.
#[derive(Debug, Error)]
pub enum SaveError {
    #[error("{path} already exists; not replacing it without being asked")]
    Exists { path: PathBuf },
    #[error("cannot write {path} ({step}): {source}")]
    Io {
        path: PathBuf,
        step: &'static str,
        source: std::io::Error,
    },
    #[error("cannot write the replay as RON: {0}")]
    Ron(#[from] ron::Error),
}

impl LoadError {
    /// This error, of the file at `path`: named once (a failed read names
    /// its file already).
    pub fn in_file(self, path: &std::path::Path) -> LoadError {
        match self {
            LoadError::Io { .. } | LoadError::InFile { .. } => self,
            other => LoadError::InFile {
                path: path.to_path_buf(),
                source: Box::new(other),
            },
        }
    }

    /// What went wrong, without the file it was in.
    pub fn cause(&self) -> &LoadError {
        match self {
            LoadError::InFile { source, .. } => source.cause(),
            other => other,
        }
    }
}

impl From<crate::files::WriteError> for SaveError {
    fn from(e: crate::files::WriteError) -> SaveError {
        use crate::files::WriteError;
        match e {
            WriteError::Exists { path } => SaveError::Exists { path },
            WriteError::Io { path, step, source } => SaveError::Io { path, step, source },
            WriteError::NotRegular { path, kind } => SaveError::Io {
                path,
                step: "checking the target",
                source: std::io::Error::other(format!("it is {kind}, not a file")),
            },
        }
    }
}

fn actors(list: &[Actor]) -> String {
    if list.is_empty() {
        return "nobody".into();
    }
    let names: Vec<String> = list.iter().map(Actor::to_string).collect();
    names.join(" and ")
}

fn scores(s: &Option<Vec<f64>>) -> String {
    match s {
        None => "none (unfinished)".into(),
        Some(v) => {
            let parts: Vec<String> = v.iter().map(|x| format!("{x}")).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}
