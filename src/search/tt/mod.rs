//! The transposition tables of the strong engine ([`super::negamax`]): fixed-size,
//! always-replace tables of search results keyed by a 64-bit position key.
//!
//! Each entry stores the value together with its [`Bound`] (exact, lower or upper)
//! and the remaining depth it was searched to, so that memoisation stays correct
//! under alpha-beta pruning: a value found by a cut is only a bound, and is used
//! as one (seed 003 Remark 2.3 says memo with alpha-beta is "not interesting a
//! priori"; storing the bound is what makes it both correct and useful). It also
//! keeps the best move found, tried first on the next visit (the hash move).
//!
//! Each entry also says whether the search below it reached the depth limit: a
//! value that did not is a value of the game itself, good at any greater depth.
//!
//! The engine reads and writes a table through [`TtStore`]. Two are given:
//! [`Table`], 16 bytes an entry with the full key, for any game and any search
//! (the engine's default); and [`SharedTable`], one 8-byte atomic word an
//! entry holding the whole key (its quotient by the table's prime), for exact
//! searches with small values, which several threads may run on one table at
//! once (the exact Connect Four solver, on one thread or more), in memory
//! advised for huge pages. Either way two positions only share an entry when
//! their keys are equal.

use super::trace::{Bound, Value};

mod full;
mod prime;
mod shared;

pub use full::Table;
pub use shared::{SharedMemory, SharedTable};

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry<A> {
    pub key: u64,
    pub value: Value,
    /// The remaining depth of the search that produced the value.
    pub depth: u8,
    pub bound: Bound,
    /// Whether the search below reached its depth limit somewhere (the value then
    /// holds at exactly `depth`; without, it holds at any depth from `depth` up).
    pub horizon: bool,
    /// The move that gave the value (none when every move failed low).
    pub best: Option<A>,
}

/// The storage of a transposition table, as the engine uses it. A table may
/// forget any entry (an always-replace table forgets the one a store overwrites),
/// but what [`TtStore::probe`] returns for a key must be an entry stored for
/// that very key.
pub trait TtStore<A> {
    /// The entry stored for `key`, if any.
    fn probe(&self, key: u64) -> Option<Entry<A>>;

    /// Stores an entry (replacing whatever shared its slot).
    fn store(&mut self, entry: Entry<A>);

    /// A hint that `key` is about to be probed (brings its slot towards the
    /// cache); by default nothing.
    #[inline]
    fn prefetch(&self, key: u64) {
        let _ = key;
    }

    /// Forgets every entry.
    fn clear(&mut self);

    /// The number of slots.
    fn capacity(&self) -> usize;

    /// The bytes one slot takes.
    fn slot_bytes(&self) -> usize;
}

/// The packed bound and flags byte of the general table: a bit saying the slot
/// is used, one for the horizon, two for the bound.
mod flags {
    use super::Bound;

    pub const USED: u8 = 0x80;
    pub const HORIZON: u8 = 0x40;
    const BOUND_MASK: u8 = 0x03;
    /// The bound of each value of the flags' low bits.
    const BOUNDS: [Bound; 4] = [Bound::Exact, Bound::Lower, Bound::Upper, Bound::Upper];

    /// The flags of a used slot.
    #[inline]
    pub fn pack(bound: Bound, horizon: bool) -> u8 {
        let bound = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        USED | bound | if horizon { HORIZON } else { 0 }
    }

    /// The bound and horizon of `flags`.
    #[inline]
    pub fn unpack(flags: u8) -> (Bound, bool) {
        (BOUNDS[(flags & BOUND_MASK) as usize], flags & HORIZON != 0)
    }
}
