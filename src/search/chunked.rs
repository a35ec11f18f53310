//! [`Chunked`]: a growable table kept in fixed-size chunks, for the trace's node
//! arena and event list. Pushing never moves what is stored (no reallocation
//! copies while a search records) and the spare capacity is at most one chunk, so
//! the memory per node stays what the items cost. Indexing is O(1). Not a general
//! container: push, read, change in place, iterate.

/// Items per chunk.
const CHUNK: usize = 8192;

/// A table of `T` in chunks of [`CHUNK`] items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunked<T> {
    chunks: Vec<Vec<T>>,
    len: usize,
}

impl<T> Default for Chunked<T> {
    fn default() -> Self {
        Chunked {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T> Chunked<T> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, item: T) {
        if self.len.is_multiple_of(CHUNK) {
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        if let Some(last) = self.chunks.last_mut() {
            last.push(item);
            self.len += 1;
        }
    }

    pub fn get(&self, i: usize) -> Option<&T> {
        self.chunks.get(i / CHUNK)?.get(i % CHUNK)
    }

    pub fn get_mut(&mut self, i: usize) -> Option<&mut T> {
        self.chunks.get_mut(i / CHUNK)?.get_mut(i % CHUNK)
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.chunks.iter().flatten()
    }

    /// The heap memory held, in bytes (capacities, not lengths).
    pub fn memory_bytes(&self) -> usize {
        let items: usize = self.chunks.iter().map(Vec::capacity).sum();
        items * size_of::<T>() + self.chunks.capacity() * size_of::<Vec<T>>()
    }

    /// Gives back the spare capacity of the last chunk.
    pub fn shrink_to_fit(&mut self) {
        if let Some(last) = self.chunks.last_mut() {
            last.shrink_to_fit();
        }
        self.chunks.shrink_to_fit();
    }
}

impl<T> FromIterator<T> for Chunked<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut c = Chunked::default();
        for item in items {
            c.push(item);
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pushes_reads_and_changes_across_chunks() {
        let mut c: Chunked<u32> = (0..(2 * CHUNK as u32 + 5)).collect();
        assert_eq!(c.len(), 2 * CHUNK + 5);
        assert_eq!(c.get(CHUNK), Some(&(CHUNK as u32)));
        assert_eq!(c.get(2 * CHUNK + 5), None);
        if let Some(x) = c.get_mut(CHUNK + 1) {
            *x = 7;
        }
        assert_eq!(c.get(CHUNK + 1), Some(&7));
        assert_eq!(c.iter().count(), c.len());
        assert!(c.memory_bytes() >= 3 * CHUNK * 4);
        c.shrink_to_fit();
        assert!(c.memory_bytes() < (2 * CHUNK + 64) * 4 + 3 * size_of::<Vec<u32>>() + 64);
    }
}
