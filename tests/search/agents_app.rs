#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Agents as the studio drives them: `Perfect` on 7x6 Connect Four (the only
//! game with an exact solver of its own) plays a move of the best exact score
//! (checked against the solver's score of the position, the `c4 solve`
//! numbers) and says it is proven; from the opening and random early
//! positions it answers within its time budget with the best move so far,
//! saying it is not proven yet, and never gives up a draw or win proven for
//! another move; a search
//! agent counts its nodes into the shared counter while it works and, hurried,
//! answers at once with its best move so far; under a control that is never
//! hurried, alpha-beta plays exactly the move of the plain search.

use ludoscope::agents::{Agent, AgentSpec, Control, ExactAnswer, ExactPlay};
use ludoscope::engine::{Actor, Game, Viewer};
use ludoscope::games::{AnyGame, ConnectFour, ConnectFourState, GameSpec, catalog};
use ludoscope::search::c4_solver::Solver;
use ludoscope::with_game;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::common;
use common::random_live_position;

fn choose(agent: &mut dyn Agent<ConnectFour>, g: &ConnectFour, s: &ConnectFourState) -> u8 {
    let p = g.turn(s).to_move().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(s, p, &mut legal);
    let view = g.view(s, Viewer::Player(p));
    let (hurry, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let control = Control {
        hurry: &hurry,
        nodes: &nodes,
    };
    agent.choose_controlled(g, p, &view, &legal, control)
}

#[test]
fn perfect_connect_four_plays_a_move_of_the_best_score() {
    let g = ConnectFour::default();
    let mut oracle = Solver::new(g.clone(), 20).unwrap();
    let mut agent = AgentSpec::Perfect.build::<ConnectFour>(1);
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut checked = 0;
    while checked < 25 {
        let s = random_live_position(&g, rng.random_range(22..34), &mut rng);
        if s.plies < 20 {
            continue;
        }
        let best = oracle.solve(&s).unwrap().score;
        let col = choose(agent.as_mut(), &g, &s);
        let p = g.turn(&s).to_move().unwrap();
        let mut child = s;
        g.play(&mut child, Actor::Player(p), col);
        let got = if g.turn(&child).is_terminal() {
            // An immediate win scores (cells + 1 - plies) / 2; a full board 0.
            match g.scores(&child).and_then(|sc| sc.winner()) {
                Some(w) if w == p => (42 + 1 - s.plies as i32) / 2,
                _ => 0,
            }
        } else {
            -oracle.solve(&child).unwrap().score
        };
        assert_eq!(got, best, "column {} at {s:?}", col + 1);
        let note = agent.note().unwrap();
        assert!(note.starts_with("proven "), "solved exactly: {note}");
        checked += 1;
    }
}

/// The exact solver is a capability of the game ([`ExactPlay`]): 7x6 Connect
/// Four has one, and its answer at a position is a move of the best score;
/// no other game of the catalog, and no other board size, claims one.
#[test]
fn only_7x6_connect_four_has_an_exact_solver() {
    for entry in catalog() {
        let game = AnyGame::from_spec(&entry.spec).unwrap();
        let has = with_game!(&game, g => g.exact_solver().is_some());
        let standard = entry.spec == GameSpec::ConnectFour { rows: 6, cols: 7 };
        assert_eq!(has, standard, "{}", entry.spec);
    }
    for (rows, cols) in [(6, 6), (7, 6), (4, 4), (8, 8)] {
        assert!(
            ConnectFour::new(rows, cols)
                .unwrap()
                .exact_solver()
                .is_none()
        );
    }
    let g = ConnectFour::default();
    let mut solver = g.exact_solver().expect("7x6 has the exact solver");
    let mut oracle = Solver::new(g.clone(), 20).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let s = random_live_position(&g, 30, &mut rng);
    let (hurry, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let control = Control {
        hurry: &hurry,
        nodes: &nodes,
    };
    match solver.best_move(&s, control) {
        ExactAnswer::Best(col, score) => {
            let words = solver.describe(&s, score);
            assert!(words.starts_with("proven "), "{words}");
            assert_eq!(score, oracle.solve(&s).unwrap().score, "{s:?}");
            assert!(g.can_play(&s, col));
        }
        other => panic!("{other:?} at {s:?}"),
    }
    assert!(
        nodes.load(Ordering::Relaxed) > 0,
        "the solver counts its nodes"
    );
}

#[test]
fn perfect_connect_four_answers_early_positions_with_its_best_so_far() {
    let g = ConnectFour::default();
    let mut oracle = Solver::new(g.clone(), 22).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(32);
    let mut agent = AgentSpec::Perfect.build::<ConnectFour>(1);
    for plies in [0, 2, 5, 9, 14] {
        let s = random_live_position(&g, plies, &mut rng);
        let col = choose(agent.as_mut(), &g, &s);
        assert!(g.can_play(&s, col), "{s:?}");
        let note = agent.note().expect("a note on every move");
        assert!(
            note.starts_with("not proven yet") || note.starts_with("proven "),
            "{note}"
        );
        if s.plies == 0 {
            assert!(note.starts_with("not proven yet"), "{note}");
        }
        if note.starts_with("proven ") {
            // Proven here: the move keeps the position's value.
            let best = oracle.solve(&s).unwrap().score;
            let mut child = s;
            g.play(
                &mut child,
                Actor::Player(g.turn(&s).to_move().unwrap()),
                col,
            );
            if !g.turn(&child).is_terminal() {
                assert_eq!(-oracle.solve(&child).unwrap().score, best, "{s:?}");
            }
        }
    }
}

/// Runs `agent` on a thread, hurries it after `after`; returns the move, the
/// nodes counted before the hurry, and how long the answer took after it.
fn hurried(spec: AgentSpec, after: Duration) -> (u8, u64, Duration) {
    let g = ConnectFour::default();
    let s = g.initial_state();
    let (hurry, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let mut agent = spec.build::<ConnectFour>(3);
            let control = Control {
                hurry: &hurry,
                nodes: &nodes,
            };
            let legal: Vec<u8> = (0..7).collect();
            agent.choose_controlled(&g, 0, &s, &legal, control)
        });
        std::thread::sleep(after);
        let seen = nodes.load(Ordering::Relaxed);
        let start = Instant::now();
        hurry.store(true, Ordering::Relaxed);
        let col = worker.join().unwrap();
        (col, seen, start.elapsed())
    })
}

#[test]
fn hurried_searches_answer_at_once_with_their_best_so_far() {
    for spec in [
        AgentSpec::AlphaBeta { depth: 14 },
        AgentSpec::Negamax { millis: 60_000 },
        AgentSpec::Mcts {
            iterations: 100_000_000,
        },
        AgentSpec::IsMcts {
            iterations: 100_000_000,
        },
    ] {
        let (col, seen, took) = hurried(spec.clone(), Duration::from_millis(300));
        eprintln!("{spec}: answered {took:?} after the hurry; {seen} nodes counted before it");
        assert!(col < 7, "{spec}");
        // The budget is 100 ms; the bound leaves room for a loaded machine while
        // staying far below the searches' own length (minutes).
        assert!(took < Duration::from_secs(2), "{spec}: {took:?}");
        assert!(seen > 0, "{spec}: nodes are counted while it searches");
    }
}

#[test]
fn an_unhurried_control_changes_no_move() {
    let g = ConnectFour::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..10 {
        let s = random_live_position(&g, rng.random_range(0..20), &mut rng);
        let spec = AgentSpec::AlphaBeta { depth: 5 };
        let plain = {
            let mut a = spec.build::<ConnectFour>(9);
            let p = g.turn(&s).to_move().unwrap();
            let mut legal = Vec::new();
            g.legal_actions(&s, p, &mut legal);
            a.choose(&g, p, &s, &legal)
        };
        let controlled = choose(spec.build::<ConnectFour>(9).as_mut(), &g, &s);
        assert_eq!(plain, controlled, "{s:?}");
    }
}
