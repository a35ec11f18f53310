//! Leduc poker (issue 21; the conformance suite is in `catalog_conformance`):
//! the whole game tree walked
//! (chance distributions summing to exactly 1, zero-sum payoffs, the number
//! of information sets derived by hand); a hand-checked showdown table over
//! every deal; payoffs and legal actions on hand-checked lines; views and
//! signals that hide the private cards; and CFR's exploitability falling with
//! iterations on the command line.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::bin::json;
use ludoscope::engine::{Actor, Game, Move, Player, Turn, Viewer, signals, transition};
use ludoscope::games::LeducPoker;
use ludoscope::games::leduc::{CARD_NAMES, LeducAction as L, LeducCard, LeducState};
use std::collections::HashSet;

const G: LeducPoker = LeducPoker;

/// Plays a line from the start: each item is a card name (a deal) or an action.
fn line(moves: &[&str]) -> LeducState {
    let mut s = G.initial_state();
    for m in moves {
        let actor = match G.turn(&s) {
            Turn::Chance => Actor::Chance,
            Turn::Player(p) => Actor::Player(p),
            t => panic!("{m}: nobody acts ({t:?})"),
        };
        let a = G.parse_action(&s, m).unwrap();
        transition(&G, &mut s, &[Move::new(actor, a)]).unwrap();
    }
    s
}

fn legal(s: &LeducState) -> Vec<String> {
    let p = G.turn(s).to_move().unwrap();
    let mut out = Vec::new();
    G.legal_actions(s, p, &mut out);
    out.into_iter().map(|a| G.notation(s, a)).collect()
}

fn score0(s: &LeducState) -> f64 {
    G.scores(s).expect("the hand is over").get(0)
}

/// What the whole tree holds: counts gathered in one walk.
#[derive(Default)]
struct Walk {
    chance_nodes: usize,
    terminals: usize,
    decisions: [usize; 2],
    info_sets: [HashSet<ludoscope::games::LeducView>; 2],
}

/// Visits every state: at chance, the probabilities sum to exactly 1 (as
/// fractions); at the end, the payoffs sum to 0; at a decision, the mover's
/// view is recorded as its information set.
fn walk(s: &LeducState, w: &mut Walk) {
    match G.turn(s) {
        Turn::Terminal => {
            w.terminals += 1;
            let sc = G.scores(s).unwrap();
            assert_eq!(sc.get(0) + sc.get(1), 0.0, "{s:?}");
        }
        Turn::Chance => {
            w.chance_nodes += 1;
            let mut outcomes = Vec::new();
            G.chance_outcomes(s, &mut outcomes);
            // Sum a/b over the outcomes exactly: all share one denominator here,
            // and the numerators must add up to it.
            let den = outcomes[0].1.denominator();
            assert!(outcomes.iter().all(|(_, p)| p.denominator() == den));
            let num: u32 = outcomes.iter().map(|(_, p)| p.numerator()).sum();
            assert_eq!(num, den, "chance at {s:?} sums to {num}/{den}");
            for (a, _) in outcomes {
                let mut next = *s;
                G.apply(&mut next, &[Move::new(Actor::Chance, a)]);
                walk(&next, w);
            }
        }
        Turn::Player(p) => {
            w.decisions[p] += 1;
            w.info_sets[p].insert(G.view(s, Viewer::Player(p)));
            let mut acts = Vec::new();
            G.legal_actions(s, p, &mut acts);
            for a in acts {
                let mut next = *s;
                G.apply(&mut next, &[Move::new(Actor::Player(p), a)]);
                walk(&next, w);
            }
        }
        t => panic!("Leduc has no {t:?}"),
    }
}

/// The number of information sets, by hand. A round's betting reaches 6
/// decision points: `` (opener), `c`, `r`, `cr`, `rr`, `crr` (c: check or call,
/// r: raise, at most 2 raises); the opener (player 0) decides at ``, `cr`,
/// `rr`, the other at `c`, `r`, `crr`: 3 each. A round goes on to the next
/// without a fold in 5 ways: `cc`, `rc`, `crc`, `rrc`, `crrc`.
/// A player knows its own card (6 ids: the suit is seen) and, in round 2, the
/// public card (5 left) and how round 1 went (5 ways):
/// - round 1: 6 cards x 3 points = 18 per player;
/// - round 2: 6 x 5 public x 5 histories x 3 points = 450 per player;
///
/// 468 per player, 936 in all (288 if suits were merged: 3 x 3 + 3 x 3 x 5 x 3
/// = 144 per player). Decision nodes: each information set holds the 5
/// (round 1) or 4 (round 2) cards the other may hold, so 18 x 5 + 450 x 4 =
/// 1890 per player.
#[test]
fn the_tree_is_sound_and_has_936_information_sets() {
    let mut w = Walk::default();
    walk(&G.initial_state(), &mut w);
    assert_eq!(w.info_sets[0].len(), 468);
    assert_eq!(w.info_sets[1].len(), 468);
    assert_eq!(w.decisions, [1890, 1890]);
    // Chance: the root, the 6 deals to player 0, then after each of the 30
    // private deals, the 5 round-1 histories that reach the public card.
    assert_eq!(w.chance_nodes, 1 + 6 + 30 * 5);
    // Ends: per private deal, round 1's 4 folds (rf, crf, rrf, crrf) and, per
    // way on (5) and public card (4), round 2's 4 folds and 5 showdowns.
    assert_eq!(w.terminals, 30 * (4 + 5 * 4 * (4 + 5)));
}

/// Who wins the showdown, by rank, written by hand: (player 0's rank,
/// player 1's rank, public rank) -> winner (`None`: split). Pairs first, then
/// the higher card.
const SHOWDOWNS: [(char, char, char, Option<Player>); 24] = [
    // Public J.
    ('J', 'Q', 'J', Some(0)),
    ('J', 'K', 'J', Some(0)),
    ('Q', 'J', 'J', Some(1)),
    ('K', 'J', 'J', Some(1)),
    ('Q', 'K', 'J', Some(1)),
    ('K', 'Q', 'J', Some(0)),
    ('Q', 'Q', 'J', None),
    ('K', 'K', 'J', None),
    // Public Q.
    ('Q', 'J', 'Q', Some(0)),
    ('Q', 'K', 'Q', Some(0)),
    ('J', 'Q', 'Q', Some(1)),
    ('K', 'Q', 'Q', Some(1)),
    ('J', 'K', 'Q', Some(1)),
    ('K', 'J', 'Q', Some(0)),
    ('J', 'J', 'Q', None),
    ('K', 'K', 'Q', None),
    // Public K.
    ('K', 'J', 'K', Some(0)),
    ('K', 'Q', 'K', Some(0)),
    ('J', 'K', 'K', Some(1)),
    ('Q', 'K', 'K', Some(1)),
    ('J', 'Q', 'K', Some(1)),
    ('Q', 'J', 'K', Some(0)),
    ('J', 'J', 'K', None),
    ('Q', 'Q', 'K', None),
];

/// Every deal of three distinct cards (6 x 5 x 4 = 120), played check-check
/// in both rounds: the showdown pays 1 chip (the ante) as the table says.
#[test]
fn showdowns_follow_the_hand_checked_table() {
    let mut played = 0;
    for a in CARD_NAMES {
        for b in CARD_NAMES.iter().filter(|&&b| b != a) {
            for p in CARD_NAMES.iter().filter(|&&p| p != a && p != *b) {
                let s = line(&[a, b, "check", "check", p, "check", "check"]);
                let rank = |c: &str| c.chars().next().unwrap();
                let key = (rank(a), rank(b), rank(p));
                let row = SHOWDOWNS
                    .iter()
                    .find(|r| (r.0, r.1, r.2) == key)
                    .unwrap_or_else(|| panic!("{key:?} is missing from the table"));
                let want = match row.3 {
                    Some(0) => 1.0,
                    Some(_) => -1.0,
                    None => 0.0,
                };
                assert_eq!(score0(&s), want, "{a} {b} public {p}");
                played += 1;
            }
        }
    }
    assert_eq!(played, 120);
}

#[test]
fn bets_and_folds_pay_what_was_put_in() {
    // Raise 2, re-raise 2, call: 5 each after round 1; in round 2 raises of 4:
    // bet, raise, call puts 8 more each: 13 each. Qs pairs with Qh.
    let s = line(&[
        "Qs", "Kh", "raise", "raise", "call", "Qh", "raise", "raise", "call",
    ]);
    assert_eq!(G.contributions(&s), [13, 13]);
    assert_eq!(score0(&s), 13.0);
    // Player 1 folds to the opening bet: player 0 wins player 1's ante.
    assert_eq!(score0(&line(&["Js", "Kh", "raise", "fold"])), 1.0);
    // Check, bet 2, raise to 4, fold: player 1 loses the 1 + 2 it put in,
    // even holding the better card.
    assert_eq!(
        score0(&line(&["Js", "Kh", "check", "raise", "raise", "fold"])),
        3.0
    );
    // Round 2: check, bet 4, fold: player 0 loses 1 + 2.
    let s = line(&["Ks", "Jh", "raise", "call", "Qs", "check", "raise", "fold"]);
    assert_eq!(G.contributions(&s), [3, 7]);
    assert_eq!(score0(&s), -3.0);
}

#[test]
fn legal_actions_follow_the_betting() {
    assert_eq!(legal(&line(&["Js", "Qs"])), ["check", "raise"]);
    assert_eq!(legal(&line(&["Js", "Qs", "check"])), ["check", "raise"]);
    assert_eq!(
        legal(&line(&["Js", "Qs", "raise"])),
        ["fold", "call", "raise"]
    );
    // Two raises in the round: no third.
    assert_eq!(
        legal(&line(&["Js", "Qs", "raise", "raise"])),
        ["fold", "call"]
    );
    assert_eq!(
        legal(&line(&["Js", "Qs", "check", "raise", "raise"])),
        ["fold", "call"]
    );
    // Round 2 opens with player 0 and its own two raises.
    let s = line(&["Js", "Qs", "raise", "raise", "call", "Kh"]);
    assert_eq!(G.turn(&s), Turn::Player(0));
    assert_eq!(legal(&s), ["check", "raise"]);
    // Before the public card, after a call: chance turns it, from the 4 left.
    let s = line(&["Js", "Qs", "raise", "call"]);
    assert_eq!(G.turn(&s), Turn::Chance);
    let mut outcomes = Vec::new();
    G.chance_outcomes(&s, &mut outcomes);
    let names: Vec<String> = outcomes.iter().map(|(a, _)| G.notation(&s, *a)).collect();
    assert_eq!(names, ["Jh", "Qh", "Ks", "Kh"]);
    let e = G.parse_action(&s, "bet").unwrap_err().to_string();
    assert!(e.contains("fold, check, call, raise"), "{e}");
}

#[test]
fn private_cards_stay_hidden_until_a_showdown() {
    let s = line(&["Ks", "Qh", "raise", "call", "Jh"]);
    let v0 = G.view(&s, Viewer::Player(0));
    assert_eq!(v0.private, [LeducCard::Face(4), LeducCard::Hidden]);
    assert_eq!(v0.public, LeducCard::Face(1));
    assert_eq!(v0.contributions, [3, 3]);
    assert_eq!(v0.rounds[0], [L::Raise, L::Call]);
    let v1 = G.view(&s, Viewer::Player(1));
    assert_eq!(v1.private, [LeducCard::Hidden, LeducCard::Face(3)]);
    let public = G.view(&s, Viewer::Public);
    assert_eq!(public.private, [LeducCard::Hidden, LeducCard::Hidden]);
    assert_eq!(public.public, LeducCard::Face(1));
    // Player 0 cannot tell Qh from Qs or Js in player 1's hand.
    let other = line(&["Ks", "Js", "raise", "call", "Jh"]);
    assert_eq!(G.view(&other, Viewer::Player(0)), v0);
    // A fold shows nothing; a showdown shows both.
    let folded = line(&["Ks", "Qh", "raise", "call", "Jh", "raise", "fold"]);
    assert_eq!(
        G.view(&folded, Viewer::Player(0)).private[1],
        LeducCard::Hidden
    );
    let shown = line(&["Ks", "Qh", "raise", "call", "Jh", "check", "check"]);
    assert_eq!(
        G.view(&shown, Viewer::Public).private,
        [LeducCard::Face(4), LeducCard::Face(3)]
    );
    // Signals: player 0 does not see the deal to player 1; both see the public card.
    let before = line(&["Ks"]);
    let deal = [Move::new(Actor::Chance, L::Deal(3))];
    let after = line(&["Ks", "Qh"]);
    let sig = signals(&G, &before, &deal, &after);
    assert!(
        sig[0].seen.is_empty(),
        "player 0 does not see the deal to player 1"
    );
    assert_eq!(sig[1].seen, deal);
    assert!(G.action_visible(&before, Actor::Chance, L::Deal(3), 1));
    assert!(!G.action_visible(&before, Actor::Chance, L::Deal(3), 0));
    let before = line(&["Ks", "Qh", "raise", "call"]);
    assert!(G.action_visible(&before, Actor::Chance, L::Deal(1), 0));
    assert!(G.action_known(&before, &shown, Actor::Chance, L::Deal(1), 1));
    let first = line(&[]);
    assert!(G.action_known(&first, &shown, Actor::Chance, L::Deal(4), 1));
    assert!(!G.action_known(&first, &folded, Actor::Chance, L::Deal(4), 1));
}

/// The exploitability `search --algo cfr --iterations N --json` prints.
fn cfr_exploitability(iterations: u32) -> f64 {
    let n = iterations.to_string();
    let v = json(&[
        "search",
        "LeducPoker",
        "--algo",
        "cfr",
        "--iterations",
        &n,
        "--json",
    ]);
    v["exploitability"].as_f64().unwrap()
}

/// CFR runs on Leduc's 936 information sets and its exploitability falls as
/// iterations grow (values seen: 0.51 at 10, 0.10 at 100, 0.046 at 1,000).
#[test]
fn cfr_exploitability_falls_on_leduc() {
    let e: Vec<f64> = [10, 100, 1000].map(cfr_exploitability).to_vec();
    assert!(e.iter().all(|x| *x >= 0.0), "{e:?}");
    assert!(e[1] < e[0] && e[2] < e[1], "{e:?}");
    assert!(e[2] < 0.1, "{e:?}");
}

/// `search LeducPoker` with `args` and `--json`, parsed.
fn leduc_search(args: &[&str]) -> serde_json::Value {
    json(&[&["search", "LeducPoker"], args, &["--json"]].concat())
}

/// CFR+ drives Leduc's NashConv down to 1e-3 and below, and the game's value
/// settles: a profile whose NashConv is `c` is worth the equilibrium value
/// within `c` to each player, so the values at NashConv 1e-3 and 1e-4 lie
/// within 1.1e-3 of each other, and player 0's is negative (the second player
/// has the edge in Leduc).
#[test]
fn cfr_plus_brings_leducs_nash_conv_under_1e_3_and_its_value_settles() {
    let nash_conv = |n: &str| {
        leduc_search(&["--algo", "cfr+", "--iterations", n])["nash_conv"]
            .as_f64()
            .unwrap()
    };
    let falling = [nash_conv("10"), nash_conv("100"), nash_conv("1000")];
    assert!(
        falling[1] < falling[0] && falling[2] < falling[1],
        "{falling:?}"
    );
    let mut values = Vec::new();
    for target in ["1e-3", "1e-4"] {
        let v = leduc_search(&[
            "--algo",
            "cfr+",
            "--target-nash-conv",
            target,
            "--iterations",
            "100000",
        ]);
        assert_eq!(v["reached"], true, "{v}");
        let reached = v["nash_conv"].as_f64().unwrap();
        assert!(reached <= target.parse::<f64>().unwrap(), "{v}");
        values.push(v["value"][0].as_f64().unwrap());
    }
    assert!((values[0] - values[1]).abs() <= 1.1e-3, "{values:?}");
    assert!(values[1] < 0.0, "{values:?}");
}
