//! The environment with its game erased (`env::DynEnv`, what the Python package
//! drives): every catalog game built from its spec, seeded and restarted chance,
//! the players of a simultaneous turn, forfeits of several players, bounds.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::Viewer;
use ludoscope::env::{DynEnv, EnvSettings, dyn_env};
use ludoscope::games::{GameSpec, catalog};

fn env(spec: &str, seed: u64) -> Box<dyn DynEnv> {
    dyn_env(
        &spec.parse::<GameSpec>().unwrap(),
        EnvSettings::default(),
        seed,
    )
    .unwrap()
}

/// Plays the last legal action (Pig's hold) until the end; the observations seen.
fn last_legal_game(env: &mut dyn DynEnv) -> Vec<Vec<f32>> {
    let (mut seen, mut tensor, mut mask) = (vec![], vec![], vec![]);
    while let Some(p) = env.selected() {
        env.observe_into(p, false, &mut tensor, &mut mask);
        assert_eq!(
            tensor.len(),
            env.observation_shape().iter().product::<usize>()
        );
        let (lo, hi) = env.observation_bounds();
        assert!(tensor.iter().all(|&x| lo <= x && x <= hi), "{}", env.name());
        seen.push(tensor.clone());
        let last = mask.iter().rposition(|&m| m == 1).expect("a legal action");
        let legal: Vec<usize> = env.legal().iter().map(|l| l.0).collect();
        assert!(legal.contains(&last) && legal.iter().all(|&i| mask[i] == 1));
        env.step(last).unwrap();
        assert!(seen.len() < 100_000, "{} does not end", env.name());
    }
    assert!(env.is_over() && !env.ended_on_illegal());
    seen
}

#[test]
fn every_catalog_game_plays_to_the_end_and_replays_from_its_seed() {
    for entry in catalog() {
        let spec = entry.spec.to_string();
        let mut a = env(&spec, 5);
        let first = last_legal_game(a.as_mut());
        a.reset(5);
        assert_eq!(last_legal_game(a.as_mut()), first, "{spec}");
        assert!(!a.render(Viewer::Public).is_empty());
    }
}

#[test]
fn restart_goes_on_with_the_generator() {
    let deal = |e: &dyn DynEnv| {
        let (mut t, mut m) = (vec![], vec![]);
        e.observe_into(0, false, &mut t, &mut m);
        t
    };
    let (mut a, mut b) = (env("LeducPoker", 1), env("LeducPoker", 1));
    let mut deals = vec![];
    for _ in 0..8 {
        a.restart();
        b.restart();
        assert_eq!(deal(a.as_ref()), deal(b.as_ref()));
        deals.push(deal(a.as_ref()));
    }
    deals.dedup();
    assert!(deals.len() > 1, "restarting deals again");
    a.reset(1);
    b.reset(1);
    assert_eq!(deal(a.as_ref()), deal(b.as_ref()));
}

#[test]
fn a_simultaneous_turn_masks_each_bidder_and_forfeits_several() {
    let mut g = env("Goofspiel(cards: 4, signal: Bids)", 0);
    assert!(g.simultaneous());
    assert_eq!(g.to_act(), [0, 1]);
    let (mut t, mut m) = (vec![], vec![]);
    g.observe_into(1, false, &mut t, &mut m);
    assert_eq!(m, [0; 4], "not selected yet");
    g.observe_into(1, true, &mut t, &mut m);
    assert_eq!(m, [1; 4], "to act this turn");
    g.step(3).unwrap();
    assert_eq!(g.to_act(), [1]);
    g.forfeit(&[0, 1]);
    assert!(g.is_over() && g.ended_on_illegal());
    assert_eq!(g.rewards(), [-1.0, -1.0]);
    assert_eq!(g.to_act(), Vec::<usize>::new());
    let mut k = dyn_env(
        &"KuhnPoker(players: 3)".parse().unwrap(),
        EnvSettings {
            illegal_reward_to_others: 0.0,
        },
        0,
    )
    .unwrap();
    k.forfeit(&[1]);
    assert_eq!(k.rewards(), [0.0, -1.0, 0.0]);
}

#[test]
fn bounds_say_which_tensors_are_not_zero_one() {
    assert_eq!(
        env("Nim(heaps: [1, 3, 5, 7])", 0).observation_bounds(),
        (0.0, 7.0)
    );
    assert_eq!(env("Pig(target: 30)", 0).observation_bounds(), (0.0, 8.5));
    assert_eq!(env("ConnectFour", 0).observation_bounds(), (0.0, 1.0));
    assert_eq!(env("ConnectFour", 0).observation_shape(), [6, 7, 2]);
}

#[test]
fn the_draw_rule_truncates_as_a_draw() {
    let spec = r#"Arena(path: "assets/arenas/cyclic-infinite-play.ron", draw_limit: 4)"#;
    let mut e = env(spec, 0);
    for node in ["a", "b", "a", "b"] {
        assert!(!e.is_over());
        let legal = e.legal();
        let (index, _) = legal.iter().find(|(_, n)| n == node).expect(node);
        e.step(*index).unwrap();
    }
    assert!(e.is_over() && e.is_truncated() && !e.ended_on_illegal());
    assert_eq!(e.rewards(), [0.0, 0.0]);
    e.reset(0);
    assert!(!e.is_over() && !e.is_truncated());
}
