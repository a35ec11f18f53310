//! The student's own search as a tree (issue 31): the nodes a student's trace
//! ([`super::parse`]) enters, in the order entered, each with the window it
//! was entered with and the value it was left with (none: never left), the
//! parent of each the node open when it was entered (the nesting of `enter`
//! and `leave`). Each node is mapped by its name to the reference search's
//! node ([`mod@super::reference`], seed 004's AlphaBeta or MinMax run on the
//! same tree, seed 003's names), and the reference's nodes that the student
//! never entered are put in the student's tree too, as not visited, under
//! the node the reference enters them from. Each node is told whether it
//! agrees with the reference (the same value, the same window, visited where
//! the reference visits, pruned where it prunes) or how it differs
//! ([`Mistake`]); the first divergence of [`super::compare`] is found in it,
//! so that the studio rings it in both trees. Plain data: the studio draws it
//! with its one tree view ([`StudentTree::layout`]).

use super::compare::Divergence;
use super::parse::StudentEvent;
use super::reference::{Algo, Reference};
use crate::inspect::TreeLayout;
use crate::search::trace::Value;
use crate::search::trace_record::NO_PARENT;
use std::collections::HashMap;

/// How a node of the student's tree differs from the reference's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// Left with another value than the reference's node returns.
    Value { expected: Value },
    /// Entered with another window (alpha-beta).
    Window { expected: (Value, Value) },
    /// A node of the tree the reference never enters: a cut prunes it (at
    /// its parent, or above).
    Pruned,
    /// No node of the tree has this name.
    NotInTree,
    /// Entered below another node (`got`; none: at the top) than its parent
    /// in the tree (`expected`; none: it is the root).
    Parent {
        expected: Option<String>,
        got: Option<String>,
    },
    /// Entered once more than the reference enters it.
    Again,
    /// Entered and never left.
    NeverLeft,
    /// The reference enters it; the student never did.
    NotVisited,
}

/// One node of the student's tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudentNode {
    pub name: String,
    /// Its parent in the student's tree (index in [`StudentTree::nodes`]).
    pub parent: Option<u32>,
    pub children: Vec<u32>,
    /// The reference's node (its id in [`Reference::trace`]) of this name.
    pub reference: Option<u32>,
    /// Whether the student entered it (false: a node only the reference enters).
    pub visited: bool,
    /// The window the student gave on entering it.
    pub window: Option<(Value, Value)>,
    /// The value the student left it with (none: never left, or not visited).
    pub value: Option<Value>,
    /// The lines (from 1) of its `enter` and its `leave`.
    pub lines: (Option<usize>, Option<usize>),
    /// Whether it is a MAX node of the tree (none: not a node of the tree).
    pub max: Option<bool>,
    /// Whether it is a leaf of the tree (a node not in the tree: whether the
    /// student entered nothing below it).
    pub leaf: bool,
    /// How it differs from the reference; empty: it agrees.
    pub mistakes: Vec<Mistake>,
}

impl StudentNode {
    pub fn agrees(&self) -> bool {
        self.mistakes.is_empty()
    }
}

/// The student's tree: its nodes in the order entered (then the reference's
/// nodes the student never entered), its roots, where the first divergence is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StudentTree {
    pub nodes: Vec<StudentNode>,
    pub roots: Vec<u32>,
    /// The node of the first divergence ([`super::first_divergence`]).
    pub first: Option<u32>,
    /// The lines of `leave` events that close no open node.
    pub stray: Vec<usize>,
}

impl StudentTree {
    /// The tree of `events` compared with `reference`; `first` is the first
    /// divergence found by the walk of [`super::compare`].
    pub fn new(
        reference: &Reference,
        events: &[StudentEvent],
        first: Option<&Divergence>,
    ) -> StudentTree {
        let mut t = StudentTree::default();
        t.walk(events);
        t.judge(reference);
        t.add_unvisited(reference);
        t.first = first.and_then(|d| t.at(d));
        t
    }

    /// The nodes in the order entered, linked by the nesting of the events.
    fn walk(&mut self, events: &[StudentEvent]) {
        let mut open: Vec<u32> = Vec::new();
        for e in events {
            match e {
                StudentEvent::Enter { name, window, line } => {
                    let id = self.push(StudentNode {
                        name: name.clone(),
                        parent: open.last().copied(),
                        children: Vec::new(),
                        reference: None,
                        visited: true,
                        window: *window,
                        value: None,
                        lines: (Some(*line), None),
                        max: None,
                        leaf: false,
                        mistakes: Vec::new(),
                    });
                    open.push(id);
                }
                StudentEvent::Leave { name, value, line } => {
                    // Leaving an open node closes the nodes opened after it
                    // (they are never left).
                    let at = open
                        .iter()
                        .rposition(|&i| self.nodes[i as usize].name == *name);
                    match at {
                        Some(k) => {
                            let n = &mut self.nodes[open[k] as usize];
                            n.value = Some(*value);
                            n.lines.1 = Some(*line);
                            open.truncate(k);
                        }
                        None => self.stray.push(*line),
                    }
                }
            }
        }
    }

    /// Adds `node` under its parent (a root without one); its index.
    fn push(&mut self, node: StudentNode) -> u32 {
        let id = self.nodes.len() as u32;
        match node.parent {
            Some(p) => self.nodes[p as usize].children.push(id),
            None => self.roots.push(id),
        }
        self.nodes.push(node);
        id
    }

    /// Maps each node the student entered to the reference's (the k-th visit
    /// of a name to the reference's k-th node of that name) and tells how it
    /// differs.
    fn judge(&mut self, reference: &Reference) {
        let mut by_name: HashMap<&str, Vec<u32>> = HashMap::new();
        for id in 0..reference.trace.node_count() as u32 {
            by_name.entry(reference.name(id)).or_default().push(id);
        }
        let parents = arena_parents(reference);
        let g = reference.arena.graph();
        let mut seen: HashMap<String, usize> = HashMap::new();
        for i in 0..self.nodes.len() {
            let (name, parent) = (&self.nodes[i].name, self.nodes[i].parent);
            let parent_name = parent.map(|p| self.nodes[p as usize].name.clone());
            let k = *seen
                .entry(name.clone())
                .and_modify(|k| *k += 1)
                .or_insert(0);
            let mut mistakes = Vec::new();
            let arena_node = g.ids.get(name.as_str()).copied();
            let ids = by_name.get(name.as_str());
            let r = ids.and_then(|ids| ids.get(k)).copied();
            let expected_parents: Vec<Option<String>> = match (r, arena_node) {
                (Some(r), _) => vec![reference_parent(reference, r)],
                (None, Some(v)) => parents[v as usize].clone(),
                (None, None) => vec![parent_name.clone()],
            };
            if !expected_parents.contains(&parent_name) {
                let expected = expected_parents.into_iter().next().flatten();
                let got = parent_name;
                mistakes.push(Mistake::Parent { expected, got });
            }
            match (r, arena_node) {
                (None, None) => mistakes.push(Mistake::NotInTree),
                (None, Some(_)) if ids.is_some() => mistakes.push(Mistake::Again),
                (None, Some(_)) => mistakes.push(Mistake::Pruned),
                (Some(r), _) => {
                    let n = &self.nodes[i];
                    let expected = reference.window_of(r);
                    let checked = reference.algo == Algo::AlphaBeta;
                    if n.window.is_some_and(|w| checked && w != expected) {
                        mistakes.push(Mistake::Window { expected });
                    }
                    let expected = reference.value_of(r);
                    if n.value.is_some_and(|v| v != expected) {
                        mistakes.push(Mistake::Value { expected });
                    }
                }
            }
            let n = &mut self.nodes[i];
            if n.value.is_none() {
                mistakes.push(Mistake::NeverLeft);
            }
            n.reference = r;
            n.max = arena_node.map(|v| g.nodes[v as usize].owner == 0);
            n.leaf = match arena_node {
                Some(v) => g.nodes[v as usize].edges.is_empty(),
                None => n.children.is_empty(),
            };
            n.mistakes = mistakes;
        }
    }

    /// Puts the reference's nodes the student never entered under the node
    /// the reference enters them from, in the tree's order of children.
    fn add_unvisited(&mut self, reference: &Reference) {
        let count = reference.trace.node_count();
        let mut student_of: Vec<Option<u32>> = vec![None; count];
        for (i, n) in self.nodes.iter().enumerate() {
            if let Some(r) = n.reference {
                student_of[r as usize].get_or_insert(i as u32);
            }
        }
        let g = reference.arena.graph();
        // Trace ids are in visit order: a parent comes before its children.
        for r in 0..count as u32 {
            if student_of[r as usize].is_some() {
                continue;
            }
            let v = reference.arena_node[r as usize];
            let parent = reference
                .trace
                .node(r)
                .map(|n| n.parent)
                .filter(|&p| p != NO_PARENT)
                .and_then(|p| student_of[p as usize]);
            let id = self.nodes.len() as u32;
            self.nodes.push(StudentNode {
                name: reference.name(r).to_string(),
                parent,
                children: Vec::new(),
                reference: Some(r),
                visited: false,
                window: None,
                value: None,
                lines: (None, None),
                max: Some(reference.maximizing(r)),
                leaf: g.nodes[v as usize].edges.is_empty(),
                mistakes: vec![Mistake::NotVisited],
            });
            let parent_name = parent.map(|p| self.nodes[p as usize].name.as_str());
            let order = |i: u32| child_index(reference, parent_name, &self.nodes[i as usize].name);
            let mine = order(id);
            let siblings = match parent {
                Some(p) => &self.nodes[p as usize].children,
                None => &self.roots,
            };
            let at = siblings
                .iter()
                .position(|&s| matches!((order(s), mine), (Some(a), Some(b)) if a > b))
                .unwrap_or(siblings.len());
            match parent {
                Some(p) => self.nodes[p as usize].children.insert(at, id),
                None => self.roots.insert(at, id),
            }
            student_of[r as usize] = Some(id);
        }
    }

    /// The node of divergence `d`: the one of its name whose event is at
    /// the divergence's line, else the first entered of its name, else one
    /// only the reference enters.
    fn at(&self, d: &Divergence) -> Option<u32> {
        let named = |n: &&StudentNode| n.name == d.node;
        let on_line = |n: &&StudentNode| {
            d.line
                .is_some_and(|l| n.lines.0 == Some(l) || n.lines.1 == Some(l))
        };
        let find =
            |p: &dyn Fn(&&StudentNode) -> bool| self.nodes.iter().position(|n| named(&n) && p(&n));
        find(&on_line)
            .or_else(|| find(&|n| n.visited))
            .or_else(|| find(&|_| true))
            .map(|i| i as u32)
    }

    /// The children of every node, by index.
    pub fn children_lists(&self) -> Vec<Vec<u32>> {
        self.nodes.iter().map(|n| n.children.clone()).collect()
    }

    /// The tree laid out for the tree view (item `i` is node `i`).
    pub fn layout(&self) -> TreeLayout {
        TreeLayout::from_children(&self.children_lists(), &self.roots)
    }

    /// The nodes that differ from the reference, by index.
    pub fn divergent(&self) -> Vec<u32> {
        (0..self.nodes.len() as u32)
            .filter(|&i| !self.nodes[i as usize].agrees())
            .collect()
    }

    /// The first node entered named `name`, else one only the reference enters.
    pub fn find(&self, name: &str) -> Option<u32> {
        let pos = |visited: bool| {
            self.nodes
                .iter()
                .position(|n| n.name == name && n.visited == visited)
        };
        pos(true).or_else(|| pos(false)).map(|i| i as u32)
    }
}

/// The name of the reference node `r`'s parent (none: the root).
fn reference_parent(reference: &Reference, r: u32) -> Option<String> {
    let p = reference.trace.node(r)?.parent;
    (p != NO_PARENT).then(|| reference.name(p).to_string())
}

/// The names of each arena node's parents (a node of no edge: the root, none).
fn arena_parents(reference: &Reference) -> Vec<Vec<Option<String>>> {
    let g = reference.arena.graph();
    let mut parents = vec![Vec::new(); g.nodes.len()];
    for (v, n) in g.nodes.iter().enumerate() {
        for &c in &n.edges {
            parents[c as usize].push(Some(reference.arena.name(v as u32).to_string()));
        }
    }
    for p in &mut parents {
        if p.is_empty() {
            p.push(None);
        }
    }
    parents
}

/// Where the node named `name` comes among the tree's children of the node
/// named `parent` (none: it is not one of them, or there is no parent).
fn child_index(reference: &Reference, parent: Option<&str>, name: &str) -> Option<usize> {
    let g = reference.arena.graph();
    let &v = g.ids.get(parent?)?;
    g.nodes[v as usize]
        .edges
        .iter()
        .position(|&c| reference.arena.name(c) == name)
}

#[cfg(test)]
#[path = "student_tree_tests.rs"]
mod tests;
