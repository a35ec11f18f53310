//! The built `ludoscope` binary run as scripts run it: arguments, standard
//! input, a time limit, its output captured; and fresh scratch folders.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The binary as a command, to add arguments, a folder or a pipe to.
pub fn command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ludoscope"))
}

/// Runs the binary with `args` to its end, its output captured.
pub fn run(args: &[&str]) -> Output {
    command().args(args).output().expect("the binary runs")
}

/// The standard output of `out`, which must be a success (else the test fails
/// with `args` and the standard error).
pub fn success_of(args: &[&str], out: &Output) -> String {
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// The standard output of a successful run of `args`.
pub fn stdout(args: &[&str]) -> String {
    success_of(args, &run(args))
}

/// The one JSON value a successful run of `args` prints.
pub fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(args)).expect("one JSON object")
}

/// The standard error of a run of `args` that must fail without a panic.
pub fn failure(args: &[&str]) -> String {
    let out = run(args);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    err
}

/// How a run under a time limit ended.
pub struct Ended {
    /// `None`: still running at the limit (then killed); -1 for a signal.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the binary with `args` and `input` on its standard input for at most
/// `limit`, killing it then.
pub fn run_for(args: &[&str], input: &str, limit: Duration) -> Ended {
    let (status, stdout, stderr) = run_limited(args, input, limit);
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    Ended {
        code: status.map(|s| s.code().unwrap_or(-1)),
        stdout: text(stdout),
        stderr: text(stderr),
    }
}

/// [`run_for`] of a run that must end within `limit` (the test fails otherwise).
pub fn run_within(args: &[&str], input: &str, limit: Duration) -> Output {
    let (status, stdout, stderr) = run_limited(args, input, limit);
    let Some(status) = status else {
        panic!("{args:?} did not end within {limit:?}");
    };
    Output {
        status,
        stdout,
        stderr,
    }
}

/// The status (`None` if killed at `limit`) and both outputs of a run. The
/// outputs are read on threads, so a large output never blocks the process on
/// a full pipe.
fn run_limited(
    args: &[&str],
    input: &str,
    limit: Duration,
) -> (Option<ExitStatus>, Vec<u8>, Vec<u8>) {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let stdout = drain(child.stdout.take().expect("piped stdout"));
    let stderr = drain(child.stderr.take().expect("piped stderr"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    // A process that ends before reading all of it closes the pipe: not an error here.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child's status") {
            break Some(status);
        }
        if Instant::now() >= deadline {
            child.kill().expect("the child is killed");
            child.wait().expect("the killed child ends");
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let read = |h: JoinHandle<Vec<u8>>| h.join().expect("the pipe is read");
    (status, read(stdout), read(stderr))
}

/// Reads all of `pipe` on a thread.
fn drain(mut pipe: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        pipe.read_to_end(&mut bytes).expect("the pipe reads");
        bytes
    })
}

/// A fresh empty folder `ludoscope-<what>-<process>-<name>` in the temporary
/// directory, unique to one test of this process.
pub fn scratch(what: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludoscope-{what}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `python/examples/student_alphabeta.py` (seed 004's AlphaBeta written
/// as a student would, with `--strict` cuts when asked), which writes its
/// trace to `path`; returns what it printed (the root's value).
pub fn student_trace(path: &std::path::Path, strict: bool) -> String {
    let mut cmd = Command::new("python3");
    cmd.arg("python/examples/student_alphabeta.py").arg(path);
    if strict {
        cmd.arg("--strict");
    }
    let out = cmd.output().expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
