//! A game given explicitly as an arena (seed 003, Definition 1.1; seed 004,
//! Definition 4.3): named nodes owned by player 0 or 1, directed edges (a move is
//! an edge), an initial node, and terminal nodes that are won by 0 (`T_0`), won by
//! 1 (`T_1`), drawn (`T_nul`), or carry an integer value for the minimax and
//! alpha-beta exercises (seed 003, section 2; player 0 maximises). Unlike the
//! seeds' bipartite arenas, an arena here may let a player move twice in a row,
//! and it may contain cycles (infinite plays, seed 003, Definition 1.2): the
//! searches then score a repeated position as an infinite play
//! ([`crate::search::repeat`]), and a played game ends by the draw rule
//! ([`Game::draw_limit`]: the spec's `draw_limit`, else the file's, else
//! [`DEFAULT_DRAW_LIMIT`]).
//!
//! The file format and its checks are in [`file`](mod@file); this module is the game. The
//! state is the node id; an action is the id of the node moved to, and its
//! notation is that node's name. Scores: an outcome gives +1/-1 or 0 each; a value
//! `v` gives `[v, -v]` (zero-sum, so minimax and the solver read the sign).

pub mod alternate;
pub mod file;
pub mod tree;
pub mod write;

pub use file::{
    ArenaError, ArenaFile, ArenaGraph, Leaf, MAX_FILE_BYTES, MoverOutcome, Node, NodeData, Outcome,
    Problem, Turns,
};
pub use tree::{BracketError, TreeShape};

use crate::engine::{ActionError, Actor, Game, GameInfo, Move, Player, Scores, Turn, Viewer};
use crate::games::{Catalogued, GameSpec, SpecError};
use std::path::Path;
use std::sync::Arc;

/// The rules of one arena: the checked graph and where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Arena {
    source: Source,
    graph: Arc<ArenaGraph>,
    /// Whether a cycle is reachable from the initial node ([`has_cycle`]).
    cyclic: bool,
    /// The spec's `draw_limit`, which replaces the file's.
    draw_limit: Option<u32>,
    /// The least and the greatest integer leaf value ([`value_range`]), found
    /// once: a search asks for it at every move, and a scan of a long arena
    /// at every move made one game quadratic in the arena's size.
    values: Option<(i64, i64)>,
}

/// The draw rule of a played game on an arena with a cycle whose file gives no
/// `draw_limit`: a game still going after this many plies is a draw (seed 003,
/// Definition 1.2 calls such a play infinite; the attractor solver counts it in
/// neither attractor, as a draw).
pub const DEFAULT_DRAW_LIMIT: u32 = 1_000;

/// Where an arena comes from, as its [`GameSpec`] names it.
#[derive(Clone, Debug, PartialEq)]
enum Source {
    /// A RON file (`Arena(path: ...)`).
    File(String),
    /// A tree in bracket notation (`Tree(leaves: ...)`), written as
    /// [`TreeShape::to_bracket`] writes it.
    Tree(String),
}

impl Arena {
    /// Reads and checks the arena file at `path` (see [`file::load`]).
    pub fn load(path: &str) -> Result<Arena, ArenaError> {
        let graph = file::load(Path::new(path))?;
        Ok(Arena::from_graph(path, graph))
    }

    /// The arena of a checked graph; `path` is what [`Catalogued::spec`] reports.
    pub fn from_graph(path: &str, graph: ArenaGraph) -> Arena {
        Arena {
            source: Source::File(path.to_string()),
            cyclic: has_cycle(&graph),
            values: value_range(&graph),
            graph: Arc::new(graph),
            draw_limit: None,
        }
    }

    /// The arena of a tree (see [`tree`](mod@tree)): root `R` for player 0
    /// (MAX), players alternating by depth, leaves valued.
    pub fn from_tree(tree: &TreeShape) -> Result<Arena, Problem> {
        let graph = tree.arena_file().validate()?;
        Ok(Arena {
            source: Source::Tree(tree.to_bracket()),
            cyclic: has_cycle(&graph),
            values: value_range(&graph),
            graph: Arc::new(graph),
            draw_limit: None,
        })
    }

    /// The tree written in bracket notation, for
    /// [`crate::games::AnyGame::from_spec`].
    pub fn from_leaves(leaves: &str) -> Result<Arena, SpecError> {
        let invalid = |why: String| SpecError::Invalid { game: "Tree", why };
        let tree = TreeShape::parse(leaves).map_err(|e| invalid(format!("leaves: {e}")))?;
        Arena::from_tree(&tree).map_err(|e| invalid(e.to_string()))
    }

    /// The arena file at `path` with the spec's `draw_limit` (the file's draw
    /// rule when `None`), for [`crate::games::AnyGame::from_spec`].
    pub fn from_spec(path: &str, draw_limit: Option<u32>) -> Result<Arena, SpecError> {
        let invalid = |why: String| SpecError::Invalid { game: "Arena", why };
        if draw_limit == Some(0) {
            return Err(invalid(Problem::ZeroDrawLimit.to_string()));
        }
        let arena = Arena::load(path).map_err(|e| invalid(e.to_string()))?;
        Ok(Arena {
            draw_limit,
            ..arena
        })
    }

    pub fn graph(&self) -> &ArenaGraph {
        &self.graph
    }

    /// The graph as shared by every copy of this arena (the studio's layout
    /// knows it again by its address, without reading it).
    pub fn shared_graph(&self) -> &Arc<ArenaGraph> {
        &self.graph
    }

    /// The node with id `id`.
    pub fn node(&self, id: u32) -> Option<&Node> {
        self.graph.nodes.get(id as usize)
    }

    /// The id of the node named `name`.
    pub fn id(&self, name: &str) -> Option<u32> {
        self.graph.ids.get(name).copied()
    }

    /// Whether a cycle is reachable from the initial node: some plays are
    /// infinite (seed 003, Definition 1.2).
    pub fn is_cyclic(&self) -> bool {
        self.cyclic
    }

    /// The least and the greatest integer leaf value, `None` for an arena of
    /// outcomes only (found when the arena is made, not at each call).
    pub fn value_range(&self) -> Option<(i64, i64)> {
        self.values
    }

    /// The name of node `id` (`?` for an id that is not a node).
    pub fn name(&self, id: u32) -> &str {
        self.node(id).map_or("?", |n| n.name.as_str())
    }
}

impl Catalogued for Arena {
    fn spec(&self) -> GameSpec {
        match &self.source {
            Source::File(path) => GameSpec::Arena {
                path: path.clone(),
                draw_limit: self.draw_limit,
            },
            Source::Tree(leaves) => GameSpec::Tree {
                leaves: leaves.clone(),
            },
        }
    }
}

impl Game for Arena {
    /// The current node's id.
    type State = u32;
    /// The id of the node moved to.
    type Action = u32;
    type View = u32;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Arena",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> u32 {
        self.graph.initial
    }

    fn turn(&self, s: &u32) -> Turn {
        match self.node(*s) {
            Some(n) if n.leaf.is_none() => Turn::Player(n.owner as Player),
            _ => Turn::Terminal,
        }
    }

    fn legal_actions(&self, s: &u32, p: Player, out: &mut Vec<u32>) {
        out.clear();
        if self.turn(s) == Turn::Player(p)
            && let Some(n) = self.node(*s)
        {
            out.extend_from_slice(&n.edges);
        }
    }

    fn apply(&self, s: &mut u32, joint: &[Move<u32>]) {
        if let [m] = joint {
            *s = m.action;
        }
    }

    fn scores(&self, s: &u32) -> Option<Scores> {
        match self.node(*s)?.leaf? {
            Leaf::Outcome(Outcome::Win0) => Some(Scores::two_player(Some(0))),
            Leaf::Outcome(Outcome::Win1) => Some(Scores::two_player(Some(1))),
            Leaf::Outcome(Outcome::Draw) => Some(Scores::two_player(None)),
            Leaf::Value(v) => Some(Scores::new(&[v as f64, -(v as f64)])),
        }
    }

    fn view(&self, s: &u32, _viewer: Viewer) -> u32 {
        *s
    }

    fn notation(&self, _s: &u32, a: u32) -> String {
        self.name(a).to_string()
    }

    fn parse_action(&self, _s: &u32, text: &str) -> Result<u32, ActionError> {
        self.id(text.trim()).ok_or_else(|| ActionError::OutOfRange {
            text: text.into(),
            why: "no node has this name".into(),
        })
    }

    fn render(&self, s: &u32) -> String {
        let Some(n) = self.node(*s) else {
            return format!("no node {s}\n");
        };
        let mut out = format!("node {}", n.name);
        if let Some(label) = &n.label {
            out.push_str(&format!(" ({label})"));
        }
        match n.leaf {
            Some(Leaf::Outcome(o)) => out.push_str(&format!(": terminal, {o:?}\n")),
            Some(Leaf::Value(v)) => out.push_str(&format!(": terminal, value {v}\n")),
            None => {
                let next: Vec<&str> = n.edges.iter().map(|&e| self.name(e)).collect();
                out.push_str(&format!(
                    ": player {} to move to {}\n",
                    n.owner,
                    next.join(", ")
                ));
            }
        }
        out
    }

    fn play(&self, s: &mut u32, _actor: Actor, a: u32) {
        *s = a;
    }

    fn may_repeat(&self) -> bool {
        self.cyclic
    }

    /// The spec's `draw_limit`, else the file's; else, with a cycle,
    /// [`DEFAULT_DRAW_LIMIT`].
    fn draw_limit(&self) -> Option<u32> {
        self.draw_limit
            .or(self.graph.draw_limit)
            .or(self.cyclic.then_some(DEFAULT_DRAW_LIMIT))
    }

    /// A line that never repeats a node has fewer plies than the arena has nodes.
    fn line_bound(&self) -> Option<u64> {
        Some(self.graph.nodes.len() as u64)
    }
}

/// The least and the greatest integer leaf value of `graph`, `None` when no
/// leaf carries one.
pub fn value_range(graph: &ArenaGraph) -> Option<(i64, i64)> {
    let values = graph.nodes.iter().filter_map(|n| match n.leaf {
        Some(Leaf::Value(v)) => Some(v),
        _ => None,
    });
    values.fold(None, |range, v| match range {
        None => Some((v, v)),
        Some((lo, hi)) => Some((lo.min(v), hi.max(v))),
    })
}

/// Whether a cycle is reachable from the initial node: an iterative depth-first
/// search (no recursion, so a 100,000-node chain is fine) colouring nodes white
/// (unseen), grey (on the current path) and black (done); an edge to a grey node
/// closes a cycle.
pub fn has_cycle(graph: &ArenaGraph) -> bool {
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    let mut colour = vec![WHITE; graph.nodes.len()];
    // (node, index of the next edge to follow)
    let mut stack: Vec<(u32, usize)> = vec![(graph.initial, 0)];
    if let Some(c) = colour.get_mut(graph.initial as usize) {
        *c = GREY;
    }
    while let Some(top) = stack.last_mut() {
        let (v, i) = *top;
        let Some(&w) = graph.nodes[v as usize].edges.get(i) else {
            colour[v as usize] = BLACK;
            stack.pop();
            continue;
        };
        top.1 += 1;
        match colour[w as usize] {
            GREY => return true,
            WHITE => {
                colour[w as usize] = GREY;
                stack.push((w, 0));
            }
            _ => {}
        }
    }
    false
}
