//! The MCTS inspector's model, without any drawing (the studio's tab is
//! `app::mcts`): a recorded run of [`crate::search::mcts`] on any game, iteration
//! by iteration ([`MctsRun`]: recorded through the tracer's MCTS hooks, saved and
//! loaded as RON, every action checked against the rules on load), and its exact
//! replay ([`MctsReplay`]: the tree's visit counts and score sums after any
//! iteration, phase by phase: selection, expansion, simulation,
//! backpropagation). What every Monte Carlo run shares is here once and
//! information-set MCTS ([`crate::inspect::ismcts`]) and the MCTS exercise use
//! it: the recorded-run model ([`RecordedRun`]), the counts after any
//! iteration (`counts`) and the cursor that steps phase by phase
//! ([`Cursor`]). With what the inspector shows over a run: the UCB rows that
//! drive selection ([`ucb`]) and why it chose ([`Why`], shared with ISMCTS),
//! each phase's detail ([`PhaseDetail`]), why one root
//! move is preferred to another ([`compare`]), the root children's visit shares
//! over the run ([`series`]), the tree view's level of detail ([`visible`]) and
//! the text and JSON of `ludoscope trace show` ([`show`]). Actions are indices
//! into one table of notations ([`RecordedRun::names`]), as in
//! [`crate::inspect::InspectTrace`]. It adds no search logic: the replay redoes
//! the search's own additions in the search's order, so its counts and means
//! equal the search's bit for bit.

mod check;
pub mod compare;
mod compare_words;
pub(crate) mod counts;
mod cursor;
mod file;
mod record;
mod recorded;
mod replay;
pub mod series;
mod shape;
pub mod show;
pub mod ucb;
pub mod visible;
mod why;

pub use crate::search::mcts::MctsOptions;
pub use compare::{Comparison, Overtake, Standing};
pub use cursor::{Cursor, ISMCTS_PHASES, MCTS_PHASES, Phase};
pub use record::{Expansion, IterationRecord as MctsIteration, MctsRecorder, MctsRun};
pub use recorded::{Iteration, RecordedRun};
pub use replay::MctsReplay;
pub use show::{show_file, show_json, show_text};
pub use visible::{VIEW_NODES, VisibleItem, VisibleKind, VisibleTree};
pub use why::Why;

use crate::engine::Player;

/// One node of the tree at the cursor.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeView {
    pub id: u32,
    pub parent: Option<u32>,
    pub action: Option<String>,
    pub depth: u32,
    pub visits: u32,
    /// The mean playout score (0 while unvisited) of the node's *value player*:
    /// the player who chose its action (`mover`); for a chance outcome, its
    /// parent's value player (the player who moved into the chance node, or
    /// further up); for the root, the root's player. At a player's node, its
    /// children's means are what UCB compares.
    pub mean: f64,
    /// Who chose this node's action (`None`: a chance outcome, or the root).
    pub mover: Option<Player>,
    /// A chance outcome's probability.
    pub prob: Option<f64>,
    /// The most visited child of its parent (ties: the search's rule, see
    /// [`ucb::best_index`]).
    pub most_visited: bool,
    /// On the current iteration's path (selection and expansion; the leaf too).
    pub on_path: bool,
    /// Added by the current iteration's expansion.
    pub new: bool,
}

/// One child of a node, as selection sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChildRow {
    pub action: String,
    /// The child's node id.
    pub node: u32,
    pub visits: u32,
    /// Q/N: the mean score of the player who chooses at the parent.
    pub mean: f64,
    /// Q/N + c*sqrt(ln N_parent / N) ([`ucb`]); `None` when unvisited (UCB is
    /// infinite) or at a chance node.
    pub ucb: Option<f64>,
    /// Q/N (0 while unvisited).
    pub exploit: f64,
    /// c*sqrt(ln N_parent / N); `None` when unvisited.
    pub explore: Option<f64>,
    /// 1-based place in the order expansion listed the children (MCTS shuffles).
    pub prior_rank: usize,
    /// The most visited child (the search's best move at the root); never an
    /// unvisited one.
    pub best: bool,
    /// Visited, and no sibling has more visits: with `tied`, one of several.
    pub most_visited: bool,
    /// Another sibling has as many visits as this most visited one.
    pub tied: bool,
}

/// What the current phase did.
#[derive(Clone, Debug, PartialEq)]
pub enum PhaseDetail {
    /// Before any iteration.
    Start,
    /// Each step down through the tree as it was before the iteration: the
    /// node, every child's row, the child chosen and why. The step into a child
    /// that this iteration's expansion adds is not here (those children are not
    /// in the tree yet): see `Expansion` and `Simulation::from`.
    Selection(Vec<SelectionStep>),
    /// The node expanded and its new children (empty when none: a final state
    /// or a full tree).
    Expansion { node: u32, added: Vec<u32> },
    /// The random playout from the leaf `from`: its moves and each player's score.
    Simulation {
        from: u32,
        plies: Vec<String>,
        scores: Vec<f64>,
    },
    /// The visit and mean updates, leaf to root.
    Backpropagation(Vec<Update>),
}

/// One step of selection.
#[derive(Clone, Debug, PartialEq)]
pub struct SelectionStep {
    pub node: u32,
    pub rows: Vec<ChildRow>,
    pub chosen: u32,
    pub why: Why,
}

/// A node's counts before and after the backup.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Update {
    pub node: u32,
    pub visits: (u32, u32),
    pub mean: (f64, f64),
}
