//! From bytes to a [`ReplayFile`]: the size limit, the nesting limit, the format
//! version and its migration, and RON errors turned into messages with line and
//! column. Nothing here plays the actions; that is [`super::load`].

use super::error::LoadError;
use super::format::ReplayFile;
use super::migrate;
use crate::files::{InputError, read_bounded};
use crate::games::GameSpec;
use std::path::Path;

/// The largest replay file read, in bytes (16 MiB).
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// The deepest nesting of brackets accepted (a replay needs 4).
pub const MAX_DEPTH: usize = 32;

/// Reads `path` as text, refusing anything but a regular file, and files over
/// [`MAX_BYTES`] before reading them ([`read_bounded`]).
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    let bytes = read_bounded(path, MAX_BYTES).map_err(|e| match e {
        InputError::Io(source) => LoadError::Io {
            path: path.to_path_buf(),
            source,
        },
        InputError::NotRegular(kind) => LoadError::NotRegular { kind },
        InputError::TooLarge { size, limit } => LoadError::TooLarge { size, limit },
    })?;
    text_of(bytes)
}

/// The bytes as UTF-8 text, within [`MAX_BYTES`].
pub fn text_of(bytes: Vec<u8>) -> Result<String, LoadError> {
    if bytes.len() as u64 > MAX_BYTES {
        return Err(LoadError::TooLarge {
            size: bytes.len() as u64,
            limit: MAX_BYTES,
        });
    }
    String::from_utf8(bytes).map_err(|e| LoadError::NotText {
        offset: e.utf8_error().valid_up_to(),
    })
}

/// Parses a replay of any supported version into the current format. A byte
/// order mark, as some editors write, is skipped.
pub fn parse(text: &str) -> Result<ReplayFile, LoadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() as u64 > MAX_BYTES {
        return Err(LoadError::TooLarge {
            size: text.len() as u64,
            limit: MAX_BYTES,
        });
    }
    check_depth(text, MAX_DEPTH)?;
    let version = migrate::read_version(text)?;
    migrate::to_current(version, text)
}

/// Deserializes `text` as `T` with the options every replay is read with.
pub(super) fn from_ron<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, LoadError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .with_recursion_limit(2 * MAX_DEPTH)
        .from_str(text)
        .map_err(ron_error)
}

/// A RON error as a message with its place; an unknown game and a too deep
/// document get their own errors.
fn ron_error(e: ron::error::SpannedError) -> LoadError {
    let (line, col) = (e.span.start.line, e.span.start.col);
    match e.code {
        ron::Error::NoSuchEnumVariant {
            found,
            outer: Some(outer),
            ..
        } if outer == "GameSpec" => LoadError::UnknownGame {
            name: found,
            line,
            col,
            known: GameSpec::NAMES.join(", "),
        },
        ron::Error::ExceededRecursionLimit => LoadError::TooDeep {
            line,
            col,
            limit: MAX_DEPTH,
        },
        code => LoadError::Syntax {
            line,
            col,
            message: code.to_string(),
        },
    }
}

/// Refuses text whose brackets (outside strings and comments) nest deeper than
/// `limit`, naming the place, before any deserializer recurses into it.
pub fn check_depth(text: &str, limit: usize) -> Result<(), LoadError> {
    let mut scan = Scan::default();
    let (mut line, mut col) = (1, 0);
    for c in text.chars() {
        if c == '\n' {
            (line, col) = (line + 1, 0);
        } else {
            col += 1;
        }
        if scan.step(c) > limit {
            return Err(LoadError::TooDeep { line, col, limit });
        }
    }
    Ok(())
}

/// The lexical state of the bracket counter.
#[derive(Default)]
struct Scan {
    depth: usize,
    mode: Mode,
    prev: char,
}

#[derive(Default, Clone, Copy, PartialEq)]
enum Mode {
    #[default]
    Code,
    Str,
    Escape,
    LineComment,
    BlockComment(usize),
}

impl Scan {
    /// Reads one character and returns the depth after it.
    fn step(&mut self, c: char) -> usize {
        let prev = std::mem::replace(&mut self.prev, c);
        self.mode = match (self.mode, c) {
            (Mode::Code, '"') => Mode::Str,
            (Mode::Code, '/') if prev == '/' => Mode::LineComment,
            (Mode::Code, '*') if prev == '/' => {
                self.prev = ' ';
                Mode::BlockComment(1)
            }
            (Mode::Code, '(' | '[' | '{') => {
                self.depth += 1;
                Mode::Code
            }
            (Mode::Code, ')' | ']' | '}') => {
                self.depth = self.depth.saturating_sub(1);
                Mode::Code
            }
            (Mode::Str, '\\') => Mode::Escape,
            (Mode::Str, '"') | (Mode::LineComment, '\n') => Mode::Code,
            (Mode::Escape, _) => Mode::Str,
            (Mode::BlockComment(n), '/') if prev == '*' => {
                self.prev = ' ';
                if n == 1 {
                    Mode::Code
                } else {
                    Mode::BlockComment(n - 1)
                }
            }
            (Mode::BlockComment(n), '*') if prev == '/' => {
                self.prev = ' ';
                Mode::BlockComment(n + 1)
            }
            (mode, _) => mode,
        };
        self.depth
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth_error(text: &str) -> Option<(usize, usize)> {
        match check_depth(text, 3) {
            Err(LoadError::TooDeep { line, col, .. }) => Some((line, col)),
            _ => None,
        }
    }

    #[test]
    fn depth_counts_brackets_in_code_only() {
        assert_eq!(depth_error("([{}])"), None);
        assert_eq!(depth_error("([{("), Some((1, 4)));
        assert_eq!(depth_error("(\n [\n  {( )}])"), Some((3, 4)));
        assert_eq!(depth_error(r#"("(((((", "\"((((")"#), None);
        assert_eq!(depth_error("( // ((((\n)"), None);
        assert_eq!(depth_error("( /* (( /* ((( */ (( */ )"), None);
        assert_eq!(depth_error("( /* */ (((("), Some((1, 11)));
        assert_eq!(depth_error("))))(((("), Some((1, 8)));
    }
}
