//! [`CompactTable`]: a transposition table of 8-byte entries for structured keys
//! below a known bound and small values (the exact Connect Four solver's: keys
//! `current + mask` below `2^49` on 7x6, scores within -21..=21), in memory
//! advised for huge pages ([`super::pages`]).
//!
//! An entry is one 64-bit word: the key's low 32 bits, the value (one signed
//! byte), the depth, the bound and horizon flags, and the best move (one byte).
//! The slot of key `k` is `k mod p`, `p` the largest prime at most the number of
//! slots. The low 32 bits and the slot determine the key exactly when every key
//! is below `p * 2^32`: two keys with equal remainders modulo `p` and modulo
//! `2^32` (coprime, `p` being odd) are equal modulo `p * 2^32`, so equal if both
//! are below it. For 7x6 with `2^24` slots, `p * 2^32` is about `2^56`, far
//! above `2^49`. [`CompactTable::new`] checks the bound and, when it does not
//! hold (a small table or a big board), also keeps each slot's full key in a
//! second array. Keys above the bound are never stored (a table may forget), and
//! neither are entries whose value or move does not fit in a byte.

use super::prime::PrimeIndex;
use super::{Entry, TtStore, flags};
use crate::search::trace::Value;
use crate::words::Words;

/// An always-replace table of 8-byte entries keyed by structured keys at most a
/// bound given when it is made; actions are bytes (a column, a cell).
pub struct CompactTable {
    words: Words,
    index: PrimeIndex,
    max_key: u64,
    /// The full key of each slot, kept only when the low 32 bits and the slot do
    /// not determine the key (see the module documentation).
    full_keys: Option<Vec<u64>>,
}

const VALUE_SHIFT: u32 = 32;
const DEPTH_SHIFT: u32 = 40;
const FLAGS_SHIFT: u32 = 48;
const BEST_SHIFT: u32 = 56;

impl CompactTable {
    /// A table of about `2^bits` entries (`bits` clamped to 4..=28: the largest
    /// prime at most `2^bits`) for keys at most `max_key`, in memory advised for
    /// huge pages when `huge_pages` (and the system allows it).
    pub fn new(bits: u32, max_key: u64, huge_pages: bool) -> Self {
        let index = PrimeIndex::at_most(1 << bits.clamp(4, 28));
        let slots = index.prime() as usize;
        let partial = (max_key as u128) < (index.prime() as u128) << 32;
        let mut words = Words::zeroed(slots, huge_pages);
        if words.mapped() {
            // Take the pages now (the kernel gives huge ones on these first
            // writes), not during the first search.
            words.fill_zero();
        }
        CompactTable {
            words,
            index,
            max_key,
            full_keys: (!partial).then(|| vec![0; slots]),
        }
    }

    /// Whether the low 32 bits of a key and its slot determine it (no full keys
    /// kept).
    pub fn partial_keys(&self) -> bool {
        self.full_keys.is_none()
    }

    /// Whether the entries are in memory advised for huge pages.
    pub fn huge_pages(&self) -> bool {
        self.words.mapped()
    }

    /// The word of an entry, if its value and move fit.
    #[inline(always)]
    fn pack(e: &Entry<u8>) -> Option<u64> {
        let value = i8::try_from(e.value).ok()?;
        let best = match e.best {
            None => 0,
            Some(a) => a.checked_add(1)?,
        };
        Some(
            (e.key & 0xFFFF_FFFF)
                | (value as u8 as u64) << VALUE_SHIFT
                | (e.depth as u64) << DEPTH_SHIFT
                | (flags::pack(e.bound, e.horizon) as u64) << FLAGS_SHIFT
                | (best as u64) << BEST_SHIFT,
        )
    }

    /// The entry of `key` in `word` (a used word whose low bits match the key's).
    #[inline]
    fn unpack(key: u64, word: u64) -> Entry<u8> {
        let (bound, horizon) = flags::unpack((word >> FLAGS_SHIFT) as u8);
        let best = (word >> BEST_SHIFT) as u8;
        Entry {
            key,
            value: (word >> VALUE_SHIFT) as u8 as i8 as Value,
            depth: (word >> DEPTH_SHIFT) as u8,
            bound,
            horizon,
            best: best.checked_sub(1),
        }
    }
}

impl TtStore<u8> for CompactTable {
    #[inline]
    fn probe(&self, key: u64) -> Option<Entry<u8>> {
        if key > self.max_key {
            return None;
        }
        let i = self.index.of(key);
        let word = self.words.get(i).unwrap_or(0);
        let used = (word >> FLAGS_SHIFT) as u8 & flags::USED != 0;
        let same = word as u32 == key as u32
            && self
                .full_keys
                .as_ref()
                .is_none_or(|k| k.get(i) == Some(&key));
        (used && same).then(|| Self::unpack(key, word))
    }

    #[inline(always)]
    fn store(&mut self, entry: Entry<u8>) {
        if entry.key > self.max_key {
            return;
        }
        let i = self.index.of(entry.key);
        // An entry that does not fit empties the slot (the table forgets).
        self.words.set(i, Self::pack(&entry).unwrap_or(0));
        if let Some(k) = self.full_keys.as_mut().and_then(|keys| keys.get_mut(i)) {
            *k = entry.key;
        }
    }

    #[inline]
    fn prefetch(&self, key: u64) {
        self.words.prefetch(self.index.of(key));
    }

    fn clear(&mut self) {
        self.words.fill_zero();
        if let Some(keys) = &mut self.full_keys {
            keys.fill(0);
        }
    }

    fn capacity(&self) -> usize {
        self.index.prime() as usize
    }

    fn slot_bytes(&self) -> usize {
        8 + if self.full_keys.is_some() { 8 } else { 0 }
    }
}

#[cfg(test)]
#[path = "compact_tests.rs"]
mod tests;
