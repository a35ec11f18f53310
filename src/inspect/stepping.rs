//! Stepping through a recorded search like a debugger. A step `k` means "the
//! first `k` events have happened" (0: nothing yet; the number of events: the
//! end); the event shown is number `k - 1`. [`Steps`] indexes a trace once (the
//! open node after each step, when each node is entered and left, where the
//! cuts are, each parent's window just before a child returns) so that every
//! [`Move`] target is found at once.

use super::erased::InspectTrace;
use crate::search::Value;
use crate::search::trace::NO_PARENT;
use crate::search::trace_view::{Cursor, Event, NodeView};

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

/// The index of a trace's events, for stepping.
#[derive(Clone, Debug, Default)]
pub struct Steps {
    /// The open (current) node after each step, [`NO_PARENT`] when none.
    top: Vec<u32>,
    /// The step right after each node's exit (the number of events when the
    /// trace stops before it).
    exit_after: Vec<usize>,
    /// The step right after each node's entry.
    enter_after: Vec<usize>,
    /// The step right after each cut, in order.
    cut_after: Vec<usize>,
    /// For each node, its parent's state just before the node returned.
    before: Vec<Before>,
}

impl Steps {
    pub fn new(t: &InspectTrace) -> Steps {
        let n = t.trace.node_count();
        let len = t.events.len();
        let mut s = Steps {
            top: Vec::with_capacity(len + 1),
            exit_after: vec![len; n],
            enter_after: vec![len; n],
            cut_after: Vec::new(),
            before: vec![Before::default(); n],
        };
        s.top.push(NO_PARENT);
        let mut cursor = Cursor::new(&t.trace);
        for (k, e) in t.events.iter().enumerate() {
            match *e {
                Event::Enter { node, .. } => s.enter_after[node as usize] = k + 1,
                Event::Exit { node, .. } => s.exit_after[node as usize] = k + 1,
                Event::Cut { .. } => s.cut_after.push(k + 1),
                Event::Child { node, child, .. } => {
                    if let (Some(v), Some(b)) =
                        (cursor.node(node), s.before.get_mut(child as usize))
                    {
                        *b = Before {
                            alpha: v.alpha,
                            beta: v.beta,
                            value: v.value,
                        };
                    }
                }
                _ => {}
            }
            if cursor.forward().is_err() {
                break;
            }
            s.top
                .push(cursor.path().last().copied().unwrap_or(NO_PARENT));
        }
        s
    }

    /// The number of events (the last step).
    pub fn len(&self) -> usize {
        self.top.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The node being searched after step `k` (the deepest open node).
    pub fn current(&self, k: usize) -> Option<u32> {
        self.top.get(k).copied().filter(|&n| n != NO_PARENT)
    }

    /// The step right after node `id` is entered.
    pub fn entered_at(&self, id: u32) -> Option<usize> {
        self.enter_after.get(id as usize).copied()
    }

    /// The step right after node `id` is left.
    pub fn left_at(&self, id: u32) -> Option<usize> {
        self.exit_after.get(id as usize).copied()
    }

    /// The parent's state just before node `id` returned to it.
    pub fn before_return(&self, id: u32) -> Option<Before> {
        self.before.get(id as usize).copied()
    }

    /// The steps right after each cut.
    pub fn cuts(&self) -> &[usize] {
        &self.cut_after
    }

    /// Where `m` leads from step `k` in trace `t`.
    pub fn target(&self, t: &InspectTrace, k: usize, m: Move) -> usize {
        let end = self.len();
        let k = k.min(end);
        match m {
            Move::Forward => (k + 1).min(end),
            Move::Back => k.saturating_sub(1),
            Move::Restart => 0,
            Move::End => end,
            Move::Over => match self.current(k) {
                Some(n) => self.exit_after[n as usize].max(k + 1).min(end),
                None => (k + 1).min(end),
            },
            Move::Out => {
                let parent = self
                    .current(k)
                    .and_then(|n| t.trace.node(n))
                    .map(|n| n.parent)
                    .filter(|&p| p != NO_PARENT);
                match (parent, self.current(k)) {
                    (Some(p), _) => self.exit_after[p as usize].max(k + 1).min(end),
                    (None, Some(root)) => self.exit_after[root as usize].max(k + 1).min(end),
                    (None, None) => (k + 1).min(end),
                }
            }
            Move::NextCut => {
                let i = self.cut_after.partition_point(|&c| c <= k);
                self.cut_after.get(i).copied().unwrap_or(end)
            }
        }
    }
}

/// Every node's state at step `k` of `t` (a replay of the first `k` events).
pub fn views_at(t: &InspectTrace, k: usize) -> Vec<NodeView> {
    let mut c = Cursor::new(&t.trace);
    // The events were decoded when the trace was built: the replay cannot fail.
    let _ = c.seek(k);
    c.nodes().to_vec()
}

#[cfg(test)]
#[path = "stepping_tests.rs"]
mod tests;
