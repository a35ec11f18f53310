//! The exercise modes of the search inspector, graded against the real
//! alpha-beta (seed 004, AlphaBeta): [`step`] asks, before each step of a
//! recorded trace, what comes next (the value a node returns, its new alpha or
//! beta, whether it cuts) and keeps a score; [`whole`] takes a whole sheet (every
//! value alpha-beta returns, every pruned edge marked) and lists each mistake.
//! The trees are the bundled exercise arenas, any arena file, random trees
//! ([`super::random_tree`]) or edited ones; [`exercise_traces`] records both
//! searches of one, in the game's order of children or best first
//! ([`super::reorder`]), and [`loaded::Exercise`] holds them ready to draw and
//! grade. [`explain`] writes why an answer is right with the inspector's own
//! rule text, and [`best_move`] is seed 004's "meilleur coup". Apart from
//! alpha-beta, [`mcts`] is the MCTS exercise: which child UCT selection picks
//! and the counts after backpropagation, on seeded or real-run trees. Both
//! quizzes, step and MCTS, are one engine over their own questions ([`quiz`]).

pub mod explain;
pub mod loaded;
pub mod mcts;
pub mod quiz;
pub mod step;
pub mod whole;

use super::reorder::Reordered;
use super::run::Recorder;
use super::tree::Tree;
use crate::engine::Game;
use crate::games::arena::ArenaGraph;
use crate::search::trace::{INFINITY, NO_PARENT, Value};
use crate::search::{AlphaBetaOptions, CutRule, Heuristic, Trace, alphabeta, minimax_depth};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

/// The largest tree an exercise takes, in nodes.
pub const EXERCISE_NODES: usize = 20_000;

/// Why a game cannot be an exercise.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExerciseError {
    #[error("{0}")]
    Search(#[from] crate::search::SearchError),
    #[error(
        "the game tree to depth {depth} has more than {EXERCISE_NODES} nodes (cycles or too many paths): an exercise needs a small tree"
    )]
    TooLarge { depth: u32 },
    #[error("the trees do not match: {0}")]
    Mismatch(String),
    #[error("the recorded trace cannot be read: {0}")]
    Trace(String),
}

/// The full tree and the alpha-beta trace of one exercise.
pub type TracePair<A> = (Trace<A>, Trace<A>);

/// The full tree (seed 004 MinMax to `depth`, every node) and the alpha-beta
/// trace (seed 004 AlphaBeta with `cut`) of `root`.
pub fn exercise_traces<G: Heuristic>(
    g: &G,
    root: &G::State,
    depth: u32,
    cut: CutRule,
) -> Result<TracePair<G::Action>, ExerciseError> {
    // The recorder stops the search as soon as the recording is full, so a
    // huge tree is refused after EXERCISE_NODES nodes, not after its search.
    let never = AtomicBool::new(false);
    let mut full = Recorder::new(EXERCISE_NODES, &never, &|_| {});
    minimax_depth(g, root, depth, &mut full)?;
    if full.trace.truncated() {
        return Err(ExerciseError::TooLarge { depth });
    }
    let full = full.trace;
    let mut pruned = Trace::with_budget(EXERCISE_NODES);
    let opts = AlphaBetaOptions {
        depth: Some(depth),
        cut,
        ..AlphaBetaOptions::default()
    };
    alphabeta(g, root, opts, &mut pruned)?;
    Ok((full, pruned))
}

/// The two traces of an arena, searched to its longest play (an acyclic arena),
/// or unrolled to [`CYCLIC_DEPTH`] plies (an arena with cycles). The size of the
/// unrolled tree is counted first, so a huge one is refused before any search.
pub fn arena_traces(
    arena: &crate::games::Arena,
    cut: CutRule,
) -> Result<TracePair<u32>, ExerciseError> {
    arena_traces_in(arena, cut, false)
}

/// [`arena_traces`] with the children best first for the player to move when
/// `reorder` is set (the inspector's "children" setting, [`Reordered`]).
pub fn arena_traces_in(
    arena: &crate::games::Arena,
    cut: CutRule,
    reorder: bool,
) -> Result<TracePair<u32>, ExerciseError> {
    let depth = arena_depth(arena)?;
    let game = Reordered {
        game: arena.clone(),
        reorder,
    };
    exercise_traces(&game, &arena.initial_state(), depth, cut)
}

/// The depth an arena is searched to: its longest play, or [`CYCLIC_DEPTH`]
/// with cycles; a tree over [`EXERCISE_NODES`] nodes is refused.
pub fn arena_depth(arena: &crate::games::Arena) -> Result<u32, ExerciseError> {
    let graph = arena.graph();
    let depth = longest_play(graph).unwrap_or(CYCLIC_DEPTH);
    let mut memo = HashMap::new();
    if unrolled_size(graph, graph.initial, depth, &mut memo) > EXERCISE_NODES as u64 {
        return Err(ExerciseError::TooLarge { depth });
    }
    Ok(depth)
}

/// Seed 004's "meilleur coup" on the full MinMax trace `full`: the first child
/// of the root (in the order searched) whose value equals the root's; its
/// index among the root's children. `None` for a root without children.
pub fn best_move<A: Copy>(full: &Trace<A>) -> Option<usize> {
    let tree = Tree::new(full).ok()?;
    let root = *tree.roots().first()?;
    let value = full.node(root).filter(|n| n.parent == NO_PARENT)?.value;
    tree.children(root)
        .position(|c| full.node(c).is_some_and(|n| n.value == value))
}

/// The depth an arena with cycles is unrolled to.
pub const CYCLIC_DEPTH: u32 = 12;

/// The number of moves of the longest play from the initial node, `None` when a
/// cycle is reachable.
fn longest_play(graph: &ArenaGraph) -> Option<u32> {
    // 0 unseen, 1 on the current path, 2 done (longest[i] known).
    let mut mark = vec![0u8; graph.nodes.len()];
    let mut longest = vec![0u32; graph.nodes.len()];
    let mut stack = vec![(graph.initial, 0usize)];
    mark[graph.initial as usize] = 1;
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        let edges = &graph.nodes[v as usize].edges;
        if let Some(&c) = edges.get(*next) {
            *next += 1;
            match mark[c as usize] {
                0 => {
                    mark[c as usize] = 1;
                    stack.push((c, 0));
                }
                1 => return None,
                _ => {}
            }
        } else {
            longest[v as usize] = edges
                .iter()
                .map(|&c| longest[c as usize] + 1)
                .max()
                .unwrap_or(0);
            mark[v as usize] = 2;
            stack.pop();
        }
    }
    Some(longest[graph.initial as usize])
}

/// The nodes of the tree of plays from `v` to `depth` moves, saturated just
/// above [`EXERCISE_NODES`].
fn unrolled_size(
    graph: &ArenaGraph,
    v: u32,
    depth: u32,
    memo: &mut HashMap<(u32, u32), u64>,
) -> u64 {
    let cap = EXERCISE_NODES as u64 + 1;
    if depth == 0 {
        return 1;
    }
    if let Some(&n) = memo.get(&(v, depth)) {
        return n;
    }
    let mut n = 1u64;
    for &c in &graph.nodes[v as usize].edges {
        n = (n + unrolled_size(graph, c, depth - 1, memo)).min(cap);
    }
    memo.insert((v, depth), n);
    n
}

/// Reads a value typed by a student: an integer, or `inf`, `+inf`, `-inf`, `∞`.
pub fn parse_value(text: &str) -> Option<Value> {
    let t = text.trim();
    match t {
        "inf" | "+inf" | "∞" | "+∞" => Some(INFINITY),
        "-inf" | "-∞" => Some(-INFINITY),
        _ => t
            .parse::<i64>()
            .ok()
            .map(|v| v.clamp(-INFINITY as i64, INFINITY as i64) as Value),
    }
}
