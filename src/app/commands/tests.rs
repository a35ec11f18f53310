//! Unit tests of [`super::apply`]: each command on a studio without egui.

use super::*;
use crate::agents::AgentSpec;
use crate::app::settings::Settings;
use crate::app::store::MemoryStore;
use crate::games::GameSpec;
use crate::replay::ReplayFile;

fn studio(spec: GameSpec, seats: Vec<Seat>) -> Studio {
    Studio::new(Settings {
        spec,
        players: seats,
        ..Settings::default()
    })
}

fn humans(spec: GameSpec) -> Studio {
    studio(spec, vec![Seat::human(), Seat::human()])
}

/// Plays a move typed in notation, as a click on the board would.
fn play(s: &mut Studio, text: &str) {
    match s.session.find_move(text) {
        Ok(mv) => apply(s, Command::Play(mv)),
        Err(e) => s.message = Some(e),
    }
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
        play(&mut s, m);
    }
    assert_eq!(moves(&s), ["5", "1", "9"]);
    apply(&mut s, Command::Back);
    apply(&mut s, Command::Back);
    assert_eq!(s.session.cursor(), 1);
    play(&mut s, "2");
    let pending = s.pending.and_then(|mv| s.session.move_text(mv));
    assert_eq!(pending.as_deref(), Some("2"));
    apply(&mut s, Command::CancelDiscard);
    assert_eq!(moves(&s), ["5", "1", "9"]);
    play(&mut s, "2");
    apply(&mut s, Command::ConfirmDiscard);
    assert_eq!(moves(&s), ["5", "2"]);
    apply(&mut s, Command::First);
    assert_eq!(s.session.cursor(), 0);
    apply(&mut s, Command::Last);
    assert_eq!(s.session.cursor(), 2);
    play(&mut s, "99");
    assert!(s.message.as_deref().unwrap_or("").contains("out of range"));
    apply(&mut s, Command::DismissMessage);
    assert!(s.message.is_none());
}

#[test]
fn undo_against_an_agent_returns_to_the_human() {
    let mut s = studio(
        GameSpec::TicTacToe,
        vec![Seat::human(), Seat::Agent(AgentSpec::Random)],
    );
    play(&mut s, "5");
    let (generation, job) = s.agent_request().expect("the agent is to move");
    let answer = job(&Default::default()).expect("an answer");
    apply(
        &mut s,
        Command::AgentMoved {
            generation: generation + 7,
            answer: answer.clone(),
        },
    );
    assert_eq!(s.session.len(), 1, "a stale answer is dropped");
    let generation = s.generation;
    apply(&mut s, Command::AgentMoved { generation, answer });
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
fn an_arena_opened_on_the_inspector_is_searched_at_once() {
    let mut s = humans(GameSpec::TicTacToe);
    apply(&mut s, Command::ShowPanel(Panel::Inspector));
    apply(
        &mut s,
        Command::Open(PathBuf::from("assets/arenas/seed-003-alpha-beta.ron")),
    );
    assert_eq!(s.message, None);
    assert!(s.inspector.is_busy() || s.inspector.loaded.is_some());
    let started = std::time::Instant::now();
    while s.inspector.loaded.is_none() && started.elapsed().as_secs() < 120 {
        let raised = s.poll();
        raise(&mut s, raised);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let loaded = s.inspector.loaded.as_ref().expect("the search ran");
    // The file's alpha-beta: R, A, B, C, six of the seven inner nodes (B2 is
    // pruned) and 12 of the 16 leaves.
    assert_eq!(loaded.trace.trace.node_count(), 22);
    // On the board, opening an arena runs nothing.
    let mut b = humans(GameSpec::TicTacToe);
    apply(
        &mut b,
        Command::Open(PathBuf::from("assets/arenas/seed-003-alpha-beta.ron")),
    );
    assert!(!b.inspector.is_busy() && b.inspector.loaded.is_none());
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
            path: path.display().to_string(),
            draw_limit: None,
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
            path: path.display().to_string(),
            draw_limit: None,
        }
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn save_and_open_go_through_the_store() {
    let mut s = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
    s.store = Box::new(MemoryStore::default());
    for m in ["4", "4", "3"] {
        play(&mut s, m);
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

/// A replay file of `spec` whose plies are written as the studio writes them.
fn file_of(spec: GameSpec, plies: &[&str]) -> ReplayFile {
    let mut s = humans(spec);
    s.start(&s.settings.spec.clone()).unwrap();
    let game = s.game.clone();
    s.session = crate::app::session::line_session(
        &game,
        &plies.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
    )
    .unwrap();
    s.replay()
}

#[test]
fn the_autosaved_game_resumes_or_is_dropped() {
    let mut file = file_of(GameSpec::TicTacToe, &["5", "1"]);
    file.players[1] = Seat::Agent(AgentSpec::Level(2));
    let mut s = humans(GameSpec::ConnectFour { rows: 6, cols: 7 });
    s.resume = Some(file.clone());
    apply(&mut s, Command::ResumeAutosave);
    assert_eq!(s.resume, None);
    assert_eq!(
        (s.session.spec(), moves(&s)),
        (GameSpec::TicTacToe, vec!["5".to_string(), "1".into()])
    );
    assert_eq!(
        s.seat(1),
        Seat::Agent(AgentSpec::Level(2)),
        "the agent is back"
    );
    assert!(s.paused, "and waits for Resume");
    s.resume = Some(file);
    apply(&mut s, Command::DropAutosave);
    assert_eq!((s.resume.clone(), s.session.len()), (None, 2));
}

#[test]
fn a_simultaneous_match_survives_the_store() {
    let spec = GameSpec::Goofspiel {
        cards: 3,
        signal: crate::games::GoofspielSignal::WinnerOnly,
    };
    let file = file_of(spec, &["prize:2", "3+1", "prize:3"]);
    assert_eq!(file.actions.len(), 3);
    assert_eq!(file.actions[1].len(), 2, "both bids in one ply");
    let mut s = humans(GameSpec::TicTacToe);
    s.open(&file).unwrap();
    assert_eq!(moves(&s), ["prize:2", "3+1", "prize:3"]);
    assert_eq!(s.replay(), file);
    let mut bad = file.clone();
    bad.actions[1].pop();
    let e = s.open(&bad).unwrap_err();
    assert!(e.contains("ply 2"), "{e}");
    assert_eq!(s.replay(), file, "a failed open changes nothing");
}

#[test]
fn an_agent_that_plays_an_illegal_move_loses_the_game() {
    // Seed 002's level 0 plays any action, legal or not: a full column too.
    let mut s = studio(
        GameSpec::ConnectFour { rows: 4, cols: 4 },
        vec![Seat::Agent(AgentSpec::Level(0)), Seat::human()],
    );
    for seed in 0..200 {
        s.settings.seed = seed;
        if s.session.scores().is_some() {
            apply(&mut s, Command::NewGame);
        }
        let (generation, job) = s.agent_request().expect("the agent is to move");
        let answer = job(&Default::default()).expect("an answer");
        let illegal = answer.is_err();
        apply(&mut s, Command::AgentMoved { generation, answer });
        if illegal {
            let len = s.session.len();
            let lost = s.lost_by_forfeit().cloned().expect("the seat lost");
            assert_eq!((lost.player, lost.ply), (0, len));
            assert!(lost.reason.contains("not a legal move"), "{}", lost.reason);
            assert!(
                lost.reason.ends_with("it loses (seed 002)"),
                "{}",
                lost.reason
            );
            assert!(s.agent_request().is_none(), "no move after a forfeit");
            assert!(!s.board_clickable(), "nor a click");
            let notes = s.replay().notes.unwrap_or_default();
            assert!(
                notes.contains(&format!("forfeit at ply {len}: ")),
                "{notes}"
            );
            // Undo takes the game back before the fault: playable again.
            s.settings.set_seat(0, Seat::human());
            s.session.header_mut().set_seat(0, Seat::human());
            apply(&mut s, Command::Undo);
            assert_eq!(s.lost_by_forfeit(), None);
            assert_eq!(s.forfeit, None, "undo withdraws it for good");
            return;
        }
        // The person answers with the first legal move, filling columns.
        if let Some(first) = s.session.move_at(0) {
            apply(&mut s, Command::Play(first));
        }
    }
    panic!("level 0 never chose an illegal move in 200 tries");
}

#[test]
fn play_on_withdraws_a_forfeit() {
    let mut s = studio(
        GameSpec::TicTacToe,
        vec![Seat::Agent(AgentSpec::Level(1)), Seat::human()],
    );
    let generation = s.generation;
    let answer = Err("player 0 (Bob, `bob`) loses: it exited".to_string());
    apply(&mut s, Command::AgentMoved { generation, answer });
    assert_eq!(s.lost_by_forfeit().map(|f| f.player), Some(0));
    assert!(s.agent_request().is_none());
    apply(&mut s, Command::Resume);
    assert_eq!(s.lost_by_forfeit(), None);
    assert!(s.agent_request().is_some(), "the agent plays on");
}

#[test]
fn the_studio_opens_with_the_remembered_tournament_setup() {
    use crate::app::tournament::model::Setup;
    let setup = Setup {
        games: 7,
        seed: 11,
        ..Setup::new(&GameSpec::Nim { heaps: vec![3, 4] })
    };
    let s = Studio::new(Settings {
        tournament: Some(setup.clone()),
        ..Settings::default()
    });
    assert_eq!(s.tournament.setup, setup);
}

/// The registry's entries agree with the panels' models: each registered
/// tab is shown by exactly one model, which says so, and `run` sends the
/// panels that have an algorithm a command that reaches that model.
#[test]
fn every_registered_panel_is_one_model_shown_by_its_tab() {
    let mut s = humans(GameSpec::TicTacToe);
    let tabs: Vec<Panel> = s.models().1.iter().filter_map(|m| m.tab()).collect();
    let registered: Vec<Panel> = Panel::ALL
        .into_iter()
        .filter(|&p| p != Panel::Board)
        .collect();
    assert_eq!(
        tabs, registered,
        "one model per registered tab, in the menus' order"
    );
    assert_eq!(
        s.models().1.len(),
        registered.len() + 3,
        "three shared models besides"
    );
    assert_eq!(run(Panel::Board), None);
    assert_eq!(run(Panel::Attractors), None);
    assert_eq!(run(Panel::Tournament), None);
    assert_eq!(
        run(Panel::Mcts),
        Some(Command::Mcts(crate::app::mcts::Request::Run))
    );
    assert_eq!(
        run(Panel::Inspector),
        Some(Command::Inspect(crate::app::inspector::Action::Run))
    );
    // A panel's command reaches its model: MCTS runs on the game and shows it.
    assert!(s.mcts.shown.is_none());
    apply(&mut s, run(Panel::Mcts).unwrap());
    for _ in 0..6000 {
        let raised = s.poll();
        raise(&mut s, raised);
        if s.mcts.shown.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(s.mcts.shown.is_some(), "the MCTS model got its Run");
}
