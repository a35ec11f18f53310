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

use crate::games::arena::tree::MAX_CHILDREN;
pub use crate::games::arena::write::arena_ron;
use crate::games::arena::{ArenaFile, ArenaGraph, Problem, TreeShape};
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

impl RandomTreeSpec {
    fn check(&self) -> Result<(), SpecProblem> {
        let (lo, hi) = self.branching;
        if !(1..=12).contains(&self.depth) {
            return Err(SpecProblem::Depth(self.depth));
        }
        if lo < 1 || hi < lo || hi as usize > MAX_CHILDREN {
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

    /// The tree, drawn from the spec's generator.
    pub fn tree(&self) -> Result<TreeShape, SpecProblem> {
        self.check()?;
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        Ok(self.grow(&mut rng, 0))
    }

    /// The tree as an arena description, nodes in depth-first order.
    pub fn arena_file(&self) -> Result<ArenaFile, SpecProblem> {
        Ok(self.tree()?.arena_file())
    }

    /// The checked arena graph.
    pub fn graph(&self) -> Result<ArenaGraph, SpecProblem> {
        self.arena_file()?.validate().map_err(SpecProblem::Invalid)
    }

    /// The subtree of a node at `depth`.
    fn grow(&self, rng: &mut ChaCha8Rng, depth: u32) -> TreeShape {
        if depth == self.depth {
            return TreeShape::Leaf(rng.random_range(self.values.0..=self.values.1));
        }
        let k = rng.random_range(self.branching.0..=self.branching.1);
        TreeShape::Node((0..k).map(|_| self.grow(rng, depth + 1)).collect())
    }
}

/// The comment a saved random tree carries: how to generate it again.
pub fn spec_comment(spec: &RandomTreeSpec) -> String {
    format!(
        "A random alpha-beta exercise tree (ludoscope): depth {}, branching {} to {}, \
         values {} to {}, seed {}.\nPlayer 0 (max) owns R and the even depths.",
        spec.depth, spec.branching.0, spec.branching.1, spec.values.0, spec.values.1, spec.seed
    )
}

/// Writes a random tree as an arena file at `path` (replacing it), through
/// the one atomic writer ([`crate::files::write_atomic`]: never half a file,
/// and never into a named pipe or a folder).
pub fn save_random_tree(spec: &RandomTreeSpec, path: &std::path::Path) -> Result<(), String> {
    let file = spec.arena_file().map_err(|e| e.to_string())?;
    let text = arena_ron(&file, &spec_comment(spec));
    crate::files::write_atomic(path, text.as_bytes(), true).map_err(|e| e.to_string())
}
