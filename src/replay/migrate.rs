//! Format versions: read the version first, then bring the document to the
//! current format one explicit step at a time.
//!
//! Version 1 is the current format ([`super::format::ReplayFile`]). When version 2
//! comes: move today's `ReplayFile` here as `V1`, add `fn v1_to_v2(V1) -> V2`, and
//! make the `1` arm parse `V1` and migrate it. The version-1 fixture in
//! `tests/fixtures/` must keep loading.

use super::error::LoadError;
use super::format::{FORMAT_VERSION, ReplayFile};
use super::parse::from_ron;
use serde::Deserialize;

/// Only the version field; the rest of the document is skipped unread.
#[derive(Deserialize)]
struct Header {
    format: u32,
}

/// The `format` of a replay document.
pub fn read_version(text: &str) -> Result<u32, LoadError> {
    Ok(from_ron::<Header>(text)?.format)
}

/// The document of version `version` in the current format.
pub fn to_current(version: u32, text: &str) -> Result<ReplayFile, LoadError> {
    match version {
        0 => Err(LoadError::UnknownFormat { found: 0 }),
        1 => from_ron::<ReplayFile>(text),
        found => Err(LoadError::NewerFormat {
            found,
            supported: FORMAT_VERSION,
        }),
    }
}
