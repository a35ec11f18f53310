//! The information-set inspector's domain state ([`InfoSets`], held by the
//! studio): the CFR run in progress as a [`Task`](crate::app::task::Task) (iterations as its progress;
//! the UI thread only polls; a cancelled run is kept as a [`Stopping`](crate::app::task::Stopping) until its
//! thread ends), the finished runs of the current game, one per variant, side
//! by side in the plot, and the choices (variant, iterations, which run the
//! table shows, the snapshot, the selected set and the viewer of its
//! histories). Runs belong to one game: another game drops them
//! ([`InfoSets::follow`]). Panels emit [`Request`]s; [`InfoSets::apply`]
//! carries them out.

use super::sets::{AnySets, Sets};
use crate::app::board::Painter;
use crate::app::task::job::Job;
use crate::app::task::{Reporter, Waker};
use crate::engine::Viewer;
use crate::games::{AnyGame, GameSpec};
use crate::inspect::infosets::{CfrRun, VARIANTS, run_cfr};
use crate::with_game;

/// The iterations a run starts with.
pub const DEFAULT_ITERATIONS: u64 = 2_000;
/// The most iterations a run may ask for.
pub const MAX_ITERATIONS: u64 = 1_000_000;
/// Snapshots kept per run (log-spaced).
pub const SNAPSHOTS: usize = 300;
/// The largest game tree a run builds.
pub const MAX_NODES: usize = 2_000_000;

/// What the user asks of the inspector.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Run the chosen variant on the studio's game (replacing its earlier run).
    Run,
    Cancel,
    /// The variant, an index into [`VARIANTS`].
    SetVariant(usize),
    SetIterations(u64),
    /// Which finished run the table and slider show.
    ShowRun(usize),
    /// The slider's snapshot of the shown run.
    SetSnapshot(usize),
    /// The set whose histories are listed (none: the list is closed).
    Select(Option<usize>),
    /// Who the histories are drawn for.
    SetViewer(Viewer),
}

/// What the run's thread sends back.
type Outcome = Result<(CfrRun, Box<dyn AnySets>), String>;

/// What is kept beside a run on its thread (its progress is the job's:
/// the iterations done so far).
pub struct Running {
    pub variant: usize,
    pub iterations: u64,
}

/// The inspector's state.
pub struct InfoSets {
    pub variant: usize,
    pub iterations: u64,
    /// The game the runs belong to.
    pub spec: Option<GameSpec>,
    /// The information sets and their histories (from the first run).
    pub sets: Option<Box<dyn AnySets>>,
    /// Finished (or stopped) runs, at most one per variant, in the order run.
    pub runs: Vec<CfrRun>,
    /// The run the table shows.
    pub shown: usize,
    pub snapshot: usize,
    pub selected: Option<usize>,
    pub viewer: Viewer,
    pub running: Job<Outcome, Running>,
    /// Why the last run gave nothing.
    pub failure: Option<String>,
}

impl Default for InfoSets {
    fn default() -> Self {
        InfoSets {
            // CFR+ first: it converges fastest of those offered.
            variant: 1.min(VARIANTS.len() - 1),
            iterations: DEFAULT_ITERATIONS,
            spec: None,
            sets: None,
            runs: vec![],
            shown: 0,
            snapshot: 0,
            selected: None,
            viewer: Viewer::Everyone,
            running: Job::default(),
            failure: None,
        }
    }
}

impl InfoSets {
    /// Sets what the run's thread wakes (the window).
    pub fn set_waker(&mut self, wake: Waker) {
        self.running.set_waker(wake);
    }

    pub fn is_busy(&self) -> bool {
        self.running.is_running()
    }

    /// The run the table shows, if any.
    pub fn shown_run(&self) -> Option<&CfrRun> {
        self.runs.get(self.shown)
    }

    /// Carries out `request` for the studio's game `game`, named `spec`.
    pub fn apply(&mut self, request: Request, game: &AnyGame, spec: &GameSpec) {
        match request {
            Request::Run => self.start(game, spec),
            Request::Cancel => self.stop(),
            Request::SetVariant(v) => self.variant = v.min(VARIANTS.len() - 1),
            Request::SetIterations(n) => self.iterations = n.clamp(1, MAX_ITERATIONS),
            Request::ShowRun(k) if k < self.runs.len() => {
                self.shown = k;
                self.snapshot = self.runs[k].snapshots.len().saturating_sub(1);
            }
            Request::ShowRun(_) => {}
            Request::SetSnapshot(k) => {
                let last = self.shown_run().map_or(0, |r| r.snapshots.len());
                self.snapshot = k.min(last.saturating_sub(1));
            }
            Request::Select(set) => {
                self.selected = set;
                if let (Some(i), Some(sets)) = (set, &self.sets) {
                    // The set's own player sees what the set is about.
                    self.viewer = Viewer::Player(sets.facts()[i].player);
                }
            }
            Request::SetViewer(v) => self.viewer = v,
        }
    }

    /// Drops what belongs to another game than `spec` (cancelling its run).
    pub fn follow(&mut self, spec: &GameSpec) {
        if self.spec.as_ref().is_some_and(|mine| mine != spec) {
            self.stop();
            *self = InfoSets {
                running: std::mem::take(&mut self.running),
                variant: self.variant,
                iterations: self.iterations,
                ..InfoSets::default()
            };
        }
    }

    /// Collects the run's result when it has arrived (never waits).
    pub fn poll(&mut self) {
        let Some((outcome, _)) = self.running.answer() else {
            return;
        };
        let outcome = outcome.unwrap_or_else(|| Err("the run ended without a result".into()));
        match outcome {
            Ok((run, sets)) => {
                self.failure = None;
                if self.sets.is_none() {
                    self.sets = Some(sets);
                }
                self.runs.retain(|r| r.variant != run.variant);
                self.runs.push(run);
                self.apply_show_last();
            }
            Err(e) => self.failure = Some(e),
        }
    }

    fn apply_show_last(&mut self) {
        self.shown = self.runs.len() - 1;
        self.snapshot = self.runs[self.shown].snapshots.len().saturating_sub(1);
    }

    /// Cancels the run in progress without waiting; the snapshots it took are
    /// not kept.
    fn stop(&mut self) {
        self.running.stop();
    }

    fn start(&mut self, game: &AnyGame, spec: &GameSpec) {
        self.stop();
        if self.spec.as_ref() != Some(spec) {
            self.follow(spec);
            self.spec = Some(spec.clone());
        }
        let game = game.clone();
        let (variant, iterations) = (VARIANTS[self.variant], self.iterations);
        let meta = Running {
            variant: self.variant,
            iterations,
        };
        let spawned = self.running.start("ludoscope-cfr", None, meta, move |r| {
            r.send(with_game!(&game, g => run_boxed(g, variant, iterations, r)));
        });
        match spawned {
            Ok(()) => self.failure = None,
            Err(e) => self.failure = Some(format!("cannot start the CFR thread: {e}")),
        }
    }
}

/// Runs CFR on `g`, reporting iterations as progress; a cancelled run sends
/// nothing worth keeping.
fn run_boxed<G: Painter>(
    g: &G,
    variant: crate::search::cfr::CfrVariant,
    iterations: u64,
    task: &Reporter<Outcome>,
) -> Outcome {
    let (run, sets) = run_cfr(
        g,
        variant,
        iterations,
        SNAPSHOTS,
        MAX_NODES,
        task.flag(),
        &mut |n| task.set_progress(n),
    )?;
    if !run.complete {
        return Err("cancelled".into());
    }
    Ok((run, Box::new(Sets::new(g.clone(), sets))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inspect::infosets::snapshot_points;
    use std::time::{Duration, Instant};

    fn kuhn() -> (AnyGame, GameSpec) {
        let spec = GameSpec::KuhnPoker { players: 2 };
        (AnyGame::from_spec(&spec).unwrap(), spec)
    }

    fn settle(ins: &mut InfoSets) {
        let start = Instant::now();
        while ins.is_busy() {
            assert!(start.elapsed() < Duration::from_secs(30), "no result");
            std::thread::sleep(Duration::from_millis(2));
            ins.poll();
        }
    }

    #[test]
    fn runs_one_per_variant_cancels_and_follows_the_game() {
        let (game, spec) = kuhn();
        let mut ins = InfoSets::default();
        ins.apply(Request::SetIterations(300), &game, &spec);
        for v in 0..VARIANTS.len() {
            ins.apply(Request::SetVariant(v), &game, &spec);
            ins.apply(Request::Run, &game, &spec);
            settle(&mut ins);
        }
        // Again the first: it replaces its earlier run.
        ins.apply(Request::SetVariant(0), &game, &spec);
        ins.apply(Request::Run, &game, &spec);
        settle(&mut ins);
        assert_eq!(ins.runs.len(), VARIANTS.len());
        assert_eq!(ins.runs.last().unwrap().variant, VARIANTS[0]);
        let points = snapshot_points(300, SNAPSHOTS).len();
        assert_eq!(ins.runs[0].snapshots.len(), points);
        assert_eq!((ins.shown, ins.snapshot), (ins.runs.len() - 1, points - 1));
        assert_eq!(ins.sets.as_ref().unwrap().facts().len(), 12);
        ins.apply(Request::SetSnapshot(10_000), &game, &spec);
        assert_eq!(ins.snapshot, points - 1, "held within the run");

        // A long run is cancelled at once; its snapshots are not kept.
        ins.apply(Request::SetIterations(MAX_ITERATIONS), &game, &spec);
        ins.apply(Request::Run, &game, &spec);
        assert!(ins.is_busy());
        ins.apply(Request::Cancel, &game, &spec);
        assert!(!ins.is_busy());
        assert_eq!(ins.runs.len(), VARIANTS.len());

        // Another game drops the runs.
        ins.follow(&GameSpec::TicTacToe);
        assert!(ins.runs.is_empty() && ins.sets.is_none() && ins.spec.is_none());
        assert_eq!(ins.iterations, MAX_ITERATIONS, "the choices stay");
    }
}
