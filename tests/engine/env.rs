//! The turn-by-turn environment of seed 002: a scripted Connect Four game step by
//! step, the (6, 7, 2) observation cell by cell, illegal actions, chance and
//! simultaneous moves handled inside.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::env::{Env, EnvSettings, Observe};
use ludoscope::games::{ConnectFour, Goofspiel, GoofspielSignal, KuhnPoker};

fn c4_env(settings: EnvSettings) -> Env<ConnectFour> {
    Env::new(ConnectFour::default(), settings, 0)
}

#[test]
fn a_scripted_connect_four_game() {
    let mut env = c4_env(EnvSettings::default());
    assert_eq!(env.agents(), ["player_0", "player_1"]);
    // Player 0 plays column 1 four times, player 1 column 2: player 0 wins on its 4th.
    let script = [0, 1, 0, 1, 0, 1, 0];
    for (i, &col) in script.iter().enumerate() {
        let p = env.agent_selection().unwrap();
        assert_eq!(p, i % 2);
        let last = env.last().unwrap();
        assert_eq!(last.reward, 0.0);
        assert!(!last.termination && !last.truncation);
        assert_eq!(last.observation.action_mask, [1, 1, 1, 1, 1, 1, 1]);
        assert_eq!(
            env.observe(1 - p).action_mask,
            [0; 7],
            "not to move: all zeros"
        );
        env.step(Some(col)).unwrap();
    }
    // The episode is over: each agent sees its final reward once, and steps with None.
    let mut seen = vec![];
    while let Some(p) = env.agent_selection() {
        let last = env.last().unwrap();
        assert!(last.termination);
        assert_eq!(last.observation.action_mask, [0; 7]);
        seen.push((p, last.reward));
        assert!(env.step(Some(0)).is_err(), "no action after the end");
        env.step(None).unwrap();
    }
    assert_eq!(seen, [(0, 1.0), (1, -1.0)]);
    assert!(env.step(None).is_err());
    env.reset(1);
    assert_eq!(env.agent_selection(), Some(0));
}

#[test]
fn the_observation_layout_of_seed_002() {
    let mut env = c4_env(EnvSettings::default());
    for col in [3, 3, 2] {
        env.step(Some(col)).unwrap();
    }
    // Player 1 to act: channel 0 is its own disc, channel 1 the opponent's; row 0 on top.
    let obs = env.last().unwrap().observation;
    assert_eq!(obs.shape, [6, 7, 2]);
    let at = |row: usize, col: usize, ch: usize| obs.observation[(row * 7 + col) * 2 + ch];
    let mut ones = vec![];
    for row in 0..6 {
        for col in 0..7 {
            for ch in 0..2 {
                if at(row, col, ch) == 1.0 {
                    ones.push((row, col, ch));
                }
            }
        }
    }
    assert_eq!(ones, [(4, 3, 0), (5, 2, 1), (5, 3, 1)]);
    // The same board from player 0's side swaps the channels.
    let p0 = env.observe(0).observation;
    assert_eq!(p0[(4 * 7 + 3) * 2 + 1], 1.0);
    assert_eq!(p0[(5 * 7 + 2) * 2], 1.0);
}

#[test]
fn an_illegal_action_loses() {
    for (others, expected) in [(1.0, [1.0, -1.0]), (0.0, [0.0, -1.0])] {
        let mut env = c4_env(EnvSettings {
            illegal_reward_to_others: others,
        });
        for _ in 0..6 {
            env.step(Some(0)).unwrap();
        }
        env.step(Some(4)).unwrap();
        env.step(Some(0)).unwrap(); // player 1 drops into the full column
        let last = env.last().unwrap();
        assert!(last.termination);
        assert_eq!(
            last.info,
            [("illegal action".to_string(), "true".to_string())]
        );
        let rewards: Vec<f64> = (0..2)
            .map(|_| {
                let r = env.last().unwrap().reward;
                env.step(None).unwrap();
                r
            })
            .collect();
        assert_eq!(rewards, expected);
    }
    let mut env = c4_env(EnvSettings::default());
    env.step(Some(99)).unwrap(); // out of the action set: illegal too
    assert_eq!(env.last().unwrap().reward, -1.0);
}

#[test]
fn chance_and_simultaneous_moves_happen_inside() {
    let g = KuhnPoker::new(3).unwrap();
    let mut env = Env::new(g.clone(), EnvSettings::default(), 5);
    assert_eq!(env.agent_selection(), Some(0), "the deal is already done");
    let obs = env.last().unwrap().observation;
    assert_eq!(
        obs.observation[..4].iter().sum::<f32>(),
        1.0,
        "own card one-hot"
    );
    assert_eq!(obs.action_mask, [1, 1]);
    let mut total = 0.0;
    while env.agent_selection().is_some() {
        let last = env.last().unwrap();
        if last.termination {
            total += last.reward;
            env.step(None).unwrap();
        } else {
            env.step(Some(1)).unwrap(); // everyone bets
        }
    }
    assert_eq!(total, 0.0);

    let g = Goofspiel::new(3, GoofspielSignal::Bids).unwrap();
    let mut env = Env::new(g.clone(), EnvSettings::default(), 2);
    assert_eq!(env.agent_selection(), Some(0));
    env.step(Some(2)).unwrap(); // player 0 bids 3
    assert_eq!(
        env.agent_selection(),
        Some(1),
        "player 1 bids at the same moment"
    );
    assert_eq!(
        env.last().unwrap().observation.observation[3..6],
        [1.0, 1.0, 1.0],
        "player 0's bid is not seen yet"
    );
    env.step(Some(0)).unwrap();
    assert_eq!(env.agent_selection(), Some(0), "next round");
    assert_eq!(g.action_count(), 3);
}

/// Every game of the catalog: the full action set numbers every legal action both
/// ways, and a random episode through the environment ends with zero-sum rewards.
#[test]
fn every_game_runs_in_the_environment() {
    use ludoscope::engine::{Game, Viewer};
    use ludoscope::games::{AnyGame, catalog};
    use ludoscope::with_game;
    for entry in catalog() {
        let game = AnyGame::from_spec(&entry.spec).unwrap();
        with_game!(&game, g => {
            let mut env = Env::new(g.clone(), EnvSettings::default(), 3);
            let mut steps = 0;
            let mut total = 0.0;
            while let Some(p) = env.agent_selection() {
                let last = env.last().unwrap();
                let shape: usize = last.observation.shape.iter().product();
                assert_eq!(last.observation.observation.len(), shape, "{}", entry.spec);
                assert_eq!(last.observation.action_mask.len(), g.action_count());
                if last.termination {
                    total += last.reward;
                    env.step(None).unwrap();
                    continue;
                }
                let mut legal = Vec::new();
                g.legal_actions(env.state(), p, &mut legal);
                for &a in &legal {
                    assert_eq!(g.action_at(g.action_index(a)), Some(a), "{}", entry.spec);
                    assert_eq!(last.observation.action_mask[g.action_index(a)], 1);
                }
                let ones = last.observation.action_mask.iter().filter(|&&m| m == 1).count();
                assert_eq!(ones, legal.len());
                let view = g.view(env.state(), Viewer::Player(p));
                assert_eq!(g.observe(&view, p), last.observation.observation);
                env.step(Some(g.action_index(legal[steps % legal.len()]))).unwrap();
                steps += 1;
            }
            assert!(total.abs() < 1e-9, "{}: rewards sum to {total}", entry.spec);
        });
    }
}
