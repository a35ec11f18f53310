//! Why a trace file cannot be read, written or used, and the bounded read of
//! its text (a regular file of at most [`MAX_TRACE_BYTES`], every error naming
//! the file).

use super::TRACE_FORMAT_VERSION;
use crate::files::{InputError, read_bounded};
use std::path::Path;

/// Why a trace file cannot be read, written or used.
#[derive(Debug, thiserror::Error)]
pub enum TraceFileError {
    #[error("cannot read {path}: {}", crate::files::read::io_reason(source))]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    WriteIo {
        path: String,
        source: std::io::Error,
    },
    #[error("cannot write {path}: it is {kind}, not a file")]
    NotWritable { path: String, kind: &'static str },
    #[error("{path} is not a trace file: {message}")]
    Syntax { path: String, message: String },
    #[error("{path} is not a trace file: the path is {kind}, not a regular file")]
    NotRegular { path: String, kind: &'static str },
    #[error("{path}: the file is {size} bytes; a trace may hold at most {limit} bytes (256 MiB)")]
    TooLarge { path: String, size: u64, limit: u64 },
    #[error("{path} already exists: add --force to replace it")]
    Exists { path: String },
    #[error("trace format version {0} is not supported (this build reads {TRACE_FORMAT_VERSION})")]
    Version(u32),
    #[error("the trace does not fit the game: {0}")]
    Invalid(String),
    /// An error of the file's content, with the file's name.
    #[error("{path}: {source}")]
    InFile {
        path: String,
        source: Box<TraceFileError>,
    },
}

impl TraceFileError {
    /// This error with the file `path` named, if it does not name it already.
    pub fn in_file(self, path: &Path) -> TraceFileError {
        match self {
            e @ (TraceFileError::Invalid(_) | TraceFileError::Version(_)) => {
                TraceFileError::InFile {
                    path: path.display().to_string(),
                    source: Box::new(e),
                }
            }
            e => e,
        }
    }
}

/// Checks that a file's tables give one action per node, naming the first
/// node without an action (or the first action without a node).
pub(super) fn one_action_per_node(actions: usize, nodes: usize) -> Result<(), TraceFileError> {
    let why = match actions.cmp(&nodes) {
        std::cmp::Ordering::Equal => return Ok(()),
        std::cmp::Ordering::Less => format!("node {actions} has none"),
        std::cmp::Ordering::Greater => format!("action {nodes} has no node"),
    };
    Err(TraceFileError::Invalid(format!(
        "one action per node is expected, but {why} ({actions} actions for {nodes} nodes, \
         numbered from 0)"
    )))
}

/// The largest trace file read: 256 MiB (a 2-million-node trace, the most the
/// searches record, is about 190 MB).
pub const MAX_TRACE_BYTES: u64 = 256 * 1024 * 1024;

/// The text of the trace file at `path`: a regular file of at most
/// [`MAX_TRACE_BYTES`], checked before it is read.
pub fn read_text(path: &Path) -> Result<String, TraceFileError> {
    let shown = || path.display().to_string();
    let bytes = read_bounded(path, MAX_TRACE_BYTES).map_err(|e| match e {
        InputError::Io(source) => TraceFileError::Io {
            path: shown(),
            source,
        },
        InputError::NotRegular(kind) => TraceFileError::NotRegular {
            path: shown(),
            kind,
        },
        InputError::TooLarge { size, limit } => TraceFileError::TooLarge {
            path: shown(),
            size,
            limit,
        },
    })?;
    String::from_utf8(bytes).map_err(|e| TraceFileError::Syntax {
        path: shown(),
        message: format!("not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
    })
}

/// RON's error on a trace file, its message cut to a line.
pub(crate) fn syntax(path: &Path, e: &ron::error::SpannedError) -> TraceFileError {
    TraceFileError::Syntax {
        path: path.display().to_string(),
        message: crate::quote::cut(&e.to_string(), crate::quote::MAX_MESSAGE_CHARS),
    }
}
