//! `ludoscope solve` run as a program: the JSON contract, `--moves`, and errors
//! that end with a message and a non-zero status, never a panic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::{json, run as ludoscope};

#[test]
fn json_contract() {
    let v = json(&["solve", "TicTacToe", "--json"]);
    assert_eq!(v["states"], 5478);
    assert_eq!(v["edges"], 16167);
    assert_eq!(v["initial"], "draw");
    let a0 = v["attractor"][0].as_u64().unwrap();
    let a1 = v["attractor"][1].as_u64().unwrap();
    assert_eq!(a0 + a1 + v["draws"].as_u64().unwrap(), 5478);
    let levels = v["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 2);
    assert_eq!(
        levels[0].as_array().unwrap().last().unwrap().as_u64(),
        Some(a0)
    );
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn moves_give_the_answer_for_the_state_reached() {
    let v = json(&[
        "solve",
        "Chomp(rows: 3, cols: 2)",
        "--moves",
        "3,2",
        "--json",
    ]);
    assert_eq!(v["initial"], "win0");
    let a = &v["answer"];
    assert_eq!(a["to_move"], 1);
    assert_eq!(a["value"], "win0");
    assert_eq!(a["rank"], 5);
    assert_eq!(a["strategy"], serde_json::Value::Null);
    assert_eq!(a["actions"][0]["action"], "1,1");
    assert_eq!(a["actions"][0]["moves"], 1);
    let text = ludoscope(&["solve", "Cram(rows: 2, cols: 3)", "--moves", "1,1 h"]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("strategy    2,2 h"), "{text}");
    let cyclic = json(&[
        "solve",
        r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron")"#,
        "--json",
    ]);
    assert_eq!(
        (cyclic["draws"].as_u64(), cyclic["infinite"].as_u64()),
        (Some(5), Some(2))
    );
    assert_eq!(cyclic["acyclic"], false);
}

#[test]
fn bad_input_is_a_message_not_a_panic() {
    for (args, needle) in [
        (vec!["solve", "Chess"], "unknown game"),
        (
            vec!["solve", "ConnectFour", "--max-states", "100"],
            "more than 100 reachable states: raise the limit (--max-states)",
        ),
        (
            vec!["solve", r#"Arena(path: "nowhere.ron")"#],
            "nowhere.ron",
        ),
        (vec!["solve", "Chomp", "--moves", "1,1 2,2"], "move 2"),
        (vec!["solve", "Cram(rows: 0, cols: 3)"], "from 1 to 8"),
    ] {
        let out = ludoscope(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
