//! The sizes of the graph view's text ([`super::paint`]): the scale a
//! layout is drawn at in a board, and the rule that no text is drawn under
//! [`MIN_DRAWN_TEXT`] points (labels enlarged to that size when there is room,
//! else shortened to the node's name, else left to the node's tooltip), with
//! the layout whose labels are the names made once beside each layout
//! ([`Labelled`], by the graph's model, so that drawing copies nothing). No
//! egui here, so the rule is tested alone.

use crate::graph_layout::geometry::{grown_labels, labels_fit};
use crate::graph_layout::{Bounds, CHAR_W, Layout, label_like};
use std::sync::Arc;

/// The largest scale a small graph is drawn at (layout units to points).
pub const MAX_SCALE: f32 = 1.8;
/// Hack's advance is 0.602 em: a monospace font of `CHAR_W / MONO_EM` points
/// fits a character in the layout's `CHAR_W`.
pub const MONO_EM: f32 = 0.62;
/// No text of the drawing is drawn smaller than this (points): the studio's
/// smallest text, 14 px at zoom 1 (issue 30's classroom rule).
pub const MIN_DRAWN_TEXT: f32 = crate::app::presentation::MIN_TEXT;

/// The font size of the labels at `scale` (layout units to points), `None`
/// when that is under [`MIN_DRAWN_TEXT`].
pub fn label_font_size(scale: f32) -> Option<f32> {
    readable(CHAR_W / MONO_EM * scale)
}

/// Labels are enlarged (so as to be read) in drawings of at most this many
/// nodes.
const ENLARGE_UP_TO: usize = 3_000;

/// The scale of the labels' text in `layout` drawn at `scale`: the drawing's
/// when its labels can be read; else the least readable one when labels that
/// large still meet no node and no other label (a drawing with room across, as
/// a tall arena stretched to a wide canvas); else `None`, the labels left to
/// tooltips.
pub fn label_scale(layout: &Layout, scale: f32) -> Option<f32> {
    if label_font_size(scale).is_some() {
        return Some(scale);
    }
    let readable = MIN_DRAWN_TEXT * MONO_EM / CHAR_W;
    let fits =
        layout.nodes.len() <= ENLARGE_UP_TO && scale > 0.0 && labels_fit(layout, readable / scale);
    fits.then_some(readable)
}

/// Names alone stand in for the labels in drawings of at most this many nodes.
pub const NAMES_UP_TO: usize = 300;

/// A layout and, for a small graph (at most [`NAMES_UP_TO`] nodes), the same
/// layout with each node's name alone on one line for its label: made once
/// when the layout is done, read at every scale it is drawn at.
#[derive(Debug, PartialEq)]
pub struct Labelled {
    pub layout: Arc<Layout>,
    pub names: Option<Arc<Layout>>,
}

impl Labelled {
    /// `layout` and its labels' stand-ins, node `u`'s being `name(u)`.
    pub fn new(layout: Arc<Layout>, name: impl Fn(usize) -> String) -> Labelled {
        let names = (layout.nodes.len() <= NAMES_UP_TO).then(|| {
            let mut short = (*layout).clone();
            for (u, place) in short.nodes.iter_mut().enumerate() {
                place.lines = vec![name(u)];
                place.label_box = label_like(place.node_box, place.label_box, &place.lines);
            }
            Arc::new(short)
        });
        Labelled { layout, names }
    }

    /// The labels drawn at `scale`, and their text's scale: the layout's
    /// own when they can be read ([`label_scale`]); else, in a small graph,
    /// the names alone when those can be read (the long labels left to the
    /// tooltips; `true` then); else none.
    pub fn readable_labels(&self, scale: f32) -> (Arc<Layout>, Option<f32>, bool) {
        if let Some(text) = label_scale(&self.layout, scale) {
            return (self.layout.clone(), Some(text), false);
        }
        let names = self.names.as_ref();
        match names.and_then(|short| Some((short, label_scale(short, scale)?))) {
            Some((short, text)) => (short.clone(), Some(text), true),
            None => (self.layout.clone(), None, false),
        }
    }
}

/// The labels a layout is drawn with at one scale: [`Labelled::readable_labels`]'s
/// answer, and the labels' boxes at that text scale (layout units).
#[derive(Debug, PartialEq)]
pub struct Readable {
    pub layout: Arc<Layout>,
    pub text_scale: Option<f32>,
    pub names_only: bool,
    pub label_boxes: Vec<Bounds>,
}

impl Readable {
    /// The labels of `laid` drawn at `scale` (see [`Labelled::readable_labels`]):
    /// nothing is copied but the labels' boxes.
    pub fn of(laid: &Labelled, scale: f32) -> Readable {
        let (layout, text_scale, names_only) = laid.readable_labels(scale);
        let label_boxes = match text_scale {
            Some(text) => grown_labels(&layout, text / scale),
            None => Vec::new(),
        };
        Readable {
            layout,
            text_scale,
            names_only,
            label_boxes,
        }
    }

    /// [`Readable::of`] held to a least text of `least` points rather than
    /// [`MIN_DRAWN_TEXT`] (the trees' and graphs' least text,
    /// [`crate::app::presentation::tree_text`]): the rules judged at the
    /// scale divided by [`least_factor`], the text's scale multiplied back.
    pub fn of_least(laid: &Labelled, scale: f32, least: f32) -> Readable {
        let k = least_factor(least);
        let mut labels = Readable::of(laid, scale / k);
        labels.text_scale = labels.text_scale.map(|t| t * k);
        labels
    }

    /// The labels of `layout` drawn at `scale`, each node's `name` standing in
    /// for its label when only names can be read (a [`Labelled`] made for
    /// this once).
    pub fn at(layout: &Arc<Layout>, scale: f32, name: impl Fn(usize) -> String) -> Readable {
        Readable::of(&Labelled::new(layout.clone(), name), scale)
    }
}

/// The smallest node (radius, points) whose value or rank is still drawn, at
/// [`MIN_DRAWN_TEXT`], a little wider than the node when it has 3 characters.
pub const NODE_TEXT_RADIUS: f32 = 12.0;

/// The font size of the text on a node (its value or rank) of `radius`
/// points: 0.8 of the radius, at least [`MIN_DRAWN_TEXT`]; `None` on a node
/// smaller than [`NODE_TEXT_RADIUS`].
pub fn node_font_size(radius: f32) -> Option<f32> {
    (radius >= NODE_TEXT_RADIUS).then_some((radius * 0.8).max(MIN_DRAWN_TEXT))
}

/// How many times [`MIN_DRAWN_TEXT`] a least text of `least` points is (at
/// least 1): the rules of this module hold to `least` when given sizes
/// divided by it and their answers multiplied by it ([`node_font_at`]).
pub fn least_factor(least: f32) -> f32 {
    if least.is_finite() {
        (least / MIN_DRAWN_TEXT).max(1.0)
    } else {
        1.0
    }
}

/// [`node_font_size`] held to a least text of `least` points.
pub fn node_font_at(radius: f32, least: f32) -> Option<f32> {
    let k = least_factor(least);
    node_font_size(radius / k).map(|s| s * k)
}

/// [`value_font_size`] held to a least text of `least` points.
pub fn value_font_at(radius: f32, text: &str, least: f32) -> Option<f32> {
    let k = least_factor(least);
    value_font_size(radius / k, text).map(|s| s * k)
}

/// How far a label spanning `span` (left and right, points) moves sideways,
/// away from the node whose centre is at `x`, to stay clear of a ring
/// reaching `reach` from that centre (the token's ring around a one-letter
/// name): right when the label is on the node's right, left when on its left
/// (a flipped board), not at all when already clear.
pub fn clear_of_ring(span: [f32; 2], x: f32, reach: f32) -> f32 {
    if span[0] >= x {
        (x + reach - span[0]).max(0.0)
    } else {
        -(span[1] - (x - reach)).max(0.0)
    }
}

/// The scale (layout units to points) at which a layout of `size` fits a
/// board of `board` points, at most [`MAX_SCALE`].
pub fn fit_scale(size: [f32; 2], board: [f32; 2]) -> f32 {
    fit_scale_upto(size, board, MAX_SCALE)
}

/// [`fit_scale`] at most `most` (the content scale times [`MAX_SCALE`]).
pub fn fit_scale_upto(size: [f32; 2], board: [f32; 2], most: f32) -> f32 {
    (board[0] / size[0].max(1.0))
        .min(board[1] / size[1].max(1.0))
        .min(most)
}

/// The font size of a final node's value `text` on its square of a node of
/// `radius` points: [`node_font_size`], smaller when the value is wider than
/// the square (so that it never runs under the label); `None` when that is
/// under [`MIN_DRAWN_TEXT`].
pub fn value_font_size(radius: f32, text: &str) -> Option<f32> {
    let chars = text.chars().count().max(1) as f32;
    // The square is 0.85 of the node's box; a character 0.62 em at most.
    let fits = 2.0 * radius * 0.85 / (chars * MONO_EM);
    readable(node_font_size(radius)?.min(fits))
}

fn readable(size: f32) -> Option<f32> {
    (size >= MIN_DRAWN_TEXT).then_some(size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::arena::file::load;
    use crate::graph_layout::geometry::{boxes_overlap, grown_labels};
    use crate::graph_layout::{NODE, arena::spec, layout_for};
    use crate::graph_layout::{layout, random::random_graph};
    use std::path::Path;

    #[test]
    fn text_under_fourteen_points_is_not_drawn() {
        // Labels: 7 units a character in a monospace font of 0.62 em.
        assert_eq!(label_font_size(1.5), Some(7.0 / 0.62 * 1.5));
        assert_eq!(label_font_size(1.0), None, "11.3 pt");
        assert!(label_font_size(1.25).is_some() && label_font_size(1.23).is_none());
        assert_eq!(node_font_size(20.0), Some(20.0 * 0.8));
        assert_eq!(node_font_size(13.0), Some(MIN_DRAWN_TEXT), "enlarged");
        assert_eq!(node_font_size(11.0), None, "too small a node");
        assert_eq!(value_font_size(20.0, "W0"), Some(20.0 * 0.8));
        let three = value_font_size(20.0, "-10").unwrap();
        assert!(three * MONO_EM * 3.0 <= 2.0 * 20.0 * 0.85 + 1e-3);
        assert_eq!(value_font_size(12.0, "-10"), None, "too wide to read");
    }

    #[test]
    fn a_tall_arena_fills_a_wide_board_with_readable_labels_apart() {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas/seed-003-cram-2x3.ron");
        let arena = load(&path).unwrap();
        // The board of the studio at 1440x900.
        let board = [900.0, 780.0];
        let drawn = layout_for(&spec(&arena), board[0] / board[1]);
        let scale = fit_scale(drawn.size, board);
        let [w, h] = drawn.size;
        assert!(w * scale > 0.85 * board[0], "as wide as the board");
        assert!(h * scale > 0.85 * board[1], "as tall as the board");
        assert!(NODE * scale >= 18.0, "nodes {} pt", NODE * scale);
        // The labels are drawn at a readable size, apart from every box.
        let text = label_scale(&drawn, scale).expect("labels drawn");
        assert!(label_font_size(text).unwrap() >= MIN_DRAWN_TEXT - 1e-3);
        let labels = grown_labels(&drawn, text / scale);
        for (u, a) in labels.iter().enumerate() {
            for (v, p) in drawn.nodes.iter().enumerate() {
                assert!(u == v || !boxes_overlap(*a, p.node_box), "{u} on node {v}");
            }
            for (v, b) in labels.iter().enumerate().skip(u + 1) {
                assert!(!boxes_overlap(*a, *b), "labels {u} and {v}");
            }
        }
        // The same file laid out for a 3:2 picture is a column: its scale in
        // that board is smaller.
        let plain = layout(&spec(&arena));
        assert!(fit_scale(plain.size, board) < scale);
    }

    #[test]
    fn a_large_graph_in_a_miniature_leaves_its_labels_to_tooltips() {
        let drawn = layout(&random_graph(300, false, 3));
        let scale = fit_scale(drawn.size, [400.0, 300.0]);
        assert!(label_font_size(scale).is_none());
        assert_eq!(label_scale(&drawn, scale), None);
        assert!(node_font_size(NODE * scale / 2.0).is_none());
    }

    #[test]
    fn long_labels_give_way_to_names_on_a_small_board() {
        // Seed 003's example 2-2 on the board of a 1024x768 window: its long
        // labels ("need not be explored") would meet, its names do not.
        let arena = load(Path::new("assets/arenas/seed-003-example-2-2.ron")).unwrap();
        let graph = &arena;
        // (The studio at 1024x768 measured: a board of 382 x 637 points, a
        // layout stretched to the shape 0.6.)
        let board = [382.0, 637.0];
        let drawn = Arc::new(layout_for(&spec(&arena), 0.6));
        let scale = fit_scale(drawn.size, board);
        assert_eq!(label_scale(&drawn, scale), None, "scale {scale}");
        let laid = Labelled::new(drawn.clone(), |u| graph.nodes[u].name.clone());
        let (short, text, names) = laid.readable_labels(scale);
        assert!(names && text.is_some(), "scale {scale}");
        for (u, place) in short.nodes.iter().enumerate() {
            assert_eq!(place.lines, [graph.nodes[u].name.clone()]);
        }
        let grown = grown_labels(&short, text.unwrap() / scale);
        for (u, a) in grown.iter().enumerate() {
            for (v, b) in grown.iter().enumerate().skip(u + 1) {
                assert!(!boxes_overlap(*a, *b), "{u} and {v}");
            }
        }
        // Where the long labels can be read, they are kept.
        let (long, _, names) = laid.readable_labels(1.8);
        assert!(!names && Arc::ptr_eq(&long, &drawn));
        // Short labels drawn are the names made once, not a copy a frame.
        assert!(Arc::ptr_eq(&short, laid.names.as_ref().unwrap()));
    }

    #[test]
    fn a_larger_least_text_holds_every_size() {
        // At 19.2 points (24 px in presentation at 1.5x).
        let least = 19.2;
        assert_eq!(node_font_at(13.0, least), None, "under 12 x 19.2 / 14");
        assert!((node_font_at(17.0, least).unwrap() - least).abs() < 1e-4);
        assert!((node_font_at(40.0, least).unwrap() - 32.0).abs() < 1e-4);
        assert_eq!(node_font_at(13.0, MIN_DRAWN_TEXT), node_font_size(13.0));
        for r in [10.0, 17.0, 25.0, 60.0] {
            for text in ["1", "-12", "1000"] {
                if let Some(s) = value_font_at(r, text, least) {
                    assert!(s >= least - 1e-4, "{r} {text}: {s}");
                }
            }
        }
        assert_eq!(least_factor(7.0), 1.0);
        assert_eq!(least_factor(f32::NAN), 1.0);
    }
}
