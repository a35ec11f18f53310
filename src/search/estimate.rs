//! The size of a game tree, estimated before searching it, so that the command
//! line can warn about a request too large to finish. Knuth's random probes
//! ("Estimating the efficiency of backtrack programs", 1975): follow one line
//! from the root, choosing each child uniformly at random; with `b1, b2, ...`
//! the numbers of children met, the line's estimate is
//! `1 + b1 + b1 b2 + b1 b2 b3 + ...`, whose mean over random lines is exactly the
//! number of nodes of the tree (chance's outcomes count as children, like the
//! players' moves). The mean of many lines is the estimate: exact when every node
//! of a depth has as many children, rough (but of the right order) otherwise.
//!
//! Lines stop at a final state, at the depth limit, or after [`MAX_PLIES`] (a
//! cycle): the estimate then says it was cut. The work is bounded by
//! [`MAX_STEPS`] plays over all lines.

use crate::engine::{Actor, Game, Prob, Turn};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The longest line followed.
pub const MAX_PLIES: u32 = 1_000;

/// The most plays over all the lines of one estimate.
pub const MAX_STEPS: u64 = 200_000;

/// An estimated tree size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TreeEstimate {
    /// The estimated number of nodes, the root included.
    pub nodes: f64,
    /// The lines followed.
    pub lines: u32,
    /// Some line was cut at [`MAX_PLIES`] (the tree may be infinite).
    pub cut: bool,
}

/// Estimates the nodes of `g`'s tree from `root` to `depth` plies (`None`: to
/// the end) from up to `lines` random lines (at least one), seeded by `seed`.
/// Simultaneous moves end a line (they are not searched here).
pub fn estimate_tree<G: Game>(
    g: &G,
    root: &G::State,
    depth: Option<u32>,
    lines: u32,
    seed: u64,
) -> TreeEstimate {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let limit = depth.unwrap_or(MAX_PLIES).min(MAX_PLIES);
    let (mut sum, mut done, mut steps, mut cut) = (0.0, 0u32, 0u64, false);
    let mut moves = Vec::new();
    let mut outcomes: Vec<(G::Action, Prob)> = Vec::new();
    while done < lines.max(1) && (done == 0 || steps < MAX_STEPS) {
        let (mut s, mut product, mut line) = (root.clone(), 1.0f64, 1.0f64);
        for ply in 0..=limit {
            let (actor, children) = match g.turn(&s) {
                Turn::Player(p) => {
                    g.legal_actions(&s, p, &mut moves);
                    (Actor::Player(p), moves.len())
                }
                Turn::Chance => {
                    g.chance_outcomes(&s, &mut outcomes);
                    moves.clear();
                    moves.extend(outcomes.iter().map(|(a, _)| *a));
                    (Actor::Chance, moves.len())
                }
                _ => break,
            };
            if children == 0 {
                break;
            }
            if ply == limit {
                cut |= depth.is_none();
                break;
            }
            product *= children as f64;
            line += product;
            let a = moves[rng.random_range(0..children)];
            g.play(&mut s, actor, a);
            steps += 1;
        }
        sum += line;
        done += 1;
    }
    TreeEstimate {
        nodes: sum / f64::from(done),
        lines: done,
        cut,
    }
}

/// A large number for reading: "about 549946", `4.5e12` as "about 10^12",
/// beyond a double's range "more than 10^308".
pub fn magnitude(n: f64) -> String {
    if !n.is_finite() {
        "more than 10^308".to_string()
    } else if n < 1e6 {
        format!("about {n:.0}")
    } else {
        format!("about 10^{:.0}", n.log10().floor())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magnitudes() {
        assert_eq!(magnitude(549_946.0), "about 549946");
        assert_eq!(magnitude(4.5e12), "about 10^12");
        // A product of branching factors over thousands of plies overflows.
        assert_eq!(magnitude(f64::INFINITY), "more than 10^308");
    }
}
