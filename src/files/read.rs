//! Reading a file a user named, safely: only a regular file is opened (a named
//! pipe would block forever, a device never end), and its size is checked
//! before anything is read (and at most one byte more than the limit is read,
//! in case it grows meanwhile). Replays, arenas and traces are read through
//! [`read_bounded`]; telling what kind of file it is goes through [`head`],
//! the one function that looks into a file before it is opened for good. What
//! the bytes mean is each reader's own business.

use std::fs::File;
use std::io::Read;
use std::path::Path;
use thiserror::Error;

/// Why a file was not read.
#[derive(Debug, Error)]
pub enum InputError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("not a regular file but {0}")]
    NotRegular(&'static str),
    #[error("the file is {size} bytes, over the limit of {limit} bytes")]
    TooLarge { size: u64, limit: u64 },
}

/// What kind of file `path` is, if not a regular file: "a folder", "a named pipe
/// (FIFO)", and so on. The type is checked without opening the file.
pub fn not_regular(path: &Path) -> std::io::Result<Option<&'static str>> {
    let kind = std::fs::metadata(path)?.file_type();
    if kind.is_file() {
        return Ok(None);
    }
    if kind.is_dir() {
        return Ok(Some("a folder"));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Ok(Some("a named pipe (FIFO)"));
        }
        if kind.is_socket() {
            return Ok(Some("a socket"));
        }
        if kind.is_block_device() || kind.is_char_device() {
            return Ok(Some("a device"));
        }
    }
    Ok(Some("a special file"))
}

/// The bytes of the regular file at `path`, refused when over `limit` bytes.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    if let Some(kind) = not_regular(path)? {
        return Err(InputError::NotRegular(kind));
    }
    let file = File::open(path)?;
    let size = file.metadata()?.len();
    if size > limit {
        return Err(InputError::TooLarge { size, limit });
    }
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        let size = bytes.len() as u64;
        return Err(InputError::TooLarge { size, limit });
    }
    Ok(bytes)
}

/// The text of the regular file at `path` (at most `limit` bytes), for a
/// message that stands alone: every refusal names the file (`is a named pipe
/// (FIFO), not a file`, `no such file`, the size and the limit), and invalid
/// UTF-8 is refused with its place.
pub fn read_text(path: &Path, limit: u64) -> Result<String, String> {
    let shown = path.display();
    let bytes = read_bounded(path, limit).map_err(|e| match e {
        InputError::NotRegular(kind) => format!("cannot read {shown}: it is {kind}, not a file"),
        InputError::TooLarge { size, limit } => format!(
            "cannot read {shown}: the file is {size} bytes, over the limit of {limit} bytes"
        ),
        InputError::Io(e) => format!("cannot read {shown}: {}", io_reason(&e)),
    })?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "cannot read {shown}: not UTF-8 text (at byte {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// A short reason for a failed read: "no such file" rather than the system's
/// wording with its error number, which says nothing more.
pub fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

/// How much of a file [`head`] reads: enough for the header fields of every
/// file the studio opens.
pub const HEAD_BYTES: u64 = 64 * 1024;

/// The first [`HEAD_BYTES`] of the regular file at `path`, as text (invalid
/// UTF-8 replaced), for telling a replay from a trace or an arena. A named pipe,
/// a folder or a device is refused with the reason, without being opened.
pub fn head(path: &Path) -> Result<String, InputError> {
    if let Some(kind) = not_regular(path)? {
        return Err(InputError::NotRegular(kind));
    }
    let mut bytes = Vec::new();
    File::open(path)?.take(HEAD_BYTES).read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_and_big_files_are_refused() {
        let dir = std::env::temp_dir().join(format!("ludoscope-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert!(matches!(
            read_bounded(&dir, 10),
            Err(InputError::NotRegular("a folder"))
        ));
        let file = dir.join("f.txt");
        std::fs::write(&file, "0123456789ab").unwrap();
        assert!(matches!(
            read_bounded(&file, 10),
            Err(InputError::TooLarge {
                size: 12,
                limit: 10
            })
        ));
        assert_eq!(read_bounded(&file, 12).unwrap(), b"0123456789ab");
        assert!(matches!(
            read_bounded(&dir.join("missing"), 10),
            Err(InputError::Io(_))
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_head_is_the_start_of_a_regular_file_only() {
        let dir = std::env::temp_dir().join(format!("ludoscope-head-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("long.ron");
        let text = format!("(kind: \"mcts\",{})", "x".repeat(2 * HEAD_BYTES as usize));
        std::fs::write(&file, &text).unwrap();
        let head = head(&file).unwrap();
        assert_eq!(head.len() as u64, HEAD_BYTES);
        assert!(text.starts_with(&head));
        let refused = super::head(&dir).unwrap_err();
        assert_eq!(refused.to_string(), "not a regular file but a folder");
        #[cfg(unix)]
        {
            let fifo = dir.join("pipe");
            let made = std::process::Command::new("mkfifo").arg(&fifo).status();
            if made.is_ok_and(|s| s.success()) {
                let refused = super::head(&fifo).unwrap_err();
                assert_eq!(
                    refused.to_string(),
                    "not a regular file but a named pipe (FIFO)"
                );
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
