//! The three enumerations of the solver against each other, on every small size
//! of the games that pack their states:
//! - packed (states as `u64` keys) and generic (states as they are) run the same
//!   depth-first pass: the same graph id by id (states, kinds, successors), the
//!   same values, ranks and strategies;
//! - the explicit breadth-first enumeration (successor lists kept, attractors
//!   by the backward sweep, a separate algorithm) numbers states differently:
//!   matched state by state, the same values, ranks, strategy moves and levels;
//! - and which games claim the packing at all ([`Game::with_packing`]).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ludoscope::engine::{Game, PackedGame, PackedJob};
use ludoscope::games::{
    AnyGame, Chomp, ChompState, ConnectFour, Cram, GameSpec, TicTacToe, catalog,
};
use ludoscope::solve::{Method, Solution, SolveOptions, solve_by};
use ludoscope::with_game;

fn solved<G: Game>(g: &G, method: Method) -> Solution<G> {
    solve_by(g, &SolveOptions::default(), method, &mut |_| true).unwrap()
}

fn check_methods<G: Game>(g: &G, name: &str) {
    let packed = solved(g, Method::Packed);
    let generic = solved(g, Method::Generic);
    let explicit = solved(g, Method::Explicit);
    assert!(
        packed.graph.is_packed() && !generic.graph.is_packed(),
        "{name}"
    );
    assert!(!packed.graph.keeps_successors() && explicit.graph.keeps_successors());
    let n = packed.graph.len();
    for other in [&generic, &explicit] {
        assert_eq!(other.graph.len(), n, "{name}: states");
        assert_eq!(
            other.graph.edge_count(),
            packed.graph.edge_count(),
            "{name}"
        );
        assert_eq!(other.attractors.levels, packed.attractors.levels, "{name}");
        assert_eq!(
            other.attractors.neither_counts(),
            packed.attractors.neither_counts()
        );
    }
    let (p, gn, x) = (&packed.graph, &generic.graph, &explicit.graph);
    for id in 0..n as u32 {
        let s = p.state(id).into_owned();
        assert_eq!(p.id(&s), Some(id), "{name}: packing round trip of {s:?}");
        // Packed and generic: the same pass, so the same numbering.
        assert_eq!(gn.state(id).into_owned(), s, "{name}: state {id}");
        assert_eq!(gn.kind(id), p.kind(id));
        assert_eq!(gn.successors(id), p.successors(id), "{name}: {s:?}");
        assert_eq!(generic.value(id), packed.value(id));
        assert_eq!(generic.attractors.rank(id), packed.attractors.rank(id));
        assert_eq!(
            generic.attractors.strategy(id),
            packed.attractors.strategy(id)
        );
        // Explicit: matched by state.
        let e = x.id(&s).expect("every state is in the explicit graph");
        assert_eq!(x.kind(e), p.kind(id));
        assert_eq!(explicit.value(e), packed.value(id), "{name}: {s:?}");
        assert_eq!(explicit.attractors.rank(e), packed.attractors.rank(id));
        let (pa, xa) = (packed.answer(&s).unwrap(), explicit.answer(&s).unwrap());
        assert_eq!(pa.strategy, xa.strategy, "{name}: strategy at {s:?}");
        assert_eq!(pa.moves, xa.moves);
    }
}

#[test]
fn chomp_packed_generic_and_explicit_agree_on_every_small_bar() {
    for r in 1..=5 {
        for c in 1..=5 {
            check_methods(&Chomp::new(r, c).unwrap(), &format!("Chomp {r}x{c}"));
        }
    }
}

#[test]
fn cram_packed_generic_and_explicit_agree_on_every_small_grid() {
    for r in 1..=4 {
        for c in 1..=4 {
            check_methods(&Cram::new(r, c).unwrap(), &format!("Cram {r}x{c}"));
        }
    }
    check_methods(&Cram::new(6, 2).unwrap(), "Cram 6x2");
}

#[test]
fn tic_tac_toe_and_connect_four_4x4_agree() {
    check_methods(&TicTacToe, "tic-tac-toe");
    check_methods(&ConnectFour::new(4, 4).unwrap(), "Connect Four 4x4");
}

#[test]
fn auto_packs_when_it_can() {
    assert!(
        solved(&Chomp::new(3, 3).unwrap(), Method::Auto)
            .graph
            .is_packed()
    );
    let big = ConnectFour::new(8, 8).unwrap();
    assert!(!big.packs(), "8 x 8 leaves no spare bit above the columns");
    assert!(ConnectFour::new(7, 8).unwrap().packs() && ConnectFour::new(8, 7).unwrap().packs());
}

#[test]
fn states_outside_the_packed_domain_have_no_answer() {
    let g = Chomp::new(3, 3).unwrap();
    let sol = solved(&g, Method::Packed);
    // Not a staircase: the square (1, 1) without (0, 1); it packs to some
    // staircase but does not survive the round trip.
    let hole = ChompState {
        board: 0b111 | 0b010 << 8,
        to_move: 0,
    };
    assert_ne!(g.unpack(g.pack(&hole)), hole);
    assert!(sol.answer(&hole).is_none());
    assert!(sol.graph.id(&hole).is_none());
    let full = g.initial_state();
    assert_eq!(sol.graph.id(&full), Some(0));
}

/// A job that only reports how many bits the game's keys use: run only on a
/// game that packs.
struct KeyBits;

impl<G: Game> PackedJob<G> for KeyBits {
    type Output = u32;
    fn run(self, g: &G) -> u32
    where
        G: PackedGame,
    {
        g.key_bits()
    }
}

/// The packing is a capability the type system finds ([`Game::with_packing`]):
/// exactly the four bitboard games of the catalog claim it (Connect Four only
/// on boards with a spare row), and what they claim is their own packing.
#[test]
fn exactly_the_bitboard_games_pack() {
    for entry in catalog() {
        let game = AnyGame::from_spec(&entry.spec).unwrap();
        let bits = with_game!(&game, g => g.with_packing(KeyBits));
        let packs = matches!(
            entry.spec,
            GameSpec::TicTacToe
                | GameSpec::ConnectFour { .. }
                | GameSpec::Chomp { .. }
                | GameSpec::Cram { .. }
        );
        assert_eq!(bits.is_some(), packs, "{}", entry.spec);
    }
    assert_eq!(TicTacToe.with_packing(KeyBits), Some(25));
    assert_eq!(Cram::new(3, 4).unwrap().with_packing(KeyBits), Some(20));
    assert_eq!(
        ConnectFour::new(6, 7).unwrap().with_packing(KeyBits),
        Some(49)
    );
    assert_eq!(ConnectFour::new(8, 8).unwrap().with_packing(KeyBits), None);
    assert_eq!(Chomp::new(2, 2).unwrap().with_packing(KeyBits), Some(64));
    // A game that does not pack is solved on its states as they are, whatever
    // the method asked for.
    let nim = ludoscope::games::Nim::new(&[1, 2, 3]).unwrap();
    assert!(!solved(&nim, Method::Packed).graph.is_packed());
    assert!(
        !solved(&ConnectFour::new(4, 4).unwrap(), Method::Generic)
            .graph
            .is_packed()
    );
}
