//! The arena file: plain data read from RON ([`ArenaFile`]), turned into a playable
//! [`ArenaGraph`] by one checked function, [`ArenaFile::validate`] (the shape of
//! shakmaty's `Setup` -> `Position`). Every error names the file and the node.
//!
//! A file (RON, `implicit_some` on, so `value: 3` needs no `Some`):
//!
//! ```ron
//! // What this arena shows.
//! (
//!     initial: "a",
//!     nodes: [
//!         (name: "a", owner: 0, edges: ["b", "c"], label: "the start", pos: (0.0, 0.0)),
//!         (name: "b", outcome: Win0),
//!         (name: "c", value: -3),
//!     ],
//! )
//! ```
//!
//! A node with `edges` is a position of its `owner` (seed 003, Definition 1.1: the
//! sets `S_0`, `S_1`); a node without edges is terminal and carries either an
//! `outcome` (`Win0`, `Win1`, `Draw`: the sets `T_0`, `T_1`, `T_nul`) or an integer
//! `value` (player 0 maximises it, for the minimax exercises of seed 003, 2.1-2.2).
//! An optional `draw_limit: 500` (plies) is the draw rule of a played game on a
//! cyclic arena (see [`super::Arena`]).

use crate::files::{InputError, read_bounded};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;
use thiserror::Error;

/// The largest arena file read, checked before reading.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The outcome of a terminal node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum Outcome {
    Win0,
    Win1,
    Draw,
}

/// One node as written in the file, unchecked.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeData {
    pub name: String,
    #[serde(default)]
    pub owner: u8,
    #[serde(default)]
    pub edges: Vec<String>,
    #[serde(default)]
    pub outcome: Option<Outcome>,
    #[serde(default)]
    pub value: Option<i64>,
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub pos: Option<(f32, f32)>,
    /// In a file whose players alternate ([`Turns::Alternate`]): the outcome
    /// of a terminal node for the player to move there.
    #[serde(default)]
    pub mover: Option<MoverOutcome>,
}

/// Who moves at a node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
pub enum Turns {
    /// Each node's `owner` moves there (seed 003, Definition 1.1: the
    /// bipartite arena, or any graph whose nodes say who moves).
    #[default]
    Owners,
    /// The graph does not say who moves (seed 003, Exercise 1.1, question 1:
    /// "un graphe non nécessairement biparti"): player 0 moves first and the
    /// players alternate. Read as the seed's formalism (question 2), every node
    /// `v` reachable with player `p` to move becomes the node `v/p` owned by
    /// `p` ([`super::alternate`]).
    Alternate,
}

/// A terminal node's outcome for the player to move there ([`Turns::Alternate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum MoverOutcome {
    Wins,
    Loses,
    Draw,
}

/// An arena file as written, unchecked.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArenaFile {
    #[serde(default)]
    pub initial: Option<String>,
    #[serde(default)]
    pub turns: Turns,
    /// The draw rule of a played game (see [`ArenaGraph::draw_limit`]): a game
    /// still going after this many plies is a draw. Optional.
    #[serde(default)]
    pub draw_limit: Option<u32>,
    pub nodes: Vec<NodeData>,
}

/// What a terminal node is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leaf {
    Outcome(Outcome),
    /// Player 0 scores `v`, player 1 scores `-v`.
    Value(i64),
}

/// One checked node.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub name: String,
    pub owner: u8,
    /// Successor node ids, in file order.
    pub edges: Vec<u32>,
    /// `Some` exactly for terminal nodes.
    pub leaf: Option<Leaf>,
    pub label: Option<String>,
    pub pos: Option<(f32, f32)>,
}

/// A checked arena: every edge leads to a node, non-terminal nodes have successors,
/// terminal nodes have an outcome or a value.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaGraph {
    pub nodes: Vec<Node>,
    pub initial: u32,
    pub ids: HashMap<String, u32>,
    /// The file's `draw_limit`, if it gives one.
    pub draw_limit: Option<u32>,
}

/// Why a node or a file is not a valid arena (the file is named by [`ArenaError`]).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Problem {
    #[error("cannot read the file: {0}")]
    Io(String),
    #[error("the file has {0} bytes; arenas are limited to 16 MiB")]
    TooLarge(u64),
    #[error("not an arena in RON: {0}")]
    Syntax(String),
    #[error("no initial node: write `initial: \"name\"`")]
    NoInitial,
    #[error("the initial node {0:?} is not a node")]
    UnknownInitial(String),
    #[error("node {0:?} is defined twice")]
    Duplicate(String),
    #[error("node {node:?}: edge to unknown node {to:?}")]
    UnknownEdge { node: String, to: String },
    #[error("node {node:?}: edge to {to:?} is written twice")]
    RepeatedEdge { node: String, to: String },
    #[error("node {0:?} is not terminal (no outcome or value) but has no successor")]
    NoSuccessor(String),
    #[error("node {0:?} is terminal (it has an outcome) but has successors")]
    TerminalWithSuccessors(String),
    #[error("node {0:?} has a value but has successors: values belong to terminal nodes")]
    ValueOnNonTerminal(String),
    #[error("node {0:?} has both an outcome and a value")]
    OutcomeAndValue(String),
    #[error("node {node:?}: owner must be 0 or 1, not {owner}")]
    BadOwner { node: String, owner: u8 },
    #[error("draw_limit: 1 to 4294967295 plies, not 0")]
    ZeroDrawLimit,
    #[error("more than {0} nodes")]
    TooManyNodes(usize),
    #[error(
        "node {0:?}: `mover` gives an outcome for the player to move, in a file with `turns: Alternate` only"
    )]
    MoverWithOwners(String),
    #[error(
        "node {0:?}: with `turns: Alternate` a terminal node's outcome is written `mover: Wins`, `Loses` or `Draw` (the players alternate, so who won depends on the path)"
    )]
    AbsoluteOutcome(String),
    #[error("node {0:?}: with `turns: Alternate` the players alternate; leave out `owner`")]
    OwnerWithAlternate(String),
}

/// An arena file that cannot be played: the file and what is wrong.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("arena {file}: {problem}")]
pub struct ArenaError {
    pub file: String,
    pub problem: Problem,
}

impl ArenaFile {
    /// Reads RON text (with `implicit_some`), without checking the arena.
    pub fn from_ron(text: &str) -> Result<ArenaFile, Problem> {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|e| Problem::Syntax(e.to_string()))
    }

    /// The one checked door from file data to a playable arena.
    pub fn validate(self) -> Result<ArenaGraph, Problem> {
        if self.turns == Turns::Alternate {
            return super::alternate::expand(self)?.validate();
        }
        if let Some(n) = self.nodes.iter().find(|n| n.mover.is_some()) {
            return Err(Problem::MoverWithOwners(n.name.clone()));
        }
        if self.nodes.len() >= u32::MAX as usize {
            return Err(Problem::TooManyNodes(u32::MAX as usize - 1));
        }
        let mut ids = HashMap::with_capacity(self.nodes.len());
        for (i, n) in self.nodes.iter().enumerate() {
            if ids.insert(n.name.clone(), i as u32).is_some() {
                return Err(Problem::Duplicate(n.name.clone()));
            }
        }
        if self.draw_limit == Some(0) {
            return Err(Problem::ZeroDrawLimit);
        }
        let initial_name = self.initial.clone().ok_or(Problem::NoInitial)?;
        let initial = *ids
            .get(&initial_name)
            .ok_or(Problem::UnknownInitial(initial_name))?;
        let nodes = self
            .nodes
            .into_iter()
            .map(|n| check_node(n, &ids))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ArenaGraph {
            nodes,
            initial,
            ids,
            draw_limit: self.draw_limit,
        })
    }
}

fn check_node(n: NodeData, ids: &HashMap<String, u32>) -> Result<Node, Problem> {
    let name = n.name.clone();
    if n.owner > 1 {
        return Err(Problem::BadOwner {
            node: name,
            owner: n.owner,
        });
    }
    let leaf = match (n.outcome, n.value) {
        (Some(_), Some(_)) => return Err(Problem::OutcomeAndValue(name)),
        (Some(o), None) => Some(Leaf::Outcome(o)),
        (None, Some(v)) => Some(Leaf::Value(v)),
        (None, None) => None,
    };
    match (&leaf, n.edges.is_empty()) {
        (None, true) => return Err(Problem::NoSuccessor(name)),
        (Some(Leaf::Outcome(_)), false) => return Err(Problem::TerminalWithSuccessors(name)),
        (Some(Leaf::Value(_)), false) => return Err(Problem::ValueOnNonTerminal(name)),
        _ => {}
    }
    let mut edges = Vec::with_capacity(n.edges.len());
    for to in &n.edges {
        let id = *ids.get(to).ok_or_else(|| Problem::UnknownEdge {
            node: name.clone(),
            to: to.clone(),
        })?;
        edges.push(id);
    }
    let mut sorted: Vec<(u32, &String)> = edges.iter().copied().zip(&n.edges).collect();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(Problem::RepeatedEdge {
            node: name,
            to: w[1].1.clone(),
        });
    }
    Ok(Node {
        name,
        owner: n.owner,
        edges,
        leaf,
        label: n.label,
        pos: n.pos,
    })
}

/// Reads and checks the arena file at `path`: refuses anything but a regular
/// file, and files over 16 MiB before reading them; never panics.
pub fn load(path: &Path) -> Result<ArenaGraph, ArenaError> {
    let err = |problem| ArenaError {
        file: path.display().to_string(),
        problem,
    };
    let bytes = read_bounded(path, MAX_FILE_BYTES).map_err(|e| match e {
        InputError::TooLarge { size, .. } => err(Problem::TooLarge(size)),
        InputError::NotRegular(kind) => err(Problem::Io(format!(
            "the path is {kind}, not a regular file"
        ))),
        InputError::Io(e) => err(Problem::Io(e.to_string())),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        err(Problem::Io(format!(
            "not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        )))
    })?;
    parse(&text).map_err(err)
}

/// Reads and checks arena text.
pub fn parse(text: &str) -> Result<ArenaGraph, Problem> {
    ArenaFile::from_ron(text)?.validate()
}
