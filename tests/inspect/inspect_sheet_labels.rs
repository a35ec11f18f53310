//! The answer key's labels stay clear of its edges: on the bundled seed-003
//! sheet, no window (alpha, beta) written under or beside a value box is
//! crossed by an edge; the root's window, which the edge of the move to play
//! (R to C, far on the right) used to cross under the root's box, among them.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use ludoscope::games::Arena;
use ludoscope::graph_layout::geometry::segment_enters;
use ludoscope::inspect::exercise::arena_traces;
use ludoscope::inspect::sheet::page::{name_box, window_box};
use ludoscope::inspect::sheet::svg::Anchor;
use ludoscope::inspect::sheet::{Part, Sheet, SheetOptions, arena_names};
use ludoscope::lang::Language;
use ludoscope::search::CutRule;

fn seed_003_key() -> String {
    let arena = Arena::load("assets/arenas/seed-003-alpha-beta.ron").unwrap();
    let (full, pruned) = arena_traces(&arena, CutRule::Seed).unwrap();
    let names = arena_names(&arena, &full);
    let options = SheetOptions {
        title: "seed-003-alpha-beta".into(),
        cut: CutRule::Seed,
        reorder: false,
        lang: Language::English,
    };
    Sheet::new(&full, &pruned, &names, options)
        .unwrap()
        .svg(Part::Key)
}

fn number(node: roxmltree::Node<'_, '_>, name: &str) -> f32 {
    node.attribute(name).unwrap().parse().unwrap()
}

fn has_class(node: roxmltree::Node<'_, '_>, class: &str) -> bool {
    node.attribute("class")
        .is_some_and(|c| c.split(' ').any(|w| w == class))
}

#[test]
fn no_edge_crosses_a_window_of_the_seed_003_key() {
    let svg = seed_003_key();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    // Every edge (the move to play's, pruned ones, greyed ones) as a segment,
    // with the name of its child.
    let edges: Vec<(String, [f32; 2], [f32; 2])> = doc
        .descendants()
        .filter(|n| n.has_tag_name("line") && has_class(*n, "edge"))
        .map(|n| {
            let from = [number(n, "x1"), number(n, "y1")];
            let to = [number(n, "x2"), number(n, "y2")];
            (n.attribute("data-node").unwrap().to_string(), from, to)
        })
        .collect();
    assert_eq!(
        edges.len(),
        26,
        "the seed-003 tree: 11 inner nodes, 16 leaves"
    );
    let best: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("line") && has_class(*n, "best"))
        .map(|n| n.attribute("data-node").unwrap())
        .collect();
    assert_eq!(best, ["C", "C1", "C1b"], "the principal variation");
    let windows: Vec<(String, [f32; 4])> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && has_class(*n, "window"))
        .map(|n| {
            let at = (number(n, "x"), number(n, "y"));
            assert_eq!(n.attribute("text-anchor"), Some("middle"));
            let text = n.text().unwrap();
            (
                n.attribute("data-node").unwrap().to_string(),
                window_box(at, text),
            )
        })
        .collect();
    assert_eq!(windows.len(), 22, "one per node alpha-beta visits");
    let root = windows.iter().find(|(name, _)| name == "R").unwrap();
    let pv = edges.iter().find(|(child, ..)| child == "C").unwrap();
    assert!(
        !segment_enters(pv.1, pv.2, root.1),
        "the move to play's edge crosses the root's window {:?}",
        root.1
    );
    for (name, area) in &windows {
        for (child, from, to) in &edges {
            assert!(
                !segment_enters(*from, *to, *area),
                "the edge to {child} crosses the window of {name} {area:?}"
            );
        }
    }
    // The inner nodes' names too: the edge from C down to C1 (C far on the
    // right) used to strike through "C1".
    let names: Vec<(String, [f32; 4])> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && has_class(*n, "name"))
        .map(|n| {
            let at = (number(n, "x"), number(n, "y"));
            let anchor = match n.attribute("text-anchor") {
                Some("end") => Anchor::End,
                Some("middle") => Anchor::Middle,
                _ => Anchor::Start,
            };
            let text = n.text().unwrap();
            (text.to_string(), name_box(at, anchor, text))
        })
        .collect();
    assert_eq!(names.len(), 11, "the inner nodes");
    for (name, area) in &names {
        for (child, from, to) in &edges {
            assert!(
                !segment_enters(*from, *to, *area),
                "the edge to {child} crosses the name {name} {area:?}"
            );
        }
    }
}
