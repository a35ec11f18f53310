//! Replays (src/replay and `ludoscope replay`), one module per concern:
//! - `roundtrip`: thousands of random games of every game, saved and loaded;
//! - `errors`: every load error with its message, and the version-1 fixture;
//! - `chance`: chance outcomes and simultaneous moves, on a small test game;
//! - `fuzz`: mutated replays and random bytes (`LUDOSCOPE_FUZZ_CASES` for more);
//! - `save`: the atomic save, interrupted saves, autosave;
//! - `cli`: `replay check`, `replay show`, `play --save` through the real binary.

// Test helpers outside `#[test]` functions unwrap too: a failure is a test failure.
#![allow(clippy::unwrap_used)]

mod chance;
mod cli;
mod errors;
mod fuzz;
mod roundtrip;
mod save;

use ludoscope::games::{GameSpec, catalog};
use std::path::PathBuf;

/// Every game of the catalog, and a few other sizes.
pub fn specs() -> Vec<GameSpec> {
    let c4 = |rows, cols| GameSpec::ConnectFour { rows, cols };
    let nim = |heaps: &[u32]| GameSpec::Nim {
        heaps: heaps.to_vec(),
    };
    let extra = [
        c4(4, 4),
        c4(5, 8),
        c4(8, 8),
        nim(&[2, 2]),
        nim(&[12]),
        GameSpec::KuhnPoker { players: 3 },
    ];
    catalog().into_iter().map(|e| e.spec).chain(extra).collect()
}

/// A fresh empty folder for one test.
pub fn scratch(name: &str) -> PathBuf {
    crate::common::bin::scratch("replay", name)
}

/// The names in a folder, sorted.
pub fn listing(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}
