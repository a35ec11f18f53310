//! The visible texts of a frame, read from the shapes egui painted, in paint
//! order: each text's string, rectangle, font size, whether its clip rectangle
//! cuts it (or egui elided it), its colour and the colour under it. The colour
//! under a text is the fills painted before it that cover its middle (panel
//! backgrounds, buttons, nodes, popups), blended in order over the window's
//! background; a text that an opaque fill painted after it covers (a popup over
//! a panel) is hidden and left out, as is one outside the window or its clip.
//!
//! Only filled rectangles, circles and closed paths count as backgrounds
//! (meshes, images and plots' fills do not): a text drawn on an image reports
//! the background under the image.
//!
//! The strokes painted (segments, paths, curves, the outlines of rectangles
//! and circles) are items too, read by [`super::lines`] against the same
//! backgrounds.

use super::Text;
use crate::app::theme::{contrast, over};
use eframe::egui::epaint::{ClippedShape, ColorMode, TextShape};
use eframe::egui::{Color32, Pos2, Rect, Shape};

/// A filled area, clipped to `clip`.
pub(super) enum Area {
    Rect(Rect),
    Circle(Pos2, f32),
    Polygon(Vec<Pos2>),
}

impl Area {
    fn contains(&self, p: Pos2) -> bool {
        match self {
            Area::Rect(r) => r.contains(p),
            Area::Circle(c, r) => c.distance(p) <= *r,
            Area::Polygon(points) => inside(points, p),
        }
    }
}

/// One item in paint order: a fill, a stroke, or a text, with its clip
/// rectangle.
pub(super) enum Item<'s> {
    Fill(Area, Rect, Color32),
    Stroke(Stroke, Rect),
    Text(&'s TextShape, Rect),
}

/// A stroke painted: where it is read, its colour and width, and for an
/// outline the fill it goes round.
pub(super) struct Stroke {
    /// Its bounding rectangle.
    pub rect: Rect,
    /// Where its ground is read: a line's middle; just outside an outline,
    /// above, below, left and right of it (the side it stands out most
    /// counts: a value's plate half on its node shows against the tree).
    pub probes: Vec<Pos2>,
    pub colour: Color32,
    pub width: f32,
    /// It goes round a shape (a rectangle, a circle, a polygon).
    pub outline: bool,
    /// The fill inside an outline (an outlined shape stands out by its fill
    /// or its outline).
    pub fill: Option<Color32>,
}

/// The items of `shapes` in paint order.
pub(super) fn items(shapes: &[ClippedShape]) -> Vec<Item<'_>> {
    let mut items = Vec::new();
    for clipped in shapes {
        flatten(&clipped.shape, clipped.clip_rect, &mut items);
    }
    items
}

/// The colour of `item` when it fills exactly `rect` (egui paints a filled,
/// outlined shape as a fill, then its outline: the outline's own fill).
pub(super) fn fill_of(item: &Item, rect: Rect) -> Option<Color32> {
    let Item::Fill(area, _, colour) = item else {
        return None;
    };
    let bounds = match area {
        Area::Rect(r) => *r,
        Area::Circle(c, r) => Rect::from_center_size(*c, eframe::egui::Vec2::splat(2.0 * r)),
        Area::Polygon(points) => Rect::from_points(points),
    };
    (bounds == rect).then_some(*colour)
}

/// Whether a fill among `items` covers `p` (inside its clip too).
fn covers(item: &Item, p: Pos2) -> bool {
    matches!(item, Item::Fill(area, at, _) if at.contains(p) && area.contains(p))
}

/// Whether an opaque fill among `after` hides `p`.
pub(super) fn hidden(p: Pos2, after: &[Item]) -> bool {
    after
        .iter()
        .any(|item| covers(item, p) && matches!(item, Item::Fill(_, _, c) if c.a() == 255))
}

/// The colour under `p`: the fills of `before` that cover it, blended in
/// order over `base`.
pub(super) fn ground(p: Pos2, before: &[Item], base: Color32) -> Color32 {
    before.iter().fold(base, |bg, item| match item {
        Item::Fill(_, _, colour) if covers(item, p) => over(*colour, bg),
        _ => bg,
    })
}

/// The visible texts of `shapes` (egui's paint order) drawn over `base`,
/// inside `screen`, in logical window pixels (points times `zoom`).
pub fn texts(shapes: &[ClippedShape], base: Color32, screen: Rect, zoom: f32) -> Vec<Text> {
    let items = items(shapes);
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Item::Text(text, clip) = item else {
            continue;
        };
        let shown = visible_text(text, *clip, &items[..i], &items[i + 1..], base, screen);
        out.extend(shown.into_iter().map(|t| scaled(t, zoom)));
    }
    out
}

/// Shapes in paint order, nested lists opened.
fn flatten<'s>(shape: &'s Shape, clip: Rect, out: &mut Vec<Item<'s>>) {
    let fill = |area: Area, colour: Color32, out: &mut Vec<Item<'s>>| {
        if colour.a() > 0 {
            out.push(Item::Fill(area, clip, colour));
        }
    };
    let stroke = |points: &[Pos2], colour, width, out: &mut Vec<Item<'s>>| {
        out.extend(line(points, colour, width).map(|l| Item::Stroke(l, clip)));
    };
    let outline = |rect, colour, width, inner, out: &mut Vec<Item<'s>>| {
        out.extend(outline(rect, colour, width, inner).map(|l| Item::Stroke(l, clip)));
    };
    match shape {
        Shape::Vec(list) => list.iter().for_each(|s| flatten(s, clip, out)),
        Shape::Rect(r) => {
            fill(Area::Rect(r.rect), r.fill, out);
            outline(r.rect, r.stroke.color, r.stroke.width, r.fill, out);
        }
        Shape::Circle(c) => {
            fill(Area::Circle(c.center, c.radius), c.fill, out);
            let rect = Rect::from_center_size(c.center, eframe::egui::Vec2::splat(2.0 * c.radius));
            outline(rect, c.stroke.color, c.stroke.width, c.fill, out);
        }
        Shape::Path(p) if p.closed && p.points.len() >= 3 => {
            fill(Area::Polygon(p.points.clone()), p.fill, out);
            if let ColorMode::Solid(colour) = p.stroke.color {
                outline(
                    Rect::from_points(&p.points),
                    colour,
                    p.stroke.width,
                    p.fill,
                    out,
                );
            }
        }
        Shape::Path(p) => {
            if let ColorMode::Solid(colour) = p.stroke.color {
                stroke(&p.points, colour, p.stroke.width, out);
            }
        }
        Shape::LineSegment { points, stroke: s } => stroke(points, s.color, s.width, out),
        Shape::QuadraticBezier(b) => {
            if let ColorMode::Solid(colour) = b.stroke.color {
                stroke(
                    &[b.points[0], b.sample(0.5), b.points[2]],
                    colour,
                    b.stroke.width,
                    out,
                );
            }
        }
        Shape::CubicBezier(b) => {
            if let ColorMode::Solid(colour) = b.stroke.color {
                stroke(
                    &[b.points[0], b.sample(0.5), b.points[3]],
                    colour,
                    b.stroke.width,
                    out,
                );
            }
        }
        Shape::Text(t) => out.push(Item::Text(t, clip)),
        _ => {}
    }
}

/// A line through `points`, read at its middle point (or its middle
/// segment's middle); none when it does not show.
fn line(points: &[Pos2], colour: Color32, width: f32) -> Option<Stroke> {
    if colour.a() == 0 || width <= 0.0 || points.is_empty() {
        return None;
    }
    let k = points.len() / 2;
    let at = if points.len().is_multiple_of(2) {
        points[k - 1].lerp(points[k], 0.5)
    } else {
        points[k]
    };
    let rect = Rect::from_points(points);
    let (probes, outline, fill) = (vec![at], false, None);
    Some(Stroke {
        rect,
        probes,
        colour,
        width,
        outline,
        fill,
    })
}

/// An outline round `rect`, its ground read just outside its bounding
/// rectangle on each side; none when it does not show.
fn outline(rect: Rect, colour: Color32, width: f32, inner: Color32) -> Option<Stroke> {
    if colour == Color32::TRANSPARENT || width <= 0.0 {
        return None;
    }
    let r = rect.expand(width / 2.0 + 1.0);
    let probes = vec![
        r.center_top(),
        r.center_bottom(),
        r.left_center(),
        r.right_center(),
    ];
    let fill = (inner.a() > 0).then_some(inner);
    Some(Stroke {
        rect,
        probes,
        colour,
        width,
        outline: true,
        fill,
    })
}

/// The rows of `text` that show, each as a text of its own (a wrapped or
/// multi-line text has several).
fn visible_text(
    text: &TextShape,
    clip: Rect,
    before: &[Item],
    after: &[Item],
    base: Color32,
    screen: Rect,
) -> Vec<Text> {
    pieces(text)
        .into_iter()
        .filter_map(|(words, rect)| {
            let shown = rect.intersect(clip).intersect(screen);
            if words.is_empty() || !shown.is_positive() {
                return None;
            }
            let mid = shown.center();
            if hidden(mid, after) {
                return None;
            }
            let (fg, px, bg) = faintest(text, ground(mid, before, base))?;
            // Cut at the left or right of its clip or of the window. A row cut
            // only at the top or bottom of its clip is a list scrolled part
            // way, which the user scrolls: not cut.
            let sideways = |r: Rect| r.min.x - 1.0 > rect.min.x || rect.max.x > r.max.x + 1.0;
            let cut = sideways(clip) || sideways(screen);
            Some(Text {
                text: words,
                // Where it shows: its overlaps are those a reader sees.
                rect: [shown.min.x, shown.min.y, shown.max.x, shown.max.y],
                px,
                clipped: cut || text.galley.elided,
                fg: hex(over(fg, bg)),
                bg: hex(bg),
                contrast: contrast(fg, bg),
                disabled: false,
            })
        })
        .collect()
}

/// The words and inked rectangle of each row of `text` (the whole text at
/// once when it is turned or has one row).
fn pieces(text: &TextShape) -> Vec<(String, Rect)> {
    let galley = &text.galley;
    if text.angle != 0.0 || galley.rows.len() <= 1 {
        let words = galley.job.text.trim().to_owned();
        return vec![(words, text.visual_bounding_rect())];
    }
    galley
        .rows
        .iter()
        .filter_map(|placed| {
            let words: String = placed.row.glyphs.iter().map(|g| g.chr).collect();
            let ink = placed.row.visuals.mesh_bounds;
            let at = text.pos.to_vec2() + placed.pos.to_vec2();
            (ink.is_positive() && !words.trim().is_empty())
                .then(|| (words.trim().to_owned(), ink.translate(at)))
        })
        .collect()
}

/// The colour (premultiplied), font size and background of the text's section
/// of lowest contrast (a section's own background laid over `bg`); `None`
/// when every section is blank or invisible.
fn faintest(text: &TextShape, bg: Color32) -> Option<(Color32, f32, Color32)> {
    let job = &text.galley.job;
    job.sections
        .iter()
        .filter(|s| {
            job.text
                .get(s.byte_range.start.0..s.byte_range.end.0)
                .is_some_and(|w| !w.trim().is_empty())
        })
        .map(|s| {
            let f = &s.format;
            let colour = match text.override_text_color {
                Some(c) => c,
                None if f.color == Color32::PLACEHOLDER => text.fallback_color,
                None => f.color,
            };
            let colour = colour.gamma_multiply(text.opacity_factor);
            let under = if f.background.a() > 0 {
                over(f.background, bg)
            } else {
                bg
            };
            (colour, f.font_id.size, under)
        })
        .filter(|(c, _, _)| c.a() > 0)
        .min_by(|a, b| contrast(a.0, a.2).total_cmp(&contrast(b.0, b.2)))
}

/// `t` with its rectangle and size in window pixels.
fn scaled(mut t: Text, zoom: f32) -> Text {
    t.rect = t.rect.map(|v| v * zoom);
    t.px *= zoom;
    t
}

/// `#rrggbb`.
pub fn hex(c: Color32) -> String {
    format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b())
}

/// Whether `p` is inside the polygon `points` (even-odd rule).
fn inside(points: &[Pos2], p: Pos2) -> bool {
    let mut odd = false;
    let mut j = points.len() - 1;
    for (i, a) in points.iter().enumerate() {
        let b = points[j];
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            odd = !odd;
        }
        j = i;
    }
    odd
}
