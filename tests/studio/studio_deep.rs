#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The studio's searches on a 50,000-node chain arena (issue 20: a search
//! recurses once per ply, deeper than a thread's usual 2 MiB stack): the
//! inspector's search task, the statistics' comparison and a seat's agent run on
//! threads whose stack fits the game ([`ludoscope::games::AnyGame::search_stack`]),
//! so they answer instead of aborting the test process. Also: the studio ends a
//! game at the draw limit an `Arena(path: ..., draw_limit: N)` spec sets.

use crate::common;

use ludoscope::agents::AgentSpec;
use ludoscope::app::commands::{Command, apply};
use ludoscope::app::inspector::task::{SearchJob, poll, start_search};
use ludoscope::app::settings::Settings;
use ludoscope::app::studio::Studio;
use ludoscope::app::task::no_wake;
use ludoscope::app::worker::Worker;
use ludoscope::games::{AnyGame, GameSpec};
use ludoscope::inspect::{Algorithm, SearchSettings};
use ludoscope::replay::Seat;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

const NODES: usize = 50_000;

/// The chain arena written once per test binary (the tests run in parallel:
/// none may read it while another writes it), and its spec.
fn chain() -> GameSpec {
    static WRITTEN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    let path = WRITTEN.get_or_init(|| {
        let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("studio-deep-chain.ron");
        std::fs::write(&path, common::chain_arena_text(NODES)).unwrap();
        path
    });
    GameSpec::Arena {
        path: path.display().to_string(),
        draw_limit: None,
    }
}

#[test]
fn the_chain_needs_a_deep_stack() {
    let game = AnyGame::from_spec(&chain()).unwrap();
    let bytes = game.search_stack().expect("a deep stack");
    // At least the 4 KiB per ply that deep.rs reserves for each of 50,000 plies.
    assert!(bytes >= NODES * 4096, "{bytes}");
    let small = AnyGame::from_spec(&GameSpec::TicTacToe).unwrap();
    assert_eq!(small.search_stack(), None);
}

#[test]
fn the_inspector_searches_the_whole_chain() {
    let game = AnyGame::from_spec(&chain()).unwrap();
    let settings = SearchSettings {
        algorithm: Algorithm::AlphaBeta,
        depth: None,
        budget: 200_000,
        ..SearchSettings::default()
    };
    let mut task = SearchJob::default();
    start_search(&mut task, game, vec![], settings).unwrap();
    let start = Instant::now();
    let answer = loop {
        if let Some(answer) = poll(&mut task) {
            break answer;
        }
        // A guard against a hang, not a speed limit: under a loaded machine
        // (the whole studio binary's tests on two cores) this took over 120 s.
        assert!(start.elapsed() < Duration::from_secs(600), "no answer");
        std::thread::sleep(Duration::from_millis(10));
    };
    let loaded = answer.expect("a trace");
    let trace = &loaded.trace.trace;
    // One node per position of the chain, its end included, and the root's
    // value: player 0 wins at the end of the line.
    assert_eq!(trace.node_count(), NODES + 1);
    assert!(!trace.truncated());
    let root = trace.node(0).unwrap();
    assert!(root.value > 0, "{}", root.value);
    let deepest = trace.nodes().map(|n| n.depth).max().unwrap();
    assert_eq!(deepest as usize, NODES);
}

#[test]
fn a_seat_agent_moves_on_the_chain() {
    // Negamax deepens until its time is up: on a chain, one ply deeper per
    // iteration, past what a 2 MiB stack holds within its 3 seconds (with the
    // worker's usual stack, this test aborts with a stack overflow).
    let mut studio = Studio::new(Settings {
        spec: chain(),
        players: vec![
            Seat::Agent(AgentSpec::Negamax { millis: 3_000 }),
            Seat::human(),
        ],
        agent_delay_ms: 0,
        ..Settings::default()
    });
    let (_, job) = studio.agent_request().expect("the agent is to move");
    let mut worker = Worker::new(&no_wake());
    // What the studio's shell gives the worker for this game.
    worker
        .submit(job, studio.game.search_stack())
        .expect("a thread");
    let start = Instant::now();
    let reply = loop {
        if let Some(reply) = worker.poll() {
            break reply;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "no move");
        std::thread::sleep(Duration::from_millis(10));
    };
    let moved = reply.answer.expect("an answer").expect("a legal move");
    assert_eq!(moved.index, 0, "the only move of n0 is to n1");
    assert!(studio.thinking.nodes() > 0);
}

#[test]
fn the_studio_stops_a_game_at_the_specs_draw_limit() {
    // Two nodes pointing at each other: a play never ends but by the draw rule.
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("studio-deep-two.ron");
    std::fs::write(
        &path,
        r#"(initial: "a", draw_limit: 40, nodes: [(name: "a", owner: 0, edges: ["b"]),
            (name: "b", owner: 1, edges: ["a"])])"#,
    )
    .unwrap();
    let spec: GameSpec = format!(
        "Arena(path: {:?}, draw_limit: 6)",
        path.display().to_string()
    )
    .parse()
    .unwrap();
    let mut studio = Studio::new(Settings {
        spec,
        players: vec![
            Seat::Agent(AgentSpec::Random),
            Seat::Agent(AgentSpec::Random),
        ],
        agent_delay_ms: 0,
        ..Settings::default()
    });
    assert_eq!(studio.drawn_by_rule(), None);
    let mut moves = 0;
    while let Some((generation, job)) = studio.agent_request() {
        let answer = job(&AtomicBool::new(false)).expect("a move");
        apply(&mut studio, Command::AgentMoved { generation, answer });
        moves += 1;
        assert!(moves <= 40, "the agents played past the spec's limit");
    }
    // The spec's 6 plies, not the file's 40.
    assert_eq!(studio.session.len(), 6);
    assert_eq!(studio.drawn_by_rule(), Some(6));
    assert!(!studio.board_clickable());
}
