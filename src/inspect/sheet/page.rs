//! The tree laid out on an A4 page: the inspector's tidy layout
//! ([`TreeLayout`], one unit between neighbouring leaves, one level per ply)
//! scaled into the page's tree area, portrait or landscape, whichever gives the
//! larger drawing. A tree fits when every leaf keeps room for its square and
//! name, and every inner node room for its name on the left and its value box on
//! the right; otherwise [`fit`] says how many leaves a page holds. Lengths are
//! millimetres, the SVG's user unit.

use super::key::{AnswerKey, Shape};
use crate::inspect::layout::TreeLayout;

/// A4, in millimetres (portrait).
pub const A4: (f32, f32) = (210.0, 297.0);
/// The page's margin.
pub const MARGIN: f32 = 12.0;
/// The header (title, rules, instructions) and the footer (summary, legend).
pub const HEADER: f32 = 30.0;
pub const FOOTER: f32 = 14.0;
/// A node's half size (a triangle's height is 1.15 times it; a leaf's square
/// side is 1.8 times it).
pub const NODE: f32 = 3.2;
/// The value box beside an inner node.
pub const BOX_W: f32 = 13.0;
pub const BOX_H: f32 = 6.5;
/// The font size of names, values and boxes (about 9 pt), and of windows.
pub const TEXT: f32 = 3.2;
pub const SMALL: f32 = 2.6;
/// The widest and tallest spacing used (no point in a sparser page).
const MAX_UNIT: f32 = 30.0;
const MAX_LEVEL: f32 = 34.0;
/// The closest levels may be (node, box, window and leaf names between them).
const MIN_LEVEL: f32 = 15.0;

/// The width of `text` at font size `size`, estimated (a sans-serif average).
pub fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * 0.58 * size
}

/// The half width of a leaf's square for its value.
pub fn leaf_half(value: &str) -> f32 {
    (0.9 * NODE).max(text_width(value, TEXT) / 2.0 + 0.8)
}

/// Where the tree goes on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub width: f32,
    pub height: f32,
    pub landscape: bool,
    /// Millimetres per layout unit, across and down.
    pub unit: f32,
    pub level: f32,
    /// The page position of layout point (0, depth 0).
    pub left: f32,
    pub top: f32,
}

impl Page {
    /// The page position of a layout item at `x`, `depth`.
    pub fn at(&self, x: f32, depth: u32) -> (f32, f32) {
        (
            self.left + x * self.unit,
            self.top + depth as f32 * self.level,
        )
    }
}

/// Why a tree does not fit on a page.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the tree is too big for an A4 page: {columns} leaves side by side and {levels} levels, and a page holds at most {max_columns} leaves side by side and {max_levels} levels"
)]
pub struct TooBig {
    pub columns: usize,
    pub levels: usize,
    pub max_columns: usize,
    pub max_levels: usize,
}

/// What the tree needs across: the least unit, and the pads left and right of
/// the layout's extreme x.
struct Needs {
    unit: f32,
    pad_left: f32,
    pad_right: f32,
    leaf_span: f32,
}

fn needs(key: &AnswerKey, layout: &TreeLayout) -> Needs {
    let name_w = |i: usize| text_width(&key.nodes[i].name, TEXT);
    let (mut leaf_span, mut inner_name) = (2.0 * NODE, 0.0f32);
    for (i, n) in key.nodes.iter().enumerate() {
        match n.shape {
            Shape::Leaf => {
                let half = leaf_half(&super::svg::num(n.value));
                leaf_span = leaf_span.max(2.0 * half + 2.0).max(name_w(i) + 2.0);
            }
            _ => inner_name = inner_name.max(name_w(i)),
        }
    }
    // An inner node's name, shape and box, then its neighbour's name and shape.
    let side = 1.15 * NODE + 1.0;
    let inner_span = 2.0 * side + BOX_W + inner_name + 3.0;
    let mut unit = leaf_span;
    for i in key.inner() {
        let room = layout.room(i as usize);
        if room > 0.0 {
            unit = unit.max(inner_span / room);
        }
    }
    Needs {
        unit,
        pad_left: (side + inner_name + 1.0).max(leaf_span / 2.0),
        pad_right: (side + BOX_W + 1.0).max(leaf_span / 2.0),
        leaf_span,
    }
}

/// The page for `key`'s tree laid out as `layout`: the orientation with the
/// larger drawing, or why it fits neither.
pub fn fit(key: &AnswerKey, layout: &TreeLayout) -> Result<Page, TooBig> {
    let n = needs(key, layout);
    let levels = layout.levels.len().max(1);
    let columns = layout.width.round() as usize + 1;
    let mut best: Option<(f32, Page)> = None;
    for landscape in [true, false] {
        let (width, height) = if landscape { (A4.1, A4.0) } else { A4 };
        let across = width - 2.0 * MARGIN - n.pad_left - n.pad_right;
        let down = height - 2.0 * MARGIN - HEADER - FOOTER - 2.0 * NODE - 6.0;
        let unit = if layout.width > 0.0 {
            (across / layout.width).min(MAX_UNIT)
        } else {
            MAX_UNIT
        };
        let level = if levels > 1 {
            (down / (levels - 1) as f32).min(MAX_LEVEL)
        } else {
            MAX_LEVEL
        };
        if unit < n.unit || level < MIN_LEVEL {
            continue;
        }
        let drawn = layout.width * unit + n.pad_left + n.pad_right;
        let page = Page {
            width,
            height,
            landscape,
            unit,
            level,
            left: (width - drawn) / 2.0 + n.pad_left,
            top: MARGIN + HEADER + NODE + 2.0,
        };
        let score = (unit / MAX_UNIT).min(level / MAX_LEVEL);
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, page));
        }
    }
    best.map(|(_, p)| p).ok_or_else(|| {
        let across = A4.1 - 2.0 * MARGIN - n.pad_left - n.pad_right;
        let down = A4.1 - 2.0 * MARGIN - HEADER - FOOTER - 2.0 * NODE - 6.0;
        TooBig {
            columns,
            levels,
            max_columns: (across / n.leaf_span).floor().max(0.0) as usize + 1,
            max_levels: (down / MIN_LEVEL).floor().max(0.0) as usize + 1,
        }
    })
}
