//! A [`Layout`] written as SVG by hand (for `ludoscope draw` and the studio's
//! pictures of a graph): edges as polylines with arrowheads, in the colour and
//! width their caller gives (the wider ones on top), nodes as discs (squares
//! for final nodes) with a short text inside, labels in a monospace font sized
//! so that a character fits the layout's [`CHAR_W`].

use super::{CHAR_W, LINE_H, Layout};
use crate::files::svg::escape;
use std::fmt::Write;

/// How one node is drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeStyle {
    /// An SVG colour.
    pub fill: String,
    /// A square (a final node) rather than a disc.
    pub square: bool,
    /// Text inside the node (a final node's value).
    pub inner: String,
}

/// How one edge is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeStyle {
    /// An SVG colour.
    pub colour: String,
    pub width: f32,
}

impl Default for EdgeStyle {
    fn default() -> Self {
        EdgeStyle {
            colour: "#555".into(),
            width: 1.2,
        }
    }
}

/// The font size of labels: Hack's advance is 0.602 em.
pub const FONT: f32 = CHAR_W / 0.62;

/// The SVG picture of `layout`, node `u` drawn as `style[u]`, edge `e` of the
/// layout as `edges[e]` (the default when there is none).
pub fn svg(layout: &Layout, style: &[NodeStyle], edges: &[EdgeStyle]) -> String {
    let [w, h] = layout.size;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.1} {h:.1}">"##
    );
    let plain = EdgeStyle::default();
    // One arrowhead a colour, of the same size whatever the edge's width.
    let mut colours: Vec<&str> = vec![&plain.colour];
    for e in edges {
        if !colours.contains(&e.colour.as_str()) {
            colours.push(&e.colour);
        }
    }
    out.push_str("<defs>");
    for (k, colour) in colours.iter().enumerate() {
        let _ = write!(
            out,
            r##"<marker id="arrow{k}" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="8.4" markerHeight="8.4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{}"/></marker>"##,
            escape(colour)
        );
    }
    out.push_str("</defs>\n");
    let _ = writeln!(out, r##"<rect width="100%" height="100%" fill="white"/>"##);
    let mut order: Vec<usize> = (0..layout.edges.len()).collect();
    order.sort_by(|&a, &b| {
        let width = |e: usize| edges.get(e).map_or(plain.width, |s| s.width);
        width(a).total_cmp(&width(b))
    });
    for e in order {
        let s = edges.get(e).unwrap_or(&plain);
        let arrow = colours.iter().position(|c| *c == s.colour).unwrap_or(0);
        let points: Vec<String> = layout.edges[e]
            .points
            .iter()
            .map(|p| format!("{:.1},{:.1}", p[0], p[1]))
            .collect();
        let _ = writeln!(
            out,
            r##"<polyline points="{}" fill="none" stroke="{}" stroke-width="{:.1}" marker-end="url(#arrow{arrow})"/>"##,
            points.join(" "),
            escape(&s.colour),
            s.width
        );
    }
    for (u, n) in layout.nodes.iter().enumerate() {
        let s = style.get(u).cloned().unwrap_or_default();
        let fill = if s.fill.is_empty() { "#ccc" } else { &s.fill };
        let [x0, y0, x1, y1] = n.node_box;
        let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        if s.square {
            let _ = writeln!(
                out,
                r##"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3" fill="{fill}" stroke="#333"/>"##,
                x0 + 2.0,
                y0 + 2.0,
                x1 - x0 - 4.0,
                y1 - y0 - 4.0
            );
        } else {
            let _ = writeln!(
                out,
                r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="{fill}" stroke="#333"/>"##,
                (x1 - x0) / 2.0
            );
        }
        if !s.inner.is_empty() {
            let _ = writeln!(
                out,
                r##"<text x="{cx:.1}" y="{cy:.1}" font-family="monospace" font-size="{FONT:.1}" text-anchor="middle" dominant-baseline="central">{}</text>"##,
                escape(&s.inner)
            );
        }
        for (k, line) in n.lines.iter().enumerate() {
            let baseline = n.label_box[1] + (k as f32 + 0.78) * LINE_H;
            let _ = writeln!(
                out,
                r##"<text x="{:.1}" y="{baseline:.1}" font-family="monospace" font-size="{FONT:.1}" xml:space="preserve">{}</text>"##,
                n.label_box[0],
                escape(line)
            );
        }
    }
    out.push_str("</svg>\n");
    out
}
