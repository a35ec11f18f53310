//! The seeded fuzz test of `fuzz_readers`, carried to the binary's FIFO and
//! size cases (issue 33): a `ChaCha8Rng` with a fixed seed picks, a bounded
//! number of times, a command and a hostile file for it (a named pipe as its
//! input or its output, `/dev/zero`, a sparse file past the readers' limits,
//! a folder where a file is expected), and a flag value past its range. Each
//! run is capped (`timeout -s KILL 20` and `prlimit --as` 2 GiB): it must end
//! by itself with exit 0, 1 or 2 (`trace check`'s "cannot check"), never a signal (a kill at the cap is a stuck
//! run, an abort a memory fault) nor a panic, and an error names the file.
//! `scripts/fuzz.py` is the long run of the same families.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::process::Command;

/// Inputs drawn.
const RUNS: usize = 24;

/// A named pipe at `path` (no process writes or reads it).
fn fifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

/// The hostile files of one run, in `dir`: (a name for messages, its path).
fn hostile(rng: &mut ChaCha8Rng, dir: &Path, k: usize) -> (&'static str, String) {
    let path = dir.join(format!("f{k}.ron"));
    let kind = ["fifo", "sparse", "folder", "zero"][rng.random_range(0..4usize)];
    match kind {
        "fifo" => fifo(&path),
        "sparse" => {
            let f = std::fs::File::create(&path).unwrap();
            f.set_len((1 << 28) + 1 + rng.random_range(0..1_000u64))
                .unwrap();
        }
        "folder" => std::fs::create_dir(&path).unwrap(),
        _ => return (kind, "/dev/zero".into()),
    }
    (kind, path.to_string_lossy().into_owned())
}

/// One command reading or writing `file`, drawn from the readers and writers.
fn command(rng: &mut ChaCha8Rng, file: &str) -> Vec<String> {
    let arena = format!("Arena(path: \"{file}\")");
    let at = format!("@{file}");
    let huge = ["4294967296", "1000001", "99999999999999999999"][rng.random_range(0..3usize)];
    let all: [Vec<&str>; 10] = [
        vec!["trace", "show", file],
        vec!["replay", "check", file],
        vec!["replay", "show", file],
        vec![
            "search",
            "TicTacToe",
            "--algo",
            "alphabeta",
            "--position",
            &at,
        ],
        vec!["draw", &arena, "--json"],
        vec![
            "trace", "check", "--tree", "(1, 2)", "--algo", "minimax", file,
        ],
        vec!["draw", "TicTacToe", "--svg", file, "--force"],
        vec![
            "search",
            "TicTacToe",
            "--algo",
            "alphabeta",
            "--depth",
            "1",
            "--trace",
            file,
            "--force",
        ],
        vec![
            "play",
            "TicTacToe",
            "--p0",
            "Random",
            "--p1",
            "Random",
            "--save",
            file,
            "--force",
        ],
        vec![
            "search",
            "TicTacToe",
            "--algo",
            "mcts",
            "--iterations",
            huge,
        ],
    ];
    all[rng.random_range(0..all.len())]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn seeded_fifos_and_sizes_end_with_a_message_never_a_signal() {
    let dir = crate::common::bin::scratch("fuzz-io", "runs");
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    for k in 0..RUNS {
        let (kind, file) = hostile(&mut rng, &dir, k);
        let args = command(&mut rng, &file);
        let out = Command::new("timeout")
            .args(["-s", "KILL", "20", "prlimit", "--as=2147483648"])
            .arg(env!("CARGO_BIN_EXE_ludoscope"))
            .args(&args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("timeout and prlimit run");
        let err = String::from_utf8_lossy(&out.stderr);
        let code = out.status.code();
        assert!(
            matches!(code, Some(0..=2)),
            "run {k} ({kind}) {args:?}: {:?} {err}",
            out.status
        );
        assert!(
            !err.contains("panicked"),
            "run {k} ({kind}) {args:?}: {err}"
        );
        let names = args.iter().any(|a| a.contains("mcts")) || err.contains(&*file);
        if code != Some(0) {
            assert!(
                names,
                "run {k} ({kind}) {args:?}: the error does not name {file}: {err}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
