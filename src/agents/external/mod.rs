//! Agents in any language: a program that speaks the agent protocol
//! ([`message`], version 1: JSON lines on its standard input and output)
//! plays a seat. The seat spec `External(command: "python3 my_agent.py",
//! name: "Alice", millis: 1000)` starts `command` through the shell at the
//! seat's first move of a game ([`process`]), says `hello` (the game, the
//! seat, the observation's shape, the number of actions, the time per move,
//! a seed) and waits for `ready`; then at each of the seat's moves sends what
//! the seat sees (the observation tensor of [`crate::env::Observe`] for the
//! seat's view, never the state; the legal actions as indices and in
//! notation; the view as text; the time left) and reads `info` lines until an
//! `action`. The game's end sends `result` and `quit`, and the process goes.
//!
//! Whatever the program does, the game goes on and ends: a program that
//! cannot start, exits, stays silent past its time, writes what is not a
//! message of the protocol, answers an action that is not legal (seed 002:
//! an illegal move loses) or floods its output loses that game, with a
//! message naming the seat, the program and what happened (and the last lines
//! of its standard error); its process group is killed.

mod exchange;
pub mod message;
pub mod process;
#[cfg(test)]
mod tests;

use super::{Agent, Control, uncontrolled};
use crate::engine::Player;
use exchange::{first_word, read, resolve, send};
use message::{GameResult, Hello, Legal, MoveRequest, PROTOCOL, Reply};
use process::Process;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::marker::PhantomData;
use std::time::{Duration, Instant};

/// Time for a program to start and answer `hello` (an interpreter importing
/// its libraries), on top of its time per move.
pub const START_GRACE: Duration = Duration::from_secs(10);
/// Time allowed past `millis_left` for the answer to reach us.
pub const ANSWER_GRACE: Duration = Duration::from_millis(250);
/// The most output of one move (info lines and the action): 1 MiB.
pub const MAX_MOVE_OUTPUT: usize = 1 << 20;
/// The default time per move.
pub const DEFAULT_MILLIS: u64 = 1000;
/// How many stderr lines a fault message quotes.
const QUOTED_STDERR: usize = 3;

/// A seat played by an external program.
pub struct ExternalAgent<G> {
    command: String,
    /// The name given in the spec (empty: the program's own, or the command's first word).
    name: String,
    millis: u64,
    seed: u64,
    process: Option<Process>,
    /// The name the program gave in `ready`.
    said_name: Option<String>,
    fault: Option<String>,
    note: Option<String>,
    /// The last lines of the program's standard error, kept after it ends.
    log: Vec<String>,
    moves: usize,
    _game: PhantomData<fn() -> G>,
}

impl<G: super::AgentGame> ExternalAgent<G> {
    pub fn new(command: &str, name: &str, millis: u64, seed: u64) -> Self {
        ExternalAgent {
            command: command.to_string(),
            name: name.to_string(),
            millis,
            seed,
            process: None,
            said_name: None,
            fault: None,
            note: None,
            log: Vec::new(),
            moves: 0,
            _game: PhantomData,
        }
    }

    /// The seat's name: the spec's, else the program's own, else the
    /// command's first word.
    pub fn name(&self) -> String {
        if !self.name.is_empty() {
            return self.name.clone();
        }
        self.said_name
            .clone()
            .unwrap_or_else(|| first_word(&self.command))
    }

    /// `player 1 (Alice, `python3 a.py`)`.
    fn seat(&self, player: Player) -> String {
        format!("player {player} ({}, `{}`)", self.name(), self.command)
    }

    /// The process, started and greeted at the first move. After a fault
    /// the next move starts the program anew: in `play` and tournaments the
    /// fault ended the game, and in the studio a student who fixed their
    /// program resumes the game with it.
    fn ready(&mut self, game: &G, player: Player) -> Result<(), String> {
        if self.process.is_none() {
            let process = Process::start(&self.command)
                .map_err(|e| format!("its program could not be started: {e}"))?;
            self.process = Some(process);
            self.greet(game, player)?;
        }
        Ok(())
    }

    /// Sends `hello` and waits for `ready`.
    fn greet(&mut self, game: &G, player: Player) -> Result<(), String> {
        let hello = Hello {
            kind: "hello",
            protocol: PROTOCOL,
            game: game.info().name,
            spec: game.spec().to_string(),
            seat: player,
            agent: crate::env::agent_name(player),
            players: game.info().players,
            observation_shape: game.observation_shape(),
            action_count: game.action_count(),
            millis: self.millis,
            seed: self.seed,
        };
        let allowed = START_GRACE + Duration::from_millis(self.millis);
        let deadline = (Instant::now() + allowed, allowed);
        let process = self.process.as_mut().expect("started");
        send(process, &hello, "hello")?;
        let mut bytes = 0;
        loop {
            match read(process, deadline, &mut bytes, "ready")? {
                Reply::Ready { name, protocol } => {
                    if let Some(v) = protocol.filter(|&v| v != u64::from(PROTOCOL)) {
                        return Err(format!(
                            "it speaks protocol {v}; ludoscope speaks protocol {PROTOCOL}"
                        ));
                    }
                    self.said_name = name.filter(|n| !n.trim().is_empty());
                    return Ok(());
                }
                Reply::Action(_) => return Err("it answered an action before \"ready\"".into()),
                Reply::Info(_) | Reply::Other => {}
            }
        }
    }

    /// Asks for the move: the whole exchange of one move.
    fn ask(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
        control: &Control<'_>,
    ) -> Result<G::Action, String> {
        let request = self.request(game, player, view, legal);
        let millis = self.millis;
        self.ready(game, player)?;
        let process = self.process.as_mut().expect("ready");
        process.drain();
        send(process, &request, "move")?;
        let allowed = Duration::from_millis(millis) + ANSWER_GRACE;
        let deadline = (Instant::now() + allowed, allowed);
        let mut bytes = 0;
        let mut counted = 0;
        loop {
            match read(process, deadline, &mut bytes, "action")? {
                Reply::Info(info) => {
                    if let Some(n) = info.nodes {
                        control.add_nodes(n.saturating_sub(counted));
                        counted = counted.max(n);
                    }
                    self.note = Some(info.summary()).filter(|s| !s.is_empty());
                }
                Reply::Action(choice) => return resolve(&request, legal, choice),
                Reply::Ready { .. } | Reply::Other => {}
            }
        }
    }

    /// What the seat sees, as the protocol sends it.
    fn request(
        &self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
    ) -> MoveRequest {
        // A state the seat cannot tell from the true one, only to write its
        // own actions' notation (which never depends on what it cannot see).
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let seen = game.determinize(view, player, &mut rng);
        let mut action_mask = vec![0; game.action_count()];
        let legal = legal
            .iter()
            .map(|&a| {
                let index = game.action_index(a);
                if let Some(m) = action_mask.get_mut(index) {
                    *m = 1;
                }
                Legal {
                    index,
                    notation: game.notation(&seen, a),
                }
            })
            .collect();
        MoveRequest {
            kind: "move",
            turn: self.moves,
            seat: player,
            agent: crate::env::agent_name(player),
            observation: game
                .observe(view, player)
                .into_iter()
                .map(message::number)
                .collect(),
            action_mask,
            legal,
            view: game.render(view),
            millis_left: self.millis,
        }
    }

    /// The fault message: the seat, what happened, the last words on stderr.
    fn describe(&mut self, player: Player, what: &str) -> String {
        let mut text = format!("{} loses: {what}", self.seat(player));
        if let Some(p) = &mut self.process {
            let tail = p.stderr_tail(Duration::from_millis(300));
            self.log = tail.clone();
            let last: Vec<&str> = tail
                .iter()
                .rev()
                .filter(|l| !l.trim().is_empty())
                .take(QUOTED_STDERR)
                .map(String::as_str)
                .collect();
            if !last.is_empty() {
                let lines: Vec<&str> = last.into_iter().rev().collect();
                text.push_str(&format!(
                    "; its last words on stderr: {}",
                    lines.join(" | ")
                ));
            }
        }
        text
    }
}

impl<G: super::AgentGame> Agent<G> for ExternalAgent<G> {
    fn choose(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
    ) -> G::Action {
        uncontrolled(|c| self.choose_controlled(game, player, view, legal, c))
    }

    /// Waits for the program's answer within its time; a hurry (the studio's
    /// Stop) does not cut it short, the time per move bounds it.
    fn choose_controlled(
        &mut self,
        game: &G,
        player: Player,
        view: &G::View,
        legal: &[G::Action],
        control: Control<'_>,
    ) -> G::Action {
        self.note = None;
        let answer = self.ask(game, player, view, legal, &control);
        self.moves += 1;
        if let Some(p) = &self.process {
            self.log = p.stderr_now();
        }
        match answer {
            Ok(a) => a,
            Err(what) => {
                self.fault = Some(self.describe(player, &what));
                // The program goes at once; its game is lost.
                self.process = None;
                legal[0]
            }
        }
    }

    fn note(&self) -> Option<String> {
        self.note.clone()
    }

    fn log(&self) -> Vec<String> {
        self.log.clone()
    }

    fn take_fault(&mut self) -> Option<String> {
        self.fault.take()
    }

    fn game_over(&mut self, rewards: &[f64], reason: &str) {
        if let Some(p) = self.process.as_mut() {
            let result = GameResult {
                kind: "result",
                rewards,
                reason,
            };
            let _ = send(p, &result, "result");
            let _ = p.send(r#"{"type":"quit"}"#);
        }
        self.process = None;
    }
}

impl<G> Drop for ExternalAgent<G> {
    fn drop(&mut self) {
        if let Some(p) = self.process.as_mut() {
            let _ = p.send(r#"{"type":"quit"}"#);
        }
    }
}
