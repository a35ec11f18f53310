//! `--position`: `search`, `solve` and `perft` start from a position set up in
//! the game's notation (then play `--moves`), and refuse a bad one with the
//! place and the reason.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::{failure, stdout};

/// X threatens to complete the bottom row at columns 2 and 6; X to move.
const THREAT: &str = "......./......./......./......./..OO.../..XXX.O";

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text.trim()).expect("one JSON object")
}

#[test]
fn a_connect_four_threat_is_searched_from_the_position() {
    let out = json(&stdout(&[
        "search",
        "ConnectFour",
        "--position",
        THREAT,
        "--algo",
        "negamax",
        "--json",
    ]));
    assert_eq!(out["plies_to_end"], 1, "{out}");
    assert!(["2", "6"].contains(&out["best"].as_str().unwrap()), "{out}");
    // The seed's minimax to depth 1 sees the win at once as well.
    let out = json(&stdout(&[
        "search",
        "ConnectFour",
        "--position",
        THREAT,
        "--algo",
        "minimax-depth",
        "--depth",
        "1",
        "--json",
    ]));
    assert!(["2", "6"].contains(&out["best"].as_str().unwrap()), "{out}");
    // --moves are played after the position: X dawdles at 1, O blocks 2, X wins at 6.
    let out = json(&stdout(&[
        "search",
        "ConnectFour",
        "--position",
        THREAT,
        "--moves",
        "1 2",
        "--algo",
        "negamax",
        "--json",
    ]));
    assert_eq!(out["best"], "6", "{out}");
}

/// Tablut, attackers to move: `h6-e6` sandwiches the defender on d6 against
/// the attacker on c6.
const CAPTURE: &str = "\
9 + . . . . . . . +
8 . . . . . . . . .
7 . . . . . . . . .
6 . . x o . . . x .
5 . . . . K . . . .
4 . . . . . . . . .
3 . . . . . . . . .
2 . . . . . . . . .
1 + . . . . . . . +
  a b c d e f g h i
to move: attackers";

#[test]
fn a_tablut_capture_case_is_legal_and_captures() {
    // After h6-e6 the defenders have only the king: 4 + 4 + 4 squares and the forfeit.
    let out = json(&stdout(&[
        "perft",
        "Tablut",
        "--position",
        CAPTURE,
        "--moves",
        "h6-e6",
        "--depth",
        "1",
        "--json",
    ]));
    assert_eq!(out["depths"][1]["nodes"], 13, "{out}");
    // Without the capture (another attacker's move), the defender on d6 moves too.
    let out = json(&stdout(&[
        "perft",
        "Tablut",
        "--position",
        CAPTURE,
        "--moves",
        "h6-h7",
        "--depth",
        "1",
        "--json",
    ]));
    assert!(out["depths"][1]["nodes"].as_u64().unwrap() > 13, "{out}");
    // The seed's search to depth 1 takes the pawn.
    let out = json(&stdout(&[
        "search",
        "Tablut",
        "--position",
        CAPTURE,
        "--algo",
        "alphabeta",
        "--depth",
        "1",
        "--json",
    ]));
    assert_eq!(out["best"], "h6-e6", "{out}");
}

#[test]
fn a_position_is_read_from_a_file_and_solved() {
    let dir = std::env::temp_dir().join(format!("ludoscope-position-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("chomp.txt");
    std::fs::write(&file, "P # #\n# # .\n. . .\nto move: 1\n").unwrap();
    let arg = format!("@{}", file.display());
    let out = stdout(&["solve", "Chomp(rows: 3, cols: 3)", "--position", &arg]);
    assert!(out.contains("from the position given"), "{out}");
    assert!(out.contains("to move     player 1"), "{out}");
    let out = json(&stdout(&[
        "solve",
        "Chomp(rows: 3, cols: 3)",
        "--position",
        &arg,
        "--json",
    ]));
    assert_eq!(out["answer"]["from_position"], true);
    assert_eq!(out["answer"]["to_move"], 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_positions_are_refused_with_the_place_and_the_reason() {
    let err = failure(&[
        "perft",
        "TicTacToe",
        "--position",
        "XXX/XXO/O..",
        "--depth",
        "1",
    ]);
    assert!(err.contains("--position: 5 X and 2 O"), "{err}");
    let err = failure(&[
        "search",
        "ConnectFour",
        "--position",
        "......./......./......./......./..X..../...O...",
        "--algo",
        "negamax",
    ]);
    assert!(err.contains("column 3, row 2: the disc floats"), "{err}");
    let err = failure(&[
        "perft",
        "Tablut",
        "--position",
        &CAPTURE.replace("5 . . . . K", "5 . . . . o"),
        "--depth",
        "1",
    ]);
    assert!(
        err.contains("square e5: a simple pawn may not stand on the throne"),
        "{err}"
    );
    let err = failure(&[
        "perft",
        "Tablut",
        "--position",
        &CAPTURE.replace("6 . . x", "6 . . ?"),
        "--depth",
        "1",
    ]);
    assert!(err.contains("line 4, column 7: unknown cell '?'"), "{err}");
    let err = failure(&["perft", "KuhnPoker", "--position", "x", "--depth", "1"]);
    assert!(err.contains("KuhnPoker has no position set-up"), "{err}");
    let err = failure(&[
        "solve",
        "Nim(heaps: [1, 2])",
        "--position",
        "@/nonexistent/heaps.txt",
    ]);
    assert!(
        err.contains("cannot read /nonexistent/heaps.txt: no such file"),
        "{err}"
    );
    let err = failure(&[
        "search",
        "TicTacToe",
        "--position",
        "X../.../...",
        "--trace",
        "t.ron",
        "--algo",
        "minimax",
    ]);
    assert!(err.contains("--trace"), "{err}");
}
