//! One agent process: started through the shell in a process group of its own,
//! its standard output read line by line on a thread of its own (each line at
//! most [`MAX_LINE`] bytes, at most `QUEUED_LINES` (16) lines waiting, so a flood
//! never fills our memory), its standard error kept as a short tail
//! ([`STDERR_LINES`] lines) for the fault messages and the studio, and the
//! whole group killed and reaped when the process is dropped: nothing is left
//! behind, whatever the agent did.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The longest line an agent may write (64 KiB); a longer one is a flood.
pub const MAX_LINE: usize = 64 * 1024;
/// Lines read ahead of the agent's reader at most.
const QUEUED_LINES: usize = 16;
/// Lines of standard error kept (the last ones).
pub const STDERR_LINES: usize = 200;
/// The longest standard-error line kept (longer ones are cut).
const STDERR_LINE: usize = 1000;

/// What the reader thread saw on the agent's standard output.
#[derive(Debug)]
pub enum Output {
    /// One line, without its `\n`.
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE`]: the reader stopped there.
    TooLong,
    /// The output was closed (the agent exited or closed it).
    Closed,
}

/// Why no line came.
#[derive(Debug, PartialEq, Eq)]
pub enum Silence {
    /// Nothing within the time allowed.
    Timeout,
    /// The agent's output is closed and nothing is left to read.
    Closed,
}

/// A running agent process.
pub struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Output>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    readers: Vec<JoinHandle<()>>,
    closed: bool,
}

impl Process {
    /// Starts `command` through `sh -c` (on Windows `cmd /C`) in a new process group.
    pub fn start(command: &str) -> std::io::Result<Process> {
        let mut cmd = shell(command);
        cmd.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        let mut child = cmd.spawn()?;
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr_pipe = child.stderr.take().expect("stderr is piped");
        let (tx, lines) = sync_channel(QUEUED_LINES);
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let tail = stderr.clone();
        let readers = vec![
            std::thread::spawn(move || read_lines(stdout, tx)),
            std::thread::spawn(move || keep_tail(stderr_pipe, tail)),
        ];
        Ok(Process {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
            readers,
            closed: false,
        })
    }

    /// Writes one line; false when the agent no longer reads (it exited).
    pub fn send(&mut self, line: &str) -> bool {
        let Some(stdin) = self.stdin.as_mut() else {
            return false;
        };
        let ok = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush())
            .is_ok();
        if !ok {
            self.stdin = None;
        }
        ok
    }

    /// The next line of output, waiting until `deadline` at most. A program
    /// that has exited is taken as closed once its last lines are read, even
    /// if something it started in the background still holds its output.
    pub fn next(&mut self, deadline: Instant) -> Result<Output, Silence> {
        let mut exited: Option<Instant> = None;
        loop {
            if self.closed {
                return Err(Silence::Closed);
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(Silence::Timeout);
            }
            let slice = (deadline - now).min(Duration::from_millis(50));
            match self.lines.recv_timeout(slice) {
                Ok(Output::Closed) | Err(RecvTimeoutError::Disconnected) => self.closed = true,
                Ok(out) => return Ok(out),
                Err(RecvTimeoutError::Timeout) => {
                    if let Some(at) = exited {
                        self.closed = at.elapsed() > Duration::from_millis(100);
                    } else if matches!(self.child.try_wait(), Ok(Some(_))) {
                        exited = Some(Instant::now());
                    }
                }
            }
        }
    }

    /// Lines already read and not yet taken, dropped (what an agent wrote after
    /// its answer); how many bytes they held.
    pub fn drain(&mut self) -> usize {
        let mut bytes = 0;
        while let Ok(out) = self.lines.try_recv() {
            match out {
                Output::Line(l) => bytes += l.len(),
                Output::TooLong => bytes += MAX_LINE,
                Output::Closed => self.closed = true,
            }
        }
        bytes
    }

    /// The exit status, waiting for it up to `grace` (the output closed first).
    pub fn exit_status(&mut self, grace: Duration) -> Option<ExitStatus> {
        let until = Instant::now() + grace;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= until {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The last lines the agent wrote on its standard error so far, oldest first.
    pub fn stderr_now(&self) -> Vec<String> {
        let tail = self.stderr.lock().unwrap_or_else(PoisonError::into_inner);
        tail.iter().cloned().collect()
    }

    /// The last lines the agent wrote on its standard error, oldest first;
    /// once it has exited, after waiting up to `settle` for the last of them.
    pub fn stderr_tail(&mut self, settle: Duration) -> Vec<String> {
        let until = Instant::now() + settle;
        let exited = matches!(self.child.try_wait(), Ok(Some(_)));
        let stderr_read = |r: &[JoinHandle<()>]| r.get(1).is_none_or(JoinHandle::is_finished);
        while exited && !stderr_read(&self.readers) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        self.stderr_now()
    }

    /// The process's id (its group's id too).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Kills the whole process group and reaps the process.
    fn kill(&mut self) {
        #[cfg(unix)]
        kill_group(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    /// Closes the agent's input, leaves it a moment to exit, then kills its
    /// group; the reader threads end with the pipes.
    fn drop(&mut self) {
        self.stdin = None;
        if self.exit_status(Duration::from_millis(100)).is_none() {
            self.kill();
        } else {
            // The agent exited; what it started in its group goes too.
            #[cfg(unix)]
            kill_group(self.child.id());
        }
        for r in self.readers.drain(..) {
            let _ = r.join();
        }
    }
}

#[cfg(unix)]
fn shell(command: &str) -> Command {
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(command);
    cmd
}

#[cfg(not(unix))]
fn shell(command: &str) -> Command {
    let mut cmd = Command::new("cmd");
    cmd.arg("/C").arg(command);
    cmd
}

/// SIGKILL to every process of group `group` (a group that no longer exists
/// only gives an error, ignored).
#[cfg(unix)]
fn kill_group(group: u32) {
    use rustix::process::{Pid, Signal, kill_process_group};
    if let Some(pid) = i32::try_from(group).ok().and_then(Pid::from_raw) {
        let _ = kill_process_group(pid, Signal::KILL);
    }
}

/// Sends each line of `out` to `tx`, stopping at a line over [`MAX_LINE`], at
/// the end of the output, or when nobody listens any more.
fn read_lines(out: impl Read, tx: SyncSender<Output>) {
    let mut reader = BufReader::new(out);
    loop {
        let mut line = Vec::new();
        let read = (&mut reader)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line);
        let message = match read {
            Ok(0) | Err(_) => Output::Closed,
            Ok(_) if line.last() == Some(&b'\n') => {
                line.pop();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                Output::Line(line)
            }
            Ok(_) if line.len() > MAX_LINE => Output::TooLong,
            // The last line, without its newline.
            Ok(_) => Output::Line(line),
        };
        let last = !matches!(message, Output::Line(_));
        if tx.send(message).is_err() || last {
            return;
        }
    }
}

/// Keeps the last [`STDERR_LINES`] lines of `err` in `tail`, each cut to
/// [`STDERR_LINE`] bytes; reads to the end so the agent never blocks on it.
fn keep_tail(err: impl Read, tail: Arc<Mutex<VecDeque<String>>>) {
    let mut reader = BufReader::new(err);
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = (&mut reader)
            .take(STDERR_LINE as u64)
            .read_until(b'\n', &mut line);
        match read {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                let text = String::from_utf8_lossy(&line);
                let text = text.trim_end_matches(['\n', '\r']);
                let mut kept = tail.lock().unwrap_or_else(PoisonError::into_inner);
                if kept.len() == STDERR_LINES {
                    kept.pop_front();
                }
                kept.push_back(text.to_string());
            }
        }
    }
}
