//! Tablut (9x9) and Ard-ri (7x7), the tafl games of seed 001, in one implementation
//! with the board size as a parameter.
//!
//! Seed 001 is the rule book; this module follows it and names every choice it had
//! to make where the seed is silent.
//!
//! - **Sides.** Player 0 is the attackers (black, 16 pawns) and moves first;
//!   player 1 is the defenders (white, 8 simple pawns and the king).
//! - **Layouts** (files a.. from the left, ranks 1.. from the bottom). Tablut: king
//!   e5; defenders e3 e4 e6 e7 c5 d5 f5 g5; attackers d1 e1 f1 e2, d9 e9 f9 e8,
//!   a4 a5 a6 b5, i4 i5 i6 h5. Ard-ri: king d4; defenders c3 d3 e3 c4 e4 c5 d5 e5;
//!   attackers c1 d1 e1 d2, c7 d7 e7 d6, a3 a4 a5 b4, g3 g4 g5 f4.
//! - **Fortresses**: the four corners and the central square (the throne).
//! - **Actions** (seed 001 "Actions"): `forfeit` (declarerForfait), always available;
//!   and a move `e1-e4` of one's own piece along a row or a column, through no
//!   piece, to an empty square. By default a piece goes any distance (like a rook,
//!   as in seed 001); [`TaflStep::One`] gives historical Ard-ri's one-step moves. A
//!   simple pawn never ends on a fortress; the king may.
//!   *Choice:* any piece may pass through the empty throne (seed 001 only forbids
//!   passing through pieces; Copenhagen hnefatafl agrees), and the king may go
//!   back to the throne.
//! - **Transitions** (seed 001 "Modèle de transition"). `forfeit` by the attackers
//!   puts the king on the top-left corner (a9 or a7: the defenders win); by the
//!   defenders it removes the king (the attackers win). A move removes the pieces
//!   it captures; only the mover captures (moving between two enemies is safe):
//!   - a simple pawn of the opponent adjacent to the moved piece (the king too may
//!     capture) is captured when the square beyond it on the same line holds a
//!     piece of the mover (the king counts as a defender) or is a fortress.
//!     *Choice* (as in Copenhagen hnefatafl): the empty throne is hostile to both
//!     sides; the throne with the king on it is hostile to the attackers only (the
//!     king is a defender piece), not to the defenders' pawns. Corners are always
//!     hostile.
//!   - the king is captured only by an attackers' move: when every one of its four
//!     sides is an attacker, the edge or an empty fortress and the moved attacker
//!     is one of them (on these boards that is exactly seed 001's four cases: 4
//!     attackers; edge + 3; fortress + 3; corner + 2), or when the king's group
//!     (the king and its orthogonally adjacent defenders, transitively) cannot
//!     move at all. *Choice:* the group test runs after every attackers' move,
//!     whichever attacker moved; it never runs after a defenders' move (a
//!     defenders' move cannot wall its own group in anyway: the moved piece can
//!     always go back).
//! - **The action counter** of seed 001's state counts every action (forfeit
//!   included). *Addition to seed 001:* after `draw_limit` actions (300 by
//!   default) without a result, the game is a draw, so that every game ends.
//! - **Final states** (seed 001 "États finaux"): no king (the attackers win: scores
//!   `[1, -1]`), the king on a corner fortress (the defenders win: `[-1, 1]`), or
//!   the draw limit (`[0, 0]`). A win found on the last counted action is a win.
//! - **Objective** (seed 001 "Fonction objective"): [`Tafl::objective`].
//!
//! Representation: a compact mailbox, one byte per square on a board padded by one
//! off-board ring (at most 11 x 11 = 121 bytes), so that slides stop on the ring
//! without bound checks, plus one 128-bit set of squares per side so that move
//! generation visits the pieces without scanning the board; fortresses are a bit
//! mask over the padded squares. Measured (perft with bulk counting, Tablut depth
//! 4 plus Ard-ri depth 5, five times, CPU time on a loaded machine): the plain
//! mailbox 0.42 s, with the side sets 0.38 s (about 290 million nodes per CPU
//! second).
//!
//! Painter API: [`Tafl::piece`], [`Tafl::is_fortress`], [`Tafl::throne`],
//! [`Tafl::king_square`], [`Tafl::destinations`] (legal targets of a selected
//! piece), [`Tafl::captures`] (what an action removes), [`TaflState::plies`] (the
//! action counter), [`Tafl::outcome`], and [`Tafl::square`] / [`Tafl::coords`] /
//! [`Tafl::square_name`] between squares, coordinates and names.

mod board;
mod capture;
mod game;
mod material;
mod moves;
mod notation;
mod position;
mod step;

pub use board::{Piece, TaflState};
pub use capture::TaflOutcome;
pub use step::{DEFAULT_TAFL_DRAW_LIMIT, TaflStep};

use crate::engine::Player;
use crate::games::SpecError;

/// The attackers (black), who move first.
pub const ATTACKERS: Player = 0;
/// The defenders (white) with the king.
pub const DEFENDERS: Player = 1;

/// One action: give up, or move the piece on `from` to `to`. Squares are numbered
/// `rank * size + file` from 0 (a1 is 0, b1 is 1; see [`Tafl::square`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaflAction {
    Forfeit,
    Move { from: u8, to: u8 },
}

/// The rules of Tablut or Ard-ri: board size, move length, draw limit, and the
/// precomputed geometry of the padded board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tafl {
    size: u8,
    step: TaflStep,
    draw_limit: u16,
    /// Width of the padded board (`size + 2`).
    width: usize,
    /// Steps to the four orthogonal neighbours on the padded board (as wrapping
    /// offsets).
    dirs: [usize; 4],
    /// Fortress squares, one bit per padded square.
    fortress: u128,
    throne: usize,
    corners: [usize; 4],
    /// The padded index of every real square, in square order.
    squares: Vec<u8>,
    initial: TaflState,
}

impl Tafl {
    /// Tablut on 9x9 or Ard-ri on 7x7; `draw_limit` at least 1.
    pub fn new(size: u8, step: TaflStep, draw_limit: u16) -> Result<Self, SpecError> {
        let game = if size == 9 { "Tablut" } else { "ArdRi" };
        if size != 7 && size != 9 {
            return Err(SpecError::Invalid {
                game,
                why: format!("the board is 7x7 (Ard-ri) or 9x9 (Tablut), not {size}x{size}"),
            });
        }
        if draw_limit == 0 {
            return Err(SpecError::Invalid {
                game,
                why: "the draw limit is at least 1 ply".into(),
            });
        }
        let width = size as usize + 2;
        let pad = |file: usize, rank: usize| (rank + 1) * width + file + 1;
        let n = size as usize - 1;
        let corners = [pad(0, 0), pad(n, 0), pad(0, n), pad(n, n)];
        let throne = pad(n / 2, n / 2);
        let fortress = corners
            .iter()
            .chain([&throne])
            .fold(0u128, |m, &sq| m | 1 << sq);
        let squares = (0..=n)
            .flat_map(|rank| (0..=n).map(move |file| pad(file, rank) as u8))
            .collect();
        let mut g = Tafl {
            size,
            step,
            draw_limit,
            width,
            dirs: [1, width, 1usize.wrapping_neg(), width.wrapping_neg()],
            fortress,
            throne,
            corners,
            squares,
            initial: TaflState::empty(),
        };
        g.initial = g.initial_layout();
        Ok(g)
    }

    /// Tablut with seed 001's rules (rook moves, 300-ply draw limit).
    pub fn tablut() -> Self {
        match Tafl::new(9, TaflStep::Rook, DEFAULT_TAFL_DRAW_LIMIT) {
            Ok(g) => g,
            Err(_) => unreachable!("9x9 is a valid board"),
        }
    }

    /// Ard-ri with seed 001's rules (rook moves, 300-ply draw limit).
    pub fn ard_ri() -> Self {
        match Tafl::new(7, TaflStep::Rook, DEFAULT_TAFL_DRAW_LIMIT) {
            Ok(g) => g,
            Err(_) => unreachable!("7x7 is a valid board"),
        }
    }

    /// The side length `l` (7 or 9).
    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn step(&self) -> TaflStep {
        self.step
    }

    pub fn draw_limit(&self) -> u16 {
        self.draw_limit
    }

    /// The square number of (`file`, `rank`), both from 0, if on the board.
    pub fn square(&self, file: u8, rank: u8) -> Option<u8> {
        (file < self.size && rank < self.size).then(|| rank * self.size + file)
    }

    /// The (file, rank) of a square number, both from 0.
    pub fn coords(&self, square: u8) -> (u8, u8) {
        (square % self.size, square / self.size)
    }

    /// Whether a square is a fortress (a corner or the throne).
    pub fn is_fortress(&self, square: u8) -> bool {
        self.padded(square)
            .is_some_and(|sq| self.is_fortress_padded(sq))
    }

    /// The throne's square number.
    pub fn throne(&self) -> u8 {
        self.unpadded(self.throne)
    }

    /// The padded index of a square number, if on the board.
    fn padded(&self, square: u8) -> Option<usize> {
        self.squares.get(square as usize).map(|&sq| sq as usize)
    }

    /// The square number of a padded index on the board.
    fn unpadded(&self, sq: usize) -> u8 {
        let w = self.width;
        ((sq / w - 1) * self.size as usize + sq % w - 1) as u8
    }

    fn is_fortress_padded(&self, sq: usize) -> bool {
        self.fortress >> sq & 1 != 0
    }

    fn is_corner(&self, sq: usize) -> bool {
        self.corners.contains(&sq)
    }

    /// The top-left corner (a9 or a7), where the attackers' forfeit puts the king.
    fn top_left(&self) -> usize {
        self.corners[2]
    }
}
