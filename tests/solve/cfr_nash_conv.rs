//! Exact best responses and NashConv on two-player Kuhn poker against values
//! worked out by hand: every member of Kuhn's equilibrium family (alpha in
//! [0, 1/3]) has NashConv 0 and value -1/18; one step outside the family is
//! exploitable; the uniform policy's best-response values are 1/2 and 5/12
//! (NashConv 11/12). And `run_until` stops at a NashConv target.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::games::KuhnPoker;
use ludoscope::search::cfr::target::{Limits, Stop, next_check};
use ludoscope::search::cfr::{Cfr, CfrVariant};
use ludoscope::search::tree::GameTree;

fn kuhn() -> GameTree {
    GameTree::build(&KuhnPoker::new(2).unwrap(), 10_000).unwrap()
}

/// A strategy given as the probability of betting (or calling) at each
/// (player, card, betting so far); the labels are the views drawn as text.
fn strategy(tree: &GameTree, bet: impl Fn(usize, &str, &str) -> f64) -> Vec<f64> {
    let mut s = vec![0.0; tree.action_slots()];
    for i in 0..tree.info_sets() {
        let info = tree.info_set(i);
        let card = info
            .label
            .lines()
            .find_map(|l| l.strip_prefix(&format!("player {}: ", info.player)))
            .unwrap();
        let betting = info.label.lines().last().unwrap();
        let betting = betting.split("betting:").nth(1).unwrap().trim();
        assert_eq!(info.actions, ["pass", "bet"]);
        let p = bet(info.player, card, betting);
        let (slot, _) = tree.slots(i);
        s[slot] = 1.0 - p;
        s[slot + 1] = p;
    }
    s
}

/// Kuhn's family (Kuhn 1950): player 0 bets J with probability alpha, never Q,
/// K with 3 alpha; after pass-bet calls with Q at alpha + 1/3, with K always.
/// Player 1 calls a bet with K, with Q a third of the time; after a pass bets
/// K always and J a third of the time.
fn family(tree: &GameTree, alpha: f64) -> Vec<f64> {
    strategy(tree, |player, card, betting| {
        match (player, betting, card) {
            (0, "", "J") => alpha,
            (0, "", "Q") => 0.0,
            (0, "", "K") => 3.0 * alpha,
            (0, "pass bet", "J") => 0.0,
            (0, "pass bet", "Q") => alpha + 1.0 / 3.0,
            (0, "pass bet", "K") => 1.0,
            (1, "bet", "J") | (1, "pass", "Q") => 0.0,
            (1, "bet", "Q") | (1, "pass", "J") => 1.0 / 3.0,
            (1, "bet", "K") | (1, "pass", "K") => 1.0,
            other => panic!("unexpected information set {other:?}"),
        }
    })
}

#[test]
fn the_equilibrium_family_has_nash_conv_zero() {
    let tree = kuhn();
    for alpha in [0.0, 0.1, 1.0 / 6.0, 0.25, 1.0 / 3.0] {
        let s = family(&tree, alpha);
        let v = tree.expected_values(&s);
        assert!((v[0] + 1.0 / 18.0).abs() < 1e-12, "alpha {alpha}: {v:?}");
        let nc = tree.nash_conv(&s);
        assert!(nc.abs() < 1e-12, "alpha {alpha}: NashConv {nc}");
    }
    // Player 0 betting J with 0.4 > 1/3 (K then 1.2, capped at 1) is exploitable.
    let s: Vec<f64> = family(&tree, 0.4)
        .iter()
        .map(|x| x.clamp(0.0, 1.0))
        .collect();
    assert!(tree.nash_conv(&s) > 1e-3);
}

/// Both players betting or calling half of the time everywhere. By hand (chips,
/// cards dealt uniformly; w = +1 when player 0's card is higher):
/// player 0 gets w + 1/8 per deal, 1/8 in all. Player 0's best response: J
/// bets (-1/2), Q bets (1/2), K either (3/2), folding J and calling Q, K after
/// pass-bet: 1/2, a gain of 3/8. Player 1's: J gets -3/4 (folds to a bet, bets
/// after a pass), Q 1/4, K 7/4: 5/12 in all, a gain of 5/12 + 1/8 = 13/24.
/// NashConv = 3/8 + 13/24 = 11/12 (OpenSpiel's exploitability 11/24).
#[test]
fn the_uniform_policy_against_its_best_responses() {
    let tree = kuhn();
    let uniform = vec![0.5; tree.action_slots()];
    let v = tree.expected_values(&uniform);
    assert!((v[0] - 1.0 / 8.0).abs() < 1e-12, "{v:?}");
    assert!((tree.best_response_value(0, &uniform) - 0.5).abs() < 1e-12);
    assert!((tree.best_response_value(1, &uniform) - 5.0 / 12.0).abs() < 1e-12);
    assert!((tree.nash_conv(&uniform) - 11.0 / 12.0).abs() < 1e-12);
    // A fresh solver's average strategy is uniform: the same NashConv.
    let cfr = Cfr::new(&KuhnPoker::new(2).unwrap(), CfrVariant::Plus, 10_000).unwrap();
    assert!((cfr.nash_conv() - 11.0 / 12.0).abs() < 1e-12);
}

#[test]
fn run_until_stops_at_the_target() {
    let mut cfr = Cfr::new(&KuhnPoker::new(2).unwrap(), CfrVariant::Plus, 10_000).unwrap();
    let mut seen = Vec::new();
    let limits = Limits {
        target: Some(1e-3),
        max_iterations: 1_000_000,
        time: None,
    };
    let out = cfr.run_until(&limits, |p| {
        seen.push(p);
        true
    });
    assert_eq!(out.stop, Stop::Target);
    assert!(out.nash_conv <= 1e-3, "{out:?}");
    assert_eq!(out.iterations, cfr.iterations());
    assert!((cfr.nash_conv() - out.nash_conv).abs() < 1e-15);
    // The measurement before the last was still above the target.
    let before = seen[seen.len() - 2];
    assert!(before.nash_conv.unwrap() > 1e-3, "{seen:?}");
    assert_eq!(out.previous.map(|c| c.iterations), Some(before.iterations));
    assert_eq!(next_check(before.iterations), out.iterations);
    assert_eq!(out.checks, seen.len() as u64);
    assert!(out.iterations < 1_000, "{out:?}");
    // An iteration limit below what the target needs stops there.
    let mut cfr = Cfr::new(&KuhnPoker::new(2).unwrap(), CfrVariant::Plus, 10_000).unwrap();
    let limits = Limits {
        target: Some(1e-9),
        max_iterations: 50,
        time: None,
    };
    let out = cfr.run_until(&limits, |_| true);
    assert_eq!((out.stop, out.iterations), (Stop::Iterations, 50));
    // The callback can cancel.
    let out = cfr.run_until(
        &Limits {
            max_iterations: 10_000,
            ..limits
        },
        |_| false,
    );
    assert_eq!(
        (out.stop, out.iterations),
        (Stop::Cancelled, next_check(50))
    );
    assert_eq!(next_check(50), 53);
}
