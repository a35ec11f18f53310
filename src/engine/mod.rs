//! The general game model of seed 000: players and chance, turns, joint actions,
//! transitions with signals, final scores, per-player views, notation, and the
//! `GameSpec` that names a game. Everything above (games, search, solving, replays,
//! the command line, the app) is written against this module.

mod erased;
mod game;
mod perft;
mod player;
mod prob;
mod spec;
mod transition;

pub use erased::{DynMatch, Match};
pub use game::{ActionError, Game, GameInfo, Move, Turn};
pub use perft::{PerftLevel, joint_actions, perft_levels, perft_nodes};
pub use player::{Actor, MAX_PLAYERS, Player, PlayerSet, Scores, Viewer};
pub use prob::{DistributionError, Prob, check_distribution};
pub use spec::{DEFAULT_TAFL_DRAW_LIMIT, GameSpec, SpecError, TaflStep};
pub use transition::{
    PlayError, Signal, Signals, available, check_joint, parse_legal, signals, transition,
};
