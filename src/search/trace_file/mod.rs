//! Saving and loading a recorded [`Trace`] as RON, together with the root
//! position: the [`GameSpec`] and the moves played from the initial state. Actions
//! are written in the game's notation, so a file is readable and does not depend on
//! the in-memory action type; loading checks every action against the rules by
//! replaying the path from the root (unvalidated data becomes a trace only through
//! [`TraceFile::into_trace`], or the search inspector's check of a
//! [`NamedTrace`]). Saving writes a temporary file and renames it. [`read`]
//! reads a large file fast into a [`NamedTrace`].

mod error;
mod named;
mod read;

use error::one_action_per_node;
pub(crate) use error::syntax;
pub use error::{MAX_TRACE_BYTES, TraceFileError, read_text};
pub use named::{NamedTrace, Names};
pub use read::read;

use super::trace::{ChanceTables, EventKind, Trace, TraceNode, TtHit};
use super::trace_view::Event;
use crate::engine::{Actor, Game, parse_legal};
use crate::files::{WriteError, write_atomic};
use crate::games::{Catalogued, GameSpec};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The version written in new files.
pub const TRACE_FORMAT_VERSION: u32 = 1;

/// A trace as stored on disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceFile {
    pub version: u32,
    pub spec: GameSpec,
    /// The moves from the initial state to the search's root, in notation.
    pub moves: Vec<String>,
    /// Which search made it (`alphabeta`, `minimax-memo`, ...).
    pub algorithm: String,
    pub truncated: bool,
    /// One row per node, by id.
    pub nodes: Vec<NodeRow>,
    /// The action leading to each node, in notation (empty for a root).
    pub actions: Vec<String>,
    /// One letter per event: `E`nter, `L`eaf, `C`hild returned, `K` cut,
    /// `T` transposition hit, e`X`it.
    pub events: String,
    /// The unexplored actions of each cut, in notation.
    pub cuts: Vec<Vec<String>>,
    pub hits: Vec<TtHit>,
    /// Each node's exact value by id (expectiminimax; NaN where none). Absent
    /// from the files of other searches and from older files.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exact: Vec<f64>,
    /// Each chance outcome's probability: (node reached, numerator,
    /// denominator). Absent as `exact` is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcomes: Vec<(u32, u32, u32)>,
}

/// A [`TraceNode`] as a RON tuple: (parent, depth, alpha, beta, value, returned,
/// parent_alpha, parent_beta, flags); the parent of a root is 4294967295.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeRow(
    pub u32,
    pub u16,
    pub i32,
    pub i32,
    pub i32,
    pub i32,
    pub i32,
    pub i32,
    pub u8,
);

impl From<&TraceNode> for NodeRow {
    fn from(n: &TraceNode) -> Self {
        NodeRow(
            n.parent,
            n.depth,
            n.alpha,
            n.beta,
            n.value,
            n.returned,
            n.parent_alpha,
            n.parent_beta,
            n.flags,
        )
    }
}

impl From<&NodeRow> for TraceNode {
    fn from(r: &NodeRow) -> Self {
        TraceNode {
            parent: r.0,
            depth: r.1,
            alpha: r.2,
            beta: r.3,
            value: r.4,
            returned: r.5,
            parent_alpha: r.6,
            parent_beta: r.7,
            flags: r.8,
        }
    }
}

const EVENT_LETTERS: [(EventKind, char); 6] = [
    (EventKind::Enter, 'E'),
    (EventKind::Leaf, 'L'),
    (EventKind::Child, 'C'),
    (EventKind::Cut, 'K'),
    (EventKind::TtHit, 'T'),
    (EventKind::Exit, 'X'),
];

fn event_letter(e: EventKind) -> char {
    EVENT_LETTERS
        .iter()
        .find(|(k, _)| *k == e)
        .map_or('?', |&(_, c)| c)
}

pub(crate) fn letter_event(c: char) -> Result<EventKind, TraceFileError> {
    EVENT_LETTERS
        .iter()
        .find(|(_, l)| *l == c)
        .map(|&(k, _)| k)
        .ok_or_else(|| TraceFileError::Invalid(format!("{c:?} is not an event letter")))
}

/// Walks the events of `trace` from `root`, keeping the state of every open node:
/// `enter(node, parent_state)` gives the state of each entered child (roots take
/// `root`), and `cut(event, state)` sees each cut at the state of its node.
fn walk<A: Copy, S: Clone>(
    trace: &Trace<A>,
    root: &S,
    mut enter: impl FnMut(u32, &S) -> Result<S, TraceFileError>,
    mut cut: impl FnMut(usize, &[A], &S) -> Result<(), TraceFileError>,
) -> Result<(), TraceFileError> {
    let invalid = |why: &str| TraceFileError::Invalid(why.to_string());
    let events = trace.decode().map_err(|e| invalid(&e.to_string()))?;
    let mut path: Vec<S> = Vec::new();
    for e in &events {
        match *e {
            Event::Enter { node, parent, .. } => {
                let state = match (parent, path.last()) {
                    (Some(_), Some(here)) => enter(node, here)?,
                    _ => root.clone(),
                };
                path.push(state);
            }
            Event::Exit { .. } => {
                path.pop();
            }
            Event::Cut {
                cut: k, unexplored, ..
            } => {
                let here = path.last().ok_or_else(|| invalid("a cut outside a node"))?;
                cut(k, unexplored, here)?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Plays `a` at `s`: a player's action, or chance's outcome at a chance node.
fn play_one<G: Game>(g: &G, s: &G::State, a: G::Action) -> Result<G::State, TraceFileError> {
    let actor = match g.turn(s) {
        crate::engine::Turn::Chance => Actor::Chance,
        turn => Actor::Player(turn.to_move().ok_or_else(|| {
            TraceFileError::Invalid("an action at a state where no single player moves".into())
        })?),
    };
    let mut next = s.clone();
    g.play(&mut next, actor, a);
    Ok(next)
}

impl TraceFile {
    /// The file form of `trace`, searched from `root` (reached by `moves`).
    pub fn from_trace<G: Catalogued>(
        g: &G,
        moves: &[String],
        root: &G::State,
        algorithm: &str,
        trace: &Trace<G::Action>,
    ) -> Result<TraceFile, TraceFileError> {
        let mut actions = vec![String::new(); trace.node_count()];
        let mut cuts = Vec::new();
        let enter = |node: u32, parent: &G::State| {
            let a = trace
                .action(node)
                .ok_or_else(|| TraceFileError::Invalid(format!("node {node} has no action")))?;
            if let Some(slot) = actions.get_mut(node as usize) {
                *slot = g.notation(parent, a);
            }
            play_one(g, parent, a)
        };
        let cut = |_, unexplored: &[G::Action], here: &G::State| {
            cuts.push(unexplored.iter().map(|&a| g.notation(here, a)).collect());
            Ok(())
        };
        walk(trace, root, enter, cut)?;
        let (exact, outcomes) = trace.chance().to_rows();
        Ok(TraceFile {
            version: TRACE_FORMAT_VERSION,
            spec: g.spec(),
            moves: moves.to_vec(),
            algorithm: algorithm.to_string(),
            truncated: trace.truncated(),
            nodes: trace.nodes().map(NodeRow::from).collect(),
            actions,
            events: trace.events().map(event_letter).collect(),
            cuts,
            hits: (0..).map_while(|k| trace.hit(k)).collect(),
            exact,
            outcomes,
        })
    }

    /// Checks the file against `g` (started from `root`) and rebuilds the trace:
    /// every action must be legal where the trace says it was played.
    pub fn into_trace<G: Game>(
        &self,
        g: &G,
        root: &G::State,
    ) -> Result<Trace<G::Action>, TraceFileError> {
        if self.version != TRACE_FORMAT_VERSION {
            return Err(TraceFileError::Version(self.version));
        }
        one_action_per_node(self.actions.len(), self.nodes.len())?;
        // The tables without actions suffice to walk the events; each action is
        // parsed at its parent's state along the walk.
        let events = self
            .events
            .chars()
            .map(letter_event)
            .collect::<Result<Vec<_>, _>>()?;
        let shell = self.with_actions::<G::Action>(
            &events,
            vec![None; self.nodes.len()],
            (vec![0; self.cuts.len()], vec![]),
        );
        let mut parsed = vec![None; self.nodes.len()];
        let (mut cut_ends, mut cut_actions) = (Vec::new(), Vec::new());
        let enter = |node: u32, parent: &G::State| {
            let text = self.actions.get(node as usize).map(String::as_str);
            let a = self.parse_at(g, parent, text)?;
            if let Some(slot) = parsed.get_mut(node as usize) {
                *slot = Some(a);
            }
            play_one(g, parent, a)
        };
        let cut = |k: usize, _: &[G::Action], here: &G::State| {
            for text in self.cuts.get(k).into_iter().flatten() {
                cut_actions.push(self.parse_at(g, here, Some(text))?);
            }
            cut_ends.push(cut_actions.len() as u32);
            Ok(())
        };
        walk(&shell, root, enter, cut)?;
        let chance = ChanceTables::from_rows(self.exact.clone(), &self.outcomes, self.nodes.len())
            .map_err(TraceFileError::Invalid)?;
        Ok(self
            .with_actions(&events, parsed, (cut_ends, cut_actions))
            .with_chance(chance))
    }

    /// The trace of this file's tables with the given actions and cuts.
    fn with_actions<A: Copy>(
        &self,
        events: &[EventKind],
        actions: Vec<Option<A>>,
        cuts: (Vec<u32>, Vec<A>),
    ) -> Trace<A> {
        Trace::from_parts(
            self.nodes.iter().map(TraceNode::from).collect(),
            actions,
            events.to_vec(),
            cuts,
            self.hits.clone(),
            self.truncated,
        )
    }

    fn parse_at<G: Game>(
        &self,
        g: &G,
        s: &G::State,
        text: Option<&str>,
    ) -> Result<G::Action, TraceFileError> {
        let text =
            text.ok_or_else(|| TraceFileError::Invalid("a child node without action".into()))?;
        let actor = match g.turn(s) {
            crate::engine::Turn::Chance => Actor::Chance,
            turn => Actor::Player(turn.to_move().ok_or_else(|| {
                TraceFileError::Invalid(format!("action {text} at a final state"))
            })?),
        };
        parse_legal(g, s, actor, text).map_err(|e| TraceFileError::Invalid(e.to_string()))
    }

    /// Writes the file as RON, replacing `path` if it exists (the studio asks
    /// first); see [`TraceFile::write`].
    pub fn save(&self, path: &Path) -> Result<(), TraceFileError> {
        self.write(path, true)
    }

    /// Writes the file as RON through a synced temporary file renamed into place
    /// ([`crate::files::write_atomic`]: a failed write leaves no temporary file,
    /// and stale ones of ours are cleaned); an existing `path` is replaced only
    /// when `overwrite`.
    pub fn write(&self, path: &Path, overwrite: bool) -> Result<(), TraceFileError> {
        let shown = || path.display().to_string();
        let text =
            ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().depth_limit(2))
                .map_err(|e| TraceFileError::Syntax {
                    path: shown(),
                    message: e.to_string(),
                })?;
        write_atomic(path, text.as_bytes(), overwrite).map_err(|e| match e {
            WriteError::Exists { .. } => TraceFileError::Exists { path: shown() },
            WriteError::Io { source, .. } => TraceFileError::WriteIo {
                path: shown(),
                source,
            },
            WriteError::NotRegular { kind, .. } => TraceFileError::NotWritable {
                path: shown(),
                kind,
            },
        })
    }

    /// Reads a RON trace file (not yet checked against a game).
    pub fn load(path: &Path) -> Result<TraceFile, TraceFileError> {
        let text = read_text(path)?;
        ron::from_str(&text).map_err(|e| syntax(path, &e))
    }
}
