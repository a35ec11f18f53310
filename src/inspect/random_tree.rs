//! Random exercise trees generated on demand, as arenas (seed 003, Definition
//! 1.1; the integer leaves of seed 003's minimax and alpha-beta exercises): a
//! [`RandomTreeSpec`] (depth, branching range, value range, seed) gives the same
//! tree everywhere, since the generator is ChaCha8 seeded by the spec. The tree
//! is built as the same [`ArenaFile`] description the arena loader reads, checked
//! by its one door ([`ArenaFile::validate`]), and can be saved as an arena RON
//! file ([`arena_ron`]) that the studio opens like the bundled ones.
//!
//! Names follow the bundled exercise: the root `R`, then levels alternate
//! letters and numbers (`A`, `A1`, `A1a`, `A1a1`, ...), so a name spells its
//! path; player 0 (max) owns the even depths, player 1 (min) the odd ones.

use crate::games::arena::{ArenaFile, ArenaGraph, NodeData, Problem};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The most nodes a generated tree may have.
pub const MAX_NODES: u64 = 20_000;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct RandomTreeSpec {
    /// Plies from the root to every leaf (1 to 12).
    pub depth: u32,
    /// Children per inner node, drawn in `branching.0 ..= branching.1` (1 to 25).
    pub branching: (u32, u32),
    /// Leaf values, drawn in `values.0 ..= values.1`.
    pub values: (i64, i64),
    pub seed: u64,
}

impl Default for RandomTreeSpec {
    fn default() -> Self {
        RandomTreeSpec {
            depth: 3,
            branching: (2, 3),
            values: (-9, 9),
            seed: 1,
        }
    }
}

/// Why a spec cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecProblem {
    #[error("the depth must be from 1 to 12, not {0}")]
    Depth(u32),
    #[error("the branching must be a range within 1 to 25, not {0} to {1}")]
    Branching(u32, u32),
    #[error("the lowest value {0} is above the highest {1}")]
    Values(i64, i64),
    #[error("up to {0} nodes: the largest tree allowed has {MAX_NODES}")]
    TooLarge(u64),
    #[error("the generated arena is not valid: {0}")]
    Invalid(Problem),
}

/// Letters for the letter levels (no `R`: it is the root's name).
const UPPER: &[u8] = b"ABCDEFGHIJKLMNOPQSTUVWXYZ";
const LOWER: &[u8] = b"abcdefghijklmnopqstuvwxyz";

/// The name of child `i` (from 0) of `parent` at `depth` (from 1).
fn child_name(parent: &str, depth: u32, i: usize) -> String {
    let stem = if depth == 1 { "" } else { parent };
    match depth % 4 {
        1 => format!("{stem}{}", UPPER[i] as char),
        3 => format!("{stem}{}", LOWER[i] as char),
        _ => format!("{stem}{}", i + 1),
    }
}

impl RandomTreeSpec {
    fn check(&self) -> Result<(), SpecProblem> {
        let (lo, hi) = self.branching;
        if !(1..=12).contains(&self.depth) {
            return Err(SpecProblem::Depth(self.depth));
        }
        if lo < 1 || hi < lo || hi as usize > UPPER.len() {
            return Err(SpecProblem::Branching(lo, hi));
        }
        if self.values.0 > self.values.1 {
            return Err(SpecProblem::Values(self.values.0, self.values.1));
        }
        let most =
            (0..=self.depth).try_fold(0u64, |sum, d| sum.checked_add((hi as u64).checked_pow(d)?));
        match most {
            Some(n) if n <= MAX_NODES => Ok(()),
            Some(n) => Err(SpecProblem::TooLarge(n)),
            None => Err(SpecProblem::TooLarge(u64::MAX)),
        }
    }

    /// The tree as an arena description, nodes in depth-first order.
    pub fn arena_file(&self) -> Result<ArenaFile, SpecProblem> {
        self.check()?;
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut nodes = Vec::new();
        self.grow(&mut rng, &mut nodes, "R".into(), 0);
        let mut next_x = 0.0;
        place(&mut nodes, 0, &mut next_x);
        Ok(ArenaFile {
            initial: Some("R".into()),
            nodes,
        })
    }

    /// The checked arena graph.
    pub fn graph(&self) -> Result<ArenaGraph, SpecProblem> {
        self.arena_file()?.validate().map_err(SpecProblem::Invalid)
    }

    /// Adds the subtree of node `name` at `depth`; returns its index.
    fn grow(&self, rng: &mut ChaCha8Rng, nodes: &mut Vec<NodeData>, name: String, depth: u32) {
        let at = nodes.len();
        nodes.push(NodeData {
            name: name.clone(),
            owner: (depth % 2) as u8,
            edges: Vec::new(),
            outcome: None,
            value: None,
            label: None,
            pos: Some((0.0, depth as f32)),
        });
        if depth == self.depth {
            nodes[at].value = Some(rng.random_range(self.values.0..=self.values.1));
            return;
        }
        let k = rng.random_range(self.branching.0..=self.branching.1) as usize;
        for i in 0..k {
            let child = child_name(&name, depth + 1, i);
            nodes[at].edges.push(child.clone());
            self.grow(rng, nodes, child, depth + 1);
        }
    }
}

/// Places leaves one unit apart left to right, each parent above the middle of
/// its children (nodes in depth-first order); returns the node's x and the next index.
fn place(nodes: &mut [NodeData], at: usize, next_x: &mut f32) -> (f32, usize) {
    let kids = nodes[at].edges.len();
    let mut next = at + 1;
    let x = if kids == 0 {
        *next_x += 1.0;
        *next_x - 1.0
    } else {
        let (mut first, mut last) = (0.0, 0.0);
        for k in 0..kids {
            let (cx, after) = place(nodes, next, next_x);
            if k == 0 {
                first = cx;
            }
            last = cx;
            next = after;
        }
        (first + last) / 2.0
    };
    if let Some(pos) = &mut nodes[at].pos {
        pos.0 = x;
    }
    (x, next)
}

/// An arena description as RON text that [`crate::games::arena::file::parse`]
/// reads back, with `comment` as its first lines.
pub fn arena_ron(file: &ArenaFile, comment: &str) -> String {
    let mut out = String::new();
    for line in comment.lines() {
        out.push_str(&format!("// {line}\n"));
    }
    out.push_str("(\n");
    if let Some(initial) = &file.initial {
        out.push_str(&format!("    initial: {initial:?},\n"));
    }
    out.push_str("    nodes: [\n");
    for n in &file.nodes {
        let mut fields = vec![format!("name: {:?}", n.name)];
        if n.owner != 0 || !n.edges.is_empty() {
            fields.push(format!("owner: {}", n.owner));
        }
        if !n.edges.is_empty() {
            let edges: Vec<String> = n.edges.iter().map(|e| format!("{e:?}")).collect();
            fields.push(format!("edges: [{}]", edges.join(", ")));
        }
        if let Some(o) = n.outcome {
            fields.push(format!("outcome: {o:?}"));
        }
        if let Some(v) = n.value {
            fields.push(format!("value: {v}"));
        }
        if let Some(l) = &n.label {
            fields.push(format!("label: {l:?}"));
        }
        if let Some((x, y)) = n.pos {
            fields.push(format!("pos: ({x:?}, {y:?})"));
        }
        out.push_str(&format!("        ({}),\n", fields.join(", ")));
    }
    out.push_str("    ],\n)\n");
    out
}

/// The comment a saved random tree carries: how to generate it again.
pub fn spec_comment(spec: &RandomTreeSpec) -> String {
    format!(
        "A random alpha-beta exercise tree (ludoscope): depth {}, branching {} to {}, \
         values {} to {}, seed {}.\nPlayer 0 (max) owns R and the even depths.",
        spec.depth, spec.branching.0, spec.branching.1, spec.values.0, spec.values.1, spec.seed
    )
}

/// Writes a random tree as an arena file at `path`.
pub fn save_random_tree(spec: &RandomTreeSpec, path: &std::path::Path) -> Result<(), String> {
    let file = spec.arena_file().map_err(|e| e.to_string())?;
    std::fs::write(path, arena_ron(&file, &spec_comment(spec)))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}
