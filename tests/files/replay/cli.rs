//! `ludoscope replay check|show` and `ludoscope play --save` through the real
//! binary: output, exit status, files written.

use super::{listing, scratch};
use crate::common::bin;
use std::path::Path;
use std::process::Output;

fn ludoscope(dir: &Path, args: &[&str]) -> Output {
    bin::command().args(args).current_dir(dir).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn play_save_then_check_and_show() {
    let dir = scratch("cli");
    let play = ["play", "TicTacToe", "--p0", "Random", "--p1", "Random"];
    let out = ludoscope(&dir, &[&play[..], &["--save", "t.ron"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(listing(&dir.join("saves")), ["t.ron"]);
    // Saving again needs --force, and nothing is played before refusing.
    let out = ludoscope(&dir, &[&play[..], &["--save", "t.ron"]].concat());
    assert!(!out.status.success());
    assert_eq!(
        text(&out.stderr),
        "error: saves/t.ron already exists; use --force to replace it\n"
    );
    assert_eq!(text(&out.stdout), "");
    let out = ludoscope(&dir, &[&play[..], &["--save", "t.ron", "--force"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    // Several games: numbered files. Only saves/ is created when missing.
    let out = ludoscope(&dir, &[&play[..], &["--save", "out/g.ron"]].concat());
    assert!(text(&out.stderr).starts_with("error: cannot write out/g.ron"));
    std::fs::create_dir(dir.join("out")).unwrap();
    let out = ludoscope(
        &dir,
        &[&play[..], &["--games", "3", "--save", "out/g.ron"]].concat(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(listing(&dir.join("out")), ["g-1.ron", "g-2.ron", "g-3.ron"]);

    std::fs::write(dir.join("bad.ron"), "(format: 7)").unwrap();
    let out = ludoscope(
        &dir,
        &["replay", "check", "saves/t.ron", "out/g-2.ron", "bad.ron"],
    );
    assert!(!out.status.success());
    assert_eq!(text(&out.stdout), "saves/t.ron: ok\nout/g-2.ron: ok\n");
    assert_eq!(
        text(&out.stderr),
        "bad.ron: format version 7 was written by a newer ludoscope; this one reads versions \
         1 to 1\nerror: 1 of 3 replays failed\n"
    );
    let out = ludoscope(&dir, &["replay", "check", "saves/t.ron"]);
    assert!(out.status.success());

    let out = ludoscope(&dir, &["replay", "show", "saves/t.ron"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("TicTacToe (format 1, created "),
        "{shown}"
    );
    assert!(shown.contains("seat 1: agent Random\n"), "{shown}");
    assert!(shown.contains("\nstart\n. . .\n. . .\n. . .\n"), "{shown}");
    assert!(shown.contains("\nply 1: player 0 plays "), "{shown}");
    let out = ludoscope(&dir, &["replay", "show", "bad.ron"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).starts_with("error: bad.ron: format version 7"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn shipped_example_replays_check() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = listing(&root.join("assets/replays"))
        .into_iter()
        .map(|f| format!("assets/replays/{f}"))
        .collect();
    files.push("tests/fixtures/replay-v1.ron".into());
    assert!(files.len() >= 3);
    let args: Vec<&str> = ["replay", "check"]
        .into_iter()
        .chain(files.iter().map(String::as_str))
        .collect();
    let out = ludoscope(root, &args);
    assert!(out.status.success(), "{}", text(&out.stderr));
}
