//! The recording tracer [`Trace`]: the search as one-byte events in order over an
//! arena of 32-byte nodes (ids are indices in visit order; both kept in
//! `Chunked` tables that never move while recording), with side tables for
//! cuts and transposition answers; a node budget past which it stops recording.
//! Reading it back is [`crate::search::trace_view`]; files are
//! [`crate::search::trace_file`]. It does not search.

use super::chunked::Chunked;
use super::trace::{Bound, LeafKind, Tracer, Value};

/// The node budget of a recording by default.
pub const DEFAULT_NODE_BUDGET: usize = 2_000_000;

/// The parent of a root node.
pub const NO_PARENT: u32 = u32::MAX;

/// The kind of one recorded event. The data of each event lives in the node arena
/// and side tables, found by replaying the events in order
/// ([`crate::search::trace_view`]); an event itself is one byte.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum EventKind {
    /// The next node id is entered (its window is in its [`TraceNode`]).
    Enter,
    /// The current node is a leaf; its value is the node's value.
    Leaf,
    /// The last exited child returned to the current node (the value and the
    /// updated window are in the child's [`TraceNode`]).
    Child,
    /// The current node stops; the next cut record lists the unexplored actions.
    Cut,
    /// The next transposition record answered the current node.
    TtHit,
    /// The current node is left (value and bound are in its [`TraceNode`]).
    Exit,
}

/// One node of the recorded search tree (32 bytes; its action is kept apart).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TraceNode {
    /// The parent's id, [`NO_PARENT`] for a root.
    pub parent: u32,
    /// The window passed down when the node was entered.
    pub alpha: Value,
    pub beta: Value,
    /// The leaf value, then the value returned at exit.
    pub value: Value,
    /// The value the parent received from this node (`child_returned`).
    pub returned: Value,
    /// The parent's window right after this node returned.
    pub parent_alpha: Value,
    pub parent_beta: Value,
    /// Plies from the root (saturated at 65535).
    pub depth: u16,
    /// Bits 0-1: bound (0 none, 1 exact, 2 lower, 3 upper); 2-3: leaf kind (0 none,
    /// 1 terminal, 2 heuristic); 4: side known; 5: maximising; 6: chance node.
    pub flags: u8,
}

impl TraceNode {
    /// How the value returned at exit is known (`None` before the exit).
    pub fn bound(&self) -> Option<Bound> {
        match self.flags & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    /// Why the node is a leaf, if it is one.
    pub fn leaf(&self) -> Option<LeafKind> {
        match (self.flags >> 2) & 3 {
            1 => Some(LeafKind::Terminal),
            2 => Some(LeafKind::Heuristic),
            _ => None,
        }
    }

    /// Whether the node maximises, when the search said so.
    pub fn maximizing(&self) -> Option<bool> {
        (self.flags & 16 != 0).then_some(self.flags & 32 != 0)
    }

    /// Whether the node is a chance node (expectiminimax, MCTS).
    pub fn chance(&self) -> bool {
        self.flags & 64 != 0
    }

    fn set_bound(&mut self, b: Bound) {
        let bits = match b {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.flags = (self.flags & !3) | bits;
    }

    fn set_leaf(&mut self, k: LeafKind) {
        let bits = match k {
            LeafKind::Terminal => 1,
            LeafKind::Heuristic => 2,
        };
        self.flags = (self.flags & !12) | bits << 2;
    }
}

/// A transposition (or memo) answer: the stored value, its bound and its depth.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct TtHit {
    pub value: Value,
    pub depth: u32,
    pub bound: Bound,
}

/// The recording tracer: the search as events in order, over one arena of nodes
/// whose ids are indices in visit (pre-)order. Past the node budget it records
/// nothing more and says it was truncated; the search itself runs to the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace<A> {
    pub(crate) nodes: Chunked<TraceNode>,
    pub(crate) actions: Chunked<Option<A>>,
    pub(crate) events: Chunked<EventKind>,
    /// Cut `k` left `cut_actions[cut_ends[k - 1]..cut_ends[k]]` unexplored.
    pub(crate) cut_ends: Vec<u32>,
    pub(crate) cut_actions: Vec<A>,
    pub(crate) hits: Vec<TtHit>,
    pub(crate) truncated: bool,
    budget: usize,
    open: Vec<u32>,
    last_exited: u32,
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
        Trace {
            nodes: nodes.into_iter().collect(),
            actions: actions.into_iter().collect(),
            events: events.into_iter().collect(),
            cut_ends: cuts.0,
            cut_actions: cuts.1,
            hits,
            truncated,
            ..Trace::with_budget(DEFAULT_NODE_BUDGET)
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
}
