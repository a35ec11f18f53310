//! The reference a student's trace is checked against: the project's own
//! seed-004 searches ([`crate::search::minimax_depth`] for MinMax,
//! [`mod@crate::search::alphabeta`] for AlphaBeta, with the chosen cut rule and
//! initial window) run on the tree with the recording tracer
//! [`crate::search::Trace`], read back as the same `enter` / `leave` events a
//! student writes, nodes named by the arena (seed 003's names for a tree).

use crate::engine::Game;
use crate::games::Arena;
use crate::inspect::exercise::arena_depth;
use crate::search::trace_record::EventKind;
use crate::search::{AlphaBetaOptions, CutRule, Trace, Window, alphabeta, minimax_depth};

/// Which of the seeds' searches the student wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    /// Seed 004's MinMax: every node, no window.
    Minimax,
    /// Seed 004's AlphaBeta.
    AlphaBeta,
}

impl Algo {
    pub fn name(self) -> &'static str {
        match self {
            Algo::Minimax => "minimax",
            Algo::AlphaBeta => "alphabeta",
        }
    }
}

/// One event of the reference search: a node (its id in the trace) entered
/// with its window, or left with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefEvent {
    Enter(u32),
    Leave(u32),
}

/// The reference search of one tree, and what the comparison asks of it.
#[derive(Clone, Debug)]
pub struct Reference {
    pub arena: Arena,
    pub algo: Algo,
    pub cut: CutRule,
    pub window: Window,
    /// The recorded search (arena actions are the ids of the nodes moved to).
    pub trace: Trace<u32>,
    /// Its events as a student writes them.
    pub events: Vec<RefEvent>,
    /// The arena node of each trace node.
    pub arena_node: Vec<u32>,
}

impl Reference {
    /// Runs `algo` on `arena` to its longest play (seed 004, to the end of the game).
    pub fn new(arena: Arena, algo: Algo, cut: CutRule, window: Window) -> Result<Self, String> {
        let depth = arena_depth(&arena).map_err(|e| e.to_string())?;
        let root = arena.initial_state();
        let mut trace = Trace::with_budget(crate::inspect::exercise::EXERCISE_NODES);
        let searched = match algo {
            Algo::Minimax => minimax_depth(&arena, &root, depth, &mut trace),
            Algo::AlphaBeta => {
                let options = AlphaBetaOptions {
                    depth: Some(depth),
                    cut,
                    window,
                };
                alphabeta(&arena, &root, options, &mut trace)
            }
        };
        searched.map_err(|e| e.to_string())?;
        let mut events = Vec::with_capacity(trace.event_count());
        let (mut open, mut next) = (Vec::new(), 0u32);
        for e in trace.events() {
            match e {
                EventKind::Enter => {
                    events.push(RefEvent::Enter(next));
                    open.push(next);
                    next += 1;
                }
                EventKind::Exit => events.extend(open.pop().map(RefEvent::Leave)),
                _ => {}
            }
        }
        let arena_node = (0..trace.node_count() as u32)
            .map(|id| trace.action(id).unwrap_or(arena.graph().initial))
            .collect();
        Ok(Reference {
            arena,
            algo,
            cut,
            window,
            trace,
            events,
            arena_node,
        })
    }

    /// The name of trace node `id`.
    pub fn name(&self, id: u32) -> &str {
        self.arena.name(self.arena_node[id as usize])
    }

    /// The window trace node `id` was entered with.
    pub fn window_of(&self, id: u32) -> (i32, i32) {
        self.trace.node(id).map_or((0, 0), |n| (n.alpha, n.beta))
    }

    /// The value trace node `id` returned.
    pub fn value_of(&self, id: u32) -> i32 {
        self.trace.node(id).map_or(0, |n| n.value)
    }

    /// Whether trace node `id` is a MAX node (player 0 to move).
    pub fn maximizing(&self, id: u32) -> bool {
        let v = self.arena_node[id as usize];
        self.arena.graph().nodes[v as usize].owner == 0
    }

    /// The names of the children of arena node `v`, in order.
    pub fn children(&self, v: u32) -> Vec<&str> {
        self.arena.graph().nodes[v as usize]
            .edges
            .iter()
            .map(|&c| self.arena.name(c))
            .collect()
    }

    /// Whether a node of the arena has this name.
    pub fn knows(&self, name: &str) -> bool {
        self.arena.graph().ids.contains_key(name)
    }

    /// Whether `name` names a node below arena node `v` (at any depth).
    pub fn below(&self, v: u32, name: &str) -> bool {
        let g = self.arena.graph();
        let Some(&target) = g.ids.get(name) else {
            return false;
        };
        let mut seen = vec![false; g.nodes.len()];
        let mut stack: Vec<u32> = g.nodes[v as usize].edges.clone();
        while let Some(u) = stack.pop() {
            if u == target {
                return true;
            }
            if !std::mem::replace(&mut seen[u as usize], true) {
                stack.extend(&g.nodes[u as usize].edges);
            }
        }
        false
    }

    /// The trace ids of node `id`'s children, in the order searched.
    pub fn child_ids(&self, id: u32) -> Vec<u32> {
        (0..self.trace.node_count() as u32)
            .filter(|&c| self.trace.node(c).is_some_and(|n| n.parent == id))
            .collect()
    }

    /// Whether the arena node named `name` is a MAX node (none: no such node).
    pub fn arena_max(&self, name: &str) -> Option<bool> {
        let g = self.arena.graph();
        g.ids.get(name).map(|&v| g.nodes[v as usize].owner == 0)
    }

    /// Nodes entered, and leaves evaluated (nodes left without a child).
    pub fn counts(&self) -> (usize, usize) {
        let leaves = self.trace.nodes().filter(|n| n.leaf().is_some()).count();
        (self.trace.node_count(), leaves)
    }
}
