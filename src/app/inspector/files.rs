//! Telling a trace file from a replay or an arena before opening it: a trace's
//! header fields (`version`, `algorithm`) come first. Opening one is
//! [`super::Action::Open`].

use std::path::Path;

/// Whether the file at `path` looks like a trace file rather than a replay (its
/// head names an algorithm; a trace's header fields come first).
pub fn is_trace_file(path: &Path) -> bool {
    use std::io::Read;
    // A named pipe would block the open: only regular files are looked into.
    if !matches!(crate::input_file::not_regular(path), Ok(None)) {
        return false;
    }
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(65_536).read_to_end(&mut head));
    read.is_ok() && {
        let text = String::from_utf8_lossy(&head);
        text.contains("algorithm:") && text.contains("version:")
    }
}
