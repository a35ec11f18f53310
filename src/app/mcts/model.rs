//! The Monte Carlo panel's domain state ([`Mcts`], held by the studio): the
//! settings (exploration c, iterations, seed, and alpha-beta's depth for the
//! side-by-side comparison), the run shown as an [`MctsReplay`] with the game
//! it was searched on (for the miniature board), the run being recorded, the
//! file being read and the comparison each in its [`Job`], the two moves of "why
//! this move and not that one?", the comparison's two searches, and the tree
//! view's camera. Panels emit [`Request`]s; [`Mcts::apply`] carries them out;
//! [`Mcts::poll`] collects what the tasks sent, never waiting.

use super::work::{self, Outcome, Recording, Searched, Side, Slot};
use crate::app::task::Waker;
use crate::app::task::job::Job;
use crate::app::tree_view::camera::Camera;
use crate::games::{AnyGame, GameSpec};
use crate::inspect::mcts::{MctsOptions, MctsReplay, MctsRun};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The iterations a run starts with.
pub const DEFAULT_ITERATIONS: u32 = 1_000;
/// The most iterations a run may ask for.
pub const MAX_ITERATIONS: u32 = 1_000_000;
/// Alpha-beta's depth in the comparison, at first.
pub const DEFAULT_DEPTH: u32 = 4;

/// A move through the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Before the first iteration.
    Start,
    PhaseBack,
    PhaseForward,
    IterationBack,
    IterationForward,
    /// To the next iteration where the most visited root move changes.
    BestChange,
    /// After the last iteration.
    End,
    /// After iteration k (the slider).
    To(u32),
}

/// What the user asks of the panel.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Record a run on the board's position.
    Run,
    /// Stop the run; the iterations done are kept and shown.
    Cancel,
    SetExploration(f64),
    SetIterations(u32),
    SetSeed(u64),
    SetDepth(u32),
    Step(Step),
    /// The first (0) or second (1) move of "why this move and not that one?".
    Pick(usize, String),
    /// Search the board's position with alpha-beta and MCTS side by side.
    Compare,
    SetCamera(Camera),
}

/// The run shown and the game it was searched on.
pub struct Shown {
    pub replay: MctsReplay,
    pub game: AnyGame,
}

/// The side-by-side comparison: alpha-beta's search and MCTS's.
pub struct Duel {
    pub depth: u32,
    pub options: MctsOptions,
    pub alpha_beta: Slot,
    pub mcts: Slot,
}

/// What [`Mcts::poll`] brings that the studio must act on.
pub enum Arrived {
    /// A trace file was read: the board goes to its position, then it is shown.
    Opened(PathBuf, Box<MctsRun>),
    /// A trace file could not be read (the message names it).
    Unreadable(String),
}

/// The panel's state.
pub struct Mcts {
    /// Exploration c, iterations and seed of the next run.
    pub options: MctsOptions,
    pub depth: u32,
    pub shown: Option<Shown>,
    /// The run being recorded, with what it was asked.
    pub recording: Job<Outcome, Recording>,
    /// The trace file being read.
    pub loading: Job<Outcome, PathBuf>,
    /// The two moves compared (notation).
    pub pick: [Option<String>; 2],
    pub duel: Option<Duel>,
    /// The comparison's searches, answering into [`Mcts::duel`].
    comparing: Job<Searched>,
    pub camera: Camera,
    /// Why the last run gave nothing.
    pub failure: Option<String>,
    /// The run shown searched another position than the board's.
    pub stale: bool,
    /// A trace read from a file, shown once its position is on the board
    /// ([`crate::app::contract::PanelModel::opened`]).
    pub(super) arrived: Option<Box<MctsRun>>,
}

impl Default for Mcts {
    fn default() -> Self {
        Mcts {
            options: MctsOptions {
                iterations: DEFAULT_ITERATIONS,
                ..MctsOptions::default()
            },
            depth: DEFAULT_DEPTH,
            shown: None,
            recording: Job::default(),
            loading: Job::default(),
            pick: [None, None],
            duel: None,
            comparing: Job::default(),
            camera: Camera::default(),
            failure: None,
            stale: false,
            arrived: None,
        }
    }
}

impl Mcts {
    /// Sets what the tasks wake (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.recording.set_waker(wake.clone());
        self.loading.set_waker(wake.clone());
        self.comparing.set_waker(wake);
    }

    /// Whether a run, a file or a comparison is in progress.
    pub fn is_busy(&self) -> bool {
        self.recording.is_running() || self.loading.is_running() || self.comparing.is_running()
    }

    /// The replay shown, if any.
    pub fn replay(&self) -> Option<&MctsReplay> {
        self.shown.as_ref().map(|s| &s.replay)
    }

    /// Carries out `request` for the board's position: `game` (named `spec`)
    /// after `moves`.
    pub fn apply(&mut self, request: Request, game: &AnyGame, spec: &GameSpec, moves: &[String]) {
        match request {
            Request::Run => self.start(game, spec, moves),
            Request::Cancel => self.recording.cancel(),
            Request::SetExploration(c) if c.is_finite() => self.options.exploration = c.max(0.0),
            Request::SetExploration(_) => {}
            Request::SetIterations(n) => self.options.iterations = n.clamp(1, MAX_ITERATIONS),
            Request::SetSeed(s) => self.options.seed = s,
            Request::SetDepth(d) => self.depth = d.clamp(1, 64),
            Request::Step(step) => self.step(step),
            Request::Pick(k, action) if k < 2 => self.pick[k] = Some(action),
            Request::Pick(..) => {}
            Request::Compare => self.compare(game, moves),
            Request::SetCamera(c) => self.camera = c,
        }
    }

    fn step(&mut self, step: Step) {
        let Some(shown) = &mut self.shown else { return };
        let r = &mut shown.replay;
        match step {
            Step::Start => r.seek(0),
            Step::PhaseBack => r.step_phase(false),
            Step::PhaseForward => r.step_phase(true),
            Step::IterationBack => r.step_iteration(false),
            Step::IterationForward => r.step_iteration(true),
            Step::BestChange => {
                if let Some(k) = r.next_best_change() {
                    r.seek(k);
                }
            }
            Step::End => {
                let last = r.run().iterations();
                r.seek(last);
            }
            Step::To(k) => r.seek(k),
        }
    }

    /// Shows `run`, searched on `game`, at its end; the moves compared are the
    /// two most visited.
    pub fn show(&mut self, run: MctsRun, game: AnyGame) {
        let mut replay = MctsReplay::new(Arc::new(run));
        replay.seek(replay.run().iterations());
        let mut rows = replay.root_table();
        rows.sort_by_key(|r| std::cmp::Reverse(r.visits));
        self.pick = [0, 1].map(|k| rows.get(k).map(|r| r.action.clone()));
        self.shown = Some(Shown { replay, game });
        self.camera = Camera::default();
        self.stale = false;
    }

    /// Starts reading the trace file `path` (shown when [`Mcts::poll`] brings it).
    pub fn open(&mut self, path: &Path) -> Result<(), String> {
        work::load(&mut self.loading, path)
            .map_err(|e| format!("{}: cannot start reading: {e}", path.display()))
    }

    /// Notes whether the run shown searched the board's position.
    pub fn follow(&mut self, spec: &GameSpec, moves: &[String]) {
        self.stale = self
            .shown
            .as_ref()
            .is_some_and(|s| &s.replay.run().spec != spec || s.replay.run().moves != moves);
    }

    /// Collects what the tasks sent (never waits).
    pub fn poll(&mut self) -> Option<Arrived> {
        self.poll_recording();
        self.poll_duel();
        let (outcome, path) = self.loading.answer()?;
        let outcome = outcome.unwrap_or_else(|| Err("the reading ended without a result".into()));
        Some(match outcome {
            Ok(run) => Arrived::Opened(path, Box::new(run)),
            Err(e) if e.contains(&path.display().to_string()) => Arrived::Unreadable(e),
            Err(e) => Arrived::Unreadable(format!("{}: {e}", path.display())),
        })
    }

    fn poll_recording(&mut self) {
        let Some((outcome, rec)) = self.recording.answer() else {
            return;
        };
        match outcome.unwrap_or_else(|| Err("the run ended without a result".into())) {
            Ok(run) if run.iterations() > 0 => {
                self.failure = None;
                self.show(run, rec.game);
            }
            Ok(_) => self.failure = Some("cancelled before the first iteration".into()),
            Err(e) => self.failure = Some(e),
        }
    }

    /// Takes the comparison's answers that have come; a side still searching
    /// when its task has ended answers that it ended without a result.
    fn poll_duel(&mut self) {
        let (answers, ended) = self.comparing.drain();
        let Some(duel) = &mut self.duel else { return };
        for (side, answer) in answers {
            *duel.slot(side) = Slot::Done(answer);
        }
        if ended.is_some() {
            for side in [Side::AlphaBeta, Side::Mcts] {
                let slot = duel.slot(side);
                if matches!(slot, Slot::Searching) {
                    *slot = Slot::Done(Err("the search ended without a result".into()));
                }
            }
        }
    }

    fn start(&mut self, game: &AnyGame, spec: &GameSpec, moves: &[String]) {
        match work::record(&mut self.recording, game, spec, moves, &self.options) {
            Ok(()) => self.failure = None,
            Err(e) => self.failure = Some(format!("cannot start the MCTS thread: {e}")),
        }
    }

    fn compare(&mut self, game: &AnyGame, moves: &[String]) {
        let (d, o) = (self.depth, &self.options);
        let started = work::compare(&mut self.comparing, game, moves, d, o);
        let slot = || match &started {
            Ok(()) => Slot::Searching,
            Err(e) => Slot::Done(Err(format!("cannot start the search thread: {e}"))),
        };
        self.duel = Some(Duel {
            depth: d,
            options: o.clone(),
            alpha_beta: slot(),
            mcts: slot(),
        });
    }
}

impl Duel {
    /// The answer (or the search) of `side`.
    fn slot(&mut self, side: Side) -> &mut Slot {
        match side {
            Side::AlphaBeta => &mut self.alpha_beta,
            Side::Mcts => &mut self.mcts,
        }
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
