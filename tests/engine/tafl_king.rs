//! Tablut and Ard-ri (seed 001), one hand-built position per king-capture case:
//! four attackers (on the throne and in the open), the edge and three, the throne
//! and three, a corner and two, and the blocked group; with the cases where the
//! king must survive (two attackers in a line, a defender beside it, a move that
//! is not next to it, a group with a free member); and the king reaching a
//! corner. Diagrams are Ard-ri (7x7).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::tafl_common;

use ludoscope::engine::{Game, Scores};
use ludoscope::games::tafl::{Tafl, TaflOutcome, TaflState};
use tafl_common::{after, ard_ri, assert_board, pos};

#[test]
fn the_king_is_not_captured_between_two_attackers() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . x K . . . x
            . . . + . . .
            . . . . . . .
            . . . . . . .
            + . . . . . +
        ",
        0,
    );
    let t = after(&g, &s, "g5-d5");
    assert!(t.has_king());
}

/// Plays `text` for the attackers and checks the king is taken and they win.
fn assert_king_captured(g: &Tafl, s: &TaflState, text: &str) {
    let t = after(g, s, text);
    assert!(
        !t.has_king(),
        "king still there after {text}:\n{}",
        g.render(&t)
    );
    assert_eq!(g.outcome(&t), Some(TaflOutcome::AttackersWin));
    assert_eq!(g.scores(&t), Some(Scores::two_player(Some(0))));
    let a = g.parse_action(s, text).unwrap();
    assert!(g.captures(s, a).contains(&g.king_square(s).unwrap()));
}

#[test]
fn king_captured_by_four_attackers_on_the_throne_and_in_the_open() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . x . . .
            . . x K x . .
            . . . . . . .
            . . . x . . .
            + . . . . . +
        ",
        0,
    );
    assert_king_captured(&g, &s, "d2-d3");
    let s = pos(
        &g,
        "
            + . x . . . +
            . x K x . . .
            . . . . . . .
            . . . + . . .
            . . x . . . .
            . . . . . . .
            + . . . . . +
        ",
        0,
    );
    assert_king_captured(&g, &s, "c3-c5");
}

#[test]
fn king_captured_on_the_edge_by_three_but_not_with_a_defender_beside_it() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . x . . . . .
            x . . . . . .
            K . . + . . .
            x . . . . . .
            . . . . . . .
            + . . . . . +
        ",
        0,
    );
    assert_king_captured(&g, &s, "b6-b4");
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            x . . . . . .
            K o . + . . .
            . . . . . . .
            x . . . . . .
            + . . . . . +
        ",
        0,
    );
    assert!(after(&g, &s, "a2-a3").has_king());
}

#[test]
fn king_captured_next_to_the_throne_by_three() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . x
            . . x K x . .
            . . . + . . .
            . . . . . . .
            . . . . . . .
            + . . . . . +
        ",
        0,
    );
    assert_king_captured(&g, &s, "g6-d6");
}

#[test]
fn king_captured_next_to_a_corner_by_two() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . . . x . .
            + K x . . . +
        ",
        0,
    );
    assert_king_captured(&g, &s, "e2-b2");
}

#[test]
fn the_king_is_captured_only_by_a_move_next_to_it() {
    let g = ard_ri();
    // The king slides through the empty throne between three attackers: safe.
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . x . . .
            . . x . x . .
            . . . + . . .
            . . . . . . .
            . . . K . . x
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "d2-d5");
    assert!(t.has_king());
    // An attacker moving elsewhere does not capture it (it may still step onto
    // the throne, so its group is not blocked either).
    let u = after(&g, &t, "g2-g3");
    assert!(u.has_king());
    assert!(!g.group_blocked(&u));
}

/// The king on d1 and a defender on e1 walled in by c1, d2, e2 and f1.
const WALLED: &str = "
    + . . . . . +
    . . . . . . .
    . . . . . . .
    . . . + . x .
    . . . . . . .
    . . . x x . .
    + . x K o . +
";

#[test]
fn king_captured_when_its_group_cannot_move() {
    let g = ard_ri();
    let s = pos(&g, WALLED, 0);
    assert!(!g.group_blocked(&s));
    // f1 is not next to the king: the blocked group is what captures it.
    let t = after(&g, &s, "f4-f1");
    assert!(!t.has_king());
    assert_board(
        &g,
        &t,
        &s,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . . . x x . .
            + . x . o x +
        ",
    );
    assert_eq!(g.outcome(&t), Some(TaflOutcome::AttackersWin));
}

#[test]
fn a_group_with_one_free_member_is_not_captured() {
    let g = ard_ri();
    // Without the attacker on e2, the defender on e1 can still move up.
    let s = pos(&g, &WALLED.replace(". . . x x . .", ". . . x . . ."), 0);
    let t = after(&g, &s, "f4-f1");
    assert!(t.has_king());
    assert!(!g.group_blocked(&t));
}

#[test]
fn a_blocked_group_is_captured_after_any_attackers_move() {
    let g = ard_ri();
    // Hand-built already blocked with the defenders to move: their move does not
    // capture their own king; the attackers' next move, wherever it is, does.
    let s = pos(
        &g,
        "
            + . . . . . +
            . x . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . o
            . . . x x . .
            + . x K o x +
        ",
        1,
    );
    assert!(g.group_blocked(&s));
    let t = after(&g, &s, "g3-g4");
    assert!(t.has_king());
    let u = after(&g, &t, "b6-b5");
    assert!(!u.has_king());
}

#[test]
fn the_king_reaching_a_corner_wins_for_the_defenders() {
    let g = ard_ri();
    let s = pos(
        &g,
        "
            + . . . . . +
            . . . . . . .
            . . . . . . .
            . . . + . . .
            . . . . . . .
            . K . . . . x
            + . . . . . +
        ",
        1,
    );
    let t = after(&g, &s, "b2-b1");
    assert!(!g.turn(&t).is_terminal());
    let t = after(&g, &t, "g2-g3");
    let t = after(&g, &t, "b1-a1");
    assert_eq!(g.outcome(&t), Some(TaflOutcome::DefendersWin));
    assert_eq!(g.scores(&t), Some(Scores::two_player(Some(1))));
}
