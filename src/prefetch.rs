//! The processor's prefetch hint: start loading a value into the caches
//! without waiting for it, so that several loads overlap. The exact Connect
//! Four solver's table ([`crate::search::tt`]) and the attractor solver's
//! numbering ([`crate::solve`]) use it where they wait on memory; a plain
//! load, the safe alternative, holds the processor up and measured no gain.
//! This is the crate's one use of `unsafe`.

/// Asks the processor to bring `slice[i]` into its caches (nothing when `i` is
/// out of bounds, or off x86-64).
#[inline(always)]
#[allow(unsafe_code)]
pub fn prefetch<T>(slice: &[T], i: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(p) = slice.get(i) {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: `_mm_prefetch` needs SSE, which every x86-64 processor has;
        // a prefetch is only a hint (it reads nothing into the program and
        // cannot fault), and `p` points into a live slice anyway.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((p as *const T).cast()) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, i);
}

#[cfg(test)]
mod tests {
    #[test]
    fn any_index_is_harmless() {
        let v = vec![1u64, 2, 3];
        for i in [0, 2, 3, usize::MAX] {
            super::prefetch(&v, i);
        }
        super::prefetch::<u8>(&[], 0);
        assert_eq!(v, [1, 2, 3]);
    }
}
