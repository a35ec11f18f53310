//! Issue 33, files: every reader and writer of the command line refuses a named
//! pipe at once (never blocks on it), `--position @FILE` is read with a size
//! bound, `studio` checks its files before any window opens (an existing
//! `--screenshot`/`--ui-report` target only with `--force`), messages name the
//! file, and an atomic write cleans the stale temporary files of dead processes.
//! Each run has a time limit: a hang fails the test instead of stalling it.

#![allow(clippy::unwrap_used, clippy::expect_used)]
use crate::common::bin::{run_for, scratch};
use std::path::{Path, PathBuf};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(20);

/// A fresh folder with a named pipe `pipe` in it (`None` without `mkfifo`).
fn with_fifo(what: &str) -> Option<(PathBuf, String)> {
    let dir = scratch("files", what);
    let fifo = dir.join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    made.is_ok_and(|s| s.success())
        .then(|| (dir, fifo.display().to_string()))
}

/// The standard error of `args`, which must end (within [`LIMIT`]) with a
/// failure and no panic.
fn refused(args: &[&str]) -> String {
    let ended = run_for(args, "", LIMIT);
    assert!(ended.code.is_some(), "{args:?} hung");
    assert!(
        matches!(ended.code, Some(1 | 2)),
        "{args:?}: {}",
        ended.stderr
    );
    assert!(!ended.stderr.contains("panicked"), "{}", ended.stderr);
    ended.stderr
}

#[test]
fn every_reader_and_writer_refuses_a_named_pipe_at_once() {
    let Some((_dir, fifo)) = with_fifo("fifo") else {
        return;
    };
    let at = format!("@{fifo}");
    let cases: Vec<Vec<&str>> = vec![
        vec!["trace", "show", &fifo],
        vec![
            "search",
            "TicTacToe",
            "--algo",
            "minimax",
            "--position",
            &at,
        ],
        vec!["draw", "TicTacToe", "--svg", &fifo, "--force"],
        vec!["draw", "TicTacToe", "--png", &fifo, "--force"],
        vec!["studio", "--open", &fifo],
        vec!["studio", "--screenshot", &fifo, "--force"],
        vec!["studio", "--ui-report", &fifo, "--force"],
        vec!["replay", "show", &fifo],
    ];
    for args in cases {
        let err = refused(&args);
        assert!(err.contains(&fifo), "{args:?}: {err}");
        assert!(err.contains("named pipe"), "{args:?}: {err}");
    }
}

#[test]
fn position_files_are_read_with_a_bound() {
    let err = refused(&[
        "search",
        "TicTacToe",
        "--algo",
        "minimax",
        "--position",
        "@/dev/zero",
    ]);
    assert!(
        err.contains("cannot read /dev/zero: it is a device, not a file"),
        "{err}"
    );
    let dir = scratch("files", "big-position");
    let big = dir.join("big.txt");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(2 * 1024 * 1024).unwrap();
    let at = format!("@{}", big.display());
    let err = refused(&[
        "search",
        "TicTacToe",
        "--algo",
        "minimax",
        "--position",
        &at,
    ]);
    assert!(
        err.contains("2097152 bytes, over the limit of 1048576 bytes"),
        "{err}"
    );
    assert!(err.contains(&big.display().to_string()), "{err}");
}

#[test]
fn studio_targets_are_checked_before_the_window() {
    let dir = scratch("files", "studio");
    let shot = dir.join("s.png");
    std::fs::write(&shot, "keep").unwrap();
    let shown = shot.display().to_string();
    for flag in ["--screenshot", "--ui-report"] {
        let err = refused(&["studio", flag, &shown]);
        assert!(
            err.contains(&format!("{shown} already exists: add --force")),
            "{err}"
        );
    }
    assert_eq!(std::fs::read_to_string(&shot).unwrap(), "keep");
    let missing = dir.join("missing.ron").display().to_string();
    let err = refused(&["studio", "--open", &missing]);
    assert!(
        err.contains(&format!("cannot open {missing}: no such file")),
        "{err}"
    );
}

#[test]
fn trace_show_on_a_missing_file_only_reads() {
    let dir = scratch("files", "trace-missing");
    let missing = dir.join("none.ron").display().to_string();
    let err = refused(&["trace", "show", &missing]);
    assert!(
        err.contains(&format!("cannot read {missing}: no such file")),
        "{err}"
    );
    assert!(!err.contains("or write"), "{err}");
}

#[test]
fn agent_messages_say_how_the_agent_is_written() {
    let err = refused(&["play", "TicTacToe", "--p0", "Mcts(1)"]);
    assert!(
        err.contains("Mcts is written Mcts(iterations: 1 to 1000000000)"),
        "{err}"
    );
    assert!(!err.contains("raw identifier"), "{err}");
    let err = refused(&["play", "TicTacToe", "--p0", "Level(x)"]);
    assert!(err.contains("Level is written Level(0 to 4)"), "{err}");
}

/// A pid that is not running: past the kernel's default pid limit.
const DEAD_PID: u32 = 4_194_400;

fn temp_beside(target: &Path, pid: u32) -> PathBuf {
    let name = target.file_name().unwrap().to_string_lossy();
    target.with_file_name(format!(".{name}.{pid}.0.tmp"))
}

#[test]
fn a_write_cleans_stale_temporary_files_of_dead_processes_only() {
    let dir = scratch("files", "stale");
    let target = dir.join("f.svg");
    let dead = temp_beside(&target, DEAD_PID);
    let live = temp_beside(&target, 1);
    let other = dir.join(".other.svg.12.0.tmp.keep");
    for f in [&dead, &live, &other] {
        std::fs::write(f, "half").unwrap();
    }
    let shown = target.display().to_string();
    let ended = run_for(
        &[
            "draw",
            r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron")"#,
            "--svg",
            &shown,
        ],
        "",
        LIMIT,
    );
    assert_eq!(ended.code, Some(0), "{}", ended.stderr);
    assert!(target.exists());
    assert!(!dead.exists(), "the dead process's temporary file stays");
    assert!(live.exists(), "a live process's temporary file was removed");
    assert!(other.exists());
}
