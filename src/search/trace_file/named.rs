//! [`NamedTrace`]: a recorded search whose actions are indices into one table
//! of their notations (each notation stored once), with the position it was
//! searched from and the algorithm's name. It is what a trace file holds, in
//! memory, before any check against its game: the search inspector checks it
//! (every action legal where it was played) and keeps it. Converted from and to
//! the serde form [`TraceFile`]; read from disk by [`super::read`].

use super::{TRACE_FORMAT_VERSION, TraceFile, TraceFileError, letter_event};
use crate::games::GameSpec;
use crate::search::trace::{ChanceTables, NO_PARENT, Trace, TraceNode};
use crate::search::trace_file::NodeRow;
use foldhash::fast::RandomState;
use std::collections::HashMap;

/// A trace with its actions named, and its position.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedTrace {
    pub spec: GameSpec,
    /// The moves from the initial state to the search's root, in notation.
    pub moves: Vec<String>,
    /// Which search made it (`alphabeta`, `minimax-memo`, ...).
    pub algorithm: String,
    /// Actions are indices into [`NamedTrace::names`].
    pub trace: Trace<u32>,
    /// The notation of each action index.
    pub names: Vec<String>,
}

/// Gives each notation one index, in the order first seen.
#[derive(Default)]
pub struct Names {
    names: Vec<String>,
    index: HashMap<String, u32, RandomState>,
}

impl Names {
    /// The index of `text`, added when new.
    pub fn intern(&mut self, text: &str) -> u32 {
        if let Some(&i) = self.index.get(text) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(text.to_string());
        self.index.insert(text.to_string(), i);
        i
    }

    /// The table, by index.
    pub fn into_table(self) -> Vec<String> {
        self.names
    }
}

impl NamedTrace {
    /// The notation of action index `a` (`?` if the table lacks it).
    pub fn name(&self, a: u32) -> &str {
        self.names.get(a as usize).map_or("?", String::as_str)
    }

    /// The serde form, for saving.
    pub fn to_file(&self) -> TraceFile {
        let t = &self.trace;
        let (exact, outcomes) = t.chance().to_rows();
        TraceFile {
            version: TRACE_FORMAT_VERSION,
            spec: self.spec.clone(),
            moves: self.moves.clone(),
            algorithm: self.algorithm.clone(),
            truncated: t.truncated(),
            nodes: t.nodes().map(NodeRow::from).collect(),
            actions: (0..t.node_count() as u32)
                .map(|id| t.action(id).map_or(String::new(), |a| self.name(a).into()))
                .collect(),
            events: t.events().map(super::event_letter).collect(),
            cuts: (0..t.cut_count())
                .map(|k| t.cut(k).iter().map(|&a| self.name(a).into()).collect())
                .collect(),
            hits: (0..).map_while(|k| t.hit(k)).collect(),
            exact,
            outcomes,
        }
    }

    /// The trace of a file's tables, not checked against its game (the version
    /// must be this build's, and there must be one action per node).
    pub fn from_file(file: &TraceFile) -> Result<NamedTrace, TraceFileError> {
        if file.version != TRACE_FORMAT_VERSION {
            return Err(TraceFileError::Version(file.version));
        }
        super::one_action_per_node(file.actions.len(), file.nodes.len())?;
        let mut names = Names::default();
        let nodes: Vec<TraceNode> = file.nodes.iter().map(TraceNode::from).collect();
        let actions = nodes
            .iter()
            .zip(&file.actions)
            .map(|(n, text)| (n.parent != NO_PARENT).then(|| names.intern(text)))
            .collect();
        let mut cut_ends = Vec::with_capacity(file.cuts.len());
        let mut cut_actions = Vec::new();
        for cut in &file.cuts {
            cut_actions.extend(cut.iter().map(|t| names.intern(t)));
            cut_ends.push(cut_actions.len() as u32);
        }
        let events = file
            .events
            .chars()
            .map(letter_event)
            .collect::<Result<Vec<_>, _>>()?;
        let chance = ChanceTables::from_rows(file.exact.clone(), &file.outcomes, nodes.len())
            .map_err(TraceFileError::Invalid)?;
        let trace = Trace::from_parts(
            nodes,
            actions,
            events,
            (cut_ends, cut_actions),
            file.hits.clone(),
            file.truncated,
        )
        .with_chance(chance);
        Ok(NamedTrace {
            spec: file.spec.clone(),
            moves: file.moves.clone(),
            algorithm: file.algorithm.clone(),
            trace,
            names: names.into_table(),
        })
    }
}
