//! The visible strokes of a frame (edges, rings, marks, outlines), read from
//! the shapes egui painted, each with its colour and the colour under it, so
//! that the report can hold the lines that carry meaning to WCAG's 3:1 for
//! graphical objects (issue 30). The ground under a stroke is read as a
//! text's is ([`super::shapes`]): at its middle for a line; for an outline
//! just outside it on each side, the side where it stands out most counting,
//! and by its fill or its outline, whichever is stronger. An outline filled
//! with the colour it lies on all round (a value's plate inside its node) is
//! part of that shape and left out.

use super::shapes::{Item, fill_of, ground, hex, hidden, items};
use crate::app::theme::{contrast, over};
use eframe::egui::{Color32, Pos2, Rect, epaint::ClippedShape};
use serde::Serialize;

/// One visible stroke.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Line {
    /// `[x0, y0, x1, y1]`: its bounding rectangle.
    pub rect: [f32; 4],
    /// `[x, y]`: where its ground is read.
    pub at: [f32; 2],
    /// Its width in window pixels.
    pub width: f32,
    /// An outline round a filled shape (a node, a ring), not a line.
    pub outline: bool,
    /// The stroke's colour (or the fill's, when that stands out more).
    pub fg: String,
    /// The colour under it.
    pub bg: String,
    /// The contrast of `fg` on `bg` (WCAG 2).
    pub contrast: f32,
}

/// The visible strokes of `shapes` (egui's paint order) drawn over `base`,
/// inside `screen`, in logical window pixels (points times `zoom`).
pub fn lines(shapes: &[ClippedShape], base: Color32, screen: Rect, zoom: f32) -> Vec<Line> {
    let items = items(shapes);
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Item::Stroke(s, clip) = item else {
            continue;
        };
        // Its fill: its shape's own, or the fill painted just before it over
        // the same rectangle.
        let fill = match s.fill {
            Some(f) => Some(f),
            None if s.outline && i > 0 => fill_of(&items[i - 1], s.rect),
            None => None,
        };
        let shown: Vec<_> = s
            .probes
            .iter()
            .filter(|&&p| clip.contains(p) && screen.contains(p) && !hidden(p, &items[i + 1..]))
            .collect();
        // An outlined shape filled with the very colour it lies on, all round
        // (a value's plate inside its node), is part of what it is on.
        let part = |&&p: &&Pos2| {
            let bg = ground(p, &items[..i], base);
            fill.is_some_and(|f| over(f, bg) == bg)
        };
        if s.outline && !shown.is_empty() && shown.iter().all(part) {
            continue;
        }
        // The probe where it stands out most, among those that show.
        let read = shown
            .into_iter()
            .map(|&p| {
                let bg = ground(p, &items[..i], base);
                let stroke = over(s.colour, bg);
                let fg = match fill.map(|f| over(f, bg)) {
                    Some(fill) if contrast(fill, bg) > contrast(stroke, bg) => fill,
                    _ => stroke,
                };
                (p, fg, bg)
            })
            .max_by(|a, b| contrast(a.1, a.2).total_cmp(&contrast(b.1, b.2)));
        let Some((at, fg, bg)) = read else {
            continue;
        };
        let r = s.rect;
        out.push(Line {
            rect: [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| v * zoom),
            at: [at.x * zoom, at.y * zoom],
            width: s.width * zoom,
            outline: s.outline,
            fg: hex(fg),
            bg: hex(bg),
            contrast: contrast(fg, bg),
        });
    }
    out
}
