//! Kuhn poker, Goofspiel and phantom tic-tac-toe (the conformance suite is in
//! `catalog_conformance`): their rules on hand-checked lines, and views and signals that hide what they must.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Actor, Game, Move, Viewer, perft_levels, signals, transition};
use ludoscope::games::goofspiel::GoofspielAction as G;
use ludoscope::games::kuhn::{Card, KuhnAction as K};
use ludoscope::games::{Goofspiel, GoofspielSignal, KuhnPoker, PhantomTicTacToe};

/// Plays a Kuhn line: the deal (card per player) then the bets.
fn kuhn(g: &KuhnPoker, cards: &[u8], bets: &[K]) -> <KuhnPoker as Game>::State {
    let mut s = g.initial_state();
    for &c in cards {
        transition(g, &mut s, &[Move::new(Actor::Chance, K::Deal(c))]).unwrap();
    }
    for &b in bets {
        let p = g.turn(&s).to_move().unwrap();
        transition(g, &mut s, &[Move::new(Actor::Player(p), b)]).unwrap();
    }
    s
}

#[test]
fn kuhn_payoffs() {
    let g = KuhnPoker::new(2).unwrap();
    let (j, q) = (0, 1);
    let score = |bets: &[K]| {
        g.scores(&kuhn(&g, &[j, q], bets))
            .unwrap()
            .as_slice()
            .to_vec()
    };
    assert_eq!(score(&[K::Pass, K::Pass]), [-1.0, 1.0]); // showdown, Q wins the antes
    assert_eq!(score(&[K::Bet, K::Pass]), [1.0, -1.0]); // player 1 folds
    assert_eq!(score(&[K::Bet, K::Bet]), [-2.0, 2.0]); // called: Q wins 2
    assert_eq!(score(&[K::Pass, K::Bet, K::Pass]), [-1.0, 1.0]);
    assert_eq!(score(&[K::Pass, K::Bet, K::Bet]), [-2.0, 2.0]);
    let g3 = KuhnPoker::new(3).unwrap();
    // Player 1 bets, player 2 folds, player 0 calls with the ace: wins 1+1+1+1.
    let s = kuhn(&g3, &[3, 0, 1], &[K::Pass, K::Bet, K::Pass, K::Bet]);
    assert_eq!(g3.scores(&s).unwrap().as_slice(), [3.0, -2.0, -1.0]);
}

#[test]
fn kuhn_tree_sizes() {
    // 2 players: 6 deals x 5 betting lines; 3 players: 24 deals x 13 lines.
    for (players, depth, terminal) in [(2, 5, 30), (3, 8, 312)] {
        let g = KuhnPoker::new(players).unwrap();
        let levels = perft_levels(&g, &g.initial_state(), depth);
        assert_eq!(levels.iter().map(|l| l.terminal).sum::<u64>(), terminal);
    }
}

#[test]
fn kuhn_cards_stay_hidden_until_a_showdown() {
    let g = KuhnPoker::new(2).unwrap();
    let s = kuhn(&g, &[2, 0], &[K::Bet]);
    assert_eq!(
        g.view(&s, Viewer::Player(1)).cards,
        [Card::Hidden, Card::Rank(0)]
    );
    assert_eq!(
        g.view(&s, Viewer::Player(0)).cards,
        [Card::Rank(2), Card::Hidden]
    );
    assert_eq!(
        g.view(&s, Viewer::Public).cards,
        [Card::Hidden, Card::Hidden]
    );
    assert_eq!(
        g.view(&s, Viewer::Everyone).cards,
        [Card::Rank(2), Card::Rank(0)]
    );
    // A fold reveals nothing; a call shows both cards to everyone.
    let folded = kuhn(&g, &[2, 0], &[K::Bet, K::Pass]);
    assert_eq!(g.view(&folded, Viewer::Player(1)).cards[0], Card::Hidden);
    let called = kuhn(&g, &[2, 0], &[K::Bet, K::Bet]);
    assert_eq!(
        g.view(&called, Viewer::Public).cards,
        [Card::Rank(2), Card::Rank(0)]
    );
    // Player 1's view is the same whichever card player 0 holds.
    let other = kuhn(&g, &[1, 0], &[K::Bet]);
    assert_eq!(
        g.view(&s, Viewer::Player(1)),
        g.view(&other, Viewer::Player(1))
    );
    assert!(!g.render(&g.view(&s, Viewer::Player(1))).contains('K'));
}

#[test]
fn kuhn_deals_are_signalled_to_their_receiver_only() {
    let g = KuhnPoker::new(3).unwrap();
    let before = g.initial_state();
    let joint = [Move::new(Actor::Chance, K::Deal(3))];
    let mut after = before;
    g.apply(&mut after, &joint);
    let sig = signals(&g, &before, &joint, &after);
    assert_eq!(sig[0].seen, joint);
    assert!(sig[1].seen.is_empty() && sig[2].seen.is_empty());
    assert_eq!(sig[1].view.cards[0], Card::Hidden);
}

#[test]
fn goofspiel_rounds_and_signals() {
    for signal in [GoofspielSignal::Bids, GoofspielSignal::WinnerOnly] {
        let g = Goofspiel::new(3, signal).unwrap();
        let mut s = g.initial_state();
        transition(&g, &mut s, &[Move::new(Actor::Chance, G::Prize(3))]).unwrap();
        let bids = [
            Move::new(Actor::Player(0), G::Bid(1)),
            Move::new(Actor::Player(1), G::Bid(2)),
        ];
        let sig = transition(&g, &mut s, &bids).unwrap();
        assert_eq!(g.points(&s), [0, 3]);
        let sees = signal == GoofspielSignal::Bids;
        assert_eq!(sig[0].seen.len(), usize::from(sees), "{signal:?}");
        let view = g.view(&s, Viewer::Player(0));
        assert_eq!(view.rounds[0].winner, Some(1));
        assert_eq!(view.rounds[0].bids, [Some(1), sees.then_some(2)]);
        assert_eq!(view.hands[1], sees.then(|| vec![1, 3]));
        assert_eq!(view.hands[0], Some(vec![2, 3]));
    }
    let g = Goofspiel::new(3, GoofspielSignal::Bids).unwrap();
    let levels = perft_levels(&g, &g.initial_state(), 6);
    assert_eq!(levels[6].terminal, 3 * 9 * 2 * 4);
}

#[test]
fn phantom_refused_move_reveals_the_mark_to_the_mover_only() {
    let g = PhantomTicTacToe;
    let mut s = g.initial_state();
    transition(&g, &mut s, &[Move::new(Actor::Player(0), 4)]).unwrap(); // X on the centre
    assert_eq!(
        g.view(&s, Viewer::Player(1)).marks,
        [0, 0],
        "O does not see X's mark"
    );
    let joint = [Move::new(Actor::Player(1), 4)];
    let sig = transition(&g, &mut s, &joint).unwrap();
    assert_eq!(
        g.turn(&s).to_move(),
        Some(1),
        "the refused mover plays again"
    );
    assert_eq!(g.view(&s, Viewer::Player(1)).marks, [1 << 4, 0]);
    assert!(sig[0].seen.is_empty(), "X does not learn of O's attempt");
    assert_eq!(sig[0].view.marks, [1 << 4, 0]);
    let mut legal = Vec::new();
    g.legal_actions(&s, 1, &mut legal);
    assert!(
        !legal.contains(&4),
        "a discovered mark is no longer a legal target"
    );
    assert_eq!(legal.len(), 8);
    transition(&g, &mut s, &[Move::new(Actor::Player(1), 0)]).unwrap();
    assert_eq!(
        g.view(&s, Viewer::Player(0)).marks,
        [1 << 4, 0],
        "X does not see O's mark"
    );
    assert_eq!(g.view(&s, Viewer::Everyone).marks, [1 << 4, 1]);
}

#[test]
fn pig_rules() {
    use ludoscope::games::{Pig, pig::PigAction as P};
    let g = Pig::new(20).unwrap();
    let mut s = g.initial_state();
    let mut legal = Vec::new();
    g.legal_actions(&s, 0, &mut legal);
    assert_eq!(legal, [P::Roll], "no holding on a turn total of 0");
    let mut step = |actor, a| transition(&g, &mut s, &[Move::new(actor, a)]).unwrap();
    step(Actor::Player(0), P::Roll);
    step(Actor::Chance, P::Die(6));
    step(Actor::Player(0), P::Roll);
    step(Actor::Chance, P::Die(5));
    step(Actor::Player(0), P::Hold);
    assert_eq!((s.scores, s.to_move), ([11, 0], 1));
    let mut step = |actor, a| transition(&g, &mut s, &[Move::new(actor, a)]).unwrap();
    step(Actor::Player(1), P::Roll);
    step(Actor::Chance, P::Die(1));
    assert_eq!((s.turn_total, s.to_move), (0, 0), "a 1 loses the turn");
    assert!(Pig::new(1).is_err() && Pig::new(101).is_err());
    assert!(
        Pig::new(2).is_ok(),
        "small targets for the inspector's trees"
    );
}

/// Player `k`'s signals along a sequence of joint actions from the start.
fn signal_history<G: Game>(g: &G, plies: &[Vec<Move<G::Action>>], k: usize) -> Vec<String> {
    let mut s = g.initial_state();
    plies
        .iter()
        .map(|joint| format!("{:?}", transition(g, &mut s, joint).unwrap()[k]))
        .collect()
}

#[test]
fn histories_differing_in_hidden_parts_look_the_same() {
    // Kuhn poker: whatever card player 1 holds, player 0's signals are the same
    // along every betting line (before a showdown reveals it).
    let g = KuhnPoker::new(2).unwrap();
    let lines: [&[K]; 3] = [&[K::Pass, K::Bet], &[K::Bet], &[K::Pass, K::Pass]];
    let mut compared = 0;
    for mine in 0..3u8 {
        for line in lines {
            let history = |theirs: u8| {
                let mut plies = vec![
                    vec![Move::new(Actor::Chance, K::Deal(mine))],
                    vec![Move::new(Actor::Chance, K::Deal(theirs))],
                ];
                for (i, &a) in line.iter().enumerate() {
                    plies.push(vec![Move::new(Actor::Player(i % 2), a)]);
                }
                plies
            };
            let others: Vec<u8> = (0..3).filter(|&c| c != mine).collect();
            let (a, b) = (history(others[0]), history(others[1]));
            let showdown = line == [K::Pass, K::Pass];
            let same = signal_history(&g, &a, 0) == signal_history(&g, &b, 0);
            assert_eq!(same, !showdown, "card {mine}, line {line:?}");
            compared += 1;
        }
    }
    assert_eq!(compared, 9);
    // Goofspiel with only the winner revealed: player 1's bids may differ as long
    // as every round has the same winner; player 0 cannot tell.
    let g = Goofspiel::new(3, GoofspielSignal::WinnerOnly).unwrap();
    let round = |prize: u8, mine: u8, theirs: u8| {
        vec![
            vec![Move::new(Actor::Chance, G::Prize(prize))],
            vec![
                Move::new(Actor::Player(0), G::Bid(mine)),
                Move::new(Actor::Player(1), G::Bid(theirs)),
            ],
        ]
    };
    let a = [round(2, 1, 2), round(3, 3, 1)].concat();
    let b = [round(2, 1, 3), round(3, 3, 2)].concat();
    assert_eq!(signal_history(&g, &a, 0), signal_history(&g, &b, 0));
    assert_ne!(
        signal_history(&g, &a, 1),
        signal_history(&g, &b, 1),
        "player 1 knows its bids"
    );
    let open = Goofspiel::new(3, GoofspielSignal::Bids).unwrap();
    assert_ne!(
        signal_history(&open, &a, 0),
        signal_history(&open, &b, 0),
        "with bids shown, it can"
    );
}
