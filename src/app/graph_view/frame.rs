//! Where a layout goes in a canvas, without egui: the layout of
//! [`crate::graph_layout`] scaled (at most [`MAX_SCALE`](super::text::MAX_SCALE)) and centred in the
//! board, mirrored when the board is flipped; and [`painted`], the boxes and
//! routes the graph view paints there, in the canvas's points (the node boxes
//! and edge routes of `ludoscope draw`'s layout, only scaled; the label boxes
//! as drawn, their text enlarged to be read when there is room, moved clear of
//! a ring).

use super::text::{Readable, clear_of_ring, fit_scale_upto};
use crate::graph_layout::{Bounds, EdgePath, Layout, NodePlace, is_below};

/// The ring of the position shown (the token's node): its radius in the
/// node's radii, and its width in points.
pub const HERE_RING: (f32, f32) = (1.3, 3.0);
/// The ring of a node a click may choose, when hints are on.
pub const HINT_RING: (f32, f32) = (1.15, 1.5);

/// How far from its node's centre a ring of `(times, width)` around a node of
/// `radius` points reaches, with a little room.
pub fn ring_reach(radius: f32, (times, width): (f32, f32)) -> f32 {
    radius * times + width / 2.0 + 2.0
}

/// The label box `label` of the node whose box is `node` (both in points)
/// moved away from the node, clear of a ring reaching `reach` from the node's
/// centre: down for a label under its node, else sideways (see
/// [`clear_of_ring`]).
pub fn clear_label(label: Bounds, node: Bounds, reach: f32) -> Bounds {
    let centre = [(node[0] + node[2]) / 2.0, (node[1] + node[3]) / 2.0];
    if is_below(node, label) {
        let down = clear_of_ring([label[1], label[3]], centre[1], reach);
        [label[0], label[1] + down, label[2], label[3] + down]
    } else {
        let aside = clear_of_ring([label[0], label[2]], centre[0], reach);
        [label[0] + aside, label[1], label[2] + aside, label[3]]
    }
}

/// A layout of `size` placed in a canvas: scaled by `scale` from `origin`,
/// mirrored when `flip`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub origin: [f32; 2],
    pub scale: f32,
    pub flip: bool,
    /// The layout's size (its units).
    pub size: [f32; 2],
}

impl Frame {
    /// The layout of `size` in the middle of `board`, as large as fits (at
    /// most [`MAX_SCALE`](super::text::MAX_SCALE)).
    pub fn fit(size: [f32; 2], board: Bounds, flip: bool) -> Frame {
        Frame::fit_upto(size, board, flip, super::text::MAX_SCALE)
    }

    /// [`Frame::fit`] at most `most` (the content scale times
    /// [`MAX_SCALE`](super::text::MAX_SCALE), so that the zoom enlarges the
    /// graph first).
    pub fn fit_upto(size: [f32; 2], board: Bounds, flip: bool, most: f32) -> Frame {
        let (w, h) = (board[2] - board[0], board[3] - board[1]);
        let scale = fit_scale_upto(size, [w, h], most);
        let centre = [(board[0] + board[2]) / 2.0, (board[1] + board[3]) / 2.0];
        Frame {
            origin: [
                centre[0] - size[0] * scale / 2.0,
                centre[1] - size[1] * scale / 2.0,
            ],
            scale,
            flip,
            size,
        }
    }

    /// A point of the layout in the canvas.
    pub fn point(&self, p: [f32; 2]) -> [f32; 2] {
        let x = if self.flip { self.size[0] - p[0] } else { p[0] };
        [
            self.origin[0] + x * self.scale,
            self.origin[1] + p[1] * self.scale,
        ]
    }

    /// A box of the layout in the canvas.
    pub fn bounds(&self, b: Bounds) -> Bounds {
        let (p, q) = (self.point([b[0], b[1]]), self.point([b[2], b[3]]));
        [
            p[0].min(q[0]),
            p[1].min(q[1]),
            p[0].max(q[0]),
            p[1].max(q[1]),
        ]
    }
}

/// What the graph view paints with `labels` in `frame`, in the canvas's
/// points: each node's box, its label's box as drawn (empty when no label is
/// drawn), moved sideways clear of a ring reaching `reach(u)` from the node's
/// centre, and each edge's route.
pub fn painted(labels: &Readable, frame: &Frame, reach: &dyn Fn(usize) -> f32) -> Layout {
    let layout = &labels.layout;
    let nodes = layout
        .nodes
        .iter()
        .enumerate()
        .map(|(u, place)| {
            let node_box = frame.bounds(place.node_box);
            let label_box = match (labels.text_scale, labels.label_boxes.get(u)) {
                (Some(_), Some(&b)) if !place.lines.is_empty() => {
                    clear_label(frame.bounds(b), node_box, reach(u))
                }
                _ => {
                    let y = (node_box[1] + node_box[3]) / 2.0;
                    [node_box[2], y, node_box[2], y]
                }
            };
            NodePlace {
                node_box,
                label_box,
                lines: place.lines.clone(),
            }
        })
        .collect();
    let edges = layout
        .edges
        .iter()
        .map(|e| EdgePath {
            from: e.from,
            to: e.to,
            points: e.points.iter().map(|&p| frame.point(p)).collect(),
        })
        .collect();
    Layout {
        nodes,
        edges,
        size: [layout.size[0] * frame.scale, layout.size[1] * frame.scale],
    }
}
