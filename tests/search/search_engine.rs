//! The strong engine against obviously correct searches written here: negamax
//! with a transposition table, with and without the table and PVS, equals plain
//! minimax on random positions of tic-tac-toe, Nim and Connect Four; iterative
//! deepening to depth d equals one search to depth d. (The exact Connect Four
//! solver: tests/c4_solver.rs; MCTS and expectiminimax: tests/search_chance.rs.)

#![allow(clippy::unwrap_used)] // helpers of the test files, like the #[test]s

use ludoscope::engine::{Actor, Game, Player, Turn};
use ludoscope::games::{ConnectFour, ConnectFourState, Nim, TicTacToe};
use ludoscope::search::{Bound, LeafKind, Value};
use ludoscope::search::{MoveOrder, Negamax, NoTracer, Options, Tracer, UNLIMITED, WIN, ZeroEval};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::AtomicBool;

use crate::common;
use common::random_live_position;

/// A final state's value for `p` at `ply` plies from the root, as the engine
/// scores it: a win `WIN - ply`, a loss `-(WIN - ply)`, a draw 0.
fn final_value<G: Game>(g: &G, s: &G::State, p: Player, ply: u32) -> Value {
    match g.scores(s).unwrap().get(p) {
        x if x > 0.0 => WIN - ply as Value,
        x if x < 0.0 => -(WIN - ply as Value),
        _ => 0,
    }
}

/// Plain negamax, no pruning: the value for `p` of `s` searched `depth` plies
/// (final states by distance from the root, `s` being at `ply`; the depth limit 0).
fn oracle<G: Game>(g: &G, s: &G::State, p: Player, depth: u32) -> Value {
    oracle_at(g, s, p, depth, 0)
}

fn oracle_at<G: Game>(g: &G, s: &G::State, p: Player, depth: u32, ply: u32) -> Value {
    let Turn::Player(q) = g.turn(s) else {
        return final_value(g, s, p, ply);
    };
    assert_eq!(q, p);
    if depth == 0 {
        return 0;
    }
    let mut moves = Vec::new();
    g.legal_actions(s, q, &mut moves);
    moves
        .iter()
        .map(|&a| {
            let mut c = s.clone();
            g.play(&mut c, Actor::Player(q), a);
            -oracle_at(g, &c, 1 - q, depth - 1, ply + 1)
        })
        .max()
        .unwrap()
}

fn all_options() -> Vec<Options> {
    let mut v = Vec::new();
    for tt_bits in [None, Some(12)] {
        for pvs in [false, true] {
            v.push(Options {
                tt_bits,
                pvs,
                ..Options::default()
            });
        }
    }
    v
}

/// Every option combination, fixed depth and iterative deepening, agrees with the
/// oracle; the best move reaches the value.
fn check_against_oracle<G: MoveOrder>(g: &G, s: &G::State, depth: u8) {
    let stop = AtomicBool::new(false);
    let Turn::Player(p) = g.turn(s) else {
        panic!("not a position to search")
    };
    let want = oracle(g, s, p, depth as u32);
    for options in all_options() {
        let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, options.clone()).unwrap();
        let r = e.search(s, depth, &mut NoTracer, &stop).unwrap();
        assert_eq!(r.value, want, "{options:?} depth {depth} at {s:?}");
        let mut c = s.clone();
        g.play(&mut c, Actor::Player(p), r.best.unwrap());
        let after = match g.turn(&c) {
            Turn::Player(q) => -oracle_at(g, &c, q, depth as u32 - 1, 1),
            _ => final_value(g, &c, p, 1),
        };
        assert_eq!(after, want, "best move of {options:?} at {s:?}");
        let mut fresh = Negamax::with_evaluator(g.clone(), ZeroEval, options.clone()).unwrap();
        let d = fresh.deepen(s, depth, &mut NoTracer, &stop).unwrap();
        assert_eq!(
            d.value, want,
            "deepening, {options:?} depth {depth} at {s:?}"
        );
    }
}

#[test]
fn tictactoe_full_and_limited_depth() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let g = TicTacToe;
    check_against_oracle(&g, &g.initial_state(), 9);
    for i in 0..1500 {
        let s = random_live_position(&g, rng.random_range(0..7), &mut rng);
        check_against_oracle(&g, &s, 1 + (i % 9) as u8);
    }
}

#[test]
fn nim_matches_minimax_and_the_xor_rule() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let g = Nim::new(&[2, 3, 4]).unwrap();
    for i in 0..1500 {
        let s = random_live_position(&g, rng.random_range(0..4), &mut rng);
        check_against_oracle(&g, &s, 1 + (i % 6) as u8);
        let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, Options::default()).unwrap();
        let r = e
            .search(&s, UNLIMITED, &mut NoTracer, &AtomicBool::new(false))
            .unwrap();
        let xor = Nim::nim_sum(&s);
        assert_eq!(r.value.signum(), if xor != 0 { 1 } else { -1 }, "{s:?}");
        assert_eq!(r.value, oracle(&g, &s, g.turn(&s).to_move().unwrap(), 20));
        assert!(r.exact);
    }
}

#[test]
fn connect_four_small_board_and_late_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let small = ConnectFour::new(4, 4).unwrap();
    for i in 0..1000 {
        let s = random_live_position(&small, rng.random_range(7..14), &mut rng);
        check_against_oracle(&small, &s, 1 + (i % 9) as u8);
    }
    let big = ConnectFour::default();
    for i in 0..300 {
        let s = random_live_position(&big, rng.random_range(0..30), &mut rng);
        check_against_oracle(&big, &s, 1 + (i % 4) as u8);
    }
}

#[test]
fn deepening_equals_fixed_depth_with_a_shared_table() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let g = ConnectFour::default();
    let stop = AtomicBool::new(false);
    let mut shared = Negamax::with_evaluator(g.clone(), ZeroEval, Options::default()).unwrap();
    for _ in 0..100 {
        let s = random_live_position(&g, rng.random_range(4..30), &mut rng);
        for d in 1..=5 {
            let id = shared.deepen(&s, d, &mut NoTracer, &stop).unwrap();
            let mut fresh =
                Negamax::with_evaluator(g.clone(), ZeroEval, Options::default()).unwrap();
            let fixed = fresh.search(&s, d, &mut NoTracer, &stop).unwrap();
            assert_eq!(id.value, fixed.value, "depth {d} at {s:?}");
        }
    }
}

#[test]
fn the_table_saves_nodes_and_a_cancelled_search_still_moves() {
    let g = ConnectFour::default();
    let s = g.initial_state();
    let stop = AtomicBool::new(false);
    let count = |tt_bits| {
        let options = Options {
            tt_bits,
            ..Options::default()
        };
        let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, options).unwrap();
        e.search(&s, 8, &mut NoTracer, &stop).unwrap().stats.nodes
    };
    assert!(count(Some(16)) < count(None));
    let cancelled = AtomicBool::new(true);
    let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, Options::default()).unwrap();
    let r = e.deepen(&s, 20, &mut NoTracer, &cancelled).unwrap();
    assert!(r.best.is_some());
    let budget = Options {
        max_nodes: Some(5000),
        ..Options::default()
    };
    let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, budget).unwrap();
    let r = e.deepen(&s, 30, &mut NoTracer, &stop).unwrap();
    assert!(
        r.stopped && r.best.is_some() && r.stats.nodes < 7000,
        "{r:?}"
    );
}

/// Counts events and checks that enters and exits nest.
#[derive(Default)]
struct Checker {
    depth: i64,
    enters: u64,
    leaves: u64,
    cuts: u64,
}

impl<A> Tracer<A> for Checker {
    fn enter(&mut self, _: Option<A>, depth: u32, alpha: Value, beta: Value) {
        assert_eq!(depth as i64, self.depth);
        assert!(alpha < beta);
        self.depth += 1;
        self.enters += 1;
    }
    fn leaf(&mut self, _: LeafKind, _: Value) {
        self.leaves += 1;
    }
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    fn cut(&mut self, _: &[A]) {
        self.cuts += 1;
    }
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    fn exit(&mut self, _: Value, _: Bound) {
        self.depth -= 1;
        assert!(self.depth >= 0);
    }
}

#[test]
fn the_tracer_sees_every_node() {
    let g = ConnectFour::default();
    let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, Options::default()).unwrap();
    let mut t = Checker::default();
    let r = e
        .search(&g.initial_state(), 6, &mut t, &AtomicBool::new(false))
        .unwrap();
    assert_eq!(t.depth, 0);
    assert_eq!(t.enters, r.stats.nodes);
    assert_eq!(t.leaves, r.stats.leaves);
    assert_eq!(t.cuts, r.stats.cuts);
}

/// The exercise trees' integer leaves are values, not wins: negamax (every
/// option, from every inner node) gives the seeds' depth-limited MinMax value
/// (seed 003 Definition 2.2, which scores final states by the leaf's value; the
/// tree is shallower than the depth), for the player to move, its best move
/// leads to a child of that value, and its principal variation keeps that value
/// down to a leaf.
#[test]
fn exercise_trees_keep_their_leaf_values() {
    use ludoscope::games::Arena;
    use ludoscope::search::minimax_depth;
    let minimax = |g: &Arena, s: &u32, t: &mut NoTracer| minimax_depth(g, s, 10, t);
    let stop = AtomicBool::new(false);
    for name in [
        "seed-003-alpha-beta",
        "seed-003-example-2-2",
        "seed-003-example-2-3",
    ] {
        let g = Arena::load(&format!("assets/arenas/{name}.ron")).unwrap();
        let mut checked = 0;
        for node in 0..g.graph().nodes.len() as u32 {
            let Turn::Player(p) = g.turn(&node) else {
                continue;
            };
            let for_p0 = minimax(&g, &node, &mut NoTracer).unwrap().value;
            let want = if p == 0 { for_p0 } else { -for_p0 };
            for options in all_options() {
                let mut e = Negamax::new(g.clone(), options.clone()).unwrap();
                let r = e.search(&node, UNLIMITED, &mut NoTracer, &stop).unwrap();
                assert_eq!(r.value, want, "{name} node {node} {options:?}");
                let child = r.best.unwrap();
                let child_for_p0 = minimax(&g, &child, &mut NoTracer)
                    .map_or_else(|_| ludoscope::search::evaluate(&g, &child), |m| m.value);
                assert_eq!(child_for_p0, for_p0, "{name} best move at {node}");
                // Deepening (as `ludoscope search` runs it): the principal
                // variation, read back from the table, keeps the value at every
                // step down to a leaf.
                if options.tt_bits.is_none() {
                    continue;
                }
                let mut e = Negamax::new(g.clone(), options.clone()).unwrap();
                let r = e.deepen(&node, 8, &mut NoTracer, &stop).unwrap();
                assert_eq!(r.value, want, "{name} node {node} deepening {options:?}");
                let mut s = node;
                for &a in &r.pv {
                    s = a;
                    let v = minimax(&g, &s, &mut NoTracer)
                        .map_or_else(|_| ludoscope::search::evaluate(&g, &s), |m| m.value);
                    assert_eq!(v, for_p0, "{name} pv {:?} from {node} {options:?}", r.pv);
                }
                assert!(
                    matches!(g.turn(&s), Turn::Terminal),
                    "{name}: pv {:?} from {node} stops before a leaf {options:?}",
                    r.pv
                );
            }
            checked += 1;
        }
        assert!(checked >= 3, "{name}: {checked} inner nodes");
    }
}

/// The node counts of `ludoscope bench`'s rows "negamax C4 depth 9, 4
/// positions": the engine's search (its order, cuts and table) is pinned, so an
/// optimisation for one evaluator cannot change it for the others unseen.
#[test]
fn bench_node_counts_are_pinned() {
    let g = ConnectFour::default();
    let stop = AtomicBool::new(false);
    let roots: Vec<ConnectFourState> = ["", "44", "4453", "435261"]
        .iter()
        .map(|m| {
            let mut s = g.initial_state();
            for c in m.bytes().map(|b| b - b'1') {
                g.drop_disc(&mut s, c);
            }
            s
        })
        .collect();
    for (tt_bits, want) in [(None, 5_029_193), (Some(20), 422_881)] {
        let options = Options {
            tt_bits,
            pvs: true,
            ..Options::default()
        };
        let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, options).unwrap();
        let nodes: u64 = roots
            .iter()
            .map(|r| e.search(r, 9, &mut NoTracer, &stop).unwrap().stats.nodes)
            .sum();
        assert_eq!(nodes, want, "table {tt_bits:?}");
    }
}
