//! Sooner wins first (issue 8): on hand-built Tablut and Ard-ri positions where
//! the side to move can win at once (king escape for the defenders, king capture
//! for the attackers) and also has slower forced wins that come first in the
//! game's order, the alpha-beta agent (depth 2 and 3) and the negamax engine take
//! the immediate win, while seed 004's AlphaBeta with the seed's values takes the
//! first (slower) winning child at depth 3. The distance-aware scores keep their
//! oracles: alpha-beta with [`Scoring::SoonerWins`] equals minimax with the same
//! scoring on random positions, and its values order wins, draws and losses as
//! the seed's do. Iterative deepening to no limit deepens until exact.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::random_position;
use ludoscope::agents::AgentSpec;
use ludoscope::engine::{Actor, Game, Turn};
use ludoscope::games::tafl::{Tafl, TaflAction, TaflState};
use ludoscope::games::{ConnectFour, TicTacToe};
use ludoscope::search::{
    AlphaBetaOptions, Bound, CutRule, Heuristic, LeafKind, M, Negamax, NoTracer, Options, Scoring,
    Tracer, UNLIMITED, Value, WIN, ZeroEval, alphabeta, alphabeta_scored, minimax,
    minimax_depth_scored, win_distance,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::AtomicBool;

/// A position to move in, with the notation of the immediate wins.
struct Case {
    name: &'static str,
    game: Tafl,
    diagram: &'static str,
    /// Even: attackers to move; odd: defenders.
    plies: u16,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "Tablut, defenders: the king escapes b1-a1 (or b1-i1)",
            game: Tafl::tablut(),
            diagram: "
                + . . . . . . . +
                . . . . . . . . .
                . . . . . x . . .
                . . . . . x . . x
                . . . . + . . . .
                x . . . . . . . .
                . . . . . . . . .
                . . . . . . . . x
                + K . . . . . . +",
            plies: 1,
        },
        Case {
            name: "Tablut, attackers: g9-h9 surrounds the king on four sides",
            game: Tafl::tablut(),
            diagram: "
                + . . . . . x . +
                . . . . . . x K x
                . . . . . . . x .
                . . . . . . . . .
                . . . . + . . . .
                . . . . . . . . .
                . . . . . . . . .
                . x . . . . . . .
                + . . . . . . . +",
            plies: 0,
        },
        Case {
            name: "Ard-ri, defenders: the king escapes a6-a7",
            game: Tafl::ard_ri(),
            diagram: "
                + . x . . . +
                K . . . . x .
                . . . . . . .
                . . . + . . .
                . . . . . . .
                . . . . . . .
                + . . . . o +",
            plies: 1,
        },
        Case {
            name: "Ard-ri, attackers: e7-f7 surrounds the king on four sides",
            game: Tafl::ard_ri(),
            diagram: "
                + . . . x . +
                . . . . x K x
                . . . . . x .
                . x . + . . .
                . . . . . . .
                . . . . . . .
                + . . . . . +",
            plies: 0,
        },
    ]
}

fn state(c: &Case) -> TaflState {
    c.game.from_diagram(c.diagram, c.plies).unwrap()
}

/// Whether `a` ends the game at once with a win for the side to move.
fn wins_at_once(g: &Tafl, s: &TaflState, a: TaflAction) -> bool {
    let mut t = *s;
    g.play(&mut t, Actor::Player(s.to_move()), a);
    g.scores(&t).is_some_and(|sc| sc.get(s.to_move()) > 0.0)
}

fn legal(g: &Tafl, s: &TaflState) -> Vec<TaflAction> {
    let mut v = Vec::new();
    g.legal_actions(s, s.to_move(), &mut v);
    v
}

#[test]
fn the_seed_values_take_a_slower_win_at_depth_3() {
    for c in cases() {
        let (g, s) = (&c.game, state(&c));
        assert!(g.scores(&s).is_none(), "{}", c.name);
        assert!(legal(g, &s).iter().any(|&a| wins_at_once(g, &s, a)));
        let options = AlphaBetaOptions {
            depth: Some(3),
            cut: CutRule::Seed,
            ..AlphaBetaOptions::default()
        };
        let r = alphabeta(g, &s, options, &mut NoTracer).unwrap();
        let for_mover = if s.to_move() == 0 { r.value } else { -r.value };
        // A forced win, but the first winning child is not the immediate one:
        // the gap the agent's scoring closes.
        assert_eq!(for_mover, M, "{}", c.name);
        let best = r.best.unwrap();
        assert!(
            !wins_at_once(g, &s, best),
            "{}: {}",
            c.name,
            g.notation(&s, best)
        );
        // With sooner wins first, the same search takes an immediate win, worth
        // M + 2 (two plies of depth left below it).
        let r = alphabeta_scored(g, &s, options, Scoring::SoonerWins, &mut NoTracer).unwrap();
        let for_mover = if s.to_move() == 0 { r.value } else { -r.value };
        assert_eq!(for_mover, M + 2, "{}", c.name);
        assert!(wins_at_once(g, &s, r.best.unwrap()), "{}", c.name);
    }
}

#[test]
fn the_alpha_beta_agent_wins_at_once_at_depth_2_and_3() {
    for c in cases() {
        let (g, s) = (&c.game, state(&c));
        let moves = legal(g, &s);
        for depth in [2, 3] {
            let mut agent = AgentSpec::AlphaBeta { depth }.build::<Tafl>(1);
            let a = agent.choose(g, s.to_move(), &s, &moves);
            assert!(
                wins_at_once(g, &s, a),
                "{} depth {depth}: {}",
                c.name,
                g.notation(&s, a)
            );
        }
    }
}

#[test]
fn negamax_wins_at_once_at_every_depth() {
    let stop = AtomicBool::new(false);
    for c in cases() {
        let (g, s) = (&c.game, state(&c));
        for depth in [1, 2, 3] {
            for pvs in [false, true] {
                let options = Options {
                    pvs,
                    ..Options::default()
                };
                let mut e = Negamax::new(g.clone(), options).unwrap();
                let r = e.search(&s, depth, &mut NoTracer, &stop).unwrap();
                assert_eq!(r.value, WIN - 1, "{} depth {depth}", c.name);
                assert_eq!(win_distance(r.value), Some(1));
                assert!(wins_at_once(g, &s, r.best.unwrap()), "{}", c.name);
                let d = e.deepen(&s, depth, &mut NoTracer, &stop).unwrap();
                assert!(wins_at_once(g, &s, d.best.unwrap()), "{}", c.name);
            }
        }
        // The negamax agent (time-bound deepening) too.
        let mut agent = AgentSpec::Negamax { millis: 200 }.build::<Tafl>(1);
        let a = agent.choose(g, s.to_move(), &s, &legal(g, &s));
        assert!(wins_at_once(g, &s, a), "{}: {}", c.name, g.notation(&s, a));
    }
}

/// Alpha-beta with sooner wins first equals minimax with the same scoring (value,
/// best move, line), and its values rank like the seed's: the same sign, and a
/// win (loss) exactly when the seed's value is `M` (`-M`).
fn check_scored<G: Heuristic>(g: &G, s: &G::State, depth: u32) {
    let m = minimax_depth_scored(g, s, depth, Scoring::SoonerWins, &mut NoTracer).unwrap();
    let seed = minimax_depth_scored(g, s, depth, Scoring::Seed, &mut NoTracer).unwrap();
    for cut in [CutRule::Seed, CutRule::Strict] {
        let options = AlphaBetaOptions {
            depth: Some(depth),
            cut,
            ..AlphaBetaOptions::default()
        };
        let r = alphabeta_scored(g, s, options, Scoring::SoonerWins, &mut NoTracer).unwrap();
        assert_eq!((r.value, r.best, &r.pv), (m.value, m.best, &m.pv), "{s:?}");
    }
    assert_eq!(m.value.signum(), seed.value.signum(), "{s:?}");
    assert_eq!(m.value >= M, seed.value == M, "{s:?}");
    assert_eq!(m.value <= -M, seed.value == -M, "{s:?}");
    assert!(m.value.abs() <= M + depth as Value);
}

#[test]
fn sooner_wins_alpha_beta_equals_minimax_with_the_same_scoring() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let c4 = ConnectFour::default();
    for _ in 0..250 {
        let n = rng.random_range(0..30);
        let s = random_position(&c4, &mut rng, n);
        check_scored(&c4, &s, rng.random_range(1..5));
    }
    for _ in 0..500 {
        let n = rng.random_range(0..8);
        let s = random_position(&TicTacToe, &mut rng, n);
        check_scored(&TicTacToe, &s, rng.random_range(1..7));
    }
    let ard_ri = Tafl::ard_ri();
    for _ in 0..25 {
        let n = rng.random_range(0..40);
        let s = random_position(&ard_ri, &mut rng, n);
        check_scored(&ard_ri, &s, 2);
    }
    for c in cases() {
        check_scored(&c.game, &state(&c), 3);
    }
}

/// Counts the searches of an iterative deepening (each enters the root).
#[derive(Default)]
struct RootCounter(u32);

impl<A> Tracer<A> for RootCounter {
    fn enter(&mut self, _: Option<A>, depth: u32, _: Value, _: Value) {
        self.0 += u32::from(depth == 0);
    }
    fn leaf(&mut self, _: LeafKind, _: Value) {}
    fn child_returned(&mut self, _: Value, _: Value, _: Value) {}
    fn cut(&mut self, _: &[A]) {}
    fn tt_hit(&mut self, _: Value, _: Bound, _: u32) {}
    fn exit(&mut self, _: Value, _: Bound) {}
}

/// Plain negamax to the end with the engine's distance scores.
fn exact<G: Game>(g: &G, s: &G::State, ply: Value) -> Value {
    let Turn::Player(p) = g.turn(s) else {
        return 0;
    };
    let mut moves = Vec::new();
    g.legal_actions(s, p, &mut moves);
    moves
        .iter()
        .map(|&a| {
            let mut c = s.clone();
            g.play(&mut c, Actor::Player(p), a);
            match g.scores(&c) {
                Some(sc) if sc.get(p) > 0.0 => WIN - ply - 1,
                Some(sc) if sc.get(p) < 0.0 => -(WIN - ply - 1),
                Some(_) => 0,
                None => -exact(g, &c, ply + 1),
            }
        })
        .max()
        .unwrap()
}

#[test]
fn deepening_without_a_limit_deepens_until_exact() {
    let stop = AtomicBool::new(false);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let g = TicTacToe;
    let mut depths = std::collections::BTreeSet::new();
    for i in 0..300 {
        let s = if i == 0 {
            g.initial_state()
        } else {
            let n = rng.random_range(0..7);
            random_position(&g, &mut rng, n)
        };
        if g.turn(&s).is_terminal() {
            continue;
        }
        let mut e = Negamax::with_evaluator(g.clone(), ZeroEval, Options::default()).unwrap();
        let mut roots = RootCounter::default();
        let r = e.deepen(&s, UNLIMITED, &mut roots, &stop).unwrap();
        assert!(r.exact && !r.stopped, "{s:?}");
        // One search per depth, 1, 2, .. r.depth, and no more.
        assert_eq!(roots.0, r.depth as u32, "{s:?}");
        assert_eq!(r.value, exact(&g, &s, 0), "{s:?}");
        // The seeds' MinMax agrees on who wins (its value is player 0's).
        let seed = minimax(&g, &s, &mut NoTracer).unwrap().value;
        let p = g.turn(&s).to_move().unwrap();
        assert_eq!(r.value.signum(), if p == 0 { seed } else { -seed });
        // A win or loss n plies away cannot be proved in fewer than n plies; a
        // draw needs the board filled.
        let left = 9 - (s.marks[0] | s.marks[1]).count_ones() as u8;
        match win_distance(r.value) {
            Some(n) => assert!(n as u8 <= r.depth, "{s:?}"),
            None => assert_eq!(r.depth, left, "{s:?}"),
        }
        depths.insert(r.depth);
    }
    assert!(depths.len() > 3 && depths.contains(&9), "{depths:?}");
}
