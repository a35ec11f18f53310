//! Tests of [`CompactTable`]: entries read back as stored, the same answers as
//! the full-key [`Table`] with the same prime index on long random sequences,
//! and partial keys that never confuse two keys.

use super::*;
use crate::search::trace::Bound;
use crate::search::tt::Table;

fn entry(key: u64, value: Value, depth: u8, bound: Bound, horizon: bool) -> Entry<u8> {
    Entry {
        key,
        value,
        depth,
        bound,
        horizon,
        best: (!key.is_multiple_of(9)).then_some((key % 9) as u8),
    }
}

#[test]
fn entries_read_back() {
    for huge in [false, true] {
        let mut t = CompactTable::new(10, 1 << 40, huge);
        assert!(t.partial_keys());
        assert_eq!((t.capacity(), t.slot_bytes()), (1021, 8));
        assert!(
            t.probe(0).is_none(),
            "an empty slot is no entry, even for key 0"
        );
        for (i, bound) in [Bound::Exact, Bound::Lower, Bound::Upper]
            .into_iter()
            .enumerate()
        {
            for (value, depth, horizon, best) in [
                (-128, 0, false, None),
                (127, 255, true, Some(254)),
                (0, 7, false, Some(0)),
                (-21, 255, true, Some(6)),
            ] {
                let key = (1 << 40) - 1 - i as u64;
                let e = Entry {
                    key,
                    value,
                    depth,
                    bound,
                    horizon,
                    best,
                };
                t.store(e);
                assert_eq!(t.probe(key), Some(e));
                assert!(t.probe(key - 1021).is_none(), "same slot, other key");
            }
        }
        t.clear();
        assert!(t.probe((1 << 40) - 1).is_none());
    }
}

#[test]
fn forgets_what_does_not_fit() {
    let mut t = CompactTable::new(8, 1 << 20, false);
    let e = entry(77, 5, 3, Bound::Exact, false);
    t.store(e);
    // A value beyond a byte, a move 255, a key above the bound: not stored; the
    // first two empty the slot they would take.
    t.store(entry(77, 128, 3, Bound::Exact, false));
    assert!(t.probe(77).is_none());
    t.store(e);
    t.store(Entry {
        best: Some(255),
        ..e
    });
    assert!(t.probe(77).is_none());
    t.store(entry(1 << 20, 5, 3, Bound::Exact, false));
    t.store(entry((1 << 20) + 1, 5, 3, Bound::Exact, false));
    assert!(t.probe((1 << 20) + 1).is_none());
    assert_eq!(
        t.probe(1 << 20),
        Some(entry(1 << 20, 5, 3, Bound::Exact, false))
    );
}

/// Random stores and probes of keys crowded into few slots, with values that
/// fit: the compact table answers as the full-key table (the oracle).
#[test]
fn answers_as_the_full_table() {
    for (bits, max_key) in [(8, (1u64 << 49) - 1), (12, (1 << 40) - 1), (16, u64::MAX)] {
        let mut compact = CompactTable::new(bits, max_key, bits == 12);
        let mut full: Table<u8> = Table::with_prime_index(bits);
        assert_eq!(
            compact.capacity() as u64,
            crate::search::tt::prime::prime_at_most(1 << bits)
        );
        assert_eq!(
            compact.partial_keys(),
            bits == 12,
            "2^8 and 2^16 slots: p * 2^32 < the bound"
        );
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        // Keys: a few hundred bases, each with neighbours sharing their low
        // 32 bits or their slot.
        let bases: Vec<u64> = (0..300)
            .map(|_| next() & max_key.min((1 << 48) - 1))
            .collect();
        let p = compact.capacity() as u64;
        let mut hits = 0;
        for step in 0..60_000 {
            let r = next();
            let b = bases[(r % 300) as usize];
            let key = match (r >> 10) % 4 {
                0 => b,
                1 => b.wrapping_add(1 << 32) & max_key,
                2 => b.wrapping_add(p * ((r >> 20) % 5)) & max_key,
                _ => b ^ (r >> 30) & 0xFF,
            };
            if step % 3 == 0 {
                let bound = [Bound::Exact, Bound::Lower, Bound::Upper][(r % 3) as usize];
                let e = entry(
                    key,
                    (r >> 40) as i8 as Value,
                    (r >> 50) as u8,
                    bound,
                    r & 1 == 0,
                );
                compact.store(e);
                full.store(e);
            } else {
                let answer = full.probe(key);
                hits += answer.is_some() as u32;
                assert_eq!(compact.probe(key), answer, "key {key:#x} at step {step}");
            }
        }
        assert!(hits > 1000, "the sequence must hit the table ({hits} hits)");
    }
}

/// The argument of the module documentation on small numbers: below `p * 2^32`,
/// keys with the same low 32 bits fall in different slots.
#[test]
fn partial_keys_are_unique_below_the_bound() {
    let index = PrimeIndex::at_most(16);
    let p = index.prime();
    assert_eq!(p, 13);
    let t = CompactTable::new(4, p * (1 << 32) - 1, false);
    assert!(t.partial_keys());
    assert!(!CompactTable::new(4, p * (1 << 32), false).partial_keys());
    for key in [0, 1, 12, 13, 0xFFFF_FFFF, 0x1_0000_0000, 0x5_1234_5678] {
        for j in 1..13u64 {
            let other = key + j * (1 << 32);
            assert_eq!(other as u32, key as u32);
            assert_ne!(index.of(other), index.of(key), "{key} and {other}");
        }
        assert_eq!(index.of(key + 13 * (1 << 32)), index.of(key));
    }
}
