//! The stack a game's searches need: the seeds' searches recurse once per ply,
//! and a line of an arena may be as long as the arena has nodes. [`stack_for`]
//! sizes it from the game's bound on a line without repetition
//! ([`Game::line_bound`]); `search::deep` runs the searches on such a stack,
//! and the catalog (`games`) answers it for any game.

use super::Game;

/// The stack reserved per ply of recursion: a generous bound on one level of
/// the searches (a frame of `node` and one of `expand` or `max_node`, a few
/// hundred bytes each when optimised, more without optimisation).
const BYTES_PER_PLY: u64 = 4 * 1024;

/// The stack of a thread that needs no more (the main thread's usual size).
const BASE_STACK: u64 = 8 * 1024 * 1024;

/// The largest stack reserved: 4 GiB of address space, a line of a million
/// plies (more than an arena file of 16 MiB can hold).
const MAX_STACK: u64 = 4 * 1024 * 1024 * 1024;

/// The stack size for searches of `g`, or `None` when the usual stack is enough.
pub fn stack_for<G: Game>(g: &G) -> Option<usize> {
    stack_for_plies(g.line_bound()?)
}

/// The most plies of recursion the largest stack holds (`MAX_STACK`).
pub const MAX_STACK_PLIES: u64 = (MAX_STACK - BASE_STACK) / BYTES_PER_PLY;

/// The stack size for a recursion `plies` deep, or `None` when the usual stack
/// is enough; at most `MAX_STACK` (a deeper recursion is refused by its
/// caller, see [`MAX_STACK_PLIES`]).
pub fn stack_for_plies(plies: u64) -> Option<usize> {
    let bytes = BASE_STACK.saturating_add(plies.saturating_mul(BYTES_PER_PLY));
    (plies > 1_000).then(|| bytes.min(MAX_STACK) as usize)
}
