//! Information-set MCTS: it decides from the player's view alone, makes the plain
//! right decisions of Kuhn poker and phantom tic-tac-toe, is reproducible, and
//! beats random play on the hidden-information games.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::agents::{AgentGame, AgentSpec, play_out};
use ludoscope::engine::{Actor, Determinize, Game, Move, Viewer};
use ludoscope::games::kuhn::KuhnAction as K;
use ludoscope::games::{Goofspiel, GoofspielSignal, KuhnPoker, PhantomTicTacToe};
use ludoscope::search::ismcts::{IsMctsSettings, ismcts};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn settings(iterations: u32, seed: u64) -> IsMctsSettings {
    IsMctsSettings {
        iterations,
        seed,
        ..IsMctsSettings::default()
    }
}

#[test]
fn kuhn_answers_to_a_bet() {
    let g = KuhnPoker::new(2).unwrap();
    for (card, expected) in [(0, K::Pass), (2, K::Bet)] {
        let mut s = g.initial_state();
        let other = if card == 0 { 1 } else { 0 };
        for m in [
            Move::new(Actor::Chance, K::Deal(other)),
            Move::new(Actor::Chance, K::Deal(card)),
            Move::new(Actor::Player(0), K::Bet),
        ] {
            g.apply(&mut s, &[m]);
        }
        let view = g.view(&s, Viewer::Player(1));
        let r = ismcts(&g, &view, 1, &settings(500, 1)).unwrap();
        assert_eq!(r.best, expected, "holding card {card}: {:?}", r.actions);
    }
}

#[test]
fn phantom_takes_the_open_line() {
    let g = PhantomTicTacToe;
    let mut s = g.initial_state();
    // X on 1, O on 9, X on 2, O on 8: X to move, sees only its own marks.
    for (p, cell) in [(0, 0), (1, 8), (0, 1), (1, 7)] {
        g.apply(&mut s, &[Move::new(Actor::Player(p), cell)]);
    }
    let view = g.view(&s, Viewer::Player(0));
    let r = ismcts(&g, &view, 0, &settings(3000, 2)).unwrap();
    assert_eq!(r.best, 2, "{:?}", r.actions);
}

#[test]
fn same_seed_same_search() {
    let g = Goofspiel::new(5, GoofspielSignal::WinnerOnly).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut s = g.initial_state();
    let view = g.view(&s, Viewer::Player(0));
    let made_up = g.determinize(&view, 0, &mut rng);
    g.apply(
        &mut s,
        &[Move::new(
            Actor::Chance,
            ludoscope::games::GoofspielAction::Prize(4),
        )],
    );
    let view = g.view(&s, Viewer::Player(0));
    let a = ismcts(&g, &view, 0, &settings(400, 9)).unwrap();
    let b = ismcts(&g, &view, 0, &settings(400, 9)).unwrap();
    assert_eq!(a, b);
    assert_eq!(g.turn(&made_up), g.turn(&g.initial_state()));
}

/// Mean score of seat 0 over `n` games of `spec` agents against random.
fn mean_score<G: AgentGame>(g: &G, agent: &AgentSpec, n: u64) -> f64 {
    let mut total = 0.0;
    for i in 0..n {
        // Distinct seeds: a deal and a decision drawn from one stream would be related.
        let mut agents = vec![
            agent.build::<G>(3 * i),
            AgentSpec::Random.build::<G>(3 * i + 1),
        ];
        let m = play_out(g, &mut agents, &mut ChaCha8Rng::seed_from_u64(3 * i + 2))
            .unwrap()
            .played;
        total += g.scores(m.state()).unwrap().get(0);
    }
    total / n as f64
}

#[test]
fn beats_random_play() {
    let agent = AgentSpec::IsMcts { iterations: 300 };
    let kuhn = mean_score(&KuhnPoker::new(2).unwrap(), &agent, 2000);
    let random = mean_score(&KuhnPoker::new(2).unwrap(), &AgentSpec::Random, 2000);
    assert!(
        kuhn > random + 0.08,
        "Kuhn: ISMCTS {kuhn} vs random {random} chips per game"
    );
    let goof = mean_score(
        &Goofspiel::new(5, GoofspielSignal::Bids).unwrap(),
        &agent,
        100,
    );
    assert!(goof > 0.4, "Goofspiel: mean score {goof}");
}
