//! Tablut and Ard-ri (seed 001), one hand-built position per rule: pawn captures
//! (by either side, the king as hammer and anvil, fortresses as anvils, the throne
//! empty and occupied), safe moves between enemies, movement through and onto
//! fortresses, and each king-capture case including the blocked group, with the
//! cases where nothing must be captured. Diagrams are Ard-ri (7x7) unless said.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, Scores, parse_legal};
use ludoscope::games::tafl::{Tafl, TaflOutcome, TaflState};

fn ard_ri() -> Tafl {
    Tafl::ard_ri()
}

/// A position from a diagram; `plies` even: attackers to move, odd: defenders.
fn pos(g: &Tafl, diagram: &str, plies: u16) -> TaflState {
    g.from_diagram(diagram, plies).unwrap()
}

/// Plays `text`, which must be legal for the side to move.
fn after(g: &Tafl, s: &TaflState, text: &str) -> TaflState {
    let actor = Actor::Player(s.to_move());
    let a = parse_legal(g, s, actor, text).unwrap_or_else(|e| panic!("{e}\n{}", g.render(s)));
    let mut t = *s;
    g.play(&mut t, actor, a);
    t
}

/// The board of `s` is `diagram` and the counter moved on by one.
fn assert_board(g: &Tafl, s: &TaflState, before: &TaflState, diagram: &str) {
    assert_eq!(s.plies(), before.plies() + 1);
    let expected = g.from_diagram(diagram, s.plies()).unwrap();
    assert_eq!(*s, expected, "got\n{}", g.render(s));
}

fn names(g: &Tafl, squares: &[u8]) -> Vec<String> {
    squares.iter().map(|&sq| g.square_name(sq)).collect()
}

fn dest(g: &Tafl, s: &TaflState, name: &str) -> Vec<String> {
    let sq = (0..g.size() * g.size())
        .find(|&sq| g.square_name(sq) == name)
        .unwrap();
    names(g, &g.destinations(s, sq))
}

#[test]
fn attackers_capture_two_defenders_at_once() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . x . . .\n. x o . o x .\n. . . + . . .\n. . . . . . .\n. . K . . . .\n+ . . . . . +",
        0,
    );
    let t = after(&g, &s, "d6-d5");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. x . x . x .\n. . . + . . .\n. . . . . . .\n. . K . . . .\n+ . . . . . +",
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
        "+ . . . . . +\n. . . . . . .\n. x . x . . .\n. . . + . . .\n. . o . . . .\n. . . . K . .\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "c3-c5");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. x o x . . .\n. . . + . . .\n. . . . . . .\n. . . . K . .\n+ . . . . . +",
    );
    // An attacker steps between two defenders.
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. o . o . . .\n. . . + . . .\n. . x . . . .\n. . . . K . .\n+ . . . . . +",
        0,
    );
    let t = after(&g, &s, "c3-c5");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. o x o . . .\n. . . + . . .\n. . . . . . .\n. . . . K . .\n+ . . . . . +",
    );
}

#[test]
fn defenders_capture_with_the_king_as_hammer_and_as_anvil() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. o x . . . K\n. . . . . . .\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "g3-d3");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. o . K . . .\n. . . . . . .\n+ . . . . . +",
    );
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. . K x . o .\n. . . . . . .\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "f3-e3");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. . K . o . .\n. . . . . . .\n+ . . . . . +",
    );
}

#[test]
fn corners_are_hostile_to_both_sides() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . K . .\n. . . + . . .\n. . . . . . .\n. . x . . . .\n+ o . . . . +",
        0,
    );
    let t = after(&g, &s, "c2-c1");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. . . . K . .\n. . . + . . .\n. . . . . . .\n. . . . . . .\n+ . x . . . +",
    );
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . K . .\n. . . + . . .\n. . . . . o .\n. . . . . . x\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "f3-g3");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. . . . K . .\n. . . + . . .\n. . . . . . o\n. . . . . . .\n+ . . . . . +",
    );
}

#[test]
fn the_empty_throne_is_hostile_to_both_sides() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . x\n. . . o . . .\n. . . + . . .\n. . . . . . .\n. K . . . . .\n+ . . . . . +",
        0,
    );
    let t = after(&g, &s, "g6-d6");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . x . . .\n. . . . . . .\n. . . + . . .\n. . . . . . .\n. K . . . . .\n+ . . . . . +",
    );
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . . o .\n. . . + x . .\n. . . . . . .\n. K . . . . .\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "f5-f4");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . o .\n. . . . . . .\n. K . . . . .\n+ . . . . . +",
    );
}

#[test]
fn the_throne_with_the_king_on_it_is_hostile_to_attackers_only() {
    let g = ard_ri();
    // Not hostile to a defender: d5 survives between d6 and the occupied throne.
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . x\n. . . o . . .\n. . . K . . .\n. . . . . . .\n. . . . . . .\n+ . . . . . +",
        0,
    );
    let t = after(&g, &s, "g6-d6");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . x . . .\n. . . o . . .\n. . . K . . .\n. . . . . . .\n. . . . . . .\n+ . . . . . +",
    );
    // The king on the throne is a defender piece: an attacker next to it is taken.
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . . o .\n. . . K x . .\n. . . . . . .\n. . . . . . .\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "f5-f4");
    assert_board(
        &g,
        &t,
        &s,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . K . o .\n. . . . . . .\n. . . . . . .\n+ . . . . . +",
    );
}

#[test]
fn pawns_pass_through_the_empty_throne_but_never_stop_on_a_fortress() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . x . . .\n. . . . . . .\n. . . + . . .\n. . . . . . .\n. x . . . K .\n+ . . . . . +",
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
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. . . . . . .\n. . . K . . x\n+ . . . . . +",
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
    let one = Tafl::new(7, ludoscope::engine::TaflStep::One, 300).unwrap();
    let s = pos(
        &one,
        "+ . . . . . +\n. . . . . . .\n. . . x . . .\n. . . + . . .\n. . . . . . .\n. . . . . K .\n+ . . . . . +",
        0,
    );
    assert_eq!(dest(&one, &s, "d5"), ["e5", "d6", "c5"]);
}

#[test]
fn the_king_reaching_a_corner_wins_for_the_defenders() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. . . . . . .\n. K . . . . x\n+ . . . . . +",
        1,
    );
    let t = after(&g, &s, "b2-b1");
    assert!(!g.turn(&t).is_terminal());
    let t = after(&g, &t, "g2-g3");
    let t = after(&g, &t, "b1-a1");
    assert_eq!(g.outcome(&t), Some(TaflOutcome::DefendersWin));
    assert_eq!(g.scores(&t), Some(Scores::two_player(Some(1))));
}

#[test]
fn the_king_is_not_captured_between_two_attackers() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. x K . . . x\n. . . + . . .\n. . . . . . .\n. . . . . . .\n+ . . . . . +",
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
        "+ . . . . . +\n. . . . . . .\n. . . x . . .\n. . x K x . .\n. . . . . . .\n. . . x . . .\n+ . . . . . +",
        0,
    );
    assert_king_captured(&g, &s, "d2-d3");
    let s = pos(
        &g,
        "+ . x . . . +\n. x K x . . .\n. . . . . . .\n. . . + . . .\n. . x . . . .\n. . . . . . .\n+ . . . . . +",
        0,
    );
    assert_king_captured(&g, &s, "c3-c5");
}

#[test]
fn king_captured_on_the_edge_by_three_but_not_with_a_defender_beside_it() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. x . . . . .\nx . . . . . .\nK . . + . . .\nx . . . . . .\n. . . . . . .\n+ . . . . . +",
        0,
    );
    assert_king_captured(&g, &s, "b6-b4");
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\nx . . . . . .\nK o . + . . .\n. . . . . . .\nx . . . . . .\n+ . . . . . +",
        0,
    );
    assert!(after(&g, &s, "a2-a3").has_king());
}

#[test]
fn king_captured_next_to_the_throne_by_three() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . x\n. . x K x . .\n. . . + . . .\n. . . . . . .\n. . . . . . .\n+ . . . . . +",
        0,
    );
    assert_king_captured(&g, &s, "g6-d6");
}

#[test]
fn king_captured_next_to_a_corner_by_two() {
    let g = ard_ri();
    let s = pos(
        &g,
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. . . . . . .\n. . . . x . .\n+ K x . . . +",
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
        "+ . . . . . +\n. . . x . . .\n. . x . x . .\n. . . + . . .\n. . . . . . .\n. . . K . . x\n+ . . . . . +",
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
const WALLED: &str = "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . x .\n. . . . . . .\n. . . x x . .\n+ . x K o . +";

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
        "+ . . . . . +\n. . . . . . .\n. . . . . . .\n. . . + . . .\n. . . . . . .\n. . . x x . .\n+ . x . o x +",
    );
    assert_eq!(g.outcome(&t), Some(TaflOutcome::AttackersWin));
}

#[test]
fn a_group_with_one_free_member_is_not_captured() {
    let g = ard_ri();
    // Without the attacker on e2, the defender on e1 can still move up.
    let s = pos(&g, &WALLED.replace("x x . .\n+", "x . . .\n+"), 0);
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
        "+ . . . . . +\n. x . . . . .\n. . . . . . .\n. . . + . . .\n. . . . . . o\n. . . x x . .\n+ . x K o x +",
        1,
    );
    assert!(g.group_blocked(&s));
    let t = after(&g, &s, "g3-g4");
    assert!(t.has_king());
    let u = after(&g, &t, "b6-b5");
    assert!(!u.has_king());
}
