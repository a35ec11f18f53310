//! [`Exercise`]: one exercise tree ready to practise on, built once when it is
//! chosen: both searches of it (seed 004's MinMax over the whole tree, its
//! AlphaBeta with the chosen cut rule and order of children), each indexed as
//! the inspector indexes a trace ([`Loaded`]: the full tree is what the
//! exercise draws, the alpha-beta one is what it steps through and explains),
//! the whole-tree answer key with the map between the two, and the root's
//! best move.

use super::whole::WholeTree;
use super::{arena_depth, arena_traces_in, best_move};
use crate::engine::Game;
use crate::games::{AnyGame, Arena};
use crate::inspect::{Algorithm, InspectTrace, Loaded, SearchSettings};
use crate::search::{CutRule, Trace};

/// One exercise tree and everything drawn and graded on it.
#[derive(Clone, Debug)]
pub struct Exercise {
    pub arena: Arena,
    pub cut: CutRule,
    /// Children best first ([`crate::inspect::reorder`]) instead of the game's order.
    pub reorder: bool,
    /// Seed 004's MinMax over the whole tree.
    pub full: Trace<u32>,
    /// Seed 004's AlphaBeta.
    pub pruned: Trace<u32>,
    /// The full tree as the inspector shows a trace (its layout is drawn).
    pub tree: Loaded,
    /// The alpha-beta trace as the inspector steps through it.
    pub search: Loaded,
    /// The whole-tree answer key, and which full node each alpha-beta node is.
    pub key: WholeTree,
    /// The full node of each alpha-beta node.
    full_of: Vec<u32>,
    /// The index of the root's best move (seed 004, "meilleur coup").
    pub best: Option<usize>,
}

impl Exercise {
    /// Searches `arena` both ways; the message says why it cannot be an exercise.
    pub fn new(arena: Arena, cut: CutRule, reorder: bool) -> Result<Exercise, String> {
        let depth = arena_depth(&arena).map_err(|e| e.to_string())?;
        let (full, pruned) = arena_traces_in(&arena, cut, reorder).map_err(|e| e.to_string())?;
        let settings = |algorithm| SearchSettings {
            algorithm,
            depth: Some(depth),
            cut,
            reorder,
            ..SearchSettings::default()
        };
        let index = |trace: &Trace<u32>, algorithm| {
            let root = arena.initial_state();
            let t = InspectTrace::from_typed(&arena, &[], &root, algorithm, trace.clone())?
                .with_settings(settings(algorithm));
            Loaded::with_game(t, AnyGame::Arena(arena.clone()))
        };
        let tree = index(&full, Algorithm::MinimaxDepth)?;
        let search = index(&pruned, Algorithm::AlphaBeta)?;
        let key = WholeTree::new(&full, &pruned).map_err(|e| e.to_string())?;
        let mut full_of = vec![0; pruned.node_count()];
        for f in 0..full.node_count() as u32 {
            if let Some(slot) = key.searched_as(f).and_then(|s| full_of.get_mut(s as usize)) {
                *slot = f;
            }
        }
        let best = best_move(&full);
        Ok(Exercise {
            arena,
            cut,
            reorder,
            full,
            pruned,
            tree,
            search,
            key,
            full_of,
            best,
        })
    }

    /// The full node of alpha-beta's node `id`.
    pub fn full_node(&self, id: u32) -> Option<u32> {
        self.full_of.get(id as usize).copied()
    }

    /// The root's children (full node ids) in the order searched.
    pub fn root_moves(&self) -> Vec<u32> {
        match self.tree.tree.roots().first() {
            Some(&root) => self.tree.tree.children(root).collect(),
            None => Vec::new(),
        }
    }

    /// The name of the node a full node stands for (`None` for the root).
    pub fn name(&self, full_id: u32) -> Option<&str> {
        self.full.action(full_id).map(|a| self.arena.name(a))
    }
}
