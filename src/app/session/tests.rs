//! Tests of the session: moves through the engine, undo and redo, branching,
//! chance and simultaneous turns, what each viewer learns of a ply.

use super::*;
use crate::games::TicTacToe;

fn ttt() -> Box<dyn AnySession> {
    Box::new(Session::new(TicTacToe))
}

#[test]
fn plays_undoes_and_redoes_through_the_engine() {
    let mut s = ttt();
    assert_eq!(s.play("5", false), Ok(PlayOutcome::Played));
    assert!(
        s.play("5", false)
            .unwrap_err()
            .contains("not a legal action")
    );
    assert!(s.play("banana", false).is_err());
    assert_eq!(s.play("1", false), Ok(PlayOutcome::Played));
    assert_eq!((s.len(), s.cursor()), (2, 2));
    assert!(s.undo());
    assert_eq!((s.len(), s.cursor(), s.can_redo()), (1, 1, true));
    assert!(s.redo());
    assert_eq!(s.ply_text(1), "1");
    assert_eq!(s.ply_actor(1), Some(Actor::Player(1)));
    assert!(!s.redo());
}

#[test]
fn a_move_from_the_past_follows_or_asks_before_branching() {
    let mut s = ttt();
    for m in ["5", "1", "9"] {
        s.play(m, false).unwrap();
    }
    s.set_cursor(1);
    assert_eq!(s.play("1", false), Ok(PlayOutcome::Followed));
    assert_eq!((s.len(), s.cursor()), (3, 2));
    assert_eq!(s.play("3", false), Ok(PlayOutcome::NeedsConfirm));
    assert_eq!(s.len(), 3);
    assert_eq!(s.play("3", true), Ok(PlayOutcome::Played));
    assert_eq!((s.len(), s.ply_text(2)), (3, "3".to_string()));
    s.set_cursor(99);
    assert_eq!(s.cursor(), 3);
}

#[test]
fn agent_jobs_answer_with_a_legal_move() {
    let mut s = ttt();
    s.play("5", false).unwrap();
    let thinking = std::sync::Arc::new(Thinking::default());
    assert!(
        s.agent_job(0, &AgentSpec::Random, 1, 0, thinking.clone())
            .is_none()
    );
    let job = s.agent_job(1, &AgentSpec::Random, 1, 0, thinking).unwrap();
    let text = job(&std::sync::atomic::AtomicBool::new(false)).unwrap();
    assert_eq!(s.play(&text, false), Ok(PlayOutcome::Played));
}

#[test]
fn chance_and_simultaneous_turns() {
    use crate::games::{Goofspiel, GoofspielSignal};
    let mut s: Box<dyn AnySession> = Box::new(Session::new(
        Goofspiel::new(3, GoofspielSignal::WinnerOnly).unwrap(),
    ));
    assert_eq!(s.to_move(), None, "chance reveals the first prize");
    let prize = s.chance_move(7).unwrap();
    assert!(prize.starts_with("prize:"), "{prize}");
    assert_eq!(s.chance_move(7), Some(prize.clone()), "drawn from the seed");
    assert_eq!(s.play(&prize, false), Ok(PlayOutcome::Played));
    assert_eq!(s.to_move(), Some(0));
    assert_eq!(s.play("1", false), Ok(PlayOutcome::Played));
    assert_eq!(
        (s.len(), s.to_move()),
        (1, Some(1)),
        "player 1 bids, unaware"
    );
    assert!(s.play("9", false).is_err());
    assert_eq!(s.play("3", false), Ok(PlayOutcome::Played));
    assert_eq!(s.len(), 2);
    assert_eq!(s.ply_text(1), "1+3");
    assert_eq!(
        s.ply_seen(1, Viewer::Player(0)),
        "1+?",
        "the other's bid stays hidden"
    );
    assert_eq!(s.ply_seen(1, Viewer::Everyone), "1+3");
    assert_eq!(s.to_move(), None, "chance again");
}

#[test]
fn an_unseen_last_move_is_not_marked() {
    use crate::games::PhantomTicTacToe;
    let mut s: Box<dyn AnySession> = Box::new(Session::new(PhantomTicTacToe));
    assert_eq!(s.play("5", false), Ok(PlayOutcome::Played));
    assert_eq!(
        s.ply_seen(0, Viewer::Player(1)),
        "?",
        "O does not see where X played"
    );
    assert_eq!(s.ply_seen(0, Viewer::Player(0)), "5");
    assert_eq!(s.ply_seen(0, Viewer::Public), "?");
}
