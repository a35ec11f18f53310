//! Tests of the whole-tree pictures: every node of the 2,509-node Pig tree
//! in the SVG, the PNG the tree's extent times the scale.

use super::*;
use crate::app::tree_view::camera::tests::pig;
use crate::app::tree_view::pictures::DEFAULT_SCALE;
use crate::app::tree_view::{EdgeShow, NodeShow, Words};
use crate::games::GameSpec;
use crate::inspect::{Loaded, SearchSettings, run_search};
use eframe::egui::Stroke;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// Every node named by its id, every edge plain.
struct Named;

impl Overlay for Named {
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow> {
        let label = format!("node #{id}.");
        Some(NodeShow::plain(ui, Shape::Circle, None, label))
    }

    fn edge(&self, _ui: &Ui, id: u32) -> Option<EdgeShow> {
        Some(EdgeShow {
            stroke: Stroke::new(1.0, Color32::GRAY),
            pruned: false,
            words: Some(Words::window(&id.to_string(), None, Color32::BLACK)),
            mark: None,
        })
    }
}

fn place(l: &Loaded) -> Place<'_> {
    Place::new(
        &l.layout,
        "test",
        Camera::default(),
        "test",
        Language::English,
    )
}

fn picture_of(l: &Loaded) -> Picture {
    let ctx = egui::Context::default();
    let mut pic = Picture::default();
    let mut output = ctx.run_ui(Default::default(), |ui| {
        pic = picture(ui, &place(l), &Named, "test");
    });
    output.textures_delta.clear();
    pic
}

#[test]
fn the_picture_holds_the_whole_tree_not_the_view() {
    let l = pig();
    let pic = picture_of(&l);
    let svg = pic.svg();
    let labels: HashSet<&str> = svg
        .split("data-label=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .collect();
    let n = l.layout.len();
    for id in 0..n {
        let label = format!("node #{id}.");
        assert!(labels.contains(label.as_str()), "node {id} missing");
    }
    assert_eq!(pic.nodes.len(), n);
    // The extent: every unit of the layout at zoom 1, and a margin.
    let width = l.layout.width * UNIT_X + UNIT_X + 2.0 * MARGIN;
    assert_eq!(pic.width, width);
    for node in &pic.nodes {
        let (x, y) = node.at;
        assert!(x > 0.0 && x < pic.width && y > 0.0 && y < pic.height);
    }
    // A picture this wide is drawn as a PNG at a smaller scale.
    assert!(pic.scale_within(DEFAULT_SCALE) < DEFAULT_SCALE);
}

#[test]
fn the_png_is_the_tree_extent_times_the_scale() {
    let settings = SearchSettings {
        depth: Some(2),
        ..SearchSettings::default()
    };
    let stop = AtomicBool::new(false);
    let trace = run_search(&GameSpec::TicTacToe, &[], &settings, &stop, &|_| {});
    let l = Loaded::new(trace.expect("the search")).expect("the trace");
    let pic = picture_of(&l);
    let levels = l.layout.levels.len() as f32;
    assert_eq!(
        pic.height,
        (levels - 1.0) * UNIT_Y + 2.0 * (MARGIN + NODE * 1.6)
    );
    assert_eq!(pic.scale_within(DEFAULT_SCALE), DEFAULT_SCALE);
    let (w, h, _) = pic.rgba(DEFAULT_SCALE).expect("the pixels");
    assert_eq!(w, (pic.width * DEFAULT_SCALE).round() as u32);
    assert_eq!(h, (pic.height * DEFAULT_SCALE).round() as u32);
}
