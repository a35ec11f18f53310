//! [`InspectTrace`]: a recorded search that the studio can hold whatever the game:
//! the trace with each action replaced by an index into a table of notations
//! (`Trace<u32>`), the events decoded once, the position searched from (spec and
//! moves), the algorithm and, for memo and transposition hits, the node whose
//! value was reused. Built from a fresh recording ([`InspectTrace::from_typed`])
//! or from a trace file ([`InspectTrace::from_file`], checked against the rules);
//! the file form is kept for saving.

use super::algorithm::{Algorithm, Family};
use super::run::play_line;
use super::settings::SearchSettings;
use crate::engine::{Actor, Game, GameSpec};
use crate::games::AnyGame;
use crate::search::trace::{NO_PARENT, Trace, TraceNode};
use crate::search::trace_file::{TraceFile, letter_event};
use crate::search::trace_view::Event;
use crate::with_game;
use std::collections::HashMap;

/// A recorded search, for any game.
#[derive(Clone, Debug)]
pub struct InspectTrace {
    /// Actions are indices into [`InspectTrace::names`].
    pub trace: Trace<u32>,
    /// The notation of each action index.
    pub names: Vec<String>,
    /// Every event in order (a cut's unexplored actions are `trace.cut(k)`).
    pub events: Vec<Event<'static, u32>>,
    /// For each memo or transposition hit, in event order: (the node answered,
    /// the earlier node of the same position whose value was reused), when found.
    pub reused: Vec<(u32, u32)>,
    /// The settings of the run; `None` for a trace opened from a file.
    pub settings: Option<SearchSettings>,
    /// The file form (spec, moves, algorithm name), for saving.
    pub file: TraceFile,
}

impl InspectTrace {
    /// The trace of a search of `g` from `root` (reached by `moves`).
    pub fn from_typed<G: Game>(
        g: &G,
        moves: &[String],
        root: &G::State,
        algorithm: &str,
        trace: &Trace<G::Action>,
    ) -> Result<InspectTrace, String> {
        let file =
            TraceFile::from_trace(g, moves, root, algorithm, trace).map_err(|e| e.to_string())?;
        let reused = reused_nodes(g, root, trace);
        InspectTrace::from_parts(file, reused)
    }

    /// A trace file, checked against its game: the spec must name a game, the
    /// moves must be legal from its start, and every action of the trace legal
    /// where it was played.
    pub fn from_file(file: TraceFile) -> Result<InspectTrace, String> {
        let game = AnyGame::from_spec(&file.spec).map_err(|e| e.to_string())?;
        let reused = with_game!(&game, g => {
            let root = play_line(g, &file.moves)?;
            let typed = file.into_trace(g, &root).map_err(|e| e.to_string())?;
            reused_nodes(g, &root, &typed)
        });
        InspectTrace::from_parts(file, reused)
    }

    /// Keeps the settings of the run.
    pub fn with_settings(mut self, settings: SearchSettings) -> Self {
        self.settings = Some(settings);
        self
    }

    fn from_parts(file: TraceFile, reused: Vec<(u32, u32)>) -> Result<InspectTrace, String> {
        let mut names: Vec<String> = Vec::new();
        let mut index: HashMap<String, u32> = HashMap::new();
        let mut intern = |text: &str| -> u32 {
            *index.entry(text.to_string()).or_insert_with(|| {
                names.push(text.to_string());
                names.len() as u32 - 1
            })
        };
        let nodes: Vec<TraceNode> = file.nodes.iter().map(TraceNode::from).collect();
        let actions = nodes
            .iter()
            .zip(&file.actions)
            .map(|(n, text)| (n.parent != NO_PARENT).then(|| intern(text)))
            .collect();
        let mut cut_ends = Vec::new();
        let mut cut_actions = Vec::new();
        for cut in &file.cuts {
            cut_actions.extend(cut.iter().map(|t| intern(t)));
            cut_ends.push(cut_actions.len() as u32);
        }
        let events = file
            .events
            .chars()
            .map(letter_event)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let trace = Trace::from_parts(
            nodes,
            actions,
            events,
            (cut_ends, cut_actions),
            file.hits.clone(),
            file.truncated,
        );
        let events = trace
            .decode()
            .map_err(|e| e.to_string())?
            .into_iter()
            .map(owned)
            .collect();
        Ok(InspectTrace {
            trace,
            names,
            events,
            reused,
            settings: None,
            file,
        })
    }

    pub fn spec(&self) -> &GameSpec {
        &self.file.spec
    }

    /// The moves from the start to the searched position.
    pub fn moves(&self) -> &[String] {
        &self.file.moves
    }

    /// The algorithm's name (`alphabeta`, `minimax-memo`, ...).
    pub fn algorithm(&self) -> &str {
        &self.file.algorithm
    }

    /// The pseudo-code the trace follows (seed 004's MinMax for a name no
    /// algorithm has).
    pub fn family(&self) -> Family {
        Algorithm::parse(self.algorithm()).map_or(Family::MinMax, Algorithm::family)
    }

    /// The notation of action index `a`.
    pub fn name(&self, a: u32) -> &str {
        self.names.get(a as usize).map_or("?", String::as_str)
    }

    /// The action leading to node `id` in notation (empty for a root).
    pub fn action_name(&self, id: u32) -> &str {
        self.trace.action(id).map_or("", |a| self.name(a))
    }

    /// The moves from the root to node `id`, in notation.
    pub fn line_names(&self, id: u32) -> Vec<String> {
        self.trace
            .line_to(id)
            .into_iter()
            .map(|a| self.name(a).to_string())
            .collect()
    }

    /// The node whose value the hit at node `id` reused, if `id` was answered by
    /// a hit.
    pub fn reused_from(&self, id: u32) -> Option<u32> {
        self.reused.iter().find(|(h, _)| *h == id).map(|&(_, s)| s)
    }
}

/// The same event without its borrowed slice (cuts are read back by index).
fn owned(e: Event<'_, u32>) -> Event<'static, u32> {
    match e {
        Event::Enter {
            node,
            parent,
            action,
            depth,
            alpha,
            beta,
        } => Event::Enter {
            node,
            parent,
            action,
            depth,
            alpha,
            beta,
        },
        Event::Leaf { node, kind, value } => Event::Leaf { node, kind, value },
        Event::Child {
            node,
            child,
            value,
            alpha,
            beta,
        } => Event::Child {
            node,
            child,
            value,
            alpha,
            beta,
        },
        Event::Cut { node, cut, .. } => Event::Cut {
            node,
            cut,
            unexplored: &[],
        },
        Event::TtHit {
            node,
            value,
            bound,
            depth,
        } => Event::TtHit {
            node,
            value,
            bound,
            depth,
        },
        Event::Exit { node, value, bound } => Event::Exit { node, value, bound },
    }
}

/// For each hit, the latest node of the same position that had been left before
/// it without a hit (whose value the memo or table then held).
fn reused_nodes<G: Game>(g: &G, root: &G::State, trace: &Trace<G::Action>) -> Vec<(u32, u32)> {
    let Ok(events) = trace.decode() else {
        return Vec::new();
    };
    let mut states: Vec<G::State> = Vec::new();
    let mut last_hit = None;
    let mut finished: HashMap<G::State, u32> = HashMap::new();
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::Enter { action, .. } => {
                let state = match (states.last(), action) {
                    (Some(parent), Some(a)) => {
                        let mut s = parent.clone();
                        if let Some(p) = g.turn(parent).to_move() {
                            g.play(&mut s, Actor::Player(p), a);
                        }
                        s
                    }
                    _ => root.clone(),
                };
                states.push(state);
            }
            Event::TtHit { node, .. } => {
                last_hit = Some(node);
                if let Some(&source) = states.last().and_then(|s| finished.get(s)) {
                    out.push((node, source));
                }
            }
            Event::Exit { node, .. } => {
                if let Some(s) = states.pop()
                    && last_hit != Some(node)
                    && trace.node(node).is_some_and(|n| n.leaf().is_none())
                {
                    finished.insert(s, node);
                }
            }
            _ => {}
        }
    }
    out
}
