//! The attractor solver of seeds 003 and 004: enumerate the reachable state graph
//! of a game ([`graph`]), compute both players' attractors with ranks and winning
//! strategies ([`attractor`]), and answer questions about any state: who wins, in
//! how many moves, by which move, and what each legal move leads to.
//!
//! It applies to sequential, deterministic, perfect-information games for two
//! players (every game of seed 003, and hand-written arenas, cyclic or not); it
//! refuses other games with an error. Wherever the graph is acyclic its answer is
//! the minimax value of seed 003, Proposition 2.2.
//!
//! Two enumerations ([`Method`]): on acyclic graphs, one depth-first pass
//! (`fused.rs`) numbers and settles the states together and keeps no successor
//! lists (states packed into `u64` keys for the games that pack them,
//! [`crate::engine::PackedGame`]); on a
//! cycle, the breadth-first enumeration (`explicit.rs`) keeps the successor lists
//! in CSR form for the counter algorithm.
//!
//! ```
//! use ludoscope::engine::Game;
//! use ludoscope::games::Chomp;
//! use ludoscope::solve::{solve, SolveOptions, Value};
//!
//! let chomp = Chomp::new(3, 2).unwrap();
//! let solution = solve(&chomp, &SolveOptions::default()).unwrap();
//! let root = solution.answer(&chomp.initial_state()).unwrap();
//! assert_eq!(root.value, Value::Win(0)); // the first player wins (seed 003, Ex. 1.1)
//! let best = root.strategy.unwrap();
//! assert_eq!(chomp.notation(&chomp.initial_state(), best), "3,2"); // eat the corner
//! ```

pub mod attractor;
mod explicit;
mod fused;
pub mod graph;
mod index;
#[cfg(test)]
mod numbering_tests;
mod packed;
mod query;
mod settle;
mod store;
mod table;

pub use attractor::{Attractors, Value};
pub use graph::{DEFAULT_STATE_LIMIT, SolveError, StateGraph};
pub use query::{MoveAnswer, StateAnswer, Summary};

use crate::engine::Game;
use std::time::Instant;

/// How to solve.
#[derive(Clone, Copy, Debug)]
pub struct SolveOptions {
    /// The most states to enumerate before giving up with an error.
    pub state_limit: usize,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            state_limit: DEFAULT_STATE_LIMIT,
        }
    }
}

/// Which enumeration to use. All give the same values, ranks, levels and
/// strategies state by state (the tests check it); they differ in speed,
/// memory and numbering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Method {
    /// [`Method::Packed`] when the game packs its states, else
    /// [`Method::Generic`]; [`Method::Explicit`] when the graph has a cycle.
    #[default]
    Auto,
    /// Depth-first enumeration and solve in one pass, states packed into a `u64`
    /// ([`crate::engine::PackedGame`]); on other games, the same as
    /// [`Method::Generic`].
    Packed,
    /// Depth-first enumeration and solve in one pass, states stored as they are.
    Generic,
    /// Breadth-first enumeration keeping every successor list, then the
    /// attractors (backward sweep when acyclic, counters otherwise).
    Explicit,
}

/// A solved game: its state graph and both attractors.
#[derive(Clone, Debug)]
pub struct Solution<G: Game> {
    pub game: G,
    pub graph: StateGraph<G>,
    pub attractors: Attractors,
    /// Seconds spent enumerating and solving.
    pub seconds: f64,
}

/// Solves `g` from its initial state.
pub fn solve<G: Game>(g: &G, options: &SolveOptions) -> Result<Solution<G>, SolveError> {
    solve_with_progress(g, options, &mut |_| {})
}

/// Solves `g`, calling `progress` now and then with the number of states expanded.
pub fn solve_with_progress<G: Game>(
    g: &G,
    options: &SolveOptions,
    progress: &mut dyn FnMut(usize),
) -> Result<Solution<G>, SolveError> {
    solve_cancellable(g, options, &mut |n| {
        progress(n);
        true
    })
}

/// Solves `g` like [`solve_with_progress`], but stops with
/// [`SolveError::Cancelled`] as soon as `progress` returns false (it is called
/// every few thousand states during the enumeration; the attractors themselves
/// take a small fraction of the time).
pub fn solve_cancellable<G: Game>(
    g: &G,
    options: &SolveOptions,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Result<Solution<G>, SolveError> {
    solve_by(g, options, Method::Auto, progress)
}

/// Solves `g` by `method`; `progress` as for [`solve_cancellable`].
pub fn solve_by<G: Game>(
    g: &G,
    options: &SolveOptions,
    method: Method,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Result<Solution<G>, SolveError> {
    let start = Instant::now();
    let limit = options.state_limit;
    let fused = match method {
        Method::Explicit => None,
        Method::Auto | Method::Packed => match packed::solve_packed(g, limit, progress) {
            Some(result) => result?,
            None => fused::solve::<G, store::Plain>(g, limit, progress)?,
        },
        Method::Generic => fused::solve::<G, store::Plain>(g, limit, progress)?,
    };
    let (graph, attractors) = match fused {
        Some(f) => (f.graph, f.attractors),
        None => {
            let graph = StateGraph::build(g, &g.initial_state(), limit, progress)?;
            let attractors = Attractors::compute(&graph);
            (graph, attractors)
        }
    };
    Ok(Solution {
        game: g.clone(),
        graph,
        attractors,
        seconds: start.elapsed().as_secs_f64(),
    })
}
