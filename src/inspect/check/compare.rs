//! The walk that finds the first divergence between a student's trace and the
//! reference search: both read event by event, one open path (the two agree
//! up to the divergence, so the reference's path is the student's), and at the
//! first event that differs, what kind of mistake it is.

use super::parse::StudentEvent;
use super::reference::{Algo, RefEvent, Reference};
use crate::search::trace::Value;

/// What the student's code did differently, at the first event that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A node returned another value.
    Value { expected: Value, got: Value },
    /// A node returned what the other player's choice gives (a MIN node
    /// returning a maximum, or the reverse).
    WrongSide { expected: Value, got: Value },
    /// A node was entered with another window (alpha-beta).
    Window {
        expected: (Value, Value),
        got: (Value, Value),
    },
    /// A child was visited that alpha-beta prunes: `parent` cuts after its
    /// last child searched, with this window.
    PrunedVisited {
        parent: String,
        window: (Value, Value),
    },
    /// The student left `parent` where the reference visits `node`: a child
    /// pruned that should have been visited; `window` is the parent's after
    /// its last child (the cut test fails).
    VisitedPruned {
        parent: String,
        window: (Value, Value),
    },
    /// A node entered that the reference does not enter here (`expected`: what
    /// it does instead, if anything).
    Extra { expected: Option<String> },
    /// The reference enters `node`; the student went on to `got` instead.
    Missing { got: String },
    /// The student left `got` while `node` was the open node.
    Unbalanced { got: String },
    /// The student's trace ends where the reference goes on.
    Ended,
}

/// The first divergence: the reference's event and the student's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The node it is about.
    pub node: String,
    /// The event number (from 1) in both traces.
    pub step: usize,
    /// The student's line (none when the trace ended).
    pub line: Option<usize>,
    /// Whether `node` is a MAX node (none for a name not in the tree).
    pub max: Option<bool>,
    pub kind: Kind,
    /// The reference's event there (none: the reference had ended).
    pub expected: Option<StudentEvent>,
    /// The student's event there (none: the student's trace had ended).
    pub got: Option<StudentEvent>,
}

/// An open node of the walk: its trace id and the values its children returned.
struct Open {
    id: u32,
    values: Vec<Value>,
}

/// Where and how the student diverged at one step: the node, whether it
/// maximises (when known), what went wrong.
type Found = (String, Option<bool>, Kind);

/// The first divergence of `student` from `reference`, none when they agree.
pub fn first_divergence(reference: &Reference, student: &[StudentEvent]) -> Option<Divergence> {
    let mut open: Vec<Open> = Vec::new();
    for (k, &r) in reference.events.iter().enumerate() {
        let s = student.get(k);
        let found = match s {
            None => Some(ended(reference, r)),
            Some(s) => step(reference, &mut open, r, s),
        };
        if let Some((node, max, kind)) = found {
            return Some(Divergence {
                node,
                step: k + 1,
                line: s.map(StudentEvent::line),
                max,
                kind,
                expected: Some(as_event(reference, r)),
                got: s.cloned(),
            });
        }
    }
    let k = reference.events.len();
    student.get(k).map(|s| Divergence {
        node: s.name().to_string(),
        step: k + 1,
        line: Some(s.line()),
        max: reference.arena_max(s.name()),
        kind: Kind::Extra { expected: None },
        expected: None,
        got: Some(s.clone()),
    })
}

/// The student's trace ended where the reference does `r`.
fn ended(reference: &Reference, r: RefEvent) -> Found {
    let id = match r {
        RefEvent::Enter(id) | RefEvent::Leave(id) => id,
    };
    let max = Some(reference.maximizing(id));
    (reference.name(id).into(), max, Kind::Ended)
}

/// One step: the reference does `r`, the student `s`; `open` holds the nodes
/// entered and not left.
fn step(
    reference: &Reference,
    open: &mut Vec<Open>,
    r: RefEvent,
    s: &StudentEvent,
) -> Option<Found> {
    match (r, s) {
        (RefEvent::Enter(id), StudentEvent::Enter { name, window, .. }) => {
            if name != reference.name(id) {
                return Some(wrong_enter(reference, open, id, name));
            }
            let expected = reference.window_of(id);
            let checked = reference.algo == Algo::AlphaBeta;
            if let Some(got) = window.filter(|&w| checked && w != expected) {
                let max = Some(reference.maximizing(id));
                return Some((name.clone(), max, Kind::Window { expected, got }));
            }
            open.push(Open {
                id,
                values: Vec::new(),
            });
            None
        }
        (RefEvent::Enter(id), StudentEvent::Leave { name, .. }) => {
            Some(left_instead(reference, open, id, name))
        }
        (RefEvent::Leave(id), StudentEvent::Enter { name, .. }) => {
            Some(entered_instead(reference, id, name))
        }
        (RefEvent::Leave(id), StudentEvent::Leave { name, value, .. }) => {
            let node = reference.name(id).to_string();
            let max = reference.maximizing(id);
            if *name != node {
                return Some((node, Some(max), Kind::Unbalanced { got: name.clone() }));
            }
            let expected = reference.value_of(id);
            let here = open.pop()?;
            if *value != expected {
                let window = reference.window_of(id);
                let kind = if other_side(max, window, &here.values, *value) {
                    Kind::WrongSide {
                        expected,
                        got: *value,
                    }
                } else {
                    Kind::Value {
                        expected,
                        got: *value,
                    }
                };
                return Some((node, Some(max), kind));
            }
            if let Some(parent) = open.last_mut() {
                parent.values.push(*value);
            }
            None
        }
    }
}

/// The student left `name` where the reference enters node `id`: a child
/// the student pruned that the reference visits, or a leave of another node.
fn left_instead(reference: &Reference, open: &[Open], id: u32, name: &str) -> Found {
    let top = open.last().map(|o| o.id);
    let max = Some(reference.maximizing(id));
    let node = reference.name(id).to_string();
    let kind = match top {
        Some(p) if reference.name(p) == name => Kind::VisitedPruned {
            parent: name.to_string(),
            window: window_now(reference, p),
        },
        _ => Kind::Unbalanced {
            got: name.to_string(),
        },
    };
    let node = match &kind {
        Kind::Unbalanced { .. } => top.map_or(node, |p| reference.name(p).into()),
        _ => node,
    };
    (node, max, kind)
}

/// The student entered `name` where the reference leaves node `id`: a child
/// the reference prunes, or a node it never has there.
fn entered_instead(reference: &Reference, id: u32, name: &str) -> Found {
    let max = reference.maximizing(id);
    let parent = reference.name(id).to_string();
    let kids = reference.children(reference.arena_node[id as usize]);
    let pruned = kids.contains(&name)
        && reference
            .child_ids(id)
            .iter()
            .all(|&c| reference.name(c) != name);
    let kind = if pruned {
        Kind::PrunedVisited {
            parent: parent.clone(),
            window: window_now(reference, id),
        }
    } else {
        Kind::Extra {
            expected: Some(format!("leave {parent}")),
        }
    };
    let max = reference.arena_max(name).or(Some(!max));
    (name.to_string(), max, kind)
}

/// The student entered `name` where the reference enters node `id`.
fn wrong_enter(
    reference: &Reference,
    open: &[Open],
    id: u32,
    name: &str,
) -> (String, Option<bool>, Kind) {
    let expected = reference.name(id).to_string();
    let max = Some(reference.maximizing(id));
    let skipped_to = |got: &str| (expected.clone(), max, Kind::Missing { got: got.into() });
    if reference.below(reference.arena_node[id as usize], name) {
        return skipped_to(name);
    }
    if let Some(p) = open.last() {
        let kids = reference.children(reference.arena_node[p.id as usize]);
        let at = |n: &str| kids.iter().position(|c| *c == n);
        if let (Some(x), Some(y)) = (at(&expected), at(name))
            && y > x
        {
            return skipped_to(name);
        }
    }
    let kind = Kind::Extra {
        expected: Some(format!("enter {expected}")),
    };
    (name.to_string(), reference.arena_max(name), kind)
}

/// The window of node `id` after its last child returned (its entry window
/// if none did): what its cut test reads.
fn window_now(reference: &Reference, id: u32) -> (Value, Value) {
    let last = reference.child_ids(id).last().copied();
    match last.and_then(|c| reference.trace.node(c)) {
        Some(n) => (n.parent_alpha, n.parent_beta),
        None => reference.window_of(id),
    }
}

/// Whether `got` is what the other player's choice gives over the children's
/// values `values` (with or without the node's own bound of the window, as
/// seed 004's `a = alpha` / `b = beta` starts).
fn other_side(max: bool, window: (Value, Value), values: &[Value], got: Value) -> bool {
    if values.is_empty() {
        return false;
    }
    if max {
        let m = values.iter().copied().min().unwrap_or(got);
        got == m || got == m.min(window.1)
    } else {
        let m = values.iter().copied().max().unwrap_or(got);
        got == m || got == m.max(window.0)
    }
}

/// The reference's event as a student would write it.
fn as_event(reference: &Reference, r: RefEvent) -> StudentEvent {
    match r {
        RefEvent::Enter(id) => StudentEvent::Enter {
            name: reference.name(id).into(),
            window: Some(reference.window_of(id)),
            line: 0,
        },
        RefEvent::Leave(id) => StudentEvent::Leave {
            name: reference.name(id).into(),
            value: reference.value_of(id),
            line: 0,
        },
    }
}
