//! The transposition table of the strong engine ([`super::negamax`]): a fixed-size,
//! always-replace table of search results keyed by a 64-bit position key.
//!
//! Each entry stores the value together with its [`Bound`] (exact, lower or upper)
//! and the remaining depth it was searched to, so that memoisation stays correct
//! under alpha-beta pruning: a value found by a cut is only a bound, and is used
//! as one (seed 003 Remark 2.3 says memo with alpha-beta is "not interesting a
//! priori"; storing the bound is what makes it both correct and useful). It also
//! keeps the best move found, tried first on the next visit (the hash move).
//!
//! The full key is stored, so two positions only collide when their keys are equal;
//! keys are supplied by the caller ([`super::evaluator::Evaluator::key`]).

use super::trace::{Bound, Value};

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry<A> {
    pub key: u64,
    pub value: Value,
    /// The remaining depth of the search that produced the value.
    pub depth: u8,
    pub bound: Bound,
    /// The move that gave the value (none when every move failed low).
    pub best: Option<A>,
}

/// A table of `2^bits` entries, indexed by a multiplicative hash of the key.
#[derive(Clone, Debug)]
pub struct Table<A> {
    entries: Vec<Option<Entry<A>>>,
    shift: u32,
}

impl<A: Copy> Table<A> {
    /// A table of `2^bits` entries (`bits` is clamped to 4..=28).
    pub fn new(bits: u32) -> Self {
        let bits = bits.clamp(4, 28);
        Table {
            entries: vec![None; 1 << bits],
            shift: 64 - bits,
        }
    }

    fn index(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<&Entry<A>> {
        match &self.entries[self.index(key)] {
            Some(e) if e.key == key => Some(e),
            _ => None,
        }
    }

    /// Stores an entry, replacing whatever shared its slot.
    #[inline]
    pub fn store(&mut self, entry: Entry<A>) {
        let i = self.index(entry.key);
        self.entries[i] = Some(entry);
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_replaces() {
        let mut t: Table<u8> = Table::new(4);
        assert!(t.probe(7).is_none());
        let e = Entry {
            key: 7,
            value: 3,
            depth: 2,
            bound: Bound::Lower,
            best: Some(1),
        };
        t.store(e);
        assert_eq!(t.probe(7), Some(&e));
        assert!(t.probe(8).is_none());
        t.clear();
        assert!(t.probe(7).is_none());
        assert_eq!(t.capacity(), 16);
    }
}
