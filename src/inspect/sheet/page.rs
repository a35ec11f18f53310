//! The tree laid out on an A4 page: the inspector's tidy layout
//! ([`TreeLayout`], one unit between neighbouring leaves, one level per ply)
//! scaled into the page's tree area, portrait or landscape, whichever gives the
//! larger drawing. A tree fits when neighbours on each level stay clear of each
//! other (a leaf's square and name; an inner node's name on the left and value
//! box on the right); otherwise [`fit`] says what the tree needs and how many
//! leaves a page holds. A window label goes under its value box, or beside
//! it when an edge passes under ([`window_place`]); a node's name above the
//! box's left end, or its right end when an edge passes there ([`name_place`]). Lengths are
//! millimetres, the SVG's user unit.

use super::key::{AnswerKey, Shape, SheetNode};
use super::svg::Anchor;
use crate::graph_layout::geometry::segment_enters;
use crate::inspect::layout::TreeLayout;

/// A4, in millimetres (portrait).
pub const A4: (f32, f32) = (210.0, 297.0);
/// The page's margin.
pub const MARGIN: f32 = 12.0;
/// The header (title, rules, instructions) and the footer (summary, legend).
pub const HEADER: f32 = 34.0;
pub const FOOTER: f32 = 16.0;
/// A node's half size (a triangle's height is 1.15 times it; a leaf's square
/// side is 1.8 times it).
pub const NODE: f32 = 3.2;
/// The value box beside an inner node: at least this wide (room to write by
/// hand), wider when the key's texts need it.
pub const BOX_W: f32 = 10.0;
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
    /// The value boxes' width.
    pub box_w: f32,
    /// The key writes each leaf's window under it (when there is room).
    pub leaf_windows: bool,
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
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error(
    "the tree is too big for an A4 page: {columns} leaves side by side and {levels} levels; its nodes need {need:.0} mm per column and a page gives {have:.0} mm; a page holds at most {max_columns} leaves side by side and {max_levels} levels"
)]
pub struct TooBig {
    pub columns: usize,
    pub levels: usize,
    /// Millimetres per layout unit the crowdest neighbours need, and what the
    /// wider orientation gives.
    pub need: f32,
    pub have: f32,
    pub max_columns: usize,
    pub max_levels: usize,
}

/// The gap kept between neighbours' drawings.
const GAP: f32 = 1.2;

/// How far an inner node's box starts right of its centre.
pub const SIDE: f32 = 1.15 * NODE + 1.0;

/// The width of the value boxes: the key's widest value or window, at least
/// [`BOX_W`].
pub fn box_width(key: &AnswerKey) -> f32 {
    key.nodes
        .iter()
        .flat_map(|n| {
            let value = n.answer_text().map(|t| text_width(&t, TEXT + 0.3));
            let window = n.window_text().map(|t| text_width(&t, SMALL));
            value.into_iter().chain(window)
        })
        .map(|w| w + 2.5)
        .fold(BOX_W, f32::max)
}

/// How far a node's drawing reaches left and right of its centre: an inner
/// node's shape, then its box with its name above; a leaf's square, name or
/// (with `windows`) window.
fn extents(n: &SheetNode, box_w: f32, windows: bool) -> (f32, f32) {
    let name = text_width(&n.name, TEXT);
    match n.shape {
        Shape::Leaf => {
            let window = match n.window_text() {
                Some(w) if windows => text_width(&w, SMALL),
                _ => 0.0,
            };
            let half = leaf_half(&super::svg::num(n.value))
                .max(name / 2.0)
                .max(window / 2.0);
            (half, half)
        }
        _ => (1.15 * NODE, SIDE + box_w.max(name)),
    }
}

/// What the tree needs across: the least unit (neighbours on every level
/// clear of each other), the pads left and right of the layout's extreme x at
/// that unit, and the widest leaf's span.
struct Needs {
    unit: f32,
    pad_left: f32,
    pad_right: f32,
    leaf_span: f32,
}

fn needs(key: &AnswerKey, layout: &TreeLayout, box_w: f32, windows: bool) -> Needs {
    let ext: Vec<(f32, f32)> = (0..layout.len())
        .map(|i| {
            key.nodes
                .get(i)
                .map_or((0.0, 0.0), |n| extents(n, box_w, windows))
        })
        .collect();
    let leaf_span = key
        .nodes
        .iter()
        .zip(&ext)
        .filter(|(n, _)| n.shape == Shape::Leaf)
        .map(|(_, (l, r))| l + r + GAP)
        .fold(2.0 * NODE, f32::max);
    let mut unit = leaf_span;
    for level in &layout.levels {
        for pair in level.windows(2) {
            let (a, b) = (pair[0] as usize, pair[1] as usize);
            let dx = layout.x[b] - layout.x[a];
            if dx > 0.0 {
                unit = unit.max((ext[a].1 + ext[b].0 + GAP) / dx);
            }
        }
    }
    let (mut pad_left, mut pad_right) = (0.0f32, 0.0f32);
    for (i, (l, r)) in ext.iter().enumerate() {
        pad_left = pad_left.max(l - layout.x[i] * unit);
        pad_right = pad_right.max(r - (layout.width - layout.x[i]) * unit);
    }
    Needs {
        unit,
        pad_left,
        pad_right,
        leaf_span,
    }
}

/// The page for `key`'s tree laid out as `layout`: the orientation with the
/// larger drawing, with the leaves' windows if there is room for them, or why
/// it fits neither.
pub fn fit(key: &AnswerKey, layout: &TreeLayout) -> Result<Page, TooBig> {
    let box_w = box_width(key);
    fit_with(key, layout, box_w, true).or_else(|_| fit_with(key, layout, box_w, false))
}

fn fit_with(
    key: &AnswerKey,
    layout: &TreeLayout,
    box_w: f32,
    leaf_windows: bool,
) -> Result<Page, TooBig> {
    let n = needs(key, layout, box_w, leaf_windows);
    let levels = layout.levels.len().max(1);
    let columns = layout.width.round() as usize + 1;
    let mut best: Option<(f32, Page)> = None;
    for landscape in [true, false] {
        let (width, height) = if landscape { (A4.1, A4.0) } else { A4 };
        let across = width - 2.0 * MARGIN - n.pad_left - n.pad_right;
        let down = height - 2.0 * MARGIN - HEADER - FOOTER - 2.0 * NODE - 10.0;
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
            box_w,
            leaf_windows,
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
        let down = A4.1 - 2.0 * MARGIN - HEADER - FOOTER - 2.0 * NODE - 10.0;
        TooBig {
            columns,
            levels,
            need: n.unit,
            have: across / layout.width.max(1.0),
            max_columns: (across / n.leaf_span).floor().max(0.0) as usize + 1,
            max_levels: (down / MIN_LEVEL).floor().max(0.0) as usize + 1,
        }
    })
}

/// The edges of a drawing, as segments between node centres.
pub type Segments = [((f32, f32), (f32, f32))];

/// Where an inner node's window goes, its value box centred at `b`: under
/// the box, unless an edge passes there (the edge of the move to play leaves
/// the root under its box when the move is far on the right); then on the
/// right of the box, level with it, when no edge passes there and the page
/// has room.
pub fn window_place(page: &Page, b: (f32, f32), window: &str, edges: &Segments) -> (f32, f32) {
    let under = (b.0, b.1 + BOX_H / 2.0 + SMALL + 0.2);
    let half = text_width(window, SMALL) / 2.0;
    let beside = (b.0 + page.box_w / 2.0 + 1.2 + half, b.1 + 0.35 * SMALL);
    let clear = |at: (f32, f32)| {
        let area = window_box(at, window);
        area[2] <= page.width - MARGIN && !crossed(edges, area)
    };
    [under, beside]
        .into_iter()
        .find(|&at| clear(at))
        .unwrap_or(under)
}

/// Where an inner node's name goes, its triangle centred at `c` and its
/// value box `box_w` wide beside it: above the box's left end, unless an
/// edge passes there (an edge coming in from far on the right crosses it);
/// then above the box's right end. Gives the point and how the text hangs
/// from it.
pub fn name_place(c: (f32, f32), box_w: f32, name: &str, edges: &Segments) -> ((f32, f32), Anchor) {
    let y = c.1 - BOX_H / 2.0 - 0.9;
    let left = ((c.0 + SIDE, y), Anchor::Start);
    let right = ((c.0 + SIDE + box_w, y), Anchor::End);
    let clear = |(at, anchor): ((f32, f32), Anchor)| !crossed(edges, name_box(at, anchor, name));
    [left, right]
        .into_iter()
        .find(|&p| clear(p))
        .unwrap_or(left)
}

/// Whether one of `edges` enters `area` (left, top, right, bottom).
fn crossed(edges: &Segments, area: [f32; 4]) -> bool {
    edges
        .iter()
        .any(|&(p, q)| segment_enters([p.0, p.1], [q.0, q.1], area))
}

/// The box a node's name written at `at` hanging as `anchor` says covers,
/// with its halo (millimetres: left, top, right, bottom).
pub fn name_box(at: (f32, f32), anchor: Anchor, name: &str) -> [f32; 4] {
    let w = text_width(name, TEXT);
    let x0 = match anchor {
        Anchor::Start => at.0,
        Anchor::Middle => at.0 - w / 2.0,
        Anchor::End => at.0 - w,
    };
    [
        x0 - 0.4,
        at.1 - 0.8 * TEXT - 0.4,
        x0 + w + 0.4,
        at.1 + 0.25 * TEXT + 0.4,
    ]
}

/// The box a window written at `at` (its baseline's middle) covers, with its
/// halo (millimetres: left, top, right, bottom).
pub fn window_box(at: (f32, f32), window: &str) -> [f32; 4] {
    let half = text_width(window, SMALL) / 2.0 + 0.4;
    [
        at.0 - half,
        at.1 - 0.8 * SMALL - 0.4,
        at.0 + half,
        at.1 + 0.25 * SMALL + 0.4,
    ]
}
