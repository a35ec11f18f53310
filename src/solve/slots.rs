//! The slots of the numbering's big table ([`super::index::Inline`]): 64-bit
//! words, zero at first, in an anonymous mapping advised for transparent huge
//! pages when the table is large (through `memmap2`'s safe API), else on the
//! heap. The table is read at random: with 4 KB pages nearly every lookup of
//! a table of tens of megabytes also misses the TLB (and its prefetch waits
//! for the page walk); with 2 MB pages the page entries stay cached. (Linux
//! gives huge pages to advised memory when
//! `/sys/kernel/mm/transparent_hugepage/enabled` is `always` or `madvise`.)
//! The exact Connect Four solver's table does the same (`search::tt`).

use memmap2::{Advice, MmapMut};

/// Tables from this many bytes (a huge page) are mapped.
const MAP_FROM_BYTES: usize = 2 << 20;

/// `len` words.
pub struct Slots {
    memory: Memory,
}

enum Memory {
    Heap(Vec<u8>),
    Mapped(MmapMut),
}

impl Slots {
    /// `len` zero words.
    pub fn zeroed(len: usize) -> Self {
        let bytes = 8 * len;
        let mapped = (bytes >= MAP_FROM_BYTES)
            .then(|| MmapMut::map_anon(bytes).ok())
            .flatten();
        let memory = match mapped {
            Some(map) => {
                // Only advice: without huge pages the table still works.
                let _ = map.advise(Advice::HugePage);
                Memory::Mapped(map)
            }
            None => Memory::Heap(vec![0; bytes]),
        };
        Slots { memory }
    }

    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        match &self.memory {
            Memory::Heap(v) => v,
            Memory::Mapped(m) => m,
        }
    }

    /// The number of words.
    #[inline]
    pub fn len(&self) -> usize {
        self.bytes().len() / 8
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
        let bytes = match &mut self.memory {
            Memory::Heap(v) => &mut v[..],
            Memory::Mapped(m) => &mut m[..],
        };
        let start = i.saturating_mul(8);
        if let Some(b) = bytes.get_mut(start..start.saturating_add(8)) {
            b.copy_from_slice(&word.to_ne_bytes());
        }
    }

    /// Asks the processor to start loading word `i` ([`crate::prefetch`]).
    #[inline(always)]
    pub fn prefetch(&self, i: usize) {
        crate::prefetch::prefetch(self.bytes(), i.saturating_mul(8));
    }

    /// Every word, in order.
    pub fn words(&self) -> impl Iterator<Item = u64> + '_ {
        self.bytes()
            .chunks_exact(8)
            .filter_map(|b| b.try_into().ok().map(u64::from_ne_bytes))
    }

    /// Heap (or mapped) bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.bytes().len()
    }
}

impl Default for Slots {
    fn default() -> Self {
        Slots {
            memory: Memory::Heap(Vec::new()),
        }
    }
}

impl Clone for Slots {
    fn clone(&self) -> Self {
        let mut copy = Slots::zeroed(self.len());
        match &mut copy.memory {
            Memory::Heap(v) => v.copy_from_slice(self.bytes()),
            Memory::Mapped(m) => m.copy_from_slice(self.bytes()),
        }
        copy
    }
}

impl std::fmt::Debug for Slots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mapped = matches!(self.memory, Memory::Mapped(_));
        write!(f, "Slots {{ len: {}, mapped: {mapped} }}", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back_on_the_heap_and_mapped() {
        for len in [1000, MAP_FROM_BYTES / 8 + 3] {
            let mut s = Slots::zeroed(len);
            assert_eq!(s.len(), len);
            assert_eq!(
                (s.get(0), s.get(len - 1), s.get(len)),
                (Some(0), Some(0), None)
            );
            s.set(len - 1, u64::MAX - 5);
            s.set(0, 7);
            s.set(len, 1); // past the end: ignored
            s.prefetch(len + 10); // past the end: nothing
            assert_eq!(s.get(usize::MAX), None);
            s.set(usize::MAX, 1);
            let copy = s.clone();
            for t in [&s, &copy] {
                assert_eq!(
                    (t.get(0), t.get(1), t.get(len - 1)),
                    (Some(7), Some(0), Some(u64::MAX - 5))
                );
                assert_eq!(t.words().filter(|&w| w != 0).count(), 2);
            }
        }
    }
}
