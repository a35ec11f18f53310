//! Tests of the tidy layout on random forests: no two items of a level closer
//! than the separation, parents centred over their first and last child, order
//! kept, and every sibling as far left as the ones before it allow.

use super::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random forest: `roots` trees, up to `max_depth` levels, 0..=`branching`
/// children per node (fewer further down).
fn random_forest(
    seed: u64,
    roots: usize,
    max_depth: u32,
    branching: u32,
) -> (Vec<Vec<u32>>, Vec<u32>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut children: Vec<Vec<u32>> = Vec::new();
    let mut root_ids = Vec::new();
    for _ in 0..roots {
        let root = children.len() as u32;
        children.push(Vec::new());
        root_ids.push(root);
        let mut stack = vec![(root, 0u32)];
        while let Some((id, d)) = stack.pop() {
            if d >= max_depth {
                continue;
            }
            let k = rng.random_range(0..=branching);
            for _ in 0..k {
                let c = children.len() as u32;
                children.push(Vec::new());
                children[id as usize].push(c);
                stack.push((c, d + 1));
            }
        }
    }
    (children, root_ids)
}

/// For each item, the (min, max) x of its subtree at each depth below it.
fn extents(children: &[Vec<u32>], x: &[f32], id: u32) -> Vec<(f32, f32)> {
    let mut out = vec![(x[id as usize], x[id as usize])];
    for &c in &children[id as usize] {
        for (d, (lo, hi)) in extents(children, x, c).into_iter().enumerate() {
            if out.len() <= d + 1 {
                out.push((lo, hi));
            } else {
                out[d + 1].0 = out[d + 1].0.min(lo);
                out[d + 1].1 = out[d + 1].1.max(hi);
            }
        }
    }
    out
}

#[test]
fn random_forests_are_tidy() {
    const EPS: f32 = 1e-3;
    for seed in 0..60 {
        let (children, roots) = random_forest(seed, 1 + seed as usize % 3, 6, 4);
        let (x, depth) = tidy(&children, &roots);
        // No overlap, and left-to-right order kept on every level (siblings in
        // order, and cousins in the order of their ancestors).
        let mut by_level: Vec<Vec<u32>> = Vec::new();
        let mut order = Vec::new();
        let mut stack: Vec<u32> = roots.iter().rev().copied().collect();
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(children[id as usize].iter().rev());
        }
        for &id in &order {
            let d = depth[id as usize] as usize;
            if by_level.len() <= d {
                by_level.resize_with(d + 1, Vec::new);
            }
            by_level[d].push(id);
        }
        for level in &by_level {
            for w in level.windows(2) {
                let gap = x[w[1] as usize] - x[w[0] as usize];
                assert!(
                    gap >= SEPARATION - EPS,
                    "seed {seed}: items {w:?} {gap} apart"
                );
            }
        }
        for (id, kids) in children.iter().enumerate() {
            if let (Some(&a), Some(&b)) = (kids.first(), kids.last()) {
                let centre = (x[a as usize] + x[b as usize]) / 2.0;
                assert!(
                    (x[id] - centre).abs() < EPS,
                    "seed {seed}: node {id} not centred"
                );
            }
            for &c in kids {
                assert_eq!(depth[c as usize], depth[id] + 1);
            }
            // Compact: each later sibling touches (one separation away) the
            // siblings before it at some shared depth.
            for (i, &c) in kids.iter().enumerate().skip(1) {
                let mine = extents(&children, &x, c);
                let mut before: Vec<(f32, f32)> = Vec::new();
                for &s in &kids[..i] {
                    for (d, (lo, hi)) in extents(&children, &x, s).into_iter().enumerate() {
                        if before.len() <= d {
                            before.push((lo, hi));
                        } else {
                            before[d].1 = before[d].1.max(hi);
                        }
                    }
                }
                let tight = mine
                    .iter()
                    .zip(&before)
                    .map(|((lo, _), (_, hi))| lo - hi)
                    .fold(f32::MAX, f32::min);
                assert!(
                    (tight - SEPARATION).abs() < EPS,
                    "seed {seed}: child {c} could move left by {}",
                    tight - SEPARATION
                );
            }
        }
        let min = x.iter().copied().fold(f32::MAX, f32::min);
        assert!(
            min.abs() < EPS,
            "seed {seed}: the leftmost item is at {min}"
        );
    }
}

#[test]
fn a_chain_and_a_fork_have_the_expected_positions() {
    // 0 -> 1 -> 2, and 0 -> 3: the parent between its two children.
    let children = vec![vec![1, 3], vec![2], vec![], vec![]];
    let (x, depth) = tidy(&children, &[0]);
    assert_eq!(depth, [0, 1, 2, 1]);
    assert_eq!(x, [0.5, 0.0, 0.0, 1.0]);
}

#[test]
fn from_children_centres_parents_and_keeps_siblings_one_apart() {
    // 0 has the children 1, 2 and 3; 1 has 4 and 5.
    let children = vec![vec![1, 2, 3], vec![4, 5], vec![], vec![], vec![], vec![]];
    let l = TreeLayout::from_children(&children, &[0]);
    assert_eq!(l.x, vec![1.5, 0.5, 1.5, 2.5, 0.0, 1.0]);
    assert_eq!(l.depth, vec![0, 1, 1, 1, 2, 2]);
    assert_eq!(l.width, 2.5);
    assert_eq!(l.levels, vec![vec![0], vec![1, 2, 3], vec![4, 5]]);
    let parents: Vec<Option<usize>> = (0..6).map(|i| l.parent(i)).collect();
    assert_eq!(
        parents,
        vec![None, Some(0), Some(0), Some(0), Some(1), Some(1)]
    );
    assert_eq!(l.item(5), Some(Item::Node(5)));
    assert_eq!(l.at(4), Some((0.0, 2)));
    // The same places given directly make the same layout.
    let again = TreeLayout::from_positions(l.x.clone(), l.depth.clone(), &parents);
    assert_eq!(again.levels, l.levels);
    assert_eq!(again.parent(5), Some(1));
}
