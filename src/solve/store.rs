//! How a [`super::StateGraph`] keeps its states and finds their ids, in an
//! [`Interner`]: as the game's own states ([`Store::Plain`], any game), or
//! packed into `u64` keys ([`Store::Packed`], games implementing
//! [`PackedGame`]: a third to half of the memory for Chomp and Connect Four,
//! and keys that hash and compare in one instruction). The enumerations are
//! written once over a [`Codec`], the translation between states and stored
//! keys.

use super::packed::PackedGame;
use super::table::{Interner, Numbering};
use crate::engine::Game;
use std::borrow::Cow;

/// The states of a graph, indexed by id, with the table of their ids.
#[derive(Clone, Debug)]
pub enum Store<G: Game> {
    /// The states themselves.
    Plain(Interner<G::State>),
    /// One key per state, with the game's packing and unpacking functions.
    Packed {
        table: Interner<u64>,
        pack: fn(&G, &G::State) -> u64,
        unpack: fn(&G, u64) -> G::State,
    },
}

impl<G: Game> Store<G> {
    /// The state with id `id` (unpacked when packed).
    pub fn get(&self, g: &G, id: u32) -> Cow<'_, G::State> {
        match self {
            Store::Plain(interner) => Cow::Borrowed(interner.key(id)),
            Store::Packed { table, unpack, .. } => Cow::Owned(unpack(g, *table.key(id))),
        }
    }

    /// The id of `s`, or `None` when `s` is not stored (or, packed, cannot be:
    /// it does not survive packing and unpacking).
    pub fn find(&self, g: &G, s: &G::State) -> Option<u32> {
        match self {
            Store::Plain(interner) => interner.find(s),
            Store::Packed {
                table,
                pack,
                unpack,
            } => {
                let key = pack(g, s);
                if unpack(g, key) != *s {
                    return None;
                }
                table.find(&key)
            }
        }
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        match self {
            Store::Plain(interner) => {
                interner.keys.capacity() * size_of::<G::State>() + interner.table.heap_bytes()
            }
            Store::Packed { table, .. } => 8 * table.keys.capacity() + table.table.heap_bytes(),
        }
    }
}

/// The translation between a game's states and the keys an enumeration stores.
pub trait Codec<G: Game> {
    type Key: Clone;
    type Numbering: Numbering<Key = Self::Key>;
    fn key(g: &G, s: G::State) -> Self::Key;
    fn state(g: &G, key: &Self::Key) -> G::State;
    /// The store of the numbered keys.
    fn store(numbering: Self::Numbering) -> Store<G>;
}

/// States stored as they are (any game).
pub struct Plain;

impl<G: Game> Codec<G> for Plain {
    type Key = G::State;
    type Numbering = Interner<G::State>;

    fn key(_g: &G, s: G::State) -> G::State {
        s
    }

    fn state(_g: &G, key: &G::State) -> G::State {
        key.clone()
    }

    fn store(mut numbering: Interner<G::State>) -> Store<G> {
        numbering.keys.shrink_to_fit();
        Store::Plain(numbering)
    }
}

/// States packed by the game ([`PackedGame`]) into `u64` keys.
pub struct Packed;

impl<G: PackedGame> Codec<G> for Packed {
    type Key = u64;
    type Numbering = Interner<u64>;

    #[inline]
    fn key(g: &G, s: G::State) -> u64 {
        g.pack(&s)
    }

    #[inline]
    fn state(g: &G, key: &u64) -> G::State {
        g.unpack(*key)
    }

    fn store(mut table: Interner<u64>) -> Store<G> {
        table.keys.shrink_to_fit();
        Store::Packed {
            table,
            pack: |g, s| g.pack(s),
            unpack: |g, k| g.unpack(k),
        }
    }
}
