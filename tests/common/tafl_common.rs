//! Helpers shared by the tafl rule tests: positions from diagrams, playing a move
//! in notation, and comparing boards.

#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(dead_code)]

use ludoscope::engine::{Actor, Game, parse_legal};
use ludoscope::games::tafl::{Tafl, TaflState};

pub fn ard_ri() -> Tafl {
    Tafl::ard_ri()
}

/// A position from a diagram; `plies` even: attackers to move, odd: defenders.
pub fn pos(g: &Tafl, diagram: &str, plies: u16) -> TaflState {
    g.from_diagram(diagram, plies).unwrap()
}

/// Plays `text`, which must be legal for the side to move.
pub fn after(g: &Tafl, s: &TaflState, text: &str) -> TaflState {
    let actor = Actor::Player(s.to_move());
    let a = parse_legal(g, s, actor, text).unwrap_or_else(|e| panic!("{e}\n{}", g.render(s)));
    let mut t = *s;
    g.play(&mut t, actor, a);
    t
}

/// The board of `s` is `diagram` and the counter moved on by one.
pub fn assert_board(g: &Tafl, s: &TaflState, before: &TaflState, diagram: &str) {
    assert_eq!(s.plies(), before.plies() + 1);
    let expected = g.from_diagram(diagram, s.plies()).unwrap();
    assert_eq!(*s, expected, "got\n{}", g.render(s));
}

pub fn names(g: &Tafl, squares: &[u8]) -> Vec<String> {
    squares.iter().map(|&sq| g.square_name(sq)).collect()
}

pub fn dest(g: &Tafl, s: &TaflState, name: &str) -> Vec<String> {
    let sq = (0..g.size() * g.size())
        .find(|&sq| g.square_name(sq) == name)
        .unwrap();
    names(g, &g.destinations(s, sq))
}
