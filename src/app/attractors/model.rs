//! The attractor inspector's domain state ([`Inspector`], held by the studio):
//! the solve in progress in a [`Job`] (states enumerated so far as its
//! progress, which wakes the window; the result coming back through its
//! channel; the UI thread only polls; a cancelled solve is stopped without
//! waiting, its thread joined once it has ended),
//! the solution once it is there, and the inspector's choices (state limit,
//! level `n`, whose attractor is listed, outcomes on the board or not).
//!
//! A solution belongs to one game: when the studio's game changes, the solve in
//! progress is cancelled and the solution dropped ([`Inspector::follow`]).
//! Panels read this state and emit [`Request`]s; [`Inspector::apply`] carries
//! them out.

use super::solved::{AnySolution, Solved};
use crate::app::board::Painter;
use crate::app::task::job::Job;
use crate::app::task::{Reporter, Waker};
use crate::engine::Player;
use crate::games::{AnyGame, GameSpec};
use crate::solve::{SolveError, SolveOptions, solve_cancellable};
use crate::with_game;

/// The state limit the inspector starts with: large enough for Chomp 5x5,
/// Cram 4x4 or tic-tac-toe, small enough that a game out of reach (Connect Four
/// 6x7) stops within a few seconds and a hundred megabytes.
pub const DEFAULT_LIMIT: usize = crate::games::SOLVABLE_STATES;

/// What the user asks of the inspector.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Solve the studio's current game (cancelling a solve in progress).
    Solve,
    Cancel,
    SetLimit(usize),
    /// The level `n` the slider shows.
    SetLevel(usize),
    /// Whose attractor the list shows.
    SetPlayer(Player),
    /// Solver outcomes drawn over the board's moves.
    ShowMarks(bool),
}

/// Why there is no solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// More states than the limit.
    Limit(usize),
    /// Known from the catalog to have at least so many states, more than the
    /// limit (the second field): refused at once, nothing enumerated
    /// ([`GameSpec::states_at_least`]).
    TooLarge(u64, usize),
    /// Cancelled after so many states.
    Cancelled(usize),
    /// Any other reason, in the solver's words.
    Other(String),
}

/// What the solver's thread sends back: the solution or why there is none.
type Outcome = Result<Box<dyn AnySolution>, SolveError>;

/// A solve on its thread (the thread is the inspector's job).
pub struct Running {
    pub spec: GameSpec,
    pub limit: usize,
}

/// Where the inspector stands.
pub enum Status {
    /// Nothing asked for this game yet.
    Idle,
    Running(Running),
    Solved(Box<dyn AnySolution>),
    Failed(GameSpec, Failure),
}

/// The inspector's state.
pub struct Inspector {
    pub status: Status,
    pub limit: usize,
    pub level: usize,
    pub player: Player,
    pub show_marks: bool,
    /// The solve's thread, while [`Status::Running`].
    solving: Job<Outcome>,
}

impl Default for Inspector {
    fn default() -> Self {
        Inspector {
            status: Status::Idle,
            limit: DEFAULT_LIMIT,
            level: 0,
            player: 0,
            show_marks: true,
            solving: Job::default(),
        }
    }
}

impl Inspector {
    /// Sets what the solver's thread wakes (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.solving.set_waker(wake);
    }

    /// States the solve in progress has enumerated so far.
    pub fn states(&self) -> usize {
        self.solving.progress() as usize
    }

    /// The solution, if the current game is solved.
    pub fn solution(&self) -> Option<&dyn AnySolution> {
        match &self.status {
            Status::Solved(s) => Some(s.as_ref()),
            _ => None,
        }
    }

    pub fn is_busy(&self) -> bool {
        matches!(self.status, Status::Running(_))
    }

    /// Carries out `request` for the studio's game `game`, named `spec` (the
    /// document's game, built once: an arena's file is not read again).
    pub fn apply(&mut self, request: Request, game: &AnyGame, spec: &GameSpec) {
        match request {
            Request::Solve => self.start(game, spec),
            Request::Cancel => {
                if let Status::Running(run) = &self.status {
                    let failure = Failure::Cancelled(self.states());
                    let spec = run.spec.clone();
                    self.stop();
                    self.status = Status::Failed(spec, failure);
                }
            }
            Request::SetLimit(limit) => self.limit = limit.max(1),
            Request::SetLevel(n) => self.level = n,
            Request::SetPlayer(p) => self.player = p.min(1),
            Request::ShowMarks(on) => self.show_marks = on,
        }
    }

    /// Drops what belongs to another game than `spec` (cancelling its solve).
    pub fn follow(&mut self, spec: &GameSpec) {
        let mine = match &self.status {
            Status::Idle => return,
            Status::Running(run) => &run.spec,
            Status::Solved(s) => s.spec(),
            Status::Failed(other, _) => other,
        };
        if mine != spec {
            self.stop();
            self.status = Status::Idle;
        }
    }

    /// Collects the solver's result when it has arrived (never waits); forgets
    /// the cancelled solves that have ended.
    pub fn poll(&mut self) {
        let states = self.states();
        let Some((answer, ())) = self.solving.answer() else {
            return;
        };
        let Status::Running(run) = &self.status else {
            return;
        };
        let result = answer.unwrap_or(Err(SolveError::Cancelled { states }));
        let spec = run.spec.clone();
        self.status = match result {
            Ok(solution) => {
                let levels = &solution.summary().levels;
                self.level = levels.iter().map(Vec::len).max().unwrap_or(1) - 1;
                Status::Solved(solution)
            }
            Err(SolveError::TooManyStates { limit }) => Status::Failed(spec, Failure::Limit(limit)),
            Err(SolveError::Cancelled { states }) => {
                Status::Failed(spec, Failure::Cancelled(states))
            }
            Err(e) => Status::Failed(spec, Failure::Other(e.to_string())),
        };
    }

    /// Cancels the solve in progress, if any, without waiting: its thread ends
    /// at its next progress check, its result is dropped, and the status is
    /// left [`Status::Idle`] for the caller to set.
    fn stop(&mut self) {
        self.solving.stop();
        self.status = Status::Idle;
    }

    fn start(&mut self, game: &AnyGame, spec: &GameSpec) {
        self.stop();
        if let Some(states) = spec.states_at_least().filter(|&n| n > self.limit as u64) {
            self.status = Status::Failed(spec.clone(), Failure::TooLarge(states, self.limit));
            return;
        }
        let game = game.clone();
        let limit = self.limit;
        let stack = game.search_stack();
        let spawned = self.solving.start("ludoscope-solver", stack, (), move |r| {
            r.send(with_game!(&game, g => solve_boxed(g, limit, r)));
        });
        self.status = match spawned {
            Ok(()) => Status::Running(Running {
                spec: spec.clone(),
                limit,
            }),
            Err(e) => Status::Failed(
                spec.clone(),
                Failure::Other(format!("cannot start the solver thread: {e}")),
            ),
        };
    }
}

/// Solves `g` within `limit` states, reporting the states enumerated as the
/// task's progress, stopping when the task is cancelled.
fn solve_boxed<G: Painter>(g: &G, limit: usize, task: &Reporter<Outcome>) -> Outcome {
    let options = SolveOptions { state_limit: limit };
    let solution = solve_cancellable(g, &options, &mut |n| {
        task.set_progress(n as u64);
        !task.cancelled()
    })?;
    Ok(Box::new(Solved::new(solution)))
}

/// The game's specification, an arena by its file name only.
pub fn game_name(spec: &GameSpec) -> String {
    match spec {
        GameSpec::Arena { path, .. } => {
            let file = std::path::Path::new(path).file_name();
            format!(
                "Arena({})",
                file.map_or(path.clone(), |f| f.to_string_lossy().into())
            )
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn game(spec: &GameSpec) -> AnyGame {
        AnyGame::from_spec(spec).unwrap()
    }

    fn settle(ins: &mut Inspector) {
        let start = Instant::now();
        while ins.is_busy() {
            assert!(start.elapsed() < Duration::from_secs(20), "no result");
            std::thread::sleep(Duration::from_millis(2));
            ins.poll();
        }
    }

    #[test]
    fn solves_fails_on_the_limit_cancels_and_follows_the_game() {
        let chomp = GameSpec::Chomp { rows: 3, cols: 2 };
        let mut ins = Inspector::default();
        ins.apply(Request::Solve, &game(&chomp), &chomp);
        settle(&mut ins);
        let levels = ins.solution().unwrap().summary().levels.clone();
        assert_eq!(ins.level + 1, levels[0].len().max(levels[1].len()));
        ins.follow(&chomp);
        assert!(ins.solution().is_some(), "same game: kept");
        ins.follow(&GameSpec::TicTacToe);
        assert!(matches!(ins.status, Status::Idle), "another game: dropped");

        ins.apply(Request::SetLimit(10), &game(&chomp), &chomp);
        let ttt = GameSpec::TicTacToe;
        ins.apply(Request::Solve, &game(&ttt), &ttt);
        settle(&mut ins);
        assert!(matches!(ins.status, Status::Failed(_, Failure::Limit(10))));

        // Known too large for the limit: refused at once, no solve started.
        let c4 = GameSpec::ConnectFour { rows: 6, cols: 7 };
        ins.apply(Request::SetLimit(DEFAULT_LIMIT), &game(&c4), &c4);
        ins.apply(Request::Solve, &game(&c4), &c4);
        assert!(!ins.is_busy());
        assert!(matches!(
            ins.status,
            Status::Failed(_, Failure::TooLarge(3_945_711, DEFAULT_LIMIT))
        ));

        // Above the catalog's bound the solver runs, and can be cancelled.
        ins.apply(Request::SetLimit(50_000_000), &game(&c4), &c4);
        ins.apply(Request::Solve, &game(&c4), &c4);
        assert!(ins.is_busy());
        ins.apply(Request::Cancel, &game(&c4), &c4);
        assert!(matches!(
            ins.status,
            Status::Failed(_, Failure::Cancelled(_))
        ));
    }
}
