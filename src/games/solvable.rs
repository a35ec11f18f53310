//! Which variant of a game the attractor solver can enumerate: when a game is
//! too large to solve (Connect Four 6x7 has about 4.5 x 10^12 positions), the
//! largest variant of the same game whose reachable states fit within
//! [`SOLVABLE_STATES`], from state counts measured with `ludoscope solve`.
//!
//! It also tells, without enumerating anything, a lower bound on the reachable
//! states of a game known to be large ([`GameSpec::states_at_least`]), so that
//! the attractor panel can say at once that a game is too large.
//!
//! This is catalog knowledge (board sizes and their state counts), not a rule
//! of any game; the studio's attractor panel offers the variant with one click.

use super::GameSpec;

/// The state limit the variants are chosen for (the attractor panel's default
/// limit).
pub const SOLVABLE_STATES: usize = 1_000_000;

/// What the catalog offers instead of a game too large to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solvable {
    /// The game itself is within [`SOLVABLE_STATES`] as far as the catalog
    /// knows (or it is not the size that stops the solver).
    AsIs,
    /// A smaller variant of the same game, within [`SOLVABLE_STATES`].
    Variant(GameSpec),
    /// The game has no smaller variant (Tablut and Ard-ri are played on their
    /// own boards only): a smaller board would be another game.
    NoVariant,
}

impl GameSpec {
    /// The largest variant of this game whose reachable states fit within
    /// [`SOLVABLE_STATES`], when this one does not:
    /// - Connect Four: 4x4 (161,029 states; 4x5 has 3,945,711 and 5x4
    ///   1,706,255);
    /// - Cram: 4x6 or 6x4 (607,752; 5x5 has 1,125,703 and 4x7 6,276,966), or
    ///   4x5 within a 5x5 board; up to 3 rows (or columns), every size fits
    ///   (3x8 has 527,086);
    /// - Tablut, Ard-ri: none ([`Solvable::NoVariant`]).
    ///
    /// Chomp (at most 12,870 states on 8x8), tic-tac-toe, arenas and trees
    /// always fit; Nim's heaps are the user's to choose.
    pub fn solvable_variant(&self) -> Solvable {
        match self {
            GameSpec::ConnectFour { rows, cols } if (*rows, *cols) != (4, 4) => {
                Solvable::Variant(GameSpec::ConnectFour { rows: 4, cols: 4 })
            }
            GameSpec::Cram { rows, cols } => cram_variant(*rows, *cols),
            GameSpec::Tablut { .. } | GameSpec::ArdRi { .. } => Solvable::NoVariant,
            _ => Solvable::AsIs,
        }
    }
}

/// Reachable states of Connect Four 4x5 (4 rows, 5 columns) and 5x4, and of
/// Cram 5x5 and 4x7, counted with `ludoscope solve`.
const CONNECT_FOUR_4X5: u64 = 3_945_711;
const CONNECT_FOUR_5X4: u64 = 1_706_255;
const CRAM_5X5: u64 = 1_125_703;
const CRAM_4X7: u64 = 6_276_966;

impl GameSpec {
    /// A lower bound on this game's reachable states that the catalog knows
    /// without enumerating them, when it is larger than [`SOLVABLE_STATES`];
    /// `None` when the catalog does not know the game to be that large.
    ///
    /// A board that contains a smaller one (same lower-left corner) reaches at
    /// least its states: the same moves, played inside the smaller board, end
    /// no sooner on the larger one. So every Connect Four board larger than
    /// 4x4 has at least the states of 4x5 or 5x4, and every Cram board with
    /// both sides at least 5 (or 4 by 7) those of 5x5 (or 4x7). Tablut and
    /// Ard-ri have more than [`SOLVABLE_STATES`] (the tests enumerate that
    /// far); no more is claimed for them.
    pub fn states_at_least(&self) -> Option<u64> {
        let bound = match *self {
            GameSpec::ConnectFour { rows, cols } => {
                let wide = if rows >= 4 && cols >= 5 {
                    CONNECT_FOUR_4X5
                } else {
                    0
                };
                let tall = if rows >= 5 && cols >= 4 {
                    CONNECT_FOUR_5X4
                } else {
                    0
                };
                wide.max(tall)
            }
            GameSpec::Cram { rows, cols } => {
                let (short, long) = (rows.min(cols), rows.max(cols));
                let square = if short >= 5 { CRAM_5X5 } else { 0 };
                let long_strip = if short >= 4 && long >= 7 { CRAM_4X7 } else { 0 };
                square.max(long_strip)
            }
            GameSpec::Tablut { .. } | GameSpec::ArdRi { .. } => SOLVABLE_STATES as u64 + 1,
            _ => 0,
        };
        (bound > SOLVABLE_STATES as u64).then_some(bound)
    }
}

/// Cram's variant: four rows by at most six columns (transposed alike).
fn cram_variant(rows: u8, cols: u8) -> Solvable {
    let (short, long) = (rows.min(cols), rows.max(cols));
    if short <= 3 || (short == 4 && long <= 6) {
        return Solvable::AsIs;
    }
    let long = long.min(6);
    let (rows, cols) = if rows <= cols { (4, long) } else { (long, 4) };
    Solvable::Variant(GameSpec::Cram { rows, cols })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::AnyGame;
    use crate::solve::{SolveError, SolveOptions, solve};
    use crate::with_game;

    /// Whether the solver enumerates `spec` within [`SOLVABLE_STATES`].
    fn fits(spec: &GameSpec) -> bool {
        let game = AnyGame::from_spec(spec).unwrap();
        let options = SolveOptions {
            state_limit: SOLVABLE_STATES,
        };
        match with_game!(&game, g => solve(g, &options).map(|s| s.graph.len())) {
            Ok(states) => states <= SOLVABLE_STATES,
            Err(SolveError::TooManyStates { .. }) => false,
            Err(e) => panic!("{spec}: {e}"),
        }
    }

    fn c4(rows: u8, cols: u8) -> GameSpec {
        GameSpec::ConnectFour { rows, cols }
    }

    fn cram(rows: u8, cols: u8) -> GameSpec {
        GameSpec::Cram { rows, cols }
    }

    #[test]
    fn connect_four_offers_4x4_the_largest_that_fits() {
        let offered = Solvable::Variant(c4(4, 4));
        assert_eq!(c4(6, 7).solvable_variant(), offered);
        assert_eq!(c4(5, 4).solvable_variant(), offered);
        assert_eq!(c4(4, 4).solvable_variant(), Solvable::AsIs);
        assert!(fits(&c4(4, 4)));
        // Every larger board contains 5x4 or 4x5, neither of which fits.
        assert!(!fits(&c4(5, 4)));
        assert!(!fits(&c4(4, 5)));
    }

    #[test]
    fn cram_offers_4x6_and_keeps_what_fits() {
        assert_eq!(cram(8, 8).solvable_variant(), Solvable::Variant(cram(4, 6)));
        assert_eq!(cram(7, 5).solvable_variant(), Solvable::Variant(cram(6, 4)));
        assert_eq!(cram(5, 5).solvable_variant(), Solvable::Variant(cram(4, 5)));
        assert_eq!(cram(3, 8).solvable_variant(), Solvable::AsIs);
        assert_eq!(cram(4, 6).solvable_variant(), Solvable::AsIs);
        for spec in [cram(4, 6), cram(3, 8), cram(4, 5)] {
            assert!(fits(&spec), "{spec}");
        }
        for spec in [cram(5, 5), cram(4, 7)] {
            assert!(!fits(&spec), "{spec}");
        }
    }

    /// The reachable states of `spec`, enumerated (the oracle of the bounds).
    fn count(spec: &GameSpec) -> u64 {
        let game = AnyGame::from_spec(spec).unwrap();
        let options = SolveOptions {
            state_limit: 10_000_000,
        };
        with_game!(&game, g => solve(g, &options).map(|s| s.graph.len() as u64)).unwrap()
    }

    #[test]
    fn the_catalog_counts_are_the_solver_counts() {
        assert_eq!(count(&c4(4, 5)), CONNECT_FOUR_4X5);
        assert_eq!(count(&c4(5, 4)), CONNECT_FOUR_5X4);
        assert_eq!(count(&cram(5, 5)), CRAM_5X5);
        assert_eq!(count(&cram(4, 7)), CRAM_4X7);
    }

    #[test]
    fn too_large_is_known_without_enumerating_exactly_where_nothing_fits() {
        assert_eq!(c4(6, 7).states_at_least(), Some(CONNECT_FOUR_4X5));
        assert_eq!(c4(5, 4).states_at_least(), Some(CONNECT_FOUR_5X4));
        assert_eq!(c4(4, 4).states_at_least(), None);
        assert_eq!(cram(8, 8).states_at_least(), Some(CRAM_4X7));
        assert_eq!(cram(5, 6).states_at_least(), Some(CRAM_5X5));
        assert_eq!(cram(4, 6).states_at_least(), None);
        assert_eq!(cram(3, 8).states_at_least(), None);
        // Whatever is known too large has a variant or is said to have none;
        // whatever fits is not claimed too large.
        let boards = (1..=8).flat_map(|r| (1..=8).map(move |c| (r, c)));
        for (rows, cols) in boards {
            let mut specs = vec![cram(rows, cols)];
            if rows >= 4 && cols >= 4 {
                specs.push(c4(rows, cols));
            }
            for spec in specs {
                let known = spec.states_at_least().is_some();
                assert_eq!(known, spec.solvable_variant() != Solvable::AsIs, "{spec}");
            }
        }
        for spec in [c4(4, 4), cram(4, 6), cram(3, 8), GameSpec::TicTacToe] {
            assert_eq!(spec.states_at_least(), None, "{spec}");
        }
    }

    #[test]
    fn tafl_has_no_smaller_variant_and_small_games_fit() {
        let tablut = "Tablut".parse::<GameSpec>().unwrap();
        assert_eq!(tablut.solvable_variant(), Solvable::NoVariant);
        assert!(tablut.states_at_least().is_some());
        assert!(!fits(&tablut), "more than the limit, as the catalog says");
        let ard_ri = "ArdRi".parse::<GameSpec>().unwrap();
        assert_eq!(ard_ri.solvable_variant(), Solvable::NoVariant);
        assert!(ard_ri.states_at_least().is_some());
        assert!(!fits(&ard_ri), "more than the limit, as the catalog says");
        let chomp = GameSpec::Chomp { rows: 8, cols: 8 };
        assert_eq!(chomp.solvable_variant(), Solvable::AsIs);
        assert!(fits(&chomp));
    }
}
