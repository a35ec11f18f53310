//! How a [`super::StateGraph`] keeps its states: as the game's own states
//! ([`Store::Plain`], any game), or packed into one `u64` each ([`Store::Packed`],
//! games implementing [`PackedGame`]: half or a third of the memory, and a key
//! that hashes and compares in one instruction). The enumeration is written once
//! over a [`Codec`], the translation between states and stored keys.

use super::packed::PackedGame;
use super::table::IdTable;
use crate::engine::Game;
use foldhash::fast::RandomState;
use std::borrow::Cow;
use std::hash::{BuildHasher, Hash};

/// The states of a graph, indexed by id.
#[derive(Clone, Debug)]
pub enum Store<G: Game> {
    /// The states themselves.
    Plain(Vec<G::State>),
    /// One key per state, with the game's packing and unpacking functions.
    Packed {
        keys: Vec<u64>,
        pack: fn(&G, &G::State) -> u64,
        unpack: fn(&G, u64) -> G::State,
    },
}

impl<G: Game> Store<G> {
    /// The state with id `id` (unpacked when packed).
    pub fn get(&self, g: &G, id: u32) -> Cow<'_, G::State> {
        match self {
            Store::Plain(states) => Cow::Borrowed(&states[id as usize]),
            Store::Packed { keys, unpack, .. } => Cow::Owned(unpack(g, keys[id as usize])),
        }
    }

    /// The id of `s` in `table` (filled with the hashes `hasher` gave the
    /// stored keys), or `None` when `s` is not stored (or, packed, cannot be:
    /// it does not survive packing and unpacking).
    pub fn find(&self, g: &G, hasher: &RandomState, table: &IdTable, s: &G::State) -> Option<u32> {
        match self {
            Store::Plain(states) => table
                .find(hasher.hash_one(s), |id| states[id as usize] == *s)
                .ok(),
            Store::Packed { keys, pack, unpack } => {
                let key = pack(g, s);
                if unpack(g, key) != *s {
                    return None;
                }
                table
                    .find(hasher.hash_one(key), |id| keys[id as usize] == key)
                    .ok()
            }
        }
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        match self {
            Store::Plain(states) => states.capacity() * size_of::<G::State>(),
            Store::Packed { keys, .. } => keys.capacity() * 8,
        }
    }
}

/// The translation between a game's states and the keys an enumeration stores.
pub trait Codec<G: Game> {
    type Key: Clone + Eq + Hash;
    fn key(g: &G, s: G::State) -> Self::Key;
    fn state(g: &G, key: &Self::Key) -> G::State;
    /// The store holding `keys`.
    fn store(keys: Vec<Self::Key>) -> Store<G>;
}

/// States stored as they are (any game).
pub struct Plain;

impl<G: Game> Codec<G> for Plain {
    type Key = G::State;

    fn key(_g: &G, s: G::State) -> G::State {
        s
    }

    fn state(_g: &G, key: &G::State) -> G::State {
        key.clone()
    }

    fn store(keys: Vec<G::State>) -> Store<G> {
        Store::Plain(keys)
    }
}

/// States packed into a `u64` by the game ([`PackedGame`]).
pub struct Packed;

impl<G: PackedGame> Codec<G> for Packed {
    type Key = u64;

    #[inline]
    fn key(g: &G, s: G::State) -> u64 {
        g.pack(&s)
    }

    #[inline]
    fn state(g: &G, key: &u64) -> G::State {
        g.unpack(*key)
    }

    fn store(keys: Vec<u64>) -> Store<G> {
        Store::Packed {
            keys,
            pack: |g, s| g.pack(s),
            unpack: |g, k| g.unpack(k),
        }
    }
}
