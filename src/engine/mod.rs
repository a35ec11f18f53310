//! The general game model of seed 000: players and chance, turns, joint actions,
//! transitions with signals, final scores, per-player views, notation.
//! Everything above (games, search, solving, replays, the command line, the app)
//! is written against this module. What names a game of the catalog (its
//! `GameSpec`) is in `crate::games`, which the engine does not know.

mod determinize;
mod erased;
mod game;
mod line;
mod material;
mod perft;
mod player;
mod position;
mod prob;
mod stack;
mod transition;

pub use determinize::Determinize;
pub use erased::{DynMatch, Match};
pub use game::{ActionError, Game, GameInfo, Move, PackedGame, PackedJob, Turn, child_at};
pub use line::{LineError, line_notation, parse_ply, state_after, state_after_from};
pub use material::{ComponentId, Material, MaterialState, MaterialView, Relation, SeenComponent};
pub use perft::{
    CappedPerft, PerftLevel, joint_actions, perft_levels, perft_levels_capped, perft_nodes,
};
pub use player::{Actor, MAX_PLAYERS, Player, PlayerSet, Scores, Viewer};
pub use position::{
    Place, PositionError, Positions, Setup, SetupLayout, SetupPiece, position_or_initial,
};
pub use prob::{DistributionError, Prob, check_distribution, sample_chance};
pub use stack::{MAX_STACK_PLIES, stack_for, stack_for_plies};
pub use transition::{
    PlayError, Signal, Signals, available, check_joint, parse_joint, parse_legal, signals,
    transition,
};
