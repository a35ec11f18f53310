//! Telling a trace file from a replay or an arena before opening it: a trace's
//! header fields (`version`, `algorithm`) come first. Opening one is
//! [`super::Action::Open`].

use std::path::Path;

/// Whether the file at `path` looks like a trace file rather than a replay (its
/// head names an algorithm; a trace's header fields come first).
pub fn is_trace_file(path: &Path) -> bool {
    // A named pipe would block the open: `head` looks into regular files only.
    crate::files::head(path)
        .is_ok_and(|text| text.contains("algorithm:") && text.contains("version:"))
}
