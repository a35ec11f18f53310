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
//! Each entry also says whether the search below it reached the depth limit: a
//! value that did not is a value of the game itself, good at any greater depth.
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
    /// Whether the search below reached its depth limit somewhere (the value then
    /// holds at exactly `depth`; without, it holds at any depth from `depth` up).
    pub horizon: bool,
    /// The move that gave the value (none when every move failed low).
    pub best: Option<A>,
}

/// The stored form of an entry: the bound and the horizon flag packed into one
/// byte (with a bit saying the slot is used), so that an entry with a one-byte
/// action takes 16 bytes.
#[derive(Clone, Copy, Debug)]
struct Slot<A> {
    key: u64,
    value: Value,
    depth: u8,
    flags: u8,
    best: Option<A>,
}

const USED: u8 = 0x80;
const HORIZON: u8 = 0x40;
const BOUND_MASK: u8 = 0x03;
/// The bound of each value of the flags' low bits.
const BOUNDS: [Bound; 4] = [Bound::Exact, Bound::Lower, Bound::Upper, Bound::Upper];

impl<A: Copy> Slot<A> {
    const EMPTY: Slot<A> = Slot {
        key: 0,
        value: 0,
        depth: 0,
        flags: 0,
        best: None,
    };

    fn pack(e: Entry<A>) -> Self {
        let bound = match e.bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        Slot {
            key: e.key,
            value: e.value,
            depth: e.depth,
            flags: USED | bound | if e.horizon { HORIZON } else { 0 },
            best: e.best,
        }
    }

    fn unpack(&self) -> Entry<A> {
        Entry {
            key: self.key,
            value: self.value,
            depth: self.depth,
            bound: BOUNDS[(self.flags & BOUND_MASK) as usize],
            horizon: self.flags & HORIZON != 0,
            best: self.best,
        }
    }
}

/// A table of `2^bits` entries.
#[derive(Clone, Debug)]
pub struct Table<A> {
    slots: Vec<Slot<A>>,
    shift: u32,
    /// 0: a key's slot is given by a multiplicative hash (for keys that are
    /// hashes already). Otherwise the largest prime at most the number of slots,
    /// and a key's slot is its remainder: for keys that are close numbers for
    /// related positions (Connect Four's `current + mask`, as in Pons's solver),
    /// which then tend to share cache lines and pages.
    modulus: u64,
}

/// The largest prime at most `n` (`n` >= 2), by trial division (once per table).
fn prime_at_most(n: u64) -> u64 {
    let is_prime = |k: u64| {
        (2..)
            .take_while(|d| d * d <= k)
            .all(|d| !k.is_multiple_of(d))
    };
    (2..=n).rev().find(|&k| is_prime(k)).unwrap_or(2)
}

impl<A: Copy> Table<A> {
    /// A table of `2^bits` entries (`bits` is clamped to 4..=28), indexed by a
    /// multiplicative hash of the key.
    pub fn new(bits: u32) -> Self {
        let bits = bits.clamp(4, 28);
        Table {
            slots: vec![Slot::EMPTY; 1 << bits],
            shift: 64 - bits,
            modulus: 0,
        }
    }

    /// [`Table::new`] indexed by the key modulo a prime (for structured keys).
    pub fn with_prime_index(bits: u32) -> Self {
        let mut t = Table::new(bits);
        t.modulus = prime_at_most(t.slots.len() as u64);
        t
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        if self.modulus != 0 {
            (key % self.modulus) as usize
        } else {
            (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
        }
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<A>> {
        let slot = &self.slots[self.index(key)];
        (slot.flags & USED != 0 && slot.key == key).then(|| slot.unpack())
    }

    /// Stores an entry, replacing whatever shared its slot.
    #[inline]
    pub fn store(&mut self, entry: Entry<A>) {
        let i = self.index(entry.key);
        self.slots[i] = Slot::pack(entry);
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = Slot::EMPTY);
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// The bytes one slot takes.
    pub fn slot_bytes(&self) -> usize {
        std::mem::size_of::<Slot<A>>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_replaces() {
        let mut t: Table<u8> = Table::new(4);
        assert!(t.probe(7).is_none());
        for (bound, horizon) in [
            (Bound::Lower, true),
            (Bound::Exact, false),
            (Bound::Upper, true),
        ] {
            let e = Entry {
                key: 7,
                value: -3,
                depth: 2,
                bound,
                horizon,
                best: Some(1),
            };
            t.store(e);
            assert_eq!(t.probe(7), Some(e));
        }
        assert!(t.probe(8).is_none());
        // Key 0 in an empty table is not an entry.
        assert!(t.probe(0).is_none());
        t.clear();
        assert!(t.probe(7).is_none());
        // By remainder modulo 13: keys 1 and 14 share a slot, 1 and 2 do not.
        let mut t: Table<u8> = Table::with_prime_index(4);
        let e = |key| Entry {
            key,
            value: key as Value,
            depth: 1,
            bound: Bound::Exact,
            horizon: false,
            best: None,
        };
        t.store(e(1));
        t.store(e(2));
        assert_eq!(t.probe(1), Some(e(1)));
        t.store(e(14));
        assert_eq!(
            (t.probe(1), t.probe(14), t.probe(2)),
            (None, Some(e(14)), Some(e(2)))
        );
        assert_eq!(t.capacity(), 16);
        assert_eq!(t.slot_bytes(), 16, "one-byte actions: 16 bytes a slot");
    }
}
