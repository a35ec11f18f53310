//! [`Loaded`]: a recorded search ready to show, built once per trace: the
//! trace ([`InspectTrace`]), its one tree model ([`Tree`]), the stepping index
//! ([`Steps`]), the layout ([`TreeLayout`]), the principal variation, the
//! counts per depth, how often each node's value was reused and the values of
//! the pruned children. Every view of
//! the inspector (tree, outline, statistics, details, rule line) reads it;
//! nothing in it changes as the step moves. [`Loaded::open`] is the whole work
//! of opening a trace file (read, check, index, lay out), done off the UI
//! thread.

use super::erased::InspectTrace;
use super::layout::TreeLayout;
use super::layout_pruned::PrunedValues;
use super::stats::DepthCounts;
use super::stepping::Steps;
use super::tree::{Tree, principal_variation};
use crate::games::AnyGame;
use crate::search::trace_view::{Event, NodeStatus, NodeView};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// A trace indexed for stepping and laid out.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub trace: InspectTrace,
    /// The trace's game, built once per trace (what the details pane draws a
    /// node's position with, and what the comparison searches).
    pub game: AnyGame,
    pub tree: Tree,
    pub steps: Steps,
    pub layout: TreeLayout,
    /// The principal variation of the finished search (node ids from the root).
    pub pv: Vec<u32>,
    /// How many hits reused each node's value.
    pub reuse_counts: BTreeMap<u32, u32>,
    /// Nodes, leaves, cuts and hits per depth.
    pub counts: DepthCounts,
    /// The values of the children cuts pruned (shown greyed).
    pub pruned_values: PrunedValues,
}

/// Why a trace could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// The stop flag rose.
    Cancelled,
    /// The file, its game or its tables are not right; the message says why.
    Failed(String),
}

impl Loaded {
    /// Indexes and lays out `trace`; the error names an event that does not fit
    /// the node table (a damaged file).
    pub fn new(trace: InspectTrace) -> Result<Loaded, String> {
        let game = AnyGame::from_spec(trace.spec()).map_err(|e| e.to_string())?;
        Loaded::with_game(trace, game)
    }

    /// [`Loaded::new`] with the trace's game given (an arena held in memory,
    /// such as an exercise's bundled, random or edited tree, has no file to
    /// build it from).
    pub fn with_game(trace: InspectTrace, game: AnyGame) -> Result<Loaded, String> {
        let steps = Steps::new(&trace.trace).map_err(|e| e.to_string())?;
        let tree = Tree::new(&trace.trace).map_err(|e| e.to_string())?;
        let layout = TreeLayout::new(&trace.trace, &tree);
        let pv = principal_variation(&trace.trace, &tree);
        let mut reuse_counts = BTreeMap::new();
        for &(_, source) in &trace.reused {
            *reuse_counts.entry(source).or_insert(0) += 1;
        }
        let counts = DepthCounts::of(&trace.trace, &tree);
        let pruned_values = PrunedValues::of(&trace, &tree, &game);
        Ok(Loaded {
            trace,
            game,
            tree,
            steps,
            layout,
            pv,
            reuse_counts,
            counts,
            pruned_values,
        })
    }

    /// Reads the trace file at `path`, checks it against its game, indexes and
    /// lays it out; between stages it stops if `stop` has risen.
    pub fn open(path: &Path, stop: &AtomicBool) -> Result<Loaded, OpenError> {
        let trace = InspectTrace::load(path).map_err(OpenError::Failed)?;
        if stop.load(Ordering::Relaxed) {
            return Err(OpenError::Cancelled);
        }
        Loaded::new(trace).map_err(|e| OpenError::Failed(format!("{}: {e}", path.display())))
    }

    /// The number of events (the last step).
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Event number `i` (from 0).
    pub fn event(&self, i: usize) -> Option<Event<'_, u32>> {
        self.steps.event(&self.trace.trace, i)
    }

    /// Node `id` at step `k`.
    pub fn view(&self, id: u32, k: usize) -> NodeView {
        self.steps.view(&self.trace.trace, &self.tree, id, k)
    }

    /// Where node `id` stands at step `k` (cheaper than its whole view).
    pub fn status(&self, id: u32, k: usize) -> NodeStatus {
        self.steps.status(&self.trace.trace, id, k)
    }

    /// The node being searched after step `k`.
    pub fn current(&self, k: usize) -> Option<u32> {
        self.steps.current(&self.trace.trace, k)
    }

    /// Every node's view at step `k`, by id (O(n): exports and tests).
    pub fn views(&self, k: usize) -> Vec<NodeView> {
        self.steps.views(&self.trace.trace, &self.tree, k)
    }

    /// The child whose value made node `id` cut (its last child), once it has.
    pub fn caused_cut(&self, id: u32) -> Option<u32> {
        self.tree.cut_at(id)?;
        self.tree.children(id).last()
    }
}

#[cfg(test)]
#[path = "loaded_tests.rs"]
mod tests;
