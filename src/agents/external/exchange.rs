//! One exchange with an agent's program: a message written, the next one
//! read within the time and the output allowance of a move, and the action
//! it names checked against the legal ones. Each failure is the words of the
//! fault message ("it wrote a line that is not JSON: ...").

use super::MAX_MOVE_OUTPUT;
use super::message::{self, Choice, MoveRequest, Reply};
use super::process::{self, Output, Process, Silence};
use std::time::{Duration, Instant};

/// The first word of a command (a seat's default name).
pub(super) fn first_word(command: &str) -> String {
    command
        .split_whitespace()
        .next()
        .unwrap_or("external")
        .to_string()
}

/// Writes `message` (a `kind` message).
pub(super) fn send(
    process: &mut Process,
    message: &impl serde::Serialize,
    kind: &str,
) -> Result<(), String> {
    let line = serde_json::to_string(message).map_err(|e| e.to_string())?;
    if process.send(&line) {
        Ok(())
    } else {
        Err(gone(
            process,
            &format!("it ended (or closed its input) before reading \"{kind}\""),
        ))
    }
}

/// The next message, within `deadline` and the output allowance of a move.
pub(super) fn read(
    process: &mut Process,
    deadline: (Instant, Duration),
    bytes: &mut usize,
    waiting_for: &str,
) -> Result<Reply, String> {
    match process.next(deadline.0) {
        Ok(Output::Line(line)) => {
            *bytes += line.len() + 1;
            if *bytes > MAX_MOVE_OUTPUT {
                return Err(format!(
                    "it wrote more than 1 MiB while ludoscope waited for \"{waiting_for}\" (a flood)"
                ));
            }
            Reply::parse(&line).map_err(|e| format!("it wrote {e}"))
        }
        Ok(Output::TooLong) => Err(format!(
            "it wrote a line longer than {} KiB (a flood)",
            process::MAX_LINE / 1024
        )),
        Ok(Output::Closed) | Err(Silence::Closed) => Err(gone(
            process,
            &format!("it ended before answering \"{waiting_for}\""),
        )),
        Err(Silence::Timeout) => Err(format!(
            "no \"{waiting_for}\" within its time ({} ms)",
            deadline.1.as_millis()
        )),
    }
}

/// `what`, with the exit status when the program has exited.
fn gone(process: &mut Process, what: &str) -> String {
    match process.exit_status(Duration::from_millis(500)) {
        Some(status) => format!("{what} ({status})"),
        None => what.to_string(),
    }
}

/// The legal action the agent named.
pub(super) fn resolve<A: Copy>(
    request: &MoveRequest,
    legal: &[A],
    choice: Choice,
) -> Result<A, String> {
    let listed = |i: usize| request.legal.iter().position(|l| l.index == i);
    let found = match &choice {
        Choice::Index(i) => usize::try_from(*i).ok().and_then(listed),
        Choice::Notation(n) => request
            .legal
            .iter()
            .position(|l| l.notation.eq_ignore_ascii_case(n.trim())),
    };
    match found {
        Some(k) => Ok(legal[k]),
        None => {
            let said = match choice {
                Choice::Index(i) => format!("index {i}"),
                Choice::Notation(n) => message::excerpt(&n),
            };
            let legal: Vec<String> = request
                .legal
                .iter()
                .take(12)
                .map(|l| format!("{} ({})", l.index, l.notation))
                .collect();
            Err(format!(
                "it answered {said}, which is not a legal action here (an illegal move loses, \
                 seed 002); legal: {}{}",
                legal.join(", "),
                if request.legal.len() > 12 {
                    ", …"
                } else {
                    ""
                }
            ))
        }
    }
}
