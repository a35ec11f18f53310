//! What a search of the strong engine ([`super`]) returns: the value, the best
//! move and principal variation, and what the search counted.

use crate::search::trace::Value;

/// What a search counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Every node entered, the root included (re-searches count again).
    pub nodes: u64,
    pub leaves: u64,
    pub cuts: u64,
    pub tt_hits: u64,
}

impl Stats {
    pub(super) fn add(&mut self, o: &Stats) {
        self.nodes += o.nodes;
        self.leaves += o.leaves;
        self.cuts += o.cuts;
        self.tt_hits += o.tt_hits;
    }
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<A> {
    /// For the player to move at the root (a bound when searched with a window).
    pub value: Value,
    /// The best move found (the best so far when stopped early).
    pub best: Option<A>,
    /// The principal variation: the best move, then the moves read back from
    /// the transposition table (without a table, the best move alone).
    pub pv: Vec<A>,
    /// The depth of the last finished search (0 when none finished).
    pub depth: u8,
    /// No depth limit was reached: the value is the game's exact value.
    pub exact: bool,
    /// The budget or the cancel flag stopped the search.
    pub stopped: bool,
    pub stats: Stats,
}

/// The answer of [`super::Negamax::window_value`]: a [`SearchResult`] without the
/// principal variation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WindowValue<A> {
    /// For the player to move at the root: exact inside the window, a bound outside.
    pub value: Value,
    /// The best move found, if the search found one at the root.
    pub best: Option<A>,
    /// No depth limit was reached.
    pub exact: bool,
    /// The budget or the cancel flag stopped the search.
    pub stopped: bool,
    pub stats: Stats,
}
