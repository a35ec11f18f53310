//! Every way a replay can fail to load, each with its message, and the
//! version-1 fixture (which must keep loading when the format moves on).

use ludoscope::replay::{LoadError, MAX_BYTES, load, load_str, read_text, read_version};
use std::path::Path;

/// A valid tic-tac-toe replay: player 0 wins on the diagonal 5-1-9.
const GOOD: &str = r#"(
    format: 1,
    game: TicTacToe,
    players: [Human(name: "Ada"), Agent(Random)],
    created: "2026-11-25T23:10:00Z",
    actions: [
        [(Player(0), "5")],
        [(Player(1), "2")],
        [(Player(0), "1")],
        [(Player(1), "3")],
        [(Player(0), "9")],
    ],
    outcome: [1.0, -1.0],
)"#;

fn error(text: &str) -> String {
    match load_str(text) {
        Ok(_) => panic!("loaded:\n{text}"),
        Err(e) => e.to_string(),
    }
}

/// `GOOD` with `from` replaced by `to` (which must occur once).
fn edited(from: &str, to: &str) -> String {
    assert_eq!(GOOD.matches(from).count(), 1, "{from}");
    GOOD.replace(from, to)
}

#[test]
fn the_good_replay_loads() {
    let r = load_str(GOOD).unwrap();
    assert_eq!(r.game.ply_count(), 5);
    // A byte order mark and Windows line ends are fine.
    let windows = format!("\u{feff}{}", GOOD.replace('\n', "\r\n"));
    assert_eq!(load_str(&windows).unwrap().file, r.file);
    assert_eq!(r.game.scores().unwrap().winner(), Some(0));
}

#[test]
fn ron_syntax_errors_give_line_and_column() {
    let e = error(&edited("    format: 1,", "    format 1,"));
    assert_eq!(e, "RON syntax error at line 2, column 11: Expected colon");
    let e = error(&edited("[(Player(1), \"3\")],", "[(Player(1), \"3\")]"));
    assert!(
        e.starts_with("RON syntax error at line 11, column 9:"),
        "{e}"
    );
    let e = error(&edited("    created: \"2026-11-25T23:10:00Z\",\n", ""));
    assert!(e.contains("created"), "{e}");
    assert!(e.starts_with("RON syntax error at line "), "{e}");
}

#[test]
fn unknown_game() {
    let e = error(&edited("game: TicTacToe", "game: Chess"));
    assert!(
        e.starts_with(
            "unknown game \"Chess\" at line 3, column 11; known games: TicTacToe, ConnectFour, Nim"
        ),
        "{e}"
    );
    let e = error(&edited(
        "game: TicTacToe",
        "game: ConnectFour(rows: 3, cols: 7)",
    ));
    assert!(e.starts_with("invalid ConnectFour: "), "{e}");
}

#[test]
fn format_versions() {
    let e = error(&edited("format: 1", "format: 2"));
    assert_eq!(
        e,
        "format version 2 was written by a newer ludoscope; this one reads versions 1 to 1"
    );
    let e = error(&edited("format: 1", "format: 0"));
    assert_eq!(e, "format version 0 does not exist; versions start at 1");
    // A newer version is refused even when the rest is not understood.
    let e = error(&edited("format: 1,", "format: 9, board: Hexes(radius: 4),"));
    assert!(e.contains("newer ludoscope"), "{e}");
}

#[test]
fn wrong_player_at_ply() {
    let e = error(&edited("(Player(1), \"2\")", "(Player(0), \"2\")"));
    assert_eq!(
        e,
        "ply 2: wrong player: player 1 must act, but the replay has player 0"
    );
    let e = error(&edited(
        "(Player(1), \"2\")",
        "(Player(1), \"2\"), (Player(0), \"4\")",
    ));
    assert_eq!(
        e,
        "ply 2: wrong player: player 1 must act, but the replay has player 1 and player 0"
    );
    let e = error(&edited("[(Player(1), \"2\")]", "[]"));
    assert_eq!(
        e,
        "ply 2: wrong player: player 1 must act, but the replay has nobody"
    );
}

#[test]
fn illegal_and_unreadable_actions_list_the_legal_ones() {
    let e = error(&edited("(Player(0), \"1\")", "(Player(0), \"5\")"));
    assert_eq!(
        e,
        "ply 3: \"5\" is not a legal action for player 0; legal: 1 3 4 6 7 8 9"
    );
    let e = error(&edited("(Player(0), \"1\")", "(Player(0), \"x\")"));
    assert_eq!(
        e,
        "ply 3: cannot read \"x\" as an action of player 0 (expected a cell number 1..9 \
         in reading order); legal: 1 3 4 6 7 8 9"
    );
    let e = error(&edited("(Player(0), \"1\")", "(Player(0), \"10\")"));
    assert_eq!(
        e,
        "ply 3: cannot read \"10\" as an action of player 0 (cells are numbered 1 to 9); \
         legal: 1 3 4 6 7 8 9"
    );
}

#[test]
fn long_actions_are_clipped_in_messages() {
    let long = "7".repeat(100_000);
    let e = error(&edited(
        "(Player(0), \"1\")",
        &format!("(Player(0), \"{long}\")"),
    ));
    assert!(
        e.starts_with(&format!(
            "ply 3: cannot read \"{}...\" as an action",
            "7".repeat(40)
        )),
        "{}",
        &e[..80]
    );
    assert!(e.len() < 200, "{}", e.len());
}

#[test]
fn plies_after_the_end() {
    let e = error(&edited(
        "[(Player(0), \"9\")],",
        "[(Player(0), \"9\")],\n        [(Player(1), \"4\")],",
    ));
    assert_eq!(e, "ply 6: the game is already over");
}

#[test]
fn outcome_must_match_the_replayed_one() {
    let e = error(&edited("outcome: [1.0, -1.0]", "outcome: [-1.0, 1.0]"));
    assert_eq!(
        e,
        "the file gives the outcome [-1, 1], but replaying its actions gives [1, -1]"
    );
    let e = error(&edited("    outcome: [1.0, -1.0],\n", ""));
    assert_eq!(
        e,
        "the file gives the outcome none (unfinished), but replaying its actions gives [1, -1]"
    );
    let unfinished = edited("        [(Player(0), \"9\")],\n", "");
    let e = error(&unfinished);
    assert_eq!(
        e,
        "the file gives the outcome [1, -1], but replaying its actions gives none (unfinished)"
    );
}

#[test]
fn seats_and_annotations() {
    let e = error(&edited("Agent(Random)]", "Agent(Random), Agent(Random)]"));
    assert_eq!(e, "TicTacToe has 2 players but the replay lists 3 seats");
    let e = error(&edited(
        "    outcome",
        "    annotations: [(ply: 6, comment: \"late\")],\n    outcome",
    ));
    assert_eq!(e, "the annotation of ply 6 points past the last ply (5)");
    let ok = edited(
        "    outcome",
        "    annotations: [(ply: 5, comment: \"wins\", eval: 1.0), (ply: 1)],\n    outcome",
    );
    assert_eq!(load_str(&ok).unwrap().file.annotations.len(), 2);
}

#[test]
fn too_deep_is_refused_before_deserializing() {
    let deep = format!("{}{}", "[".repeat(40), "]".repeat(40));
    let e = error(&edited(
        "    outcome",
        &format!("    notes: {deep},\n    outcome"),
    ));
    assert_eq!(e, "nesting deeper than 32 levels at line 13, column 43");
    // A million brackets: refused at once, no stack overflow.
    let e = error(&"(".repeat(1_000_000));
    assert_eq!(e, "nesting deeper than 32 levels at line 1, column 33");
    // Brackets the quick scan misses (hidden behind a raw string it misreads)
    // still meet the deserializer's own limit.
    let hidden = format!(
        "notes: r#\"\\\"#, extra: {}{},",
        "[".repeat(100),
        "]".repeat(100)
    );
    let e = load_str(&edited(
        "    outcome",
        &format!("    {hidden}\n    outcome"),
    ))
    .unwrap_err();
    assert!(matches!(e, LoadError::TooDeep { line: 13, .. }), "{e}");
}

#[test]
fn too_large_is_refused_before_reading() {
    let dir = super::scratch("large");
    let path = dir.join("big.ron");
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(MAX_BYTES + 1).unwrap(); // sparse: nothing is written or read
    let e = read_text(&path).unwrap_err();
    assert!(matches!(e, LoadError::TooLarge { size, .. } if size == MAX_BYTES + 1));
    assert_eq!(
        e.to_string(),
        "the file is 16777217 bytes; a replay may hold at most 16777216 bytes (16 MiB)"
    );
    let e = load(&dir.join("missing.ron")).unwrap_err().to_string();
    assert!(
        e.starts_with("cannot read ") && e.contains("missing.ron"),
        "{e}"
    );
    let e = load(&dir).unwrap_err().to_string();
    assert!(e.contains("is a folder, not a regular file"), "{e}");
    let _ = std::fs::remove_dir_all(dir);
}

/// A file whose size the metadata does not tell (here an endless device) is
/// refused before any read: only regular files are replays.
#[cfg(target_os = "linux")]
#[test]
fn endless_devices_are_refused_before_reading() {
    let e = read_text(Path::new("/dev/zero")).unwrap_err().to_string();
    assert!(e.contains("is a device, not a regular file"), "{e}");
}

#[test]
fn not_text() {
    let e = ludoscope::replay::text_of(vec![b'(', 0xff, b')']).unwrap_err();
    assert_eq!(e.to_string(), "the file is not UTF-8 text (byte 1)");
}

#[test]
fn version_1_fixture_loads() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replay-v1.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(read_version(&text).unwrap(), 1);
    let r = load(&path).unwrap();
    assert_eq!(r.file.format, 1);
    assert_eq!(r.game.ply_count(), r.file.actions.len());
    assert!(r.file.notes.is_some() && !r.file.annotations.is_empty());
}

#[test]
fn a_replay_read_from_a_file_names_it_once() {
    let dir = super::scratch("named");
    let path = dir.join("bad.ron");
    std::fs::write(&path, "x").unwrap();
    let shown = path.display().to_string();
    let e = load(&path).unwrap_err();
    assert!(
        matches!(e.cause(), LoadError::Syntax { line: 1, .. }),
        "{e}"
    );
    assert!(
        e.to_string()
            .starts_with(&format!("{shown}: RON syntax error")),
        "{e}"
    );
    let missing = dir.join("missing.ron");
    let e = load(&missing).unwrap_err().to_string();
    assert_eq!(e.matches("missing.ron").count(), 1, "{e}");
    // The command line adds nothing: each message names its file once.
    for (file, kind) in [(&path, "bad.ron"), (&missing, "missing.ron")] {
        let file = file.to_string_lossy();
        for sub in ["check", "show"] {
            let out = crate::common::bin::run(&["replay", sub, &file]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(err.matches(kind).count(), 1, "replay {sub} {file}: {err}");
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}
