//! Tests of the session: moves through the engine, undo and redo, branching,
//! chance and simultaneous turns, what each viewer learns of a ply.

use super::*;
use crate::games::TicTacToe;

/// Plays `text` for whoever acts at the cursor, as a click would.
fn play(s: &mut Box<dyn AnySession>, text: &str, discard: bool) -> Result<PlayOutcome, String> {
    let mv = s.find_move(text)?;
    s.play(mv, discard)
}

fn ttt() -> Box<dyn AnySession> {
    Box::new(Session::new(TicTacToe))
}

#[test]
fn plays_undoes_and_redoes_through_the_engine() {
    let mut s = ttt();
    assert_eq!(play(&mut s, "5", false), Ok(PlayOutcome::Played));
    assert!(
        play(&mut s, "5", false)
            .unwrap_err()
            .contains("not a legal action")
    );
    assert!(play(&mut s, "banana", false).is_err());
    assert_eq!(play(&mut s, "1", false), Ok(PlayOutcome::Played));
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
        play(&mut s, m, false).unwrap();
    }
    s.set_cursor(1);
    assert_eq!(play(&mut s, "1", false), Ok(PlayOutcome::Followed));
    assert_eq!((s.len(), s.cursor()), (3, 2));
    assert_eq!(play(&mut s, "3", false), Ok(PlayOutcome::NeedsConfirm));
    assert_eq!(s.len(), 3);
    assert_eq!(play(&mut s, "3", true), Ok(PlayOutcome::Played));
    assert_eq!((s.len(), s.ply_text(2)), (3, "3".to_string()));
    s.set_cursor(99);
    assert_eq!(s.cursor(), 3);
}

#[test]
fn agent_jobs_answer_with_a_legal_move() {
    let mut s = ttt();
    play(&mut s, "5", false).unwrap();
    let thinking = std::sync::Arc::new(Thinking::default());
    assert!(
        s.agent_job(0, &AgentSpec::Random, 1, 0, thinking.clone())
            .is_none()
    );
    let job = s.agent_job(1, &AgentSpec::Random, 1, 0, thinking).unwrap();
    let mv = job(&std::sync::atomic::AtomicBool::new(false))
        .unwrap()
        .unwrap();
    assert_eq!((mv.at, mv.actor), (1, Actor::Player(1)));
    assert_eq!(s.play(mv, false), Ok(PlayOutcome::Played));
}

#[test]
fn chance_and_simultaneous_turns() {
    use crate::games::{Goofspiel, GoofspielSignal};
    let mut s: Box<dyn AnySession> = Box::new(Session::new(
        Goofspiel::new(3, GoofspielSignal::WinnerOnly).unwrap(),
    ));
    assert_eq!(s.to_move(), None, "chance reveals the first prize");
    let prize = s.chance_move(7).unwrap();
    assert_eq!(prize.actor, Actor::Chance);
    let text = s.move_text(prize).unwrap();
    assert!(text.starts_with("prize:"), "{text}");
    assert_eq!(s.chance_move(7), Some(prize), "drawn from the seed");
    assert_eq!(s.play(prize, false), Ok(PlayOutcome::Played));
    assert_eq!(s.to_move(), Some(0));
    assert_eq!(play(&mut s, "1", false), Ok(PlayOutcome::Played));
    assert_eq!(
        (s.len(), s.to_move()),
        (1, Some(1)),
        "player 1 bids, unaware"
    );
    assert!(play(&mut s, "9", false).is_err());
    assert_eq!(play(&mut s, "3", false), Ok(PlayOutcome::Played));
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
    assert_eq!(play(&mut s, "5", false), Ok(PlayOutcome::Played));
    assert_eq!(
        s.ply_seen(0, Viewer::Player(1)),
        "?",
        "O does not see where X played"
    );
    assert_eq!(s.ply_seen(0, Viewer::Player(0)), "5");
    assert_eq!(s.ply_seen(0, Viewer::Public), "?");
}

#[test]
fn a_move_is_played_only_where_it_was_chosen() {
    let mut s = ttt();
    let five = s.find_move("5").unwrap();
    assert_eq!(s.move_text(five).as_deref(), Some("5"));
    assert_eq!(s.play(five, false), Ok(PlayOutcome::Played));
    // The same reference one ply later names another player's move: refused.
    let e = s.play(five, false).unwrap_err();
    assert!(e.contains("position changed"), "{e}");
    let stale = MoveRef {
        at: 1,
        actor: Actor::Player(1),
        index: 99,
    };
    assert!(s.play(stale, false).is_err());
    assert_eq!(s.len(), 1);
}

#[test]
fn a_showdown_reveals_the_cards_in_the_move_list() {
    use crate::games::KuhnPoker;
    let mut s: Box<dyn AnySession> = Box::new(Session::new(KuhnPoker::new(2).unwrap()));
    for m in ["K", "J", "bet"] {
        play(&mut s, m, false).unwrap();
    }
    assert_eq!(
        s.ply_seen(0, Viewer::Player(1)),
        "?",
        "player 0's card is face down"
    );
    assert_eq!(s.ply_seen(1, Viewer::Player(1)), "J");
    play(&mut s, "bet", false).unwrap();
    assert!(s.scores().is_some(), "the call ends the game at a showdown");
    assert_eq!(
        s.ply_seen(0, Viewer::Player(1)),
        "K",
        "the showdown showed it"
    );
    assert_eq!(s.ply_seen(0, Viewer::Public), "K");
    // Looking back before the showdown, it was still unknown.
    s.set_cursor(3);
    assert_eq!(s.ply_seen(0, Viewer::Player(1)), "?");
    // A fold shows nothing.
    let mut f: Box<dyn AnySession> = Box::new(Session::new(KuhnPoker::new(2).unwrap()));
    for m in ["K", "J", "bet", "pass"] {
        play(&mut f, m, false).unwrap();
    }
    assert!(f.scores().is_some());
    assert_eq!(
        f.ply_seen(0, Viewer::Player(1)),
        "?",
        "a fold keeps the card hidden"
    );
}
