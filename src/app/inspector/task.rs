//! The inspector's search, or the opening of a trace file, in the inspector's
//! [`Job`]: it reports the nodes searched as its progress (the window is
//! woken at most every 50 ms for it) and sends one answer, the trace laid out
//! and indexed ([`Loaded`]), so that even the layout of a large tree stays off
//! the UI thread. Cancel raises the flag the search reads (the search answers
//! that it was cancelled); a search replaced is stopped without waiting.

use crate::app::task::job::Job;
use crate::games::AnyGame;
use crate::inspect::{Loaded, OpenError, RunError, SearchSettings, run_search_game};
use std::path::PathBuf;

/// The slot of the search (or of a trace file being opened) on its thread.
pub type SearchJob = Job<Result<Loaded, RunError>>;

/// Starts `settings` on the position of `game` after `moves` in `job`.
pub fn start_search(
    job: &mut SearchJob,
    game: AnyGame,
    moves: Vec<String>,
    settings: SearchSettings,
) -> std::io::Result<()> {
    // A search recurses once per ply: a long line needs a deep stack.
    let stack = game.search_stack();
    job.start("inspector-search", stack, (), move |r| {
        let progress = |n: u64| r.set_progress(n);
        let result = run_search_game(&game, &moves, &settings, r.flag(), &progress)
            .and_then(|t| Loaded::new(t).map_err(RunError::Failed));
        r.send(result);
    })
}

/// Reads the trace file at `path` in `job`, checks it against its game and
/// lays it out.
pub fn start_open(job: &mut SearchJob, path: PathBuf) -> std::io::Result<()> {
    job.start("inspector-open", None, (), move |r| {
        let result = Loaded::open(&path, r.flag()).map_err(|e| match e {
            OpenError::Cancelled => RunError::Cancelled,
            OpenError::Failed(why) => RunError::Failed(why),
        });
        r.send(result);
    })
}

/// The answer once the task is over (`None` while it runs).
pub fn poll(job: &mut SearchJob) -> Option<Result<Loaded, RunError>> {
    let (answer, ()) = job.answer()?;
    Some(answer.unwrap_or_else(|| {
        Err(RunError::Failed(
            "the search thread stopped without an answer".into(),
        ))
    }))
}
