//! Two numberings of packed `u64` keys that avoid the second memory access of
//! the [`super::table::Interner`] (the slot, then the key it points to):
//!
//! - [`Inline`]: an open-addressing table (linear probing, power-of-two size,
//!   at most half full) whose 8-byte slots hold the key and its id together,
//!   for keys of at most [`INLINE_KEY_BITS`] bits: a probe compares the key in
//!   the slot it has just read. Half full rather than 3/4: the lookups of new
//!   keys (nearly half of them in Connect Four 4 x 5) probe much less far,
//!   for a table that is the same (as there) or twice as large (measured:
//!   Connect Four 4 x 5 about 7% faster, final table unchanged);
//! - [`Direct`]: an array indexed by a perfect index of the keys that the game
//!   provides ([`PackedGame::index`]: a ranking of its packed states), one
//!   read and no comparison at all.
//!
//! When the inline table outgrows the nearest caches, [`Numbering::warm`]
//! prefetches slots ahead of their lookups ([`crate::prefetch`]).
//!
//! Both also keep the keys by id, in order of arrival, for the graph's store.
//! The ids are given in the order the keys are first interned, as by the
//! `Interner`: the numbering of a graph does not depend on which one is used
//! (the tests check it id by id).

use super::SolveError;
use super::table::{MAX_IDS, Numbering};
use crate::engine::PackedGame;
use crate::words::Words;

/// Bits of an id (plus one) in an [`Inline`] slot.
const ID_BITS: u32 = 27;
const ID_MASK: u64 = (1 << ID_BITS) - 1;

/// The widest key an [`Inline`] table holds: the rest of the 64-bit slot.
pub const INLINE_KEY_BITS: u32 = 64 - ID_BITS;

/// Tables up to this many slots (256 KiB) stay in the processor's nearest
/// caches: no warming.
const WARM_ABOVE_SLOTS: usize = 1 << 15;

/// The error for more than `limit` keys (or more than the tables hold).
fn too_many(limit: usize) -> SolveError {
    SolveError::TooManyStates {
        limit: limit.min(MAX_IDS),
    }
}

/// A key's hash: the two halves of its product by an odd constant, folded (the
/// low bits, which pick the slot, depend on every bit of the key).
#[inline]
fn fold_hash(key: u64) -> u64 {
    let p = u128::from(key) * 0x9E37_79B9_7F4A_7C15;
    (p >> 64) as u64 ^ p as u64
}

/// Keys of at most [`INLINE_KEY_BITS`] bits numbered by a table holding
/// `key << 27 | (id + 1)` per slot (0: empty).
#[derive(Clone, Debug, Default)]
pub struct Inline {
    slots: Words,
    len: usize,
    /// The keys by id.
    pub keys: Vec<u64>,
}

impl Inline {
    fn mask(&self) -> usize {
        self.slots.len().wrapping_sub(1)
    }

    /// The id of `key` (hash `hash`), or the empty slot where it would go.
    #[inline]
    fn find_hashed(&self, key: u64, hash: u64) -> Result<u32, usize> {
        let mask = self.mask();
        let mut i = hash as usize & mask;
        loop {
            match self.slots.get(i) {
                None | Some(0) => return Err(i),
                Some(s) if s >> ID_BITS == key => return Ok((s & ID_MASK) as u32 - 1),
                Some(_) => i = (i + 1) & mask,
            }
        }
    }

    /// The id of `key`, if numbered.
    pub fn find(&self, key: u64) -> Option<u32> {
        if key >> INLINE_KEY_BITS != 0 {
            return None;
        }
        self.find_hashed(key, fold_hash(key)).ok()
    }

    /// Doubles the table (at least 1024 slots), moving every slot.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let size = (2 * self.slots.len()).max(1024);
        let old = std::mem::replace(&mut self.slots, Words::zeroed_sized(size));
        let mask = size - 1;
        for s in old.iter().filter(|&s| s != 0) {
            let mut i = fold_hash(s >> ID_BITS) as usize & mask;
            while self.slots.get(i) != Some(0) {
                i = (i + 1) & mask;
            }
            self.slots.set(i, s);
        }
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.slots.bytes_held() + 8 * self.keys.capacity()
    }
}

impl Numbering for Inline {
    type Key = u64;

    #[inline]
    fn hash(&self, key: &u64) -> u64 {
        fold_hash(*key)
    }

    #[inline(always)]
    fn intern(&mut self, key: u64, hash: u64, limit: usize) -> Result<(u32, bool), SolveError> {
        debug_assert!(key >> INLINE_KEY_BITS == 0, "key {key:#x} too wide");
        let mut slot = match self.find_hashed(key, hash) {
            Ok(id) => return Ok((id, false)),
            Err(slot) => slot,
        };
        let id = self.keys.len();
        if id >= limit.min(MAX_IDS) {
            return Err(too_many(limit));
        }
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
            slot = self.find_hashed(key, hash).err().ok_or(too_many(limit))?;
        }
        self.slots.set(slot, key << ID_BITS | (id as u64 + 1));
        self.len += 1;
        self.keys.push(key);
        Ok((id as u32, true))
    }

    /// Prefetches the home slot of every hash: the misses overlap with each
    /// other and with the work until the lookups, which do not wait for them.
    #[inline]
    fn warm(&self, hashes: &[u64]) {
        if hashes.len() < 2 || self.slots.len() <= WARM_ABOVE_SLOTS {
            return;
        }
        let mask = self.mask();
        for &h in hashes {
            self.slots.prefetch(h as usize & mask);
        }
    }

    #[inline]
    fn warms(&self) -> bool {
        self.slots.len() > WARM_ABOVE_SLOTS
    }

    #[inline]
    fn key(&self, id: u32) -> &u64 {
        &self.keys[id as usize]
    }

    fn len(&self) -> usize {
        self.keys.len()
    }

    fn growth_bytes(&self) -> usize {
        self.slots.bytes_held() / 2 + 8 * (self.keys.capacity() - self.keys.len())
    }
}

/// Keys numbered through the game's perfect index ([`PackedGame::index`]): an
/// array of `id + 1` per index (0: none). With `BY_INDEX`, the enumeration
/// keeps its per-state data by index too ([`Numbering::BY_INDEX`]: for
/// indices that nearly every state fills, [`PackedGame::index_is_dense`]).
#[derive(Clone, Debug)]
pub struct Direct<G, const BY_INDEX: bool = false> {
    game: G,
    ids: DirectIds,
}

/// Ids plus one by index (0: none), two bytes each when every id fits (an
/// index of fewer than 2^16 entries: there are no more states than indices),
/// else four.
#[derive(Clone, Debug)]
enum IdsByIndex {
    Narrow(Vec<u16>),
    Wide(Vec<u32>),
}

impl Default for IdsByIndex {
    fn default() -> Self {
        IdsByIndex::Narrow(Vec::new())
    }
}

impl IdsByIndex {
    fn zeroed(len: usize) -> Self {
        if len < u16::MAX as usize {
            IdsByIndex::Narrow(vec![0; len])
        } else {
            IdsByIndex::Wide(vec![0; len])
        }
    }

    /// The entry at `index` (`None` out of range).
    #[inline(always)]
    fn get(&self, index: usize) -> Option<u32> {
        match self {
            IdsByIndex::Narrow(v) => v.get(index).map(|&e| e.into()),
            IdsByIndex::Wide(v) => v.get(index).copied(),
        }
    }

    /// Sets the entry at `index` (in range) to `entry` (an id plus one, below
    /// the number of entries).
    #[inline(always)]
    fn set(&mut self, index: usize, entry: u32) {
        match self {
            IdsByIndex::Narrow(v) => v[index] = entry as u16,
            IdsByIndex::Wide(v) => v[index] = entry,
        }
    }

    fn heap_bytes(&self) -> usize {
        match self {
            IdsByIndex::Narrow(v) => 2 * v.capacity(),
            IdsByIndex::Wide(v) => 4 * v.capacity(),
        }
    }
}

/// What a [`Direct`] numbering leaves: the ids by index and the keys by id.
#[derive(Clone, Debug, Default)]
pub struct DirectIds {
    ids: IdsByIndex,
    /// The keys by id.
    pub keys: Vec<u64>,
}

impl DirectIds {
    /// The id of `key`, whose index is `index` (when it has one: a key that is
    /// not a reachable state's may have an index out of range, or that of
    /// another key).
    pub fn find(&self, key: u64, index: Option<usize>) -> Option<u32> {
        let id = self.ids.get(index?)?.checked_sub(1)?;
        (self.keys.get(id as usize) == Some(&key)).then_some(id)
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.ids.heap_bytes() + 8 * self.keys.capacity()
    }
}

impl<G: PackedGame, const BY_INDEX: bool> Direct<G, BY_INDEX> {
    /// The empty numbering of `g`'s keys (which has an index:
    /// [`PackedGame::index_len`] is not `None`).
    pub fn new(g: &G) -> Self {
        Direct {
            game: g.clone(),
            ids: DirectIds {
                ids: IdsByIndex::zeroed(g.index_len().unwrap_or(0)),
                keys: Vec::new(),
            },
        }
    }

    pub fn into_ids(self) -> DirectIds {
        self.ids
    }
}

impl<G: PackedGame, const B: bool> Numbering for Direct<G, B> {
    type Key = u64;
    const BY_INDEX: bool = B;

    /// The key's index (a perfect hash).
    #[inline]
    fn hash(&self, key: &u64) -> u64 {
        self.game.index(*key) as u64
    }

    #[inline(always)]
    fn intern(&mut self, key: u64, index: u64, limit: usize) -> Result<(u32, bool), SolveError> {
        let DirectIds { ids, keys } = &mut self.ids;
        let index = index as usize;
        let Some(entry) = ids.get(index) else {
            panic!("index {index} of key {key:#x} out of range");
        };
        if entry != 0 {
            debug_assert_eq!(
                keys[entry as usize - 1],
                key,
                "two keys share index {index}"
            );
            return Ok((entry - 1, false));
        }
        let id = keys.len();
        if id >= limit.min(MAX_IDS) {
            return Err(too_many(limit));
        }
        ids.set(index, id as u32 + 1);
        keys.push(key);
        Ok((id as u32, true))
    }

    #[inline]
    fn warm(&self, _hashes: &[u64]) {}

    #[inline]
    fn key(&self, id: u32) -> &u64 {
        &self.ids.keys[id as usize]
    }

    fn len(&self) -> usize {
        self.ids.keys.len()
    }

    fn places(&self) -> usize {
        self.game.index_len().unwrap_or(0)
    }

    #[inline(always)]
    fn id_at(&self, place: usize) -> u32 {
        self.ids.ids.get(place).unwrap_or(0).wrapping_sub(1)
    }

    fn growth_bytes(&self) -> usize {
        8 * (self.ids.keys.capacity() - self.ids.keys.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_finds_what_was_inserted_across_growth() {
        // Keys crowding the low bits and reaching the widest key.
        let keys: Vec<u64> = (0..5000u64)
            .map(|k| (k * 4096 + k % 7) ^ ((k % 3) << (INLINE_KEY_BITS - 2)))
            .chain([(1 << INLINE_KEY_BITS) - 1])
            .collect();
        let mut t = Inline::default();
        for (id, &k) in keys.iter().enumerate() {
            assert_eq!(t.intern(k, fold_hash(k), usize::MAX), Ok((id as u32, true)));
        }
        for (id, &k) in keys.iter().enumerate() {
            assert_eq!(
                t.intern(k, fold_hash(k), usize::MAX),
                Ok((id as u32, false))
            );
            assert_eq!(t.find(k), Some(id as u32));
            assert_eq!(t.key(id as u32), &k);
        }
        assert_eq!(t.find(3), None);
        assert_eq!(t.find(1 << INLINE_KEY_BITS), None, "too wide: never stored");
        assert!(2 * keys.len() <= t.slots.len() && 4 * keys.len() > t.slots.len());
        let err = t.intern(3, fold_hash(3), keys.len());
        assert_eq!(err, Err(SolveError::TooManyStates { limit: keys.len() }));
    }
}
