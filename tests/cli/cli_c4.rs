//! `ludoscope c4 solve` run as a real process: one output line per good input
//! line, an error per bad line on stderr, and a non-zero exit status then.

use crate::common::bin::run_within;
use std::time::Duration;

fn solve(input: &str) -> (String, String, bool) {
    let out = run_within(
        &["c4", "solve", "--tt-bits", "16"],
        input,
        Duration::from_secs(300),
    );
    let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8");
    (text(out.stdout), text(out.stderr), out.status.success())
}

#[test]
fn solves_lines_and_reports_bad_ones() {
    let (out, err, ok) = solve(
        "121212 extra fields\n44554433\n12a\n1111111\n2252576253462244111563365343671351441 -1\n1212121\n",
    );
    let lines: Vec<Vec<&str>> = out.lines().map(|l| l.split(' ').collect()).collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(&lines[0][..2], ["121212", "18"]);
    assert_eq!(&lines[1][..2], ["44554433", "17"]);
    assert_eq!(
        &lines[2][..2],
        ["2252576253462244111563365343671351441", "-1"]
    );
    assert!(lines.iter().all(|l| l.len() == 4
        && l[2].parse::<u64>().is_ok()
        && l[3].parse::<f64>().is_ok_and(|t| t >= 0.0)));
    assert!(
        err.contains("line 3") && err.contains("line 4") && err.contains("line 6"),
        "{err}"
    );
    assert!(!ok);
    let (_, err, ok) = solve("44554433\n");
    assert!(ok && err.is_empty());
}

/// `--threads`, `--weak` and `--rows/--cols`: the same scores on 2 threads,
/// their signs in the weak mode, other board sizes (the empty 4x6 board is a
/// win of the second player), and a board without a spare bit row named.
#[test]
fn threads_weak_mode_and_board_sizes() {
    let run = |args: &[&str], input: &str| {
        let out = run_within(args, input, Duration::from_secs(300));
        let text = String::from_utf8(out.stdout).expect("utf-8");
        let err = String::from_utf8(out.stderr).expect("utf-8");
        (text, err, out.status.success())
    };
    let input = "44554433\n44556\n";
    let scores = |text: &str| -> Vec<String> {
        text.lines()
            .map(|l| l.split(' ').take(2).collect::<Vec<_>>().join(" "))
            .collect()
    };
    let (one, _, _) = run(&["c4", "solve", "--threads", "1"], input);
    let (two, _, _) = run(&["c4", "solve", "--threads", "2"], input);
    assert_eq!(scores(&one), ["44554433 17", "44556 -18"]);
    assert_eq!(scores(&two), scores(&one));
    let (weak, _, _) = run(&["c4", "solve", "--weak"], input);
    assert_eq!(scores(&weak), ["44554433 1", "44556 -1"]);
    let (small, _, ok) = run(&["c4", "solve", "--rows", "4", "--cols", "6"], "\n");
    assert!(ok && small.starts_with("- -"), "{small}");
    let (_, err, ok) = run(&["c4", "solve", "--rows", "8", "--cols", "8"], "\n");
    assert!(!ok && err.contains("8 rows x 8 columns"), "{err}");
}

#[test]
fn a_line_past_the_bound_is_an_error_naming_it() {
    let long = "4".repeat(5000);
    let out = run_within(
        &["c4", "solve", "--tt-bits", "16"],
        &format!("44554433\n{long}\n44554433\n"),
        Duration::from_secs(120),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("line 2: longer than 4096 bytes"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // The first line was solved, the input read no further.
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
}

#[test]
fn endless_input_without_a_newline_ends_with_an_error() {
    let mut child = crate::common::bin::command()
        .args(["c4", "solve", "--tt-bits", "16"])
        .stdin(std::fs::File::open("/dev/zero").expect("/dev/zero"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while child.try_wait().expect("status").is_none() {
        if std::time::Instant::now() >= deadline {
            child.kill().expect("killed");
            panic!("c4 solve < /dev/zero did not end");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("output");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("line 1: longer than 4096 bytes"), "{err}");
}

#[test]
fn easy_early_positions_get_no_note_and_head_ends_quietly() {
    // 300 positions of 6 plies, each an immediate win: no "can take hours" note.
    let (out, err, ok) = solve(&"112233\n".repeat(300));
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 300);
    assert!(!err.contains("note"), "{err}");
    // `c4 solve | head -1`: the reader closes the pipe after one line.
    let mut child = crate::common::bin::command()
        .args(["c4", "solve", "--tt-bits", "16"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all("44554433\n".repeat(20_000).as_bytes());
    });
    let mut first = String::new();
    {
        use std::io::BufRead;
        let mut reader = std::io::BufReader::new(child.stdout.take().expect("stdout"));
        reader.read_line(&mut first).expect("one line");
    }
    let out = child.wait_with_output().expect("output");
    let _ = writer.join();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(first.starts_with("44554433 "), "{first}");
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("Broken pipe"), "{err}");
}

#[test]
fn a_closed_stderr_is_no_panic() {
    // `c4 solve 2>&1 | head -1` with bad lines: the reader of stderr is gone
    // before the errors are written; the run still ends with status 1 (bad
    // lines), not Rust's 101 of a panic in `eprintln!`.
    let mut child = crate::common::bin::command()
        .args(["c4", "solve", "--tt-bits", "16"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    drop(child.stderr.take());
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        let _ = stdin.write_all("4444444\n1111111\n".as_bytes());
    }
    let status = child.wait().expect("status");
    assert_eq!(status.code(), Some(1), "{status:?}");
}
