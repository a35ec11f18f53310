//! Perft: counting the action sequences and distinct states at each depth, the
//! move-generation check of every game (and a speed benchmark).
//!
//! A "node at depth d" is a sequence of exactly `d` joint actions from the root; a
//! line that reaches a final state before depth `d` ends there and counts for
//! nothing deeper. Chance outcomes and simultaneous joint actions count as one
//! action each.

use super::game::{Game, Move, Turn};
use super::player::Actor;
use super::transition::available;
use std::collections::HashMap;

/// The counts at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftLevel {
    pub depth: usize,
    /// Action sequences of exactly `depth` actions.
    pub nodes: u64,
    /// Those of them that end in a final state.
    pub terminal: u64,
    /// Distinct states reached by exactly `depth` actions.
    pub distinct: u64,
}

/// Every joint action at `s`: the product of the actors' available actions.
pub fn joint_actions<G: Game>(g: &G, s: &G::State) -> Vec<Vec<Move<G::Action>>> {
    let mut joints: Vec<Vec<Move<G::Action>>> = vec![vec![]];
    for actor in g.turn(s).actors() {
        let options = available(g, s, actor);
        joints = joints
            .iter()
            .flat_map(|j| {
                options.iter().map(move |&a| {
                    let mut k = j.clone();
                    k.push(Move::new(actor, a));
                    k
                })
            })
            .collect();
    }
    if g.turn(s).is_terminal() {
        joints.clear();
    }
    joints
}

/// Counts per depth `0..=depth` by breadth-first expansion of distinct states, each
/// carrying the number of sequences that reach it. Memory grows with the number of
/// distinct states at the deepest level (see [`perft_levels_capped`] for a bound).
pub fn perft_levels<G: Game>(g: &G, root: &G::State, depth: usize) -> Vec<PerftLevel> {
    perft_levels_capped(g, root, depth, usize::MAX).levels
}

/// Perft's counts when the distinct states kept are bounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CappedPerft {
    /// One level per depth; past [`CappedPerft::distinct_to`] its `distinct` is 0
    /// (not counted) while `nodes` and `terminal` stay exact.
    pub levels: Vec<PerftLevel>,
    /// The deepest depth whose distinct states were counted, when a deeper
    /// level would have held more than the bound (`None`: every depth counted).
    pub distinct_to: Option<usize>,
}

/// [`perft_levels`] keeping at most `max_states` distinct states in a level:
/// when the next level would hold more, the deeper levels' sequences and final
/// states are counted depth-first from the last level kept (each state weighed
/// by the sequences reaching it), without distinct states.
pub fn perft_levels_capped<G: Game>(
    g: &G,
    root: &G::State,
    depth: usize,
    max_states: usize,
) -> CappedPerft {
    let mut level: HashMap<G::State, u64> = HashMap::from([(root.clone(), 1)]);
    let mut out = Vec::with_capacity(depth + 1);
    for d in 0..=depth {
        let terminal = level
            .iter()
            .filter(|(s, _)| g.turn(s).is_terminal())
            .map(|(_, &n)| n)
            .sum();
        out.push(PerftLevel {
            depth: d,
            nodes: level.values().sum(),
            terminal,
            distinct: level.len() as u64,
        });
        if d == depth {
            break;
        }
        match next_level(g, &level, max_states) {
            Some(next) => level = next,
            None => {
                out.extend(count_tail(g, &level, d, depth));
                return CappedPerft {
                    levels: out,
                    distinct_to: Some(d),
                };
            }
        }
    }
    CappedPerft {
        levels: out,
        distinct_to: None,
    }
}

/// The distinct states one action after `level`, with their sequences; `None`
/// once they are more than `max_states`.
fn next_level<G: Game>(
    g: &G,
    level: &HashMap<G::State, u64>,
    max_states: usize,
) -> Option<HashMap<G::State, u64>> {
    let mut next: HashMap<G::State, u64> = HashMap::new();
    for (s, n) in level {
        for joint in joint_actions(g, s) {
            let mut child = s.clone();
            g.apply(&mut child, &joint);
            *next.entry(child).or_insert(0) += n;
            if next.len() > max_states {
                return None;
            }
        }
    }
    Some(next)
}

/// The levels `from + 1 ..= depth` counted depth-first from the states of
/// level `from` (distinct states not counted: 0).
fn count_tail<G: Game>(
    g: &G,
    level: &HashMap<G::State, u64>,
    from: usize,
    depth: usize,
) -> Vec<PerftLevel> {
    let plies = depth - from;
    let (mut nodes, mut terminal) = (vec![0u64; plies + 1], vec![0u64; plies + 1]);
    for (s, &n) in level {
        if !g.turn(s).is_terminal() {
            tail(g, s, 0, n, &mut nodes, &mut terminal);
        }
    }
    (1..=plies)
        .map(|k| PerftLevel {
            depth: from + k,
            nodes: nodes[k],
            terminal: terminal[k],
            distinct: 0,
        })
        .collect()
}

/// Adds the sequences below `s` (reached `at` plies down, by `weight`
/// sequences) to `nodes` and `terminal` per ply.
fn tail<G: Game>(
    g: &G,
    s: &G::State,
    at: usize,
    weight: u64,
    nodes: &mut [u64],
    terminal: &mut [u64],
) {
    if at > 0 {
        nodes[at] += weight;
        if g.turn(s).is_terminal() {
            terminal[at] += weight;
            return;
        }
    }
    if at + 1 >= nodes.len() {
        return;
    }
    for joint in joint_actions(g, s) {
        let mut child = s.clone();
        g.apply(&mut child, &joint);
        tail(g, &child, at + 1, weight, nodes, terminal);
    }
}

/// The number of nodes at exactly `depth`, by depth-first search with bulk counting
/// at the last ply: the fast path and the benchmark.
pub fn perft_nodes<G: Game>(g: &G, root: &G::State, depth: usize) -> u64 {
    let mut buffers = vec![Vec::new(); depth];
    count(g, root, depth, &mut buffers)
}

fn count<G: Game>(g: &G, s: &G::State, depth: usize, buffers: &mut [Vec<G::Action>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    match g.turn(s) {
        Turn::Terminal => 0,
        Turn::Player(p) if depth == 1 => g.legal_count(s, p) as u64,
        Turn::Player(p) => {
            let Some((actions, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            g.legal_actions(s, p, actions);
            let mut n = 0;
            for &a in actions.iter() {
                let mut child = s.clone();
                g.play(&mut child, Actor::Player(p), a);
                n += count(g, &child, depth - 1, rest);
            }
            n
        }
        _ => {
            let joints = joint_actions(g, s);
            if depth == 1 {
                return joints.len() as u64;
            }
            joints
                .iter()
                .map(|joint| {
                    let mut child = s.clone();
                    g.apply(&mut child, joint);
                    count(g, &child, depth - 1, &mut buffers[1..])
                })
                .sum()
        }
    }
}
