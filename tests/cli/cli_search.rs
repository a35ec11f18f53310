//! `ludoscope search` run as a real binary: the JSON contract, the node count of
//! plain MinMax on the empty tic-tac-toe board, trace files, and errors as
//! messages with a non-zero exit status.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common::bin::{json, run as ludoscope};
use ludoscope::engine::Game;
use ludoscope::games::ConnectFour;
use ludoscope::search::trace_file::TraceFile;

#[test]
fn plain_minimax_visits_the_whole_tictactoe_tree() {
    let v = json(&["search", "TicTacToe", "--algo", "minimax", "--json"]);
    assert_eq!(v["value"], 0);
    assert_eq!(v["nodes"], 549_946);
    assert_eq!(v["leaves"], 255_168);
    assert_eq!(v["cuts"], 0);
    assert_eq!(v["best"], "1");
    assert_eq!(v["perspective"], "player 0");
    assert_eq!(v["pv"].as_array().map(Vec::len), Some(9));
    assert!(v["seconds"].as_f64().is_some());
}

#[test]
fn every_algorithm_agrees_on_a_won_position() {
    // X has 1 and 2, O has 4 and 5: X to move wins with 3.
    for algo in ["minimax", "minimax-memo", "alphabeta"] {
        let v = json(&[
            "search",
            "TicTacToe",
            "--moves",
            "1 4 2 5",
            "--algo",
            algo,
            "--json",
        ]);
        assert_eq!(
            (v["value"].as_i64(), v["best"].as_str()),
            (Some(1), Some("3")),
            "{algo}"
        );
    }
    let v = json(&[
        "search",
        "TicTacToe",
        "--moves",
        "1,4,2,5",
        "--algo",
        "minimax-depth",
        "--depth",
        "1",
        "--json",
    ]);
    assert_eq!(
        (v["value"].as_i64(), v["best"].as_str()),
        (Some(100), Some("3"))
    );
    let v = json(&[
        "search",
        "ConnectFour",
        "--moves",
        "4453",
        "--algo",
        "alphabeta",
        "--depth",
        "4",
        "--strict-cuts",
        "--json",
    ]);
    assert!(v["nodes"].as_u64().unwrap() > 1);
    assert_eq!(v["tt_hits"], 0);
}

#[test]
fn nim_memo_counts_hits() {
    let v = json(&[
        "search",
        "Nim(heaps: [2, 3])",
        "--algo",
        "minimax-memo",
        "--json",
    ]);
    assert_eq!(v["value"], 1, "nim-sum 1: the first player wins");
    assert_eq!(v["best"], "2:1");
    assert!(v["tt_hits"].as_u64().unwrap() > 0);
}

#[test]
fn a_trace_file_is_written() {
    let path = std::env::temp_dir().join(format!("ludoscope-cli-trace-{}.ron", std::process::id()));
    let p = path.to_str().unwrap();
    let v = json(&[
        "search",
        "ConnectFour(rows: 4, cols: 4)",
        "--moves",
        "1234",
        "--algo",
        "alphabeta",
        "--depth",
        "3",
        "--trace",
        p,
        "--json",
    ]);
    assert_eq!(v["trace_truncated"], false);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("ConnectFour(rows: 4, cols: 4)") || text.contains("rows: 4"),
        "{text:.200}"
    );
    assert!(text.contains("algorithm: \"alphabeta\""));
    // The file loads back against the game from the position its moves reach.
    let file = TraceFile::load(&path).unwrap();
    let game = ConnectFour::new(4, 4).unwrap();
    let mut root = game.initial_state();
    for col in [0, 1, 2, 3] {
        game.drop_disc(&mut root, col);
    }
    assert_eq!(file.moves, ["1", "2", "3", "4"]);
    let trace = file.into_trace(&game, &root).unwrap();
    assert_eq!(Some(trace.node_count() as u64), v["nodes"].as_u64());
    assert_eq!(trace.decode().unwrap().len(), trace.event_count());
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn expectiminimax_and_mcts_write_trace_files_that_load_back() {
    let dir = std::env::temp_dir();
    let path = dir.join(format!("ludoscope-cli-emm-{}.ron", std::process::id()));
    let p = path.to_str().unwrap();
    let args = ["search", "Pig(target: 20)", "--algo", "expectiminimax"];
    let v = json(&[&args[..], &["--depth", "2", "--trace", p, "--json"]].concat());
    let game = ludoscope::games::Pig::new(20).unwrap();
    let file = TraceFile::load(&path).unwrap();
    assert_eq!(file.algorithm, "expectiminimax");
    let trace = file.into_trace(&game, &game.initial_state()).unwrap();
    assert_eq!(Some(trace.node_count() as u64), v["nodes"].as_u64());
    // Rolling leads to a chance node (the die), whose outcomes load back too.
    assert!(trace.nodes().any(|n| n.chance()));
    assert_eq!(
        trace.node(0).unwrap().value,
        v["value"].as_f64().unwrap().round() as i32
    );
    let mcts = dir.join(format!("ludoscope-cli-mcts-{}.ron", std::process::id()));
    let m = mcts.to_str().unwrap();
    let args = [
        "search",
        "TicTacToe",
        "--moves",
        "1 4 2 5",
        "--algo",
        "mcts",
    ];
    let v = json(&[&args[..], &["--iterations", "60", "--trace", m, "--json"]].concat());
    assert_eq!(v["best"], "3");
    // MCTS writes its own trace file: every iteration, replayed exactly.
    let run = ludoscope::inspect::mcts::MctsRun::load(&mcts).unwrap();
    assert_eq!(run.iterations(), 60, "one record per iteration");
    assert_eq!(run.moves, ["1", "4", "2", "5"]);
    let shown = ludoscope::inspect::mcts::show_json(&run, None);
    // Each move's visits; `show` lists the moves in the game's order, the
    // search in its own (shuffled) one.
    let visits = |list: &serde_json::Value| -> Vec<(String, u64)> {
        let mut pairs: Vec<(String, u64)> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let action = c["action"].as_str().unwrap().to_string();
                (action, c["visits"].as_u64().unwrap())
            })
            .collect();
        pairs.sort();
        pairs
    };
    assert_eq!(visits(&shown["root"]["children"]), visits(&v["actions"]));
    let order: Vec<&str> = shown["root"]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["action"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["3", "6", "7", "8", "9"]);
    std::fs::remove_file(&path).unwrap();
    std::fs::remove_file(&mcts).unwrap();
}

#[test]
fn errors_are_messages_with_a_failure_status() {
    for (args, needle) in [
        (
            vec!["search", "TicTacToe", "--algo", "minimax-depth"],
            "needs --depth",
        ),
        (
            vec!["search", "TicTacToe", "--algo", "sorcery"],
            "invalid value 'sorcery'",
        ),
        (
            vec!["search", "TicTacToe", "--algo", "minimax", "--depth", "3"],
            "minimax-depth",
        ),
        (vec!["search", "Chess", "--algo", "minimax"], "unknown game"),
        (
            vec!["search", "TicTacToe", "--moves", "1 1", "--algo", "minimax"],
            "move 2",
        ),
        (
            vec!["search", "TicTacToe", "--algo", "minimax", "--strict-cuts"],
            "--strict-cuts",
        ),
        (
            vec![
                "search",
                "TicTacToe",
                "--algo",
                "alphabeta",
                "--trace",
                "/nonexistent/dir/t.ron",
            ],
            "cannot write /nonexistent/dir/t.ron",
        ),
    ] {
        let out = ludoscope(&args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_final_position_has_no_best_move() {
    let v = json(&[
        "search",
        "TicTacToe",
        "--moves",
        "1 4 2 5 3",
        "--algo",
        "alphabeta",
        "--json",
    ]);
    assert_eq!(v["value"], 1);
    assert!(v["best"].is_null());
    assert_eq!(v["nodes"], 1);
}

#[test]
fn the_cut_rule_is_named_as_trace_check_names_it() {
    // A tie (B's first leaf equals alpha): the seed's rule cuts, the strict
    // one does not; --strict-cuts is --cut-rule strict.
    let tree = r#"Tree(leaves: "((3, 5), (3, 9))")"#;
    let cuts = |more: &[&str]| {
        let mut args = vec!["search", tree, "--algo", "alphabeta", "--json"];
        args.extend_from_slice(more);
        let v = json(&args);
        (
            v["cuts"].as_u64(),
            v["leaves"].as_u64(),
            v["value"].as_i64(),
        )
    };
    assert_eq!(cuts(&[]), (Some(1), Some(3), Some(3)));
    assert_eq!(cuts(&["--cut-rule", "seed"]), (Some(1), Some(3), Some(3)));
    assert_eq!(cuts(&["--cut-rule", "strict"]), (Some(0), Some(4), Some(3)));
    assert_eq!(cuts(&["--strict-cuts"]), cuts(&["--cut-rule", "strict"]));
    let both = ludoscope(&[
        "search",
        tree,
        "--algo",
        "alphabeta",
        "--strict-cuts",
        "--cut-rule",
        "seed",
    ]);
    assert!(!both.status.success());
    assert!(String::from_utf8_lossy(&both.stderr).contains("--cut-rule"));
}
