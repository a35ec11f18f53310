//! "Why this move and not that one?" is true at every iteration: MCTS on
//! tic-tac-toe, Nim, Pig and Kuhn poker (2 players, 3 cards), several seeds;
//! at every recorded iteration, for every pair of root moves, the comparison's
//! counts are the replay's, its order is the counts' order (a tie said as a
//! tie), its what-if is said only when both were visited, and its number of
//! rollouts to overtake is the least one on UCB's formula, recomputed here
//! from `ludoscope::search::ucb::Uct` (after k - 1 the other is not ahead,
//! after k it is); "never" only when no rollout of a long race makes it so.

#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use ludoscope::games::Catalogued;
use ludoscope::games::kuhn::KuhnPoker;
use ludoscope::games::nim::Nim;
use ludoscope::games::pig::Pig;
use ludoscope::games::tictactoe::TicTacToe;
use ludoscope::inspect::mcts::{
    ChildRow, Comparison, MctsOptions, MctsReplay, MctsRun, Overtake, Standing,
};
use ludoscope::search::ucb::Uct;
use std::sync::atomic::AtomicBool;

fn replay<G: Catalogued>(g: &G, moves: &[&str], iterations: u32, seed: u64) -> MctsReplay {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let options = MctsOptions {
        iterations,
        seed,
        ..MctsOptions::default()
    };
    let stop = AtomicBool::new(false);
    let run = MctsRun::record(&g.spec(), &moves, &options, &stop, &|_| {}).unwrap();
    MctsReplay::new(std::sync::Arc::new(run))
}

/// (a's visits, b's visits) after `k` rollouts of the two-move race: each
/// keeps its mean, the larger `mean + c sqrt(ln N / n)` takes the rollout (a
/// tie to the one listed first).
fn oracle(a: &ChildRow, b: &ChildRow, n: u32, c: f64, k: u32) -> (u64, u64) {
    let (mut na, mut nb, mut n) = (a.visits as u64, b.visits as u64, n as u64);
    for _ in 0..k {
        let ua = a.mean + Uct::new(c, n).explore(na);
        let ub = b.mean + Uct::new(c, n).explore(nb);
        if ub > ua || (ub == ua && b.prior_rank < a.prior_rank) {
            nb += 1;
        } else {
            na += 1;
        }
        n += 1;
    }
    (na, nb)
}

fn check(c: &Comparison, rows: &[ChildRow], root: u32) {
    let (a, b) = (&c.a, &c.b);
    let row = |x: &ChildRow| rows.iter().find(|r| r.action == x.action).unwrap().clone();
    assert_eq!((row(a).visits, row(b).visits), (a.visits, b.visits));
    assert_eq!(c.root_visits, root);
    let en = &c.words_en;
    let visits = |n: u32| format!("{n} visit{}", if n == 1 { "" } else { "s" });
    assert!(
        en.contains(&visits(a.visits)) && en.contains(&visits(b.visits)),
        "{en}"
    );
    let (x, y) = (&a.action, &b.action);
    match a.visits.cmp(&b.visits) {
        std::cmp::Ordering::Equal => {
            assert_eq!(c.standing, Standing::Equal);
            assert!(!en.contains("more than") && en.contains("equally"), "{en}");
        }
        std::cmp::Ordering::Greater => {
            assert_eq!(c.standing, Standing::AMore);
            assert!(
                en.starts_with(&format!("{x} is visited more than {y}:")),
                "{en}"
            );
        }
        std::cmp::Ordering::Less => {
            assert_eq!(c.standing, Standing::BMore);
            assert!(
                en.starts_with(&format!("{y} is visited more than {x}:")),
                "{en}"
            );
        }
    }
    let fr = &c.words_fr;
    if a.visits == 0 || b.visits == 0 {
        assert_eq!(c.overtake, Overtake::Unvisited);
        assert!(!en.contains("overtake") && !fr.contains("dépasser"), "{en}");
        assert!(
            en.contains("never visited") || en.contains("Neither"),
            "{en}"
        );
        return;
    }
    assert!(en.contains(&format!("{:.3} for {x}", a.mean)), "{en}");
    let (n, e) = (root, c.exploration);
    match c.overtake {
        Overtake::Already => assert!(b.visits > a.visits),
        Overtake::After(k) => {
            assert!(k >= 1 && b.visits <= a.visits);
            let (na, nb) = oracle(a, b, n, e, k - 1);
            assert!(nb <= na, "{en}: ahead after {} already", k - 1);
            let (na, nb) = oracle(a, b, n, e, k);
            assert!(nb > na, "{en}: not ahead after {k}");
            let k = ludoscope::lang::count(k as u64, ludoscope::lang::Language::English);
            assert!(en.contains(&format!("after {k} more rollout")), "{en}");
        }
        Overtake::Never => {
            assert!(a.mean >= b.mean, "{en}");
            let mut m = 0;
            while m < 3000 {
                m += 1;
                let (na, nb) = oracle(a, b, n, e, m);
                assert!(nb <= na, "{en}: ahead after {m}");
                m += 97;
            }
            assert!(
                en.contains("never overtake") && fr.contains("jamais"),
                "{en}"
            );
        }
        Overtake::NotWithin(_) => panic!("a race of a million rollouts: {en}"),
        Overtake::Unvisited | Overtake::Chance => panic!("both visited at a player's root: {en}"),
    }
}

fn every_iteration(mut r: MctsReplay) -> usize {
    let mut checked = 0;
    for k in 0..=r.run().iterations() {
        r.seek(k);
        let rows = r.root_table();
        for a in &rows {
            for b in &rows {
                let c = r.compare(&a.action, &b.action);
                if a.action == b.action {
                    assert!(c.is_none());
                    continue;
                }
                check(&c.unwrap(), &rows, r.visits(0));
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn every_comparison_is_true_at_every_iteration() {
    let mut checked = 0;
    for seed in [1, 2, 7] {
        checked += every_iteration(replay(&TicTacToe, &[], 300, seed));
        checked += every_iteration(replay(&Nim::new(&[1, 3, 5]).unwrap(), &[], 200, seed));
        checked += every_iteration(replay(&Pig::new(20).unwrap(), &[], 150, seed));
        let kuhn = KuhnPoker::new(2).unwrap();
        checked += every_iteration(replay(&kuhn, &["J", "Q"], 150, seed));
    }
    assert!(checked > 10_000, "{checked} comparisons");
}

#[test]
fn at_the_first_iteration_nothing_is_said_visited_more() {
    let mut r = replay(&TicTacToe, &[], 10, 3);
    r.seek(1);
    let rows = r.root_table();
    let unvisited: Vec<_> = rows.iter().filter(|w| w.visits == 0).collect();
    assert!(unvisited.len() >= 2);
    let c = r
        .compare(&unvisited[0].action, &unvisited[1].action)
        .unwrap();
    assert_eq!(
        c.words_en,
        format!(
            "{} and {} are visited equally: 0 visits each. Neither was visited yet: no mean, and \
             both UCB are infinite.",
            unvisited[0].action, unvisited[1].action
        )
    );
    assert!(c.words_fr.contains("0 visite chacun"), "{}", c.words_fr);
}
