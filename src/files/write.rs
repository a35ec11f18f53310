//! Writing a file without loss: the bytes go to a temporary file in the
//! target's folder, are flushed and synced, and only then take the target's
//! name (a rename, or a hard link when the target must not be replaced). A
//! crash, a full disk or a failed rename leaves the old file as it was and no
//! temporary file behind. Replays, traces, sheets and pictures are saved
//! through [`write_atomic`].

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use thiserror::Error;

/// Why a file was not written. The target is untouched in every case.
#[derive(Debug, Error)]
pub enum WriteError {
    #[error("{path} already exists; not replacing it without being asked")]
    Exists { path: PathBuf },
    #[error("cannot write {path}: it is {kind}, not a file")]
    NotRegular { path: PathBuf, kind: &'static str },
    #[error("cannot write {path} ({step}): {source}")]
    Io {
        path: PathBuf,
        step: &'static str,
        source: io::Error,
    },
}

/// Writes `bytes` to `path` through a synced temporary file.
pub fn write_atomic(path: &Path, bytes: &[u8], overwrite: bool) -> Result<(), WriteError> {
    write_atomic_with(path, bytes, overwrite, commit)
}

/// [`write_atomic`] with the last step (temporary file to target) given, so that
/// tests can make it fail.
pub fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    overwrite: bool,
    commit: impl FnOnce(&Path, &Path, bool) -> io::Result<()>,
) -> Result<(), WriteError> {
    check_target(path, overwrite)?;
    let tmp = temp_path(path);
    let result = write_synced(&tmp, bytes)
        .map_err(io_error(path, "writing the temporary file"))
        .and_then(|()| {
            commit(&tmp, path, overwrite).map_err(|e| match e.kind() {
                io::ErrorKind::AlreadyExists => WriteError::Exists {
                    path: path.to_path_buf(),
                },
                _ => io_error(path, "renaming the temporary file")(e),
            })
        });
    if result.is_err() {
        // Nothing to add if the temporary file is already gone.
        let _ = fs::remove_file(&tmp);
    } else {
        sync_dir(path);
        clean_stale(path);
    }
    result
}

/// Whether `path` may be written: refused when it is a named pipe, a folder or a
/// device (writing would block or never end; `--force` does not change that),
/// or when it exists and `overwrite` is not given. Checked by every writer
/// before the work (and before a window opens), then again by [`write_atomic`].
pub fn check_target(path: &Path, overwrite: bool) -> Result<(), WriteError> {
    if fs::symlink_metadata(path).is_err() {
        return Ok(());
    }
    if let Ok(Some(kind)) = crate::files::read::not_regular(path) {
        return Err(WriteError::NotRegular {
            path: path.to_path_buf(),
            kind,
        });
    }
    if !overwrite {
        return Err(WriteError::Exists {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Removes the temporary files of ours for `path` that a killed process left:
/// `.NAME.PID.N.tmp` of a process that no longer runs (or, where that cannot be
/// known, older than an hour), and `NAME.tmp` of older versions. Best effort:
/// what cannot be removed stays, and never matters (each save uses a fresh name).
pub fn clean_stale(path: &Path) {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let _ = fs::remove_file(dir.join(format!("{name}.tmp")));
    let prefix = format!(".{name}.");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(middle) = file
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".tmp"))
        else {
            continue;
        };
        let Some((pid, n)) = middle.split_once('.') else {
            continue;
        };
        let (Ok(pid), Ok(_)) = (pid.parse::<u32>(), n.parse::<u32>()) else {
            continue;
        };
        if pid != std::process::id() && is_stale(pid, &entry) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether a temporary file written by process `pid` is left over.
fn is_stale(pid: u32, entry: &fs::DirEntry) -> bool {
    let proc = Path::new("/proc");
    if proc.join("self").exists() {
        return !proc.join(pid.to_string()).exists();
    }
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_some_and(|age| age.as_secs() > 3600)
}

/// The default last step: rename over the target, or hard-link to it (which fails
/// if it exists) when it must not be replaced.
pub fn commit(tmp: &Path, target: &Path, overwrite: bool) -> io::Result<()> {
    if overwrite {
        return fs::rename(tmp, target);
    }
    match fs::hard_link(tmp, target) {
        Ok(()) => {
            // The file is saved; a leftover temporary name is only untidy.
            let _ = fs::remove_file(tmp);
            Ok(())
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        // No hard links on this file system: check, then rename.
        Err(_) if fs::symlink_metadata(target).is_ok() => {
            Err(io::Error::from(io::ErrorKind::AlreadyExists))
        }
        Err(_) => fs::rename(tmp, target),
    }
}

fn write_synced(tmp: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut f = OpenOptions::new().write(true).create_new(true).open(tmp)?;
    f.write_all(bytes)?;
    f.flush()?;
    f.sync_all()
}

/// A fresh name next to `path`: `.NAME.PID.N.tmp`.
fn temp_path(path: &Path) -> PathBuf {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy());
    path.with_file_name(format!(".{name}.{}.{n}.tmp", std::process::id()))
}

/// Makes the rename durable where the platform allows it; a failure here loses
/// nothing already written, so it is not reported.
fn sync_dir(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

fn io_error(path: &Path, step: &'static str) -> impl Fn(io::Error) -> WriteError {
    let path = path.to_path_buf();
    move |source| WriteError::Io {
        path: path.clone(),
        step,
        source,
    }
}
