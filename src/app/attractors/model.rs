//! The attractor inspector's domain state ([`Inspector`], held by the studio):
//! the solve in progress on its own thread (states enumerated so far, a cancel
//! flag, the result coming back through a channel; the UI thread only polls),
//! the solution once it is there, and the inspector's choices (state limit,
//! level `n`, whose attractor is listed, outcomes on the board or not).
//!
//! A solution belongs to one game: when the studio's game changes, the solve in
//! progress is cancelled and the solution dropped ([`Inspector::follow`]).
//! Panels read this state and emit [`Request`]s; [`Inspector::apply`] carries
//! them out.

use super::solved::{AnySolution, Solved};
use crate::app::board::Painter;
use crate::engine::Player;
use crate::games::{AnyGame, GameSpec};
use crate::solve::{SolveError, SolveOptions, solve_cancellable};
use crate::with_game;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// The state limit the inspector starts with: large enough for Chomp 5x5,
/// Cram 4x4 or tic-tac-toe, small enough that a game out of reach (Connect Four
/// 6x7) stops within a few seconds and a hundred megabytes.
pub const DEFAULT_LIMIT: usize = 1_000_000;

/// Called by the solver thread when it is done (egui's `request_repaint`).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

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
    /// Cancelled after so many states.
    Cancelled(usize),
    /// Any other reason, in the solver's words.
    Other(String),
}

/// A solve on its thread.
pub struct Running {
    pub spec: GameSpec,
    pub limit: usize,
    cancel: Arc<AtomicBool>,
    states: Arc<AtomicUsize>,
    result: Receiver<Result<Box<dyn AnySolution>, SolveError>>,
}

impl Running {
    /// States enumerated so far.
    pub fn states(&self) -> usize {
        self.states.load(Ordering::Relaxed)
    }
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
    waker: Option<Waker>,
}

impl Default for Inspector {
    fn default() -> Self {
        Inspector {
            status: Status::Idle,
            limit: DEFAULT_LIMIT,
            level: 0,
            player: 0,
            show_marks: true,
            waker: None,
        }
    }
}

impl Inspector {
    /// Sets what the solver thread calls when it is done.
    pub fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker);
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

    /// Carries out `request` for the studio's game `spec`.
    pub fn apply(&mut self, request: Request, spec: &GameSpec) {
        match request {
            Request::Solve => self.start(spec),
            Request::Cancel => {
                if let Status::Running(run) = &self.status {
                    run.cancel.store(true, Ordering::Relaxed);
                    let failure = Failure::Cancelled(run.states());
                    self.status = Status::Failed(run.spec.clone(), failure);
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

    /// Collects the solver's result when it has arrived (never waits).
    pub fn poll(&mut self) {
        let Status::Running(run) = &self.status else {
            return;
        };
        let result = match run.result.try_recv() {
            Ok(result) => result,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Err(SolveError::Cancelled {
                states: run.states(),
            }),
        };
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

    /// Cancels the solve in progress, if any (its thread ends at its next
    /// progress check and its result is dropped).
    fn stop(&mut self) {
        if let Status::Running(run) = &self.status {
            run.cancel.store(true, Ordering::Relaxed);
        }
    }

    fn start(&mut self, spec: &GameSpec) {
        self.stop();
        let game = match AnyGame::from_spec(spec) {
            Ok(g) => g,
            Err(e) => {
                self.status = Status::Failed(spec.clone(), Failure::Other(e.to_string()));
                return;
            }
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let states = Arc::new(AtomicUsize::new(0));
        let (tx, rx) = channel();
        let (limit, waker) = (self.limit, self.waker.clone());
        let (flag, count) = (cancel.clone(), states.clone());
        let spawned = std::thread::Builder::new()
            .name("ludoscope-solver".into())
            .spawn(move || {
                let result = with_game!(&game, g => solve_boxed(g, limit, &flag, &count));
                // The receiver is gone when the solve was dropped: nothing to do.
                let _ = tx.send(result);
                if let Some(wake) = waker {
                    wake();
                }
            });
        self.status = match spawned {
            Ok(_) => Status::Running(Running {
                spec: spec.clone(),
                limit,
                cancel,
                states,
                result: rx,
            }),
            Err(e) => Status::Failed(
                spec.clone(),
                Failure::Other(format!("cannot start the solver thread: {e}")),
            ),
        };
    }
}

/// Solves `g` within `limit` states, counting states in `states`, stopping when
/// `cancel` is raised.
fn solve_boxed<G: Painter>(
    g: &G,
    limit: usize,
    cancel: &AtomicBool,
    states: &AtomicUsize,
) -> Result<Box<dyn AnySolution>, SolveError> {
    let options = SolveOptions { state_limit: limit };
    let solution = solve_cancellable(g, &options, &mut |n| {
        states.store(n, Ordering::Relaxed);
        !cancel.load(Ordering::Relaxed)
    })?;
    Ok(Box::new(Solved::new(solution)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

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
        ins.apply(Request::Solve, &chomp);
        settle(&mut ins);
        let levels = ins.solution().unwrap().summary().levels.clone();
        assert_eq!(ins.level + 1, levels[0].len().max(levels[1].len()));
        ins.follow(&chomp);
        assert!(ins.solution().is_some(), "same game: kept");
        ins.follow(&GameSpec::TicTacToe);
        assert!(matches!(ins.status, Status::Idle), "another game: dropped");

        ins.apply(Request::SetLimit(10), &chomp);
        ins.apply(Request::Solve, &GameSpec::TicTacToe);
        settle(&mut ins);
        assert!(matches!(ins.status, Status::Failed(_, Failure::Limit(10))));

        let c4 = GameSpec::ConnectFour { rows: 6, cols: 7 };
        ins.apply(Request::SetLimit(50_000_000), &c4);
        ins.apply(Request::Solve, &c4);
        assert!(ins.is_busy());
        ins.apply(Request::Cancel, &c4);
        assert!(matches!(
            ins.status,
            Status::Failed(_, Failure::Cancelled(_))
        ));
    }
}
