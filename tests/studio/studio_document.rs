//! The studio's open game is a document that loses nothing (issue 17): a replay
//! opened in the studio and saved again is the same file, byte for byte, for
//! every bundled replay and for random replays of every game (seats named or
//! agents, notes, annotations, creation time, chance outcomes, simultaneous
//! plies, finished and unfinished games); the autosave is that document, seats
//! included; New game replaces the autosave's game; a resumed game has its
//! agents back.

#![allow(clippy::unwrap_used)]

use ludoscope::agents::{AgentGame, AgentSpec, play_out};
use ludoscope::app::commands::{Command, apply};
use ludoscope::app::settings::Settings;
use ludoscope::app::studio::Studio;
use ludoscope::engine::Match;
use ludoscope::games::{AnyGame, Catalogued, GameSpec, catalog};
use ludoscope::replay::{Annotation, ReplayFile, Seat, rfc3339};
use ludoscope::with_game;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

fn scratch(name: &str) -> PathBuf {
    crate::common::bin::scratch("doc", name)
}

/// Opens `path` in a studio showing another game, saves it to `to`, and
/// returns the saved text (the studio must have shown no message).
fn open_and_save(path: &Path, to: &Path) -> String {
    let mut studio = Studio::new(Settings::default());
    apply(&mut studio, Command::Open(path.to_path_buf()));
    assert_eq!(studio.message, None, "{}", path.display());
    apply(&mut studio, Command::Save(to.to_path_buf()));
    assert_eq!(studio.message, None, "{}", to.display());
    std::fs::read_to_string(to).unwrap()
}

#[test]
fn every_bundled_replay_saves_back_identical() {
    let dir = scratch("bundled");
    let mut seen = 0;
    for entry in std::fs::read_dir("assets/replays").unwrap() {
        let path = entry.unwrap().path();
        let original = std::fs::read_to_string(&path).unwrap();
        let saved = open_and_save(&path, &dir.join("saved.ron"));
        assert_eq!(saved, original, "{}", path.display());
        seen += 1;
    }
    assert!(seen >= 4, "the bundled replays: {seen}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Every game of the catalog, and a few other sizes and variants.
fn specs() -> Vec<GameSpec> {
    let extra = [
        GameSpec::ConnectFour { rows: 4, cols: 5 },
        GameSpec::Nim { heaps: vec![12] },
        GameSpec::KuhnPoker { players: 3 },
        GameSpec::Arena {
            path: "assets/arenas/cyclic-infinite-play.ron".into(),
            draw_limit: None,
        },
    ];
    catalog().into_iter().map(|e| e.spec).chain(extra).collect()
}

/// A random seat: a person with or without a name, or an agent.
fn seat(rng: &mut ChaCha8Rng) -> Seat {
    match rng.random_range(0..5) {
        0 => Seat::Human { name: None },
        1 => Seat::Human {
            name: Some(format!("Élève {} \"B\"", rng.random_range(1..40))),
        },
        2 => Seat::Agent(AgentSpec::Random),
        3 => Seat::Agent(AgentSpec::AlphaBeta {
            depth: rng.random_range(1..9),
        }),
        _ => Seat::Agent(AgentSpec::Mcts {
            iterations: rng.random_range(10..5000),
        }),
    }
}

/// A random game of `g`, cut short half the time, with random header fields.
fn random_file<G: AgentGame + Catalogued>(g: &G, seed: u64) -> ReplayFile {
    let mut agents: Vec<_> = (0..g.info().players)
        .map(|p| AgentSpec::Random.build::<G>(seed * 8 + p as u64))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m: Match<G> = play_out(g, &mut agents, &mut rng).unwrap().played;
    if rng.random_bool(0.5) {
        let keep = rng.random_range(0..=m.plies().len());
        while m.plies().len() > keep {
            m.undo();
        }
    }
    let plies = m.plies().len();
    let players = (0..g.info().players).map(|_| seat(&mut rng)).collect();
    let mut file = ReplayFile::from_match(&m, players);
    file.created = rfc3339(UNIX_EPOCH + Duration::from_secs(rng.random_range(0..4e9 as u64)));
    file.notes = match rng.random_range(0..3) {
        0 => None,
        1 => Some(String::new()),
        _ => Some(format!("partie n°{seed}\nligne 2, \"guillemets\" et \\")),
    };
    if plies > 0 {
        for _ in 0..rng.random_range(0..4) {
            file.annotations.push(Annotation {
                ply: rng.random_range(1..=plies),
                comment: rng
                    .random_bool(0.7)
                    .then(|| format!("coup {}", rng.random_range(0..100))),
                eval: rng
                    .random_bool(0.5)
                    .then(|| rng.random_range(-8..=8) as f64 / 4.0),
            });
        }
    }
    file
}

#[test]
fn random_replays_of_every_game_save_back_identical() {
    let dir = scratch("random");
    let (from, to) = (dir.join("opened.ron"), dir.join("saved.ron"));
    let mut count = 0;
    for spec in specs() {
        let game = AnyGame::from_spec(&spec).unwrap();
        for seed in 0..12 {
            let file = with_game!(&game, g => random_file(g, seed));
            let text = file.to_ron().unwrap();
            std::fs::write(&from, &text).unwrap();
            let saved = open_and_save(&from, &to);
            assert_eq!(saved, text, "{spec} seed {seed}");
            count += 1;
        }
    }
    assert_eq!(count, 12 * specs().len());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_changed_line_drops_only_the_annotations_it_invalidates() {
    let dir = scratch("annotations");
    let path = dir.join("a.ron");
    let mut studio = Studio::new(Settings::default());
    apply(&mut studio, Command::NewGame);
    let file = ReplayFile {
        game: GameSpec::TicTacToe,
        actions: ["5", "1", "9"]
            .iter()
            .enumerate()
            .map(|(k, m)| vec![(ludoscope::engine::Actor::Player(k % 2), m.to_string())])
            .collect(),
        annotations: vec![
            Annotation {
                ply: 1,
                comment: Some("centre".into()),
                eval: None,
            },
            Annotation {
                ply: 3,
                comment: Some("corner".into()),
                eval: Some(0.5),
            },
        ],
        ..studio.replay()
    };
    std::fs::write(&path, file.to_ron().unwrap()).unwrap();
    apply(&mut studio, Command::Open(path));
    assert_eq!(studio.replay().annotations.len(), 2);
    // Undo keeps the line's annotations until the line changes; a different
    // third move drops the third ply's note and keeps the first.
    apply(&mut studio, Command::Undo);
    apply(&mut studio, Command::Redo);
    assert_eq!(studio.replay().annotations.len(), 2);
    apply(&mut studio, Command::GoTo(2));
    let other = studio.session.find_move("3").unwrap();
    apply(&mut studio, Command::Play(other));
    apply(&mut studio, Command::ConfirmDiscard);
    let kept = studio.replay().annotations;
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].comment.as_deref(), Some("centre"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_document_carries_the_seats_and_new_game_starts_a_new_one() {
    let mut studio = Studio::new(Settings::default());
    let perfect = Seat::Agent(AgentSpec::Perfect);
    apply(&mut studio, Command::SetSeat(1, perfect.clone()));
    let four = studio.session.find_move("4").unwrap();
    apply(&mut studio, Command::Play(four));
    let file = studio.replay();
    assert_eq!(file.players, vec![Seat::human(), perfect.clone()]);
    assert_eq!(file.actions.len(), 1);
    let created = file.created.clone();
    // New game: an empty line, a new creation time only if a second passed,
    // the seats remembered.
    apply(&mut studio, Command::NewGame);
    let fresh = studio.replay();
    assert!(fresh.actions.is_empty());
    assert_eq!(fresh.players, vec![Seat::human(), perfect]);
    assert!(fresh.created >= created);
}

/// Waits until `path` holds a replay with `plies` plies (the autosave writes on
/// its own thread).
fn autosaved(path: &Path, plies: usize) -> ReplayFile {
    let start = std::time::Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(path)
            && let Ok(file) = ludoscope::replay::parse(&text)
            && file.actions.len() == plies
        {
            return file;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no autosave of {plies} plies"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_autosave_is_the_document_and_new_game_replaces_it() {
    use ludoscope::app::autosave::Autosaver;
    use ludoscope::app::shell::StudioApp;
    use ludoscope::app::store::resumable_at;
    let dir = scratch("autosave");
    let path = dir.join("autosave.ron");
    let settings = Settings {
        players: vec![Seat::human(), Seat::Agent(AgentSpec::Perfect)],
        // The agent takes a minute a move: it cannot change the line meanwhile.
        agent_delay_ms: 60_000,
        ..Settings::default()
    };
    let mut app = StudioApp::new(
        &Default::default(),
        settings,
        Box::new(ludoscope::app::file_dialogs::Scripted::new(
            ludoscope::app::file_dialogs::Answer::Cancelled,
        )),
    );
    let target = path.clone();
    app.autosaver = Some(
        Autosaver::with_writer(
            app.waker(),
            Box::new(move |file: &ReplayFile| {
                ludoscope::replay::autosave(file, Some(&target))
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }),
        )
        .unwrap(),
    );
    app.play_named("4");
    let saved = autosaved(&path, 1);
    assert_eq!(
        saved.players,
        vec![Seat::human(), Seat::Agent(AgentSpec::Perfect)],
        "the seats as they are, not two people"
    );
    let offered = resumable_at(&path).expect("a game in progress is offered");
    // New game: the autosave holds the new, empty game, which is not offered.
    app.command(Command::NewGame);
    autosaved(&path, 0);
    assert_eq!(resumable_at(&path), None);
    drop(app);
    // Resuming the game offered earlier gives its agents back.
    let mut studio = Studio::new(Settings::default());
    studio.resume = Some(offered);
    apply(&mut studio, Command::ResumeAutosave);
    assert_eq!(studio.message, None);
    assert_eq!(studio.seat(1), Seat::Agent(AgentSpec::Perfect));
    assert_eq!(studio.session.len(), 1);
    let _ = std::fs::remove_dir_all(dir);
}
