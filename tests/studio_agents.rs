#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The studio's agents are kept from move to move: a game between agents in the
//! studio is exactly the tournament runner's game 0 for the same seed (which a
//! per-move rebuild could not give), each seat's agent is built once, and it is
//! rebuilt when its setting changes.

use ludoscope::agents::tournament::play_one;
use ludoscope::agents::{AgentGame, AgentSpec};
use ludoscope::app::commands::{Command, apply};
use ludoscope::app::settings::{Seat, Settings};
use ludoscope::app::studio::Studio;
use ludoscope::engine::{DynMatch, GameSpec};
use ludoscope::games::{ConnectFour, TicTacToe};
use std::sync::atomic::AtomicBool;

/// Plays the agents' moves until the game ends (the worker's part done inline).
fn play_to_end(studio: &mut Studio) {
    while let Some((generation, job)) = studio.agent_request() {
        let text = job(&AtomicBool::new(false)).expect("a move");
        apply(studio, Command::AgentMoved { generation, text });
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
        seats: agents.iter().cloned().map(Seat::Agent).collect(),
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
        let text = job(&AtomicBool::new(false)).unwrap();
        apply(&mut studio, Command::AgentMoved { generation, text });
    }
    assert_eq!(studio.session.agents_built(), 2);
    apply(
        &mut studio,
        Command::SetSeat(0, Seat::Agent(AgentSpec::Level(2))),
    );
    play_to_end(&mut studio);
    assert_eq!(studio.session.agents_built(), 3, "seat 0 rebuilt once");
}
