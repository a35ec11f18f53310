//! Chomp (seed 003, Exercise 1.1 and Example 1.4): a rectangular chocolate bar of
//! `rows` x `cols` squares whose top-left square is poisoned. In turn, a player
//! picks a remaining square and eats it together with every square below it and to
//! its right; whoever eats the poisoned square loses. Player 0 moves first.
//!
//! Sizes: `rows` and `cols` each from 1 to 8 (the bar is one 64-bit board; 8 x 8
//! has 12,870 shapes, so every size is solvable by [`crate::solve`]).
//!
//! Notation: `r,c`, the row and column of the square picked, from 1; the poisoned
//! square is `1,1`. The state is the board of remaining squares (bit `8 * r + c`,
//! rows and columns from 0) and the player to move.

use crate::engine::{
    ActionError, Actor, Game, GameInfo, Move, PackedGame, PackedJob, Player, Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec, SpecError};

/// The largest number of rows or columns.
pub const MAX_SIDE: u8 = 8;

/// The rules of Chomp for one size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chomp {
    rows: u8,
    cols: u8,
}

/// The remaining squares (bit `8 * row + col`) and the player to move. The bar is
/// empty exactly when someone has eaten the poisoned square: the game is over and
/// the player to move has won.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChompState {
    pub board: u64,
    pub to_move: u8,
}

/// The squares that picking square `i` (bit index `8 * row + col`) eats: it and
/// every square below it and to its right.
pub fn eaten_by(i: u8) -> u64 {
    let (r, c) = (i as u32 / 8 % 8, i as u32 % 8);
    let columns = (0xFFu64 << c) & 0xFF;
    (columns * 0x0101_0101_0101_0101) & (u64::MAX << (8 * r))
}

/// The bit of square (`row`, `col`), both from 0.
pub fn square(row: u8, col: u8) -> u64 {
    1u64 << (8 * row as u32 + col as u32)
}

impl Chomp {
    /// The bar of `rows` x `cols`, each from 1 to [`MAX_SIDE`].
    pub fn new(rows: u8, cols: u8) -> Result<Self, SpecError> {
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
            return Err(SpecError::Invalid {
                game: "Chomp",
                why: format!("rows and cols must each be from 1 to 8, not {rows} x {cols}"),
            });
        }
        Ok(Chomp { rows, cols })
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// Every square of the full bar.
    pub fn full(&self) -> u64 {
        (0..self.rows)
            .flat_map(|r| (0..self.cols).map(move |c| square(r, c)))
            .fold(0, |b, s| b | s)
    }
}

impl Catalogued for Chomp {
    fn spec(&self) -> GameSpec {
        GameSpec::Chomp {
            rows: self.rows,
            cols: self.cols,
        }
    }
}

impl Game for Chomp {
    type State = ChompState;
    /// The bit index `8 * row + col` of the square picked.
    type Action = u8;
    type View = ChompState;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Chomp",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> ChompState {
        ChompState {
            board: self.full(),
            to_move: 0,
        }
    }

    fn turn(&self, s: &ChompState) -> Turn {
        if s.board == 0 {
            Turn::Terminal
        } else {
            Turn::Player(s.to_move as Player)
        }
    }

    fn legal_actions(&self, s: &ChompState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            let mut b = s.board;
            while b != 0 {
                out.push(b.trailing_zeros() as u8);
                b &= b - 1;
            }
        }
    }

    fn apply(&self, s: &mut ChompState, joint: &[Move<u8>]) {
        if let [m] = joint {
            self.play(s, m.actor, m.action);
        }
    }

    fn scores(&self, s: &ChompState) -> Option<Scores> {
        (s.board == 0).then(|| Scores::two_player(Some(s.to_move as Player)))
    }

    fn view(&self, s: &ChompState, _viewer: Viewer) -> ChompState {
        *s
    }

    fn notation(&self, _s: &ChompState, a: u8) -> String {
        format!("{},{}", a / 8 + 1, a % 8 + 1)
    }

    fn parse_action(&self, _s: &ChompState, text: &str) -> Result<u8, ActionError> {
        let syntax = || ActionError::Syntax {
            text: text.into(),
            expected: "row,col such as 2,3 (from 1; 1,1 is the poisoned square)".into(),
        };
        let (r, c) = text.split_once(',').ok_or_else(syntax)?;
        let r: u8 = r.trim().parse().map_err(|_| syntax())?;
        let c: u8 = c.trim().parse().map_err(|_| syntax())?;
        if !(1..=self.rows).contains(&r) || !(1..=self.cols).contains(&c) {
            return Err(ActionError::OutOfRange {
                text: text.into(),
                why: format!(
                    "rows are numbered 1 to {} and columns 1 to {}",
                    self.rows, self.cols
                ),
            });
        }
        Ok(8 * (r - 1) + (c - 1))
    }

    fn render(&self, s: &ChompState) -> String {
        let mut out = String::new();
        for r in 0..self.rows {
            let line: Vec<&str> = (0..self.cols)
                .map(|c| match (s.board & square(r, c) != 0, r + c == 0) {
                    (true, true) => "P",
                    (true, false) => "#",
                    (false, _) => ".",
                })
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        out
    }

    fn play(&self, s: &mut ChompState, _actor: Actor, action: u8) {
        s.board &= !eaten_by(action);
        s.to_move ^= 1;
    }

    fn legal_count(&self, s: &ChompState, p: Player) -> usize {
        if self.turn(s) == Turn::Player(p) {
            s.board.count_ones() as usize
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eating_takes_the_lower_right_quadrant() {
        let g = Chomp::new(3, 2).unwrap();
        let mut s = g.initial_state();
        assert_eq!(s.board.count_ones(), 6);
        let a = g.parse_action(&s, "2,2").unwrap();
        g.play(&mut s, Actor::Player(0), a);
        assert_eq!(g.render(&s), "P #\n# .\n# .\n");
        assert_eq!(g.turn(&s), Turn::Player(1));
        let a = g.parse_action(&s, "1,1").unwrap();
        g.play(&mut s, Actor::Player(1), a);
        assert_eq!(g.scores(&s).unwrap().winner(), Some(0));
        assert!(g.parse_action(&s, "4,1").is_err());
        assert!(g.parse_action(&s, "x").is_err());
        assert!(Chomp::new(0, 3).is_err() && Chomp::new(9, 1).is_err());
        assert_eq!(eaten_by(0), u64::MAX);
        assert_eq!(eaten_by(63), square(7, 7));
        assert_eq!(
            eaten_by(8 + 6),
            square(1, 6)
                | square(1, 7)
                | 0xC0 << 16
                | 0xC0 << 24
                | 0xC0 << 32
                | 0xC0 << 40
                | 0xC0 << 48
                | 0xC0 << 56
        );
    }
}
