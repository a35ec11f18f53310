//! The numberings of packed keys ([`super::index`]) against the hash table of
//! [`super::table`], the oracle: the same pass through each gives the same
//! graph id by id; and the games' perfect indices are bijections.

#![allow(clippy::unwrap_used)]

use super::fused::{self, Fused};
use super::index::{Direct, Inline};
use super::store::{Codec, Packed, PackedKind};
use super::table::Interner;
use crate::engine::PackedGame;
use crate::games::{Catalogued, Chomp, ChompState, ConnectFour, Cram, TicTacToe, TicTacToeState};
use std::collections::HashSet;

type Hashed = Packed<Interner<u64>>;

fn solved<P: PackedGame + Catalogued, C: Codec<P>>(g: &P) -> Fused<P> {
    match fused::solve::<P, C>(g, usize::MAX, &mut |_| true) {
        Ok(Some(f)) => f,
        _ => panic!("{:?} is acyclic and solvable", g.spec()),
    }
}

/// `C` numbers `g`'s states exactly as the hash table does.
fn numbers_as_hashed<P: PackedGame + Catalogued, C: Codec<P>>(g: &P) {
    let (oracle, other) = (solved::<P, Hashed>(g), solved::<P, C>(g));
    let name = format!("{:?}", g.spec());
    let (a, b) = (&oracle.graph, &other.graph);
    assert_eq!(a.len(), b.len(), "{name}: states");
    assert_eq!(a.edge_count(), b.edge_count(), "{name}: edges");
    for id in 0..a.len() as u32 {
        let s = a.state(id).into_owned();
        assert_eq!(b.state(id).into_owned(), s, "{name}: state {id}");
        assert_eq!(b.id(&s), Some(id), "{name}: id of {s:?}");
        assert_eq!(b.kind(id), a.kind(id));
        let (x, y) = (&oracle.attractors, &other.attractors);
        assert_eq!(y.value(id), x.value(id), "{name}: value of {s:?}");
        assert_eq!(y.rank(id), x.rank(id), "{name}: rank of {s:?}");
        assert_eq!(y.strategy(id), x.strategy(id), "{name}: strategy at {s:?}");
    }
    assert_eq!(oracle.attractors.levels, other.attractors.levels, "{name}");
}

#[test]
fn the_direct_index_numbers_as_the_hash_table() {
    for r in 1..=8 {
        for c in 1..=8 {
            let g = Chomp::new(r, c).unwrap();
            assert_eq!(PackedKind::of(&g), PackedKind::Direct);
            numbers_as_hashed::<_, Packed<Direct<Chomp>>>(&g);
            assert!(g.index_is_dense());
            numbers_as_hashed::<_, Packed<Direct<Chomp, true>>>(&g);
        }
    }
    assert_eq!(PackedKind::of(&TicTacToe), PackedKind::Direct);
    numbers_as_hashed::<_, Packed<Direct<TicTacToe>>>(&TicTacToe);
}

#[test]
fn the_inline_table_numbers_as_the_hash_table() {
    // Games with few states have the hash table; the inline table is
    // checked on them all the same.
    for r in 1..=4 {
        for c in 1..=4 {
            let g = Cram::new(r, c).unwrap();
            assert_eq!(PackedKind::of(&g), PackedKind::Hashed);
            numbers_as_hashed::<_, Packed<Inline>>(&g);
        }
    }
    numbers_as_hashed::<_, Packed<Inline>>(&Cram::new(5, 3).unwrap());
    let c4 = ConnectFour::new(4, 4).unwrap();
    assert_eq!(PackedKind::of(&c4), PackedKind::Hashed);
    // 161,029 states: the inline table grows to 2 MB, mapped for huge pages
    // (`super::slots`).
    numbers_as_hashed::<_, Packed<Inline>>(&c4);
    // Those that may have many states have the inline table.
    assert_eq!(
        PackedKind::of(&ConnectFour::new(4, 5).unwrap()),
        PackedKind::Inline
    );
    assert_eq!(
        PackedKind::of(&Cram::new(5, 5).unwrap()),
        PackedKind::Inline
    );
    // Keys too wide for a slot: the hash table.
    let wide = [ConnectFour::new(6, 7).unwrap()];
    assert!(wide.iter().all(|g| PackedKind::of(g) == PackedKind::Hashed));
    assert_eq!(
        PackedKind::of(&Cram::new(6, 6).unwrap()),
        PackedKind::Hashed
    );
}

/// Every bar of Chomp (rows of non-increasing lengths up to `cols`), with
/// either player to move.
fn chomp_states(g: &Chomp) -> Vec<ChompState> {
    let mut shapes = vec![vec![]];
    for _ in 0..g.rows() {
        shapes = shapes
            .into_iter()
            .flat_map(|s: Vec<u8>| {
                let most = s.last().copied().unwrap_or(g.cols());
                (0..=most).map(move |l| [s.clone(), vec![l]].concat())
            })
            .collect();
    }
    let board = |s: &[u8]| {
        s.iter()
            .enumerate()
            .fold(0, |b, (r, &l)| b | ((1u64 << l) - 1) << (8 * r))
    };
    let states = shapes.iter().map(|s| board(s));
    states
        .flat_map(|board| [0, 1].map(|to_move| ChompState { board, to_move }))
        .collect()
}

/// `states` have distinct indices filling `0..index_len` exactly.
fn is_bijection<P: PackedGame + Catalogued>(g: &P, states: &[P::State]) {
    let len = g.index_len().unwrap();
    assert_eq!(states.len(), len, "{:?}", g.spec());
    let indices: HashSet<usize> = states.iter().map(|s| g.index(g.pack(s))).collect();
    assert_eq!(indices.len(), len, "{:?}: distinct indices", g.spec());
    assert!(indices.iter().all(|&i| i < len));
}

#[test]
fn the_indices_are_perfect() {
    for r in 1..=8 {
        for c in 1..=8 {
            let g = Chomp::new(r, c).unwrap();
            is_bijection(&g, &chomp_states(&g));
        }
    }
    // Every filling of the grid, reachable or not.
    let grids: Vec<TicTacToeState> = (0..3usize.pow(9))
        .map(|n| {
            let mut marks = [0u16; 2];
            for cell in 0..9 {
                match n / 3usize.pow(cell) % 3 {
                    0 => {}
                    digit => marks[digit - 1] |= 1 << cell,
                }
            }
            TicTacToeState { marks }
        })
        .collect();
    is_bijection(&TicTacToe, &grids);
}

#[test]
fn keys_outside_the_index_are_not_found() {
    // Both players on every cell: its index is out of range, or another
    // grid's; either way it has no id.
    let sol = super::solve(&TicTacToe, &super::SolveOptions::default()).unwrap();
    let both = TicTacToeState {
        marks: [0x1FF, 0x1FF],
    };
    assert!(TicTacToe.index(TicTacToe.pack(&both)) >= 3usize.pow(9));
    assert_eq!(sol.graph.id(&both), None);
    let clash = TicTacToeState { marks: [1, 1] };
    assert_eq!(
        TicTacToe.index(TicTacToe.pack(&clash)),
        TicTacToe.index(TicTacToe.pack(&TicTacToeState { marks: [1 << 1, 0] }))
    );
    assert_eq!(sol.graph.id(&clash), None);
}

#[test]
fn chomp_children_are_the_moves_played() {
    use crate::engine::{Actor, Game};
    for r in 1..=8 {
        for c in 1..=8 {
            let g = Chomp::new(r, c).unwrap();
            let (mut keys, mut indices, mut actions) = (vec![], vec![], vec![]);
            for s in chomp_states(&g).into_iter().filter(|s| s.board != 0) {
                keys.clear();
                indices.clear();
                assert!(g.children(&s, &mut keys, None));
                assert!(g.children(&s, &mut vec![], Some(&mut indices)));
                let one_by_one: Vec<u64> = (0..keys.len()).map(|k| g.child_key(&s, k)).collect();
                assert_eq!(one_by_one, keys, "{r}x{c}: child keys of {s:?}");
                g.legal_actions(&s, s.to_move as usize, &mut actions);
                let played: Vec<u64> = actions
                    .iter()
                    .map(|&a| {
                        let mut child = s;
                        g.play(&mut child, Actor::Player(s.to_move as usize), a);
                        g.pack(&child)
                    })
                    .collect();
                assert_eq!(keys, played, "{r}x{c}: children of {s:?}");
                let expected: Vec<u64> = played.iter().map(|&k| g.index(k) as u64).collect();
                assert_eq!(
                    indices, expected,
                    "{r}x{c}: indices of the children of {s:?}"
                );
            }
        }
    }
    let (mut keys, mut indices) = (vec![], vec![]);
    assert!(!TicTacToe.children(&TicTacToeState::default(), &mut keys, Some(&mut indices)));
}

/// `g`'s own children ([`PackedGame::children`]) are the keys of the moves
/// played, in the order of the legal actions, at every reachable state; and
/// without an index, it gives no indices.
fn children_are_the_moves_played<P: PackedGame + Catalogued>(g: &P) {
    use crate::engine::Actor;
    let sol = super::solve(g, &super::SolveOptions::default()).unwrap();
    let (mut keys, mut actions) = (vec![], vec![]);
    for id in 0..sol.graph.len() as u32 {
        let s = sol.graph.state(id).into_owned();
        let Some(p) = g.turn(&s).to_move() else {
            continue;
        };
        keys.clear();
        assert!(g.children(&s, &mut keys, None));
        g.legal_actions(&s, p, &mut actions);
        let played: Vec<u64> = actions
            .iter()
            .map(|&a| {
                let mut child = s.clone();
                g.play(&mut child, Actor::Player(p), a);
                g.pack(&child)
            })
            .collect();
        assert_eq!(keys, played, "{:?}: children of {s:?}", g.spec());
        let one_by_one: Vec<u64> = (0..keys.len()).map(|k| g.child_key(&s, k)).collect();
        assert_eq!(one_by_one, played, "{:?}: child keys of {s:?}", g.spec());
    }
    assert!(!g.children(&g.initial_state(), &mut keys, Some(&mut vec![])));
}

#[test]
fn cram_children_are_the_moves_played() {
    for (r, c) in [(1, 2), (2, 2), (3, 3), (2, 5), (4, 4), (3, 5)] {
        children_are_the_moves_played(&Cram::new(r, c).unwrap());
    }
}

#[test]
fn connect_four_children_are_the_moves_played() {
    // The smallest board (the next, 4 x 5, has millions of states).
    children_are_the_moves_played(&ConnectFour::new(4, 4).unwrap());
}
