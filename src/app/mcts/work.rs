//! The Monte Carlo panel's background work, each started in its [`Job`]:
//! recording an MCTS run on the board's position ([`MctsRun::record`],
//! iterations as progress, Cancel keeping the iterations done), opening a
//! trace file ([`MctsRun::load`]), and the side-by-side searches (alpha-beta
//! through [`search_with`], MCTS through [`crate::search::mcts::search`]), one
//! task whose two threads each time their search and send its answer.
//! Nothing here draws; nothing here knows a game's rules.

use crate::app::task::Reporter;
use crate::app::task::job::Job;
use crate::engine::{Game, state_after};
use crate::games::{AnyGame, GameSpec};
use crate::inspect::mcts::{MctsOptions, MctsRun};
use crate::inspect::{Algorithm, SearchSettings, search_with};
use crate::search::{Bound, LeafKind, Tracer, Value};
use crate::with_game;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// What a recording or a reading sends: the run, or why there is none.
pub type Outcome = Result<MctsRun, String>;

/// A run being recorded: what it was asked, on which game (kept beside its
/// task).
pub struct Recording {
    pub options: MctsOptions,
    pub game: AnyGame,
}

/// What the comparison's task sends: one side's answer.
pub type Searched = (Side, Result<Answer, String>);

/// One side of the side-by-side comparison, as it finished.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The best move in notation (`None`: no move, a final position).
    pub best: Option<String>,
    /// The value as the search gives it.
    pub value: f64,
    /// Nodes visited (alpha-beta) or iterations run (MCTS).
    pub work: u64,
    pub seconds: f64,
}

/// Which search of the comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    AlphaBeta,
    Mcts,
}

/// A comparison search on its thread, or its answer.
pub enum Slot {
    Searching,
    Done(Result<Answer, String>),
}

/// Starts recording `options` on `game` (named `spec`) after `moves` in
/// `job` (stopping the recording before).
pub fn record(
    job: &mut Job<Outcome, Recording>,
    game: &AnyGame,
    spec: &GameSpec,
    moves: &[String],
    options: &MctsOptions,
) -> std::io::Result<()> {
    let (spec, moves, opts) = (spec.clone(), moves.to_vec(), options.clone());
    let meta = Recording {
        options: options.clone(),
        game: game.clone(),
    };
    job.start("ludoscope-mcts", game.search_stack(), meta, move |r| {
        let progress = |n: u32| r.set_progress(u64::from(n));
        r.send(MctsRun::record(&spec, &moves, &opts, r.flag(), &progress));
    })
}

/// Starts reading the trace file `path` in `job` (stopping the reading
/// before).
pub fn load(job: &mut Job<Outcome, PathBuf>, path: &Path) -> std::io::Result<()> {
    let file = path.to_path_buf();
    job.start("ludoscope-mcts-load", None, file.clone(), move |r| {
        r.send(MctsRun::load(&file));
    })
}

/// Starts both sides of the comparison on `game` after `moves` in `job`
/// (stopping the comparison before), each on a thread of its own under the
/// job's task; a side whose thread cannot start answers why.
pub fn compare(
    job: &mut Job<Searched>,
    game: &AnyGame,
    moves: &[String],
    depth: u32,
    options: &MctsOptions,
) -> std::io::Result<()> {
    let (game, moves, opts) = (game.clone(), moves.to_vec(), options.clone());
    let stack = game.search_stack();
    job.start("ludoscope-compare", None, (), move |r| {
        let (game, moves, opts) = (&game, &moves, &opts);
        std::thread::scope(|s| {
            for side in [Side::AlphaBeta, Side::Mcts] {
                let mut builder = std::thread::Builder::new().name(format!("ludoscope-{side:?}"));
                if let Some(bytes) = stack {
                    builder = builder.stack_size(bytes);
                }
                let search = move || {
                    r.send((
                        side,
                        match side {
                            Side::AlphaBeta => alpha_beta(game, moves, depth, r),
                            Side::Mcts => mcts(game, moves, opts, r),
                        },
                    ));
                };
                if let Err(e) = builder.spawn_scoped(s, search) {
                    r.send((side, Err(format!("cannot start the search thread: {e}"))));
                }
            }
        });
    })
}

/// The seed's alpha-beta (seed 004) to `depth`, the heuristic at the horizon.
fn alpha_beta<T>(
    game: &AnyGame,
    moves: &[String],
    depth: u32,
    r: &Reporter<T>,
) -> Result<Answer, String> {
    let settings = SearchSettings {
        algorithm: Algorithm::AlphaBeta,
        depth: Some(depth),
        ..SearchSettings::default()
    };
    with_game!(game, g => {
        let root = state_after(g, moves).map_err(|e| e.to_string())?;
        let start = Instant::now();
        let mut stop = Stop(r.flag());
        let result = search_with(g, &root, &settings, &mut stop, r.flag())?;
        if r.cancelled() {
            return Err("cancelled".into());
        }
        Ok(Answer {
            best: result.best.map(|a| g.notation(&root, a)),
            value: f64::from(result.value),
            work: result.stats.nodes,
            seconds: start.elapsed().as_secs_f64(),
        })
    })
}

/// MCTS with the panel's settings, not recorded.
fn mcts<T>(
    game: &AnyGame,
    moves: &[String],
    options: &MctsOptions,
    r: &Reporter<T>,
) -> Result<Answer, String> {
    with_game!(game, g => {
        let root = state_after(g, moves).map_err(|e| e.to_string())?;
        let start = Instant::now();
        let result = crate::search::mcts::search(g, &root, options, r.flag())
            .map_err(|e| e.to_string())?;
        let value = result
            .actions
            .iter()
            .find(|a| a.action == result.best)
            .map_or(0.0, |a| a.value);
        Ok(Answer {
            best: Some(g.notation(&root, result.best)),
            value,
            work: u64::from(result.iterations),
            seconds: start.elapsed().as_secs_f64(),
        })
    })
}

/// A tracer that records nothing and stops the seeds' search when the task
/// is cancelled.
struct Stop<'a>(&'a AtomicBool);

impl<A> Tracer<A> for Stop<'_> {
    fn enter(&mut self, _: Option<A>, _: u32, _: Value, _: Value) {}
    fn leaf(&mut self, _: LeafKind, _: Value) {}
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    fn cut(&mut self, _: &[A]) {}
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    fn exit(&mut self, _: Value, _: Bound) {}
    fn stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
