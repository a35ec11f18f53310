//! Zeroed memory for a big table, read and written as 64-bit words: an anonymous
//! mapping advised for transparent huge pages (through `memmap2`'s safe API),
//! or a plain vector where no mapping can be made. With 4 KB pages every probe
//! of a table of a hundred megabytes misses the TLB too; with 2 MB pages its
//! page entries stay cached. (Linux gives huge pages to advised memory when
//! `/sys/kernel/mm/transparent_hugepage/enabled` is `always` or `madvise`.)

use memmap2::{Advice, MmapMut};

/// `len` words, all zero at first.
pub struct Words {
    memory: Memory,
}

enum Memory {
    Mapped(MmapMut),
    Heap(Vec<u8>),
}

impl Words {
    /// `len` zero words: mapped and advised for huge pages when `huge` (and
    /// the system allows it), on the heap otherwise.
    pub fn zeroed(len: usize, huge: bool) -> Self {
        let bytes = len * 8;
        let memory = huge
            .then(|| MmapMut::map_anon(bytes).ok())
            .flatten()
            .map_or_else(
                || Memory::Heap(vec![0; bytes]),
                |map| {
                    // Only advice: without huge pages the table still works.
                    let _ = map.advise(Advice::HugePage);
                    Memory::Mapped(map)
                },
            );
        let mut words = Words { memory };
        if words.mapped() {
            // Take the pages now (the kernel gives huge ones on these first
            // writes), not during the first search.
            words.fill_zero();
        }
        words
    }

    /// Whether the words are in a mapping advised for huge pages.
    pub fn mapped(&self) -> bool {
        matches!(self.memory, Memory::Mapped(_))
    }

    #[inline]
    fn bytes(&self) -> &[u8] {
        match &self.memory {
            Memory::Mapped(map) => map,
            Memory::Heap(v) => v,
        }
    }

    #[inline]
    fn bytes_mut(&mut self) -> &mut [u8] {
        match &mut self.memory {
            Memory::Mapped(map) => map,
            Memory::Heap(v) => v,
        }
    }

    /// Word `i` (0 past the end).
    #[inline]
    pub fn get(&self, i: usize) -> u64 {
        self.bytes()
            .get(i * 8..i * 8 + 8)
            .and_then(|b| b.try_into().ok())
            .map_or(0, u64::from_ne_bytes)
    }

    /// Sets word `i` (nothing past the end).
    #[inline]
    pub fn set(&mut self, i: usize, word: u64) {
        if let Some(b) = self.bytes_mut().get_mut(i * 8..i * 8 + 8) {
            b.copy_from_slice(&word.to_ne_bytes());
        }
    }

    /// Asks the processor to start loading word `i` into the cache (nothing past
    /// the end, or off x86_64). A prefetch instruction, unlike a load, does not
    /// hold the processor up until the data arrives, so the loads of several
    /// slots overlap: the exact Connect Four solver spends most of its time
    /// waiting for its table, and prefetching the children's slots cut its
    /// processor time by about a quarter, where a plain load (the safe
    /// alternative) changed nothing measurable.
    #[inline]
    pub fn prefetch(&self, i: usize) {
        crate::prefetch::prefetch(self.bytes(), i.saturating_mul(8));
    }

    /// Sets every word to 0.
    pub fn fill_zero(&mut self) {
        self.bytes_mut().fill(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back() {
        for huge in [false, true] {
            let mut w = Words::zeroed(1000, huge);
            assert!(huge || !w.mapped());
            assert_eq!(w.get(999), 0);
            w.set(999, u64::MAX - 5);
            w.set(0, 7);
            w.set(1000, 1); // past the end: ignored
            assert_eq!((w.get(0), w.get(1), w.get(999)), (7, 0, u64::MAX - 5));
            assert_eq!(w.get(1000), 0);
            w.prefetch(999);
            w.prefetch(5000); // past the end: nothing
            w.fill_zero();
            assert_eq!((w.get(0), w.get(999)), (0, 0));
        }
    }
}
