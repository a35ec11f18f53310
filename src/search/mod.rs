//! Search: the seeds' minimax and alpha-beta, the strong engine, expectiminimax and
//! MCTS, all generic over a [`Tracer`] so that the search a teacher inspects is the
//! very code that plays.
//!
//! ```
//! use ludoscope::engine::Game;
//! use ludoscope::games::TicTacToe;
//! use ludoscope::search::trace_view::{NodeStatus, replay};
//! use ludoscope::search::{AlphaBetaOptions, NoTracer, Trace, alphabeta, minimax};
//!
//! let g = TicTacToe;
//! let root = g.initial_state();
//! // Seed 003: tic-tac-toe is a draw; plain MinMax visits the whole game tree.
//! let plain = minimax(&g, &root, &mut NoTracer).unwrap();
//! assert_eq!((plain.value, plain.stats.nodes), (0, 549_946));
//! // Seed 004's AlphaBeta, recorded: same value, far fewer nodes.
//! let mut trace = Trace::new();
//! let ab = alphabeta(&g, &root, AlphaBetaOptions::default(), &mut trace).unwrap();
//! assert_eq!((ab.value, ab.best), (plain.value, plain.best));
//! assert_eq!(trace.node_count() as u64, ab.stats.nodes);
//! // The inspector's view after the first three events: root, first child, grandchild.
//! let nodes = replay(&trace, 3).unwrap();
//! assert_eq!(nodes[2].status, NodeStatus::OnPath);
//! assert_eq!(nodes[3].status, NodeStatus::Unvisited);
//! ```

pub mod alphabeta;
pub mod c4_solver;
pub mod cfr;
mod chunked;
pub mod deep;
pub mod estimate;
pub mod evaluator;
pub mod expectiminimax;
pub mod heuristic;
mod heuristic_more;
pub mod ismcts;
pub mod mcts;
pub mod minimax;
pub mod negamax;
pub mod outcome;
pub mod repeat;
pub mod scale;
pub mod trace;
pub mod trace_file;
pub mod trace_record;
pub mod trace_view;
pub mod tree;
pub mod tt;
pub mod ucb;

pub use alphabeta::{
    AlphaBetaOptions, CutRule, Window, alphabeta, alphabeta_scored, alphabeta_until,
};
pub use evaluator::{Evaluator, HeuristicEval, MoveOrder, Shortcut, ZeroEval};
pub use heuristic::{Heuristic, M, evaluate};
pub use minimax::{
    default_memo_entries, minimax, minimax_depth, minimax_depth_scored, minimax_memo,
    minimax_memo_bounded, minimax_memo_depth,
};
pub use negamax::{Negamax, Options, UNLIMITED, WIN, WIN_BAND, win_distance};
pub use outcome::{
    Scoring, SearchError, SearchResult, SearchStats, check_supported, outcome_value,
};
pub use scale::Scale;
pub use trace::{Bound, INFINITY, LeafKind, NoTracer, Trace, Tracer, Value};
pub use trace_view::{Cursor, NodeStatus, NodeView, replay};
