//! [`Table`]: the engine's general transposition table, 16 bytes an entry with
//! the full 64-bit key (see [`super`] for what an entry holds).

use super::flags;
use super::prime::PrimeIndex;
use super::{Entry, TtStore};
use crate::search::trace::Value;

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

impl<A: Copy> Slot<A> {
    const EMPTY: Slot<A> = Slot {
        key: 0,
        value: 0,
        depth: 0,
        flags: 0,
        best: None,
    };

    fn pack(e: Entry<A>) -> Self {
        Slot {
            key: e.key,
            value: e.value,
            depth: e.depth,
            flags: flags::pack(e.bound, e.horizon),
            best: e.best,
        }
    }

    fn unpack(&self) -> Entry<A> {
        let (bound, horizon) = flags::unpack(self.flags);
        Entry {
            key: self.key,
            value: self.value,
            depth: self.depth,
            bound,
            horizon,
            best: self.best,
        }
    }
}

/// A table of `2^bits` entries of 16 bytes (with a one-byte action), each with
/// its full key.
#[derive(Clone, Debug)]
pub struct Table<A> {
    slots: Vec<Slot<A>>,
    shift: u32,
    /// None: a key's slot is given by a multiplicative hash (for keys that are
    /// hashes already). Otherwise the key's remainder modulo the largest prime at
    /// most the number of slots (for structured keys, see [`PrimeIndex`]).
    prime: Option<PrimeIndex>,
}

impl<A: Copy> Table<A> {
    /// A table of `2^bits` entries (`bits` is clamped to 4..=28), indexed by a
    /// multiplicative hash of the key.
    pub fn new(bits: u32) -> Self {
        let bits = bits.clamp(4, 28);
        Table {
            slots: vec![Slot::EMPTY; 1 << bits],
            shift: 64 - bits,
            prime: None,
        }
    }

    /// [`Table::new`] indexed by the key modulo a prime (for structured keys).
    pub fn with_prime_index(bits: u32) -> Self {
        let mut t = Table::new(bits);
        t.prime = Some(PrimeIndex::at_most(t.slots.len() as u64));
        t
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        match &self.prime {
            Some(prime) => prime.of(key),
            None => (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize,
        }
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<A>> {
        let slot = &self.slots[self.index(key)];
        (slot.flags & flags::USED != 0 && slot.key == key).then(|| slot.unpack())
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

impl<A: Copy> TtStore<A> for Table<A> {
    #[inline]
    fn probe(&self, key: u64) -> Option<Entry<A>> {
        Table::probe(self, key)
    }

    #[inline]
    fn store(&mut self, entry: Entry<A>) {
        Table::store(self, entry);
    }

    fn clear(&mut self) {
        Table::clear(self);
    }

    fn capacity(&self) -> usize {
        Table::capacity(self)
    }

    fn slot_bytes(&self) -> usize {
        Table::slot_bytes(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::trace::Bound;

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
