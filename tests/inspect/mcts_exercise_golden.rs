//! The MCTS exercise trees built from real runs
//! (`ludoscope::inspect::exercise::mcts::run::from_run`) on several games,
//! seeds and iteration counts, pinned: each tree's shape (every node's label,
//! children, N and Q, final result), the path asked and its result, and the
//! tree after that iteration. The figures were taken from the code before the
//! exercise read its runs from `inspect::mcts::MctsRun` (when it kept its own
//! tracer), so the exercise builds the very same trees. Index:
//! - `exercise_trees_are_those_pinned`: the digest and a summary per case
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::state_after;
use ludoscope::games::{Catalogued, Chomp, ConnectFour, Cram, Nim, TicTacToe};
use ludoscope::inspect::exercise::mcts::MctsTree;
use ludoscope::inspect::exercise::mcts::run::{FromRun, from_run};
use ludoscope::search::mcts::MctsOptions;

/// Every node of `t` as one line: label, parent, children, N, Q, final result.
fn describe(t: &MctsTree) -> String {
    let mut out = format!("c={}\n", t.c);
    for n in &t.nodes {
        out += &format!(
            "{}|{:?}|{:?}|{}|{}|{:?}\n",
            n.label, n.parent, n.children, n.visits, n.total, n.terminal
        );
    }
    out
}

/// FNV-1a, 64 bits.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// One case: a summary a reader can check (nodes, root's N, the path, the
/// result) and the digest of both trees.
fn digest(run: &FromRun) -> String {
    let whole = describe(&run.tree) + "--\n" + &describe(&run.after);
    format!(
        "nodes {} root N {} path {:?} result {} digest {:016x}",
        run.tree.nodes.len(),
        run.tree.nodes[0].visits,
        run.path,
        run.result,
        fnv(&whole)
    )
}

fn case<G: Catalogued>(g: &G, line: &[&str], k: u32, seed: u64) -> String {
    let root = state_after(g, line).unwrap();
    let opts = MctsOptions {
        iterations: 1,
        exploration: std::f64::consts::SQRT_2,
        seed,
    };
    digest(&from_run(g, &root, k, &opts).unwrap())
}

fn all_cases() -> Vec<String> {
    let mut out = Vec::new();
    for (seed, k) in [(0, 1), (0, 5), (1, 12), (2, 30), (3, 60)] {
        out.push(case(&TicTacToe, &[], k, seed));
    }
    out.push(case(&TicTacToe, &["5", "1", "9", "3"], 40, 7));
    out.push(case(&ConnectFour::default(), &[], 25, 4));
    out.push(case(&Nim::new(&[1, 2, 3]).unwrap(), &[], 20, 5));
    out.push(case(&Chomp::new(3, 4).unwrap(), &[], 33, 6));
    out.push(case(&Cram::new(3, 3).unwrap(), &[], 17, 8));
    out
}

#[test]
fn exercise_trees_are_those_pinned() {
    let got = all_cases();
    let want: Vec<&str> = PINNED
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(got.len(), want.len(), "{got:#?}");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "case {i}: all {got:#?}");
    }
}

const PINNED: &str = "
nodes 26 root N 1 path [0, 1] result -1 digest a77d586427b5d1ed
nodes 58 root N 5 path [0, 3] result 1 digest ba900975a77d2b05
nodes 110 root N 12 path [0, 2, 34] result 0 digest 7d2a15aa340f8470
nodes 236 root N 30 path [0, 7, 18] result 1 digest a97840a3b86ed0f4
nodes 436 root N 60 path [0, 3, 26] result -1 digest d5d7a44d658d8860
nodes 86 root N 40 path [0, 1, 16, 31] result 1 digest 6f526a55454fff00
nodes 190 root N 25 path [0, 7, 51] result -1 digest 396434978b596451
nodes 76 root N 20 path [0, 2, 31] result 1 digest 3b14cf8e98fa5446
nodes 195 root N 33 path [0, 1] result -1 digest 88b752fb752183d1
nodes 125 root N 17 path [0, 10, 49] result -1 digest 9bc52a2cb914be71
";
