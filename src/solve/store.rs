//! How a [`super::StateGraph`] keeps its states and finds their ids: as the
//! game's own states in an [`Interner`] ([`Store::Plain`], any game), or packed
//! into `u64` keys ([`Store::Packed`], games implementing [`PackedGame`]: a
//! third to half of the memory for Chomp and Connect Four, and keys that hash
//! and compare in one instruction), numbered by the fastest table the keys
//! allow ([`PackedIds`]). The enumerations are written once over a [`Codec`],
//! the translation between states and stored keys and the numbering of the
//! keys.

use super::index::{Direct, DirectIds, INLINE_KEY_BITS, Inline};
use super::table::{Interner, Numbering};
use crate::engine::{Game, PackedGame, child_at};
use std::borrow::Cow;
use std::marker::PhantomData;

/// The states of a graph, indexed by id, with the table of their ids.
#[derive(Clone, Debug)]
pub enum Store<G: Game> {
    /// The states themselves.
    Plain(Interner<G::State>),
    /// One key per state, with the game's packing, unpacking and index.
    Packed {
        ids: PackedIds,
        pack: fn(&G, &G::State) -> u64,
        unpack: fn(&G, u64) -> G::State,
        index: fn(&G, u64) -> Option<usize>,
    },
}

/// The packed keys by id, with the table of their ids.
#[derive(Clone, Debug)]
pub enum PackedIds {
    /// Any keys: a table of ids pointing to the keys ([`Interner`]).
    Hashed(Interner<u64>),
    /// Keys of at most [`INLINE_KEY_BITS`] bits: a table of keys with their ids.
    Inline(Inline),
    /// Keys with a perfect index ([`PackedGame::index`]): an array of ids.
    Direct(DirectIds),
}

impl PackedIds {
    fn key(&self, id: u32) -> u64 {
        match self {
            PackedIds::Hashed(t) => *t.key(id),
            PackedIds::Inline(t) => t.keys[id as usize],
            PackedIds::Direct(t) => t.keys[id as usize],
        }
    }

    /// The id of `key`; `index` gives its perfect index (for [`PackedIds::Direct`]).
    fn find(&self, key: u64, index: impl FnOnce(u64) -> Option<usize>) -> Option<u32> {
        match self {
            PackedIds::Hashed(t) => t.find(&key),
            PackedIds::Inline(t) => t.find(key),
            PackedIds::Direct(t) => t.find(key, index(key)),
        }
    }

    fn heap_bytes(&self) -> usize {
        match self {
            PackedIds::Hashed(t) => 8 * t.keys.capacity() + t.table.heap_bytes(),
            PackedIds::Inline(t) => t.heap_bytes(),
            PackedIds::Direct(t) => t.heap_bytes(),
        }
    }
}

impl<G: Game> Store<G> {
    /// The state with id `id` (unpacked when packed).
    pub fn get(&self, g: &G, id: u32) -> Cow<'_, G::State> {
        match self {
            Store::Plain(interner) => Cow::Borrowed(interner.key(id)),
            Store::Packed { ids, unpack, .. } => Cow::Owned(unpack(g, ids.key(id))),
        }
    }

    /// The id of `s`, or `None` when `s` is not stored (or, packed, cannot be:
    /// it does not survive packing and unpacking).
    pub fn find(&self, g: &G, s: &G::State) -> Option<u32> {
        match self {
            Store::Plain(interner) => interner.find(s),
            Store::Packed {
                ids,
                pack,
                unpack,
                index,
            } => {
                let key = pack(g, s);
                if unpack(g, key) != *s {
                    return None;
                }
                ids.find(key, |k| index(g, k))
            }
        }
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        match self {
            Store::Plain(interner) => {
                interner.keys.capacity() * size_of::<G::State>() + interner.table.heap_bytes()
            }
            Store::Packed { ids, .. } => ids.heap_bytes(),
        }
    }
}

/// The translation between a game's states and the keys an enumeration stores,
/// and the numbering of the keys.
pub trait Codec<G: Game> {
    type Key: Clone;
    type Numbering: Numbering<Key = Self::Key>;
    fn key(g: &G, s: &G::State) -> Self::Key;
    /// The state of a key from [`Codec::children`].
    fn state(g: &G, key: &Self::Key) -> G::State;
    /// The keys of the children of `s` (not terminal), in the order of the
    /// legal actions, with their hashes for the numbering, when the codec has
    /// a faster way than playing each move: then `true`. A numbering
    /// [`Numbering::BY_INDEX`] may be given only the hashes: then
    /// [`Codec::child_key`] gives the keys wanted.
    fn children(
        _g: &G,
        _numbering: &Self::Numbering,
        _s: &G::State,
        _keys: &mut Vec<Self::Key>,
        _hashes: &mut Vec<u64>,
    ) -> bool {
        false
    }
    /// The key of the child of `s` by its `pos`-th legal action.
    fn child_key(g: &G, s: &G::State, pos: usize) -> Self::Key {
        Self::key(g, &child_at(g, s, pos))
    }
    /// An empty numbering for `g`'s keys.
    fn numbering(g: &G) -> Self::Numbering;
    /// The store of the numbered keys.
    fn store(numbering: Self::Numbering) -> Store<G>;
}

/// States stored as they are (any game).
pub struct Plain;

impl<G: Game> Codec<G> for Plain {
    type Key = G::State;
    type Numbering = Interner<G::State>;

    fn key(_g: &G, s: &G::State) -> G::State {
        s.clone()
    }

    fn state(_g: &G, key: &G::State) -> G::State {
        key.clone()
    }

    fn numbering(_g: &G) -> Interner<G::State> {
        Interner::default()
    }

    fn store(mut numbering: Interner<G::State>) -> Store<G> {
        numbering.keys.shrink_to_fit();
        Store::Plain(numbering)
    }
}

/// A numbering of packed keys that a [`Store::Packed`] can keep.
pub trait PackedNumbering<G: PackedGame>: Numbering<Key = u64> {
    fn new(g: &G) -> Self;
    fn into_ids(self) -> PackedIds;
}

impl<G: PackedGame> PackedNumbering<G> for Interner<u64> {
    /// A sparse table for games with few states ([`FEW_STATES`]), whose
    /// tables stay small anyway.
    fn new(g: &G) -> Self {
        if g.states_at_most().is_some_and(|n| n <= FEW_STATES) {
            Interner::sparse()
        } else {
            Interner::default()
        }
    }

    fn into_ids(mut self) -> PackedIds {
        self.keys.shrink_to_fit();
        PackedIds::Hashed(self)
    }
}

impl<G: PackedGame> PackedNumbering<G> for Inline {
    fn new(_g: &G) -> Self {
        Inline::default()
    }

    fn into_ids(mut self) -> PackedIds {
        self.keys.shrink_to_fit();
        PackedIds::Inline(self)
    }
}

impl<G: PackedGame, const B: bool> PackedNumbering<G> for Direct<G, B> {
    fn new(g: &G) -> Self {
        Direct::new(g)
    }

    fn into_ids(self) -> PackedIds {
        let mut ids = self.into_ids();
        ids.keys.shrink_to_fit();
        PackedIds::Direct(ids)
    }
}

/// States packed by the game ([`PackedGame`]) into `u64` keys, numbered by `N`.
pub struct Packed<N>(PhantomData<N>);

/// Which numbering suits `g`'s keys: [`Direct`] when the game has a perfect
/// index; else [`Inline`] when its keys are narrow enough and it may have
/// more than [`FEW_STATES`] states; else [`Interner`]. With few states, the
/// interner's 4-byte slots take half the memory of the inline table's 8 and,
/// with the keys beside them, stay in the caches: its second read costs
/// little (Cram 4 x 5 was faster so, by a tenth). With many, the inline
/// table saves a cache miss per lookup (Connect Four 4 x 5 was faster so, by
/// a sixth).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackedKind {
    Direct,
    Inline,
    Hashed,
}

/// At most this many states: the [`Interner`] ([`PackedKind::of`]).
pub const FEW_STATES: u64 = 1 << 20;

impl PackedKind {
    pub fn of<G: PackedGame>(g: &G) -> PackedKind {
        if g.index_len().is_some() {
            PackedKind::Direct
        } else if g.key_bits() <= INLINE_KEY_BITS
            && g.states_at_most().is_none_or(|n| n > FEW_STATES)
        {
            PackedKind::Inline
        } else {
            PackedKind::Hashed
        }
    }
}

impl<G: PackedGame, N: PackedNumbering<G>> Codec<G> for Packed<N> {
    type Key = u64;
    type Numbering = N;

    #[inline]
    fn key(g: &G, s: &G::State) -> u64 {
        g.pack(s)
    }

    #[inline]
    fn state(g: &G, key: &u64) -> G::State {
        g.unpack(*key)
    }

    /// The game's own children ([`PackedGame::children`]): only their
    /// indices for a [`Direct`] numbering by index (the hashes: the keys
    /// come from [`Codec::child_key`]), else their keys, hashed.
    #[inline]
    fn children(
        g: &G,
        numbering: &N,
        s: &G::State,
        keys: &mut Vec<u64>,
        hashes: &mut Vec<u64>,
    ) -> bool {
        if N::BY_INDEX {
            return g.children(s, keys, Some(hashes));
        }
        let fast = g.children(s, keys, None);
        hashes.extend(keys.iter().map(|k| numbering.hash(k)));
        fast
    }

    #[inline]
    fn child_key(g: &G, s: &G::State, pos: usize) -> u64 {
        g.child_key(s, pos)
    }

    fn numbering(g: &G) -> N {
        N::new(g)
    }

    fn store(numbering: N) -> Store<G> {
        Store::Packed {
            ids: numbering.into_ids(),
            pack: |g, s| g.pack(s),
            unpack: |g, k| g.unpack(k),
            index: |g, k| {
                let len = g.index_len()?;
                Some(g.index(k)).filter(|&i| i < len)
            },
        }
    }
}
