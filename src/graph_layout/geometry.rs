//! Plane geometry of the layouts: boxes that overlap, segments that cross a box
//! or each other (for the layout's own routing, its tests and the crossing
//! counts).

use super::{Bounds, Layout, is_below};

/// Whether the open interiors of two boxes meet (boxes that only touch do not).
pub fn boxes_overlap(a: Bounds, b: Bounds) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// `b` grown by `by` on every side.
pub fn grow(b: Bounds, by: f32) -> Bounds {
    [b[0] - by, b[1] - by, b[2] + by, b[3] + by]
}

/// Whether the segment `p`-`q` enters the open interior of box `b`
/// (Liang-Barsky clipping).
pub fn segment_enters(p: [f32; 2], q: [f32; 2], b: Bounds) -> bool {
    if b[0] >= b[2] || b[1] >= b[3] {
        return false;
    }
    let d = [q[0] - p[0], q[1] - p[1]];
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (denominator, numerator) in [
        (-d[0], p[0] - b[0]),
        (d[0], b[2] - p[0]),
        (-d[1], p[1] - b[1]),
        (d[1], b[3] - p[1]),
    ] {
        if denominator == 0.0 {
            if numerator <= 0.0 {
                return false;
            }
        } else {
            let r = numerator / denominator;
            if denominator < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
        }
    }
    t1 - t0 > 1e-4
}

fn cross(o: [f32; 2], a: [f32; 2], b: [f32; 2]) -> f64 {
    let (ax, ay) = (f64::from(a[0] - o[0]), f64::from(a[1] - o[1]));
    let (bx, by) = (f64::from(b[0] - o[0]), f64::from(b[1] - o[1]));
    ax * by - ay * bx
}

/// Whether segments `a` and `b` cross at a point inside both (touching at an end
/// or running along each other is not a crossing).
pub fn segments_cross(a: [[f32; 2]; 2], b: [[f32; 2]; 2]) -> bool {
    let d1 = cross(b[0], b[1], a[0]);
    let d2 = cross(b[0], b[1], a[1]);
    let d3 = cross(a[0], a[1], b[0]);
    let d4 = cross(a[0], a[1], b[1]);
    let eps = 1e-6;
    ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps))
        && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
}

/// Whether the polyline `points` enters box `b`.
pub fn polyline_enters(points: &[[f32; 2]], b: Bounds) -> bool {
    points.windows(2).any(|w| segment_enters(w[0], w[1], b))
}

/// The crossings between the polylines of different edges: pairs of segments
/// that cross (the plain count, quadratic in the number of segments).
pub fn crossings(polylines: &[Vec<[f32; 2]>]) -> usize {
    let segments: Vec<(usize, [[f32; 2]; 2])> = polylines
        .iter()
        .enumerate()
        .flat_map(|(e, p)| p.windows(2).map(move |w| (e, [w[0], w[1]])))
        .collect();
    let mut count = 0;
    for (i, (e, a)) in segments.iter().enumerate() {
        for (f, b) in &segments[i + 1..] {
            if e != f && segments_cross(*a, *b) {
                count += 1;
            }
        }
    }
    count
}

/// The label boxes of `drawn` with their text `ratio` times as large, each
/// grown from the middle of the side by its node (its left side, or its top
/// side for a label under its node).
pub fn grown_labels(drawn: &Layout, ratio: f32) -> Vec<Bounds> {
    drawn
        .nodes
        .iter()
        .map(|p| {
            let b = p.label_box;
            let (w, h) = ((b[2] - b[0]) * ratio, (b[3] - b[1]) * ratio);
            if is_below(p.node_box, b) {
                let mid = (b[0] + b[2]) / 2.0;
                [mid - w / 2.0, b[1], mid + w / 2.0, b[1] + h]
            } else {
                let mid = (b[1] + b[3]) / 2.0;
                [b[0], mid - h / 2.0, b[0] + w, mid + h / 2.0]
            }
        })
        .collect()
}

/// Whether the labels of `drawn`, their text `ratio` times as large (see
/// [`grown_labels`]), still overlap no node box and no other label. Boxes are
/// swept in order of their left sides, so only boxes that meet across are
/// compared.
pub fn labels_fit(drawn: &Layout, ratio: f32) -> bool {
    let labels = grown_labels(drawn, ratio);
    let mut boxes: Vec<(Bounds, usize)> = drawn
        .nodes
        .iter()
        .enumerate()
        .map(|(u, p)| (p.node_box, u))
        .chain(labels.into_iter().enumerate().map(|(u, b)| (b, u)))
        .filter(|(b, _)| b[0] < b[2] && b[1] < b[3])
        .collect();
    boxes.sort_by(|a, b| a.0[0].total_cmp(&b.0[0]));
    for (i, &(a, u)) in boxes.iter().enumerate() {
        for &(b, v) in &boxes[i + 1..] {
            if b[0] >= a[2] {
                break;
            }
            // A node and its own label are side by side by construction.
            if u != v && boxes_overlap(a, b) {
                return false;
            }
        }
    }
    true
}

/// What is wrong with `drawn` as a picture, one sentence a fault (empty when
/// nothing is): two boxes of different nodes that overlap (node or label), a
/// node's box over its own label, an edge through the box of a node other than
/// its ends. The check `ludoscope draw --json` is held to, run on any layout
/// (the studio's, scaled into its canvas, too).
pub fn faults(drawn: &Layout) -> Vec<String> {
    let mut found = Vec::new();
    let mut boxes: Vec<(usize, &str, Bounds)> = Vec::new();
    for (u, p) in drawn.nodes.iter().enumerate() {
        if boxes_overlap(p.node_box, p.label_box) {
            found.push(format!("node {u} over its label"));
        }
        boxes.push((u, "node", p.node_box));
        boxes.push((u, "label", p.label_box));
    }
    boxes.sort_by(|a, b| a.2[0].total_cmp(&b.2[0]));
    for (i, &(u, ku, a)) in boxes.iter().enumerate() {
        for &(v, kv, b) in &boxes[i + 1..] {
            if b[0] >= a[2] {
                break;
            }
            if u != v && boxes_overlap(a, b) {
                found.push(format!("{ku} of {u} {a:?} overlaps {kv} of {v} {b:?}"));
            }
        }
    }
    for e in &drawn.edges {
        for (w, p) in drawn.nodes.iter().enumerate() {
            if w as u32 != e.from && w as u32 != e.to && polyline_enters(&e.points, p.node_box) {
                found.push(format!("edge {}->{} through node {w}", e.from, e.to));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_and_boxes() {
        let b = [0.0, 0.0, 10.0, 10.0];
        assert!(segment_enters([-5.0, 5.0], [15.0, 5.0], b));
        assert!(segment_enters([5.0, 5.0], [5.0, 50.0], b));
        assert!(!segment_enters([-5.0, 0.0], [15.0, 0.0], b), "along a side");
        assert!(!segment_enters([11.0, -5.0], [11.0, 15.0], b));
        assert!(
            !segment_enters([-5.0, 4.0], [4.0, -5.0], b),
            "past a corner"
        );
        assert!(
            segment_enters([-5.0, 6.0], [6.0, -5.0], b),
            "through a corner"
        );
        assert!(segments_cross(
            [[0.0, 0.0], [2.0, 2.0]],
            [[0.0, 2.0], [2.0, 0.0]]
        ));
        assert!(!segments_cross(
            [[0.0, 0.0], [2.0, 2.0]],
            [[2.0, 2.0], [4.0, 0.0]]
        ));
        assert!(boxes_overlap(b, [9.0, 9.0, 12.0, 12.0]));
        assert!(!boxes_overlap(b, [10.0, 0.0, 12.0, 12.0]));
    }
}
