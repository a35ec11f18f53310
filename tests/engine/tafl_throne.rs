//! Tablut and Ard-ri (seed 001), one hand-built position per rule of the throne:
//! empty, it is hostile to both sides; with the king on it, to attackers only;
//! pawns pass through it empty but never stop on a fortress. Diagrams are
//! Ard-ri (7x7), top rank first.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::tafl_common;

use ludoscope::games::tafl::Tafl;
use tafl_common::{after, ard_ri, assert_board, dest, pos};

#[test]
fn the_empty_throne_is_hostile_to_both_sides() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . x
            . . . o . . .
            . . . + . . .
            . . . . . . .
            . K . . . . .
            + . . . . . +
        ",
        0,
    );
    let t = after(&g, &s, "g6-d6");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . x . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . K . . . . .
            + . . . . . +
        ",
    );
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . o .
            . . . + x . .
            . . . . . . .
            . K . . . . .
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "f5-f4");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . o .
            . . . . . . .
            . K . . . . .
            + . . . . . +
        ",
    );
}

#[test]
fn the_throne_with_the_king_on_it_is_hostile_to_attackers_only() {
    let g = ard_ri();
    // Not hostile to a defender: d5 survives between d6 and the occupied throne.
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . x
            . . . o . . .
            . . . K . . .
            . . . . . . .
            . . . . . . .
            + . . . . . +
        ",
        0,
    );
    let t = after(&g, &s, "g6-d6");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . x . . .
            . . . o . . .
            . . . K . . .
            . . . . . . .
            . . . . . . .
            + . . . . . +
        ",
    );
    // The king on the throne is a defender piece: an attacker next to it is taken.
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . o .
            . . . K x . .
            . . . . . . .
            . . . . . . .
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "f5-f4");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . K . o .
            . . . . . . .
            . . . . . . .
            + . . . . . +
        ",
    );
}

#[test]
fn pawns_pass_through_the_empty_throne_but_never_stop_on_a_fortress() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . x . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . x . . . K .
            + . . . . . +
        ",
        0,
    );
    assert_eq!(
        dest(&g, &s, "d6"),
        [
            "e6", "f6", "g6", "d7", "c6", "b6", "a6", "d5", "d3", "d2", "d1"
        ]
    );
    assert_eq!(
        dest(&g, &s, "b2"),
        ["c2", "d2", "e2", "b3", "b4", "b5", "b6", "b7", "a2", "b1"]
    );
    assert!(dest(&g, &s, "f2").is_empty(), "not the defenders' turn");
    // The king stops on the throne and on a corner (and wins there).
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . . K . . x
            + . . . . . +
        ",
        1,
    );
    assert_eq!(
        dest(&g, &s, "d2"),
        [
            "e2", "f2", "d3", "d4", "d5", "d6", "d7", "c2", "b2", "a2", "d1"
        ]
    );
    let t = after(&g, &s, "d2-d4");
    assert_eq!(g.king_square(&t).map(|k| g.square_name(k)).unwrap(), "d4");
    // One-step Ard-ri: one square, and the throne is not crossed.
    let one = Tafl::new(7, ludoscope::games::TaflStep::One, 300).unwrap();
    let s = pos(
        &one,
        "
            + . . . . . +
            . . . . . . .
            . . . x . . .
            . . . + . . .
            . . . . . . .
            . . . . . K .
            + . . . . . +
        ",
        0,
    );
    assert_eq!(dest(&one, &s, "d5"), ["e5", "d6", "c5"]);
}
