//! The attractor solver against obviously-correct oracles written here:
//! - a plain memoised minimax (seed 003, Definition 2.1): on every acyclic game,
//!   state by state, `v(s) = 1` iff `s ∈ A(0)` and `v(s) = -1` iff `s ∈ A(1)`
//!   (seed 003, Proposition 2.2);
//! - the attractor sequence computed naively from its definition (seed 003,
//!   Definition 1.5), set by set until stationary: same levels, same ranks;
//! - the recorded strategy, followed against every reply, wins within rank moves;
//! - the backward sweep (acyclic graphs numbered in topological order) and the
//!   counter algorithm agree;
//! - Chomp: the first player wins every bar larger than 1x1 (strategy stealing);
//! - tic-tac-toe has 5,478 states, as perft counts;
//! - `by_rank` lists `A_n(i)` as a prefix for every `n`; a solve can be cancelled.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, Turn, perft_levels};
use ludoscope::games::{Arena, Chomp, ConnectFour, Cram, Nim, TicTacToe};
use ludoscope::solve::{
    Attractors, Solution, SolveError, SolveOptions, Value, solve, solve_cancellable,
};
use std::collections::HashMap;

/// The sign of a final state for player 0: 1, -1 or 0 (values of arenas by sign).
fn terminal_sign<G: Game>(g: &G, s: &G::State) -> i8 {
    let sc = g.scores(s).expect("a final state has scores");
    let d = sc.get(0) - sc.get(1);
    if d > 0.0 {
        1
    } else if d < 0.0 {
        -1
    } else {
        0
    }
}

/// Seed 003, Definition 2.1, memoised (Exercise 2.1).
fn minimax<G: Game>(g: &G, s: &G::State, memo: &mut HashMap<G::State, i8>) -> i8 {
    if let Some(&v) = memo.get(s) {
        return v;
    }
    let v = match g.turn(s) {
        Turn::Terminal => terminal_sign(g, s),
        Turn::Player(p) => {
            let mut actions = Vec::new();
            g.legal_actions(s, p, &mut actions);
            let values = actions.iter().map(|&a| {
                let mut c = s.clone();
                g.play(&mut c, Actor::Player(p), a);
                minimax(g, &c, memo)
            });
            let v = if p == 0 { values.max() } else { values.min() };
            v.expect("a non-terminal state has moves")
        }
        t => panic!("not sequential: {t:?}"),
    };
    memo.insert(s.clone(), v);
    v
}

fn sign(v: Value) -> i8 {
    match v {
        Value::Win(0) => 1,
        Value::Win(_) => -1,
        _ => 0,
    }
}

/// Every state of the solution has its minimax value.
fn check_minimax<G: Game>(sol: &Solution<G>) {
    assert!(sol.attractors.acyclic);
    let mut memo = HashMap::new();
    for id in 0..sol.graph.len() as u32 {
        let s = sol.graph.state(id);
        let v = minimax(&sol.game, &s, &mut memo);
        assert_eq!(sign(sol.value(id)), v, "state {id}: {s:?}");
        assert_ne!(sol.value(id), Value::Infinite);
    }
}

/// `A_n(i)` straight from seed 003, Definition 1.5: the first `n` for each state.
fn naive_ranks<G: Game>(sol: &Solution<G>, i: usize) -> Vec<Option<u32>> {
    let gr = &sol.graph;
    let n = gr.len() as u32;
    let won = if i == 0 { 2 } else { 3 };
    let mut rank: Vec<Option<u32>> = (0..n).map(|v| (gr.kind(v) == won).then_some(0)).collect();
    for level in 1.. {
        let before = rank.clone();
        let inside = |v: &u32| before[*v as usize].is_some();
        for v in 0..n {
            let succ = gr.successors(v);
            let enters = match gr.owner(v) {
                Some(p) if p == i => succ.iter().any(inside),
                Some(_) => succ.iter().all(inside),
                None => false,
            };
            if rank[v as usize].is_none() && enters {
                rank[v as usize] = Some(level);
            }
        }
        if rank == before {
            break;
        }
    }
    rank
}

/// The linear-time attractors equal the definition's; levels increase strictly
/// until stationary; A(0) and A(1) are disjoint and cover all but the draws.
fn check_levels<G: Game>(sol: &Solution<G>) {
    let sizes = sol.attractors.sizes();
    for (i, &size_i) in sizes.iter().enumerate() {
        let ranks = naive_ranks(sol, i);
        let levels = &sol.attractors.levels[i];
        for w in levels.windows(2) {
            assert!(w[0] < w[1], "A_n({i}) grows until stationary: {levels:?}");
        }
        for (id, r) in ranks.iter().enumerate() {
            let id = id as u32;
            let mine = sol.value(id) == Value::Win(i);
            assert_eq!(r.is_some(), mine, "state {id} in A({i})");
            if mine {
                assert_eq!(sol.attractors.rank(id), *r, "rank of state {id}");
            }
        }
        let by_rank = sol.attractors.by_rank(i);
        for (n, &size) in levels.iter().enumerate() {
            let count = ranks.iter().filter(|r| r.is_some_and(|r| r <= n as u32));
            assert_eq!(count.count() as u64, size, "|A_{n}({i})|");
            // The first |A_n(i)| states in order of rank are A_n(i) itself.
            for &v in &by_rank[..size as usize] {
                assert!(
                    ranks[v as usize].is_some_and(|r| r <= n as u32),
                    "{v} in A_{n}({i})"
                );
            }
        }
        assert_eq!(by_rank.len() as u64, size_i, "by_rank lists A({i})");
    }
    let (draws, infinite) = sol.attractors.neither_counts();
    assert_eq!(
        sizes[0] + sizes[1] + draws + infinite,
        sol.graph.len() as u64
    );
}

/// From `s`, player `i` following the recorded strategy wins within `budget`
/// moves against every reply (played through the game's rules).
fn wins_within<G: Game>(sol: &Solution<G>, s: &G::State, i: usize, budget: u32) -> bool {
    let g = &sol.game;
    match g.turn(s) {
        Turn::Terminal => g.scores(s).and_then(|sc| sc.winner()) == Some(i),
        _ if budget == 0 => false,
        Turn::Player(p) if p == i => {
            let Some(a) = sol.answer(s).and_then(|ans| ans.strategy) else {
                return false;
            };
            let mut c = s.clone();
            g.play(&mut c, Actor::Player(p), a);
            wins_within(sol, &c, i, budget - 1)
        }
        Turn::Player(p) => {
            let mut actions = Vec::new();
            g.legal_actions(s, p, &mut actions);
            actions.iter().all(|&a| {
                let mut c = s.clone();
                g.play(&mut c, Actor::Player(p), a);
                wins_within(sol, &c, i, budget - 1)
            })
        }
        _ => false,
    }
}

fn check_strategies<G: Game>(sol: &Solution<G>) {
    for id in 0..sol.graph.len() as u32 {
        if let Value::Win(i) = sol.value(id) {
            let rank = sol.attractors.rank(id).expect("a winning state has a rank");
            let s = sol.graph.state(id);
            assert!(wins_within(sol, &s, i, rank), "state {id} {s:?}");
            if rank > 0 {
                assert!(
                    !wins_within(sol, &s, i, rank - 1),
                    "rank {rank} is the least"
                );
            }
        }
    }
}

fn solved<G: Game>(g: &G) -> Solution<G> {
    solve(g, &SolveOptions::default()).unwrap()
}

/// Checks the solution, and the same graph solved by the counter algorithm when
/// the solver used the backward sweep (both paths must agree).
fn check_all<G: Game>(g: &G, strategies: bool) -> Solution<G> {
    let sol = solved(g);
    let by_counters = Solution {
        attractors: Attractors::by_counters(&sol.graph),
        ..sol.clone()
    };
    for s in [&sol, &by_counters] {
        check_minimax(s);
        check_levels(s);
        if strategies {
            check_strategies(s);
        }
    }
    assert_eq!(sol.attractors.levels, by_counters.attractors.levels);
    sol
}

#[test]
fn tic_tac_toe_agrees_with_minimax_and_perft() {
    let sol = check_all(&TicTacToe, true);
    assert_eq!(sol.graph.len(), 5478);
    assert!(
        sol.attractors.acyclic && !sol.graph.keeps_successors(),
        "solved in one depth-first pass"
    );
    let perft: u64 = perft_levels(&TicTacToe, &TicTacToe.initial_state(), 9)
        .iter()
        .map(|l| l.distinct)
        .sum();
    assert_eq!(perft, 5478);
    assert_eq!(sol.value(0), Value::Draw);
}

#[test]
fn nim_agrees_with_minimax_and_the_nim_sum() {
    for heaps in [vec![1, 2], vec![1, 2, 3], vec![2, 3, 4], vec![3, 5]] {
        let g = Nim::new(&heaps).unwrap();
        let sol = check_all(&g, true);
        let first_wins = heaps.iter().fold(0, |x, h| x ^ h) != 0;
        assert_eq!(sol.value(0) == Value::Win(0), first_wins, "{heaps:?}");
    }
}

#[test]
fn chomp_and_cram_agree_with_minimax() {
    for (r, c) in [(1, 1), (2, 3), (3, 3), (3, 4), (4, 4)] {
        check_all(&Chomp::new(r, c).unwrap(), r * c <= 9);
        check_all(&Cram::new(r, c).unwrap(), r * c <= 9);
    }
}

#[test]
fn connect_four_4x4_agrees_with_minimax() {
    let sol = check_all(&ConnectFour::new(4, 4).unwrap(), false);
    assert_eq!(sol.value(0), Value::Draw);
}

#[test]
fn chomp_first_player_wins_every_bar_but_1x1() {
    for r in 1..=6 {
        for c in 1..=6 {
            let sol = solved(&Chomp::new(r, c).unwrap());
            let expected = if r * c > 1 {
                Value::Win(0)
            } else {
                Value::Win(1)
            };
            assert_eq!(sol.value(0), expected, "{r}x{c}");
        }
    }
}

#[test]
fn cram_symmetry_strategies() {
    // Even x even: the second player mirrors through the centre; even x odd: the
    // first player takes the central domino, then mirrors.
    for (r, c, winner) in [
        (2, 2, 1),
        (2, 4, 1),
        (4, 4, 1),
        (2, 3, 0),
        (3, 4, 0),
        (2, 5, 0),
    ] {
        let sol = solved(&Cram::new(r, c).unwrap());
        assert_eq!(sol.value(0), Value::Win(winner), "{r}x{c}");
    }
}

fn bundled(name: &str) -> Arena {
    Arena::load(&format!("assets/arenas/{name}")).unwrap()
}

#[test]
fn acyclic_bundled_arenas_agree_with_minimax() {
    for name in [
        "seed-003-chomp-3x2.ron",
        "seed-003-cram-2x3.ron",
        "seed-003-alpha-beta.ron",
        "seed-003-example-2-2.ron",
        "seed-003-example-2-3.ron",
    ] {
        check_all(&bundled(name), true);
    }
}

#[test]
fn cyclic_arena_has_the_expected_attractors() {
    let a = bundled("cyclic-infinite-play.ron");
    let sol = solved(&a);
    check_levels(&sol);
    check_strategies(&sol);
    assert!(!sol.attractors.acyclic);
    assert!(sol.graph.post_order().is_none() && Attractors::by_sweep(&sol.graph).is_none());
    let value = |name: &str| sol.value(sol.graph.id(&a.id(name).unwrap()).unwrap());
    for n in ["b-gives-up", "x-loses", "y-wins", "y", "x"] {
        assert_eq!(value(n), Value::Win(0), "{n}");
    }
    for n in ["a-gives-up", "d-wins", "d"] {
        assert_eq!(value(n), Value::Win(1), "{n}");
    }
    for n in ["draw", "c", "start"] {
        assert_eq!(value(n), Value::Draw, "{n}");
    }
    for n in ["a", "b"] {
        assert_eq!(value(n), Value::Infinite, "{n}");
    }
    assert_eq!(sol.attractors.levels, [vec![3, 4, 5], vec![2, 3]]);
    assert_eq!(sol.attractors.neither_counts(), (3, 2));
}

#[test]
fn answers_give_every_move_and_its_outcome() {
    let g = Chomp::new(3, 2).unwrap();
    let sol = solved(&g);
    let s = g.initial_state();
    let ans = sol.answer(&s).unwrap();
    assert_eq!(ans.value, Value::Win(0));
    assert_eq!(ans.rank, Some(6));
    assert_eq!(g.notation(&s, ans.strategy.unwrap()), "3,2");
    assert_eq!(ans.moves.len(), 6);
    let poison = &ans.moves[0];
    assert_eq!(g.notation(&s, poison.action), "1,1");
    assert_eq!((poison.value, poison.moves), (Value::Win(1), Some(1)));
    let best = ans.moves.iter().find(|m| m.value == Value::Win(0)).unwrap();
    assert_eq!(best.moves, Some(6));
    // The losing side has no strategy move.
    let mut t = s;
    g.play(&mut t, Actor::Player(0), ans.strategy.unwrap());
    assert_eq!(sol.answer(&t).unwrap().strategy, None);
}

#[test]
fn the_state_limit_is_an_error() {
    let g = ConnectFour::new(6, 7).unwrap();
    let e = solve(&g, &SolveOptions { state_limit: 1000 }).unwrap_err();
    assert_eq!(e, SolveError::TooManyStates { limit: 1000 });
    assert!(e.to_string().contains("more than 1000 reachable states"));
}

#[test]
fn a_solve_stops_when_progress_says_so() {
    let g = ConnectFour::new(6, 7).unwrap();
    let mut calls = Vec::new();
    let e = solve_cancellable(&g, &SolveOptions::default(), &mut |n| {
        calls.push(n);
        calls.len() < 3
    })
    .unwrap_err();
    assert_eq!(calls.len(), 3, "no call after the one that said stop");
    assert_eq!(e, SolveError::Cancelled { states: calls[2] });
    assert!(e.to_string().contains("cancelled"));
    // Saying go all the way solves as usual.
    let sol = solve_cancellable(&TicTacToe, &SolveOptions::default(), &mut |_| true).unwrap();
    assert_eq!(sol.graph.len(), 5478);
}

#[test]
fn acyclic_is_detected_when_ids_are_not_in_topological_order() {
    // BFS numbers a = 0, b = 1, c = 2; the edge c -> b goes back in id but no
    // cycle exists. Adding b -> a makes one.
    let arena = |extra: &str| {
        let text = format!(
            r#"(initial: "a", nodes: [
                (name: "a", owner: 0, edges: ["b", "c"]),
                (name: "b", owner: 1, edges: ["w"{extra}]),
                (name: "c", owner: 1, edges: ["b"]),
                (name: "w", outcome: Win0),
            ])"#
        );
        Arena::from_graph(
            "inline",
            ludoscope::games::arena::file::parse(&text).unwrap(),
        )
    };
    let sol = solved(&arena(""));
    assert!(!sol.graph.ids_are_topological());
    assert!(sol.attractors.acyclic);
    check_minimax(&sol);
    let sol = solved(&arena(r#", "a""#));
    assert!(!sol.attractors.acyclic);
    assert_eq!(sol.value(0), Value::Infinite);
}
