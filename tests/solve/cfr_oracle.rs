//! The solver against a plain, obviously-correct CFR written here: for each
//! iteration and each player in turn, the strategy profile by regret matching
//! on all regrets, a recursive pass collecting that player's counterfactual
//! regrets and own-reach strategy, then each paper's update, with DCFR's and
//! CFR+'s average written as explicit weights (t^gamma, t) instead of the
//! solver's running discount. The summed regrets and the average strategy must
//! agree on Kuhn poker (two and three players) and Goofspiel.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::Game;
use ludoscope::games::{Goofspiel, GoofspielSignal, KuhnPoker};
use ludoscope::search::cfr::{Cfr, CfrVariant, DCFR_ALPHA, DCFR_BETA, DCFR_GAMMA};
use ludoscope::search::tree::{GameTree, NodeKind};

fn regret_matching(tree: &GameTree, regrets: &[f64]) -> Vec<f64> {
    let mut sigma = vec![0.0; regrets.len()];
    for i in 0..tree.info_sets() {
        let (start, n) = tree.slots(i);
        let positive: f64 = (start..start + n).map(|s| regrets[s].max(0.0)).sum();
        for s in start..start + n {
            sigma[s] = if positive > 0.0 {
                regrets[s].max(0.0) / positive
            } else {
                1.0 / n as f64
            };
        }
    }
    sigma
}

/// Player `p`'s counterfactual value at `node`; adds regrets and own-reach
/// strategies of `p`'s information sets to `r` and `s`.
#[allow(clippy::too_many_arguments)]
fn cfv(
    tree: &GameTree,
    node: usize,
    p: usize,
    sigma: &[f64],
    own: f64,
    others: f64,
    r: &mut [f64],
    s: &mut [f64],
) -> f64 {
    match tree.kind(node) {
        NodeKind::Terminal => tree.payoff(node, p),
        NodeKind::Chance => (0..tree.children(node).len())
            .map(|k| {
                let q = tree.chance_prob(node, k);
                q * cfv(
                    tree,
                    tree.children(node)[k],
                    p,
                    sigma,
                    own,
                    others * q,
                    r,
                    s,
                )
            })
            .sum(),
        NodeKind::Decision { player, info } => {
            let (start, n) = tree.slots(info);
            let kids = tree.children(node).to_vec();
            if player != p {
                return (0..n)
                    .map(|a| {
                        let q = sigma[start + a];
                        q * cfv(tree, kids[a], p, sigma, own, others * q, r, s)
                    })
                    .sum();
            }
            let values: Vec<f64> = (0..n)
                .map(|a| {
                    cfv(
                        tree,
                        kids[a],
                        p,
                        sigma,
                        own * sigma[start + a],
                        others,
                        r,
                        s,
                    )
                })
                .collect();
            let v: f64 = (0..n).map(|a| sigma[start + a] * values[a]).sum();
            for a in 0..n {
                r[start + a] += others * (values[a] - v);
                s[start + a] += own * sigma[start + a];
            }
            v
        }
    }
}

/// Plain CFR: the summed regrets and the average strategy after `iterations`.
fn plain(tree: &GameTree, variant: CfrVariant, iterations: u64) -> (Vec<f64>, Vec<f64>) {
    let slots = tree.action_slots();
    let (mut regrets, mut weighted) = (vec![0.0; slots], vec![0.0; slots]);
    for t in 1..=iterations {
        let t = t as f64;
        for p in 0..tree.players() {
            let sigma = regret_matching(tree, &regrets);
            let (mut r, mut s) = (vec![0.0; slots], vec![0.0; slots]);
            cfv(tree, 0, p, &sigma, 1.0, 1.0, &mut r, &mut s);
            for i in (0..tree.info_sets()).filter(|&i| tree.info_set(i).player == p) {
                let (start, n) = tree.slots(i);
                for k in start..start + n {
                    let sum = regrets[k] + r[k];
                    regrets[k] = match variant {
                        CfrVariant::Vanilla => sum,
                        CfrVariant::Plus => sum.max(0.0),
                        CfrVariant::Discounted if sum > 0.0 => {
                            sum * t.powf(DCFR_ALPHA) / (t.powf(DCFR_ALPHA) + 1.0)
                        }
                        CfrVariant::Discounted => {
                            sum * t.powf(DCFR_BETA) / (t.powf(DCFR_BETA) + 1.0)
                        }
                    };
                    weighted[k] += s[k]
                        * match variant {
                            CfrVariant::Vanilla => 1.0,
                            CfrVariant::Plus => t,
                            CfrVariant::Discounted => t.powf(DCFR_GAMMA),
                        };
                }
            }
        }
    }
    let mut average = vec![0.0; slots];
    for i in 0..tree.info_sets() {
        let (start, n) = tree.slots(i);
        let total: f64 = weighted[start..start + n].iter().sum();
        for k in start..start + n {
            average[k] = weighted[k] / total;
        }
    }
    (regrets, average)
}

fn agree<G: Game>(g: &G, iterations: u64) {
    for variant in CfrVariant::ALL {
        let mut cfr = Cfr::new(g, variant, 1_000_000).unwrap();
        cfr.run(iterations);
        let (regrets, average) = plain(cfr.tree(), variant, iterations);
        let (got_r, got_a) = (cfr.cumulative_regrets(), cfr.average_strategy());
        for k in 0..regrets.len() {
            let scale = regrets[k].abs().max(1.0);
            assert!(
                (got_r[k] - regrets[k]).abs() < 1e-9 * scale,
                "{variant:?} regret {k}: {} vs {}",
                got_r[k],
                regrets[k]
            );
            assert!(
                (got_a[k] - average[k]).abs() < 1e-9,
                "{variant:?} average {k}: {} vs {}",
                got_a[k],
                average[k]
            );
        }
    }
}

#[test]
fn two_player_kuhn_agrees_with_plain_cfr() {
    agree(&KuhnPoker::new(2).unwrap(), 60);
}

#[test]
fn three_player_kuhn_agrees_with_plain_cfr() {
    agree(&KuhnPoker::new(3).unwrap(), 20);
}

#[test]
fn goofspiel_agrees_with_plain_cfr() {
    agree(&Goofspiel::new(3, GoofspielSignal::Bids).unwrap(), 15);
}
