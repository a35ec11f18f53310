//! [`SharedTable`]: a lock-free transposition table that several threads read
//! and write at once (the exact Connect Four solver's parallel search,
//! [`crate::search::c4_solver`]), for the values of exact searches (no depth
//! limit) with small values and one-byte moves.
//!
//! Each entry is one [`AtomicU64`], loaded and stored whole, so that a thread
//! never sees half of another's entry: no lock and no torn entry (the scheme
//! of the lock-free tables of parallel chess programs, where Hyatt and Mann's
//! XOR trick guards two-word entries; one word needs no trick). The word
//! holds the value (a signed byte), the best move plus one (4 bits, 0 for
//! none), the bound (2 bits, 0 for an empty slot) and the key's quotient by
//! the prime `p` that indexes the table (50 bits): the slot is `key mod p`, so
//! the quotient and the slot give back the whole key, and a probe only answers
//! for the very key stored (no partial-key collisions, whatever the size of
//! the board: a 64-bit key needs `p > 2^14`). Entries that do not fit (a key
//! whose quotient needs more bits, a value beyond a byte, a move above 14, a
//! depth-limited search) are not stored: a table may forget.
//!
//! Relaxed loads and stores are enough: every word stands alone (its key is in
//! it) and the searches only need each word to be one that some thread stored.
//!
//! The slots live in a [`SharedMemory`] (memory advised for huge pages, see
//! [`crate::words`]); a [`SharedTable`] is a handle on them, copied into each
//! thread for as long as the memory is borrowed.

use super::prime::PrimeIndex;
use super::{Entry, TtStore};
use crate::search::negamax::UNLIMITED;
use crate::search::trace::{Bound, Value};
use crate::words::Words;
use std::sync::atomic::{AtomicU64, Ordering};

/// The slots of a [`SharedTable`], owned.
pub struct SharedMemory {
    words: Words,
    index: PrimeIndex,
}

impl SharedMemory {
    /// About `2^bits` slots of 8 bytes (`bits` clamped to 4..=30: the largest
    /// prime at most `2^bits`), advised for huge pages when `huge_pages`.
    pub fn new(bits: u32, huge_pages: bool) -> Self {
        let index = PrimeIndex::at_most(1 << bits.clamp(4, 30));
        let mut words = Words::zeroed(index.prime() as usize, huge_pages);
        if words.mapped() {
            // Take the pages now (huge ones on these first writes), not
            // during the first search.
            words.fill_zero();
        }
        SharedMemory { words, index }
    }

    /// A handle on the slots, to copy into every thread.
    pub fn table(&mut self) -> SharedTable<'_> {
        SharedTable {
            slots: self.words.atomics(),
            index: self.index,
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.words.fill_zero();
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.words.len()
    }

    /// Whether the slots are in memory advised for huge pages.
    pub fn huge_pages(&self) -> bool {
        self.words.mapped()
    }
}

/// A lock-free always-replace table shared between threads (see the module
/// documentation): a handle on a [`SharedMemory`]'s slots.
#[derive(Clone, Copy)]
pub struct SharedTable<'a> {
    slots: &'a [AtomicU64],
    index: PrimeIndex,
}

const BEST_SHIFT: u32 = 8;
const BOUND_SHIFT: u32 = 12;
const KEY_SHIFT: u32 = 14;
/// The bits of the key's quotient.
const KEY_BITS: u32 = 64 - KEY_SHIFT;

impl SharedTable<'_> {
    /// The word of `e`, whose key's quotient is `q`, if it fits.
    #[inline(always)]
    fn pack(e: &Entry<u8>, q: u64) -> Option<u64> {
        if e.depth != UNLIMITED || e.horizon || q >> KEY_BITS != 0 {
            return None;
        }
        let value = i8::try_from(e.value).ok()? as u8 as u64;
        let best = match e.best {
            None => 0,
            Some(a) if a < 15 => a as u64 + 1,
            Some(_) => return None,
        };
        let bound: u64 = match e.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        Some(value | best << BEST_SHIFT | bound << BOUND_SHIFT | q << KEY_SHIFT)
    }

    /// The entry of `key` in `word`, if the word is used and stored for `key`
    /// (whose quotient is `q`).
    #[inline(always)]
    fn unpack(key: u64, q: u64, word: u64) -> Option<Entry<u8>> {
        let bound = match (word >> BOUND_SHIFT) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        if word >> KEY_SHIFT != q {
            return None;
        }
        let best = ((word >> BEST_SHIFT) & 15) as u8;
        Some(Entry {
            key,
            value: word as u8 as i8 as Value,
            depth: UNLIMITED,
            bound,
            horizon: false,
            best: best.checked_sub(1),
        })
    }

    /// [`TtStore::store`] through a shared reference (what every thread does).
    #[inline(always)]
    pub fn put(&self, entry: Entry<u8>) {
        let (q, i) = self.index.split(entry.key);
        if let (Some(word), Some(slot)) = (Self::pack(&entry, q), self.slots.get(i)) {
            slot.store(word, Ordering::Relaxed);
        }
    }
}

impl TtStore<u8> for SharedTable<'_> {
    #[inline(always)]
    fn probe(&self, key: u64) -> Option<Entry<u8>> {
        let (q, i) = self.index.split(key);
        let word = self.slots.get(i)?.load(Ordering::Relaxed);
        Self::unpack(key, q, word)
    }

    #[inline(always)]
    fn store(&mut self, entry: Entry<u8>) {
        self.put(entry);
    }

    #[inline]
    fn prefetch(&self, key: u64) {
        crate::prefetch::prefetch(self.slots, self.index.of(key));
    }

    fn clear(&mut self) {
        for slot in self.slots {
            slot.store(0, Ordering::Relaxed);
        }
    }

    fn capacity(&self) -> usize {
        self.slots.len()
    }

    fn slot_bytes(&self) -> usize {
        8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, value: Value, bound: Bound, best: Option<u8>) -> Entry<u8> {
        Entry {
            key,
            value,
            depth: UNLIMITED,
            bound,
            horizon: false,
            best,
        }
    }

    #[test]
    fn entries_read_back_only_for_their_own_key() {
        let mut memory = SharedMemory::new(16, false);
        let mut t = memory.table();
        let p = t.capacity() as u64;
        for (key, value, bound, best) in [
            (5, -21, Bound::Exact, Some(3)),
            (5 + p, 17, Bound::Lower, None),
            (u64::MAX, -128, Bound::Upper, Some(14)),
            ((1 << 49) - 1, 127, Bound::Exact, Some(0)),
        ] {
            let e = entry(key, value, bound, best);
            t.store(e);
            assert_eq!(t.probe(key), Some(e), "key {key}");
            // The same slot, another key.
            assert_eq!(t.probe(key.wrapping_add(p)), None);
            assert_eq!(t.probe(key.wrapping_sub(p)), None);
        }
        assert_eq!(t.probe(6), None);
    }

    #[test]
    fn what_does_not_fit_is_forgotten() {
        let mut memory = SharedMemory::new(10, false);
        let mut t = memory.table();
        let mut limited = entry(9, 1, Bound::Exact, None);
        limited.depth = 3;
        let mut horizon = entry(10, 1, Bound::Exact, None);
        horizon.horizon = true;
        for e in [
            limited,
            horizon,
            entry(11, 128, Bound::Exact, None),
            entry(12, 0, Bound::Lower, Some(15)),
        ] {
            t.store(e);
            assert_eq!(t.probe(e.key), None);
        }
        // A 64-bit key in a table too small to tell its quotient.
        let mut small = SharedMemory::new(4, true);
        let mut tiny = small.table();
        tiny.store(entry(u64::MAX - 1, 0, Bound::Exact, None));
        assert_eq!(tiny.probe(u64::MAX - 1), None);
        t.store(entry(11, 4, Bound::Exact, None));
        let mut other = t;
        other.clear();
        assert_eq!(t.probe(11), None);
        t.store(entry(11, 4, Bound::Exact, None));
        memory.clear();
        assert_eq!(memory.table().probe(11), None);
    }

    #[test]
    fn threads_never_see_a_torn_entry() {
        // Each key's value and move are functions of the key: any entry read
        // back must be one of them, whatever the interleaving.
        let mut memory = SharedMemory::new(8, true);
        let t = memory.table();
        let value = |k: u64| (k % 101) as Value - 50;
        let best = |k: u64| Some((k % 7) as u8);
        std::thread::scope(|scope| {
            for thread in 0..4u64 {
                scope.spawn(move || {
                    let mut x = 0x9E37_79B9_7F4A_7C15u64 ^ thread;
                    for _ in 0..200_000 {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        let key = x >> 20;
                        if x & 1 == 0 {
                            t.put(entry(key, value(key), Bound::Lower, best(key)));
                        } else if let Some(e) = t.probe(key) {
                            assert_eq!((e.key, e.value, e.best), (key, value(key), best(key)));
                        }
                    }
                });
            }
        });
    }
}
