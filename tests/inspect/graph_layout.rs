//! The arena layout (src/graph_layout): for every bundled arena and for seeded
//! random graphs of up to 300 nodes, acyclic and cyclic, no two node boxes or
//! label boxes overlap and no edge passes through a node box other than its
//! ends'; the file's positions are kept when every node has one; and the
//! crossings are counted against the plain breadth-first layering the arena
//! painter used before (straight lines between layer slots): printed per
//! graph, and not more in total. A small tree on a tall canvas is not
//! stretched tall (it is centred); a tall one on a wide canvas is spread.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::games::arena::file::load;
use ludoscope::graph_layout::geometry::{boxes_overlap, crossings, polyline_enters};
use ludoscope::graph_layout::random::random_graph;
use ludoscope::graph_layout::{GraphSpec, Layout, arena::spec, layout, layout_for};
use std::collections::VecDeque;
use std::path::Path;

/// Every pair of boxes (node and label boxes of different nodes, and a node's
/// box with its own label) apart, every edge clear of the other nodes' boxes,
/// every edge from its source's box to its target's.
fn check(name: &str, spec: &GraphSpec, drawn: &Layout) {
    let n = spec.labels.len();
    assert_eq!(drawn.nodes.len(), n, "{name}");
    let mut boxes = Vec::new();
    for (u, p) in drawn.nodes.iter().enumerate() {
        assert!(
            !boxes_overlap(p.node_box, p.label_box),
            "{name}: node {u} and its label"
        );
        assert_eq!(
            p.lines.concat().replace(' ', ""),
            spec.labels[u].replace(' ', ""),
            "{name}: label {u} wrapped with nothing lost"
        );
        boxes.push((u, "node", p.node_box));
        boxes.push((u, "label", p.label_box));
    }
    for (i, &(u, ku, a)) in boxes.iter().enumerate() {
        for &(v, kv, b) in &boxes[i + 1..] {
            assert!(
                u == v || !boxes_overlap(a, b),
                "{name}: {ku} of {u} {a:?} overlaps {kv} of {v} {b:?}"
            );
        }
    }
    assert_eq!(drawn.edges.len(), spec.edges.len(), "{name}");
    for (e, &(from, to)) in drawn.edges.iter().zip(&spec.edges) {
        assert_eq!((e.from, e.to), (from, to), "{name}");
        assert!(e.points.len() >= 2, "{name}: edge {from}->{to}");
        for (w, p) in drawn.nodes.iter().enumerate() {
            if w as u32 != from && w as u32 != to {
                assert!(
                    !polyline_enters(&e.points, p.node_box),
                    "{name}: edge {from}->{to} {:?} passes through node {w} {:?}",
                    e.points,
                    p.node_box
                );
            }
        }
        let near = |pt: [f32; 2], b: [f32; 4]| {
            pt[0] >= b[0] - 0.01
                && pt[0] <= b[2] + 0.01
                && pt[1] >= b[1] - 0.01
                && pt[1] <= b[3] + 0.01
        };
        assert!(
            near(e.points[0], drawn.nodes[from as usize].node_box),
            "{name}: {from}->{to} starts on its source"
        );
        let last = *e.points.last().unwrap();
        assert!(
            near(last, drawn.nodes[to as usize].node_box),
            "{name}: {from}->{to} ends on its target"
        );
    }
}

/// The painter's former layout: layers by breadth-first distance from the
/// initial node (unreachable nodes last), nodes in the order reached, spread
/// evenly; edges straight between centres.
fn bfs_polylines(spec: &GraphSpec) -> Vec<Vec<[f32; 2]>> {
    let n = spec.labels.len();
    let mut out = vec![Vec::new(); n];
    for &(u, v) in &spec.edges {
        out[u as usize].push(v as usize);
    }
    let mut depth = vec![usize::MAX; n];
    let mut order = Vec::new();
    let mut queue = VecDeque::from([spec.initial as usize]);
    depth[spec.initial as usize] = 0;
    while let Some(u) = queue.pop_front() {
        order.push(u);
        for &v in &out[u] {
            if depth[v] == usize::MAX {
                depth[v] = depth[u] + 1;
                queue.push_back(v);
            }
        }
    }
    let deepest = order.iter().map(|&u| depth[u]).max().unwrap_or(0);
    for (u, d) in depth.iter_mut().enumerate() {
        if *d == usize::MAX {
            *d = deepest + 1;
            order.push(u);
        }
    }
    let mut pos = vec![[0.0f32; 2]; n];
    let layers = depth.iter().max().copied().unwrap_or(0) + 1;
    for layer in 0..layers {
        let members: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&u| depth[u] == layer)
            .collect();
        let width = members.len().max(1) as f32;
        for (k, &u) in members.iter().enumerate() {
            pos[u] = [
                (k as f32 + 0.5) / width * 1000.0,
                (layer as f32 + 0.5) * 100.0,
            ];
        }
    }
    spec.edges
        .iter()
        .filter(|(u, v)| u != v)
        .map(|&(u, v)| vec![pos[u as usize], pos[v as usize]])
        .collect()
}

fn ours(drawn: &Layout) -> Vec<Vec<[f32; 2]>> {
    drawn
        .edges
        .iter()
        .filter(|e| e.from != e.to)
        .map(|e| e.points.clone())
        .collect()
}

#[test]
fn bundled_arenas_are_drawn_apart_and_keep_their_positions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 8);
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let arena = load(&path).unwrap();
        let spec = spec(&arena);
        // Laid out for the studio's boards at 1440x900 and 1024x768 too.
        for aspect in [900.0 / 780.0, 540.0 / 700.0, 4.0] {
            let drawn = layout_for(&spec, aspect);
            check(&format!("{name} for {aspect:.2}"), &spec, &drawn);
        }
        let drawn = layout(&spec);
        check(&name, &spec, &drawn);
        // The file's positions kept: x and y each an increasing affine image.
        let given = spec.given.clone().expect("bundled arenas give positions");
        let centre = |u: usize| {
            let b = drawn.nodes[u].node_box;
            [(b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0]
        };
        for axis in 0..2 {
            let coord = |u: usize| if axis == 0 { given[u].0 } else { given[u].1 };
            let (lo, hi) = (0..given.len()).fold((0, 0), |(lo, hi), u| {
                (
                    if coord(u) < coord(lo) { u } else { lo },
                    if coord(u) > coord(hi) { u } else { hi },
                )
            });
            if coord(hi) == coord(lo) {
                continue;
            }
            let scale = (centre(hi)[axis] - centre(lo)[axis]) / (coord(hi) - coord(lo));
            assert!(scale > 0.0, "{name}");
            for u in 0..given.len() {
                let expected = centre(lo)[axis] + scale * (coord(u) - coord(lo));
                assert!(
                    (centre(u)[axis] - expected).abs() < 0.05,
                    "{name}: node {u} moved off its given position"
                );
            }
        }
        // The layered drawing of the same graph, positions ignored.
        let layered = GraphSpec {
            given: None,
            ..spec.clone()
        };
        let drawn_layered = layout(&layered);
        check(&format!("{name} (layered)"), &layered, &drawn_layered);
        println!(
            "{name}: crossings {} with the file's positions, {} layered, {} in breadth-first layers",
            crossings(&ours(&drawn)),
            crossings(&ours(&drawn_layered)),
            crossings(&bfs_polylines(&layered))
        );
    }
}

#[test]
fn random_graphs_are_drawn_apart_with_no_more_crossings_than_breadth_first_layers() {
    let (mut total, mut baseline) = (0, 0);
    for seed in 0..24u64 {
        let n = [5, 12, 30, 60, 120, 300][seed as usize % 6];
        let cyclic = seed % 2 == 1;
        let spec = random_graph(n, cyclic, seed);
        let drawn = layout(&spec);
        let name = format!("random n={n} cyclic={cyclic} seed={seed}");
        check(&name, &spec, &drawn);
        let (ours, bfs) = (crossings(&ours(&drawn)), crossings(&bfs_polylines(&spec)));
        println!(
            "{name}: {} edges, crossings {ours} (breadth-first layers {bfs})",
            spec.edges.len()
        );
        total += ours;
        baseline += bfs;
    }
    println!("total crossings {total}, breadth-first layers {baseline}");
    assert!(total <= baseline, "{total} crossings against {baseline}");
}

#[test]
fn a_cycle_and_a_two_way_pair_are_separate_lines() {
    // 0 -> 1 -> 2 -> 0, 1 <-> 2 both ways, a self-loop on 2.
    let spec = GraphSpec {
        labels: vec!["a".into(), "b".into(), "a rather long label to wrap".into()],
        edges: vec![(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)],
        initial: 0,
        given: None,
    };
    let drawn = layout(&spec);
    check("cycle", &spec, &drawn);
    let top = |u: usize| drawn.nodes[u].node_box[1];
    assert!(
        top(0) < top(1) && top(1) < top(2),
        "layers from the initial node"
    );
    let (forth, back) = (&drawn.edges[1].points, &drawn.edges[3].points);
    assert_ne!(forth[0], *back.last().unwrap(), "two ports on 1's bottom");
    assert_ne!(*forth.last().unwrap(), back[0], "two ports on 2's top");
    // The back edge 2 -> 0 climbs: it starts lower than it ends.
    let up = &drawn.edges[2].points;
    assert!(up[0][1] > up.last().unwrap()[1]);
    assert_eq!(drawn.nodes[2].lines.len(), 2);
}

#[test]
fn large_cyclic_graphs_keep_to_the_vertex_budget_and_route_long_edges_outside() {
    use ludoscope::graph_layout::layers::{VERTEX_ALLOWANCE, VERTEX_BUDGET, layered};
    let n = 1200;
    let spec = random_graph(n, true, 7);
    let graph = layered(n, &spec.edges, 0);
    assert!(graph.layer.len() <= VERTEX_BUDGET * n + VERTEX_ALLOWANCE);
    let outer: Vec<usize> = (0..spec.edges.len()).filter(|&e| graph.outer[e]).collect();
    assert!(!outer.is_empty(), "the budget is reached on this graph");
    for &e in &outer {
        let (chain, _) = graph.chains[e].as_ref().unwrap();
        assert_eq!(chain.len(), 2, "an outer edge has no dummy");
        assert!(graph.layer[chain[1]] > graph.layer[chain[0]] + 1);
    }
    // Every edge downwards one layer a segment, or outer.
    for (e, chain) in graph.chains.iter().enumerate() {
        if let (Some((c, _)), false) = (chain, graph.outer[e]) {
            for w in c.windows(2) {
                assert_eq!(graph.layer[w[0]] + 1, graph.layer[w[1]], "edge {e}");
            }
        }
    }
    let drawn = layout(&spec);
    check("random n=1200 cyclic", &spec, &drawn);
    // The outer edges run outside every box: left of them all or right.
    let (left, right) = drawn.nodes.iter().fold((f32::MAX, f32::MIN), |(l, r), p| {
        (l.min(p.node_box[0]), r.max(p.label_box[2]))
    });
    for &e in &outer {
        let points = &drawn.edges[e].points;
        assert!(
            points.iter().any(|p| p[0] < left || p[0] > right),
            "outer edge {e} {points:?} runs in a lane"
        );
    }
}

#[test]
fn a_small_tree_on_a_tall_canvas_is_centred_not_stretched_tall() {
    // Example 2-2 (file positions: R at (2.5, 0), A at (0.5, 1)) for the
    // studio's portrait board at 1024x768 (0.6): one file unit down is at
    // most 1.5 times one across, where it used to be stretched to fill the
    // shape (4.6 times).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas/seed-003-example-2-2.ron");
    let example = spec(&load(&path).unwrap());
    let centre = |drawn: &Layout, u: usize| {
        let b = drawn.nodes[u].node_box;
        [(b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0]
    };
    let tall = layout_for(&example, 0.6);
    let (r, a) = (centre(&tall, 0), centre(&tall, 1));
    let across = (r[0] - a[0]) / 2.0;
    let down = a[1] - r[1];
    assert!(down <= 1.5 * across + 1e-3, "down {down}, across {across}");
    let [w, h] = tall.size;
    assert!(w / h > 1.0, "drawn {w} x {h}, not a tall shape");
    // A wide canvas still spreads a tall file across (the cram arena).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/arenas/seed-003-cram-2x3.ron");
    let cram = spec(&load(&path).unwrap());
    let [w, h] = layout_for(&cram, 2.0).size;
    assert!((w / h - 2.0).abs() < 0.2, "{w} x {h}");
}

#[test]
fn positions_past_the_given_limit_get_the_layered_drawing() {
    // Scales for given positions weigh every pair of nodes: past
    // GIVEN_UP_TO nodes the file's positions give way to the layered
    // drawing (issue 33), which keeps every box apart.
    use ludoscope::graph_layout::given::GIVEN_UP_TO;
    let plain = random_graph(GIVEN_UP_TO + 1, true, 33);
    let mut placed = plain.clone();
    placed.given = Some(
        (0..GIVEN_UP_TO + 1)
            .map(|k| ((k % 70) as f32, (k / 70) as f32))
            .collect(),
    );
    let drawn = layout(&placed);
    assert_eq!(drawn, layout(&plain));
    // At the limit, the positions are kept (left to right in a row).
    let mut small = random_graph(300, true, 33);
    small.given = Some(
        (0..300)
            .map(|k| ((k % 20) as f32, (k / 20) as f32))
            .collect(),
    );
    let kept = layout(&small);
    assert!(kept.nodes[0].node_box[0] < kept.nodes[1].node_box[0]);
    assert!(kept.nodes[0].node_box[1] < kept.nodes[20].node_box[1]);
}
