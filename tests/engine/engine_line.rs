//! The one way to play a line of moves in notation (`engine::line`): the bad
//! ply is named, a line continues a match, chance and simultaneous plies.

#![allow(clippy::unwrap_used)]

use ludoscope::engine::{Actor, Game, Match, PlayError};
use ludoscope::games::{Goofspiel, KuhnPoker, TicTacToe};

#[test]
fn plays_a_line_and_names_the_bad_ply() {
    let m = Match::from_line(TicTacToe, &["5", "1", " 9 "]).unwrap();
    assert_eq!(m.plies().len(), 3);
    let e = Match::from_line(TicTacToe, &["5", "5"]).unwrap_err();
    assert_eq!(e.ply, 2);
    assert_eq!(e.text, "5");
    let shown = e.to_string();
    assert!(shown.starts_with("move 2: \"5\" is not a legal"), "{shown}");
    assert!(shown.contains("legal: 1 2 3 4 6 7 8 9"), "{shown}");
    let over = Match::from_line(TicTacToe, &["1", "4", "2", "5", "3", "9"]).unwrap_err();
    assert_eq!(over.to_string(), "move 6 (9): the game is already over");
    assert_eq!((over.ply, over.why), (6, PlayError::GameOver));
}

#[test]
fn a_line_continues_from_where_the_match_is() {
    let mut m = Match::from_line(TicTacToe, &["5"]).unwrap();
    let e = m.play_line(&["1", "1"]).unwrap_err();
    assert_eq!(e.ply, 3, "plies count from the start of the match");
    assert_eq!(m.plies().len(), 2, "the plies before the bad one stay");
}

#[test]
fn chance_and_simultaneous_plies() {
    let kuhn = KuhnPoker::new(2).unwrap();
    let m = Match::from_line(kuhn.clone(), &["J", "Q", "bet", "pass"]);
    let m = m.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(m.plies().len(), 4);
    let g = Goofspiel::new(3, Default::default()).unwrap();
    let first = g.turn(&g.initial_state()).actors();
    assert_eq!(first, vec![Actor::Chance]);
    let m = Match::from_line(g.clone(), &["prize:2", "1+3"]).unwrap();
    assert_eq!(m.plies()[1].len(), 2);
    let e = Match::from_line(g.clone(), &["prize:2", "1"]).unwrap_err();
    assert!(matches!(e.why, PlayError::Missing { .. }), "{e}");
    let e = Match::from_line(g, &["prize:2", "1+3+2"]).unwrap_err();
    assert!(matches!(e.why, PlayError::Twice { .. }), "{e}");
}
