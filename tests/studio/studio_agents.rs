#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The studio's agents are kept from move to move: a game between agents in the
//! studio is exactly the tournament runner's game 0 for the same seed (which a
//! per-move rebuild could not give), each seat's agent is built once, and it is
//! rebuilt when its setting changes. In the UI: frames return while an agent
//! searches, the spinner counts its nodes and Esc plays its best move so far;
//! each seat's settings show beside it.

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::kittest::Queryable;
use ludoscope::agents::tournament::play_one;
use ludoscope::agents::{AgentGame, AgentSpec};
use ludoscope::app::commands::{Command, apply};
use ludoscope::app::settings::Settings;
use ludoscope::app::studio::Studio;
use ludoscope::engine::DynMatch;
use ludoscope::games::{ConnectFour, GameSpec, TicTacToe};
use ludoscope::replay::Seat;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use studio_ui::{app, harness, moves};

/// Plays the agents' moves until the game ends (the worker's part done inline).
fn play_to_end(studio: &mut Studio) {
    while let Some((generation, job)) = studio.agent_request() {
        let answer = job(&AtomicBool::new(false)).expect("a move");
        apply(studio, Command::AgentMoved { generation, answer });
    }
}

fn studio_moves(studio: &Studio) -> Vec<String> {
    (0..studio.session.len())
        .map(|k| studio.session.ply_text(k))
        .collect()
}

fn runner_moves<G: AgentGame>(g: &G, agents: &[AgentSpec], seed: u64) -> Vec<String> {
    let (_, done) = play_one(g, agents, &[0, 1], seed, 0).unwrap();
    let m = &done.played;
    (0..m.ply_count())
        .map(|k| {
            let joint: Vec<String> = m.ply_notation(k).into_iter().map(|(_, t)| t).collect();
            joint.join("+")
        })
        .collect()
}

fn studio_for(spec: GameSpec, agents: &[AgentSpec], seed: u64) -> Studio {
    Studio::new(Settings {
        spec,
        players: agents.iter().cloned().map(Seat::Agent).collect(),
        agent_delay_ms: 0,
        seed,
        ..Settings::default()
    })
}

#[test]
fn an_agents_game_is_the_runners_game_and_agents_are_built_once() {
    for seed in [1, 42] {
        let agents = [AgentSpec::Level(1), AgentSpec::Random];
        let mut studio = studio_for(GameSpec::TicTacToe, &agents, seed);
        play_to_end(&mut studio);
        assert_eq!(
            studio_moves(&studio),
            runner_moves(&TicTacToe, &agents, seed)
        );
        assert_eq!(studio.session.agents_built(), 2);
        let agents = [AgentSpec::Mcts { iterations: 200 }, AgentSpec::Level(2)];
        let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
        let mut studio = studio_for(spec, &agents, seed);
        play_to_end(&mut studio);
        let g = ConnectFour::default();
        assert_eq!(studio_moves(&studio), runner_moves(&g, &agents, seed));
        assert!(studio.session.len() > 8);
        assert_eq!(studio.session.agents_built(), 2);
    }
}

#[test]
fn a_changed_setting_rebuilds_that_seat_only() {
    let agents = [AgentSpec::Level(1), AgentSpec::AlphaBeta { depth: 2 }];
    let mut studio = studio_for(GameSpec::TicTacToe, &agents, 3);
    for _ in 0..2 {
        let (generation, job) = studio.agent_request().unwrap();
        let answer = job(&AtomicBool::new(false)).unwrap();
        apply(&mut studio, Command::AgentMoved { generation, answer });
    }
    assert_eq!(studio.session.agents_built(), 2);
    apply(
        &mut studio,
        Command::SetSeat(0, Seat::Agent(AgentSpec::Level(2))),
    );
    play_to_end(&mut studio);
    assert_eq!(studio.session.agents_built(), 3, "seat 0 rebuilt once");
}

#[test]
fn agent_moves_arrive_without_blocking_frames() {
    // A search that lasts minutes: alpha-beta to depth 14 on Connect Four.
    let deep = Seat::Agent(AgentSpec::AlphaBeta { depth: 14 });
    let spec = GameSpec::ConnectFour { rows: 6, cols: 7 };
    let mut h = harness(app(spec, vec![Seat::human(), deep]));
    h.get_by_label("Column 4").click();
    h.step();
    h.step();
    assert!(
        h.state().is_thinking(),
        "the agent works on the worker thread"
    );
    assert!(h.query_by_label("Stop (Esc)").is_some());
    // The UI thread never waits on the search: every frame returns while the
    // search is still running, and the search makes progress between frames.
    // (Frame times are printed, not asserted: they measure the machine.)
    let mut times = Vec::new();
    let mut nodes = Vec::new();
    while times.len() < 60 {
        let t = Instant::now();
        h.step();
        times.push(t.elapsed());
        assert!(
            h.state().is_thinking() && moves(&h).len() == 1,
            "frame {} returned while the agent still searches",
            times.len()
        );
        nodes.push(h.state().studio.thinking.nodes());
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(
        nodes.windows(2).all(|w| w[0] <= w[1]) && nodes[59] > nodes[0],
        "the search went on between frames: {} then {} nodes",
        nodes[0],
        nodes[59]
    );
    assert!(
        h.query_by_label_contains(" nodes").is_some(),
        "the spinner shows the nodes"
    );
    let slowest = times.iter().max().copied().unwrap_or_default();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    eprintln!(
        "frames during a search: {} frames, mean {mean:?}, slowest {slowest:?}",
        times.len()
    );
    // Esc: the agent plays its best move so far (the deepest search finished),
    // then the agents pause.
    h.key_press(egui::Key::Escape);
    let stopped = Instant::now();
    let mut frames = 0;
    while moves(&h).len() < 2 {
        h.step();
        frames += 1;
        assert!(
            stopped.elapsed() < Duration::from_secs(5),
            "no move after Esc"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    eprintln!("move after Esc: {:?} ({frames} frames)", stopped.elapsed());
    assert!(h.state().studio.paused && !h.state().is_thinking());
    // A human move resumes the agents.
    h.get_by_label("Column 3").click();
    h.step();
    h.step();
    assert!(!h.state().studio.paused && h.state().is_thinking());
}

#[test]
fn agent_settings_show_beside_the_seat() {
    let mut a = app(
        GameSpec::ConnectFour { rows: 6, cols: 7 },
        vec![
            Seat::Agent(AgentSpec::AlphaBeta { depth: 5 }),
            Seat::Agent(AgentSpec::Mcts { iterations: 300 }),
        ],
    );
    a.studio.paused = true; // no agent thinking: the window settles
    let h = harness(a);
    assert!(
        h.query_by_label("depth").is_some(),
        "alpha-beta's depth is editable"
    );
    assert!(
        h.query_by_label("iterations").is_some(),
        "MCTS's iterations are editable"
    );
    assert!(h.query_by_label("level").is_none());
}
