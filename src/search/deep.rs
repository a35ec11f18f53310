//! Deep searches without a stack overflow: the seeds' searches recurse once per
//! ply, and a line of an arena may be as long as the arena has nodes (a
//! 50,000-node chain). [`on_deep_stack`] runs a search on a thread whose stack
//! is sized from the game's bound on a line without repetition
//! ([`Game::line_bound`]): the recursion depth is then limited by the arena's
//! size (itself limited by the arena reader's file limit), not by the 8 MiB of
//! the main thread. The stack is reserved address space; only the pages a search
//! touches are used.

use crate::engine::Game;

/// The stack reserved per ply of recursion: a generous bound on one level of
/// the searches (a frame of `node` and one of `expand` or `max_node`, a few
/// hundred bytes each when optimised, more without optimisation).
pub const BYTES_PER_PLY: u64 = 4 * 1024;

/// The stack of a thread that needs no more (the main thread's usual size).
const BASE_STACK: u64 = 8 * 1024 * 1024;

/// The largest stack reserved: 4 GiB of address space, a line of a million
/// plies (more than an arena file of 16 MiB can hold).
pub const MAX_STACK: u64 = 4 * 1024 * 1024 * 1024;

/// The stack size for searches of `g`, or `None` when the usual stack is enough.
pub fn stack_for<G: Game>(g: &G) -> Option<usize> {
    let plies = g.line_bound()?;
    let bytes = BASE_STACK.saturating_add(plies.saturating_mul(BYTES_PER_PLY));
    (plies > 1_000).then(|| bytes.min(MAX_STACK) as usize)
}

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
