//! The rank of a Chomp bar among the bars of its size, for the solver's direct
//! index ([`crate::engine::PackedGame::index`]), and the children of a bar with their
//! ranks ([`Children`]), without playing the moves.
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

/// The children of a bar of `rows` rows, squares `board` and row lengths
/// `lengths` (one per byte): eating `(r, c)` (for `c` below the length of row
/// `r`) cuts the rows from `r` to the height of column `c` (those longer than
/// `c`) to `c` squares ([`Children::key`]); its rank differs from the parent's
/// only by the terms of those rows ([`Children::rank`]):
/// `P_r + S_c(r) - S_c(h_c) + rank - P_{h_c}`, with `P` the prefix sums of the
/// parent's terms, `S_c` the suffix sums of the terms of rows of length `c`
/// ([`SUFFIX`]) and `h_c` the height of column `c`.
pub struct Children {
    lengths: u64,
    suffix: &'static [[u32; 9]; 9],
    prefix: [u32; 9],
    /// Per column `c` of the first row: the rows it cuts, and the rest of the
    /// rank, `rank - P_{h_c} - S_c(h_c)`.
    cut_rows: [u64; 8],
    rest: [u32; 8],
}

impl Children {
    #[inline]
    pub fn of(rows: u8, board: u64, lengths: u64) -> Children {
        let suffix = &SUFFIX[rows as usize & 7];
        let mut ch = Children {
            lengths,
            suffix,
            prefix: [0; 9],
            cut_rows: [0; 8],
            rest: [0; 8],
        };
        for r in 0..8 {
            let l = ch.len(r);
            ch.prefix[r + 1] = ch.prefix[r] + (suffix[l][r] - suffix[l][r + 1]);
        }
        let rank = ch.prefix[8];
        for (c, terms) in suffix.iter().enumerate().take(ch.len(0)) {
            let h = ((board >> c) & ONES).count_ones() as usize;
            ch.cut_rows[c] = BELOW[h];
            ch.rest[c] = rank.wrapping_sub(ch.prefix[h]).wrapping_sub(terms[h]);
        }
        ch
    }

    /// The length of row `r` (below 8): its children are `(r, c)` for `c`
    /// below it.
    #[inline]
    pub fn len(&self, r: usize) -> usize {
        ((self.lengths >> (8 * r)) as usize & 0xF).min(8)
    }

    /// The lengths after eating `(r, c)`.
    #[inline]
    pub fn key(&self, r: usize, c: usize) -> u64 {
        let cut = self.cut_rows[c & 7] & !BELOW[r & 7];
        (self.lengths & !cut) | ((c as u64 * ONES) & cut)
    }

    /// The rank after eating `(r, c)`.
    #[inline]
    pub fn rank(&self, r: usize, c: usize) -> u32 {
        let (r, c) = (r & 7, c & 7);
        self.prefix[r]
            .wrapping_add(self.suffix[c][r])
            .wrapping_add(self.rest[c])
    }
}
