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

use crate::engine::{Game, MAX_STACK_PLIES, stack_for_plies};

/// The deepest `--depth` a search of a game whose lines may repeat (an arena
/// with a cycle) accepts: its recursion is then as deep as `--depth`, and the
/// largest stack holds [`MAX_STACK_PLIES`] plies. Elsewhere the game's own end
/// bounds the recursion, and any depth is accepted.
pub const MAX_REPEATING_DEPTH: u64 = MAX_STACK_PLIES;

/// The stack a search of `g` to `depth` plies needs: on a game whose lines may
/// repeat, a depth-limited search recurses `depth` plies along a cycle
/// (repetitions are scored as infinite plays only without a depth), so the
/// stack is sized from the larger of the depth and the game's line bound. An
/// error naming `flag` when the depth is more than the largest stack holds.
pub fn stack_for_search<G: Game>(
    g: &G,
    depth: Option<u32>,
    flag: &str,
) -> Result<Option<usize>, String> {
    let line = g.line_bound().unwrap_or(0);
    let plies = match depth {
        Some(d) if g.may_repeat() => {
            if u64::from(d) > MAX_REPEATING_DEPTH {
                return Err(format!(
                    "{flag} {d} is deeper than a search can hold on a game whose lines repeat \
                     (an arena with a cycle): at most {MAX_REPEATING_DEPTH} plies (a stack of 4 GiB); \
                     give a smaller {flag}, or none to search to the end (repetitions are then \
                     scored as infinite plays)"
                ));
            }
            line.max(u64::from(d))
        }
        _ => line,
    };
    Ok(stack_for_plies(plies))
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
