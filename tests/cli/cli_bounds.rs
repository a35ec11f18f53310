//! Hostile sizes through the real binary (issue 33), each run under a time
//! limit and an address-space cap (`timeout` and `prlimit --as`): a search to
//! a huge `--depth` on a cyclic arena (a deep stack, or a clear refusal naming
//! `--depth` and its limit), and the bounds on what a command may keep in
//! memory (a picture's pixels, a play's line, perft's distinct states, the
//! memo's table, MCTS's iterations), each met with a message naming the flag
//! or the field and its limit, never an abort.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};

/// The cyclic arena shipped with the examples.
const CYCLIC: &str = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron")"#;

/// Runs the binary with `args` for at most `secs` seconds (then killed) in at
/// most `gib` GiB of address space.
pub fn capped(args: &[&str], secs: u32, gib: u32) -> Output {
    Command::new("timeout")
        .args(["-s", "KILL", &secs.to_string(), "prlimit"])
        .arg(format!("--as={}", u64::from(gib) << 30))
        .arg(env!("CARGO_BIN_EXE_ludoscope"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("timeout and prlimit run")
}

/// The standard output of a capped run that must succeed.
pub fn capped_ok(args: &[&str], secs: u32, gib: u32) -> String {
    let out = capped(args, secs, gib);
    assert!(
        out.status.success(),
        "{args:?} ended with {:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The standard error of a capped run that must fail with exit code 1 (an
/// error, not a crash, a kill or a panic).
pub fn capped_err(args: &[&str], secs: u32, gib: u32) -> String {
    let out = capped(args, secs, gib);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{args:?}: {:?} {err}",
        out.status
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    err
}

/// The value line of a seed search's text report.
fn value_line(text: &str) -> &str {
    text.lines()
        .find(|l| l.starts_with("value:"))
        .expect("a value line")
}

#[test]
fn deep_searches_of_a_cycle_run_on_a_deep_stack() {
    // Each recursive search to 60,000 plies along the arena's cycles: the same
    // value as to 60 plies (the cycles give nothing more), no overflow.
    for algo in [
        "alphabeta",
        "minimax-depth",
        "minimax-memo",
        "expectiminimax",
    ] {
        let deep = capped_ok(
            &["search", CYCLIC, "--algo", algo, "--depth", "60000"],
            60,
            2,
        );
        let short = capped_ok(&["search", CYCLIC, "--algo", algo, "--depth", "60"], 60, 2);
        assert_eq!(value_line(&deep), value_line(&short), "{algo}");
        assert!(
            deep.contains("best:    a") || deep.contains("best: a"),
            "{algo}: {deep}"
        );
    }
}

#[test]
fn a_depth_deeper_than_the_largest_stack_is_refused() {
    for algo in [
        "alphabeta",
        "minimax-depth",
        "minimax-memo",
        "expectiminimax",
    ] {
        let err = capped_err(
            &["search", CYCLIC, "--algo", algo, "--depth", "4000000000"],
            20,
            2,
        );
        assert!(err.contains("--depth 4000000000"), "{err}");
        assert!(err.contains("at most 1046528 plies"), "{err}");
    }
}

#[test]
fn a_draw_limit_in_the_spec_does_not_change_the_deep_search() {
    let spec = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 10)"#;
    let out = capped_ok(
        &["search", spec, "--algo", "alphabeta", "--depth", "60000"],
        60,
        2,
    );
    assert!(out.contains("value:   0"), "{out}");
}
