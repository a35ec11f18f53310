//! The inspector's search, or the opening of a trace file, as one of the
//! studio's tasks ([`crate::app::task::Task`]): it reports the nodes searched
//! as its progress (the window is woken at most every 50 ms for it) and sends
//! one answer, the trace laid out and indexed ([`Loaded`]), so that even the
//! layout of a large tree stays off the UI thread. Cancel raises the flag the
//! search reads; dropping the task cancels it and joins its thread.

use crate::app::task::{Task, Waker};
use crate::games::AnyGame;
use crate::inspect::{Loaded, OpenError, RunError, SearchSettings, run_search_game};
use std::path::PathBuf;

/// A search (or a trace file being opened) on its thread.
pub type SearchTask = Task<Result<Loaded, RunError>>;

/// Starts `settings` on the position of `game` after `moves`.
pub fn start_search(
    game: AnyGame,
    moves: Vec<String>,
    settings: SearchSettings,
    wake: &Waker,
) -> std::io::Result<SearchTask> {
    // A search recurses once per ply: a long line needs a deep stack.
    let stack = game.search_stack();
    Task::spawn_with_stack("inspector-search", stack, wake, move |r| {
        let progress = |n: u64| r.set_progress(n);
        let result = run_search_game(&game, &moves, &settings, r.flag(), &progress)
            .and_then(|t| Loaded::new(t).map_err(RunError::Failed));
        r.send(result);
    })
}

/// Reads the trace file at `path`, checks it against its game and lays it out.
pub fn start_open(path: PathBuf, wake: &Waker) -> std::io::Result<SearchTask> {
    Task::spawn("inspector-open", wake, move |r| {
        let result = Loaded::open(&path, r.flag()).map_err(|e| match e {
            OpenError::Cancelled => RunError::Cancelled,
            OpenError::Failed(why) => RunError::Failed(why),
        });
        r.send(result);
    })
}

/// The answer once the task is over (`None` while it runs).
pub fn poll(task: &SearchTask) -> Option<Result<Loaded, RunError>> {
    if let Some(answer) = task.try_recv() {
        return Some(answer);
    }
    task.is_finished().then(|| {
        task.try_recv().unwrap_or_else(|| {
            Err(RunError::Failed(
                "the search thread stopped without an answer".into(),
            ))
        })
    })
}
