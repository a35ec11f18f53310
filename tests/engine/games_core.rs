//! Tic-tac-toe, Connect Four and Nim: tic-tac-toe's game tree counts, and Nim's
//! outcomes against the XOR rule (the conformance suite on every size is in
//! `catalog_conformance`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, Turn, perft_levels, perft_nodes};
use ludoscope::games::{ConnectFour, Nim, TicTacToe};

/// Counts complete games by result: (first player wins, second wins, draws).
fn games_by_result(g: &TicTacToe, s: &<TicTacToe as Game>::State) -> [u64; 3] {
    match g.turn(s) {
        Turn::Terminal => match g.scores(s).unwrap().winner() {
            Some(0) => [1, 0, 0],
            Some(_) => [0, 1, 0],
            None => [0, 0, 1],
        },
        Turn::Player(p) => {
            let mut legal = Vec::new();
            g.legal_actions(s, p, &mut legal);
            legal.iter().fold([0; 3], |acc, &a| {
                let mut c = *s;
                g.play(&mut c, Actor::Player(p), a);
                let r = games_by_result(g, &c);
                [acc[0] + r[0], acc[1] + r[1], acc[2] + r[2]]
            })
        }
        other => panic!("tic-tac-toe has no {other:?} turn"),
    }
}

#[test]
fn tictactoe_game_tree() {
    let g = TicTacToe;
    let levels = perft_levels(&g, &g.initial_state(), 9);
    let nodes: u64 = levels.iter().map(|l| l.nodes).sum();
    let terminal: u64 = levels.iter().map(|l| l.terminal).sum();
    let distinct: u64 = levels.iter().map(|l| l.distinct).sum();
    assert_eq!(nodes, 549_946);
    assert_eq!(terminal, 255_168);
    assert_eq!(distinct, 5_478);
    let per_depth: Vec<u64> = levels.iter().map(|l| l.nodes).collect();
    assert_eq!(
        per_depth,
        [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
    );
    assert_eq!(
        games_by_result(&g, &g.initial_state()),
        [131_184, 77_904, 46_080]
    );
    for l in &levels {
        assert_eq!(perft_nodes(&g, &g.initial_state(), l.depth), l.nodes);
    }
}

#[test]
fn connect_four_known_perft() {
    // Distinct positions by number of discs on 7x6 (OEIS A212693).
    let g = ConnectFour::default();
    let levels = perft_levels(&g, &g.initial_state(), 8);
    let distinct: Vec<u64> = levels.iter().map(|l| l.distinct).collect();
    assert_eq!(distinct, [1, 7, 49, 238, 1120, 4263, 16422, 54859, 184275]);
    for l in &levels {
        assert_eq!(perft_nodes(&g, &g.initial_state(), l.depth), l.nodes);
    }
}

/// Plain game-tree search: does the player to move win?
fn mover_wins(g: &Nim, s: &<Nim as Game>::State) -> bool {
    let Turn::Player(p) = g.turn(s) else {
        return false; // the previous player took the last object
    };
    let mut legal = Vec::new();
    g.legal_actions(s, p, &mut legal);
    legal.iter().any(|&a| {
        let mut c = *s;
        g.play(&mut c, Actor::Player(p), a);
        !mover_wins(g, &c)
    })
}

#[test]
fn nim_outcomes_follow_the_xor_rule() {
    let mut checked = 0;
    for a in 0..=4u32 {
        for b in 0..=4 {
            for c in 0..=5 {
                if a + b + c == 0 {
                    continue;
                }
                let g = Nim::new(&[a, b, c]).unwrap();
                let s = g.initial_state();
                assert_eq!(mover_wins(&g, &s), a ^ b ^ c != 0, "heaps {a} {b} {c}");
                assert_eq!(Nim::nim_sum(&s) != 0, a ^ b ^ c != 0);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 149);
}

#[test]
fn bad_parameters_are_refused_with_reasons() {
    let e = ConnectFour::new(3, 7).unwrap_err().to_string();
    assert!(e.contains("from 4 to 8"), "{e}");
    assert!(ConnectFour::new(8, 9).is_err());
    assert!(
        Nim::new(&[])
            .unwrap_err()
            .to_string()
            .contains("between 1 and 12 heaps")
    );
    assert!(
        Nim::new(&[0, 0])
            .unwrap_err()
            .to_string()
            .contains("no object")
    );
    assert!(Nim::new(&[256]).unwrap_err().to_string().contains("255"));
}

#[test]
fn notation_errors_name_the_problem() {
    let c4 = ConnectFour::default();
    let s = c4.initial_state();
    assert!(
        c4.parse_action(&s, "8")
            .unwrap_err()
            .to_string()
            .contains("1 to 7")
    );
    assert!(
        c4.parse_action(&s, "x")
            .unwrap_err()
            .to_string()
            .contains("column number")
    );
    let nim = Nim::new(&[3, 4]).unwrap();
    let s = nim.initial_state();
    assert!(
        nim.parse_action(&s, "3:1")
            .unwrap_err()
            .to_string()
            .contains("1 to 2")
    );
    assert!(
        nim.parse_action(&s, "21")
            .unwrap_err()
            .to_string()
            .contains("heap:count")
    );
    let e = ludoscope::engine::parse_legal(&nim, &s, Actor::Player(0), "1:4").unwrap_err();
    assert!(e.to_string().contains("legal: 1:1 1:2 1:3 2:1"), "{e}");
    let e = ludoscope::engine::parse_legal(&nim, &s, Actor::Player(1), "1:1").unwrap_err();
    assert_eq!(e.to_string(), "player 1 does not act here");
}
