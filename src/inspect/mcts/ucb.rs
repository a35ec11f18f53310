//! The numbers that drive MCTS's selection, as the inspector shows them: each
//! child's row (visits, mean, UCB and its two terms), why selection took the
//! child it took, and the most visited child with the search's own tie rule.
//!
//! UCT (Kocsis & Szepesvári 2006, "Bandit based Monte-Carlo planning"; issue 22)
//! takes at a player's node the first unvisited child, else the child of
//! largest
//!
//! ```text
//! UCB = Q/N + c * sqrt(ln N_parent / N)
//! ```
//!
//! where Q is the child's sum of playout scores for the player who chooses, N
//! its visits, N_parent the node's visits and c the exploration constant; the
//! first of equal values wins. The terms here are [`crate::search::ucb`]'s,
//! the function [`crate::search::mcts`] selects with, so they are the values
//! the search compared.

use super::replay::MctsReplay;
use super::shape::Chooser;
use super::{ChildRow, Why};
use crate::search::ucb::Uct;

/// The rows of node `id`'s children at the replay's cursor, in the game's
/// order, each with its rank in expansion's (shuffled) order (empty when it
/// has none yet). At a chance node the rows carry no UCB.
pub fn rows(r: &MctsReplay, id: u32) -> Vec<ChildRow> {
    let s = &r.run().shape;
    let (player, chance) = match s.chooser[id as usize] {
        Chooser::Player(p) => (p, false),
        _ => (s.value_player[id as usize], true),
    };
    let uct = Uct::new(r.run().options.exploration, r.visits(id).into());
    let best = r.best_child(id);
    let top = r.children(id).map(|c| r.visits(c)).max().unwrap_or(0);
    let at_top = r.children(id).filter(|&c| r.visits(c) == top).count();
    let first = r.children(id).start;
    r.children_in_game_order(id)
        .into_iter()
        .map(|child| {
            let n = r.visits(child);
            let (exploit, explore) = if n == 0 {
                (0.0, None)
            } else {
                let terms = uct.score(r.sum(child, player), n.into());
                (terms.exploit, (!chance).then_some(terms.explore))
            };
            ChildRow {
                action: r.node_action(child),
                node: child,
                visits: n,
                mean: exploit,
                ucb: explore.map(|e| exploit + e),
                exploit,
                explore,
                prior_rank: (child - first) as usize + 1,
                best: best == Some(child),
                most_visited: n > 0 && n == top,
                tied: n > 0 && n == top && at_top > 1,
            }
        })
        .collect()
}

/// Why selection went from `node` to `chosen` (with the counts at the cursor).
pub fn why(r: &MctsReplay, node: u32, chosen: u32) -> Why {
    let s = &r.run().shape;
    let player = match s.chooser[node as usize] {
        Chooser::Player(p) => p,
        _ => {
            return Why::Chance {
                prob: s.prob[chosen as usize],
            };
        }
    };
    if r.visits(chosen) == 0 {
        return Why::Unvisited;
    }
    let exploit = |c: u32| r.sum(c, player) / r.visits(c).max(1) as f64;
    Why::tried(exploit(chosen), r.children(node).map(exploit))
}

/// The index of the most visited of children given as (visits, mean), ties on
/// visits broken by the larger mean, then by the later child: the rule of the
/// search's best move (`Iterator::max_by`).
pub fn best_index(keys: impl Iterator<Item = (u32, f64)>) -> Option<usize> {
    keys.enumerate()
        .max_by(|(_, a), (_, b)| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)))
        .map(|(i, _)| i)
}
