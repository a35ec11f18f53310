//! Named pipes and oversize files met by every reader and writer (issue 33):
//! each refuses a FIFO at once, naming it (a reader or a writer that opened it
//! would block forever: each runs on a thread, under a 10 s limit), a writer
//! even when asked to replace, leaving nothing beside it; and an MCTS trace over
//! its 256 MiB limit is refused before it is read (the other readers' limits
//! are in `fuzz_readers`).

#![allow(clippy::unwrap_used)]

use ludoscope::engine::Game;
use ludoscope::games::TicTacToe;
use ludoscope::games::arena::file as arena_file;
use ludoscope::search::trace_file::{self, TraceFile};
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    crate::common::bin::scratch("fifo", name)
}

/// A sparse file just over `limit` bytes: nothing is written to disk.
fn sparse(path: &Path, limit: u64) {
    let f = std::fs::File::create(path).unwrap();
    f.set_len(limit + 1).unwrap();
}

/// A small alpha-beta trace file of tic-tac-toe.
fn trace_file() -> TraceFile {
    let g = TicTacToe;
    let mut trace = Trace::new();
    let options = AlphaBetaOptions {
        depth: Some(2),
        ..AlphaBetaOptions::default()
    };
    alphabeta(&g, &g.initial_state(), options, &mut trace).unwrap();
    TraceFile::from_trace(&g, &[], &g.initial_state(), "alphabeta", &trace).unwrap()
}

/// Runs `f` on a thread and waits at most 10 s for it: a reader or a writer
/// that opens a named pipe would block there forever (issue 33).
fn within_10_s<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(10))
        .unwrap_or_else(|_| panic!("{what} blocked on a named pipe"))
}

/// A named pipe at `path` (no process writes or reads it).
fn fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn every_reader_refuses_a_named_pipe_at_once_naming_it() {
    use ludoscope::inspect::edit::EditTree;
    use ludoscope::inspect::{InspectTrace, mcts::MctsRun};
    let dir = scratch("fifo-readers");
    let pipe = dir.join("pipe.ron");
    fifo(&pipe);
    type Reader = fn(&Path) -> Result<(), String>;
    let readers: [(&str, Reader); 8] = [
        ("trace_file::read", |p| {
            trace_file::read(p).map(drop).map_err(|e| e.to_string())
        }),
        ("TraceFile::load", |p| {
            TraceFile::load(p).map(drop).map_err(|e| e.to_string())
        }),
        ("InspectTrace::load", |p| InspectTrace::load(p).map(drop)),
        ("MctsRun::load", |p| MctsRun::load(p).map(drop)),
        ("replay::load", |p| {
            ludoscope::replay::load(p)
                .map(drop)
                .map_err(|e| e.to_string())
        }),
        ("arena file::load", |p| {
            arena_file::load(p).map(drop).map_err(|e| e.to_string())
        }),
        ("EditTree::open", |p| EditTree::open(p).map(drop)),
        ("files::read_text", |p| {
            ludoscope::files::read_text(p, 1 << 20).map(drop)
        }),
    ];
    for (what, read) in readers {
        let p = pipe.clone();
        let e = within_10_s(what, move || read(&p)).unwrap_err();
        assert!(e.contains("named pipe"), "{what}: {e}");
        assert!(e.contains("pipe.ron"), "{what}: {e}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_writer_refuses_a_named_pipe_at_once_even_replacing() {
    use ludoscope::inspect::edit::EditTree;
    use ludoscope::inspect::random_tree::{RandomTreeSpec, save_random_tree};
    let dir = scratch("fifo-writers");
    let pipe = dir.join("pipe.ron");
    fifo(&pipe);
    let p = pipe.clone();
    let e = within_10_s("EditTree::save", move || {
        EditTree::from_bracket("(1, 2)").unwrap().save(&p, true)
    })
    .unwrap_err()
    .to_string();
    assert!(e.contains("pipe.ron") && e.contains("named pipe"), "{e}");
    let p = pipe.clone();
    let e = within_10_s("save_random_tree", move || {
        save_random_tree(&RandomTreeSpec::default(), &p)
    })
    .unwrap_err();
    assert!(e.contains("pipe.ron") && e.contains("named pipe"), "{e}");
    let p = pipe.clone();
    let e = within_10_s("TraceFile::write", move || trace_file().write(&p, true))
        .unwrap_err()
        .to_string();
    assert!(e.contains("pipe.ron") && e.contains("named pipe"), "{e}");
    // The pipe is still a pipe, and nothing was left beside it.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(
        names.iter().all(|n| !n.to_string_lossy().ends_with(".tmp")),
        "{names:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_mcts_trace_over_256_mib_is_refused_before_reading() {
    let dir = scratch("mcts-limit");
    let big = dir.join("big-mcts.ron");
    sparse(&big, 256 << 20);
    let e = ludoscope::inspect::mcts::MctsRun::load(&big).unwrap_err();
    assert!(
        e.contains("big-mcts.ron") && e.contains("over the limit of 268435456 bytes"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
