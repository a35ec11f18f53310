//! The `ludoscope` binary as scripts use it: output of each subcommand, and bad
//! input that must give a message and a non-zero exit, never a panic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::{failure, stdout};

#[test]
fn games_lists_every_game() {
    let out = stdout(&["games"]);
    for spec in [
        "TicTacToe",
        "ConnectFour(rows: 6, cols: 7)",
        "Nim(heaps: [1, 3, 5, 7])",
    ] {
        assert!(out.contains(spec), "{out}");
    }
}

#[test]
fn perft_json_follows_the_contract() {
    let out = stdout(&["perft", "TicTacToe", "--depth", "9", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["spec"], "TicTacToe");
    let depths = v["depths"].as_array().unwrap();
    assert_eq!(depths.len(), 10);
    assert_eq!(depths[0]["nodes"], 1);
    assert_eq!(depths[0]["distinct"], 1);
    let total: u64 = depths.iter().map(|d| d["nodes"].as_u64().unwrap()).sum();
    let distinct: u64 = depths.iter().map(|d| d["distinct"].as_u64().unwrap()).sum();
    assert_eq!((total, distinct), (549_946, 5_478));
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn perft_from_moves() {
    // After 4 4 5 3 on 7x6, seven replies, then 49 sequences of two.
    let out = stdout(&[
        "perft",
        "ConnectFour",
        "--depth",
        "2",
        "--moves",
        "4453",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["depths"][1]["nodes"], 7);
    assert_eq!(v["depths"][2]["nodes"], 49);
    let spaced = stdout(&[
        "perft",
        "Nim(heaps: [2, 2])",
        "--depth",
        "1",
        "--moves",
        "1:1, 2:2",
    ]);
    assert!(spaced.contains("    1                1"), "{spaced}");
}

#[test]
fn play_is_reproducible_for_a_seed() {
    let args = [
        "play",
        "ConnectFour",
        "--p0",
        "Random",
        "--p1",
        "Random",
        "--games",
        "5",
        "--seed",
        "9",
    ];
    // Everything but the timing line is reproducible.
    let results = |out: String| -> String {
        out.lines()
            .filter(|l| !l.starts_with("time "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let first = results(stdout(&args));
    assert_eq!(first, results(stdout(&args)));
    assert!(first.contains("game 5:"));
    assert!(first.contains("5 games of ConnectFour(rows: 6, cols: 7)"));
    let other = stdout(&[
        "play",
        "ConnectFour",
        "--p0",
        "Random",
        "--p1",
        "Random",
        "--games",
        "5",
        "--seed",
        "10",
    ]);
    assert_ne!(first, results(other));
}

#[test]
fn play_summary_adds_up() {
    let out = stdout(&[
        "play",
        "TicTacToe",
        "--p0",
        "Random",
        "--p1",
        "Random",
        "--games",
        "200",
    ]);
    let seat0 = out.lines().find(|l| l.starts_with("seat 0")).unwrap();
    let numbers: Vec<u32> = seat0
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(numbers[1..].iter().sum::<u32>(), 200, "{seat0}");
    assert!(
        !out.contains("game 1:"),
        "more than 20 games print only the summary"
    );
}

#[test]
fn bad_input_names_the_problem() {
    assert!(failure(&["perft", "Chess", "--depth", "1"]).contains("unknown game \"Chess\""));
    assert!(
        failure(&["perft", "ConnectFour(rows: 6,", "--depth", "1"])
            .contains("cannot read game specification")
    );
    assert!(
        failure(&["perft", "ConnectFour(rows: 3, cols: 7)", "--depth", "1"])
            .contains("from 4 to 8")
    );
    assert!(failure(&["perft", "Nim(heaps: [300])", "--depth", "1"]).contains("at most 255"));
    let e = failure(&["perft", "ConnectFour", "--depth", "1", "--moves", "4444444"]);
    assert!(
        e.contains("move 7: \"4\" is not a legal action for player 0 here; legal: 1 2 3 5 6 7"),
        "{e}"
    );
    assert!(
        failure(&["perft", "TicTacToe", "--depth", "1", "--moves", "5 x"])
            .contains("move 2: cannot read \"x\"")
    );
    assert!(
        failure(&[
            "perft",
            "TicTacToe",
            "--depth",
            "1",
            "--moves",
            "1 4 2 5 3 9"
        ])
        .contains("move 6 (9): the game is already over")
    );
    assert!(failure(&["perft", "TicTacToe", "--depth", "-3"]).contains("--depth"));
    assert!(
        failure(&["play", "TicTacToe", "--p0", "Wizard", "--p1", "Random"])
            .contains("unknown agent \"Wizard\"")
    );
    assert!(failure(&["play", "TicTacToe", "--p0", "Random"]).contains("--p1 AGENT"));
    assert!(
        failure(&[
            "play",
            "TicTacToe",
            "--p0",
            "Random",
            "--p1",
            "Random",
            "--p2",
            "Random"
        ])
        .contains("one too many")
    );
    assert!(failure(&["frobnicate"]).contains("unrecognized subcommand"));
}

#[test]
fn search_with_the_engines() {
    let out = stdout(&[
        "search",
        "KuhnPoker(players: 2)",
        "--algo",
        "cfr",
        "--iterations",
        "2000",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let v0 = v["value"][0].as_f64().unwrap();
    assert!((v0 + 1.0 / 18.0).abs() < 0.005, "{out}");
    assert!(v["exploitability"].as_f64().unwrap() < 0.01);
    assert_eq!(v["iterations"], 2000);
    // Tic-tac-toe is a draw: the engine searched to the end says so, exactly.
    let out = stdout(&["search", "TicTacToe", "--algo", "negamax", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["value"].as_i64(), v["exact"].as_bool()),
        (Some(0), Some(true)),
        "{out}"
    );
    // Without --depth it deepens 1, 2, ..: a draw is exact once the board fills.
    assert_eq!(v["depth"].as_i64(), Some(9), "{out}");
    // X to move wins at once on 3: a win one ply away.
    let out = stdout(&[
        "search",
        "TicTacToe",
        "--moves",
        "1 4 2 5",
        "--algo",
        "negamax",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (
            v["value"].as_i64(),
            v["best"].as_str(),
            v["plies_to_end"].as_i64()
        ),
        (Some(999_999), Some("3"), Some(1)),
        "{out}"
    );
    // X to move wins at once on 3 (1 and 2 are X's).
    let out = stdout(&[
        "search",
        "TicTacToe",
        "--moves",
        "1 4 2 5",
        "--algo",
        "mcts",
        "--iterations",
        "2000",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["best"], "3", "{out}");
    let out = stdout(&[
        "search",
        "Pig(target: 20)",
        "--algo",
        "expectiminimax",
        "--depth",
        "3",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["best"], "roll", "the first move of Pig must be a roll");
    assert!(
        failure(&["search", "PhantomTicTacToe", "--algo", "negamax"])
            .contains("perfect information")
    );
    assert!(failure(&["search", "Pig", "--algo", "expectiminimax"]).contains("--depth"));
    assert!(
        failure(&["search", "KuhnPoker", "--moves", "J", "--algo", "cfr"]).contains("no --moves")
    );
}

/// The mean payoff of each agent is the mean of its seat's final scores, which
/// `play` prints game by game: recomputed here from those lines (with `--swap`,
/// game `i` puts agent `(p + i) % 2` in seat `p`).
#[test]
fn play_reports_each_agents_mean_payoff() {
    let out = stdout(&[
        "play",
        "KuhnPoker",
        "--p0",
        "Random",
        "--p1",
        "Random",
        "--games",
        "12",
        "--seed",
        "4",
        "--swap",
    ]);
    let mut sums = [0.0f64; 2];
    for (i, line) in out.lines().filter(|l| l.starts_with("game ")).enumerate() {
        let scores = &line[line.rfind('[').unwrap() + 1..line.rfind(']').unwrap()];
        let scores: Vec<f64> = scores.split(", ").map(|v| v.parse().unwrap()).collect();
        for (seat, v) in scores.iter().enumerate() {
            sums[(seat + i) % 2] += v;
        }
    }
    for (agent, sum) in sums.iter().enumerate() {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("agent --p{agent}")))
            .unwrap();
        let shown: f64 = line.rsplit(' ').next().unwrap().parse().unwrap();
        assert!(
            (shown - sum / 12.0).abs() < 5e-4,
            "{line} vs {}",
            sum / 12.0
        );
    }
    // Kuhn poker is zero-sum, and these hands did not all tie.
    assert!(
        sums[0] != 0.0 && (sums[0] + sums[1]).abs() < 1e-9,
        "{sums:?}"
    );
}
