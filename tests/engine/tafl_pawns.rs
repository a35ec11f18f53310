//! Tablut and Ard-ri (seed 001), one hand-built position per pawn rule: captures
//! by either side, the king as hammer and anvil, corners as anvils, and safe
//! moves between enemies. Diagrams are Ard-ri (7x7), top rank first. The
//! throne's rules are in `tafl_throne.rs`, king captures in `tafl_king.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::tafl_common;

use ludoscope::engine::Game;
use tafl_common::{after, ard_ri, assert_board, names, pos};

#[test]
fn attackers_capture_two_defenders_at_once() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . x . . .
            . x o . o x .
            . . . + . . .
            . . . . . . .
            . . K . . . .
            + . . . . . +
        ",
        0,
    );
    let t = after(&g, &s, "d6-d5");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . x . x . x .
            . . . + . . .
            . . . . . . .
            . . K . . . .
            + . . . . . +
        ",
    );
    let d6d5 = g.parse_action(&s, "d6-d5").unwrap();
    assert_eq!(names(&g, &g.captures(&s, d6d5)), ["c5", "e5"]);
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let g = ard_ri();
    // A defender steps between two attackers.
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . x . x . . .
            . . . + . . .
            . . o . . . .
            . . . . K . .
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "c3-c5");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . x o x . . .
            . . . + . . .
            . . . . . . .
            . . . . K . .
            + . . . . . +
        ",
    );
    // An attacker steps between two defenders.
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . o . o . . .
            . . . + . . .
            . . x . . . .
            . . . . K . .
            + . . . . . +
        ",
        0,
    );
    let t = after(&g, &s, "c3-c5");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . o x o . . .
            . . . + . . .
            . . . . . . .
            . . . . K . .
            + . . . . . +
        ",
    );
}

#[test]
fn defenders_capture_with_the_king_as_hammer_and_as_anvil() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . o x . . . K
            . . . . . . .
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "g3-d3");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . o . K . . .
            . . . . . . .
            + . . . . . +
        ",
    );
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . K x . o .
            . . . . . . .
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "f3-e3");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . K . o . .
            . . . . . . .
            + . . . . . +
        ",
    );
}

#[test]
fn corners_are_hostile_to_both_sides() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . K . .
            . . . + . . .
            . . . . . . .
            . . x . . . .
            + o . . . . +
        ",
        0,
    );
    let t = after(&g, &s, "c2-c1");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . K . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            + . x . . . +
        ",
    );
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . K . .
            . . . + . . .
            . . . . . o .
            . . . . . . x
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "f3-g3");
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . K . .
            . . . + . . .
            . . . . . . o
            . . . . . . .
            + . . . . . +
        ",
    );
}
