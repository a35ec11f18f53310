//! The student's tree of a hand-written alpha-beta trace of `((3, 5), (2, 9))`
//! (seed 004's AlphaBeta, cut on b <= alpha, from (-∞, +∞): B cuts after B1,
//! B2 is pruned), and of the same trace with planted mistakes: exactly the
//! nodes that are wrong are marked, each showing what the student wrote.

#![allow(clippy::unwrap_used)]

use super::*;
use crate::games::{Arena, GameSpec};
use crate::inspect::check::{Report, arena_of, check};
use crate::search::trace::INFINITY;
use crate::search::{CutRule, Window};

const INF: Value = INFINITY;

/// The reference's search, as the student should write it.
const RIGHT: &[&str] = &[
    r#"{"enter": "R", "window": [null, null]}"#,
    r#"{"enter": "A", "window": [null, null]}"#,
    r#"{"enter": "A1", "window": [null, null]}"#,
    r#"{"leave": "A1", "value": 3}"#,
    r#"{"enter": "A2", "window": [null, 3]}"#,
    r#"{"leave": "A2", "value": 5}"#,
    r#"{"leave": "A", "value": 3}"#,
    r#"{"enter": "B", "window": [3, null]}"#,
    r#"{"enter": "B1", "window": [3, null]}"#,
    r#"{"leave": "B1", "value": 2}"#,
    r#"{"leave": "B", "value": 2}"#,
    r#"{"leave": "R", "value": 3}"#,
];

fn arena() -> Arena {
    arena_of(&GameSpec::Tree {
        leaves: "((3, 5), (2, 9))".into(),
    })
    .unwrap()
}

fn report(lines: &[&str]) -> Report {
    let text = lines.join("\n");
    check(
        arena(),
        Algo::AlphaBeta,
        CutRule::Seed,
        Window::Infinite,
        &text,
    )
    .unwrap()
}

/// The right trace with the line equal to `at` replaced by `with` (none: removed).
fn edited(edits: &[(&str, &[&'static str])]) -> Vec<&'static str> {
    let mut lines = RIGHT.to_vec();
    for (at, with) in edits {
        let k = lines.iter().position(|l| l == at).unwrap();
        lines.splice(k..k + 1, with.iter().copied());
    }
    lines
}

fn node<'a>(t: &'a StudentTree, name: &str) -> &'a StudentNode {
    &t.nodes[t.find(name).unwrap() as usize]
}

/// The names of the nodes that differ, with how.
fn divergent(t: &StudentTree) -> Vec<(String, Vec<Mistake>)> {
    t.divergent()
        .into_iter()
        .map(|i| {
            let n = &t.nodes[i as usize];
            (n.name.clone(), n.mistakes.clone())
        })
        .collect()
}

fn names(t: &StudentTree, ids: &[u32]) -> Vec<String> {
    ids.iter()
        .map(|&i| t.nodes[i as usize].name.clone())
        .collect()
}

fn first(t: &StudentTree) -> Option<&str> {
    t.first.map(|i| t.nodes[i as usize].name.as_str())
}

#[test]
fn an_agreeing_trace_is_the_references_tree_without_a_mistake() {
    let r = report(RIGHT);
    assert!(r.divergence.is_none());
    let t = &r.tree;
    assert_eq!(names(t, &t.roots), ["R"]);
    let all: Vec<String> = t.nodes.iter().map(|n| n.name.clone()).collect();
    assert_eq!(
        all,
        ["R", "A", "A1", "A2", "B", "B1"],
        "in the order entered"
    );
    assert_eq!(names(t, &node(t, "R").children), ["A", "B"]);
    assert_eq!(
        names(t, &node(t, "B").children),
        ["B1"],
        "B2 pruned, as the reference"
    );
    assert!(divergent(t).is_empty(), "{:?}", divergent(t));
    assert_eq!(t.first, None);
    let a2 = node(t, "A2");
    assert_eq!((a2.window, a2.value), (Some((-INF, 3)), Some(5)));
    assert_eq!(a2.lines, (Some(5), Some(6)));
    assert_eq!((a2.max, a2.leaf, a2.visited), (Some(true), true, true));
    assert_eq!(node(t, "A").max, Some(false));
    assert_eq!(r.reference.name(a2.reference.unwrap()), "A2");
    assert!(t.nodes.iter().all(|n| n.reference.is_some()));
}

#[test]
fn a_missed_cut_marks_the_child_visited_only() {
    // B does not cut after B1 (2 <= alpha = 3): B2 is entered.
    let r = report(&edited(&[(
        r#"{"leave": "B1", "value": 2}"#,
        &[
            r#"{"leave": "B1", "value": 2}"#,
            r#"{"enter": "B2", "window": [3, 2]}"#,
            r#"{"leave": "B2", "value": 9}"#,
        ],
    )]));
    let t = &r.tree;
    assert_eq!(divergent(t), [("B2".to_string(), vec![Mistake::Pruned])]);
    assert_eq!(first(t), Some("B2"));
    assert_eq!(names(t, &node(t, "B").children), ["B1", "B2"]);
    let b2 = node(t, "B2");
    assert_eq!(
        (b2.window, b2.value, b2.reference),
        (Some((3, 2)), Some(9), None)
    );
    assert_eq!((b2.max, b2.visited), (Some(true), true));
}

#[test]
fn a_wrong_window_marks_its_node_with_the_students_window() {
    let r = report(&edited(&[(
        r#"{"enter": "A2", "window": [null, 3]}"#,
        &[r#"{"enter": "A2", "window": [null, null]}"#],
    )]));
    let t = &r.tree;
    let expected = Mistake::Window {
        expected: (-INF, 3),
    };
    assert_eq!(divergent(t), [("A2".to_string(), vec![expected])]);
    assert_eq!(first(t), Some("A2"));
    assert_eq!(node(t, "A2").window, Some((-INF, INF)));
}

#[test]
fn a_wrong_value_marks_its_node_only() {
    let r = report(&edited(&[(
        r#"{"leave": "A1", "value": 3}"#,
        &[r#"{"leave": "A1", "value": 4}"#],
    )]));
    let t = &r.tree;
    let expected = Mistake::Value { expected: 3 };
    assert_eq!(divergent(t), [("A1".to_string(), vec![expected])]);
    assert_eq!(first(t), Some("A1"));
    assert_eq!(node(t, "A1").value, Some(4));
}

#[test]
fn an_extra_node_not_in_the_tree_is_kept_and_marked() {
    let r = report(&edited(&[(
        r#"{"leave": "A", "value": 3}"#,
        &[
            r#"{"enter": "Z", "window": [null, 3]}"#,
            r#"{"leave": "Z", "value": 1}"#,
            r#"{"leave": "A", "value": 3}"#,
        ],
    )]));
    let t = &r.tree;
    assert_eq!(divergent(t), [("Z".to_string(), vec![Mistake::NotInTree])]);
    assert_eq!(first(t), Some("Z"));
    assert_eq!(names(t, &node(t, "A").children), ["A1", "A2", "Z"]);
    let z = node(t, "Z");
    assert_eq!((z.reference, z.max, z.leaf), (None, None, true));
    assert_eq!((z.window, z.value), (Some((-INF, 3)), Some(1)));
}

#[test]
fn a_child_the_student_never_visits_is_in_the_tree_not_visited_in_its_place() {
    // A1 left out: A2 comes first, with the window the reference gives it.
    let r = report(&edited(&[
        (r#"{"enter": "A1", "window": [null, null]}"#, &[]),
        (r#"{"leave": "A1", "value": 3}"#, &[]),
    ]));
    let t = &r.tree;
    assert_eq!(
        divergent(t),
        [("A1".to_string(), vec![Mistake::NotVisited])]
    );
    assert_eq!(first(t), Some("A1"));
    assert_eq!(names(t, &node(t, "A").children), ["A1", "A2"]);
    let a1 = node(t, "A1");
    assert!(!a1.visited);
    assert_eq!((a1.value, a1.window, a1.lines), (None, None, (None, None)));
    assert_eq!(r.reference.name(a1.reference.unwrap()), "A1");
    assert_eq!(a1.parent, t.find("A"));
}

#[test]
fn a_second_visit_and_a_node_never_left_are_marked() {
    let r = report(&edited(&[
        (
            r#"{"leave": "A1", "value": 3}"#,
            &[
                r#"{"leave": "A1", "value": 3}"#,
                r#"{"enter": "A1", "window": [null, null]}"#,
                r#"{"leave": "A1", "value": 3}"#,
            ],
        ),
        (r#"{"leave": "R", "value": 3}"#, &[]),
    ]));
    let t = &r.tree;
    let marked = divergent(t);
    assert_eq!(
        marked,
        [
            ("R".to_string(), vec![Mistake::NeverLeft]),
            ("A1".to_string(), vec![Mistake::Again]),
        ]
    );
    assert_eq!(names(t, &node(t, "A").children), ["A1", "A1", "A2"]);
    assert_eq!(first(t), Some("A1"));
    assert_eq!(t.first, Some(3), "the second A1, where the trace differs");
}

#[test]
fn a_node_entered_below_another_parent_is_marked() {
    // A2 entered inside A1 (A1's leave after A2's).
    let r = report(&edited(&[
        (r#"{"leave": "A1", "value": 3}"#, &[]),
        (
            r#"{"leave": "A2", "value": 5}"#,
            &[
                r#"{"leave": "A2", "value": 5}"#,
                r#"{"leave": "A1", "value": 3}"#,
            ],
        ),
    ]));
    let t = &r.tree;
    let expected = Mistake::Parent {
        expected: Some("A".into()),
        got: Some("A1".into()),
    };
    assert_eq!(divergent(t), [("A2".to_string(), vec![expected])]);
    assert_eq!(names(t, &node(t, "A1").children), ["A2"]);
}
