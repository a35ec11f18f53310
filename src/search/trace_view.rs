//! Reading a recorded [`Trace`]: [`Trace::decode`] turns its one-byte events back
//! into full [`Event`]s in order, and [`Cursor`] replays them up to any step `k`,
//! rebuilding every node's state at that step (its window, its value so far, whether
//! it is on the current path, finished, or stopped by a cut). This is what the
//! app's search inspector steps through. It does not run a search.

use super::trace::{Bound, EventKind, LeafKind, NO_PARENT, Trace, TraceNode, Value};

/// One event of a trace, with its data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event<'t, A> {
    Enter {
        node: u32,
        parent: Option<u32>,
        action: Option<A>,
        depth: u32,
        alpha: Value,
        beta: Value,
    },
    Leaf {
        node: u32,
        kind: LeafKind,
        value: Value,
    },
    /// `child` returned `value` to `node`, whose window is now (`alpha`, `beta`).
    Child {
        node: u32,
        child: u32,
        value: Value,
        alpha: Value,
        beta: Value,
    },
    Cut {
        node: u32,
        cut: usize,
        unexplored: &'t [A],
    },
    TtHit {
        node: u32,
        value: Value,
        bound: Bound,
        depth: u32,
    },
    Exit {
        node: u32,
        value: Value,
        bound: Bound,
    },
}

/// Why the events of a trace do not fit its tables (a damaged or hand-edited file).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("trace event {step} ({kind:?}) does not fit the recorded nodes: {why}")]
pub struct DecodeError {
    pub step: usize,
    pub kind: EventKind,
    pub why: &'static str,
}

/// Walks the events in order, keeping the path of open nodes.
#[derive(Clone, Debug, Default)]
struct Walker {
    open: Vec<u32>,
    next_node: u32,
    next_cut: usize,
    next_hit: usize,
    last_exited: u32,
}

impl Walker {
    fn step<'t, A: Copy>(
        &mut self,
        trace: &'t Trace<A>,
        step: usize,
    ) -> Result<Event<'t, A>, DecodeError> {
        let kind = *trace.events.get(step).ok_or(DecodeError {
            step,
            kind: EventKind::Exit,
            why: "no such step",
        })?;
        let err = |why| DecodeError { step, kind, why };
        let current = self.open.last().copied();
        let node_of = |id: u32| trace.nodes.get(id as usize).copied();
        let here = || -> Result<(u32, TraceNode), DecodeError> {
            let id = current.ok_or(err("no node is open"))?;
            Ok((id, node_of(id).ok_or(err("unknown node"))?))
        };
        Ok(match kind {
            EventKind::Enter => {
                let node = self.next_node;
                let n = node_of(node).ok_or(err("more entries than nodes"))?;
                if n.parent != current.unwrap_or(NO_PARENT) {
                    return Err(err("the parent is not the open node"));
                }
                self.next_node += 1;
                self.open.push(node);
                Event::Enter {
                    node,
                    parent: current,
                    action: trace.action(node),
                    depth: n.depth as u32,
                    alpha: n.alpha,
                    beta: n.beta,
                }
            }
            EventKind::Leaf => {
                let (node, n) = here()?;
                let kind = n.leaf().ok_or(err("the node is not a leaf"))?;
                Event::Leaf {
                    node,
                    kind,
                    value: n.value,
                }
            }
            EventKind::Child => {
                let (node, _) = here()?;
                let child = self.last_exited;
                let c = node_of(child).ok_or(err("no child has returned"))?;
                if c.parent != node {
                    return Err(err("the last exited node is not a child"));
                }
                Event::Child {
                    node,
                    child,
                    value: c.returned,
                    alpha: c.parent_alpha,
                    beta: c.parent_beta,
                }
            }
            EventKind::Cut => {
                let (node, _) = here()?;
                let cut = self.next_cut;
                if cut >= trace.cut_count() {
                    return Err(err("more cuts than cut records"));
                }
                self.next_cut += 1;
                Event::Cut {
                    node,
                    cut,
                    unexplored: trace.cut(cut),
                }
            }
            EventKind::TtHit => {
                let (node, _) = here()?;
                let hit = trace
                    .hit(self.next_hit)
                    .ok_or(err("more hits than records"))?;
                self.next_hit += 1;
                Event::TtHit {
                    node,
                    value: hit.value,
                    bound: hit.bound,
                    depth: hit.depth,
                }
            }
            EventKind::Exit => {
                let (node, n) = here()?;
                let bound = n.bound().ok_or(err("the node has no bound"))?;
                self.open.pop();
                self.last_exited = node;
                Event::Exit {
                    node,
                    value: n.value,
                    bound,
                }
            }
        })
    }
}

impl<A: Copy> Trace<A> {
    /// Every event, in order, with its data; an error names the first event that
    /// does not fit the tables.
    pub fn decode(&self) -> Result<Vec<Event<'_, A>>, DecodeError> {
        let mut w = Walker::default();
        (0..self.events.len()).map(|k| w.step(self, k)).collect()
    }
}

/// Where a node stands at a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NodeStatus {
    /// Not entered yet.
    #[default]
    Unvisited,
    /// Entered and not left: on the path from the root to the current node.
    OnPath,
    /// Left, returning a value known as this bound.
    Finished(Bound),
}

/// What the inspector shows of one node at one step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeView {
    pub status: NodeStatus,
    /// The node's window: as passed down, then as updated after each child.
    pub alpha: Value,
    pub beta: Value,
    /// The value so far (best child value, leaf value, memo value), `None` if unknown.
    pub value: Option<Value>,
    /// The cut made at this node, if any: its children after the cut were pruned
    /// (never entered, so they have no node; their actions are [`Trace::cut`]).
    pub cut: Option<usize>,
}

/// Every node's state after the first `k` events of `trace` (all of them if `k` is
/// past the end): what the inspector shows at step `k`.
pub fn replay<A: Copy>(trace: &Trace<A>, k: usize) -> Result<Vec<NodeView>, DecodeError> {
    let mut c = Cursor::new(trace);
    c.seek(k)?;
    Ok(c.views)
}

/// A replay of a trace up to some step: the state of every node after the first
/// `step` events.
#[derive(Clone, Debug)]
pub struct Cursor<'t, A> {
    trace: &'t Trace<A>,
    walker: Walker,
    views: Vec<NodeView>,
    step: usize,
}

impl<'t, A: Copy> Cursor<'t, A> {
    /// The cursor before the first event.
    pub fn new(trace: &'t Trace<A>) -> Self {
        Cursor {
            trace,
            walker: Walker::default(),
            views: vec![NodeView::default(); trace.nodes.len()],
            step: 0,
        }
    }

    /// How many events have been applied.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The number of events in the trace.
    pub fn len(&self) -> usize {
        self.trace.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.trace.events.is_empty()
    }

    /// Node `id` at the current step.
    pub fn node(&self, id: u32) -> Option<&NodeView> {
        self.views.get(id as usize)
    }

    /// Every node at the current step, by id.
    pub fn nodes(&self) -> &[NodeView] {
        &self.views
    }

    /// The actions a cut at node `id` left unexplored so far (empty without a cut).
    pub fn pruned(&self, id: u32) -> &'t [A] {
        match self.node(id).and_then(|v| v.cut) {
            Some(k) => self.trace.cut(k),
            None => &[],
        }
    }

    /// The open nodes, root first (the path to the current node).
    pub fn path(&self) -> &[u32] {
        &self.walker.open
    }

    /// Applies the next event and returns it (`Ok(None)` at the end).
    pub fn forward(&mut self) -> Result<Option<Event<'t, A>>, DecodeError> {
        if self.step >= self.len() {
            return Ok(None);
        }
        let e = self.walker.step(self.trace, self.step)?;
        self.apply(&e);
        self.step += 1;
        Ok(Some(e))
    }

    /// Moves to step `k` (at most the number of events): forward from here, or
    /// from the start when `k` is behind.
    pub fn seek(&mut self, k: usize) -> Result<(), DecodeError> {
        if k < self.step {
            *self = Cursor::new(self.trace);
        }
        while self.step < k.min(self.len()) {
            self.forward()?;
        }
        Ok(())
    }

    fn apply(&mut self, e: &Event<'t, A>) {
        apply_event(self.trace, &mut self.views, e);
    }
}

impl<A> Event<'_, A> {
    /// The node the event happens at.
    pub fn node(&self) -> u32 {
        match *self {
            Event::Enter { node, .. }
            | Event::Leaf { node, .. }
            | Event::Child { node, .. }
            | Event::Cut { node, .. }
            | Event::TtHit { node, .. }
            | Event::Exit { node, .. } => node,
        }
    }
}

/// Applies event `e` of `trace` to the views of its nodes (the event changes its
/// own node's view only): one step of [`Cursor::forward`], for callers that keep
/// the views themselves.
pub fn apply_event<A>(trace: &Trace<A>, views: &mut [NodeView], e: &Event<'_, A>) {
    if let Some(v) = views.get_mut(e.node() as usize) {
        apply_to(trace, v, e);
    }
}

/// Applies event `e` of `trace` to `v`, the view of the event's node
/// ([`Event::node`]): what [`apply_event`] does to that one view.
pub fn apply_to<A>(trace: &Trace<A>, v: &mut NodeView, e: &Event<'_, A>) {
    let recorded = trace.nodes.get(e.node() as usize);
    let maximizing = recorded.and_then(TraceNode::maximizing).unwrap_or(true);
    // A chance node's value is an expectation: no value so far, only at exit.
    let chance = recorded.is_some_and(TraceNode::chance);
    match *e {
        Event::Enter { alpha, beta, .. } => {
            *v = NodeView {
                status: NodeStatus::OnPath,
                alpha,
                beta,
                value: None,
                cut: None,
            }
        }
        Event::Leaf { value, .. } | Event::TtHit { value, .. } => v.value = Some(value),
        Event::Child {
            value, alpha, beta, ..
        } => {
            v.alpha = alpha;
            v.beta = beta;
            v.value = match v.value {
                _ if chance => None,
                None => Some(value),
                Some(old) if maximizing => Some(old.max(value)),
                Some(old) => Some(old.min(value)),
            };
        }
        Event::Cut { cut, .. } => v.cut = Some(cut),
        Event::Exit { value, bound, .. } => {
            v.value = Some(value);
            v.status = NodeStatus::Finished(bound);
        }
    }
}
