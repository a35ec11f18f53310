//! Connect Four (seed 002) on a board of `rows` x `cols` (each 4..=8; 6 x 7 by
//! default): players drop a disc in turn into a column that is not full; the disc
//! falls to the lowest free cell; four discs of one player in a row, a column or a
//! diagonal win; a full board without four is a draw. Player 0 moves first.
//!
//! Notation: the column number, 1 = leftmost.
//!
//! Representation: bitboards, column-major, `height` bits per column (bit
//! `col * height + row`, row 0 at the bottom). When the board fits, `height` is
//! `rows + 1`, the extra bit of each column staying empty (it makes
//! `current + mask` a unique key, as in Pascal Pons's solver); 8 x 8 needs all 64
//! bits and has no spare row. Four-in-a-row is found by shifts, masked by the cells
//! where a line of four may start, so both layouts share one code path.

use crate::engine::{
    ActionError, Actor, Game, GameInfo, Material, MaterialState, Move, PackedGame, PackedJob,
    Player, Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec, SpecError};

/// The rules of Connect Four for one board size, with its precomputed masks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    rows: u8,
    cols: u8,
    height: u32,
    bottom: u64,
    top: u64,
    /// For each direction: the shift between neighbours, and the cells where a line
    /// of four in that direction can start.
    lines: [(u32, u64); 4],
}

/// A position: the discs of the player to move, all discs, the number of discs
/// played, and whether the last disc made four.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ConnectFourState {
    pub current: u64,
    pub mask: u64,
    pub plies: u8,
    pub won: bool,
}

impl ConnectFour {
    /// The board of `rows` x `cols`, each from 4 to 8.
    pub fn new(rows: u8, cols: u8) -> Result<Self, SpecError> {
        if !(4..=8).contains(&rows) || !(4..=8).contains(&cols) {
            return Err(SpecError::Invalid {
                game: "ConnectFour",
                why: format!("rows and cols must each be from 4 to 8, not {rows} x {cols}"),
            });
        }
        let (r, c) = (rows as u32, cols as u32);
        let height = if (r + 1) * c <= 64 { r + 1 } else { r };
        let bit = |row: i32, col: i32| 1u64 << (col as u32 * height + row as u32);
        let on_board =
            |row: i32, col: i32| row >= 0 && col >= 0 && row < r as i32 && col < c as i32;
        let mut bottom = 0;
        let mut top = 0;
        for col in 0..c as i32 {
            bottom |= bit(0, col);
            top |= bit(r as i32 - 1, col);
        }
        // (row step, col step) for vertical, horizontal, diagonal, anti-diagonal.
        let dirs: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (-1, 1)];
        let lines = dirs.map(|(dr, dc)| {
            let shift = (dc * height as i32 + dr) as u32;
            let mut starts = 0;
            for row in 0..r as i32 {
                for col in 0..c as i32 {
                    if (0..4).all(|k| on_board(row + k * dr, col + k * dc)) {
                        starts |= bit(row, col);
                    }
                }
            }
            (shift, starts)
        });
        Ok(ConnectFour {
            rows,
            cols,
            height,
            bottom,
            top,
            lines,
        })
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// For each direction (vertical, horizontal, diagonal, anti-diagonal): the bit
    /// shift between neighbours along it and the cells where a line of four
    /// starts.
    pub fn lines(&self) -> &[(u32, u64); 4] {
        &self.lines
    }

    /// Bits per column in the bitboards.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The bottom cell of every column.
    pub fn bottom(&self) -> u64 {
        self.bottom
    }

    /// Every cell of column `col`.
    pub fn column_mask(&self, col: u8) -> u64 {
        ((1u64 << self.rows) - 1) << (col as u32 * self.height)
    }

    /// The bit of cell (`row`, `col`), row 0 at the bottom.
    pub fn cell_bit(&self, row: u8, col: u8) -> u64 {
        1u64 << (col as u32 * self.height + row as u32)
    }

    /// Whether a disc can go into column `col` (it is not full).
    pub fn can_play(&self, s: &ConnectFourState, col: u8) -> bool {
        s.mask & self.top & self.column_mask(col) == 0
    }

    /// The cell a disc dropped into `col` lands on (column not full).
    pub fn landing_bit(&self, s: &ConnectFourState, col: u8) -> u64 {
        s.mask.wrapping_add(self.bottom & self.column_mask(col)) & self.column_mask(col)
    }

    /// Whether the discs `b` hold four in a row.
    pub fn has_four(&self, b: u64) -> bool {
        self.lines.iter().any(|&(shift, starts)| {
            let m = b & (b >> shift);
            m & (m >> (2 * shift)) & starts != 0
        })
    }

    /// The discs that lie in a four-in-a-row of `b`'s owner (0 when none): every
    /// line of four is found from its first cell, then spread over its four cells.
    pub fn fours(&self, b: u64) -> u64 {
        self.lines.iter().fold(0, |acc, &(shift, starts)| {
            let m = b & (b >> shift);
            let first = m & (m >> (2 * shift)) & starts;
            acc | first | first << shift | first << (2 * shift) | first << (3 * shift)
        })
    }

    /// The discs of the winning line(s) of a won game (0 when nobody has won):
    /// the board draws them highlighted.
    pub fn winning_discs(&self, s: &ConnectFourState) -> u64 {
        if s.won {
            self.fours(s.current ^ s.mask)
        } else {
            0
        }
    }

    /// Whether the player to move wins at once by playing `col` (column not full).
    pub fn is_winning_move(&self, s: &ConnectFourState, col: u8) -> bool {
        self.has_four(s.current | self.landing_bit(s, col))
    }

    /// Drops a disc of the player to move into `col` (column not full).
    pub fn drop_disc(&self, s: &mut ConnectFourState, col: u8) {
        let bit = self.landing_bit(s, col);
        s.current ^= s.mask;
        s.mask |= bit;
        s.plies += 1;
        s.won = self.has_four(s.current ^ s.mask);
    }

    /// [`ConnectFour::drop_disc`] for a disc known not to complete four (the
    /// exact solver's moves, after which the mover never has a win at once):
    /// the same state without looking for four.
    #[inline]
    pub fn drop_disc_not_winning(&self, s: &mut ConnectFourState, col: u8) {
        let bit = self.landing_bit(s, col);
        s.current ^= s.mask;
        s.mask |= bit;
        s.plies += 1;
    }

    /// The player to move (or who would move, at a final state).
    pub fn to_move(&self, s: &ConnectFourState) -> Player {
        (s.plies % 2) as Player
    }

    /// Who has a disc on (`row`, `col`), row 0 at the bottom.
    pub fn cell(&self, s: &ConnectFourState, row: u8, col: u8) -> Option<Player> {
        let bit = self.cell_bit(row, col);
        if s.mask & bit == 0 {
            None
        } else if s.current & bit != 0 {
            Some(self.to_move(s))
        } else {
            Some(1 - self.to_move(s))
        }
    }

    fn is_full(&self, s: &ConnectFourState) -> bool {
        s.plies as u32 == self.rows as u32 * self.cols as u32
    }
}

impl Default for ConnectFour {
    fn default() -> Self {
        match ConnectFour::new(6, 7) {
            Ok(g) => g,
            Err(_) => unreachable!("6 x 7 is a valid board"),
        }
    }
}

impl Catalogued for ConnectFour {
    fn spec(&self) -> GameSpec {
        GameSpec::ConnectFour {
            rows: self.rows,
            cols: self.cols,
        }
    }
}

impl Game for ConnectFour {
    type State = ConnectFourState;
    /// The column index from 0 (notation adds one).
    type Action = u8;
    type View = ConnectFourState;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "ConnectFour",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> ConnectFourState {
        ConnectFourState::default()
    }

    fn turn(&self, s: &ConnectFourState) -> Turn {
        if s.won || self.is_full(s) {
            Turn::Terminal
        } else {
            Turn::Player(self.to_move(s))
        }
    }

    fn legal_actions(&self, s: &ConnectFourState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend((0..self.cols).filter(|&c| self.can_play(s, c)));
        }
    }

    fn apply(&self, s: &mut ConnectFourState, joint: &[Move<u8>]) {
        if let [m] = joint {
            self.drop_disc(s, m.action);
        }
    }

    fn scores(&self, s: &ConnectFourState) -> Option<Scores> {
        if s.won {
            Some(Scores::two_player(Some(1 - self.to_move(s))))
        } else if self.is_full(s) {
            Some(Scores::two_player(None))
        } else {
            None
        }
    }

    fn view(&self, s: &ConnectFourState, _viewer: Viewer) -> ConnectFourState {
        *s
    }

    fn notation(&self, _s: &ConnectFourState, a: u8) -> String {
        (a + 1).to_string()
    }

    fn parse_action(&self, _s: &ConnectFourState, text: &str) -> Result<u8, ActionError> {
        match text.parse::<u8>() {
            Ok(n) if (1..=self.cols).contains(&n) => Ok(n - 1),
            Ok(_) => Err(ActionError::OutOfRange {
                text: text.into(),
                why: format!("columns are numbered 1 to {}", self.cols),
            }),
            Err(_) => Err(ActionError::Syntax {
                text: text.into(),
                expected: format!("a column number 1..{}", self.cols),
            }),
        }
    }

    fn render(&self, s: &ConnectFourState) -> String {
        let mut out = String::new();
        for row in (0..self.rows).rev() {
            let line: Vec<&str> = (0..self.cols)
                .map(|col| match self.cell(s, row, col) {
                    Some(0) => "X",
                    Some(_) => "O",
                    None => ".",
                })
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        let numbers: Vec<String> = (1..=self.cols).map(|c| c.to_string()).collect();
        out.push_str(&numbers.join(" "));
        out.push('\n');
        out
    }

    fn play(&self, s: &mut ConnectFourState, _actor: Actor, col: u8) {
        self.drop_disc(s, col);
    }

    fn legal_count(&self, s: &ConnectFourState, p: Player) -> usize {
        if self.turn(s) == Turn::Player(p) {
            (self.top & !s.mask).count_ones() as usize
        } else {
            0
        }
    }

    /// Its states pack into `u64` keys (`games/packed.rs`): the attractor
    /// solver's fast path.
    fn with_packing<J: PackedJob<Self>>(&self, job: J) -> Option<J::Output> {
        self.packs().then(|| job.run(self))
    }
}

/// Seed 000's material state: cells `r1c1`.. (row 1 at the bottom) holding a disc
/// X (player 0) or O, and whose turn it is; all visible to both players.
impl Material for ConnectFour {
    fn material(&self, s: &ConnectFourState) -> MaterialState {
        let mut m = MaterialState::new(2);
        for row in 0..self.rows {
            for col in 0..self.cols {
                if let Some(p) = self.cell(s, row, col) {
                    let cell = format!("r{}c{}", row + 1, col + 1);
                    m.relate("disc", &[&cell, ["X", "O"][p]]);
                }
            }
        }
        if let Turn::Player(p) = self.turn(s) {
            m.relate("to_move", &[["X", "O"][p]]);
        }
        m
    }
}

/// Perfect information: the view is the state.
impl crate::engine::Determinize for ConnectFour {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &ConnectFourState,
        _: Player,
        _: &mut R,
    ) -> ConnectFourState {
        *view
    }
}
