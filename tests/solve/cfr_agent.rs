//! The `Cfr(iterations: N)` agent: its settings are range-checked, it draws its
//! moves from the solver's average strategy at its information set (the
//! frequencies of many draws match the probabilities), and a game whose tree
//! cannot be enumerated is played as level 4 with a note.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::agents::AgentSpec;
use ludoscope::engine::{Actor, Game, Move, Turn, Viewer};
use ludoscope::games::{KuhnPoker, Pig};
use ludoscope::search::cfr::{Cfr, CfrVariant};
use ludoscope::search::tree::GameTree;

#[test]
fn settings_are_range_checked() {
    let spec: AgentSpec = "Cfr(iterations: 500)".parse().unwrap();
    assert_eq!(spec, AgentSpec::Cfr { iterations: 500 });
    assert_eq!(spec.to_string().parse::<AgentSpec>().unwrap(), spec);
    for bad in ["Cfr(iterations: 0)", "Cfr(iterations: 10000001)"] {
        let e = bad.parse::<AgentSpec>().unwrap_err();
        assert!(e.contains("1 to 10000000"), "{e}");
    }
}

/// Every state where player 1 acts after player 0 passed, one per deal.
fn after_a_pass(g: &KuhnPoker) -> Vec<<KuhnPoker as Game>::State> {
    let mut states = vec![g.initial_state()];
    let mut found = Vec::new();
    while let Some(s) = states.pop() {
        match g.turn(&s) {
            Turn::Chance => {
                let mut outcomes = Vec::new();
                g.chance_outcomes(&s, &mut outcomes);
                for (a, _) in outcomes {
                    let mut next = s;
                    g.apply(&mut next, &[Move::new(Actor::Chance, a)]);
                    states.push(next);
                }
            }
            Turn::Player(0) => {
                let mut legal = Vec::new();
                g.legal_actions(&s, 0, &mut legal);
                let pass = legal.into_iter().find(|&a| g.notation(&s, a) == "pass");
                let mut next = s;
                g.apply(&mut next, &[Move::new(Actor::Player(0), pass.unwrap())]);
                found.push(next);
            }
            other => panic!("unexpected turn {other:?}"),
        }
    }
    found
}

#[test]
fn moves_follow_the_average_strategy() {
    let g = KuhnPoker::new(2).unwrap();
    // The same solver as the agent's, to read the probabilities.
    let (tree, keys) = GameTree::build_keyed(&g, 10_000).unwrap();
    let mut cfr = Cfr::from_tree(tree, CfrVariant::Plus);
    cfr.run(300);
    let average = cfr.average_strategy();
    // Player 1 holding J after a pass bluffs about a third of the time.
    let (s, probs) = after_a_pass(&g)
        .into_iter()
        .map(|s| {
            let (start, n) = cfr.tree().slots(keys[&(1, g.view(&s, Viewer::Player(1)))]);
            (s, average[start..start + n].to_vec())
        })
        .find(|(_, probs)| probs.iter().all(|&p| p > 0.15))
        .expect("a mixed information set");
    let view = g.view(&s, Viewer::Player(1));
    let mut legal = Vec::new();
    g.legal_actions(&s, 1, &mut legal);
    let mut agent = AgentSpec::Cfr { iterations: 300 }.build::<KuhnPoker>(7);
    let draws = 4_000;
    let mut counts = vec![0; probs.len()];
    for _ in 0..draws {
        let a = agent.choose(&g, 1, &view, &legal);
        counts[legal.iter().position(|&l| l == a).unwrap()] += 1;
    }
    for (c, p) in counts.iter().zip(&probs) {
        let f = f64::from(*c) / f64::from(draws);
        // Five standard deviations of a binomial frequency.
        let sd = (p * (1.0 - p) / f64::from(draws)).sqrt();
        assert!((f - p).abs() < 5.0 * sd, "{counts:?} {probs:?}");
    }
    assert_eq!(agent.note(), None);
}

#[test]
fn an_endless_game_is_played_as_level_four() {
    let g = Pig::new(20).unwrap();
    let s = g.initial_state();
    let p = g.turn(&s).to_move().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&s, p, &mut legal);
    let mut agent = AgentSpec::Cfr { iterations: 10 }.build::<Pig>(1);
    let a = agent.choose(&g, p, &g.view(&s, Viewer::Player(p)), &legal);
    assert!(legal.contains(&a));
    assert!(
        agent.note().unwrap().contains("level 4"),
        "{:?}",
        agent.note()
    );
}
