//! Which dominoes lie on a Cram grid. The rules need only the covered cells: two
//! positions with the same covered cells are the same state for play, search and
//! solving (a transposition), whatever dominoes covered them. A board, though,
//! draws each domino as a joined pair, so the state carries a record of the
//! dominoes laid ([`Laid`]) that takes no part in its equality or hash, and
//! [`Cram::dominoes`] says which pairs of covered cells form dominoes.
//!
//! Where the record does not reach (a position set up from its grid of covered
//! cells, or a state rebuilt from the solver's packed key), the covered cells
//! left are split into dominoes by a perfect matching ([`tiling`]): one way the
//! cells could have been covered, reported as such ([`Dominoes::inferred`]).

use super::cram::{Cram, CramState, Domino, VERTICAL};
use std::hash::{Hash, Hasher};

/// The dominoes laid so far, as a record for the board: the first (left or
/// top) cell of each horizontal and of each vertical domino. Every record is
/// equal to every other and hashes to nothing, so that it never splits one
/// state of the game into several.
#[derive(Clone, Copy, Debug, Default)]
pub struct Laid {
    across: u64,
    down: u64,
}

impl PartialEq for Laid {
    fn eq(&self, _: &Laid) -> bool {
        true
    }
}

impl Eq for Laid {}

impl Hash for Laid {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl Laid {
    /// Records domino `d`.
    pub fn record(&mut self, d: Domino) {
        let first = 1u64 << (d % VERTICAL);
        if d >= VERTICAL {
            self.down |= first;
        } else {
            self.across |= first;
        }
    }

    /// The dominoes recorded, horizontal ones first, each by its first cell.
    pub fn dominoes(&self) -> Vec<Domino> {
        bits(self.across, 0)
            .chain(bits(self.down, VERTICAL))
            .collect()
    }
}

/// The set bits of `b`, each plus `offset`.
fn bits(mut b: u64, offset: u8) -> impl Iterator<Item = Domino> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let i = b.trailing_zeros() as u8;
            b &= b - 1;
            i + offset
        })
    })
}

/// The dominoes on a grid, as [`Cram::dominoes`] tells them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dominoes {
    /// The dominoes laid by the moves of the line (the record).
    pub laid: Vec<Domino>,
    /// The other covered cells split into dominoes: one way they could have been
    /// covered (a position set up by its covered cells does not say which).
    pub inferred: Vec<Domino>,
}

impl Cram {
    /// The dominoes covering the covered cells of `s`: those its record holds,
    /// then a tiling of the covered cells the record does not reach.
    pub fn dominoes(&self, s: &CramState) -> Dominoes {
        let mut taken = 0u64;
        let laid: Vec<Domino> = s
            .laid
            .dominoes()
            .into_iter()
            .filter(|&d| {
                let cells = Cram::cells(d);
                let fits = cells & s.covered == cells && cells & taken == 0;
                taken |= if fits { cells } else { 0 };
                fits
            })
            .collect();
        let inferred = tiling(s.covered & !taken).unwrap_or_default();
        Dominoes { laid, inferred }
    }
}

/// Splits the cells `set` (bit `8 * row + col`) into dominoes: a perfect
/// matching of the grid graph, found by augmenting paths from the cells of one
/// colour (Kuhn's algorithm; at most 64 cells). `Err` names a cell that no
/// split leaves in a domino.
pub fn tiling(set: u64) -> Result<Vec<Domino>, u32> {
    let mut partner: [Option<u32>; 64] = [None; 64];
    for i in (0..64).filter(|&i| set >> i & 1 == 1 && (i / 8 + i % 8) % 2 == 0) {
        let mut seen = 0;
        if !augment(set, i, &mut seen, &mut partner) {
            return Err(i);
        }
    }
    // Every cell of the other colour must be matched too.
    let mut out = Vec::new();
    for j in (0..64).filter(|&j| set >> j & 1 == 1 && (j / 8 + j % 8) % 2 == 1) {
        let i = partner[j as usize].ok_or(j)?;
        let (first, second) = (i.min(j), i.max(j));
        let vertical = if second == first + 8 { VERTICAL } else { 0 };
        out.push(first as u8 + vertical);
    }
    out.sort_unstable();
    Ok(out)
}

/// The neighbours of cell `i` within `set`.
fn neighbours(set: u64, i: u32) -> impl Iterator<Item = u32> {
    let (r, c) = (i / 8, i % 8);
    [
        (c > 0).then(|| i - 1),
        (c < 7).then(|| i + 1),
        (r > 0).then(|| i - 8),
        (r < 7).then(|| i + 8),
    ]
    .into_iter()
    .flatten()
    .filter(move |&j| set >> j & 1 == 1)
}

/// One augmenting path from cell `i` (Kuhn's algorithm); `partner[j]` is the
/// cell matched to cell `j` of the other colour.
fn augment(set: u64, i: u32, seen: &mut u64, partner: &mut [Option<u32>; 64]) -> bool {
    for j in neighbours(set, i) {
        if *seen >> j & 1 == 1 {
            continue;
        }
        *seen |= 1 << j;
        let free = match partner[j as usize] {
            None => true,
            Some(k) => augment(set, k, seen, partner),
        };
        if free {
            partner[j as usize] = Some(i);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Actor, Game};

    /// Plays `moves` (notation) from the start of `g`.
    fn after(g: &Cram, moves: &[&str]) -> CramState {
        let mut s = g.initial_state();
        for m in moves {
            let d = g.parse_action(&s, m).unwrap();
            let p = s.to_move();
            g.play(&mut s, Actor::Player(p), d);
        }
        s
    }

    #[test]
    fn the_record_tells_two_tilings_of_one_square_apart() {
        let g = Cram::new(2, 2).unwrap();
        let across = after(&g, &["1,1 h", "2,1 h"]);
        let down = after(&g, &["1,1 v", "1,2 v"]);
        // One state of the game (a transposition), two pictures.
        assert_eq!(across, down);
        let name =
            |ds: &[Domino]| -> Vec<String> { ds.iter().map(|&d| g.notation(&across, d)).collect() };
        let a = g.dominoes(&across);
        assert_eq!(name(&a.laid), ["1,1 h", "2,1 h"]);
        assert!(a.inferred.is_empty());
        assert_eq!(name(&g.dominoes(&down).laid), ["1,1 v", "1,2 v"]);
    }

    #[test]
    fn cells_without_a_record_are_tiled() {
        let g = Cram::new(3, 3).unwrap();
        // As set up from its grid or unpacked from a key: covered cells only.
        let s = CramState {
            covered: Cram::cells(0) | Cram::cells(VERTICAL + 2) | Cram::cells(VERTICAL + 8),
            ..CramState::default()
        };
        let d = g.dominoes(&s);
        assert!(d.laid.is_empty());
        let mut union = 0;
        for &x in &d.inferred {
            assert_eq!(union & Cram::cells(x), 0, "dominoes do not overlap");
            union |= Cram::cells(x);
        }
        assert_eq!(union, s.covered, "they cover exactly the covered cells");
        assert_eq!(d.inferred.len(), 3);
        // A record and a set-up part together.
        let mut t = s;
        g.play(&mut t, Actor::Player(1), 8 * 2 + 1);
        let d = g.dominoes(&t);
        assert_eq!(d.laid, [8 * 2 + 1]);
        assert_eq!(d.inferred.len(), 3);
        // A lone cell cannot be tiled.
        assert_eq!(tiling(1 << 9), Err(9));
        assert_eq!(tiling(0), Ok(vec![]));
    }
}
