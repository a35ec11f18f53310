//! Unit tests of [`super::apply`]: each command on a studio without egui.

use super::*;
use crate::agents::AgentSpec;
use crate::app::settings::Settings;
use crate::app::store::{MemoryStore, ReplayData};
use crate::games::GameSpec;

fn studio(spec: GameSpec, seats: Vec<Seat>) -> Studio {
    Studio::new(Settings {
        spec,
        seats,
        ..Settings::default()
    })
}

fn humans(spec: GameSpec) -> Studio {
    studio(spec, vec![Seat::Human, Seat::Human])
}

fn moves(s: &Studio) -> Vec<String> {
    (0..s.session.len())
        .map(|k| s.session.ply_text(k))
        .collect()
}

#[test]
fn moves_navigation_and_branching() {
    let mut s = humans(GameSpec::TicTacToe);
    for m in ["5", "1", "9"] {
        apply(&mut s, Command::Play(m.into()));
    }
    assert_eq!(moves(&s), ["5", "1", "9"]);
    apply(&mut s, Command::Back);
    apply(&mut s, Command::Back);
    assert_eq!(s.session.cursor(), 1);
    apply(&mut s, Command::Play("2".into()));
    assert_eq!(s.pending.as_deref(), Some("2"));
    apply(&mut s, Command::CancelDiscard);
    assert_eq!(moves(&s), ["5", "1", "9"]);
    apply(&mut s, Command::Play("2".into()));
    apply(&mut s, Command::ConfirmDiscard);
    assert_eq!(moves(&s), ["5", "2"]);
    apply(&mut s, Command::First);
    assert_eq!(s.session.cursor(), 0);
    apply(&mut s, Command::Last);
    assert_eq!(s.session.cursor(), 2);
    apply(&mut s, Command::Play("99".into()));
    assert!(s.message.as_deref().unwrap_or("").contains("out of range"));
    apply(&mut s, Command::DismissMessage);
    assert!(s.message.is_none());
}

#[test]
fn undo_against_an_agent_returns_to_the_human() {
    let mut s = studio(
        GameSpec::TicTacToe,
        vec![Seat::Human, Seat::Agent(AgentSpec::Random)],
    );
    apply(&mut s, Command::Play("5".into()));
    let (generation, job) = s.agent_request().expect("the agent is to move");
    let text = job(&Default::default()).expect("an answer");
    apply(
        &mut s,
        Command::AgentMoved {
            generation: generation + 7,
            text: text.clone(),
        },
    );
    assert_eq!(s.session.len(), 1, "a stale answer is dropped");
    let generation = s.generation;
    apply(&mut s, Command::AgentMoved { generation, text });
    assert_eq!(s.session.len(), 2);
    apply(&mut s, Command::Undo);
    assert_eq!(s.session.len(), 0);
    apply(&mut s, Command::Redo);
    assert_eq!(s.session.len(), 2);
}

#[test]
fn stop_pauses_the_agents_and_new_game_validates_the_draft() {
    let mut s = studio(GameSpec::TicTacToe, vec![Seat::Agent(AgentSpec::Random); 2]);
    assert!(s.agent_request().is_some());
    apply(&mut s, Command::Stop);
    assert!(s.agent_request().is_none());
    apply(&mut s, Command::Resume);
    assert!(s.agent_request().is_some());
    let bad = Draft::new(GameSpec::ConnectFour { rows: 3, cols: 7 });
    apply(&mut s, Command::SetDraft(bad));
    apply(&mut s, Command::NewGame);
    assert!(s.message.is_some());
    assert_eq!(s.session.spec(), GameSpec::TicTacToe);
    apply(
        &mut s,
        Command::SetDraft(Draft::new(GameSpec::Nim { heaps: vec![2, 2] })),
    );
    apply(&mut s, Command::NewGame);
    assert_eq!(s.session.spec(), GameSpec::Nim { heaps: vec![2, 2] });
    assert_eq!(s.settings.spec, s.session.spec());
}

#[test]
fn opening_an_arena_file_starts_a_game_on_it_and_a_broken_one_says_why() {
    let mut s = humans(GameSpec::TicTacToe);
    let path = PathBuf::from("assets/arenas/seed-003-alpha-beta.ron");
    apply(&mut s, Command::Open(path.clone()));
    assert_eq!(s.message, None);
    assert_eq!(
        s.session.spec(),
        GameSpec::Arena {
            path: path.display().to_string()
        }
    );
    assert_eq!(s.settings.recent.first(), Some(&path));
    let dir = std::env::temp_dir().join(format!("ludoscope-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let broken = dir.join("broken.ron");
    std::fs::write(
        &broken,
        "(initial: \"R\", nodes: [(name: \"R\", owner: 0, edges: [\"X\"])])",
    )
    .expect("write");
    apply(&mut s, Command::Open(broken));
    let message = s.message.take().unwrap_or_default();
    assert!(message.contains("X"), "names the unknown node: {message}");
    assert_eq!(
        s.session.spec(),
        GameSpec::Arena {
            path: path.display().to_string()
        }
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn save_and_open_go_through_the_store() {
    let mut s = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
    s.store = Box::new(MemoryStore::default());
    for m in ["4", "4", "3"] {
        apply(&mut s, Command::Play(m.into()));
    }
    apply(&mut s, Command::Save("a.ron".into()));
    apply(&mut s, Command::NewGame);
    assert_eq!(s.session.len(), 0);
    apply(&mut s, Command::Open("a.ron".into()));
    assert_eq!(moves(&s), ["4", "4", "3"]);
    assert_eq!(
        s.settings.recent,
        [PathBuf::from("a.ron")],
        "saved and opened: listed once"
    );
    apply(&mut s, Command::Open("missing.ron".into()));
    assert!(s.message.as_deref().unwrap_or("").contains("missing.ron"));
    assert_eq!(
        s.settings.recent.len(),
        1,
        "a failed open is not remembered"
    );
    assert_eq!(moves(&s), ["4", "4", "3"], "a failed open changes nothing");
}

#[test]
fn the_autosaved_game_resumes_or_is_dropped() {
    let data = ReplayData {
        spec: GameSpec::TicTacToe,
        moves: vec!["5".into(), "1".into()],
    };
    let mut s = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
    s.resume = Some(data.clone());
    apply(&mut s, Command::ResumeAutosave);
    assert_eq!(s.resume, None);
    assert_eq!(
        (s.session.spec(), moves(&s)),
        (GameSpec::TicTacToe, vec!["5".to_string(), "1".into()])
    );
    s.resume = Some(data);
    apply(&mut s, Command::DropAutosave);
    assert_eq!((s.resume.clone(), s.session.len()), (None, 2));
}

#[test]
fn a_match_survives_the_ron_store() {
    use crate::app::store::{data_of, file_of};
    let data = ReplayData {
        spec: GameSpec::Goofspiel {
            cards: 3,
            signal: crate::games::GoofspielSignal::WinnerOnly,
        },
        moves: vec!["prize:2".into(), "3+1".into(), "prize:3".into()],
    };
    let file = file_of(&data).unwrap();
    let back = crate::replay::validate(file).unwrap();
    assert_eq!(data_of(back.game.as_ref()), data);
    assert_eq!(back.game.ply_count(), 3);
    // The studio loads it too, simultaneous bids included.
    let mut s = humans(GameSpec::TicTacToe);
    s.load(&data).unwrap();
    assert_eq!(moves(&s), ["prize:2", "3+1", "prize:3"]);
    let bad = ReplayData {
        moves: vec!["prize:2".into(), "3".into()],
        ..data
    };
    assert!(file_of(&bad).unwrap_err().contains("ply 2"));
}
