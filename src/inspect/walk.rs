//! Walking a recorded search with the game's states: the events in order, with
//! the state of every open node rebuilt by playing each node's action at its
//! parent's state (a trace stores actions, not states). A [`Visit`] says how a
//! node's state is made and sees the cuts, the transposition hits and the exits;
//! the walk checks that the events fit the node table (each entered node's
//! parent is the open node). [`Reuse`] is the visit's part that links each memo
//! or table hit to the earlier node whose value it reused.

use crate::search::trace::{EventKind, NO_PARENT, Trace};
use std::collections::HashMap;
use std::hash::Hash;

/// What a walk does at each event that needs the states.
pub trait Visit<S> {
    /// What each path entry keeps for the visit (a cache of its legal moves).
    type Frame: Default;
    /// The state of `node`, entered from its parent's state `parent`.
    fn enter(&mut self, node: u32, parent: &S, frame: &mut Self::Frame) -> Result<S, String>;
    /// Cut number `cut` happened at a node whose state is `at`.
    fn cut(&mut self, cut: usize, at: &S) -> Result<(), String>;
    /// A memo or table hit answered `node`, whose state is `at`.
    fn hit(&mut self, node: u32, at: &S);
    /// `node` (a leaf or not) is left; its state is `state`.
    fn exit(&mut self, node: u32, state: S, leaf: bool);
}

/// Walks the events of `trace` from the root state `root` (every root of the
/// trace is at `root`); the error names the first event that does not fit.
pub fn walk<A: Copy, S: Clone, V: Visit<S>>(
    trace: &Trace<A>,
    root: &S,
    visit: &mut V,
) -> Result<(), String> {
    // Each open node: its id, its state, its visit's frame.
    let mut path: Vec<(u32, S, V::Frame)> = Vec::new();
    let (mut next, mut cuts) = (0u32, 0usize);
    for (step, kind) in trace.events().enumerate() {
        let bad = |why: &str| {
            format!("trace event {step} ({kind:?}) does not fit the recorded nodes: {why}")
        };
        match kind {
            EventKind::Enter => {
                let node = trace
                    .node(next)
                    .ok_or_else(|| bad("more entries than nodes"))?;
                let state = match path.last_mut() {
                    Some((open, s, frame)) if node.parent == *open => {
                        visit.enter(next, s, frame)?
                    }
                    None if node.parent == NO_PARENT => root.clone(),
                    _ => return Err(bad("the parent is not the open node")),
                };
                path.push((next, state, V::Frame::default()));
                next += 1;
            }
            EventKind::Cut => {
                let (_, s, _) = path.last().ok_or_else(|| bad("no node is open"))?;
                visit.cut(cuts, s)?;
                cuts += 1;
            }
            EventKind::TtHit => {
                let (node, s, _) = path.last().ok_or_else(|| bad("no node is open"))?;
                visit.hit(*node, s);
            }
            EventKind::Exit => {
                let (node, s, _) = path.pop().ok_or_else(|| bad("no node is open"))?;
                let leaf = trace.node(node).is_some_and(|n| n.leaf().is_some());
                visit.exit(node, s, leaf);
            }
            EventKind::Leaf | EventKind::Child => {}
        }
    }
    Ok(())
}

/// For each hit, the latest node of the same position that had been left before
/// it without a hit (whose value the memo or table then held).
pub struct Reuse<S> {
    /// Off for a trace without hits: nothing to link, no state kept.
    on: bool,
    finished: HashMap<S, u32>,
    last_hit: Option<u32>,
    /// (the node answered, the node whose value it reused), in event order.
    pub found: Vec<(u32, u32)>,
}

impl<S: Hash + Eq> Reuse<S> {
    pub fn new<A: Copy>(trace: &Trace<A>) -> Self {
        Reuse {
            on: trace.hit(0).is_some(),
            finished: HashMap::new(),
            last_hit: None,
            found: Vec::new(),
        }
    }

    pub fn hit(&mut self, node: u32, at: &S) {
        if !self.on {
            return;
        }
        self.last_hit = Some(node);
        if let Some(&source) = self.finished.get(at) {
            self.found.push((node, source));
        }
    }

    pub fn exit(&mut self, node: u32, state: S, leaf: bool) {
        if self.on && self.last_hit != Some(node) && !leaf {
            self.finished.insert(state, node);
        }
    }
}
