//! Tablut and Ard-ri (seed 001) as whole games (the conformance suite, both
//! sizes and both move lengths, is in `catalog_conformance`): the initial layouts, forfeit by each side, the draw
//! limit, notation round trips and errors, the game specification, seed 001's
//! objective function. The tiny alpha-beta that must take an immediate king
//! escape or capture is in `tafl_search.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{ActionError, Actor, Game, Scores, parse_legal};
use ludoscope::games::tafl::{
    ATTACKERS, DEFENDERS, Piece, Tafl, TaflAction, TaflOutcome, TaflState,
};
use ludoscope::games::{AnyGame, Catalogued, GameSpec, TaflStep, catalog};
use ludoscope::search::{Heuristic, M};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn play(g: &Tafl, s: &TaflState, text: &str) -> TaflState {
    let actor = Actor::Player(s.to_move());
    let a = parse_legal(g, s, actor, text).unwrap();
    let mut t = *s;
    g.play(&mut t, actor, a);
    t
}

fn squares_of(g: &Tafl, s: &TaflState, piece: Piece) -> Vec<String> {
    let mut v: Vec<String> = (0..g.size() * g.size())
        .filter(|&sq| g.piece(s, sq) == Some(piece))
        .map(|sq| g.square_name(sq))
        .collect();
    v.sort();
    v
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split(' ').map(String::from).collect();
    v.sort();
    v
}

#[test]
fn initial_layouts_follow_the_issue() {
    let g = Tafl::tablut();
    let s = g.initial_state();
    assert_eq!(squares_of(&g, &s, Piece::King), ["e5"]);
    assert_eq!(
        squares_of(&g, &s, Piece::Defender),
        sorted("e3 e4 e6 e7 c5 d5 f5 g5")
    );
    let att = "d1 e1 f1 e2 d9 e9 f9 e8 a4 a5 a6 b5 i4 i5 i6 h5";
    assert_eq!(squares_of(&g, &s, Piece::Attacker), sorted(att));
    let g = Tafl::ard_ri();
    let s = g.initial_state();
    assert_eq!(squares_of(&g, &s, Piece::King), ["d4"]);
    assert_eq!(
        squares_of(&g, &s, Piece::Defender),
        sorted("c3 d3 e3 c4 e4 c5 d5 e5")
    );
    let att = "c1 d1 e1 d2 c7 d7 e7 d6 a3 a4 a5 b4 g3 g4 g5 f4";
    assert_eq!(squares_of(&g, &s, Piece::Attacker), sorted(att));
    assert_eq!((s.plies(), s.to_move()), (0, ATTACKERS));
    assert_eq!(g.turn(&s).to_move(), Some(0), "the attackers move first");
    let fortresses: Vec<String> = (0..49)
        .filter(|&q| g.is_fortress(q))
        .map(|q| g.square_name(q))
        .collect();
    assert_eq!(fortresses, ["a1", "g1", "d4", "a7", "g7"]);
}

#[test]
fn forfeit_by_the_attackers_puts_the_king_on_the_top_left_corner() {
    for g in [Tafl::tablut(), Tafl::ard_ri()] {
        let s = g.initial_state();
        assert_eq!(g.captures(&s, TaflAction::Forfeit), Vec::<u8>::new());
        let t = play(&g, &s, "forfeit");
        let corner = g.square(0, g.size() - 1).unwrap();
        assert_eq!(g.king_square(&t), Some(corner));
        assert_eq!(g.piece(&t, g.throne()), None, "the king left the throne");
        assert_eq!(g.outcome(&t), Some(TaflOutcome::DefendersWin));
        assert_eq!(g.scores(&t), Some(Scores::two_player(Some(DEFENDERS))));
        assert_eq!(t.plies(), 1);
    }
}

#[test]
fn forfeit_by_the_defenders_removes_the_king() {
    let g = Tafl::ard_ri();
    let s = play(&g, &g.initial_state(), "d2-c2");
    assert_eq!(g.captures(&s, TaflAction::Forfeit), [g.throne()]);
    let illegal = TaflAction::Move { from: 0, to: 1 };
    assert!(
        g.captures(&s, illegal).is_empty(),
        "an illegal action captures nothing"
    );
    let t = play(&g, &s, "FORFEIT");
    assert!(!t.has_king());
    assert_eq!(g.outcome(&t), Some(TaflOutcome::AttackersWin));
    assert_eq!(g.scores(&t), Some(Scores::two_player(Some(ATTACKERS))));
    assert_eq!(t.plies(), 2);
    let mut legal = Vec::new();
    g.legal_actions(&t, 0, &mut legal);
    assert!(legal.is_empty());
}

#[test]
fn the_draw_limit_ends_the_game() {
    let g = Tafl::new(7, TaflStep::Rook, 4).unwrap();
    let mut s = g.initial_state();
    for m in ["c1-b1", "c3-b3", "g3-g2", "e5-f5"] {
        assert!(!g.turn(&s).is_terminal());
        s = play(&g, &s, m);
    }
    assert_eq!(s.plies(), 4);
    assert_eq!(g.outcome(&s), Some(TaflOutcome::Draw));
    assert_eq!(g.scores(&s), Some(Scores::two_player(None)));
    assert_eq!(g.legal_count(&s, ATTACKERS), 0);
    // A result on the last counted action is a result, not a draw.
    let g = Tafl::new(7, TaflStep::Rook, 1).unwrap();
    let s = g
        .from_diagram(
            "
        + . . . . . +
        . . . . . . x
        . . x K x . .
        . . . + . . .
        . . . . . . .
        . . . . . . .
        + . . . . . +
    ",
            0,
        )
        .unwrap();
    assert_eq!(
        g.outcome(&play(&g, &s, "g6-d6")),
        Some(TaflOutcome::AttackersWin)
    );
    assert_eq!(g.outcome(&play(&g, &s, "g6-g5")), Some(TaflOutcome::Draw));
}

#[test]
fn default_games_end_by_the_300th_action() {
    let g = Tafl::new(7, TaflStep::One, ludoscope::games::DEFAULT_TAFL_DRAW_LIMIT).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(300);
    let mut draws = 0;
    for _ in 0..20 {
        let mut s = g.initial_state();
        while let Some(p) = g.turn(&s).to_move() {
            let mut legal = Vec::new();
            g.legal_actions(&s, p, &mut legal);
            legal.pop(); // no forfeit
            g.play(
                &mut s,
                Actor::Player(p),
                legal[rng.random_range(0..legal.len())],
            );
        }
        assert!(s.plies() <= 300);
        if g.outcome(&s) == Some(TaflOutcome::Draw) {
            assert_eq!(s.plies(), 300);
            draws += 1;
        }
    }
    assert!(draws > 0, "no random one-step game reached the limit");
}

#[test]
fn notation_round_trips_on_every_pair_of_squares() {
    for g in [Tafl::tablut(), Tafl::ard_ri()] {
        let s = g.initial_state();
        let n = g.size() * g.size();
        for from in 0..n {
            for to in 0..n {
                let a = TaflAction::Move { from, to };
                assert_eq!(g.parse_action(&s, &g.notation(&s, a)), Ok(a));
            }
        }
        assert_eq!(g.parse_action(&s, " forfeit "), Ok(TaflAction::Forfeit));
        assert_eq!(g.notation(&s, TaflAction::Forfeit), "forfeit");
    }
    let g = Tafl::tablut();
    let s = g.initial_state();
    let e2e4 = g.parse_action(&s, "e2-e4").unwrap();
    assert_eq!(e2e4, TaflAction::Move { from: 13, to: 31 });
    assert_eq!(g.notation(&s, e2e4), "e2-e4");
}

#[test]
fn notation_errors_name_the_problem() {
    let t = Tafl::tablut();
    let s = t.initial_state();
    for bad in [
        "", "e1", "e1e4", "e1-", "-e4", "E1-E4", "e1-e4-e5", "é1-e2", "e1-ex", "11-e4", "e+1-e2",
        "give up",
    ] {
        assert!(
            matches!(t.parse_action(&s, bad), Err(ActionError::Syntax { .. })),
            "{bad:?}"
        );
    }
    for off in ["j1-j4", "e0-e4", "e1-e10", "a99-a1"] {
        let e = t.parse_action(&s, off).unwrap_err();
        assert!(matches!(e, ActionError::OutOfRange { .. }), "{off:?}: {e}");
        assert!(e.to_string().contains("a1 to i9"), "{e}");
    }
    let a = Tafl::ard_ri();
    let e = a.parse_action(&a.initial_state(), "h1-h2").unwrap_err();
    assert!(e.to_string().contains("a1 to g7"), "{e}");
    // Well formed but illegal: e1 is blocked by e2; e5 is the defenders' king.
    let attackers = Actor::Player(0);
    for illegal in ["e1-e4", "e5-e4", "d1-c2", "d9-a9"] {
        let e = parse_legal(&t, &s, attackers, illegal).unwrap_err();
        assert!(e.to_string().contains("not a legal action"), "{e}");
    }
}

#[test]
fn specifications_read_write_and_build() {
    let tablut: GameSpec = "Tablut".parse().unwrap();
    assert_eq!(
        tablut,
        GameSpec::Tablut {
            step: TaflStep::Rook,
            draw_limit: 300
        }
    );
    assert_eq!(tablut.to_string(), "Tablut(step: Rook, draw_limit: 300)");
    let one: GameSpec = "ArdRi(step: One)".parse().unwrap();
    assert_eq!(
        one,
        GameSpec::ArdRi {
            step: TaflStep::One,
            draw_limit: 300
        }
    );
    assert_eq!(one.to_string().parse::<GameSpec>().unwrap(), one);
    let short: GameSpec = "ArdRi(draw_limit: 50)".parse().unwrap();
    let Ok(AnyGame::Tafl(g)) = AnyGame::from_spec(&short) else {
        panic!("builds")
    };
    assert_eq!(
        (g.size(), g.step(), g.draw_limit()),
        (7, TaflStep::Rook, 50)
    );
    assert_eq!(g.spec(), short);
    let e = AnyGame::from_spec(&"Tablut(draw_limit: 0)".parse().unwrap()).unwrap_err();
    assert!(e.to_string().contains("draw limit"), "{e}");
    assert!("Tablut(step: Two)".parse::<GameSpec>().is_err());
    assert!(Tafl::new(8, TaflStep::Rook, 300).is_err());
    let names: Vec<String> = catalog().iter().map(|c| c.spec.to_string()).collect();
    assert!(
        names.contains(&tablut.to_string())
            && names.contains(&"ArdRi(step: Rook, draw_limit: 300)".to_string())
    );
}

#[test]
fn objective_functions_are_exact_negatives() {
    let g = Tafl::tablut();
    let s = g.initial_state();
    // 16 black - 8 white - (18 - d), the king on e5 at distance 8 from a corner.
    assert_eq!(g.objective(&s, ATTACKERS), -2);
    assert_eq!(g.objective(&s, DEFENDERS), 2);
    assert_eq!(g.estimate(&s), -2);
    let a = Tafl::ard_ri();
    let k = a
        .from_diagram(
            "
        + . . . . . +
        . . . . . . .
        . . . . . . .
        . x . + . . .
        . . . . . . .
        . K o . . . .
        + . . . . . +
    ",
            0,
        )
        .unwrap();
    // 1 - 1 - (14 - 2).
    assert_eq!(a.objective(&k, ATTACKERS), -12);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for g in [Tafl::tablut(), Tafl::ard_ri()] {
        let mut s = g.initial_state();
        while let Some(p) = g.turn(&s).to_move() {
            assert_eq!(g.objective(&s, ATTACKERS), -g.objective(&s, DEFENDERS));
            assert_eq!(g.estimate(&s), g.objective(&s, ATTACKERS));
            assert!(g.estimate(&s).abs() < M);
            let mut legal = Vec::new();
            g.legal_actions(&s, p, &mut legal);
            legal.pop();
            g.play(
                &mut s,
                Actor::Player(p),
                legal[rng.random_range(0..legal.len())],
            );
        }
    }
}
