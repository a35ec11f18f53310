//! The conformance suite every game runs: random playouts with a fixed seed, and at
//! every state the checks of the engine's contract (see `check_state`). A game's
//! test calls `conformance::check_game(&game, playouts, seed)`.

#![allow(clippy::unwrap_used, clippy::expect_used)]
#![allow(dead_code)]

use ludoscope::engine::sample_chance;
use ludoscope::engine::{
    Actor, Determinize, DynMatch, Game, Move, Turn, Viewer, available, check_distribution,
    parse_legal, transition,
};
use ludoscope::games::{AnyGame, Catalogued, GameSpec};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays `playouts` random games of `g` from its initial state and checks every
/// state on the way, each game replayed in notation through the erased match
/// built from the game's specification; also checks the specification's round
/// trip.
pub fn check_game<G: Determinize + Catalogued>(g: &G, playouts: usize, seed: u64) {
    check_spec(g);
    let erased = || -> Option<Box<dyn DynMatch>> {
        Some(
            AnyGame::from_spec(&g.spec())
                .expect("spec builds")
                .new_match(),
        )
    };
    playouts_with(g, playouts, seed, &erased);
}

/// The random playouts of [`check_game`] for a game of any kind, a test-only
/// game without a specification too: no erased match.
pub fn check_playouts<G: Determinize>(g: &G, playouts: usize, seed: u64) {
    playouts_with(g, playouts, seed, &|| None);
}

/// The random playouts; each game is also played in notation on the match
/// `erased` gives, when it gives one.
fn playouts_with<G: Determinize>(
    g: &G,
    playouts: usize,
    seed: u64,
    erased: &dyn Fn() -> Option<Box<dyn DynMatch>>,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..playouts {
        let mut s = g.initial_state();
        let mut erased = erased();
        let mut plies = 0;
        while !g.turn(&s).is_terminal() {
            check_state(g, &s);
            check_determinize(g, &s, &mut rng);
            let joint = random_joint(g, &s, &mut rng);
            check_transition(g, &s, &joint);
            let notation: Vec<(Actor, String)> = joint
                .iter()
                .map(|m| (m.actor, g.notation(&s, m.action)))
                .collect();
            let refs: Vec<(Actor, &str)> = notation.iter().map(|(a, t)| (*a, t.as_str())).collect();
            if let Some(m) = erased.as_mut() {
                m.play_notation(&refs)
                    .expect("erased match accepts the same joint action");
            }
            g.apply(&mut s, &joint);
            plies += 1;
            assert!(plies < 100_000, "a game of {} does not end", g.info().name);
        }
        check_state(g, &s);
        if let Some(m) = erased {
            assert_eq!(m.ply_count(), plies);
            assert_eq!(m.scores(), g.scores(&s), "erased and typed outcomes differ");
            assert!(m.legal(Actor::Player(0)).is_empty());
        }
    }
}

/// One random joint action: a uniform legal action per active player, chance by
/// its distribution.
pub fn random_joint<G: Game>(g: &G, s: &G::State, rng: &mut ChaCha8Rng) -> Vec<Move<G::Action>> {
    g.turn(s)
        .actors()
        .into_iter()
        .map(|actor| {
            let action = match actor {
                Actor::Player(p) => {
                    let mut legal = Vec::new();
                    g.legal_actions(s, p, &mut legal);
                    legal[rng.random_range(0..legal.len())]
                }
                Actor::Chance => {
                    let mut outcomes = Vec::new();
                    g.chance_outcomes(s, &mut outcomes);
                    sample_chance(&outcomes, rng).expect("chance has outcomes")
                }
            };
            Move::new(actor, action)
        })
        .collect()
}

fn check_spec<G: Catalogued>(g: &G) {
    let spec = g.spec();
    let text = ron::to_string(&spec).expect("spec serialises");
    let back: GameSpec = ron::from_str(&text).expect("spec reads back");
    assert_eq!(back, spec);
    assert_eq!(
        spec.to_string()
            .parse::<GameSpec>()
            .expect("display reads back"),
        spec
    );
    let erased = AnyGame::from_spec(&spec).expect("spec builds").new_match();
    assert_eq!(erased.spec(), spec);
    assert_eq!(erased.info(), g.info());
    let s0 = g.initial_state();
    for actor in g.turn(&s0).actors() {
        let typed: Vec<String> = available(g, &s0, actor)
            .into_iter()
            .map(|a| g.notation(&s0, a))
            .collect();
        assert_eq!(erased.legal(actor), typed);
    }
}

/// The contract at one state.
pub fn check_state<G: Game>(g: &G, s: &G::State) {
    let info = g.info();
    let turn = g.turn(s);
    // Scores exactly at final states, one per player, summing to 0 when zero-sum.
    let scores = g.scores(s);
    assert_eq!(
        turn.is_terminal(),
        scores.is_some(),
        "scores iff terminal at {s:?}"
    );
    if let Some(sc) = scores {
        assert_eq!(sc.len(), info.players);
        if info.zero_sum {
            assert!(
                sc.as_slice().iter().sum::<f64>().abs() < 1e-9,
                "zero-sum game scored {sc}"
            );
        }
    }
    // Legal actions: non-empty exactly for the active players, distinct, counted.
    for p in 0..info.players {
        let mut legal = Vec::new();
        g.legal_actions(s, p, &mut legal);
        let active = turn.is_active(Actor::Player(p));
        assert_eq!(
            !legal.is_empty(),
            active,
            "player {p} active={active} at {s:?}"
        );
        assert_eq!(g.legal_count(s, p), legal.len());
        for (i, a) in legal.iter().enumerate() {
            assert!(!legal[..i].contains(a), "action {a:?} listed twice");
        }
    }
    match turn {
        Turn::Simultaneous { players, .. } => assert!(info.simultaneous && !players.is_empty()),
        Turn::Chance => assert!(info.chance),
        _ => {}
    }
    // Chance: a distribution exactly when chance acts.
    let mut outcomes = Vec::new();
    g.chance_outcomes(s, &mut outcomes);
    if turn.is_active(Actor::Chance) {
        check_distribution(&outcomes).expect("chance outcomes form a distribution");
    } else {
        assert!(
            outcomes.is_empty(),
            "chance outcomes listed when chance does not act"
        );
    }
    // Notation: every available action reads back, through the checked door too.
    for actor in turn.actors() {
        for a in available(g, s, actor) {
            let text = g.notation(s, a);
            assert_eq!(
                g.parse_action(s, &text),
                Ok(a),
                "notation {text:?} round trip"
            );
            assert_eq!(parse_legal(g, s, actor, &text), Ok(a));
        }
    }
    for junk in ["", "###", "999999999999", "-1", "é"] {
        let _ = g.parse_action(s, junk); // must not panic
    }
    // Views: deterministic; perfect information shows everyone the same board.
    let everyone = g.view(s, Viewer::Everyone);
    assert_eq!(everyone, g.view(s, Viewer::Everyone));
    assert!(!g.render(&everyone).is_empty());
    for viewer in (0..info.players)
        .map(Viewer::Player)
        .chain([Viewer::Public])
    {
        let v = g.view(s, viewer);
        assert!(!g.render(&v).is_empty());
        if info.perfect_information {
            assert_eq!(
                v, everyone,
                "perfect information, yet {viewer} sees another board"
            );
        }
    }
}

/// A state made up from a player's view looks the same to that player, and gives
/// it the same actions (seed 000: a player is told `A(s, j)`).
pub fn check_determinize<G: Determinize>(g: &G, s: &G::State, rng: &mut ChaCha8Rng) {
    for p in 0..g.info().players {
        let view = g.view(s, Viewer::Player(p));
        let made_up = g.determinize(&view, p, rng);
        assert_eq!(
            g.view(&made_up, Viewer::Player(p)),
            view,
            "determinized for player {p}"
        );
        let (mut a, mut b) = (Vec::new(), Vec::new());
        g.legal_actions(&made_up, p, &mut a);
        g.legal_actions(s, p, &mut b);
        assert_eq!(
            a, b,
            "player {p} is told its actions, the made-up state must agree"
        );
    }
}

/// The fast and the checked doors agree, and the signals hold what they must.
fn check_transition<G: Game>(g: &G, s: &G::State, joint: &[Move<G::Action>]) {
    let mut fast = s.clone();
    g.apply(&mut fast, joint);
    let mut again = s.clone();
    g.apply(&mut again, joint);
    assert_eq!(fast, again, "apply is not deterministic");
    if let [m] = joint {
        let mut played = s.clone();
        g.play(&mut played, m.actor, m.action);
        assert_eq!(played, fast, "play and apply differ");
    }
    let mut checked = s.clone();
    let signals = transition(g, &mut checked, joint).expect("a legal joint action is accepted");
    assert_eq!(checked, fast, "checked and fast transitions differ");
    assert_eq!(signals.len(), g.info().players);
    for (j, sig) in signals.iter().enumerate() {
        let own = joint
            .iter()
            .find(|m| m.actor == Actor::Player(j))
            .map(|m| m.action);
        assert_eq!(sig.own, own);
        assert_eq!(sig.view, g.view(&checked, Viewer::Player(j)));
        for seen in &sig.seen {
            assert!(seen.actor != Actor::Player(j) && joint.contains(seen));
        }
        if g.info().perfect_information {
            assert_eq!(sig.seen.len() + usize::from(own.is_some()), joint.len());
        }
    }
    // A joint action missing an actor, or with an extra one, is refused.
    let mut refused = s.clone();
    assert!(transition(g, &mut refused, &joint[1..]).is_err());
    assert_eq!(&refused, s, "a refused transition changed the state");
}
