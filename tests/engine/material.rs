//! Seed 000's material state: for every game, the hand-written fast `view` and the
//! view derived from components, relations and visibility sets by the seed's rule
//! carry the same information (two states look alike to a viewer by one iff they
//! do by the other), on every state of random play.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::conformance;

use ludoscope::engine::{Game, Material, MaterialView, Viewer};
use ludoscope::games::{
    ConnectFour, Goofspiel, GoofspielSignal, KuhnPoker, Nim, PhantomTicTacToe, Tafl, TicTacToe,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// States met in `games` random playouts.
fn states<G: Game>(g: &G, games: usize, seed: u64) -> Vec<G::State> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = vec![];
    for _ in 0..games {
        let mut s = g.initial_state();
        out.push(s.clone());
        while !g.turn(&s).is_terminal() {
            let joint = conformance::random_joint(g, &s, &mut rng);
            g.apply(&mut s, &joint);
            out.push(s.clone());
        }
    }
    out
}

fn check<G: Material>(g: &G, games: usize) {
    let all = states(g, games, 5);
    let viewers: Vec<Viewer> = (0..g.info().players)
        .map(Viewer::Player)
        .chain([Viewer::Public, Viewer::Everyone])
        .collect();
    for v in viewers {
        let mut by_fast: HashMap<G::View, MaterialView> = HashMap::new();
        let mut by_material: HashMap<MaterialView, G::View> = HashMap::new();
        for s in &all {
            let (fast, material) = (g.view(s, v), g.material_view(s, v));
            let m = by_fast
                .entry(fast.clone())
                .or_insert_with(|| material.clone());
            assert_eq!(
                *m,
                material,
                "{}: same fast view for {v}, different material views",
                g.info().name
            );
            let f = by_material.entry(material).or_insert(fast.clone());
            assert_eq!(
                *f,
                fast,
                "{}: same material view for {v}, different fast views",
                g.info().name
            );
        }
        if !g.info().perfect_information && v != Viewer::Everyone {
            assert!(
                by_fast.len() < all.len(),
                "{}: some states must look alike to {v}",
                g.info().name
            );
        }
    }
}

#[test]
fn fast_and_material_views_agree() {
    check(&TicTacToe, 200);
    check(&ConnectFour::new(5, 5).unwrap(), 100);
    check(&Nim::new(&[2, 3, 4]).unwrap(), 200);
    check(&KuhnPoker::new(2).unwrap(), 500);
    check(&KuhnPoker::new(3).unwrap(), 500);
    check(&ludoscope::games::LeducPoker, 500);
    for signal in [GoofspielSignal::Bids, GoofspielSignal::WinnerOnly] {
        check(&Goofspiel::new(4, signal).unwrap(), 400);
    }
    check(&PhantomTicTacToe, 500);
    check(&Tafl::ard_ri(), 30);
    check(&ludoscope::games::Chomp::new(4, 5).unwrap(), 100);
    check(&ludoscope::games::Cram::new(3, 4).unwrap(), 100);
}

#[test]
fn a_face_down_card_shows_its_back_only() {
    use ludoscope::engine::{Actor, Move};
    use ludoscope::games::kuhn::KuhnAction;
    let g = KuhnPoker::new(2).unwrap();
    let mut s = g.initial_state();
    g.apply(&mut s, &[Move::new(Actor::Chance, KuhnAction::Deal(2))]);
    g.apply(&mut s, &[Move::new(Actor::Chance, KuhnAction::Deal(0))]);
    let p1 = g.material_view(&s, Viewer::Player(1));
    assert!(p1.relations.contains(&"in(card1, hand0)".to_string()));
    assert!(p1.relations.contains(&"is(card2.rank, J)".to_string()));
    assert!(
        !p1.relations.iter().any(|r| r.starts_with("is(card1.rank")),
        "{p1:?}"
    );
    let rank = p1
        .components
        .iter()
        .find(|c| c.name == "card1.rank")
        .unwrap();
    assert!(!rank.visible);
    let p0 = g.material_view(&s, Viewer::Player(0));
    assert!(p0.relations.contains(&"is(card1.rank, K)".to_string()));
    assert!(
        p0.to_string().contains("hidden: card2.rank, card3.rank"),
        "{p0}"
    );
}
