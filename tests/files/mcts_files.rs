//! MCTS trace files (`ludoscope::inspect::mcts::MctsRun::save` / `load`) and the
//! command line: a saved run loads back to the same replay; damaged files (a
//! bad action at iteration 3, a truncated file, a wrong version) give errors
//! naming the file and the place; `ludoscope search --algo mcts --trace F`
//! writes an MCTS trace whose `show_json` at the last iteration gives the
//! visits and values `--json` printed for the same seed; a file saved by an
//! earlier build (tests/fixtures) still loads and saves back the same.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::common::bin;
use ludoscope::games::GameSpec;
use ludoscope::inspect::mcts::{
    MctsOptions, MctsReplay, MctsRun, PhaseDetail, show_file, show_json,
};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoscope-mcts-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn tictactoe(iterations: u32, seed: u64) -> MctsRun {
    let options = MctsOptions {
        iterations,
        seed,
        ..MctsOptions::default()
    };
    MctsRun::record(
        &GameSpec::TicTacToe,
        &[],
        &options,
        &AtomicBool::new(false),
        &|_| {},
    )
    .unwrap()
}

/// Every node's visits and sums, and every phase's detail, over the whole run.
fn everything(run: MctsRun) -> Vec<String> {
    let mut r = MctsReplay::new(Arc::new(run));
    let mut out = Vec::new();
    loop {
        let before = r.cursor();
        out.push(format!("{:?}", r.phase_detail()));
        out.push(format!(
            "{:?}",
            (0..r.node_count() as u32)
                .map(|i| r.node(i))
                .collect::<Vec<_>>()
        ));
        r.step_phase(true);
        if r.cursor() == before {
            return out;
        }
    }
}

#[test]
fn a_saved_run_loads_back_to_the_same_replay() {
    let run = tictactoe(300, 4);
    let path = temp("round.ron");
    run.save(&path).unwrap();
    assert!(MctsRun::is_mcts_file(&path));
    let back = MctsRun::load(&path).unwrap();
    assert_eq!(
        (back.spec.clone(), back.options.clone(), back.names.clone()),
        (run.spec.clone(), run.options.clone(), run.names.clone())
    );
    assert_eq!(everything(back), everything(run));
}

/// The saved text of a run, and the line of iteration `k`'s record.
fn saved_lines(run: &MctsRun) -> Vec<String> {
    let path = temp("lines.ron");
    run.save(&path).unwrap();
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

fn record_line(lines: &[String], k: usize) -> usize {
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("records:"))
        .unwrap();
    start + k
}

#[test]
fn a_bad_action_at_iteration_3_is_named() {
    let run = tictactoe(20, 1);
    let mut r = MctsReplay::new(Arc::new(run.clone()));
    r.seek(2);
    r.step_phase(true);
    r.step_phase(true);
    r.step_phase(true); // the simulation of iteration 3
    let PhaseDetail::Simulation { from, plies, .. } = r.phase_detail() else {
        panic!("simulation expected");
    };
    assert!(!plies.is_empty());
    // The playout's first move replaced by the leaf's own move: that square is taken.
    let taken = r.moves_to(from).pop().unwrap();
    let taken_index = run.names.iter().position(|n| *n == taken).unwrap();
    let first_index = run.names.iter().position(|n| *n == plies[0]).unwrap();
    let mut lines = saved_lines(&run);
    let i = record_line(&lines, 3);
    let needle = format!("playout: [{first_index}");
    assert!(lines[i].contains(&needle), "{}", lines[i]);
    lines[i] = lines[i].replacen(&needle, &format!("playout: [{taken_index}"), 1);
    let path = temp("bad-action.ron");
    std::fs::write(&path, lines.join("\n")).unwrap();
    let err = MctsRun::load(&path).unwrap_err();
    assert!(
        err.contains("bad-action.ron")
            && err.contains("iteration 3")
            && err.contains("playout move 1"),
        "{err}"
    );
}

#[test]
fn truncated_and_wrong_version_files_are_refused_with_the_place() {
    let run = tictactoe(50, 2);
    let text = saved_lines(&run).join("\n");
    let path = temp("truncated.ron");
    std::fs::write(&path, &text[..text.len() / 2]).unwrap();
    let err = MctsRun::load(&path).unwrap_err();
    assert!(
        err.contains("truncated.ron") && err.contains("not a readable MCTS trace"),
        "{err}"
    );
    // ron names the line and column where it stopped.
    assert!(err.chars().any(|c| c.is_ascii_digit()), "{err}");

    let path = temp("version.ron");
    std::fs::write(&path, text.replacen("version: 1,", "version: 99,", 1)).unwrap();
    let err = MctsRun::load(&path).unwrap_err();
    assert!(
        err.contains("version.ron") && err.contains("version 99"),
        "{err}"
    );

    let path = temp("index.ron");
    let mut lines = saved_lines(&run);
    let i = record_line(&lines, 5);
    lines[i] = lines[i].replacen("path: [", "path: [77, ", 1);
    std::fs::write(&path, lines.join("\n")).unwrap();
    let err = MctsRun::load(&path).unwrap_err();
    assert!(
        err.contains("index.ron") && err.contains("iteration 5"),
        "{err}"
    );

    let plain = temp("not-mcts.ron");
    std::fs::write(&plain, "(version: 1, spec: TicTacToe)").unwrap();
    assert!(!MctsRun::is_mcts_file(&plain));
    assert!(
        MctsRun::load(&plain)
            .unwrap_err()
            .contains("not an MCTS trace")
    );
}

#[test]
fn the_cli_trace_shows_the_visits_search_json_prints() {
    let path = temp("cli.ron");
    let _ = std::fs::remove_file(&path);
    let out = bin::command()
        .args([
            "search",
            "TicTacToe",
            "--moves",
            "5",
            "--algo",
            "mcts",
            "--iterations",
            "700",
            "--seed",
            "13",
            "--json",
            "--trace",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let shown: serde_json::Value =
        serde_json::from_str(&show_file(&path, None, true).unwrap()).unwrap();
    // `ludoscope trace show` prints that model's answer, at any iteration.
    let cli = |args: &[&str]| {
        bin::command()
            .args(["trace", "show"])
            .arg(&path)
            .args(args)
            .output()
            .unwrap()
    };
    for (args, iteration) in [
        (&["--json"][..], None),
        (&["--iteration", "37", "--json"], Some(37)),
    ] {
        let out = cli(args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8(out.stdout).unwrap().trim_end(),
            show_file(&path, iteration, true).unwrap().trim_end()
        );
    }
    let text = cli(&["--iteration", "37"]);
    assert_eq!(
        String::from_utf8(text.stdout).unwrap().trim_end(),
        show_file(&path, Some(37), false).unwrap().trim_end()
    );
    let refused = cli(&["--step", "3"]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("use --iteration K"));
    assert_eq!(shown["iteration"], 700);
    let children = shown["root"]["children"].as_array().unwrap();
    let actions = report["actions"].as_array().unwrap();
    assert_eq!(children.len(), 8);
    assert_eq!(children.len(), actions.len());
    let order: Vec<&str> = children
        .iter()
        .map(|c| c["action"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["1", "2", "3", "4", "6", "7", "8", "9"]);
    // Move by move: the trace lists them in the game's order, the search in
    // its own (shuffled) one.
    for c in children {
        let a = actions.iter().find(|a| a["action"] == c["action"]).unwrap();
        assert_eq!(c["visits"], a["visits"]);
        assert_eq!(c["value"], a["value"]);
    }
    // The same run recorded in this process.
    let options = MctsOptions {
        iterations: 700,
        seed: 13,
        ..MctsOptions::default()
    };
    let run = MctsRun::record(
        &GameSpec::TicTacToe,
        &["5".to_string()],
        &options,
        &AtomicBool::new(false),
        &|_| {},
    )
    .unwrap();
    // (Compared as values, not through JSON text: serde_json's default float
    // parser may miss the last bit.)
    let loaded = MctsRun::load(&path).unwrap();
    assert_eq!(show_json(&run, None), show_json(&loaded, None));
    assert_eq!(
        show_file(&path, None, true).unwrap(),
        show_json(&run, None).to_string()
    );
    // Iteration 1: one child visited, its UCB... none yet for the others.
    let first: serde_json::Value =
        serde_json::from_str(&show_file(&path, Some(1), true).unwrap()).unwrap();
    let visits: Vec<u64> = first["root"]["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["visits"].as_u64().unwrap())
        .collect();
    assert_eq!(visits.iter().sum::<u64>(), 1);
    assert!(
        show_file(&path, Some(701), false)
            .unwrap_err()
            .contains("701")
    );
    // A second run does not replace the file without --force.
    let again = bin::command()
        .args([
            "search",
            "TicTacToe",
            "--algo",
            "mcts",
            "--iterations",
            "10",
            "--trace",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(!again.status.success());
}

/// A file saved before the MCTS and ISMCTS runs shared one recorded-run model
/// (tests/fixtures/mcts-v1-pig.ron: Pig to 6, 40 iterations, seed 3, with
/// chance) loads, replays as a fresh run of the same search does, and saves
/// back byte for byte.
#[test]
fn a_file_saved_before_loads_replays_and_saves_the_same() {
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mcts-v1-pig.ron");
    let loaded = MctsRun::load(&fixture).unwrap();
    assert_eq!(loaded.iterations(), 40);
    let options = MctsOptions {
        iterations: 40,
        seed: 3,
        ..MctsOptions::default()
    };
    let spec = GameSpec::Pig { target: 6 };
    let fresh = MctsRun::record(&spec, &[], &options, &AtomicBool::new(false), &|_| {}).unwrap();
    let path = temp("v1-again.ron");
    loaded.save(&path).unwrap();
    let again = std::fs::read(&path).unwrap();
    assert_eq!(again, std::fs::read(&fixture).unwrap());
    assert_eq!(everything(loaded), everything(fresh));
}
