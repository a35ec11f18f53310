//! Search: the seeds' minimax and alpha-beta, the strong engine, expectiminimax and
//! MCTS, all generic over a [`Tracer`] so that the search a teacher inspects is the
//! very code that plays.

pub mod alphabeta;
pub mod heuristic;
pub mod minimax;
pub mod outcome;
pub mod trace;
pub mod trace_file;
pub mod trace_record;
pub mod trace_view;

pub use alphabeta::{AlphaBetaOptions, CutRule, alphabeta};
pub use heuristic::{Heuristic, M, evaluate};
pub use minimax::{minimax, minimax_depth, minimax_memo};
pub use outcome::{SearchError, SearchResult, SearchStats, check_supported, outcome_value};
pub use trace::{Bound, INFINITY, LeafKind, NoTracer, Trace, Tracer, Value};
