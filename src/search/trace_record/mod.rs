//! The recording tracer [`Trace`]: the search as one-byte events in order over an
//! arena of 32-byte nodes (ids are indices in visit order; both kept in
//! `Chunked` tables that never move while recording), with side tables for
//! cuts and transposition answers; a node budget past which it stops recording.
//! Reading it back is [`crate::search::trace_view`]; files are
//! [`crate::search::trace_file`]. It does not search.

mod chance;
mod node;

pub use chance::ChanceTables;
pub use node::{EventKind, TraceNode, TtHit};

use super::chunked::Chunked;
use super::trace::{Bound, LeafKind, Tracer, Value};

/// The node budget of a recording by default.
pub const DEFAULT_NODE_BUDGET: usize = 2_000_000;

/// The parent of a root node.
pub const NO_PARENT: u32 = u32::MAX;

/// The recording tracer: the search as events in order, over one arena of nodes
/// whose ids are indices in visit (pre-)order. Past the node budget it records
/// nothing more and says it was truncated; the search itself runs to the end.
/// Two traces are equal when they record the same search (the same tables),
/// whatever their budgets.
#[derive(Clone, Debug)]
pub struct Trace<A> {
    pub(crate) nodes: Chunked<TraceNode>,
    pub(crate) actions: Chunked<Option<A>>,
    pub(crate) events: Chunked<EventKind>,
    /// Cut `k` left `cut_actions[cut_ends[k - 1]..cut_ends[k]]` unexplored.
    pub(crate) cut_ends: Vec<u32>,
    pub(crate) cut_actions: Vec<A>,
    pub(crate) hits: Vec<TtHit>,
    pub(crate) truncated: bool,
    /// Exact values and outcome probabilities (expectiminimax; empty otherwise).
    pub(crate) chance: ChanceTables,
    budget: usize,
    open: Vec<u32>,
    last_exited: u32,
}

impl<A: PartialEq> PartialEq for Trace<A> {
    fn eq(&self, other: &Self) -> bool {
        self.nodes == other.nodes
            && self.actions == other.actions
            && self.events == other.events
            && self.cut_ends == other.cut_ends
            && self.cut_actions == other.cut_actions
            && self.hits == other.hits
            && self.truncated == other.truncated
            && self.chance == other.chance
    }
}

impl<A: Copy> Default for Trace<A> {
    fn default() -> Self {
        Trace::with_budget(DEFAULT_NODE_BUDGET)
    }
}

impl<A: Copy> Trace<A> {
    /// An empty recording with the default budget of two million nodes.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty recording that keeps at most `budget` nodes.
    pub fn with_budget(budget: usize) -> Self {
        Trace {
            nodes: Chunked::default(),
            actions: Chunked::default(),
            events: Chunked::default(),
            cut_ends: Vec::new(),
            cut_actions: Vec::new(),
            hits: Vec::new(),
            truncated: false,
            chance: ChanceTables::default(),
            budget: budget.min(NO_PARENT as usize),
            open: Vec::new(),
            last_exited: NO_PARENT,
        }
    }

    /// Every recorded node, by id.
    pub fn nodes(&self) -> impl Iterator<Item = &TraceNode> {
        self.nodes.iter()
    }

    /// Node `id`, if recorded.
    pub fn node(&self, id: u32) -> Option<&TraceNode> {
        self.nodes.get(id as usize)
    }

    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The action that led to node `id` (`None` for a root or an unknown id).
    pub fn action(&self, id: u32) -> Option<A> {
        self.actions.get(id as usize).copied().flatten()
    }

    /// The actions from the root to node `id`, root first: replaying them from the
    /// root position rebuilds the node's position (a trace stores no states).
    pub fn line_to(&self, id: u32) -> Vec<A> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(n) = self.nodes.get(at as usize) {
            if let Some(a) = self.action(at) {
                line.push(a);
            }
            at = n.parent;
        }
        line.reverse();
        line
    }

    /// Every event, in order.
    pub fn events(&self) -> impl Iterator<Item = EventKind> + '_ {
        self.events.iter().copied()
    }

    /// Event number `k` (from 0).
    pub fn event(&self, k: usize) -> Option<EventKind> {
        self.events.get(k).copied()
    }

    pub fn event_count(&self) -> usize {
        self.events.len()
    }

    /// The actions left unexplored by cut number `k` (in event order).
    pub fn cut(&self, k: usize) -> &[A] {
        let start = if k == 0 {
            0
        } else {
            self.cut_ends.get(k - 1).copied().unwrap_or(0)
        };
        let end = self.cut_ends.get(k).copied().unwrap_or(start);
        self.cut_actions
            .get(start as usize..end as usize)
            .unwrap_or(&[])
    }

    pub fn cut_count(&self) -> usize {
        self.cut_ends.len()
    }

    /// Transposition answer number `k` (in event order).
    pub fn hit(&self, k: usize) -> Option<TtHit> {
        self.hits.get(k).copied()
    }

    /// The exact values and outcome probabilities the search reported.
    pub fn chance(&self) -> &ChanceTables {
        &self.chance
    }

    /// The same recording with these chance tables (a loaded file's).
    pub fn with_chance(mut self, chance: ChanceTables) -> Self {
        self.chance = chance;
        self
    }

    /// Whether the node budget stopped the recording before the search ended.
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// The heap memory the recording holds, in bytes (capacities, not lengths).
    pub fn memory_bytes(&self) -> usize {
        use std::mem::size_of;
        self.nodes.memory_bytes()
            + self.actions.memory_bytes()
            + self.events.memory_bytes()
            + self.cut_ends.capacity() * size_of::<u32>()
            + self.cut_actions.capacity() * size_of::<A>()
            + self.hits.capacity() * size_of::<TtHit>()
            + self.open.capacity() * size_of::<u32>()
            + self.chance.memory_bytes()
    }

    /// Average memory per recorded node, in bytes.
    pub fn bytes_per_node(&self) -> f64 {
        self.memory_bytes() as f64 / self.nodes.len().max(1) as f64
    }

    /// Gives back the spare capacity of every table (call once the search is over).
    pub fn shrink_to_fit(&mut self) {
        self.nodes.shrink_to_fit();
        self.actions.shrink_to_fit();
        self.events.shrink_to_fit();
        self.cut_ends.shrink_to_fit();
        self.cut_actions.shrink_to_fit();
        self.hits.shrink_to_fit();
        self.open.shrink_to_fit();
        self.chance.shrink_to_fit();
    }

    fn current(&mut self) -> Option<&mut TraceNode> {
        let id = *self.open.last()?;
        self.nodes.get_mut(id as usize)
    }

    /// Builds a trace from its tables (a loaded file); [`crate::search::trace_view`]
    /// checks that the events agree with the tables.
    pub(crate) fn from_parts(
        nodes: Vec<TraceNode>,
        actions: Vec<Option<A>>,
        events: Vec<EventKind>,
        cuts: (Vec<u32>, Vec<A>),
        hits: Vec<TtHit>,
        truncated: bool,
    ) -> Self {
        Trace::from_tables(
            nodes.into_iter().collect(),
            actions.into_iter().collect(),
            events.into_iter().collect(),
            cuts,
            hits,
            truncated,
        )
    }

    /// [`Trace::from_parts`] from tables already in chunks (the trace file reader).
    pub(crate) fn from_tables(
        nodes: Chunked<TraceNode>,
        actions: Chunked<Option<A>>,
        events: Chunked<EventKind>,
        cuts: (Vec<u32>, Vec<A>),
        hits: Vec<TtHit>,
        truncated: bool,
    ) -> Self {
        Trace {
            nodes,
            actions,
            events,
            cut_ends: cuts.0,
            cut_actions: cuts.1,
            hits,
            truncated,
            ..Trace::with_budget(DEFAULT_NODE_BUDGET)
        }
    }

    /// The same recording with other actions: `actions` by node id (`None` for
    /// roots) and `cut_actions` in cut order, as many as this trace's. Used to
    /// name actions by an index into a table of notations.
    pub fn map_actions<B: Copy>(self, actions: Vec<Option<B>>, cut_actions: Vec<B>) -> Trace<B> {
        Trace {
            nodes: self.nodes,
            actions: actions.into_iter().collect(),
            events: self.events,
            cut_ends: self.cut_ends,
            cut_actions,
            hits: self.hits,
            truncated: self.truncated,
            chance: self.chance,
            budget: self.budget,
            open: Vec::new(),
            last_exited: self.last_exited,
        }
    }
}

/// Makes room before a push with a growth of one eighth (at least 256 items)
/// instead of doubling, for the small side tables (cuts, hits): their spare
/// capacity stays under 12.5%.
fn grow<T>(v: &mut Vec<T>) -> &mut Vec<T> {
    if v.len() == v.capacity() {
        v.reserve_exact((v.len() / 8).max(256));
    }
    v
}

impl<A: Copy> Tracer<A> for Trace<A> {
    fn enter(&mut self, action: Option<A>, depth: u32, alpha: Value, beta: Value) {
        if self.truncated {
            return;
        }
        if self.nodes.len() >= self.budget {
            self.truncated = true;
            return;
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(TraceNode {
            parent: self.open.last().copied().unwrap_or(NO_PARENT),
            alpha,
            beta,
            value: 0,
            returned: 0,
            parent_alpha: 0,
            parent_beta: 0,
            depth: depth.min(u16::MAX as u32) as u16,
            flags: 0,
        });
        self.actions.push(action);
        self.events.push(EventKind::Enter);
        self.open.push(id);
    }

    fn leaf(&mut self, kind: LeafKind, value: Value) {
        if self.truncated {
            return;
        }
        if let Some(n) = self.current() {
            n.value = value;
            n.set_leaf(kind);
            self.events.push(EventKind::Leaf);
        }
    }

    fn child_returned(&mut self, value: Value, alpha: Value, beta: Value) {
        if self.truncated {
            return;
        }
        if let Some(child) = self.nodes.get_mut(self.last_exited as usize) {
            child.returned = value;
            child.parent_alpha = alpha;
            child.parent_beta = beta;
            self.events.push(EventKind::Child);
        }
    }

    fn cut(&mut self, unexplored: &[A]) {
        if self.truncated {
            return;
        }
        grow(&mut self.cut_actions).extend_from_slice(unexplored);
        grow(&mut self.cut_ends).push(self.cut_actions.len() as u32);
        self.events.push(EventKind::Cut);
    }

    fn tt_hit(&mut self, value: Value, bound: Bound, depth: u32) {
        if self.truncated {
            return;
        }
        grow(&mut self.hits).push(TtHit {
            value,
            depth,
            bound,
        });
        self.events.push(EventKind::TtHit);
    }

    fn exit(&mut self, value: Value, bound: Bound) {
        if self.truncated {
            return;
        }
        if let Some(n) = self.current() {
            n.value = value;
            n.set_bound(bound);
        }
        self.last_exited = self.open.pop().unwrap_or(NO_PARENT);
        self.events.push(EventKind::Exit);
    }

    fn max_node(&mut self, maximizing: bool) {
        if self.truncated {
            return;
        }
        if let Some(n) = self.current() {
            n.flags = (n.flags & !48) | 16 | if maximizing { 32 } else { 0 };
        }
    }

    fn chance_node(&mut self) {
        if self.truncated {
            return;
        }
        if let Some(n) = self.current() {
            n.flags |= 64;
        }
    }

    fn exact_value(&mut self, value: f64) {
        if let (false, Some(&id)) = (self.truncated, self.open.last()) {
            self.chance.set_exact(id, value);
        }
    }

    fn outcome_probability(&mut self, p: crate::engine::Prob) {
        if let (false, Some(&id)) = (self.truncated, self.open.last()) {
            self.chance.set_probability(id, p);
        }
    }
}
