#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 10's agents: the level ladder on Connect Four, immediate wins and blocks,
//! alpha-beta against level 4, forfeits by illegal actions, reproducible
//! tournaments whatever the number of threads, and the `play` and `tournament`
//! commands.

use crate::common::bin::stdout as ludoscope;
use ludoscope::agents::tournament::{
    GameRecord, cross_table, elo, match_schedule, per_agent, play_all, round_robin_schedule,
};
use ludoscope::agents::{AgentGame, AgentSpec, Outcome, play_out};
use ludoscope::engine::Game;
use ludoscope::games::{ConnectFour, TicTacToe};
use ludoscope::search::c4_solver::parse_position;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn spec(text: &str) -> AgentSpec {
    text.parse().unwrap()
}

/// `games` games of `a` against `b` with the seats alternating; `a`'s score.
fn score<G: AgentGame>(g: &G, a: &str, b: &str, games: u64, seed: u64) -> f64 {
    let agents = [spec(a), spec(b)];
    let schedule = match_schedule(2, games, true);
    let records = records(g, &agents, &schedule, seed);
    let by_agent = per_agent(2, 2, &records);
    let s = by_agent[0].0.score();
    eprintln!("{a} against {b}: {s:.3} over {games} games");
    s
}

fn records<G: AgentGame>(
    g: &G,
    agents: &[AgentSpec],
    schedule: &[Vec<usize>],
    seed: u64,
) -> Vec<GameRecord> {
    play_all(g, agents, schedule, seed, &|_| (), &|| {})
        .unwrap()
        .into_iter()
        .map(|(r, ())| r)
        .collect()
}

#[test]
fn agent_strings_parse() {
    for text in [
        "Level(3)",
        "AlphaBeta(depth: 6)",
        "Mcts(iterations: 5000)",
        "IsMcts(iterations: 2000)",
        "Random",
        "Negamax(millis: 50)",
        "Perfect",
    ] {
        let a = spec(text);
        assert_eq!(spec(&a.to_string()), a);
    }
    assert_eq!(spec("Level(3)"), AgentSpec::Level(3));
    assert!("Level".parse::<AgentSpec>().is_err());
}

#[test]
fn each_level_beats_the_one_below() {
    let g = ConnectFour::default();
    assert!(score(&g, "Level(1)", "Level(0)", 200, 10) > 0.5);
    for k in 2..=4 {
        let s = score(
            &g,
            &format!("Level({k})"),
            &format!("Level({})", k - 1),
            200,
            11 + k,
        );
        assert!(s >= 0.6, "level {k} scores {s} against level {}", k - 1);
    }
}

#[test]
fn level_two_takes_an_immediate_win() {
    let g = ConnectFour::default();
    // Three discs of player 0 in column 1; three in a row at the bottom.
    for (moves, win) in [("121212", 0u8), ("112233", 3u8), ("7162636", 3u8)] {
        let s = parse_position(&g, moves).unwrap();
        let p = g.turn(&s).to_move().unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&s, p, &mut legal);
        for level in 2..=4 {
            for seed in 0..50 {
                let mut a = AgentSpec::Level(level).build::<ConnectFour>(seed);
                assert_eq!(a.choose(&g, p, &s, &legal), win, "{moves}, level {level}");
            }
        }
    }
}

#[test]
fn level_three_blocks_a_single_threat() {
    let g = ConnectFour::default();
    // Player 0 threatens column 4 (bottom row), player 1 to move; a vertical threat.
    for (moves, block) in [("17273", 3u8), ("21212", 1u8), ("12131", 0u8)] {
        let s = parse_position(&g, moves).unwrap();
        let p = g.turn(&s).to_move().unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&s, p, &mut legal);
        for level in 3..=4 {
            for seed in 0..50 {
                let mut a = AgentSpec::Level(level).build::<ConnectFour>(seed);
                assert_eq!(a.choose(&g, p, &s, &legal), block, "{moves}, level {level}");
            }
        }
    }
}

#[test]
fn alpha_beta_depth_six_beats_level_four() {
    let g = ConnectFour::default();
    let s = score(&g, "AlphaBeta(depth: 6)", "Level(4)", 100, 5);
    assert!(s > 0.5, "alpha-beta depth 6 scores {s}");
}

#[test]
fn an_illegal_action_forfeits() {
    let g = TicTacToe;
    let mut forfeits = 0;
    for seed in 0..50 {
        let mut agents = vec![
            AgentSpec::Level(0).build::<TicTacToe>(seed),
            AgentSpec::Level(1).build::<TicTacToe>(seed + 100),
        ];
        let done = play_out(&g, &mut agents, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
        if let Some(p) = done.forfeit {
            forfeits += 1;
            assert_eq!(p, 0);
            assert!(!g.turn(done.played.state()).is_terminal());
            assert_eq!(done.outcomes(), Some(vec![Outcome::Loss, Outcome::Win]));
        } else {
            assert!(done.outcomes().is_some());
        }
    }
    assert!(forfeits > 10, "{forfeits} forfeits in 50 games");
}

#[test]
fn tournaments_do_not_depend_on_the_thread_count() {
    let g = ConnectFour::default();
    let agents = [
        spec("Level(2)"),
        spec("Level(4)"),
        spec("Mcts(iterations: 100)"),
    ];
    let schedule = round_robin_schedule(agents.len(), 8);
    let run = |threads| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| records(&g, &agents, &schedule, 42))
            .into_iter()
            .map(|r| {
                (
                    r.index,
                    r.seats,
                    r.outcomes,
                    r.forfeit,
                    r.plies,
                    r.decisions,
                )
            })
            .collect::<Vec<_>>()
    };
    let one = run(1);
    assert_eq!(one.len(), 24);
    assert_eq!(one, run(4));
    assert_eq!(one, run(3));
}

#[test]
fn elo_orders_the_agents() {
    let g = ConnectFour::default();
    let agents = [spec("Level(1)"), spec("Level(2)"), spec("Level(4)")];
    let schedule = round_robin_schedule(agents.len(), 20);
    let recs = records(&g, &agents, &schedule, 3);
    let ratings = elo(&cross_table(agents.len(), &recs));
    assert!(
        ratings[0] < ratings[1] && ratings[1] < ratings[2],
        "{ratings:?}"
    );
    let mean = ratings.iter().sum::<f64>() / 3.0;
    assert!((mean - 1500.0).abs() < 1e-6);
}

#[test]
fn perfect_play_never_loses_tic_tac_toe() {
    let g = TicTacToe;
    assert!(score(&g, "Perfect", "Level(4)", 20, 9) >= 0.5);
    let agents = [spec("Perfect"), spec("Level(1)")];
    let recs = records(&g, &agents, &match_schedule(2, 20, true), 2);
    for r in recs {
        let p = r.seats.iter().position(|&a| a == 0).unwrap();
        assert_ne!(r.outcomes[p], Outcome::Loss);
    }
}

#[test]
fn play_json_and_tournament_commands() {
    let args = [
        "play",
        "ConnectFour(rows: 6, cols: 7)",
        "--p0",
        "Level(3)",
        "--p1",
        "Level(1)",
        "--games",
        "30",
        "--seed",
        "4",
        "--swap",
        "--json",
    ];
    let v: serde_json::Value = serde_json::from_str(&ludoscope(&args)).unwrap();
    assert_eq!(v["games"], 30);
    assert_eq!(v["agents"][0]["name"], "Level(3)");
    let w = v["agents"][0]["wins"].as_u64().unwrap();
    let l = v["agents"][1]["wins"].as_u64().unwrap();
    assert!(w > l);
    let again: serde_json::Value = serde_json::from_str(&ludoscope(&args)).unwrap();
    assert_eq!(again["agents"], v["agents"]);
    let text = ludoscope(&[
        "play",
        "TicTacToe",
        "--p0",
        "Level(0)",
        "--p1",
        "Level(2)",
        "--games",
        "5",
    ]);
    assert!(text.contains("game 5:"), "{text}");
    assert!(text.contains("mean game length"), "{text}");
    let text = ludoscope(&[
        "tournament",
        "TicTacToe",
        "--agents",
        "Level(1),Level(3),AlphaBeta(depth: 3)",
        "--games",
        "6",
    ]);
    assert!(text.contains("Elo") && text.contains("AlphaBeta"), "{text}");
}
