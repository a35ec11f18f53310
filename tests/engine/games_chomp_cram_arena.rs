//! Chomp, Cram and arenas (their random playouts are in `catalog_conformance`):
//! on small games every reachable state walked exhaustively: the suite's per-state
//! contract, plus a check of the two-player turn structure.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::conformance;

use ludoscope::engine::{Actor, Determinize, Game, Turn, parse_legal};
use ludoscope::games::{AnyGame, Arena, Catalogued, Chomp, Cram, GameSpec};
use std::collections::HashSet;

fn check_state<G: Game>(g: &G, s: &G::State) -> Vec<G::State> {
    let mut actions = Vec::new();
    let mut next = Vec::new();
    match g.turn(s) {
        Turn::Terminal => {
            let sc = g.scores(s).expect("scores at a final state");
            assert_eq!(sc.len(), 2);
            assert_eq!(sc.get(0) + sc.get(1), 0.0, "zero-sum");
            for p in 0..2 {
                g.legal_actions(s, p, &mut actions);
                assert!(actions.is_empty());
            }
        }
        Turn::Player(p) => {
            assert!(g.scores(s).is_none());
            g.legal_actions(s, 1 - p, &mut actions);
            assert!(actions.is_empty(), "only the player to move acts");
            g.legal_actions(s, p, &mut actions);
            assert!(!actions.is_empty());
            assert_eq!(g.legal_count(s, p), actions.len());
            let distinct: HashSet<_> = actions.iter().collect();
            assert_eq!(distinct.len(), actions.len(), "no action twice");
            for &a in &actions {
                let text = g.notation(s, a);
                assert_eq!(g.parse_action(s, &text), Ok(a), "{text}");
                assert_eq!(parse_legal(g, s, Actor::Player(p), &text), Ok(a));
                let mut c = s.clone();
                g.play(&mut c, Actor::Player(p), a);
                next.push(c);
            }
        }
        t => panic!("sequential games only: {t:?}"),
    }
    next
}

/// Visits every reachable state (small games only).
fn check_game<G: Determinize + Catalogued>(g: &G) -> usize {
    let spec = g.spec();
    assert_eq!(spec.to_string().parse::<GameSpec>().unwrap(), spec);
    assert!(AnyGame::from_spec(&spec).is_ok());
    assert!(g.info().is_two_player_zero_sum_perfect());
    let mut seen = HashSet::from([g.initial_state()]);
    let mut stack = vec![g.initial_state()];
    while let Some(s) = stack.pop() {
        conformance::check_state(g, &s);
        for c in check_state(g, &s) {
            if seen.insert(c.clone()) {
                stack.push(c);
            }
        }
    }
    seen.len()
}

#[test]
fn chomp_conforms() {
    for (r, c) in [(1, 1), (1, 4), (3, 2), (4, 4), (8, 2)] {
        check_game(&Chomp::new(r, c).unwrap());
    }
    assert_eq!(check_game(&Chomp::new(3, 2).unwrap()), 18);
}

#[test]
fn cram_conforms() {
    for (r, c) in [(1, 1), (1, 5), (2, 3), (3, 3), (4, 3)] {
        check_game(&Cram::new(r, c).unwrap());
    }
}

#[test]
fn bundled_arenas_conform() {
    for entry in std::fs::read_dir("assets/arenas").unwrap() {
        let path = entry.unwrap().path();
        let a = Arena::load(path.to_str().unwrap()).unwrap();
        check_game(&a);
    }
}
