//! The Monte Carlo panel's domain state ([`Mcts`], held by the studio): the
//! settings (exploration c, iterations, seed, and alpha-beta's depth for the
//! side-by-side comparison), the run shown as an [`MctsReplay`] with the game
//! it was searched on (for the miniature board), the run being recorded or the
//! file being read on a [`crate::app::task::Task`], the two moves of "why
//! this move and not that one?", the comparison's two searches, and the tree
//! view's camera. Panels emit [`Request`]s; [`Mcts::apply`] carries them out;
//! [`Mcts::poll`] collects what the tasks sent, never waiting.

use super::work::{self, Answer, Loading, Recording, Side, Slot};
use crate::app::task::{Stopping, Waker, no_wake, prune};
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
    pub recording: Option<Recording>,
    pub loading: Option<Loading>,
    /// The two moves compared (notation).
    pub pick: [Option<String>; 2],
    pub duel: Option<Duel>,
    pub camera: Camera,
    /// Why the last run gave nothing.
    pub failure: Option<String>,
    /// The run shown searched another position than the board's.
    pub stale: bool,
    wake: Waker,
    stopping: Vec<Stopping>,
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
            recording: None,
            loading: None,
            pick: [None, None],
            duel: None,
            camera: Camera::default(),
            failure: None,
            stale: false,
            wake: no_wake(),
            stopping: vec![],
            arrived: None,
        }
    }
}

impl Mcts {
    /// Sets what the tasks wake (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.wake = wake;
    }

    /// Whether a run, a file or a comparison is in progress.
    pub fn is_busy(&self) -> bool {
        let searching = |s: &Slot| matches!(s, Slot::Searching(_));
        self.recording.is_some()
            || self.loading.is_some()
            || self
                .duel
                .as_ref()
                .is_some_and(|d| searching(&d.alpha_beta) || searching(&d.mcts))
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
            Request::Cancel => {
                if let Some(r) = &self.recording {
                    r.task.cancel();
                }
            }
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
        let loading = work::load(&self.wake, path)
            .map_err(|e| format!("{}: cannot start reading: {e}", path.display()))?;
        if let Some(old) = self.loading.replace(loading) {
            self.stopping.push(old.task.stop());
        }
        Ok(())
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
        prune(&mut self.stopping);
        self.poll_recording();
        if let Some(duel) = &mut self.duel {
            poll_slot(&mut duel.alpha_beta);
            poll_slot(&mut duel.mcts);
        }
        let loading = self.loading.as_ref()?;
        let ended = loading.task.is_finished();
        let outcome = match loading.task.try_recv() {
            Some(outcome) => outcome,
            None if ended => Err("the reading ended without a result".into()),
            None => return None,
        };
        let path = self.loading.take()?.path;
        Some(match outcome {
            Ok(run) => Arrived::Opened(path, Box::new(run)),
            Err(e) if e.contains(&path.display().to_string()) => Arrived::Unreadable(e),
            Err(e) => Arrived::Unreadable(format!("{}: {e}", path.display())),
        })
    }

    fn poll_recording(&mut self) {
        let Some(rec) = &self.recording else { return };
        let ended = rec.task.is_finished();
        let outcome = match rec.task.try_recv() {
            Some(outcome) => outcome,
            None if ended => Err("the run ended without a result".into()),
            None => return,
        };
        let Some(rec) = self.recording.take() else {
            return;
        };
        match outcome {
            Ok(run) if run.iterations() > 0 => {
                self.failure = None;
                self.show(run, rec.game);
            }
            Ok(_) => self.failure = Some("cancelled before the first iteration".into()),
            Err(e) => self.failure = Some(e),
        }
        // The thread has sent its last word: it is joined once it has ended.
        self.stopping.push(rec.task.stop());
    }

    fn start(&mut self, game: &AnyGame, spec: &GameSpec, moves: &[String]) {
        if let Some(old) = self.recording.take() {
            self.stopping.push(old.task.stop());
        }
        match work::record(&self.wake, game, spec, moves, &self.options) {
            Ok(rec) => {
                self.failure = None;
                self.recording = Some(rec);
            }
            Err(e) => self.failure = Some(format!("cannot start the MCTS thread: {e}")),
        }
    }

    fn compare(&mut self, game: &AnyGame, moves: &[String]) {
        if let Some(old) = self.duel.take() {
            for slot in [old.alpha_beta, old.mcts] {
                if let Slot::Searching(task) = slot {
                    self.stopping.push(task.stop());
                }
            }
        }
        let (w, d, o) = (&self.wake, self.depth, &self.options);
        self.duel = Some(Duel {
            depth: d,
            options: o.clone(),
            alpha_beta: work::compare(w, Side::AlphaBeta, game, moves, d, o),
            mcts: work::compare(w, Side::Mcts, game, moves, d, o),
        });
    }
}

/// Takes a comparison search's answer when it has come.
fn poll_slot(slot: &mut Slot) {
    let Slot::Searching(task) = slot else { return };
    let ended = task.is_finished();
    let answer: Result<Answer, String> = match task.try_recv() {
        Some(a) => a,
        None if ended => Err("the search ended without a result".into()),
        None => return,
    };
    *slot = Slot::Done(answer);
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
