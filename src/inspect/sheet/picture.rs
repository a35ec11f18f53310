//! A picture of a whole tree for slides and notes: what a tree view draws
//! (nodes with their shapes, colours, values and names, edges with their
//! words, pruned edges dashed with a red bar), as plain data in pixels, written
//! through the sheets' SVG writer ([`super::svg`]) and rasterised by the same
//! renderer as the sheets ([`crate::files::picture`]) at a chosen scale. The studio's
//! views build it from what they draw; nothing here knows egui.
//!
//! Every node is a group of class `node` whose `data-label` is the node's
//! accessible name (what tests and scripts read).

use super::svg::{Anchor, Font, Paint, Svg};
use crate::files::picture as png;

/// The most pixels a PNG picture has: a larger one is drawn at a smaller
/// scale ([`Picture::scale_within`]).
pub const MAX_PIXELS: f32 = 16.0e6;
/// The longest side of a PNG picture, in pixels.
pub const MAX_SIDE: f32 = 16_384.0;

/// A node's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A triangle pointing up.
    Max,
    /// A triangle pointing down.
    Min,
    /// A circle (negamax, a Monte Carlo node).
    Circle,
    /// A square (a leaf, a pruned child).
    Leaf,
    /// A diamond (a chance node).
    Chance,
    /// A rounded box wider than high (counts written in it, a folded subtree).
    Box,
}

impl Shape {
    /// How far above its centre a node of this shape and half size `r` reaches.
    pub fn top(self, r: f32) -> f32 {
        match self {
            Shape::Box => 0.8 * r,
            Shape::Max | Shape::Min => 1.15 * r,
            Shape::Chance => 1.25 * r,
            Shape::Circle | Shape::Leaf => r,
        }
    }
}

/// One node, centred at `at` with half size `half` (pixels).
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub at: (f32, f32),
    pub half: f32,
    pub shape: Shape,
    /// Colours as SVG writes them (`#rrggbb`, `none`).
    pub fill: String,
    pub stroke: String,
    pub width: f32,
    /// Written on the node (empty: nothing), in `text_colour`.
    pub text: String,
    pub text_colour: String,
    /// The node's accessible name.
    pub label: String,
    /// Rings around the node: radius, colour, width.
    pub rings: Vec<(f32, String, f32)>,
    /// Written above the node: text, colour.
    pub above: Option<(String, String)>,
}

/// One edge, from the parent's end to the child's.
#[derive(Clone, Debug, PartialEq)]
pub struct Edge {
    pub from: (f32, f32),
    pub to: (f32, f32),
    pub colour: String,
    pub width: f32,
    /// Dashed, with a red bar across its middle.
    pub pruned: bool,
    /// A wide band under the edge.
    pub band: Option<String>,
    /// Words written near the child's end, top to bottom: (text, colour).
    pub words: Vec<(String, String)>,
}

/// A whole tree, `width` x `height` pixels.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    pub width: f32,
    pub height: f32,
    pub title: String,
    pub edges: Vec<Edge>,
    pub nodes: Vec<Node>,
}

/// The red of a pruned edge's bar.
const CUT: &str = "#e04f4f";
/// The size of the words along edges, in pixels.
const WORDS: f32 = 12.0;

/// The largest scale up to `wanted` at which a picture of `size` (pixels)
/// keeps within [`MAX_PIXELS`] and [`MAX_SIDE`] (the sheets' and the graph
/// pictures' PNG files).
pub fn scale_within(size: [f32; 2], wanted: f32) -> f32 {
    let (w, h) = (size[0].max(1.0), size[1].max(1.0));
    let by_area = (MAX_PIXELS / (w * h)).sqrt();
    let by_side = MAX_SIDE / w.max(h);
    wanted.min(by_area).min(by_side).max(0.01)
}

impl Picture {
    /// The SVG text, `width` x `height` pixels.
    pub fn svg(&self) -> String {
        let mut doc = Svg::pixels(self.width, self.height, &self.title);
        for e in &self.edges {
            edge(&mut doc, e);
        }
        for n in &self.nodes {
            node(&mut doc, n);
        }
        doc.finish()
    }

    /// The largest scale up to `wanted` at which the PNG keeps within
    /// [`MAX_PIXELS`] and [`MAX_SIDE`].
    pub fn scale_within(&self, wanted: f32) -> f32 {
        scale_within([self.width, self.height], wanted)
    }

    /// The PNG at `scale` (pixels of the PNG per pixel of the picture).
    pub fn png(&self, scale: f32) -> Result<Vec<u8>, String> {
        png::rasterise(&self.svg(), 96.0 * scale)
    }

    /// The pixels at `scale`: width, height and opaque RGBA.
    pub fn rgba(&self, scale: f32) -> Result<(u32, u32, Vec<u8>), String> {
        png::rgba(&self.svg(), 96.0 * scale)
    }
}

fn edge(doc: &mut Svg, e: &Edge) {
    if let Some(band) = &e.band {
        doc.line(e.from, e.to, Paint::solid(band, 9.0, "none"), "");
    }
    let line = Paint {
        dash: e.pruned.then_some("5 4"),
        ..Paint::solid(&e.colour, e.width, "none")
    };
    doc.line(e.from, e.to, line, "");
    let (dx, dy) = (e.to.0 - e.from.0, e.to.1 - e.from.1);
    if e.pruned {
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (nx, ny) = (-dy / len * 8.0, dx / len * 8.0);
        let mid = (e.from.0 + dx / 2.0, e.from.1 + dy / 2.0);
        doc.line(
            (mid.0 - nx, mid.1 - ny),
            (mid.0 + nx, mid.1 + ny),
            Paint::solid(CUT, 2.5, "none"),
            "",
        );
    }
    // The words sit 80% of the way down, stacked from above the point.
    let at = (e.from.0 + dx * 0.8, e.from.1 + dy * 0.8);
    let mut y = at.1 - WORDS * (e.words.len() as f32 - 1.0) * 1.1;
    for (text, colour) in &e.words {
        let font = Font {
            size: WORDS,
            anchor: Anchor::Middle,
            bold: false,
            colour,
        };
        let w = text.chars().count() as f32 * WORDS * 0.6 + 4.0;
        doc.rect(
            (at.0, y),
            w,
            WORDS * 1.2,
            2.0,
            Paint::solid("none", 0.0, "white"),
            "",
        );
        doc.text_centred((at.0, y), text, font, "");
        y += WORDS * 1.1;
    }
}

/// Draws `shape` centred at `c` with half size `r` in `paint`, `attrs` on
/// its element: the one outline of the nodes of every exported tree (these
/// pictures, the sheets and their legends), as the studio's tree view draws
/// them (MAX a triangle pointing up, MIN down, a chance node a diamond).
pub fn outline(doc: &mut Svg, shape: Shape, c: (f32, f32), r: f32, p: Paint, attrs: &str) {
    match shape {
        Shape::Leaf => doc.rect(c, 1.5 * r, 1.5 * r, 3.0, p, attrs),
        Shape::Box => doc.rect(c, 2.5 * r, 1.6 * r, 4.0, p, attrs),
        Shape::Circle => doc.circle(c, r, p, attrs),
        Shape::Max | Shape::Min => {
            let h = r * 1.15;
            let s = if shape == Shape::Max { 1.0 } else { -1.0 };
            let pts = [
                (c.0, c.1 - s * h),
                (c.0 + h, c.1 + s * 0.8 * h),
                (c.0 - h, c.1 + s * 0.8 * h),
            ];
            doc.polygon(&pts, p, attrs);
        }
        Shape::Chance => {
            let h = r * 1.25;
            let pts = [
                (c.0, c.1 - h),
                (c.0 + h, c.1),
                (c.0, c.1 + h),
                (c.0 - h, c.1),
            ];
            doc.polygon(&pts, p, attrs);
        }
    }
}

fn node(doc: &mut Svg, n: &Node) {
    doc.group(&Svg::attrs(&[("class", "node"), ("data-label", &n.label)]));
    let (c, r) = (n.at, n.half);
    outline(
        doc,
        n.shape,
        c,
        r,
        Paint::solid(&n.stroke, n.width, &n.fill),
        "",
    );
    for (radius, colour, width) in &n.rings {
        doc.circle(c, *radius, Paint::solid(colour, *width, "none"), "");
    }
    if let Some((text, colour)) = &n.above {
        let top = n.shape.top(r);
        let font = Font {
            size: 13.0,
            anchor: Anchor::Middle,
            bold: false,
            colour,
        };
        doc.text_centred((c.0, c.1 - top - 8.0), text, font, "");
    }
    if !n.text.is_empty() {
        let size = (r * 0.85).clamp(8.0, 20.0);
        // Triangles carry their text nearer the wide side.
        let y = match n.shape {
            Shape::Max => c.1 + r * 0.22,
            Shape::Min => c.1 - r * 0.22,
            _ => c.1,
        };
        let font = Font {
            size,
            anchor: Anchor::Middle,
            bold: false,
            colour: &n.text_colour,
        };
        doc.text_centred((c.0, y), &n.text, font, "");
    }
    doc.end_group();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture() -> Picture {
        let node = |at, shape, text: &str, label: &str| Node {
            at,
            half: 20.0,
            shape,
            fill: "#4f9de0".into(),
            stroke: "#6e6e6e".into(),
            width: 1.2,
            text: text.into(),
            text_colour: "#000000".into(),
            label: label.into(),
            rings: Vec::new(),
            above: None,
        };
        Picture {
            width: 200.0,
            height: 150.0,
            title: "A & B".into(),
            edges: vec![Edge {
                from: (100.0, 40.0),
                to: (60.0, 110.0),
                colour: "#6e6e6e".into(),
                width: 1.5,
                pruned: true,
                band: None,
                words: vec![("a1".into(), "#202020".into())],
            }],
            nodes: vec![
                node((100.0, 30.0), Shape::Max, "3", "Node root MAX: 3"),
                node((60.0, 120.0), Shape::Leaf, "-2", "Node a1 <leaf>: -2"),
                node((140.0, 120.0), Shape::Chance, "", "Node roll CHANCE"),
            ],
        }
    }

    #[test]
    fn the_svg_names_every_node_and_writes_its_words() {
        let svg = picture().svg();
        assert!(svg.contains(r#"width="200" height="150" viewBox="0 0 200 150""#));
        assert!(svg.contains(r#"data-label="Node root MAX: 3""#), "{svg}");
        assert!(svg.contains(r#"data-label="Node a1 &lt;leaf&gt;: -2""#));
        assert!(svg.contains(r#"data-label="Node roll CHANCE""#));
        assert!(svg.contains(">a1</text>") && svg.contains(">-2</text>"));
        assert!(svg.contains(r#"stroke-dasharray="5 4""#), "the pruned edge");
    }

    #[test]
    fn the_png_is_the_picture_at_the_scale_asked() {
        let p = picture();
        for scale in [1.0, 2.0, 3.5] {
            let (w, h, rgba) = p.rgba(scale).expect("the pixels");
            assert_eq!((w, h), ((200.0 * scale) as u32, (150.0 * scale) as u32));
            assert_eq!(rgba.len(), (w * h * 4) as usize);
        }
        let png = p.png(2.0).expect("the PNG");
        assert_eq!(&png[1..4], b"PNG");
        // Width and height, big-endian, in the IHDR chunk.
        assert_eq!(&png[16..24], &[0, 0, 1, 144, 0, 0, 1, 44]);
    }

    #[test]
    fn a_huge_picture_is_drawn_at_a_smaller_scale() {
        let p = Picture {
            width: 120_000.0,
            height: 600.0,
            ..Picture::default()
        };
        let s = p.scale_within(2.0);
        assert!(s < 2.0 && p.width * s <= MAX_SIDE + 0.5, "{s}");
        assert_eq!(picture().scale_within(2.0), 2.0);
    }
}
