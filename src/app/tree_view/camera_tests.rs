//! The camera's tests: Fit on Pig's 2,509-node expectiminimax tree, and the
//! presented fit (words readable, the root in view, levels brought closer).

use super::*;
use crate::games::GameSpec;
use crate::inspect::{Algorithm, Item, Loaded, SearchSettings, run_search};
use eframe::egui::{Vec2, vec2};
use std::sync::atomic::AtomicBool;

/// Expectiminimax on Pig (target 30) to depth 4: the 2,509 nodes.
pub(in crate::app::tree_view) fn pig() -> Loaded {
    let settings = SearchSettings {
        algorithm: Algorithm::Expectiminimax,
        depth: Some(4),
        ..SearchSettings::default()
    };
    let stop = AtomicBool::new(false);
    let spec = GameSpec::Pig { target: 30 };
    let trace = run_search(&spec, &[], &settings, &stop, &|_| {});
    Loaded::new(trace.expect("the search")).expect("the trace")
}

#[test]
fn fit_shows_every_node_of_the_pig_tree_inside_the_view() {
    let l = pig();
    let nodes = (0..l.layout.len())
        .filter(|&i| matches!(l.layout.item(i), Some(Item::Node(_))))
        .count();
    assert_eq!(nodes, 2509);
    for size in [vec2(1440.0, 700.0), vec2(1024.0, 520.0), vec2(300.0, 200.0)] {
        let rect = Rect::from_min_size(pos2(10.0, 40.0), size);
        let f = Frame {
            origin: rect.min,
            cam: fit(
                &l.layout,
                rect,
                0.0,
                FitTo {
                    zooms: [MIN_ZOOM, 1.6],
                    text: 14.0,
                },
            ),
        };
        let r = half_size(f.cam.zoom).max(MIN_HIT);
        for i in 0..l.layout.len() {
            let c = f.screen(l.layout.x[i], l.layout.depth[i]);
            let node = Rect::from_center_size(c, Vec2::splat(2.0 * r));
            assert!(
                rect.contains_rect(node),
                "item {i} at {c:?} outside {rect:?}"
            );
        }
    }
}

#[test]
fn a_presented_fit_keeps_words_readable_and_the_root_in_view() {
    use crate::app::presentation::Content;
    let everyday = fit_zooms(Content::at(1.0, false));
    assert_eq!(everyday, [MIN_ZOOM, 1.6]);
    // 1.5x presenting: 19.2-point words, 2.5 ems a unit: 0.75.
    let presented = fit_zooms(Content::at(1.5, true));
    assert!((presented[0] - 0.75).abs() < 1e-4, "{presented:?}");
    assert!((presented[1] - 1.92).abs() < 1e-4, "{presented:?}");
    let l = pig();
    let rect = Rect::from_min_size(pos2(10.0, 40.0), vec2(780.0, 190.0));
    let to = FitTo {
        zooms: presented,
        text: 19.2,
    };
    let cam = fit(&l.layout, rect, 0.0, to);
    assert_eq!(cam.zoom, presented[0], "not zoomed out under readable");
    let f = Frame {
        origin: rect.min,
        cam,
    };
    let root = f.screen(l.layout.x[0], l.layout.depth[0]);
    assert!(rect.contains(root), "the root {root:?} in {rect:?}");
    assert!(root.y < rect.top() + cam.level * cam.zoom, "at the top");
}

#[test]
fn a_presented_tree_too_tall_brings_its_levels_closer_down_to_the_least() {
    // A node (30 points), a line of 19.2-point words and a little edge.
    assert!((least_level(0.75, 19.2) - 66.72).abs() < 1e-3);
    // Never more than a level at zoom 1 (an everyday fit's).
    assert_eq!(least_level(0.1, 14.0), UNIT_Y * 0.1);
    let l = pig();
    let to = FitTo {
        zooms: [0.75, 1.92],
        text: 19.2,
    };
    let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(780.0, 190.0));
    let cam = fit(&l.layout, rect, 0.0, to);
    assert_eq!(cam.zoom, 0.75);
    let step = cam.level * cam.zoom;
    assert!((step - least_level(0.75, 19.2)).abs() < 1e-3, "{step}");
}
