//! The tournament panel's state, apart from drawing: the settings being edited
//! ([`Setup`], the options of `ludoscope tournament` and `ludoscope play`), and
//! the run in progress ([`Run`]), played in a [`Job`] with
//! [`crate::agents::tournament::play_streaming`] (rayon inside), so the UI thread
//! only polls its channel. Cancel stops the games in flight between two moves
//! (hurrying their agents) and never waits: the stopped thread is joined once
//! it has ended, and dropping the panel joins it. Each
//! game's record arrives as the game ends; the cross
//! table, totals, Elo ratings and score curves are computed from the records,
//! exactly as the command line computes them, so the same settings and seed give
//! the same table.

use crate::agents::tournament::{
    GameRecord, Tally, cross_table, elo, match_schedule, per_agent, play_streaming,
    round_robin_schedule,
};
use crate::agents::{AgentSpec, parse_agents};
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::engine::Game;
use crate::games::{AnyGame, GameSpec};
use crate::search::deep::in_deep_pool;
use crate::with_game;
use serde::{Deserialize, Serialize};
use std::time::Instant;

/// Which command line the run follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// `ludoscope tournament`: every pair of agents plays `games` games,
    /// alternating the seat order (two-player games).
    #[default]
    RoundRobin,
    /// `ludoscope play`: one agent per seat, `games` games, seats rotating from
    /// game to game with `swap`.
    Match,
}

/// The settings of a run, as edited in the panel (remembered between runs of
/// the studio, in [`crate::app::settings::Settings`]; fields missing from an
/// older file take the defaults).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// The game, as RON (kept as typed; read on Start).
    pub spec: String,
    pub agents: Vec<AgentSpec>,
    pub mode: Mode,
    /// Games per pair (round robin) or in the match.
    pub games: u32,
    pub seed: u64,
    /// Rotate the seats from game to game (match only; a round robin alternates).
    pub swap: bool,
    /// An agent being typed as RON, added on "Add".
    #[serde(skip)]
    pub typed: String,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::new(&GameSpec::TicTacToe)
    }
}

impl Setup {
    /// Defaults for `spec`: two of seed 002's levels, 20 games a pair.
    pub fn new(spec: &GameSpec) -> Setup {
        Setup {
            spec: spec.to_string(),
            agents: vec![AgentSpec::Level(1), AgentSpec::Level(3)],
            mode: Mode::RoundRobin,
            games: 20,
            seed: 0,
            swap: true,
            typed: String::new(),
        }
    }

    /// Checks the setup against its game: the game, the players, the agents.
    fn plan(&self) -> Result<Plan, String> {
        let spec: GameSpec = self.spec.trim().parse().map_err(|e| format!("game: {e}"))?;
        let game = AnyGame::from_spec(&spec).map_err(|e| format!("game {spec}: {e}"))?;
        let players = with_game!(&game, g => g.info().players);
        let n = self.agents.len();
        let schedule = match self.mode {
            Mode::RoundRobin if players != 2 => {
                return Err(format!(
                    "a round robin needs a two-player game; {spec} has {players} players"
                ));
            }
            Mode::RoundRobin if n < 2 => {
                return Err("a round robin needs at least two agents".into());
            }
            Mode::RoundRobin => round_robin_schedule(n, self.games.into()),
            Mode::Match if n != players => {
                return Err(format!(
                    "{spec} has {players} players: a match needs {players} agents, one per seat, not {n}"
                ));
            }
            Mode::Match => match_schedule(n, self.games.into(), self.swap),
        };
        if schedule.is_empty() {
            return Err("no game to play: set games above 0".into());
        }
        Ok(Plan {
            game,
            players,
            schedule,
        })
    }

    /// Reads [`Setup::typed`]: the agents it names, or a message.
    pub fn typed_agents(&self) -> Result<Vec<AgentSpec>, String> {
        let agents = parse_agents(&self.typed)?;
        if agents.is_empty() {
            return Err("type an agent as RON, e.g. AlphaBeta(depth: 4)".into());
        }
        Ok(agents)
    }
}

/// A checked setup.
struct Plan {
    game: AnyGame,
    players: usize,
    schedule: Vec<Vec<usize>>,
}

/// What the run's thread sends.
enum Msg {
    Game(GameRecord),
    Finished(Result<(), String>),
}

/// A run: started, with the records received so far.
pub struct Run {
    pub agents: Vec<AgentSpec>,
    pub players: usize,
    /// Games scheduled.
    pub total: usize,
    /// Records in the order games finished.
    pub records: Vec<GameRecord>,
    started: Instant,
    /// Seconds the run took, once over.
    pub seconds: Option<f64>,
    pub error: Option<String>,
    pub cancelled: bool,
}

/// Something the panel asks of the tournament.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentCommand {
    Edit(Setup),
    Start,
    Cancel,
}

/// The panel's whole state.
pub struct Tournament {
    pub setup: Setup,
    pub run: Option<Run>,
    /// Why Start refused, shown under the button.
    pub problem: Option<String>,
    /// The games of the run being played.
    playing: Job<Msg>,
}

impl Tournament {
    pub fn new(spec: &GameSpec) -> Tournament {
        Tournament::with_setup(Setup::new(spec))
    }

    /// The panel with these settings (remembered from an earlier run), idle.
    pub fn with_setup(setup: Setup) -> Tournament {
        Tournament {
            setup,
            run: None,
            problem: None,
            playing: Job::default(),
        }
    }

    /// Sets what the run's thread wakes (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.playing.set_waker(wake);
    }

    /// Carries out a command from the panel.
    pub fn apply(&mut self, cmd: TournamentCommand) {
        match cmd {
            TournamentCommand::Edit(setup) => self.setup = setup,
            TournamentCommand::Start => {
                self.cancel();
                match self.setup.plan() {
                    Ok(plan) => {
                        self.problem = None;
                        self.run = Some(self.start(plan));
                    }
                    Err(e) => self.problem = Some(e),
                }
            }
            TournamentCommand::Cancel => self.cancel(),
        }
    }

    /// Ends the run in progress at once: no record is taken in after this, and
    /// its thread stops the games in flight and ends on its own.
    fn cancel(&mut self) {
        if self.playing.stop().is_some()
            && let Some(run) = &mut self.run
        {
            run.cancelled = true;
            run.seconds = Some(run.elapsed());
        }
    }

    fn start(&mut self, plan: Plan) -> Run {
        let agents = self.setup.agents.clone();
        let seed = self.setup.seed;
        let total = plan.schedule.len();
        let list = agents.clone();
        let Plan {
            game,
            players,
            schedule,
        } = plan;
        let spawned = self
            .playing
            .start("ludoscope-tournament", None, (), move |r| {
                // Called from rayon's threads as each game ends.
                let done = |record: GameRecord| {
                    r.send(Msg::Game(record));
                };
                let stop = r.flag();
                // Agents on a long line need players' threads with a deep stack.
                let result = in_deep_pool(game.search_stack(), || {
                    with_game!(&game, g => play_streaming(g, &list, &schedule, seed, stop, &done))
                        .map_err(|e| e.to_string())
                });
                r.send(Msg::Finished(result.and_then(|played| played)));
            });
        let mut run = Run {
            agents,
            players,
            total,
            records: Vec::new(),
            started: Instant::now(),
            seconds: None,
            error: None,
            cancelled: false,
        };
        if let Err(e) = spawned {
            run.error = Some(format!("cannot start the tournament thread: {e}"));
            run.seconds = Some(0.0);
        }
        run
    }

    /// Takes in the records that arrived (never waits); forgets the cancelled
    /// runs whose threads have ended.
    pub fn poll(&mut self) {
        let (messages, ended) = self.playing.drain();
        if let Some(run) = &mut self.run {
            run.take(messages, ended.is_some());
        }
    }
}

impl Run {
    /// Takes in `messages`, then the end of the thread when it has `ended`.
    fn take(&mut self, messages: Vec<Msg>, ended: bool) {
        for msg in messages {
            match msg {
                Msg::Game(r) => self.records.push(r),
                Msg::Finished(result) => {
                    self.seconds = Some(self.started.elapsed().as_secs_f64());
                    self.error = result.err();
                }
            }
        }
        if ended && self.seconds.is_none() {
            // The thread ended without its last word: it panicked.
            self.seconds = Some(self.started.elapsed().as_secs_f64());
            self.error = Some("the tournament's thread stopped unexpectedly".into());
        }
    }

    /// The thread is still playing.
    pub fn running(&self) -> bool {
        self.seconds.is_none()
    }

    /// Seconds since the start (or the run's length, once over).
    pub fn elapsed(&self) -> f64 {
        self.seconds
            .unwrap_or_else(|| self.started.elapsed().as_secs_f64())
    }

    /// The records in game order.
    pub fn in_order(&self) -> Vec<GameRecord> {
        let mut records = self.records.clone();
        records.sort_by_key(|r| r.index);
        records
    }

    /// Agent `a`'s results against agent `b` so far (two-player games).
    pub fn cross_table(&self) -> Vec<Vec<Tally>> {
        cross_table(self.agents.len(), &self.records)
    }

    /// Each agent's total so far.
    pub fn totals(&self) -> Vec<Tally> {
        per_agent(self.agents.len(), self.players, &self.records)
            .into_iter()
            .map(|(t, _)| t)
            .collect()
    }

    /// Elo ratings fitted to the cross table, once the run is over.
    pub fn ratings(&self) -> Option<Vec<f64>> {
        (!self.running() && self.players == 2).then(|| elo(&self.cross_table()))
    }

    /// Agent `a`'s score (points per game) after each of its games, against the
    /// game number, in game order.
    pub fn score_curve(&self, a: usize) -> Vec<[f64; 2]> {
        let mut t = Tally::default();
        self.in_order()
            .iter()
            .filter_map(|r| {
                let seat = r.seats.iter().position(|&x| x == a)?;
                t.add(r.outcomes[seat]);
                Some([r.index as f64 + 1.0, t.score()])
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_refuse_bad_setups_with_a_reason() {
        let mut s = Setup::new(&GameSpec::TicTacToe);
        assert!(s.plan().is_ok());
        s.spec = "Chess".into();
        assert!(s.plan().err().unwrap_or_default().starts_with("game:"));
        s.spec = "TicTacToe".into();
        s.agents.push(AgentSpec::Random);
        s.mode = Mode::Match;
        let e = s.plan().err().unwrap_or_default();
        assert!(e.contains("needs 2 agents") && e.contains("not 3"), "{e}");
        s.agents.truncate(1);
        s.mode = Mode::RoundRobin;
        assert!(s.plan().err().unwrap_or_default().contains("two agents"));
        s.typed = "Level(2); AlphaBeta(depth: 3)".into();
        assert_eq!(
            s.typed_agents(),
            Ok(vec![AgentSpec::Level(2), AgentSpec::AlphaBeta { depth: 3 }])
        );
        s.typed = "Levle(2)".into();
        assert!(s.typed_agents().unwrap_err().contains("Levle"));
    }
}
