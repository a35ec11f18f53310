//! The state of seed 001 ("Représentation des états"): the board with its pieces,
//! where the king stands, and the action counter; the initial layouts; reading a
//! position from a diagram; seed 001's objective function.

use super::{ATTACKERS, DEFENDERS, Tafl};
use crate::engine::{Player, Positions};

/// Cell contents on the padded board.
pub(super) const EMPTY: u8 = 0;
pub(super) const ATTACKER: u8 = 1;
pub(super) const DEFENDER: u8 = 2;
pub(super) const KING: u8 = 3;
pub(super) const OFF: u8 = 4;

/// `TaflState::king` when the king has left the board.
pub(super) const NO_KING: u8 = 0;

/// Padded boards are at most 11 x 11.
const CELLS: usize = 121;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A black pawn (player 0).
    Attacker,
    /// A white simple pawn (player 1).
    Defender,
    /// The white king (player 1).
    King,
}

impl Piece {
    /// The side the piece belongs to.
    pub fn owner(self) -> Player {
        match self {
            Piece::Attacker => ATTACKERS,
            Piece::Defender | Piece::King => DEFENDERS,
        }
    }

    fn from_cell(c: u8) -> Option<Piece> {
        match c {
            ATTACKER => Some(Piece::Attacker),
            DEFENDER => Some(Piece::Defender),
            KING => Some(Piece::King),
            _ => None,
        }
    }
}

/// A position: the padded board, each side's pieces as a bit set over the padded
/// squares (to visit them without scanning the board), the king's padded square
/// (none once it is captured), and seed 001's counter of actions played
/// since the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaflState {
    pub(super) cells: [u8; CELLS],
    pub(super) sides: [u128; 2],
    pub(super) king: u8,
    pub(super) plies: u16,
}

impl std::hash::Hash for TaflState {
    /// Hashes what determines the rest: the side sets, the king's square and the
    /// counter (the cells follow from them), 36 bytes instead of 156.
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.sides.hash(h);
        self.king.hash(h);
        self.plies.hash(h);
    }
}

impl TaflState {
    /// A board with no piece and no ring (filled in by [`Tafl::blank`]).
    pub(super) fn empty() -> Self {
        TaflState {
            cells: [OFF; CELLS],
            sides: [0; 2],
            king: NO_KING,
            plies: 0,
        }
    }

    /// The action counter: actions played since the start.
    pub fn plies(&self) -> u16 {
        self.plies
    }

    /// The player whose turn it is (or would be, at a final state).
    pub fn to_move(&self) -> Player {
        (self.plies % 2) as Player
    }

    pub fn has_king(&self) -> bool {
        self.king != NO_KING
    }

    /// Puts `cell` (a piece) on the empty padded square `sq`.
    pub(super) fn put(&mut self, sq: usize, cell: u8) {
        self.cells[sq] = cell;
        let side = usize::from(cell != ATTACKER);
        self.sides[side] |= 1 << sq;
        if cell == KING {
            self.king = sq as u8;
        }
    }

    /// Empties the padded square `sq` (the king's square too: the caller moves or
    /// removes the king).
    pub(super) fn clear(&mut self, sq: usize) {
        self.cells[sq] = EMPTY;
        self.sides[0] &= !(1 << sq);
        self.sides[1] &= !(1 << sq);
    }
}

impl Tafl {
    /// A board with every real square empty and the off-board ring.
    pub(super) fn blank(&self) -> TaflState {
        let mut s = TaflState::empty();
        for &sq in &self.squares {
            s.cells[sq as usize] = EMPTY;
        }
        s
    }

    pub(super) fn initial_layout(&self) -> TaflState {
        let (king, defenders, attackers): (&str, &str, &str) = if self.size == 9 {
            (
                "e5",
                "e3 e4 e6 e7 c5 d5 f5 g5",
                "d1 e1 f1 e2 d9 e9 f9 e8 a4 a5 a6 b5 i4 i5 i6 h5",
            )
        } else {
            (
                "d4",
                "c3 d3 e3 c4 e4 c5 d5 e5",
                "c1 d1 e1 d2 c7 d7 e7 d6 a3 a4 a5 b4 g3 g4 g5 f4",
            )
        };
        let mut s = self.blank();
        let mut put = |names: &str, cell: u8| {
            for name in names.split(' ') {
                if let Some(sq) = self.read_square(name) {
                    s.put(sq, cell);
                }
            }
        };
        put(attackers, ATTACKER);
        put(defenders, DEFENDER);
        put(king, KING);
        s
    }

    /// The piece on a square number, if any.
    pub fn piece(&self, s: &TaflState, square: u8) -> Option<Piece> {
        self.padded(square)
            .and_then(|sq| Piece::from_cell(s.cells[sq]))
    }

    /// The king's square number, if the king is on the board.
    pub fn king_square(&self, s: &TaflState) -> Option<u8> {
        s.has_king().then(|| self.unpadded(s.king as usize))
    }

    /// How many pieces of each kind are on the board: (attackers, simple
    /// defenders).
    pub fn pawn_counts(&self, s: &TaflState) -> (i32, i32) {
        self.squares
            .iter()
            .fold((0, 0), |(a, d), &sq| match s.cells[sq as usize] {
                ATTACKER => (a + 1, d),
                DEFENDER => (a, d + 1),
                _ => (a, d),
            })
    }

    /// Manhattan distance from the king to the nearest corner fortress.
    pub fn king_corner_distance(&self, s: &TaflState) -> Option<i32> {
        let (f, r) = self.coords(self.king_square(s)?);
        let n = self.size as i32 - 1;
        let (f, r) = (f as i32, r as i32);
        Some(f.min(n - f) + r.min(n - r))
    }

    /// Seed 001's objective function for `side`. Attackers: black pawns - white
    /// simple pawns - (2l - d); defenders: white simple pawns - black pawns +
    /// (2l - d), with `l` the side length and `d` the Manhattan distance from the
    /// king to the nearest corner fortress. The two are exact negatives. Without a
    /// king, `d` is taken as `2l` (the king is as far as can be from escaping).
    pub fn objective(&self, s: &TaflState, side: Player) -> i32 {
        let (black, white) = self.pawn_counts(s);
        let l = self.size as i32;
        let d = self.king_corner_distance(s).unwrap_or(2 * l);
        let attackers = black - white - (2 * l - d);
        if side == ATTACKERS {
            attackers
        } else {
            -attackers
        }
    }

    /// Reads a position from a diagram (the position notation of Tablut and
    /// Ard-ri, see [`Positions`]: `size` rows of `size` cells, the top rank first;
    /// `x` an attacker, `o` a defender, `K` the king, `.` or `+` an empty
    /// square). `plies` is the action counter (its parity says who moves).
    /// Refuses what [`Positions::state_of`] refuses (pawns on fortresses, two
    /// kings).
    pub fn from_diagram(&self, diagram: &str, plies: u16) -> Result<TaflState, String> {
        let mut setup = self.read(diagram).map_err(|e| e.to_string())?;
        setup.numbers = vec![plies.into()];
        setup.to_move = plies as usize % 2;
        self.checked_state(&setup).map_err(|e| e.to_string())
    }

    /// The board as a diagram (as [`Tafl::from_diagram`] reads it), with rank
    /// numbers, file letters, and the counter: the game's position notation.
    pub fn diagram(&self, s: &TaflState) -> String {
        self.write_position(s)
    }
}
