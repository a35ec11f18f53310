//! Programs at a seat through the agent protocol (`External(command: ...)`):
//! a well-behaved one plays whole games, reproducibly, and its replay names
//! it; hostile ones (tests/fixtures/agents/: a crash, a sleep, garbage, an
//! illegal answer, a 10 MB flood, an exit before `ready`, a wrong protocol)
//! each lose their game with a message naming the seat and what happened,
//! within their time, and leave no process behind; a tournament goes on.

use crate::common::bin::{run_within, scratch};
use std::time::Duration;

/// The seat spec of fixture `script`, tagged with `tag` (an extra argument the
/// scripts ignore) so that the test finds its processes.
fn seat(script: &str, tag: &str, millis: u64) -> String {
    format!(
        "External(command: \"python3 tests/fixtures/agents/{script}.py {tag}\", millis: {millis})"
    )
}

/// Processes whose command line holds `tag`.
fn alive(tag: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        if let Ok(cmd) = std::fs::read(entry.path().join("cmdline")) {
            let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
            if cmd.contains(tag) && !cmd.contains("ludoscope play") {
                found.push(cmd);
            }
        }
    }
    found
}

fn play(args: &[&str]) -> (String, String) {
    let out = run_within(args, "", Duration::from_secs(60));
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        text(&out.stderr)
    );
    (text(&out.stdout), text(&out.stderr))
}

#[test]
fn each_hostile_program_loses_its_game_with_a_message_and_leaves_nothing_behind() {
    let cases = [
        (
            "crash",
            "it ended before answering \"action\" (exit status: 3)",
        ),
        ("sleep", "no \"action\" within its time (550 ms)"),
        (
            "garbage",
            "it wrote a line that is not JSON: \"this is not json\"",
        ),
        (
            "illegal",
            "it answered index 99, which is not a legal action here",
        ),
        ("flood", "it wrote a line longer than 64 KiB (a flood)"),
        (
            "silent_exit",
            "it ended before answering \"ready\" (exit status: 0)",
        ),
        (
            "wrong_protocol",
            "it speaks protocol 99; ludoscope speaks protocol 1",
        ),
    ];
    for (seat_index, (script, words)) in cases.iter().enumerate() {
        // Alternate the hostile program's seat.
        let p = seat_index % 2;
        let tag = format!("hostile-{}-{script}", std::process::id());
        let hostile = seat(script, &tag, 300);
        let (p0, p1) = if p == 0 {
            (hostile.as_str(), "Level(1)")
        } else {
            ("Level(1)", hostile.as_str())
        };
        let (out, _) = play(&["play", "ConnectFour", "--p0", p0, "--p1", p1]);
        let expected = format!("forfeit: player {p} (");
        assert!(out.contains(&expected), "{script}: {out}");
        assert!(
            out.contains(&format!("{script}.py {tag}`) loses: ")),
            "{script}: {out}"
        );
        assert!(out.contains(words), "{script}: expected {words:?} in {out}");
        let losses = format!("seat {p} External");
        let row = out.lines().find(|l| l.starts_with(&losses)).unwrap_or("");
        assert!(row.contains("losses      1"), "{script}: {out}");
        assert_eq!(alive(&tag), Vec::<String>::new(), "{script} left processes");
    }
}

#[test]
fn a_crash_quotes_the_programs_last_words_on_stderr() {
    let tag = format!("words-{}", std::process::id());
    let (out, _) = play(&[
        "play",
        "ConnectFour",
        "--p0",
        &seat("crash", &tag, 1000),
        "--p1",
        "Random",
    ]);
    assert!(
        out.contains("its last words on stderr: crash.py: crashing on purpose"),
        "{out}"
    );
}

#[test]
fn a_program_that_does_not_exist_loses_naming_the_shells_answer() {
    let (out, _) = play(&[
        "play",
        "Nim",
        "--p0",
        "External(command: \"no-such-agent-program-here\")",
        "--p1",
        "Random",
    ]);
    assert!(out.contains("(exit status: 127)"), "{out}");
    assert!(
        out.contains("no-such-agent-program-here: not found"),
        "{out}"
    );
}

#[test]
fn a_well_behaved_program_plays_whole_games_reproducibly_and_its_replay_names_it() {
    let dir = scratch("external", "replay");
    let save = dir.join("g.ron");
    let seat0 =
        "External(command: \"python3 tests/fixtures/agents/first_legal.py\", name: \"First\")";
    let play_saved = |save: &std::path::Path| {
        let save = save.to_str().expect("UTF-8 path");
        play(&[
            "play",
            "ConnectFour",
            "--p0",
            seat0,
            "--p1",
            "Level(1)",
            "--games",
            "3",
            "--seed",
            "11",
            "--save",
            save,
        ])
        .0
    };
    let a = play_saved(&save);
    let b = play_saved(&dir.join("h.ron"));
    let games = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("game "))
            .map(String::from)
            .collect()
    };
    assert_eq!(games(&a).len(), 3, "{a}");
    assert_eq!(games(&a), games(&b), "the same seed, the same games");
    assert!(a.contains("0 forfeits"), "{a}");
    let replay = std::fs::read_to_string(dir.join("g-1.ron")).expect("the replay is saved");
    assert!(
        replay.contains(
            "Agent(External(command: \"python3 tests/fixtures/agents/first_legal.py\", name: \"First\", millis: 1000))"
        ),
        "{replay}"
    );
}

#[test]
fn a_tournament_goes_on_past_a_crashing_program_and_lists_its_forfeits() {
    let tag = format!("tournament-{}", std::process::id());
    let agents = format!("Level(1);{};Level(2)", seat("crash", &tag, 500));
    let (out, _) = play(&[
        "tournament",
        "ConnectFour",
        "--agents",
        &agents,
        "--games",
        "2",
    ]);
    assert!(out.starts_with("6 games of ConnectFour"), "{out}");
    assert!(out.contains("forfeit in game "), "{out}");
    assert!(out.contains("... and 1 more forfeits"), "{out}");
    let row = out
        .lines()
        .find(|l| l.starts_with("External"))
        .unwrap_or_default();
    assert_eq!(
        row.matches(" 0.000").count(),
        2,
        "the crashing program scores 0: {out}"
    );
    assert_eq!(alive(&tag), Vec::<String>::new());
}

#[test]
fn what_a_program_started_in_the_background_goes_with_it() {
    let tag = format!("group-{}", std::process::id());
    let command = format!(
        "External(command: \"python3 -c 'import time; time.sleep(30)' {tag} >/dev/null 2>&1 & \
         exec python3 tests/fixtures/agents/crash.py {tag}\")"
    );
    let (out, _) = play(&["play", "ConnectFour", "--p0", &command, "--p1", "Random"]);
    assert!(out.contains("(exit status: 3)"), "{out}");
    assert_eq!(
        alive(&tag),
        Vec::<String>::new(),
        "the background sleeper is killed"
    );
}
