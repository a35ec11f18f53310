//! The Monte Carlo panel's background work, each a [`Task`]: recording an
//! MCTS run on the board's position ([`MctsRun::record`], iterations as
//! progress, Cancel keeping the iterations done), opening a trace file
//! ([`MctsRun::load`]), and the side-by-side searches (alpha-beta through
//! [`search_with`], MCTS through [`crate::search::mcts::search`]), each timing
//! itself. Nothing here draws; nothing here knows a game's rules.

use crate::app::task::{Reporter, Task, Waker};
use crate::engine::{Game, state_after};
use crate::games::{AnyGame, GameSpec};
use crate::inspect::mcts::{MctsOptions, MctsRun};
use crate::inspect::{Algorithm, SearchSettings, search_with};
use crate::search::{Bound, LeafKind, Tracer, Value};
use crate::with_game;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A run being recorded: what it was asked, on which game.
pub struct Recording {
    pub options: MctsOptions,
    pub game: AnyGame,
    pub task: Task<Result<MctsRun, String>>,
}

/// A trace file being read.
pub struct Loading {
    pub path: PathBuf,
    pub task: Task<Result<MctsRun, String>>,
}

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
    Searching(Task<Result<Answer, String>>),
    Done(Result<Answer, String>),
}

/// Starts recording `options` on `game` (named `spec`) after `moves`.
pub fn record(
    wake: &Waker,
    game: &AnyGame,
    spec: &GameSpec,
    moves: &[String],
    options: &MctsOptions,
) -> std::io::Result<Recording> {
    let (spec, moves, opts) = (spec.clone(), moves.to_vec(), options.clone());
    let stack = game.search_stack();
    let task = Task::spawn_with_stack("ludoscope-mcts", stack, wake, move |r| {
        let progress = |n: u32| r.set_progress(u64::from(n));
        r.send(MctsRun::record(&spec, &moves, &opts, r.flag(), &progress));
    })?;
    Ok(Recording {
        options: options.clone(),
        game: game.clone(),
        task,
    })
}

/// Starts reading the trace file `path`.
pub fn load(wake: &Waker, path: &Path) -> std::io::Result<Loading> {
    let file = path.to_path_buf();
    let task = Task::spawn("ludoscope-mcts-load", wake, move |r| {
        r.send(MctsRun::load(&file));
    })?;
    Ok(Loading {
        path: path.to_path_buf(),
        task,
    })
}

/// Starts one side of the comparison on `game` after `moves`.
pub fn compare(
    wake: &Waker,
    side: Side,
    game: &AnyGame,
    moves: &[String],
    depth: u32,
    options: &MctsOptions,
) -> Slot {
    let (game, moves, opts) = (game.clone(), moves.to_vec(), options.clone());
    let stack = game.search_stack();
    let spawned = Task::spawn_with_stack("ludoscope-compare", stack, wake, move |r| {
        r.send(match side {
            Side::AlphaBeta => alpha_beta(&game, &moves, depth, r),
            Side::Mcts => mcts(&game, &moves, &opts, r),
        });
    });
    match spawned {
        Ok(task) => Slot::Searching(task),
        Err(e) => Slot::Done(Err(format!("cannot start the search thread: {e}"))),
    }
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
