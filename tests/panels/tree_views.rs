//! The Monte Carlo and ISMCTS trees through the studio's one tree view: after
//! Fit every node of the ISMCTS tree lies inside its canvas (the view gained
//! the camera it lacked), and the whole-tree picture of each names every node
//! of the visible tree.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui::{harness_of, settings, step_while, studio};
use eframe::egui;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use ludoscope::app::commands::Command;
use ludoscope::app::i18n::Language;
use ludoscope::app::ismcts::Request as IsRequest;
use ludoscope::app::ismcts::model::TREE_NODES;
use ludoscope::app::ismcts::tree_view::IsOverlay;
use ludoscope::app::mcts::model::Request;
use ludoscope::app::mcts::tree::{MctsOverlay, layout_of};
use ludoscope::app::settings::Panel;
use ludoscope::app::shell::StudioApp;
use ludoscope::app::tree_view::{Camera, Overlay, Place, picture};
use ludoscope::files::svg::escape;
use ludoscope::games::GameSpec;
use ludoscope::inspect::TreeLayout;
use ludoscope::inspect::ismcts::{TreeItemKind, visible_tree};
use ludoscope::inspect::mcts::VIEW_NODES;
use std::time::Duration;

/// The studio on the ISMCTS panel of Kuhn poker after a run of 300 iterations.
fn ismcts_run() -> Harness<'static, StudioApp> {
    let spec = GameSpec::KuhnPoker { players: 2 };
    let mut h = harness_of(studio(settings(spec, Panel::Ismcts)), 1024.0, 768.0);
    h.run_steps(8);
    h.state_mut()
        .command(Command::Ismcts(IsRequest::SetIterations(300)));
    h.run_steps(2);
    h.get_by_label("Run").click();
    h.step();
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.ismcts.is_busy();
    step_while(&mut h, "no run", Duration::from_secs(60), busy);
    h.run_steps(8);
    h
}

/// The SVG of the whole tree of `layout` as `overlay` shows it.
fn svg_of(layout: &TreeLayout, overlay: &dyn Overlay) -> String {
    let place = Place::new(layout, "tree", Camera::default(), "test", Language::English);
    let ctx = egui::Context::default();
    let mut svg = String::new();
    let mut output = ctx.run_ui(Default::default(), |ui| {
        svg = picture::picture(ui, &place, overlay, "test").svg();
    });
    output.textures_delta.clear();
    svg
}

/// Whether `svg` has a node named `label`.
fn names(svg: &str, label: &str) -> bool {
    svg.contains(&format!("data-label=\"{}\"", escape(label)))
}

#[test]
fn after_fit_every_ismcts_node_lies_inside_the_canvas() {
    let mut h = ismcts_run();
    // Zoom in twice (nodes leave the view), then Fit.
    h.get_by_label("+").click();
    h.run_steps(2);
    h.get_by_label("+").click();
    h.run_steps(2);
    h.get_by_label("Fit").click();
    h.run_steps(4);
    // The view opens as many nodes as its width holds (up to TREE_NODES),
    // and its name says how many.
    let heading = "Tree over player 0's information sets (";
    let canvas = h
        .query_all(By::new().role(Role::Tree))
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with(heading))
        })
        .expect("the ISMCTS tree");
    let label = canvas.accesskit_node().label().unwrap_or_default();
    let open: usize = label[heading.len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("the nodes open");
    assert!((10..=TREE_NODES).contains(&open), "{label}");
    let canvas = canvas.rect();
    let items = {
        let ins = &h.state().studio.ismcts;
        visible_tree(ins.replay.as_ref().unwrap(), open).items.len()
    };
    assert!(items > 5, "{items}");
    let nodes: Vec<_> = h
        .query_all(By::new().role(Role::Button))
        .filter(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            label.starts_with("Node ") || label.contains(" more nodes, ")
        })
        .map(|n| n.rect())
        .collect();
    assert_eq!(nodes.len(), items);
    for r in nodes {
        assert!(
            canvas.contains(r.min) && canvas.contains(r.max),
            "{r:?} outside {canvas:?}"
        );
    }
}

#[test]
fn the_ismcts_picture_names_every_visible_node() {
    let h = ismcts_run();
    let replay = h.state().studio.ismcts.replay.as_ref().unwrap();
    let tree = visible_tree(replay, TREE_NODES);
    let parents: Vec<Option<usize>> = tree.items.iter().map(|i| i.parent).collect();
    let layout = TreeLayout::from_positions(
        tree.items.iter().map(|i| i.x).collect(),
        tree.items.iter().map(|i| i.depth).collect(),
        &parents,
    );
    let overlay = IsOverlay {
        tree: &tree,
        on_path: Vec::new(),
        scale: 1.0,
        root_visits: 300.0,
        searcher: "0".into(),
        lang: Language::English,
    };
    let svg = svg_of(&layout, &overlay);
    assert_eq!(svg.matches("class=\"node\"").count(), tree.items.len());
    for item in &tree.items {
        let label = match &item.kind {
            TreeItemKind::Node { node, visits, .. } => format!("Node {node}: {visits} visits"),
            TreeItemKind::Folded { nodes, visits } => {
                format!("{nodes} more nodes, {visits} visits")
            }
        };
        assert!(
            svg.contains(&format!("data-label=\"{}", escape(&label))),
            "{label}"
        );
    }
}

#[test]
fn the_mcts_picture_names_every_visible_node() {
    let mut h = harness_of(
        studio(settings(GameSpec::TicTacToe, Panel::Mcts)),
        1024.0,
        768.0,
    );
    h.run_steps(4);
    h.state_mut()
        .command(Command::Mcts(Request::SetIterations(200)));
    h.run_steps(2);
    h.get_by_label("Run").click();
    h.step();
    let busy = |h: &Harness<'_, StudioApp>| h.state().studio.mcts.is_busy();
    step_while(&mut h, "no run", Duration::from_secs(60), busy);
    h.run_steps(6);
    let replay = h.state().studio.mcts.replay().unwrap();
    let tree = replay.visible_tree(VIEW_NODES);
    let layout = layout_of(&tree);
    let overlay = MctsOverlay {
        replay,
        tree: &tree,
        root_visits: replay.node(0).visits.max(1),
        lang: Language::English,
    };
    let svg = svg_of(&layout, &overlay);
    assert!(tree.items.len() > 10, "{}", tree.items.len());
    assert_eq!(svg.matches("class=\"node\"").count(), tree.items.len());
    let ctx = egui::Context::default();
    let mut output = ctx.run_ui(Default::default(), |ui| {
        for k in 0..tree.items.len() as u32 {
            let label = overlay.node(ui, k).unwrap().label;
            assert!(names(&svg, &label), "{label}");
        }
    });
    output.textures_delta.clear();
    // The root is named by its visits.
    let root = format!("Node root: {} visits", replay.node(0).visits);
    assert!(svg.contains(&format!("data-label=\"{root}")), "{root}");
}
