//! Chomp and Cram rules: move generation counted by perft against hand counts,
//! who loses at the end, parameter ranges, and the bundled Cram tree of plays.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, perft_levels};
use ludoscope::games::{AnyGame, Arena, Chomp, Cram, GameSpec};

fn nodes<G: Game>(g: &G, depth: usize) -> Vec<u64> {
    perft_levels(g, &g.initial_state(), depth)
        .iter()
        .map(|l| l.nodes)
        .collect()
}

#[test]
fn chomp_perft_by_hand() {
    // 1x2: eat 1,1 (game over) or 1,2 (then only 1,1 remains).
    assert_eq!(nodes(&Chomp::new(1, 2).unwrap(), 3), [1, 2, 1, 0]);
    // 2x2: 4 first moves; after 1,2 or 2,1 two squares remain (2 moves, then
    // 1), after 2,2 three squares in an L (3 moves: 1,1 / 1,2 / 2,1 ...).
    assert_eq!(nodes(&Chomp::new(2, 2).unwrap(), 2), [1, 4, 2 + 2 + 3]);
}

#[test]
fn chomp_whoever_eats_the_poison_loses() {
    let g = Chomp::new(2, 2).unwrap();
    let mut s = g.initial_state();
    let a = g.parse_action(&s, "1,1").unwrap();
    g.play(&mut s, Actor::Player(0), a);
    assert_eq!(g.scores(&s).unwrap().winner(), Some(1));
    assert_eq!(g.render(&s), ". .\n. .\n");
}

#[test]
fn cram_perft_by_hand() {
    // 2x2: 4 dominoes; after any one, exactly one parallel domino fits, then none.
    assert_eq!(nodes(&Cram::new(2, 2).unwrap(), 3), [1, 4, 4, 0]);
    // 1x1: no domino fits: player 0 cannot move and loses at once.
    let g = Cram::new(1, 1).unwrap();
    assert_eq!(g.scores(&g.initial_state()).unwrap().winner(), Some(1));
}

#[test]
fn cram_2x3_tree_of_plays_is_the_bundled_arena() {
    let g = Cram::new(2, 3).unwrap();
    let levels = perft_levels(&g, &g.initial_state(), 4);
    let a = Arena::load("assets/arenas/seed-003-cram-2x3.ron").unwrap();
    let total: u64 = levels.iter().map(|l| l.nodes).sum();
    assert_eq!(total as usize, a.graph().nodes.len());
    let finals: u64 = levels.iter().map(|l| l.terminal).sum();
    let leaves = a.graph().nodes.iter().filter(|n| n.leaf.is_some()).count();
    assert_eq!(finals as usize, leaves);
}

#[test]
fn parameter_ranges() {
    for (r, c, ok) in [(1, 1, true), (8, 8, true), (0, 2, false), (2, 9, false)] {
        for spec in [
            GameSpec::Chomp { rows: r, cols: c },
            GameSpec::Cram { rows: r, cols: c },
        ] {
            let built = AnyGame::from_spec(&spec);
            assert_eq!(built.is_ok(), ok, "{spec}");
            if let Err(e) = built {
                assert!(e.to_string().contains("from 1 to 8"), "{e}");
            }
        }
    }
}
