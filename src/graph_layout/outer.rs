//! The edges of a layered drawing that run outside the layers (the long edges
//! left without dummy vertices, see [`super::layers`]): each leaves its upper
//! node down into the gap below that node's layer, runs along that gap to a
//! lane on the nearer side of the drawing (left of every box, or right of
//! every box and label), along the lane to the gap above its lower node's
//! layer, and back along that gap into the node's top. Gaps hold no box, and
//! lanes are outside them all, so such an edge enters no box. Edges whose
//! stretches of lane do not overlap share a lane (interval colouring, fewest
//! lanes); the horizontals in one gap are spread over its height.

use super::LAYER_GAP;
use super::layers::Layered;

/// The room between two lanes, and between the drawing and its first lane.
pub const LANE_GAP: f32 = 6.0;

/// Where the outer edges run: per edge of the input, `None` for the others.
#[derive(Clone, Debug, Default)]
pub struct Outer {
    /// The x of the edge's lane.
    pub lane: Vec<Option<f32>>,
    /// The y of its run in the gap below its upper node's layer.
    pub leave_y: Vec<f32>,
    /// The y of its run in the gap above its lower node's layer.
    pub enter_y: Vec<f32>,
}

/// The lanes and runs of the outer edges of `graph`, its vertices at `x`, the
/// drawing spanning `span` = `[left, right]` across, its layers' bands ending
/// at `bottom`.
pub fn route(graph: &Layered, x: &[f32], span: [f32; 2], bottom: &[f32]) -> Outer {
    let count = graph.chains.len();
    let mut out = Outer {
        lane: vec![None; count],
        leave_y: vec![0.0; count],
        enter_y: vec![0.0; count],
    };
    let [left, right] = span;
    // (first layer, last layer, edge) per side.
    let mut sides: [Vec<(usize, usize, usize)>; 2] = [Vec::new(), Vec::new()];
    for (e, chain) in graph.chains.iter().enumerate() {
        let Some((c, _)) = chain else { continue };
        if !graph.outer[e] {
            continue;
        }
        let (u, v) = (c[0], c[c.len() - 1]);
        let middle = (x[u] + x[v]) / 2.0;
        let side = usize::from(right - middle < middle - left);
        sides[side].push((graph.layer[u], graph.layer[v], e));
    }
    for (side, edges) in sides.iter_mut().enumerate() {
        for (e, k) in colour(edges) {
            let offset = LANE_GAP * (k + 1) as f32;
            out.lane[e] = Some(if side == 0 {
                left - offset
            } else {
                right + offset
            });
        }
    }
    // The runs in each gap (below layer i), spread over its height.
    let mut runs: Vec<Vec<(usize, bool)>> = vec![Vec::new(); bottom.len()];
    for (e, chain) in graph.chains.iter().enumerate() {
        if let (Some((c, _)), true) = (chain, graph.outer[e]) {
            runs[graph.layer[c[0]]].push((e, true));
            runs[graph.layer[c[c.len() - 1]] - 1].push((e, false));
        }
    }
    for (gap, in_gap) in runs.iter().enumerate() {
        let step = LAYER_GAP / (in_gap.len() + 1) as f32;
        for (k, &(e, leaving)) in in_gap.iter().enumerate() {
            let y = bottom[gap] + step * (k + 1) as f32;
            if leaving {
                out.leave_y[e] = y;
            } else {
                out.enter_y[e] = y;
            }
        }
    }
    out
}

/// The lane of each interval `(first, last, id)`: the lowest lane whose
/// intervals all end at or before this one's start (optimal for intervals).
/// The intervals go in order of their start, so a lane free for one stays
/// free for the next until it is given again: the busy lanes wait in a heap
/// by their end, the free ones in a heap by their number (`n log n`, where a
/// scan of every lane for every interval was quadratic in the lanes).
fn colour(intervals: &mut [(usize, usize, usize)]) -> Vec<(usize, usize)> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    intervals.sort_unstable();
    let mut busy: BinaryHeap<Reverse<(usize, usize)>> = BinaryHeap::new();
    let mut free: BinaryHeap<Reverse<usize>> = BinaryHeap::new();
    let mut lanes = 0;
    let mut out = Vec::with_capacity(intervals.len());
    for &(first, last, id) in intervals.iter() {
        while let Some(&Reverse((end, lane))) = busy.peek() {
            if end > first {
                break;
            }
            busy.pop();
            free.push(Reverse(lane));
        }
        let lane = match free.pop() {
            Some(Reverse(k)) => k,
            None => {
                lanes += 1;
                lanes - 1
            }
        };
        busy.push(Reverse((last, lane)));
        out.push((id, lane));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain count: the most intervals over any one point strictly inside.
    fn most_overlapping(intervals: &[(usize, usize, usize)]) -> usize {
        let top = intervals.iter().map(|i| i.1).max().unwrap_or(0);
        (0..2 * top + 1)
            .map(|half| {
                let at = half as f64 / 2.0;
                intervals
                    .iter()
                    .filter(|i| (i.0 as f64) < at && at < i.1 as f64)
                    .count()
            })
            .max()
            .unwrap_or(0)
    }

    /// The plain colouring: the lowest lane free at each start, by a scan.
    fn colour_by_scan(intervals: &mut [(usize, usize, usize)]) -> Vec<(usize, usize)> {
        intervals.sort_unstable();
        let mut ends: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        for &(first, last, id) in intervals.iter() {
            let lane = ends
                .iter()
                .position(|&end| end <= first)
                .unwrap_or_else(|| {
                    ends.push(0);
                    ends.len() - 1
                });
            ends[lane] = last;
            out.push((id, lane));
        }
        out
    }

    #[test]
    fn the_heaps_give_the_lanes_of_the_plain_scan() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(33);
        for round in 0..200 {
            let count = rng.random_range(0..60usize);
            let reach = 1 + round % 40;
            let mut intervals: Vec<(usize, usize, usize)> = (0..count)
                .map(|id| {
                    let first = rng.random_range(0..50usize);
                    (first, first + rng.random_range(0..reach), id)
                })
                .collect();
            let mut plain = intervals.clone();
            assert_eq!(
                colour(&mut intervals),
                colour_by_scan(&mut plain),
                "round {round}"
            );
        }
    }

    #[test]
    fn lanes_are_shared_by_intervals_apart_and_as_few_as_the_deepest_overlap() {
        let mut intervals = vec![(0, 4, 0), (4, 9, 1), (2, 6, 2), (5, 7, 3), (1, 3, 4)];
        let given = intervals.clone();
        let lanes = colour(&mut intervals);
        let lane_of = |id: usize| lanes.iter().find(|l| l.0 == id).unwrap().1;
        for a in &given {
            for b in &given {
                let overlap = a.0 < b.1 && b.0 < a.1;
                if a.2 != b.2 && overlap {
                    assert_ne!(lane_of(a.2), lane_of(b.2), "{a:?} and {b:?}");
                }
            }
        }
        let used = lanes.iter().map(|l| l.1).max().unwrap() + 1;
        assert_eq!(used, most_overlapping(&given));
        assert_eq!(used, 3);
    }
}
