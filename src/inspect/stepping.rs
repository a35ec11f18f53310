//! Stepping through a recorded search like a debugger. A step `k` means "the
//! first `k` events have happened" (0: nothing yet; the number of events: the
//! end); the event shown is number `k - 1`. [`Steps`] indexes a trace once, in
//! one pass that also checks the events against the node table: the node each
//! event happens at, and when each node is entered and left. From that index
//! every event is read back on demand ([`Steps::event`]), every [`Move`] target
//! is found at once, and any node's state at any step ([`Steps::view`]) is
//! rebuilt from the node's own events only (its entry, the events between its
//! children's subtrees, its exit), in O(children): no per-node state is kept as
//! the step moves, so a million-node trace steps as fast as a small one.

use super::tree::Tree;
use crate::search::Value;
use crate::search::trace::{EventKind, NO_PARENT, Trace};
use crate::search::trace_view::{DecodeError, Event, NodeStatus, NodeView, apply_to};

/// A way to move through the events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// One event forward.
    Forward,
    /// One event back.
    Back,
    /// Until the current node has been left (its whole subtree done).
    Over,
    /// Until the current node's parent has been left.
    Out,
    /// Until the next cut has happened.
    NextCut,
    /// After the last event.
    End,
    /// Before the first event.
    Restart,
}

/// A parent's window and value so far, just before a child returned to it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Before {
    pub alpha: Value,
    pub beta: Value,
    pub value: Option<Value>,
}

/// The step of something that never happens.
const NEVER: u32 = u32::MAX;

/// The index of a trace's events, for stepping.
#[derive(Clone, Debug, Default)]
pub struct Steps {
    /// For each event, the node it happens at; for a child's return, the child.
    subject: Vec<u32>,
    /// The step right after each node's entry ([`NEVER`] if it never is).
    entered: Vec<u32>,
    /// The step right after each node's exit ([`NEVER`] when the trace stops
    /// before it).
    left: Vec<u32>,
    /// The step right after each cut, in cut order.
    cut_after: Vec<usize>,
    /// The step right after each transposition hit, in hit order.
    hit_after: Vec<usize>,
}

impl Steps {
    /// Indexes `trace`; the error names the first event that does not fit the
    /// node table (a damaged file).
    pub fn new<A: Copy>(trace: &Trace<A>) -> Result<Steps, DecodeError> {
        let n = trace.node_count();
        let len = trace.event_count();
        let err = |step, kind, why| DecodeError { step, kind, why };
        if len >= u32::MAX as usize {
            return Err(err(len, EventKind::Exit, "too many events"));
        }
        let mut s = Steps {
            subject: Vec::with_capacity(len),
            entered: vec![NEVER; n],
            left: vec![NEVER; n],
            cut_after: Vec::new(),
            hit_after: Vec::new(),
        };
        let (mut open, mut next, mut last_exited) = (Vec::new(), 0u32, NO_PARENT);
        for (k, kind) in trace.events().enumerate() {
            let top = open.last().copied();
            let here = top.ok_or(err(k, kind, "no node is open"));
            let subject = match kind {
                EventKind::Enter => {
                    let node = trace
                        .node(next)
                        .ok_or(err(k, kind, "more entries than nodes"))?;
                    if node.parent != top.unwrap_or(NO_PARENT) {
                        return Err(err(k, kind, "the parent is not the open node"));
                    }
                    s.entered[next as usize] = k as u32 + 1;
                    open.push(next);
                    next += 1;
                    next - 1
                }
                EventKind::Leaf => {
                    let node = here?;
                    if trace.node(node).and_then(|n| n.leaf()).is_none() {
                        return Err(err(k, kind, "the node is not a leaf"));
                    }
                    node
                }
                EventKind::Child => {
                    let node = here?;
                    let child = trace.node(last_exited);
                    if child.is_none_or(|c| c.parent != node) {
                        return Err(err(k, kind, "the last exited node is not a child"));
                    }
                    last_exited
                }
                EventKind::Cut => {
                    if s.cut_after.len() >= trace.cut_count() {
                        return Err(err(k, kind, "more cuts than cut records"));
                    }
                    s.cut_after.push(k + 1);
                    here?
                }
                EventKind::TtHit => {
                    if trace.hit(s.hit_after.len()).is_none() {
                        return Err(err(k, kind, "more hits than records"));
                    }
                    s.hit_after.push(k + 1);
                    here?
                }
                EventKind::Exit => {
                    let node = here?;
                    if trace.node(node).and_then(|n| n.bound()).is_none() {
                        return Err(err(k, kind, "the node has no bound"));
                    }
                    open.pop();
                    s.left[node as usize] = k as u32 + 1;
                    last_exited = node;
                    node
                }
            };
            s.subject.push(subject);
        }
        Ok(s)
    }

    /// The number of events (the last step).
    pub fn len(&self) -> usize {
        self.subject.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Event number `i` (from 0), with its data.
    pub fn event<'t, A: Copy>(&self, trace: &'t Trace<A>, i: usize) -> Option<Event<'t, A>> {
        let id = *self.subject.get(i)?;
        let n = trace.node(id)?;
        let parent = (n.parent != NO_PARENT).then_some(n.parent);
        Some(match trace.event(i)? {
            EventKind::Enter => Event::Enter {
                node: id,
                parent,
                action: trace.action(id),
                depth: u32::from(n.depth),
                alpha: n.alpha,
                beta: n.beta,
            },
            EventKind::Leaf => Event::Leaf {
                node: id,
                kind: n.leaf()?,
                value: n.value,
            },
            EventKind::Child => Event::Child {
                node: parent?,
                child: id,
                value: n.returned,
                alpha: n.parent_alpha,
                beta: n.parent_beta,
            },
            EventKind::Cut => {
                let cut = self.cut_after.binary_search(&(i + 1)).ok()?;
                Event::Cut {
                    node: id,
                    cut,
                    unexplored: trace.cut(cut),
                }
            }
            EventKind::TtHit => {
                let hit = trace.hit(self.hit_after.binary_search(&(i + 1)).ok()?)?;
                Event::TtHit {
                    node: id,
                    value: hit.value,
                    bound: hit.bound,
                    depth: hit.depth,
                }
            }
            EventKind::Exit => Event::Exit {
                node: id,
                value: n.value,
                bound: n.bound()?,
            },
        })
    }

    /// The node being searched after step `k` (the deepest open node).
    pub fn current<A: Copy>(&self, trace: &Trace<A>, k: usize) -> Option<u32> {
        let i = k.checked_sub(1)?;
        let id = *self.subject.get(i)?;
        let parent = || trace.node(id).map(|n| n.parent).filter(|&p| p != NO_PARENT);
        match trace.event(i)? {
            EventKind::Exit | EventKind::Child => parent(),
            _ => Some(id),
        }
    }

    /// The step right after node `id` is entered.
    pub fn entered_at(&self, id: u32) -> Option<usize> {
        self.entered
            .get(id as usize)
            .filter(|&&k| k != NEVER)
            .map(|&k| k as usize)
    }

    /// The step right after node `id` is left (`None` when the trace stops
    /// before).
    pub fn left_at(&self, id: u32) -> Option<usize> {
        self.left
            .get(id as usize)
            .filter(|&&k| k != NEVER)
            .map(|&k| k as usize)
    }

    /// The steps right after each cut.
    pub fn cuts(&self) -> &[usize] {
        &self.cut_after
    }

    /// The number of transposition (or memo) hits.
    pub fn hit_count(&self) -> usize {
        self.hit_after.len()
    }

    /// Where node `id` stands at step `k`.
    pub fn status<A: Copy>(&self, trace: &Trace<A>, id: u32, k: usize) -> NodeStatus {
        match (self.entered_at(id), self.left_at(id)) {
            (Some(e), _) if k < e => NodeStatus::Unvisited,
            (Some(_), Some(l)) if k >= l => trace
                .node(id)
                .and_then(|n| n.bound())
                .map_or(NodeStatus::OnPath, NodeStatus::Finished),
            (Some(_), _) => NodeStatus::OnPath,
            (None, _) => NodeStatus::Unvisited,
        }
    }

    /// Node `id` as the inspector shows it at step `k`: its entry, then its own
    /// events (those between its children's subtrees, and its exit) up to `k`.
    pub fn view<A: Copy>(&self, trace: &Trace<A>, tree: &Tree, id: u32, k: usize) -> NodeView {
        let mut v = NodeView::default();
        let Some(entry) = self.entered_at(id).and_then(|e| e.checked_sub(1)) else {
            return v;
        };
        let end = self.left_at(id).unwrap_or(usize::MAX).min(k);
        let mut apply = |from: usize, to: usize| {
            for i in from..to.min(end) {
                if let Some(e) = self.event(trace, i) {
                    apply_to(trace, &mut v, &e);
                }
            }
        };
        let mut from = entry;
        for c in tree.children(id) {
            let Some(start) = self.entered_at(c).and_then(|e| e.checked_sub(1)) else {
                break;
            };
            apply(from, start);
            from = self.left_at(c).unwrap_or(usize::MAX);
            if from >= end {
                break;
            }
        }
        apply(from, end);
        v
    }

    /// The step at which child `c` returned to its parent (the index of that
    /// event), if it did.
    pub fn returned_at<A: Copy>(&self, trace: &Trace<A>, c: u32) -> Option<usize> {
        let i = self.left_at(c)?;
        (trace.event(i) == Some(EventKind::Child) && self.subject.get(i) == Some(&c)).then_some(i)
    }

    /// The parent's state just before node `id` returned to it.
    pub fn before_return<A: Copy>(&self, trace: &Trace<A>, tree: &Tree, id: u32) -> Option<Before> {
        let i = self.returned_at(trace, id)?;
        let parent = trace.node(id)?.parent;
        let v = self.view(trace, tree, parent, i);
        Some(Before {
            alpha: v.alpha,
            beta: v.beta,
            value: v.value,
        })
    }

    /// Where `m` leads from step `k` in `trace`.
    pub fn target<A: Copy>(&self, trace: &Trace<A>, k: usize, m: Move) -> usize {
        let end = self.len();
        let k = k.min(end);
        let after = |n: u32| self.left_at(n).unwrap_or(end).max(k + 1).min(end);
        match m {
            Move::Forward => (k + 1).min(end),
            Move::Back => k.saturating_sub(1),
            Move::Restart => 0,
            Move::End => end,
            Move::Over => self.current(trace, k).map_or((k + 1).min(end), after),
            Move::Out => {
                let current = self.current(trace, k);
                let parent = current
                    .and_then(|n| trace.node(n))
                    .map(|n| n.parent)
                    .filter(|&p| p != NO_PARENT);
                match (parent, current) {
                    (Some(p), _) => after(p),
                    (None, Some(root)) => after(root),
                    (None, None) => (k + 1).min(end),
                }
            }
            Move::NextCut => {
                let i = self.cut_after.partition_point(|&c| c <= k);
                self.cut_after.get(i).copied().unwrap_or(end)
            }
        }
    }

    /// Every node's view at step `k`, by id (O(n): for exports and tests).
    pub fn views<A: Copy>(&self, trace: &Trace<A>, tree: &Tree, k: usize) -> Vec<NodeView> {
        (0..trace.node_count() as u32)
            .map(|id| self.view(trace, tree, id, k))
            .collect()
    }
}

#[cfg(test)]
#[path = "stepping_tests.rs"]
mod tests;
