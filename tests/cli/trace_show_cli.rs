//! `ludoscope trace show`: the text and the JSON of a step of the seed-003
//! alpha-beta example (its first cut, at a known step) and of the bundled Pig
//! expectiminimax trace, the last step by default, and clear refusals (a step
//! out of range, `--iteration` on a non-MCTS trace, a missing file).

#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use crate::common::bin::run as ludoscope;
use std::path::PathBuf;
use std::process::Output;

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// The seed-003 alpha-beta example searched to the end, saved as a trace file.
fn alphabeta_trace() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trace-show-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ab.ron");
    let spec = r#"Arena(path: "assets/arenas/seed-003-alpha-beta.ron")"#;
    let p = path.to_str().unwrap();
    stdout(&ludoscope(&[
        "search",
        spec,
        "--algo",
        "alphabeta",
        "--trace",
        p,
        "--force",
    ]));
    path
}

#[test]
fn the_first_cut_of_the_seed_003_example_is_shown_in_text_and_json() {
    let path = alphabeta_trace();
    let p = path.to_str().unwrap();
    // Event 43 (from 1) is the first cut: at B, beta fell to alpha = 0.
    let text = stdout(&ludoscope(&["trace", "show", p, "--step", "43"]));
    assert_eq!(
        text.lines().collect::<Vec<_>>()[1..],
        [
            "node: #9 root B (on the path)",
            "window: alpha = 0, beta = 0",
            "value so far: 0",
            "rule: cut: 0 <= alpha = 0; return at once, 1 child pruned: B2",
        ]
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&ludoscope(&[
        "trace", "show", p, "--step", "43", "--json",
    ])))
    .unwrap();
    assert_eq!(json["step"], 43);
    assert_eq!(json["steps"], 80);
    assert_eq!(json["node"]["path"], serde_json::json!(["B"]));
    assert_eq!(json["node"]["alpha"], 0);
    assert_eq!(json["node"]["beta"], 0);
    assert_eq!(json["node"]["value"], 0);
    assert_eq!(json["node"]["bound"], serde_json::Value::Null);
    assert_eq!(
        json["rule"],
        "cut: 0 <= alpha = 0; return at once, 1 child pruned: B2"
    );
    // The step before: B's last child returned and lowered beta.
    let before = stdout(&ludoscope(&["trace", "show", p, "--step", "42"]));
    assert!(before.contains("beta := min(beta, 0)"), "{before}");
    // By default the last step: the root returns its value, 1.
    let last = stdout(&ludoscope(&["trace", "show", p]));
    assert!(last.starts_with("alphabeta on Arena"), "{last}");
    assert!(last.contains("step 80 of 80"), "{last}");
    assert!(last.contains("value: 1 returned (exact)"), "{last}");
    assert!(
        last.contains("rule: return 1: the value of the root"),
        "{last}"
    );
    // Step 0: nothing entered yet.
    let start = stdout(&ludoscope(&["trace", "show", p, "--step", "0", "--json"]));
    let start: serde_json::Value = serde_json::from_str(&start).unwrap();
    assert_eq!(start["node"]["status"], "unvisited");
    assert_eq!(start["node"]["alpha"], serde_json::Value::Null);
    std::fs::remove_dir_all(path.parent().unwrap()).ok();
}

#[test]
fn bad_steps_files_and_options_are_refused_with_a_clear_message() {
    let path = alphabeta_trace();
    let p = path.to_str().unwrap();
    let out = ludoscope(&["trace", "show", p, "--step", "81"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("step 81 is out of range: this trace has steps 0 to 80"),
        "{err}"
    );
    let out = ludoscope(&["trace", "show", p, "--iteration", "3"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--iteration applies to MCTS traces"), "{err}");
    let out = ludoscope(&["trace", "show", "/nonexistent/trace.ron"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/nonexistent/trace.ron"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    std::fs::write(&path, "not a trace").unwrap();
    let out = ludoscope(&["trace", "show", p]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is not a trace file"), "{err}");
    std::fs::remove_dir_all(path.parent().unwrap()).ok();
}

#[test]
fn an_expectiminimax_step_lists_the_chance_outcomes_with_probabilities_and_values() {
    let p = "assets/traces/pig-target-2-depth-2.ron";
    // The root's chance node (after `roll`, the only move at a turn total of 0)
    // returns at its exit: found in the JSON of every step.
    let steps: serde_json::Value =
        serde_json::from_str(&stdout(&ludoscope(&["trace", "show", p, "--json"]))).unwrap();
    let n = steps["steps"].as_u64().unwrap();
    assert_eq!(steps["node"]["path"], serde_json::json!([]));
    let root = steps["node"]["exact"].as_f64().unwrap();
    let exit = (1..=n)
        .map(|k| {
            let s = ludoscope(&["trace", "show", p, "--step", &k.to_string(), "--json"]);
            serde_json::from_str::<serde_json::Value>(&stdout(&s)).unwrap()
        })
        .find(|j| {
            j["node"]["path"] == serde_json::json!(["roll"]) && j["node"]["status"] == "returned"
        })
        .unwrap();
    assert_eq!(exit["node"]["chance"], true);
    let outcomes = exit["node"]["outcomes"].as_array().unwrap();
    assert_eq!(outcomes.len(), 6);
    let mut expected = 0.0;
    for (face, o) in outcomes.iter().enumerate() {
        assert_eq!(o["action"], format!("die:{}", face + 1));
        assert_eq!(o["probability"], "1/6");
        expected += o["p"].as_f64().unwrap() * o["value"].as_f64().unwrap();
    }
    let exact = exit["node"]["exact"].as_f64().unwrap();
    assert!((expected - exact).abs() < 1e-12);
    assert!(
        (exact - root).abs() < 1e-12,
        "the root rolls: its value is the die's"
    );
    assert!(
        exit["rule"]
            .as_str()
            .unwrap()
            .contains("; expected value: 1/6 × ")
    );
    let k = exit["step"].to_string();
    let text = stdout(&ludoscope(&["trace", "show", p, "--step", &k]));
    assert!(
        text.contains("chance node, outcomes:\n  die:1 with probability 1/6: "),
        "{text}"
    );
    assert!(text.contains("expected value so far: 1/6 × "), "{text}");
}

/// A trace whose actions do not match its nodes is refused naming the file and
/// the node (issue 33), by the fast reader and by RON's (a `/* */` comment
/// sends the file to RON's reader); exit status 1.
#[test]
fn a_missing_or_extra_action_names_the_file_and_the_node() {
    let dir = crate::common::bin::scratch("trace-show", "actions");
    let good = dir.join("good.ron");
    let g = good.to_str().unwrap();
    let searched = [
        "search",
        "TicTacToe",
        "--algo",
        "alphabeta",
        "--depth",
        "1",
        "--trace",
        g,
    ];
    stdout(&ludoscope(&searched));
    let text = std::fs::read_to_string(&good).unwrap();
    let last = "        \"9\",\n";
    assert!(text.contains(last), "{text}");
    let cases = [
        (
            "missing.ron",
            text.replace(last, ""),
            "node 9 has none (9 actions for 10 nodes",
        ),
        (
            "missing-ron.ron",
            text.replace(last, "").replace("(\n", "/* */ (\n"),
            "node 9 has none (9 actions for 10 nodes",
        ),
        (
            "extra.ron",
            text.replace(last, &format!("{last}        \"1\",\n")),
            "action 10 has no node (11 actions for 10 nodes",
        ),
    ];
    for (name, body, why) in cases {
        let path = dir.join(name);
        std::fs::write(&path, body).unwrap();
        let p = path.to_str().unwrap();
        let out = ludoscope(&["trace", "show", p]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        let want = format!(
            "error: {p}: the trace does not fit the game: one action per node is expected, but {why}"
        );
        assert!(err.starts_with(&want), "{name}: {err}");
    }
}
