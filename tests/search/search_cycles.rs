//! The seeds' searches on arenas with cycles (seed 003 Definition 1.2) against
//! the attractor solver (the oracle, `src/solve`): from every state of the
//! bundled cyclic arena, of a two-node cycle and of seeded random cyclic
//! arenas, minimax, minimax-memo, alpha-beta (no depth) and negamax give the
//! solver's value: 1 in A(0), -1 in A(1), 0 (a draw or an infinite play)
//! elsewhere. Also: a 50,000-node chain searched on a deep stack.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use ludoscope::engine::{Game, Turn};
use ludoscope::games::Arena;
use ludoscope::games::arena::file::parse;
use ludoscope::search::deep::{on_deep_stack, stack_for};
use ludoscope::search::{
    AlphaBetaOptions, Negamax, NoTracer, Options, alphabeta, minimax, minimax_memo,
};
use ludoscope::solve::{SolveOptions, Value, solve};
use std::sync::atomic::AtomicBool;

/// The solver's value of every non-terminal state, on seed 003's scale.
fn oracle(g: &Arena) -> Vec<(u32, i32)> {
    let solution = solve(g, &SolveOptions::default()).unwrap();
    (0..g.graph().nodes.len() as u32)
        .filter(|s| !g.turn(s).is_terminal())
        .filter_map(|s| {
            let a = solution.answer(&s)?;
            let v = match a.value {
                Value::Win(0) => 1,
                Value::Win(_) => -1,
                Value::Draw | Value::Infinite => 0,
            };
            Some((s, v))
        })
        .collect()
}

/// Every search's value at every state the solver reaches equals the solver's.
fn check_against_solver(g: &Arena, name: &str) {
    assert!(g.may_repeat(), "{name} has a cycle");
    let expected = oracle(g);
    assert!(!expected.is_empty());
    for (s, v) in expected {
        let plain = minimax(g, &s, &mut NoTracer).unwrap();
        assert_eq!(plain.value, v, "{name}: minimax at {}", g.name(s));
        let memo = minimax_memo(g, &s, &mut NoTracer).unwrap();
        assert_eq!(memo.value, v, "{name}: minimax-memo at {}", g.name(s));
        let ab = alphabeta(g, &s, AlphaBetaOptions::default(), &mut NoTracer).unwrap();
        assert_eq!(ab.value, v, "{name}: alphabeta at {}", g.name(s));
        assert_eq!(
            ab.best,
            plain.best,
            "{name}: seed 004's best move at {}",
            g.name(s)
        );
        let mut engine = Negamax::new(g.clone(), Options::default()).unwrap();
        let stop = AtomicBool::new(false);
        let n = engine.deepen(&s, u8::MAX, &mut NoTracer, &stop).unwrap();
        let Turn::Player(p) = g.turn(&s) else {
            unreachable!()
        };
        let for_p0 = if p == 0 {
            n.value.signum()
        } else {
            -n.value.signum()
        };
        assert_eq!(for_p0, v, "{name}: negamax at {}", g.name(s));
        assert!(n.exact, "{name}: negamax's deepening ends at {}", g.name(s));
    }
}

fn arena(text: &str) -> Arena {
    Arena::from_graph("test", parse(text).unwrap())
}

#[test]
fn the_bundled_cyclic_arena_agrees_with_the_solver() {
    let g = Arena::load("assets/arenas/cyclic-infinite-play.ron").unwrap();
    check_against_solver(&g, "cyclic-infinite-play");
    // The file's own comment: start is a draw, a and b are infinite plays, x
    // and y are won by player 0, d by player 1.
    let value = |n: &str| minimax(&g, &g.id(n).unwrap(), &mut NoTracer).unwrap().value;
    let values: Vec<i32> = ["start", "a", "b", "c", "d", "x", "y"].map(value).to_vec();
    assert_eq!(values, [0, 0, 0, 0, -1, 1, 1]);
}

#[test]
fn two_nodes_pointing_at_each_other_are_an_infinite_play() {
    let g = arena(
        r#"(initial: "a", nodes: [(name: "a", owner: 0, edges: ["b"]),
            (name: "b", owner: 1, edges: ["a"])])"#,
    );
    check_against_solver(&g, "two-node cycle");
    let r = minimax(&g, &0, &mut NoTracer).unwrap();
    assert_eq!((r.value, r.pv.len()), (0, 2), "a -> b -> a repeats");
    // A self-loop too.
    let g = arena(r#"(initial: "a", nodes: [(name: "a", owner: 0, edges: ["a"])])"#);
    check_against_solver(&g, "self-loop");
}

/// A seeded random arena of `n` nodes: about a third terminal (won by 0, by 1,
/// drawn), the others owned by 0 or 1 with one to three edges anywhere.
fn random_arena(n: usize, seed: u64) -> String {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |m: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m as u64) as usize
    };
    let mut nodes = Vec::new();
    for i in 0..n {
        if i > 0 && next(3) == 0 {
            let o = ["Win0", "Win1", "Draw"][next(3)];
            nodes.push(format!("(name: \"n{i}\", outcome: {o})"));
        } else {
            let k = 1 + next(3);
            let mut edges: Vec<usize> = (0..k).map(|_| next(n)).collect();
            edges.sort_unstable();
            edges.dedup();
            let e: Vec<String> = edges.iter().map(|j| format!("\"n{j}\"")).collect();
            let owner = next(2);
            nodes.push(format!(
                "(name: \"n{i}\", owner: {owner}, edges: [{}])",
                e.join(", ")
            ));
        }
    }
    format!("(initial: \"n0\", nodes: [{}])", nodes.join(", "))
}

#[test]
fn random_cyclic_arenas_agree_with_the_solver() {
    let mut cyclic = 0;
    for seed in 1..=60 {
        let g = arena(&random_arena(9, seed));
        if g.may_repeat() {
            cyclic += 1;
            check_against_solver(&g, &format!("random arena {seed}"));
        }
    }
    assert!(cyclic >= 20, "only {cyclic} random arenas had a cycle");
}

/// A chain of `n` inner nodes, players alternating, ending in a win of player 0.
fn chain(n: usize) -> Arena {
    arena(&common::chain_arena_text(n))
}

#[test]
fn a_50000_node_chain_is_searched_on_a_deep_stack() {
    let g = chain(50_000);
    assert!(!g.may_repeat());
    let stack = stack_for(&g);
    assert!(
        stack.is_some(),
        "a 50,000-ply line needs more than the usual stack"
    );
    let (ab, mm) = on_deep_stack(stack, || {
        let root = g.initial_state();
        let ab = alphabeta(&g, &root, AlphaBetaOptions::default(), &mut NoTracer).unwrap();
        let mm = minimax(&g, &root, &mut NoTracer).unwrap();
        (ab, mm)
    })
    .unwrap();
    assert_eq!((ab.value, mm.value), (1, 1));
    assert_eq!(ab.stats.nodes, 50_001);
    assert_eq!(
        mm.pv.len(),
        50_000,
        "the whole chain is the principal variation"
    );
    assert_eq!(mm.pv[0], 1);
    assert_eq!(mm.pv[49_999], 50_000);
}
