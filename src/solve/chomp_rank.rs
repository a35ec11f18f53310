//! The rank of a Chomp bar among the bars of its size, for the solver's direct
//! index ([`super::PackedGame::index`]), and the children of a bar with their
//! ranks ([`for_each_child`]), without playing the moves.
//!
//! A bar of `R` rows is its row lengths `l_0 >= l_1 >= ... >= l_{R-1}`, each up
//! to `cols` (the packed key holds `l_r` in byte `r`). The numbers
//! `c_r = l_r + R - 1 - r` are strictly decreasing: an `R`-subset of
//! `0..R + cols`, whose rank in the combinatorial number system is the sum of
//! the terms `c_r` choose `R - r`. The ranks of the bars of a size are exactly
//! `0..(R + cols choose R)`.

/// `BINOMIAL[n][k]`, the binomial coefficient `n` choose `k`, for `n` up to 16.
const BINOMIAL: [[u32; 9]; 17] = {
    let mut t = [[0; 9]; 17];
    let mut n = 0;
    while n < 17 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 9 && n > 0 {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

/// The term of row `r` of length `len` in the rank of a bar of `rows` rows
/// (0 from row `rows` on; lengths beyond 8 count as the longest).
const fn term(rows: usize, r: usize, len: usize) -> u32 {
    if r >= rows {
        return 0;
    }
    let n = len + rows - 1 - r;
    BINOMIAL[if n > 16 { 16 } else { n }][rows - r]
}

/// `PAIRS[rows % 8][p][l | m << 4]`: the terms of rows `2p` and `2p + 1`, of
/// lengths `l` and `m`, for bars of `rows` rows (8 for 0).
const PAIRS: [[[u16; 256]; 4]; 8] = {
    let mut t = [[[0; 256]; 4]; 8];
    let mut rows = 0;
    while rows < 8 {
        let r = if rows == 0 { 8 } else { rows };
        let mut p = 0;
        while p < 4 {
            let mut b = 0;
            while b < 256 {
                t[rows][p][b] = (term(r, 2 * p, b & 15) + term(r, 2 * p + 1, b >> 4)) as u16;
                b += 1;
            }
            p += 1;
        }
        rows += 1;
    }
    t
};

/// `SUFFIX[rows % 8][len][r]`: the terms of rows `r..8` all of length `len`.
const SUFFIX: [[[u32; 9]; 9]; 8] = {
    let mut t = [[[0; 9]; 9]; 8];
    let mut rows = 0;
    while rows < 8 {
        let rs = if rows == 0 { 8 } else { rows };
        let mut len = 0;
        while len < 9 {
            let mut r = 8;
            while r > 0 {
                r -= 1;
                t[rows][len][r] = t[rows][len][r + 1] + term(rs, r, len);
            }
            len += 1;
        }
        rows += 1;
    }
    t
};

/// `BELOW[h]`: the bytes of rows `0..h`.
const BELOW: [u64; 9] = {
    let mut t = [0; 9];
    let mut h = 1;
    while h < 9 {
        t[h] = t[h - 1] | 0xFF << (8 * (h - 1));
        h += 1;
    }
    t
};

/// One in each byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// The number of bars of `rows` x `cols` (both from 1 to 8).
pub fn shapes(rows: u8, cols: u8) -> usize {
    BINOMIAL[(rows + cols) as usize][rows as usize] as usize
}

/// The rank of the bar whose lengths are the bytes of `key` (bits above each
/// byte's low nibble ignored), among the bars of `rows` rows: the terms come
/// from [`PAIRS`], two rows at a time.
#[inline]
pub fn rank(rows: u8, key: u64) -> usize {
    let pairs = &PAIRS[rows as usize & 7];
    let lengths = key & 0x0F0F_0F0F_0F0F_0F0F;
    let y = lengths | lengths >> 4;
    (0..4)
        .map(|p| pairs[p][(y >> (16 * p)) as u8 as usize] as usize)
        .sum()
}

/// Calls `f(lengths, rank)` for each child of the bar of `rows` rows, squares
/// `board` and row lengths `lengths` (one per byte), in the order of the
/// squares eaten (`8 * r + c` increasing). Eating `(r, c)` cuts the rows from
/// `r` to the height of column `c` (those longer than `c`) to `c` squares; its
/// rank differs from the parent's only by the terms of those rows:
/// `P_r + S_c(r) - S_c(h_c) + rank - P_{h_c}`, with `P` the prefix sums of the
/// parent's terms, `S_c` the suffix sums of the terms of rows of length `c`
/// ([`SUFFIX`]) and `h_c` the height of column `c`.
#[inline]
pub fn for_each_child(rows: u8, board: u64, lengths: u64, mut f: impl FnMut(u64, u32)) {
    let rows = rows as usize & 7;
    let suffix = &SUFFIX[rows];
    let len = |r: usize| (lengths >> (8 * r)) as usize & 0xF;
    let mut prefix = [0u32; 9];
    for r in 0..8 {
        prefix[r + 1] = prefix[r] + (suffix[len(r).min(8)][r] - suffix[len(r).min(8)][r + 1]);
    }
    let rank = prefix[8];
    // Per column `c` of the first row: the rows it cuts and the rest of the rank.
    let (mut cut_rows, mut rest) = ([0u64; 8], [0u32; 8]);
    for c in 0..len(0).min(8) {
        let h = ((board >> c) & ONES).count_ones() as usize;
        cut_rows[c] = BELOW[h];
        rest[c] = rank.wrapping_sub(prefix[h]).wrapping_sub(suffix[c][h]);
    }
    for r in 0..8 {
        let l = len(r).min(8);
        if l == 0 {
            break;
        }
        for c in 0..l {
            let cut = cut_rows[c] & !BELOW[r];
            let key = (lengths & !cut) | ((c as u64 * ONES) & cut);
            f(
                key,
                prefix[r].wrapping_add(suffix[c][r]).wrapping_add(rest[c]),
            );
        }
    }
}
