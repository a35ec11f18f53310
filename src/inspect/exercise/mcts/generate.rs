//! Seeded MCTS exercise trees: the same [`GenSpec`] gives the same tree
//! everywhere (ChaCha8 seeded by the spec). The tree is grown by running
//! iterations of MCTS's four phases, with two changes that make the counts
//! worth computing: selection goes down a child drawn at random (so the UCB
//! values are not already balanced), and a playout's result is drawn at
//! random in {-1, 0, 1}. Expansion lists all of a new node's children
//! (unvisited), so the invariant of [`super`] holds by construction (and
//! [`super::MctsTree::check`] tests it). Nodes at `depth` plies are final, with
//! a result drawn when they are created. The exercise's own iteration (the
//! next one, by UCT) gets a playout result drawn from the same generator
//! ([`Generated::result`]), unless it ends on a final node (then its result).
//!
//! Names spell the path as the alpha-beta exercises do: `A`, `A1`, `A1a`, `A1a1`.

use super::{MctsNode, MctsTree};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GenSpec {
    pub seed: u64,
    /// Iterations already run (1 to 40).
    pub iterations: u32,
    /// Plies to the final nodes (2 to 4).
    pub depth: u32,
    /// Children per node, drawn in this range (2 to 4).
    pub branching: (u32, u32),
    /// The exploration constant `c`.
    pub c: f64,
}

impl Default for GenSpec {
    fn default() -> Self {
        GenSpec {
            seed: 1,
            iterations: 12,
            depth: 3,
            branching: (2, 3),
            c: std::f64::consts::SQRT_2,
        }
    }
}

/// A generated tree and the result of the playout the exercise backs up.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    pub tree: MctsTree,
    /// For the root's player, in {-1, 0, 1}.
    pub result: i64,
}

/// Why a spec cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenError {
    #[error("iterations must be from 1 to 40, not {0}")]
    Iterations(u32),
    #[error("the depth must be from 2 to 4, not {0}")]
    Depth(u32),
    #[error("children per node must be a range within 2 to 4, not {0} to {1}")]
    Branching(u32, u32),
    #[error("the exploration constant must be a number from 0 to 10")]
    Exploration,
}

/// The tree of `spec` (see the module documentation).
pub fn generate(spec: &GenSpec) -> Result<Generated, GenError> {
    check(spec)?;
    let mut rng = ChaCha8Rng::seed_from_u64(spec.seed);
    let mut tree = MctsTree {
        nodes: vec![MctsNode {
            label: String::new(),
            parent: None,
            children: Vec::new(),
            visits: 0,
            total: 0,
            terminal: None,
        }],
        c: spec.c,
    };
    expand(&mut tree, 0, spec, &mut rng);
    for _ in 0..spec.iterations {
        let mut node = 0;
        let mut path = vec![0];
        loop {
            let children = &tree.nodes[node].children;
            if children.is_empty() {
                break;
            }
            node = children[rng.random_range(0..children.len())];
            path.push(node);
            if tree.nodes[node].visits == 0 {
                break;
            }
        }
        let result = playout(&tree, node, &mut rng);
        for &v in &path {
            let first = tree.nodes[v].visits == 0;
            tree.nodes[v].visits += 1;
            tree.nodes[v].total += tree.result_for(v, result);
            // The root's children are listed before the first iteration.
            if first && v != 0 && tree.nodes[v].terminal.is_none() {
                expand(&mut tree, v, spec, &mut rng);
            }
        }
    }
    let path = super::path(&super::select(&tree));
    let last = *path.last().unwrap_or(&0);
    let result = playout(&tree, last, &mut rng);
    Ok(Generated { tree, result })
}

fn check(spec: &GenSpec) -> Result<(), GenError> {
    if !(1..=40).contains(&spec.iterations) {
        return Err(GenError::Iterations(spec.iterations));
    }
    if !(2..=4).contains(&spec.depth) {
        return Err(GenError::Depth(spec.depth));
    }
    let (lo, hi) = spec.branching;
    if !(2..=4).contains(&lo) || !(lo..=4).contains(&hi) {
        return Err(GenError::Branching(lo, hi));
    }
    if !(0.0..=10.0).contains(&spec.c) {
        return Err(GenError::Exploration);
    }
    Ok(())
}

/// A playout's result from `node`, for the root's player: a final node's own
/// result, or one drawn in {-1, 0, 1}.
fn playout(tree: &MctsTree, node: usize, rng: &mut ChaCha8Rng) -> i64 {
    match tree.nodes[node].terminal {
        Some(r) => tree.result_for(node, r),
        None => rng.random_range(-1..=1),
    }
}

/// Lists the children of `node` (unvisited); those at the spec's depth are final.
fn expand(tree: &mut MctsTree, node: usize, spec: &GenSpec, rng: &mut ChaCha8Rng) {
    let depth = tree.depth(node) + 1;
    let count = rng.random_range(spec.branching.0..=spec.branching.1);
    let prefix = tree.nodes[node].label.clone();
    for i in 0..count {
        let label = format!("{prefix}{}", child_mark(depth, i));
        let terminal = (depth as u32 >= spec.depth).then(|| rng.random_range(-1..=1));
        let id = tree.nodes.len();
        tree.nodes.push(MctsNode {
            label,
            parent: Some(node),
            children: Vec::new(),
            visits: 0,
            total: 0,
            terminal,
        });
        tree.nodes[node].children.push(id);
    }
}

/// Capitals at depth 1 (`A`, `B`, ...), numbers at even depths (`1`, `2`,
/// ...), small letters at depth 3 (`a`, `b`, ...).
fn child_mark(depth: usize, i: u32) -> String {
    match depth {
        1 => char::from(b'A' + i as u8).to_string(),
        d if d % 2 == 0 => (i + 1).to_string(),
        _ => char::from(b'a' + i as u8).to_string(),
    }
}
