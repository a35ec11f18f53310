//! The id table of [`super::graph`]: an open-addressing hash table (linear
//! probing, power-of-two size, at most 3/4 full, or half full when
//! [`IdTable::sparse`]) holding only state ids; the
//! states (or their packed keys) live in a `Vec` beside it ([`Interner`]). Four bytes per slot: 27 bits of
//! id (so at most [`MAX_IDS`] states) and 5 bits of the hash, so that a probe
//! compares a state only once in 32 times when the slot holds another one.
//!
//! Solving is bound by memory latency: each lookup touches a random slot and, on
//! a hit, a random state. When the table outgrows the nearest caches,
//! [`IdTable::warm`] prefetches the slots of a whole batch of children first
//! ([`crate::prefetch`]), so that the processor overlaps their cache misses
//! with each other and with the work before the lookups proper; below that
//! size it only costs time.

use super::SolveError;
use crate::prefetch::prefetch;
use foldhash::fast::RandomState;
use std::hash::{BuildHasher, Hash};

const ID_BITS: u32 = 27;
const ID_MASK: u32 = (1 << ID_BITS) - 1;

/// The most ids the table holds.
pub const MAX_IDS: usize = ID_MASK as usize - 1;

/// The 5 hash bits kept in a slot (the top ones: the slot index uses the low ones).
fn tag(hash: u64) -> u32 {
    ((hash >> 59) as u32) << ID_BITS
}

/// A set of state ids, keyed by the states' hashes.
#[derive(Clone, Debug, Default)]
pub struct IdTable {
    /// `tag | (id + 1)` per slot; 0 is empty.
    slots: Vec<u32>,
    len: usize,
    /// At most half full (else 3/4).
    sparse: bool,
}

impl IdTable {
    /// An empty table kept at most half full: shorter probes for up to a
    /// third more memory (measured on Cram 4 x 5, whose table has the same
    /// final size either way: 13% faster).
    pub fn sparse() -> Self {
        IdTable {
            sparse: true,
            ..IdTable::default()
        }
    }

    fn mask(&self) -> usize {
        self.slots.len().wrapping_sub(1)
    }

    /// The id whose state matches (`eq`), or the empty slot where it would go.
    #[inline(always)]
    pub fn find(&self, hash: u64, mut eq: impl FnMut(u32) -> bool) -> Result<u32, usize> {
        let mask = self.mask();
        if self.slots.is_empty() {
            return Err(0);
        }
        let (mut i, tag) = (hash as usize & mask, tag(hash));
        loop {
            match self.slots[i] {
                0 => return Err(i),
                s if s & !ID_MASK == tag && eq((s & ID_MASK) - 1) => return Ok((s & ID_MASK) - 1),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Whether one more id fits without growing.
    pub fn has_room(&self) -> bool {
        let full = if self.sparse { 2 } else { 3 };
        4 * (self.len + 1) <= full * self.slots.len()
    }

    /// Stores `id` (below [`MAX_IDS`]), whose state hashes to `hash`, in the
    /// empty slot `slot` (from [`IdTable::find`], with room).
    pub fn insert_at(&mut self, slot: usize, id: u32, hash: u64) {
        self.slots[slot] = tag(hash) | (id + 1);
        self.len += 1;
    }

    /// Rebuilds the table twice as large from the hashes of ids `0..n`, in order.
    pub fn grow(&mut self, n: usize, mut hash_of: impl FnMut(u32) -> u64) {
        let size = (2 * self.slots.len()).max(1024);
        self.slots = vec![0; size];
        self.len = 0;
        let mask = size - 1;
        for id in 0..n as u32 {
            let hash = hash_of(id);
            let mut i = hash as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = tag(hash) | (id + 1);
            self.len += 1;
        }
    }

    /// Prefetches the home slot of every hash: the misses overlap instead of
    /// coming one after the other.
    #[inline]
    pub fn warm(&self, hashes: &[u64]) {
        let mask = self.mask();
        for &h in hashes {
            prefetch(&self.slots, h as usize & mask);
        }
    }

    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        4 * self.slots.capacity()
    }
}

/// Keys numbered in order of arrival (what an enumeration needs of
/// [`Interner`]).
pub trait Numbering {
    type Key;
    fn hash(&self, key: &Self::Key) -> u64;
    /// The id of `key` (whose hash is `hash`) and whether it is new (then it
    /// was given the next id); an error rather than more than `limit` keys.
    fn intern(
        &mut self,
        key: Self::Key,
        hash: u64,
        limit: usize,
    ) -> Result<(u32, bool), SolveError>;
    /// Touches what the lookups of a batch will read, so that their cache
    /// misses overlap (when the table is larger than the caches).
    fn warm(&self, hashes: &[u64]);
    /// Whether [`Numbering::warm`] does anything (the table has outgrown the
    /// caches).
    fn warms(&self) -> bool {
        false
    }
    /// The key numbered `id`.
    fn key(&self, id: u32) -> &Self::Key;
    /// How many keys are numbered.
    fn len(&self) -> usize;
    /// Where an enumeration keeps the data of its states: by id (`false`),
    /// or, for a numbering by a perfect index that nearly every state fills,
    /// by index, that is by hash (`true`): the data of a key are then found
    /// from its hash alone, without waiting for its id.
    const BY_INDEX: bool = false;
    /// The number of indices (with [`Numbering::BY_INDEX`]).
    fn places(&self) -> usize {
        0
    }
    /// The id of the key of index `place` (with [`Numbering::BY_INDEX`];
    /// `u32::MAX` when none).
    fn id_at(&self, place: usize) -> u32 {
        place as u32
    }
    /// Bytes held at some time beyond what the store keeps, at most: the old
    /// table while the last growth copied it, and the slack of the keys before
    /// they are trimmed to size.
    fn growth_bytes(&self) -> usize;
}

/// Any keys, numbered by an [`IdTable`]: the keys by id, and the table finding
/// the id of a key (comparing the key stored under a candidate id).
#[derive(Clone, Debug)]
pub struct Interner<K> {
    pub keys: Vec<K>,
    pub table: IdTable,
    pub hasher: RandomState,
}

impl<K> Default for Interner<K> {
    fn default() -> Self {
        Interner {
            keys: Vec::new(),
            table: IdTable::default(),
            hasher: RandomState::default(),
        }
    }
}

impl<K> Interner<K> {
    /// An empty interner whose table is [`IdTable::sparse`].
    pub fn sparse() -> Self {
        Interner {
            table: IdTable::sparse(),
            ..Interner::default()
        }
    }
}

/// Tables up to this many slots (128 KiB) stay in the processor's nearest
/// caches: no warming.
const WARM_ABOVE_SLOTS: usize = 1 << 15;

impl<K: Clone + Eq + Hash> Interner<K> {
    /// The id of `key`, if numbered.
    pub fn find(&self, key: &K) -> Option<u32> {
        let keys = &self.keys;
        let hash = self.hasher.hash_one(key);
        self.table.find(hash, |id| keys[id as usize] == *key).ok()
    }
}

impl<K: Clone + Eq + Hash> Numbering for Interner<K> {
    type Key = K;

    #[inline]
    fn hash(&self, key: &K) -> u64 {
        self.hasher.hash_one(key)
    }

    #[inline(always)]
    fn intern(&mut self, key: K, hash: u64, limit: usize) -> Result<(u32, bool), SolveError> {
        let keys = &self.keys;
        let slot = match self.table.find(hash, |id| keys[id as usize] == key) {
            Ok(id) => return Ok((id, false)),
            Err(slot) => slot,
        };
        let limit = limit.min(MAX_IDS);
        if keys.len() >= limit {
            return Err(SolveError::TooManyStates { limit });
        }
        let id = keys.len() as u32;
        let slot = if self.table.has_room() {
            slot
        } else {
            let hasher = &self.hasher;
            self.table
                .grow(keys.len(), |i| hasher.hash_one(&keys[i as usize]));
            match self.table.find(hash, |_| false) {
                Err(slot) => slot,
                Ok(_) => return Err(SolveError::TooManyStates { limit }),
            }
        };
        self.table.insert_at(slot, id, hash);
        self.keys.push(key);
        Ok((id, true))
    }

    #[inline]
    fn warm(&self, hashes: &[u64]) {
        if hashes.len() < 2 || self.table.slot_count() <= WARM_ABOVE_SLOTS {
            return;
        }
        self.table.warm(hashes);
    }

    #[inline]
    fn key(&self, id: u32) -> &K {
        &self.keys[id as usize]
    }

    fn len(&self) -> usize {
        self.keys.len()
    }

    fn growth_bytes(&self) -> usize {
        self.table.heap_bytes() / 2 + size_of::<K>() * (self.keys.capacity() - self.keys.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_what_was_inserted_across_growth() {
        // Keys are their own hashes, with many collisions in the low bits and
        // tags that differ and that collide.
        let keys: Vec<u64> = (0..5000u64)
            .map(|k| k * 4096 + k % 7 + ((k % 3) << 59))
            .collect();
        for (mut t, full) in [(IdTable::default(), 3), (IdTable::sparse(), 2)] {
            for (id, &k) in keys.iter().enumerate() {
                let slot = match t.find(k, |i| keys[i as usize] == k) {
                    Err(_) if !t.has_room() => {
                        t.grow(id, |i| keys[i as usize]);
                        t.find(k, |_| false).unwrap_err()
                    }
                    Err(slot) => slot,
                    Ok(found) => panic!("{k} found as {found} before insertion"),
                };
                t.insert_at(slot, id as u32, k);
            }
            for (id, &k) in keys.iter().enumerate() {
                assert_eq!(t.find(k, |i| keys[i as usize] == k), Ok(id as u32));
            }
            assert!(t.find(3, |i| keys[i as usize] == 3).is_err());
            // At most 3/4 (or half) full, and not too empty either.
            let slots = t.heap_bytes() / 4;
            assert!(
                4 * 5000 <= full * slots && 8 * 5000 > full * slots,
                "{slots}"
            );
        }
    }
}
