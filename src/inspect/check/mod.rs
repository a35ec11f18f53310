//! A student's own search checked node by node (issue 31): the student's
//! trace ([`parse`]: JSON lines of `enter` / `leave` events, nodes named as
//! seed 003 names them) against the seeds' algorithm run by the project
//! itself on the same tree ([`mod@reference`]: seed 004's MinMax or AlphaBeta
//! with the recording tracer), the first divergence found by [`compare`]
//! and told in English or French, or as JSON, by [`text`]; the student's
//! search as a tree, each node against the reference's ([`student_tree`]).
//! The command line is `ludoscope trace check`; the inspector shows the same
//! [`Report`] beside the reference tree, and the student's tree drawn.

pub mod compare;
pub mod parse;
pub mod reference;
pub mod student_tree;
pub mod text;

pub use compare::{Divergence, Kind, first_divergence};
pub use parse::{LineError, StudentEvent, parse_trace};
pub use reference::{Algo, Reference};
pub use student_tree::{Mistake, StudentNode, StudentTree};

use crate::games::Arena;
use crate::search::trace::Value;
use crate::search::{CutRule, Window};

/// The outcome of one check.
#[derive(Clone, Debug)]
pub struct Report {
    pub algo: Algo,
    pub cut: CutRule,
    pub window: Window,
    pub reference: Reference,
    /// The first divergence; none when the traces agree.
    pub divergence: Option<Divergence>,
    /// The student's nodes entered and leaves evaluated.
    pub student: (usize, usize),
    /// The reference's nodes entered and leaves evaluated.
    pub reference_counts: (usize, usize),
    /// The value the student's trace gives the root (its last `leave`, of the root).
    pub student_value: Option<Value>,
    pub reference_value: Value,
    /// The student's search as a tree, node by node against the reference's.
    pub tree: StudentTree,
}

/// Why a check could not be made: the trace is not read, or the tree is not
/// one the reference can search.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    #[error("{0}")]
    Line(#[from] LineError),
    #[error("{0}")]
    Tree(String),
}

/// Checks the student's trace `text` against `algo` on `arena`.
pub fn check(
    arena: Arena,
    algo: Algo,
    cut: CutRule,
    window: Window,
    text: &str,
) -> Result<Report, CheckError> {
    let student = parse_trace(text, algo == Algo::AlphaBeta)?;
    let reference = Reference::new(arena, algo, cut, window).map_err(CheckError::Tree)?;
    let divergence = first_divergence(&reference, &student);
    let tree = StudentTree::new(&reference, &student, divergence.as_ref());
    let root = reference.name(0).to_string();
    let student_value = match student.last() {
        Some(StudentEvent::Leave { name, value, .. }) if *name == root => Some(*value),
        _ => None,
    };
    Ok(Report {
        algo,
        cut,
        window,
        divergence,
        student: student_counts(&student),
        reference_counts: reference.counts(),
        student_value,
        reference_value: reference.value_of(0),
        tree,
        reference,
    })
}

/// The largest student trace read (64 MiB: a million events and more).
pub const MAX_TRACE_BYTES: u64 = 64 << 20;

/// Reads the student's trace at `path` (at most [`MAX_TRACE_BYTES`], UTF-8)
/// and checks it as [`check`] does; every error names the file (or, for the
/// tree, what is wrong with it).
pub fn check_file(
    path: &std::path::Path,
    arena: Arena,
    algo: Algo,
    cut: CutRule,
    window: Window,
) -> Result<Report, String> {
    let bytes = crate::files::read::read_bounded(path, MAX_TRACE_BYTES)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| format!("{}: the trace is not UTF-8 text", path.display()))?;
    check(arena, algo, cut, window, &text).map_err(|e| match e {
        CheckError::Line(e) => format!("{}: {e}", path.display()),
        CheckError::Tree(e) => e,
    })
}

/// The arena of a game spec, when it is a tree or an arena (what a
/// student's trace is checked on).
pub fn arena_of(spec: &crate::games::GameSpec) -> Result<Arena, String> {
    match crate::games::AnyGame::from_spec(spec) {
        Ok(crate::games::AnyGame::Arena(arena)) => Ok(arena),
        Ok(_) => Err(format!(
            "{spec} is not a tree: give Tree(leaves: \"((3, 5), (2, 9))\") or an arena file"
        )),
        Err(e) => Err(e.to_string()),
    }
}

/// Nodes entered, and leaves evaluated (nodes left right after being entered).
pub fn student_counts(events: &[StudentEvent]) -> (usize, usize) {
    let entered = events
        .iter()
        .filter(|e| matches!(e, StudentEvent::Enter { .. }))
        .count();
    let leaves = events
        .windows(2)
        .filter(|w| match (&w[0], &w[1]) {
            (StudentEvent::Enter { name: a, .. }, StudentEvent::Leave { name: b, .. }) => a == b,
            _ => false,
        })
        .count();
    (entered, leaves)
}
