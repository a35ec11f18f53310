//! Indexing a table by a key's remainder modulo a prime, for structured keys
//! (close numbers for related positions, as Connect Four's `current + mask`):
//! related positions then tend to share cache lines and pages, and the remainder
//! depends on every bit of the key. The remainder is computed by a Barrett
//! reduction (one wide multiplication) instead of a division.

/// The largest prime at most `n` (`n` >= 2), by trial division (once per table).
pub fn prime_at_most(n: u64) -> u64 {
    let is_prime = |k: u64| {
        (2..)
            .take_while(|d| d * d <= k)
            .all(|d| !k.is_multiple_of(d))
    };
    (2..=n).rev().find(|&k| is_prime(k)).unwrap_or(2)
}

/// `key % prime` for a fixed odd prime below `2^32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrimeIndex {
    prime: u64,
    /// `floor(2^64 / prime)`.
    inverse: u64,
}

impl PrimeIndex {
    /// The largest prime at most `slots` (`slots` from 4 to `2^32`).
    pub fn at_most(slots: u64) -> Self {
        let prime = prime_at_most(slots.clamp(4, 1 << 32));
        PrimeIndex {
            prime,
            inverse: ((1u128 << 64) / prime as u128) as u64,
        }
    }

    pub fn prime(&self) -> u64 {
        self.prime
    }

    /// `key % prime`. With `m = floor(2^64 / p)`, `q = floor(key * m / 2^64)` is
    /// `floor(key / p)` or one less (`key * m / 2^64 > key / p - 1`), so
    /// `key - q * p` is below `2 p`: one subtraction at most finishes it.
    #[inline]
    pub fn of(&self, key: u64) -> usize {
        self.split(key).1
    }

    /// `(key / prime, key % prime)`, by the same reduction as [`PrimeIndex::of`].
    #[inline]
    pub fn split(&self, key: u64) -> (u64, usize) {
        let q = ((key as u128 * self.inverse as u128) >> 64) as u64;
        let r = key - q * self.prime;
        if r >= self.prime {
            (q + 1, (r - self.prime) as usize)
        } else {
            (q, r as usize)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primes_and_remainders() {
        assert_eq!(prime_at_most(16), 13);
        assert_eq!(prime_at_most(1 << 24), 16_777_213);
        for slots in [16, 1 << 20, 1 << 24, 1 << 28, 1 << 32] {
            let ix = PrimeIndex::at_most(slots);
            let p = ix.prime();
            let mut x = 0x9E37_79B9_7F4A_7C15u64;
            let edges = [0, 1, p - 1, p, p + 1, 2 * p - 1, u64::MAX, u64::MAX - 1];
            let near_multiples = (1..64).map(|b| (1u64 << b) / p * p);
            let keys = edges
                .into_iter()
                .chain(near_multiples)
                .chain((0..10_000).map(|_| {
                    // xorshift: keys over the whole range.
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x >> (x % 40)
                }));
            for key in keys {
                assert_eq!(ix.of(key) as u64, key % p, "key {key} modulo {p}");
                assert_eq!(ix.split(key), (key / p, (key % p) as usize));
            }
        }
    }
}
