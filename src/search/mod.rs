//! Search: the seeds' minimax and alpha-beta, the strong engine, expectiminimax and
//! MCTS, all generic over a [`Tracer`] so that the search a teacher inspects is the
//! very code that plays.

pub mod c4_solver;
pub mod evaluator;
pub mod expectiminimax;
pub mod heuristic;
pub mod mcts;
pub mod negamax;
pub mod trace;
pub mod tt;

pub use evaluator::{Evaluator, HeuristicEval, MoveOrder, Shortcut, ZeroEval};
pub use heuristic::{Heuristic, M};
pub use negamax::{Negamax, Options, SearchError, SearchResult, UNLIMITED};
pub use trace::{Bound, LeafKind, NoTracer, Tracer, Value};
