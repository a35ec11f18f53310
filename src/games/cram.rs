//! Cram (seed 003, Exercise 1.2 and Exercise 1.4): on a grid of `rows` x `cols`
//! cells, players in turn (player 0 first) place a 2x1 domino, horizontally or
//! vertically, on two free adjacent cells; the first player who cannot place one
//! loses.
//!
//! Sizes: `rows` and `cols` each from 1 to 8 (one 64-bit board). Small grids are
//! solvable by [`crate::solve`]: 4 x 5 has a few hundred thousand states; 6 x 6 and
//! beyond are playable but too large to solve exhaustively.
//!
//! Notation: `r,c h` (cells `r,c` and `r,c+1`) or `r,c v` (cells `r,c` and
//! `r+1,c`): the top or left cell, from 1, and the direction (the space may be
//! left out: `1,2h`). The state is the set
//! of covered cells (bit `8 * row + col`); the player to move is the parity of the
//! number of dominoes placed. Which cells form each domino is kept beside it for
//! the board, outside the state's identity (`cram_laid`).

use crate::engine::{
    ActionError, Actor, Game, GameInfo, Move, PackedGame, PackedJob, Player, Scores, Turn, Viewer,
};
use crate::games::cram_laid::Laid;
use crate::games::{Catalogued, GameSpec, SpecError};

/// An action: the top or left cell's bit index, plus [`VERTICAL`] for a vertical domino.
pub type Domino = u8;

/// Added to a cell index for a vertical domino.
pub const VERTICAL: u8 = 64;

/// The rules of Cram for one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cram {
    rows: u8,
    cols: u8,
    /// Cells where a horizontal domino may start (it has a right neighbour).
    h_starts: u64,
    /// Cells where a vertical domino may start (it has a neighbour below).
    v_starts: u64,
}

/// The covered cells (bit `8 * row + col`), and the record of the dominoes laid
/// for the board ([`Laid`]: no part of the state's equality or hash).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CramState {
    pub covered: u64,
    pub laid: Laid,
}

impl CramState {
    /// The player to move: player 0 after an even number of dominoes.
    pub fn to_move(&self) -> Player {
        (self.covered.count_ones() / 2 % 2) as Player
    }
}

fn cell(row: u8, col: u8) -> u64 {
    1u64 << (8 * row as u32 + col as u32)
}

impl Cram {
    /// The grid of `rows` x `cols`, each from 1 to 8.
    pub fn new(rows: u8, cols: u8) -> Result<Self, SpecError> {
        if !(1..=8).contains(&rows) || !(1..=8).contains(&cols) {
            return Err(SpecError::Invalid {
                game: "Cram",
                why: format!("rows and cols must each be from 1 to 8, not {rows} x {cols}"),
            });
        }
        let (mut h_starts, mut v_starts) = (0, 0);
        for r in 0..rows {
            for c in 0..cols {
                if c + 1 < cols {
                    h_starts |= cell(r, c);
                }
                if r + 1 < rows {
                    v_starts |= cell(r, c);
                }
            }
        }
        Ok(Cram {
            rows,
            cols,
            h_starts,
            v_starts,
        })
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// The start cells of the horizontal and of the vertical dominoes that fit.
    pub(crate) fn placements(&self, s: &CramState) -> (u64, u64) {
        let free = !s.covered;
        (
            free & (free >> 1) & self.h_starts,
            free & (free >> 8) & self.v_starts,
        )
    }

    /// The two cells a domino covers.
    pub fn cells(d: Domino) -> u64 {
        let i = (d % VERTICAL) as u32;
        let other = if d >= VERTICAL { i + 8 } else { i + 1 };
        (1u64 << i) | (1u64 << (other & 63))
    }
}

fn push_bits(mut b: u64, offset: u8, out: &mut Vec<Domino>) {
    while b != 0 {
        out.push(b.trailing_zeros() as u8 + offset);
        b &= b - 1;
    }
}

impl Catalogued for Cram {
    fn spec(&self) -> GameSpec {
        GameSpec::Cram {
            rows: self.rows,
            cols: self.cols,
        }
    }
}

impl Game for Cram {
    type State = CramState;
    type Action = Domino;
    type View = CramState;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Cram",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> CramState {
        CramState::default()
    }

    fn turn(&self, s: &CramState) -> Turn {
        match self.placements(s) {
            (0, 0) => Turn::Terminal,
            _ => Turn::Player(s.to_move()),
        }
    }

    fn legal_actions(&self, s: &CramState, p: Player, out: &mut Vec<Domino>) {
        out.clear();
        if s.to_move() == p {
            let (h, v) = self.placements(s);
            push_bits(h, 0, out);
            push_bits(v, VERTICAL, out);
        }
    }

    fn apply(&self, s: &mut CramState, joint: &[Move<Domino>]) {
        if let [m] = joint {
            self.play(s, m.actor, m.action);
        }
    }

    fn scores(&self, s: &CramState) -> Option<Scores> {
        self.turn(s)
            .is_terminal()
            .then(|| Scores::two_player(Some(1 - s.to_move())))
    }

    fn view(&self, s: &CramState, _viewer: Viewer) -> CramState {
        *s
    }

    fn notation(&self, _s: &CramState, d: Domino) -> String {
        let i = d % VERTICAL;
        let dir = if d >= VERTICAL { 'v' } else { 'h' };
        format!("{},{} {dir}", i / 8 + 1, i % 8 + 1)
    }

    fn parse_action(&self, _s: &CramState, text: &str) -> Result<Domino, ActionError> {
        let syntax = || ActionError::Syntax {
            text: text.into(),
            expected: "row,col h or row,col v, such as 1,2 h (the top or left cell, from 1)".into(),
        };
        let text_t = text.trim();
        let (at, dir) = match text_t.char_indices().last() {
            Some((i, d)) => (&text_t[..i], d),
            None => return Err(syntax()),
        };
        let vertical = match dir {
            'h' | 'H' => false,
            'v' | 'V' => true,
            _ => return Err(syntax()),
        };
        let (r, c) = at.trim().split_once(',').ok_or_else(syntax)?;
        let r: u8 = r.trim().parse().map_err(|_| syntax())?;
        let c: u8 = c.trim().parse().map_err(|_| syntax())?;
        let (max_r, max_c) = if vertical {
            (self.rows - 1, self.cols)
        } else {
            (self.rows, self.cols - 1)
        };
        if !(1..=max_r).contains(&r) || !(1..=max_c).contains(&c) {
            return Err(ActionError::OutOfRange {
                text: text.into(),
                why: format!(
                    "the domino does not fit on the {}x{} grid",
                    self.rows, self.cols
                ),
            });
        }
        Ok(8 * (r - 1) + (c - 1) + if vertical { VERTICAL } else { 0 })
    }

    fn render(&self, s: &CramState) -> String {
        let mut out = String::new();
        for r in 0..self.rows {
            let line: Vec<&str> = (0..self.cols)
                .map(|c| {
                    if s.covered & cell(r, c) != 0 {
                        "#"
                    } else {
                        "."
                    }
                })
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        out
    }

    fn play(&self, s: &mut CramState, _actor: Actor, d: Domino) {
        s.covered |= Cram::cells(d);
        s.laid.record(d);
    }

    fn legal_count(&self, s: &CramState, p: Player) -> usize {
        if s.to_move() == p {
            let (h, v) = self.placements(s);
            (h.count_ones() + v.count_ones()) as usize
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
    fn dominoes_cover_two_free_cells() {
        let g = Cram::new(2, 3).unwrap();
        let mut s = g.initial_state();
        let mut legal = vec![];
        g.legal_actions(&s, 0, &mut legal);
        assert_eq!(legal.len(), 4 + 3);
        let a = g.parse_action(&s, "1,2 v").unwrap();
        assert_eq!(g.notation(&s, a), "1,2 v");
        g.play(&mut s, Actor::Player(0), a);
        assert_eq!(g.render(&s), ". # .\n. # .\n");
        // Only vertical dominoes remain, in columns 1 and 3.
        g.legal_actions(&s, 1, &mut legal);
        let texts: Vec<String> = legal.iter().map(|&d| g.notation(&s, d)).collect();
        assert_eq!(texts, ["1,1 v", "1,3 v"]);
        assert!(g.parse_action(&s, "2,1 v").is_err());
        assert!(g.parse_action(&s, "1,3 h").is_err());
        assert!(g.parse_action(&s, "1,1 x").is_err());
        for bad in ["", "é", "1,1é", "h", ",h", "1,9 h", "0,1 v"] {
            assert!(g.parse_action(&s, bad).is_err(), "{bad}");
        }
        assert_eq!(g.parse_action(&s, "1,1v"), g.parse_action(&s, "1,1 v"));
        assert!(Cram::new(1, 9).is_err());
    }
}
