//! The conformance suite (`common::conformance`) over the whole catalog: every
//! game `games::catalog()` lists, with its default parameters and the variants
//! named here (sizes, player counts, signals, move lengths, every bundled
//! arena), each with its number of random playouts and its seed. A game added
//! to the catalog is checked with its default parameters without a line here.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::conformance;
use ludoscope::games::{AnyGame, GameSpec, GoofspielSignal, TaflStep, catalog};
use ludoscope::with_game;
use rayon::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// One game to check: its specification, the playouts, their seed.
struct Case {
    spec: GameSpec,
    playouts: usize,
    seed: u64,
}

fn case(spec: GameSpec, playouts: usize, seed: u64) -> Case {
    Case {
        spec,
        playouts,
        seed,
    }
}

/// The playouts and seed of a game without variants of its own here.
const PLAYOUTS: usize = 50;
const SEED: u64 = 7;

/// The variants checked for the catalog entry `spec`.
fn variants(spec: &GameSpec) -> Vec<Case> {
    let sizes = |sizes: &[(u8, u8)], make: fn(u8, u8) -> GameSpec| -> Vec<Case> {
        let specs = sizes.iter().map(|&(rows, cols)| make(rows, cols));
        specs.map(|s| case(s, PLAYOUTS, SEED)).collect()
    };
    match spec {
        GameSpec::TicTacToe => vec![case(spec.clone(), 300, 1)],
        GameSpec::ConnectFour { .. } => (4..=8)
            .flat_map(|rows| (4..=8).map(move |cols| (rows, cols)))
            .map(|(rows, cols)| {
                let seed = rows as u64 * 10 + cols as u64;
                case(GameSpec::ConnectFour { rows, cols }, 12, seed)
            })
            .collect(),
        GameSpec::Nim { .. } => {
            let nim = |heaps: &[u32]| GameSpec::Nim {
                heaps: heaps.to_vec(),
            };
            vec![
                case(nim(&[1, 3, 5, 7]), 200, 3),
                case(nim(&[0, 12, 1]), 50, 4),
            ]
        }
        GameSpec::KuhnPoker { .. } => [(2, 1), (3, 2)]
            .map(|(players, seed)| case(GameSpec::KuhnPoker { players }, 300, seed))
            .into(),
        GameSpec::LeducPoker => vec![case(spec.clone(), 400, 21)],
        GameSpec::Goofspiel { .. } => [3, 5, 13]
            .into_iter()
            .flat_map(|cards| {
                [GoofspielSignal::Bids, GoofspielSignal::WinnerOnly]
                    .map(|signal| case(GameSpec::Goofspiel { cards, signal }, 30, cards as u64))
            })
            .collect(),
        GameSpec::PhantomTicTacToe => vec![case(spec.clone(), 300, 3)],
        GameSpec::Pig { .. } => vec![
            case(spec.clone(), 100, 12),
            case(GameSpec::Pig { target: 20 }, 100, 11),
        ],
        GameSpec::Tablut { .. } => {
            let one = GameSpec::Tablut {
                step: TaflStep::One,
                draw_limit: 40,
            };
            vec![case(spec.clone(), 4, 1), case(one, 3, 4)]
        }
        GameSpec::ArdRi { .. } => {
            let one = GameSpec::ArdRi {
                step: TaflStep::One,
                draw_limit: 300,
            };
            vec![case(spec.clone(), 8, 2), case(one, 6, 3)]
        }
        GameSpec::Chomp { .. } => sizes(&[(1, 1), (1, 4), (3, 2), (4, 4), (8, 2)], |rows, cols| {
            GameSpec::Chomp { rows, cols }
        }),
        GameSpec::Cram { .. } => sizes(&[(1, 1), (1, 5), (2, 3), (3, 3), (4, 3)], |rows, cols| {
            GameSpec::Cram { rows, cols }
        }),
        GameSpec::Arena { .. } => bundled_arenas()
            .map(|path| {
                case(
                    GameSpec::Arena {
                        path,
                        draw_limit: None,
                    },
                    PLAYOUTS,
                    SEED,
                )
            })
            .collect(),
        _ => vec![case(spec.clone(), PLAYOUTS, SEED)],
    }
}

/// The path of every bundled arena, as the catalog writes it.
fn bundled_arenas() -> impl Iterator<Item = String> {
    let dir = std::fs::read_dir("assets/arenas").expect("the bundled arenas");
    let mut paths: Vec<String> = dir
        .map(|e| e.unwrap().path().to_str().unwrap().to_string())
        .filter(|p| p.ends_with(".ron"))
        .collect();
    paths.sort();
    paths.into_iter()
}

/// Runs the suite on one case; `Err` with the case's name when it fails.
fn check(c: &Case) -> Result<(), String> {
    let run = || {
        let game = AnyGame::from_spec(&c.spec).expect("the variant builds");
        with_game!(&game, g => conformance::check_game(g, c.playouts, c.seed));
    };
    catch_unwind(AssertUnwindSafe(run)).map_err(|_| c.spec.to_string())
}

#[test]
fn every_game_of_the_catalog_conforms_in_every_variant() {
    let cases: Vec<Case> = catalog().iter().flat_map(|e| variants(&e.spec)).collect();
    for entry in catalog() {
        assert!(
            cases.iter().any(|c| c.spec == entry.spec),
            "{}: the catalog's default is not checked",
            entry.spec
        );
    }
    let failed: Vec<String> = cases.par_iter().filter_map(|c| check(c).err()).collect();
    assert!(failed.is_empty(), "these do not conform: {failed:?}");
}
