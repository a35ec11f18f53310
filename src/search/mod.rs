//! Search: the seeds' minimax and alpha-beta, the strong engine, expectiminimax and
//! MCTS, all generic over a [`Tracer`] so that the search a teacher inspects is the
//! very code that plays.

pub mod heuristic;
pub mod trace;

pub use heuristic::{Heuristic, M};
pub use trace::{Bound, LeafKind, NoTracer, Tracer, Value};
pub mod cfr;
pub mod ismcts;
pub mod tree;
