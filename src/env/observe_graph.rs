//! Observations of Chomp, Cram and hand-written arenas (see [`Observe`]).

use super::Observe;
use crate::engine::Player;
use crate::games::chomp::square;
use crate::games::cram::{Domino, VERTICAL};
use crate::games::{Arena, Chomp, ChompState, Cram, CramState};

/// The index of bit `8 * row + col` in a row-major grid of `cols` columns.
fn grid_index(bit: u8, cols: u8) -> usize {
    (bit / 8) as usize * cols as usize + (bit % 8) as usize
}

/// (rows, cols): 1 where a square is still on the bar (row 0 is the top, with the
/// poisoned square at its left). Actions: eating square (r, c) is `r * cols + c`.
impl Observe for Chomp {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.rows() as usize, self.cols() as usize]
    }
    fn observe(&self, v: &ChompState, _: Player) -> Vec<f32> {
        let mut out = Vec::with_capacity(self.rows() as usize * self.cols() as usize);
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                out.push(f32::from(u8::from(v.board & square(r, c) != 0)));
            }
        }
        out
    }
    fn action_count(&self) -> usize {
        self.rows() as usize * self.cols() as usize
    }
    fn action_index(&self, a: u8) -> usize {
        grid_index(a, self.cols())
    }
    fn action_at(&self, i: usize) -> Option<u8> {
        let cols = self.cols() as usize;
        (i < self.action_count()).then(|| (8 * (i / cols) + i % cols) as u8)
    }
}

/// (rows, cols): 1 where a cell is covered (row 0 at the top). Actions: a horizontal
/// domino whose left cell is (r, c) is `r * cols + c`; a vertical one whose top
/// cell is (r, c) is `rows * cols + r * cols + c`.
impl Observe for Cram {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.rows() as usize, self.cols() as usize]
    }
    fn observe(&self, v: &CramState, _: Player) -> Vec<f32> {
        let mut out = Vec::with_capacity(self.rows() as usize * self.cols() as usize);
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                out.push(f32::from(u8::from(v.covered & square(r, c) != 0)));
            }
        }
        out
    }
    fn action_count(&self) -> usize {
        2 * self.rows() as usize * self.cols() as usize
    }
    fn action_index(&self, d: Domino) -> usize {
        let cells = self.rows() as usize * self.cols() as usize;
        let vertical = if d >= VERTICAL { cells } else { 0 };
        vertical + grid_index(d % VERTICAL, self.cols())
    }
    fn action_at(&self, i: usize) -> Option<Domino> {
        let (cols, cells) = (
            self.cols() as usize,
            self.rows() as usize * self.cols() as usize,
        );
        let at = |k: usize| (8 * (k / cols) + k % cols) as u8;
        match i {
            _ if i < cells => Some(at(i)),
            _ if i < 2 * cells => Some(at(i - cells) + VERTICAL),
            _ => None,
        }
    }
}

/// (nodes): one-hot, the node the token is on. Actions: moving to node `k` is `k`.
impl Observe for Arena {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.graph().nodes.len()]
    }
    fn observe(&self, v: &u32, _: Player) -> Vec<f32> {
        let mut out = vec![0.0; self.graph().nodes.len()];
        if let Some(x) = out.get_mut(*v as usize) {
            *x = 1.0;
        }
        out
    }
    fn action_count(&self) -> usize {
        self.graph().nodes.len()
    }
    fn action_index(&self, a: u32) -> usize {
        a as usize
    }
    fn action_at(&self, i: usize) -> Option<u32> {
        (i < self.action_count()).then_some(i as u32)
    }
}
