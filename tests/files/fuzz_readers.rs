//! A bounded, seeded fuzz test of every reader of outside input (issue 20): the
//! bundled arenas, replays, a recorded trace and a list of game and agent
//! specifications, each mutated a few hundred times (bytes flipped, cut,
//! repeated; brackets, huge numbers, quotes and newlines inserted) by a
//! `ChaCha8Rng` with a fixed seed. Each reader runs in-process under
//! `catch_unwind`: no input may panic, and every refusal is a message of
//! bounded length (a reader that echoed its input would fail on the inputs
//! grown to tens of kilobytes). The size limits are checked on sparse files
//! larger than the limit (nothing is read). No wall-clock assertion.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::agents::AgentSpec;
use ludoscope::engine::Game;
use ludoscope::games::arena::file as arena_file;
use ludoscope::games::{AnyGame, GameSpec, TicTacToe};
use ludoscope::search::trace_file::{self, TraceFile, TraceFileError};
use ludoscope::search::{AlphaBetaOptions, Trace, alphabeta};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// Mutations of each bundled input.
const ROUNDS: usize = 150;
/// The longest message a refusal may give (inputs grow to tens of kilobytes).
const MAX_MESSAGE: usize = 1_500;

/// Things worth inserting: structure, extreme numbers, text that ends early.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "\n",
    "//",
    "/*",
    "-1",
    "0",
    "4294967295",
    "18446744073709551616",
    "99999999999999999999999",
    "1e308",
    "NaN",
    "Some(",
    "None",
    "nodes:",
    "version: 99",
    "format: 0",
    "\u{feff}",
    "é",
];

fn mutate(rng: &mut ChaCha8Rng, input: &str) -> String {
    let mut bytes = input.as_bytes().to_vec();
    for _ in 0..rng.random_range(1..4) {
        let len = bytes.len().max(1);
        let at = rng.random_range(0..len).min(bytes.len());
        match rng.random_range(0..6) {
            0 if !bytes.is_empty() => {
                let i = at.min(bytes.len() - 1);
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            1 => {
                let end = (at + rng.random_range(1..64)).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => {
                let end = (at + rng.random_range(1..256)).min(bytes.len());
                let piece = bytes[at..end].to_vec();
                for _ in 0..rng.random_range(1..40) {
                    bytes.splice(at..at, piece.iter().copied());
                }
            }
            3 => bytes.truncate(at),
            _ => {
                let token = TOKENS[rng.random_range(0..TOKENS.len())];
                bytes.splice(at..at, token.bytes());
            }
        }
    }
    // The readers take text; invalid UTF-8 is the byte readers' concern below.
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Runs `read` on `input`; fails the test on a panic or an overlong message.
fn no_panic(what: &str, input: &str, read: impl FnOnce() -> Result<(), String>) {
    let outcome = catch_unwind(AssertUnwindSafe(read));
    let Ok(result) = outcome else {
        panic!("{what} panicked on input starting {:?}", cut(input));
    };
    if let Err(message) = result {
        assert!(
            message.chars().count() <= MAX_MESSAGE,
            "{what}: a message of {} characters on input starting {:?}: {}",
            message.chars().count(),
            cut(input),
            cut(&message)
        );
        assert!(!message.is_empty(), "{what}: an empty message");
    }
}

fn cut(s: &str) -> String {
    s.chars().take(200).collect()
}

fn bundled(dir: &str) -> Vec<(PathBuf, String)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no bundled files in {dir}");
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoscope-fuzz-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn mutated_arenas_never_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let mut refused = 0;
    for (path, text) in bundled("assets/arenas") {
        arena_file::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for _ in 0..ROUNDS {
            let input = mutate(&mut rng, &text);
            no_panic("the arena reader", &input, || {
                arena_file::parse(&input).map(|_| ()).map_err(|e| {
                    refused += 1;
                    e.to_string()
                })
            });
        }
    }
    // The mutations do reach the checks: most inputs are refused.
    assert!(refused > ROUNDS, "only {refused} mutated arenas refused");
}

#[test]
fn mutated_replays_never_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut refused = 0;
    for (path, text) in bundled("assets/replays") {
        ludoscope::replay::load_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for _ in 0..ROUNDS {
            let input = mutate(&mut rng, &text);
            no_panic("the replay reader", &input, || {
                ludoscope::replay::load_str(&input)
                    .map(|_| ())
                    .map_err(|e| {
                        refused += 1;
                        e.to_string()
                    })
            });
        }
    }
    assert!(refused > ROUNDS, "only {refused} mutated replays refused");
}

/// A recorded alpha-beta search of tic-tac-toe after 5, as RON text.
fn trace_text(dir: &Path) -> String {
    let g = TicTacToe;
    let moves = vec!["5".to_string()];
    let root = ludoscope::engine::state_after(&g, &moves).unwrap();
    let mut trace = Trace::new();
    let options = AlphaBetaOptions {
        depth: Some(3),
        ..AlphaBetaOptions::default()
    };
    alphabeta(&g, &root, options, &mut trace).unwrap();
    let file = TraceFile::from_trace(&g, &moves, &root, "alphabeta", &trace).unwrap();
    let path = dir.join("original.ron");
    file.save(&path).unwrap();
    std::fs::read_to_string(&path).unwrap()
}

#[test]
fn mutated_traces_never_panic() {
    let dir = scratch("traces");
    let text = trace_text(&dir);
    let path = dir.join("mutated.ron");
    let mut rng = ChaCha8Rng::seed_from_u64(22);
    let mut refused = 0;
    for _ in 0..2 * ROUNDS {
        let input = mutate(&mut rng, &text);
        std::fs::write(&path, &input).unwrap();
        no_panic("the fast trace reader", &input, || {
            let named = trace_file::read(&path).map_err(|e| {
                refused += 1;
                e.to_string()
            })?;
            // Read back against the game it names: the deeper checks run too.
            let _ = named.spec;
            Ok(())
        });
        no_panic("the RON trace reader", &input, || {
            let file = TraceFile::load(&path).map_err(|e| e.to_string())?;
            if file.spec == GameSpec::TicTacToe {
                let g = TicTacToe;
                let root = ludoscope::engine::state_after(&g, &file.moves)
                    .unwrap_or_else(|_| g.initial_state());
                file.into_trace(&g, &root).map_err(|e| e.to_string())?;
            }
            Ok(())
        });
    }
    assert!(
        refused > ROUNDS / 2,
        "only {refused} mutated traces refused"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mutated_specs_never_panic() {
    let games = [
        "TicTacToe",
        "ConnectFour(rows: 5, cols: 6)",
        "Nim(heaps: [1, 3, 5, 7])",
        "KuhnPoker(players: 3)",
        "Goofspiel(cards: 4, signal: WinnerOnly)",
        "Pig(target: 30)",
        "Tablut(step: Rook, draw_limit: 200)",
        "Chomp(rows: 3, cols: 2)",
        "Cram(rows: 2, cols: 3)",
        "Tree(leaves: \"((3, 5), (2, 9))\")",
        "Arena(path: \"assets/arenas/seed-003-alpha-beta.ron\")",
    ];
    let agents = [
        "Random",
        "Level(3)",
        "AlphaBeta(depth: 4)",
        "Negamax(millis: 50)",
        "Mcts(iterations: 100)",
        "IsMcts(iterations: 100)",
        "Perfect",
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    for text in games {
        text.parse::<GameSpec>().unwrap();
        for _ in 0..ROUNDS {
            let input = mutate(&mut rng, text);
            no_panic("the game spec reader", &input, || {
                let spec = input.parse::<GameSpec>().map_err(|e| e.to_string())?;
                // Only small games are built (a mutated size stays within the ranges).
                AnyGame::from_spec(&spec).map_err(|e| e.to_string())?;
                Ok(())
            });
        }
    }
    for text in agents {
        text.parse::<AgentSpec>().unwrap();
        for _ in 0..ROUNDS {
            let input = mutate(&mut rng, text);
            no_panic("the agent spec reader", &input, || {
                input.parse::<AgentSpec>().map(|_| ())
            });
        }
    }
}

#[test]
fn a_huge_spec_is_quoted_in_one_short_line() {
    let huge = format!("ConnectFour(rows: {}", "9".repeat(250_000));
    let e = huge.parse::<GameSpec>().unwrap_err().to_string();
    assert!(e.len() < 400, "{} bytes: {}", e.len(), cut(&e));
    assert!(e.contains('…'), "{e}");
    let huge = format!("Mcts(iterations: 5, {})", "x".repeat(250_000));
    let e = huge.parse::<AgentSpec>().unwrap_err();
    assert!(e.len() < 400, "{} bytes: {}", e.len(), cut(&e));
}

/// A sparse file just over `limit` bytes: nothing is written to disk.
fn sparse(path: &Path, limit: u64) {
    let f = std::fs::File::create(path).unwrap();
    f.set_len(limit + 1).unwrap();
}

#[test]
fn files_over_the_limits_are_refused_before_reading() {
    let dir = scratch("limits");
    let trace = dir.join("big-trace.ron");
    sparse(&trace, trace_file::MAX_TRACE_BYTES);
    let e = trace_file::read(&trace).unwrap_err();
    assert!(
        matches!(e, TraceFileError::TooLarge { size, limit, .. } if size == limit + 1),
        "{e}"
    );
    assert!(e.to_string().contains("256 MiB"), "{e}");
    assert!(matches!(
        TraceFile::load(&trace),
        Err(TraceFileError::TooLarge { .. })
    ));
    let replay = dir.join("big-replay.ron");
    sparse(&replay, ludoscope::replay::MAX_BYTES);
    let e = ludoscope::replay::load(&replay).unwrap_err().to_string();
    assert!(e.contains("at most 16777216 bytes"), "{e}");
    let arena = dir.join("big-arena.ron");
    sparse(&arena, arena_file::MAX_FILE_BYTES);
    let e = arena_file::load(&arena).unwrap_err().to_string();
    assert!(e.contains("16 MiB"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}
