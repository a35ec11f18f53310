//! Deep searches without a stack overflow: the seeds' searches recurse once per
//! ply, and a line of an arena may be as long as the arena has nodes (a
//! 50,000-node chain). [`on_deep_stack`] runs a search on a thread whose stack
//! is sized by [`stack_for`] from the game's bound on a line without
//! repetition (`Game::line_bound`): the recursion depth is then limited by the arena's
//! size (itself limited by the arena reader's file limit), not by the 8 MiB of
//! the main thread. The stack is reserved address space; only the pages a search
//! touches are used.

/// The stack size a game's searches need, from the engine (where `games` may
/// read it too).
pub use crate::engine::stack_for;

/// Runs `work` on a rayon pool whose threads have a stack of `stack` bytes (on
/// the current pool when `None`): games played in parallel by agents that
/// search a long line (`play`, `tournament`, the studio's tournament).
pub fn in_deep_pool<R: Send>(
    stack: Option<usize>,
    work: impl FnOnce() -> R + Send,
) -> Result<R, String> {
    let Some(bytes) = stack else {
        return Ok(work());
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .thread_name(|k| format!("deep player {k}"))
        .stack_size(bytes)
        .build()
        .map_err(|e| {
            format!(
                "cannot start the players' threads with a stack of {} MiB: {e}",
                bytes >> 20
            )
        })?;
    Ok(pool.install(work))
}

/// Runs `work` on a thread with a stack of `stack` bytes (on this thread when
/// `None`); an error when the thread cannot be started (the system refused
/// the stack).
pub fn on_deep_stack<R: Send>(
    stack: Option<usize>,
    work: impl FnOnce() -> R + Send,
) -> Result<R, String> {
    let Some(bytes) = stack else {
        return Ok(work());
    };
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("deep search".into())
            .stack_size(bytes)
            .spawn_scoped(scope, work)
            .map_err(|e| {
                format!(
                    "cannot start a search thread with a stack of {} MiB: {e}",
                    bytes >> 20
                )
            })?;
        handle
            .join()
            .map_err(|_| "the search thread panicked".to_string())
    })
}
