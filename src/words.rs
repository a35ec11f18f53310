//! Zeroed memory for a big table read at random, as 64-bit words: an anonymous
//! mapping advised for transparent huge pages (through `memmap2`'s safe API),
//! or a plain vector where no mapping is wanted or can be made. With 4 KB pages
//! nearly every probe of a table of tens of megabytes also misses the TLB (and
//! a prefetch waits for the page walk); with 2 MB pages the page entries stay
//! cached. (Linux gives huge pages to advised memory when
//! `/sys/kernel/mm/transparent_hugepage/enabled` is `always` or `madvise`.)
//! Used by the exact Connect Four solver's table (`search::tt`) and by the
//! attractor solver's numbering (`solve::index`). The words can also be seen
//! as atomics ([`Words::atomics`], through `zerocopy`'s checked casts, no
//! `unsafe`), for a table that several threads share.

use memmap2::{Advice, MmapMut};
use std::sync::atomic::AtomicU64;
use zerocopy::{FromBytes, IntoBytes};

/// The size of a huge page: tables smaller than this gain nothing from one.
pub const HUGE_PAGE_BYTES: usize = 2 << 20;

/// `len` words, all zero at first.
pub struct Words {
    memory: Memory,
}

enum Memory {
    /// Words rather than bytes: aligned for [`Words::atomics`].
    Heap(Vec<u64>),
    Mapped(MmapMut),
}

impl Words {
    /// `len` zero words: mapped and advised for huge pages when `huge` (and
    /// the system allows it), on the heap otherwise. The pages are taken on
    /// their first write ([`Words::fill_zero`] takes them all at once).
    pub fn zeroed(len: usize, huge: bool) -> Self {
        let bytes = 8 * len;
        let memory = huge
            .then(|| MmapMut::map_anon(bytes).ok())
            .flatten()
            .map_or_else(
                || Memory::Heap(vec![0; len]),
                |map| {
                    // Only advice: without huge pages the table still works.
                    let _ = map.advise(Advice::HugePage);
                    Memory::Mapped(map)
                },
            );
        Words { memory }
    }

    /// `len` zero words, mapped for huge pages when they take at least one.
    pub fn zeroed_sized(len: usize) -> Self {
        Words::zeroed(len, 8 * len >= HUGE_PAGE_BYTES)
    }

    /// Whether the words are in a mapping advised for huge pages.
    pub fn mapped(&self) -> bool {
        matches!(self.memory, Memory::Mapped(_))
    }

    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        match &self.memory {
            Memory::Heap(v) => v.as_bytes(),
            Memory::Mapped(m) => m,
        }
    }

    #[inline(always)]
    fn bytes_mut(&mut self) -> &mut [u8] {
        match &mut self.memory {
            Memory::Heap(v) => v.as_mut_bytes(),
            Memory::Mapped(m) => m,
        }
    }

    /// The words as atomics, to be shared between threads while borrowed
    /// (both kinds of memory are 8-byte aligned: a mapping starts on a page,
    /// the heap's words are `u64`s; the cast checks it).
    pub fn atomics(&mut self) -> &[AtomicU64] {
        <[AtomicU64]>::mut_from_bytes(self.bytes_mut()).map_or(&[], |a| &*a)
    }

    /// The number of words.
    #[inline]
    pub fn len(&self) -> usize {
        self.bytes().len() / 8
    }

    /// Whether there is no word.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Word `i` (`None` past the end).
    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<u64> {
        let start = i.checked_mul(8)?;
        let b = self.bytes().get(start..start.checked_add(8)?)?;
        b.try_into().ok().map(u64::from_ne_bytes)
    }

    /// Sets word `i` (nothing past the end).
    #[inline(always)]
    pub fn set(&mut self, i: usize, word: u64) {
        let start = i.saturating_mul(8);
        if let Some(b) = self.bytes_mut().get_mut(start..start.saturating_add(8)) {
            b.copy_from_slice(&word.to_ne_bytes());
        }
    }

    /// Asks the processor to start loading word `i` into the cache (nothing
    /// past the end, or off x86_64; see [`crate::prefetch`]). Unlike a load, a
    /// prefetch does not hold the processor up until the data arrives, so the
    /// loads of several slots overlap: the exact Connect Four solver spends
    /// most of its time waiting for its table, and prefetching the children's
    /// slots cut its processor time by about a quarter, where a plain load
    /// changed nothing measurable.
    #[inline(always)]
    pub fn prefetch(&self, i: usize) {
        crate::prefetch::prefetch(self.bytes(), i.saturating_mul(8));
    }

    /// Sets every word to 0.
    pub fn fill_zero(&mut self) {
        self.bytes_mut().fill(0);
    }

    /// Every word, in order.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.bytes()
            .chunks_exact(8)
            .filter_map(|b| b.try_into().ok().map(u64::from_ne_bytes))
    }

    /// Bytes held (on the heap or mapped).
    pub fn bytes_held(&self) -> usize {
        self.bytes().len()
    }
}

impl Default for Words {
    fn default() -> Self {
        Words {
            memory: Memory::Heap(Vec::new()),
        }
    }
}

impl Clone for Words {
    fn clone(&self) -> Self {
        let mut copy = Words::zeroed(self.len(), self.mapped());
        copy.bytes_mut().copy_from_slice(self.bytes());
        copy
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mapped = self.mapped();
        write!(f, "Words {{ len: {}, mapped: {mapped} }}", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back_on_the_heap_and_mapped() {
        for (len, huge) in [(1000, false), (1000, true), (HUGE_PAGE_BYTES / 8 + 3, true)] {
            let mut w = Words::zeroed(len, huge);
            assert_eq!((w.len(), w.mapped()), (len, huge));
            assert_eq!(
                (w.get(0), w.get(len - 1), w.get(len)),
                (Some(0), Some(0), None)
            );
            w.set(len - 1, u64::MAX - 5);
            w.set(0, 7);
            w.set(len, 1); // past the end: ignored
            w.prefetch(len - 1);
            w.prefetch(len + 10); // past the end: nothing
            assert_eq!(w.get(usize::MAX), None);
            w.set(usize::MAX, 1);
            let copy = w.clone();
            for t in [&w, &copy] {
                assert_eq!(
                    (t.get(0), t.get(1), t.get(len - 1)),
                    (Some(7), Some(0), Some(u64::MAX - 5))
                );
                assert_eq!(t.iter().filter(|&x| x != 0).count(), 2);
            }
            let atomics = w.atomics();
            assert_eq!(atomics.len(), len);
            atomics[1].store(9, std::sync::atomic::Ordering::Relaxed);
            assert_eq!(w.get(1), Some(9));
            w.fill_zero();
            assert_eq!(w.iter().filter(|&x| x != 0).count(), 0);
        }
        assert!(!Words::zeroed_sized(1000).mapped());
        assert!(Words::zeroed_sized(HUGE_PAGE_BYTES / 8).mapped());
    }
}
