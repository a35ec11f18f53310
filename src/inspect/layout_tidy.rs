//! The tidy layout of a forest (after Reingold and Tilford), read through a
//! children function: the contours of the subtrees waiting for their parent
//! are kept on one stack with their buffers reused, so a million-node tree
//! is laid out without a list per node.

/// The least horizontal distance between two items of one level.
pub const SEPARATION: f32 = 1.0;

/// A subtree's left and right contours (relative to its root), one x per level.
type Contour = (Vec<f32>, Vec<f32>);

/// Positions of a forest given by each item's children: `x` per item (the
/// leftmost item at 0) and the depth of each item (roots at 0).
pub fn tidy(children: &[Vec<u32>], roots: &[u32]) -> (Vec<f32>, Vec<u32>) {
    let (x, depth, _) = tidy_with(children.len(), roots, &|id, out| {
        out.extend_from_slice(&children[id as usize]);
    });
    (x, depth)
}

/// No parent: a root's entry in [`TreeLayout::parent`].
pub(super) const NONE: u32 = u32::MAX;

/// [`tidy`] of `n` items whose children `kids` writes (in order) into its
/// buffer, with each item's parent ([`NONE`] for a root or an item not reached).
pub(super) fn tidy_with(
    n: usize,
    roots: &[u32],
    kids: &dyn Fn(u32, &mut Vec<u32>),
) -> (Vec<f32>, Vec<u32>, Vec<u32>) {
    // Each item's x relative to its parent, then (top-down) its absolute x.
    let mut x = vec![0.0f32; n];
    // The contours of the finished subtrees whose parent is not finished yet,
    // in postorder: a parent's children are the last ones on the stack.
    let mut done: Vec<Contour> = Vec::new();
    let mut pool: Vec<Vec<f32>> = Vec::new();
    let mut buf = Vec::new();
    let mut stack: Vec<(u32, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
    while let Some((id, expanded)) = stack.pop() {
        buf.clear();
        kids(id, &mut buf);
        if !expanded {
            stack.push((id, true));
            stack.extend(buf.iter().rev().map(|&c| (c, false)));
            continue;
        }
        let taken = done.split_off(done.len().saturating_sub(buf.len()));
        let (pos, left, right) = pack(&taken, SEPARATION, &mut pool);
        let centre = match (pos.first(), pos.last()) {
            (Some(a), Some(b)) => (a + b) / 2.0,
            _ => 0.0,
        };
        for (&c, p) in buf.iter().zip(&pos) {
            if let Some(slot) = x.get_mut(c as usize) {
                *slot = p - centre;
            }
        }
        let shift = |v: Vec<f32>, pool: &mut Vec<Vec<f32>>| {
            let mut out = pool.pop().unwrap_or_default();
            out.clear();
            out.push(0.0);
            out.extend(v.iter().map(|x| x - centre));
            pool.push(v);
            out
        };
        let contour = (shift(left, &mut pool), shift(right, &mut pool));
        for (l, r) in taken {
            pool.push(l);
            pool.push(r);
        }
        done.push(contour);
    }
    // The roots side by side, two units apart at the levels they share.
    let (root_pos, left, _) = pack(&done, 2.0 * SEPARATION, &mut pool);
    let min = left.iter().copied().fold(0.0f32, f32::min);
    let mut depth = vec![0u32; n];
    let mut parent = vec![NONE; n];
    let mut todo: Vec<u32> = Vec::new();
    for (&r, p) in roots.iter().zip(&root_pos) {
        if let Some(slot) = x.get_mut(r as usize) {
            *slot = p - min;
        }
        todo.push(r);
        while let Some(id) = todo.pop() {
            buf.clear();
            kids(id, &mut buf);
            let (at, d) = (x[id as usize], depth[id as usize]);
            for &c in &buf {
                x[c as usize] += at;
                depth[c as usize] = d + 1;
                parent[c as usize] = id;
            }
            todo.extend_from_slice(&buf);
        }
    }
    (x, depth, parent)
}

/// Places subtrees (given by their left and right contours, relative to their
/// roots) left to right, each as far left as `sep` allows; returns the root
/// positions and the contours of the whole row (buffers from `pool`).
fn pack(
    subtrees: &[Contour],
    sep: f32,
    pool: &mut Vec<Vec<f32>>,
) -> (Vec<f32>, Vec<f32>, Vec<f32>) {
    let mut pos = Vec::with_capacity(subtrees.len());
    let mut take = || {
        let mut v = pool.pop().unwrap_or_default();
        v.clear();
        v
    };
    let (mut left, mut right) = (take(), take());
    for (l, r) in subtrees {
        let p = if pos.is_empty() {
            0.0
        } else {
            right
                .iter()
                .zip(l)
                .map(|(acc, li)| acc - li + sep)
                .fold(f32::MIN, f32::max)
        };
        pos.push(p);
        for (d, (li, ri)) in l.iter().zip(r).enumerate() {
            if d < right.len() {
                right[d] = p + ri;
            } else {
                left.push(p + li);
                right.push(p + ri);
            }
        }
    }
    (pos, left, right)
}
