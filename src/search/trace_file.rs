//! Saving and loading a recorded [`Trace`] as RON, together with the root
//! position: the [`GameSpec`] and the moves played from the initial state. Actions
//! are written in the game's notation, so a file is readable and does not depend on
//! the in-memory action type; loading checks every action against the rules by
//! replaying the path from the root (unvalidated data becomes a trace only through
//! [`TraceFile::into_trace`]). Saving writes a temporary file and renames it.

use super::trace::{EventKind, Trace, TraceNode, TtHit};
use super::trace_view::Event;
use crate::engine::{Actor, Game, GameSpec, parse_legal};
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
    pub nodes: Vec<TraceNode>,
    /// The action leading to each node, in notation (`None` for a root).
    pub actions: Vec<Option<String>>,
    pub events: Vec<EventKind>,
    /// The unexplored actions of each cut, in notation.
    pub cuts: Vec<Vec<String>>,
    pub hits: Vec<TtHit>,
}

/// Why a trace file cannot be read, written or used.
#[derive(Debug, thiserror::Error)]
pub enum TraceFileError {
    #[error("cannot read or write {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not a trace file: {message}")]
    Syntax { path: String, message: String },
    #[error("trace format version {0} is not supported (this build reads {TRACE_FORMAT_VERSION})")]
    Version(u32),
    #[error("the trace does not fit the game: {0}")]
    Invalid(String),
}

/// Replays the events of `trace` from `root`, calling `visit` with each event and
/// the state of the node it concerns (for an Enter: the parent's state, `None` at
/// a root).
fn walk_states<G: Game>(
    g: &G,
    root: &G::State,
    trace: &Trace<G::Action>,
    mut visit: impl FnMut(&Event<'_, G::Action>, Option<&G::State>) -> Result<(), TraceFileError>,
) -> Result<(), TraceFileError> {
    let events = trace
        .decode()
        .map_err(|e| TraceFileError::Invalid(e.to_string()))?;
    let mut path: Vec<G::State> = Vec::new();
    for e in &events {
        match *e {
            Event::Enter { action, .. } => {
                visit(e, path.last())?;
                let next = match (path.last(), action) {
                    (Some(parent), Some(a)) => play_one(g, parent, a)?,
                    _ => root.clone(),
                };
                path.push(next);
            }
            Event::Exit { .. } => {
                visit(e, path.last())?;
                path.pop();
            }
            _ => visit(e, path.last())?,
        }
    }
    Ok(())
}

fn play_one<G: Game>(g: &G, s: &G::State, a: G::Action) -> Result<G::State, TraceFileError> {
    let p = g.turn(s).to_move().ok_or_else(|| {
        TraceFileError::Invalid("an action at a state where no single player moves".into())
    })?;
    let mut next = s.clone();
    g.play(&mut next, Actor::Player(p), a);
    Ok(next)
}

impl TraceFile {
    /// The file form of `trace`, searched from `root` (reached by `moves`).
    pub fn from_trace<G: Game>(
        g: &G,
        moves: &[String],
        root: &G::State,
        algorithm: &str,
        trace: &Trace<G::Action>,
    ) -> Result<TraceFile, TraceFileError> {
        let mut actions = vec![None; trace.nodes().len()];
        let mut cuts = Vec::new();
        walk_states(g, root, trace, |e, s| {
            match (*e, s) {
                (
                    Event::Enter {
                        node,
                        action: Some(a),
                        ..
                    },
                    Some(parent),
                ) => {
                    if let Some(slot) = actions.get_mut(node as usize) {
                        *slot = Some(g.notation(parent, a));
                    }
                }
                (Event::Cut { unexplored, .. }, Some(here)) => {
                    cuts.push(unexplored.iter().map(|&a| g.notation(here, a)).collect());
                }
                _ => {}
            }
            Ok(())
        })?;
        Ok(TraceFile {
            version: TRACE_FORMAT_VERSION,
            spec: g.spec(),
            moves: moves.to_vec(),
            algorithm: algorithm.to_string(),
            truncated: trace.truncated(),
            nodes: trace.nodes().to_vec(),
            actions,
            events: trace.events().to_vec(),
            cuts,
            hits: (0..).map_while(|k| trace.hit(k)).collect(),
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
        if self.actions.len() != self.nodes.len() {
            return Err(TraceFileError::Invalid(
                "one action per node is expected".into(),
            ));
        }
        // First a trace with the tables but no actions, to walk the events; the
        // actions are then parsed at their parent's state along the walk.
        let mut parsed: Vec<Option<G::Action>> = vec![None; self.nodes.len()];
        let mut cut_ends = Vec::new();
        let mut cut_actions = Vec::new();
        let mut s_path: Vec<G::State> = Vec::new();
        let shell = Trace::<G::Action>::from_parts(
            self.nodes.clone(),
            vec![None; self.nodes.len()],
            self.events.clone(),
            (self.cut_ends_shape(), Vec::new()),
            self.hits.clone(),
            self.truncated,
        );
        let events = shell
            .decode()
            .map_err(|e| TraceFileError::Invalid(e.to_string()))?;
        for e in &events {
            match *e {
                Event::Enter { node, parent, .. } => {
                    let state = match (parent, s_path.last()) {
                        (Some(_), Some(here)) => {
                            let a = self.parse_at(
                                g,
                                here,
                                self.actions.get(node as usize).and_then(|a| a.as_deref()),
                            )?;
                            if let Some(slot) = parsed.get_mut(node as usize) {
                                *slot = Some(a);
                            }
                            play_one(g, here, a)?
                        }
                        _ => root.clone(),
                    };
                    s_path.push(state);
                }
                Event::Exit { .. } => {
                    s_path.pop();
                }
                Event::Cut { cut, .. } => {
                    let here = s_path
                        .last()
                        .ok_or_else(|| TraceFileError::Invalid("a cut outside a node".into()))?;
                    for text in self.cuts.get(cut).into_iter().flatten() {
                        cut_actions.push(self.parse_at(g, here, Some(text))?);
                    }
                    cut_ends.push(cut_actions.len() as u32);
                }
                _ => {}
            }
        }
        Ok(Trace::from_parts(
            self.nodes.clone(),
            parsed,
            self.events.clone(),
            (cut_ends, cut_actions),
            self.hits.clone(),
            self.truncated,
        ))
    }

    /// Cut ends with empty cuts, enough for decoding before the actions are parsed.
    fn cut_ends_shape(&self) -> Vec<u32> {
        vec![0; self.cuts.len()]
    }

    fn parse_at<G: Game>(
        &self,
        g: &G,
        s: &G::State,
        text: Option<&str>,
    ) -> Result<G::Action, TraceFileError> {
        let text =
            text.ok_or_else(|| TraceFileError::Invalid("a child node without action".into()))?;
        let p = g
            .turn(s)
            .to_move()
            .ok_or_else(|| TraceFileError::Invalid(format!("action {text} at a final state")))?;
        parse_legal(g, s, Actor::Player(p), text)
            .map_err(|e| TraceFileError::Invalid(e.to_string()))
    }

    /// Writes the file as RON, through a temporary file renamed into place.
    pub fn save(&self, path: &Path) -> Result<(), TraceFileError> {
        let io = |source| TraceFileError::Io {
            path: path.display().to_string(),
            source,
        };
        let text =
            ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().depth_limit(2))
                .map_err(|e| TraceFileError::Syntax {
                    path: path.display().to_string(),
                    message: e.to_string(),
                })?;
        let tmp = path.with_extension("ron.tmp");
        std::fs::write(&tmp, text).map_err(io)?;
        std::fs::rename(&tmp, path).map_err(io)
    }

    /// Reads a RON trace file (not yet checked against a game).
    pub fn load(path: &Path) -> Result<TraceFile, TraceFileError> {
        let text = std::fs::read_to_string(path).map_err(|source| TraceFileError::Io {
            path: path.display().to_string(),
            source,
        })?;
        ron::from_str(&text).map_err(|e| TraceFileError::Syntax {
            path: path.display().to_string(),
            message: e.to_string(),
        })
    }
}
