//! The Tree tab on a large trace (seed 004's MinMax on tic-tac-toe to the
//! end, 549,946 nodes), driven headless through egui_kittest: it opens on the
//! root and its children, the other subtrees folded into summaries; Fit puts
//! the root and every item drawn inside the view, after a step (the path to
//! the current node open), after zooming in, and after a summary is clicked
//! open (its children then drawn).
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::inspector::{Action, apply};
use ludoscope::app::shell::StudioApp;
use ludoscope::games::GameSpec;
use ludoscope::inspect::Item;
use ludoscope::inspect::bench_lod::tic_tac_toe_trace;
use studio_ui::inspector::harness;

/// How many node and summary widgets the tree has (those near the view).
fn widgets(h: &Harness<'static, StudioApp>) -> (usize, usize) {
    (
        h.query_all_by_label_contains(", window ").count(),
        h.query_all_by_label_contains("Folded subtree").count(),
    )
}

/// The node and summary widgets drawn in the tree, checked to lie inside the
/// tree's view; returns how many nodes and summaries there are.
fn all_inside(h: &Harness<'static, StudioApp>, when: &str) -> (usize, usize) {
    let view = h.get_by_label("Search tree").rect().expand(3.0);
    let nodes: Vec<_> = h.query_all_by_label_contains(", window ").collect();
    let folded: Vec<_> = h.query_all_by_label_contains("Folded subtree").collect();
    for n in nodes.iter().chain(&folded) {
        assert!(
            view.contains_rect(n.rect()),
            "{when}: {:?} at {:?} outside the view {view:?}",
            n.accesskit_node().label(),
            n.rect()
        );
    }
    (nodes.len(), folded.len())
}

/// The nodes (not pruned items) and the folded ones of the picture shown.
fn picture(h: &Harness<'static, StudioApp>) -> (usize, usize) {
    let ins = &h.state().studio.inspector;
    let l = ins.loaded.as_ref().unwrap();
    let layout = ins.detail.layout(l);
    let nodes = (0..layout.len())
        .filter(|&i| matches!(layout.item(i), Some(Item::Node(_))))
        .count();
    (nodes, layout.folded().len())
}

fn click(h: &mut Harness<'static, StudioApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn fit_shows_the_whole_picture_of_a_large_tree() {
    let mut h = harness(GameSpec::TicTacToe);
    let l = tic_tac_toe_trace().unwrap();
    assert_eq!(l.trace.trace.node_count(), 549_946);
    let len = l.len();
    h.state_mut().studio.inspector.set_loaded(l);
    h.run();
    // The root and its nine children, each folded.
    assert_eq!(picture(&h), (10, 9));
    assert_eq!(all_inside(&h, "opened"), (10, 9));
    assert!(h.query_by_label_contains("Node root MAX").is_some());
    // The centre's subtree, counted by a walk up the parent pointers.
    let count = {
        let l = h.state().studio.inspector.loaded.as_ref().unwrap();
        let centre = l.tree.children(0).find(|&c| l.trace.action_name(c) == "5");
        let centre = centre.unwrap();
        let below = |mut id: u32| loop {
            if id == centre {
                return true;
            }
            match l.trace.trace.node(id) {
                Some(n) if n.parent != ludoscope::search::trace::NO_PARENT => id = n.parent,
                _ => return false,
            }
        };
        (0..549_946u32).filter(|&id| below(id)).count()
    };
    let grouped = ludoscope::app::panels::agent_status::group(count as u64);
    let label = format!("Folded subtree under 5: {grouped} nodes");
    assert!(h.query_by_label_contains(&label).is_some(), "{label}");

    // Halfway through: the path to the current node is open and drawn.
    let ins = &mut h.state_mut().studio.inspector;
    apply(ins, Action::GoTo(len / 2), None).unwrap();
    h.run();
    let ins = &h.state().studio.inspector;
    let l = ins.loaded.as_ref().unwrap();
    let current = l.current(ins.step).unwrap();
    let mut at = current;
    while let Some(n) = l.trace.trace.node(at) {
        assert!(
            ins.detail.layout(l).at(at).is_some(),
            "node {at} on the path"
        );
        assert!(!ins.detail.layout(l).is_folded(at), "node {at} open");
        if n.parent == ludoscope::search::trace::NO_PARENT {
            break;
        }
        at = n.parent;
    }
    let (nodes, folded) = picture(&h);
    assert!(nodes > 10, "{nodes} nodes once the path is open");
    assert_eq!(all_inside(&h, "halfway"), (nodes, folded));

    // Zoomed in, part of the picture is out of view; Fit brings it all back.
    for _ in 0..6 {
        click(&mut h, "+");
    }
    let (zoomed, _) = widgets(&h);
    assert!(zoomed < nodes, "zoomed in: {zoomed} of {nodes} nodes drawn");
    click(&mut h, "Fit");
    assert_eq!(all_inside(&h, "after Fit"), (nodes, folded));

    // A summary clicked opens its subtree: its children are drawn, in view.
    let summary = h
        .query_all_by_label_contains("Folded subtree")
        .next()
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap()
        .to_string();
    click(&mut h, &summary);
    let (opened, _) = picture(&h);
    assert!(
        opened > nodes,
        "{opened} nodes after opening, {nodes} before"
    );
    let (drawn, _) = all_inside(&h, "after opening");
    assert_eq!(drawn, opened);
    // Fold all: back to the root, its children and the path.
    click(&mut h, "Fold all");
    assert_eq!(picture(&h), (nodes, folded));
}
