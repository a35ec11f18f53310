//! Tic-tac-toe (seed 003, Example 1.1): on a 3x3 grid, two players write their
//! mark in turn (player 0 is X and moves first, player 1 is O); the first to align
//! three wins; a full grid without a line is a draw.
//!
//! Notation: the cell number 1..9 in reading order (1 top-left, 3 top-right,
//! 9 bottom-right). The state is two 9-bit boards, one per player.

use crate::engine::{
    ActionError, Actor, Game, GameInfo, Material, MaterialState, Move, PackedGame, PackedJob,
    Player, Scores, Turn, Viewer,
};
use crate::games::{Catalogued, GameSpec};

/// The rules of tic-tac-toe.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TicTacToe;

/// The marks of each player: bit `i` is cell `i` in reading order (0 = top-left).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TicTacToeState {
    pub marks: [u16; 2],
}

/// The eight lines of three cells.
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

const FULL: u16 = 0b111_111_111;

/// Whether the marks `b` hold a line of three.
pub fn has_line(b: u16) -> bool {
    LINES.iter().any(|&l| l & !b == 0)
}

impl TicTacToeState {
    /// The player who has three in a line, if any.
    pub fn winner(&self) -> Option<Player> {
        (0..2).find(|&p| has_line(self.marks[p]))
    }

    /// The cells of every complete line (0 when none): the board draws them
    /// highlighted.
    pub fn winning_cells(&self) -> u16 {
        let full = |l: &u16| self.marks.iter().any(|&m| l & !m == 0);
        LINES.iter().filter(|l| full(l)).fold(0, |acc, l| acc | l)
    }

    /// The mark on cell `i` (0..9): `Some(player)` or `None` when empty.
    pub fn cell(&self, i: usize) -> Option<Player> {
        (0..2).find(|&p| self.marks[p] & (1 << i) != 0)
    }

    fn occupied(&self) -> u16 {
        self.marks[0] | self.marks[1]
    }

    fn mover(self) -> Player {
        (self.occupied().count_ones() % 2) as Player
    }
}

impl Catalogued for TicTacToe {
    fn spec(&self) -> GameSpec {
        GameSpec::TicTacToe
    }
}

impl Game for TicTacToe {
    type State = TicTacToeState;
    /// The cell index 0..9 in reading order.
    type Action = u8;
    type View = TicTacToeState;

    /// Positions in this game's notation (`crate::games::position`).
    fn positions(&self) -> Option<&dyn crate::engine::Positions<Self::State>> {
        Some(self)
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "TicTacToe",
            players: 2,
            simultaneous: false,
            chance: false,
            perfect_information: true,
            zero_sum: true,
        }
    }

    fn initial_state(&self) -> TicTacToeState {
        TicTacToeState::default()
    }

    fn turn(&self, s: &TicTacToeState) -> Turn {
        if s.winner().is_some() || s.occupied() == FULL {
            Turn::Terminal
        } else {
            Turn::Player(s.mover())
        }
    }

    fn legal_actions(&self, s: &TicTacToeState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s) == Turn::Player(p) {
            out.extend((0..9).filter(|&i| s.occupied() & (1 << i) == 0));
        }
    }

    fn apply(&self, s: &mut TicTacToeState, joint: &[Move<u8>]) {
        if let [Move { action, .. }] = joint {
            let p = s.mover();
            s.marks[p] |= 1 << action;
        }
    }

    fn scores(&self, s: &TicTacToeState) -> Option<Scores> {
        match s.winner() {
            Some(p) => Some(Scores::two_player(Some(p))),
            None if s.occupied() == FULL => Some(Scores::two_player(None)),
            None => None,
        }
    }

    fn view(&self, s: &TicTacToeState, _viewer: Viewer) -> TicTacToeState {
        *s
    }

    fn notation(&self, _s: &TicTacToeState, a: u8) -> String {
        (a + 1).to_string()
    }

    fn parse_action(&self, _s: &TicTacToeState, text: &str) -> Result<u8, ActionError> {
        match text.parse::<u8>() {
            Ok(n @ 1..=9) => Ok(n - 1),
            Ok(_) => Err(ActionError::OutOfRange {
                text: text.into(),
                why: "cells are numbered 1 to 9".into(),
            }),
            Err(_) => Err(ActionError::Syntax {
                text: text.into(),
                expected: "a cell number 1..9 in reading order".into(),
            }),
        }
    }

    fn render(&self, s: &TicTacToeState) -> String {
        let mut out = String::new();
        for r in 0..3 {
            let row: Vec<&str> = (0..3)
                .map(|c| match s.cell(3 * r + c) {
                    Some(0) => "X",
                    Some(_) => "O",
                    None => ".",
                })
                .collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
        out
    }

    fn play(&self, s: &mut TicTacToeState, _actor: Actor, action: u8) {
        let p = s.mover();
        s.marks[p] |= 1 << action;
    }

    fn legal_count(&self, s: &TicTacToeState, p: Player) -> usize {
        if self.turn(s) == Turn::Player(p) {
            (9 - s.occupied().count_ones()) as usize
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

/// Seed 000's material state: cells `cell1`..`cell9` whose attribute `cellN.mark`
/// is X, O or empty, and whose turn it is; all visible to both players.
impl Material for TicTacToe {
    fn material(&self, s: &TicTacToeState) -> MaterialState {
        let mut m = MaterialState::new(2);
        for i in 0..9 {
            let mark = ["X", "O"].get(s.cell(i).unwrap_or(2)).unwrap_or(&"empty");
            m.relate("is", &[&format!("cell{}.mark", i + 1), mark]);
        }
        if let Turn::Player(p) = self.turn(s) {
            m.relate("to_move", &[["X", "O"][p]]);
        }
        m
    }
}

/// Perfect information: the view is the state.
impl crate::engine::Determinize for TicTacToe {
    fn determinize<R: rand::Rng + ?Sized>(
        &self,
        view: &TicTacToeState,
        _: Player,
        _: &mut R,
    ) -> TicTacToeState {
        *view
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells are numbered 0..9 in reading order here.
    fn state(x: &[usize], o: &[usize]) -> TicTacToeState {
        let bits = |cells: &[usize]| cells.iter().fold(0, |b, &i| b | 1 << i);
        TicTacToeState {
            marks: [bits(x), bits(o)],
        }
    }

    #[test]
    fn winning_cells_are_the_complete_lines() {
        // No line yet.
        assert_eq!(state(&[0, 4], &[1]).winning_cells(), 0);
        // X on the top row.
        assert_eq!(state(&[0, 1, 2], &[4, 5]).winning_cells(), 0b111);
        // O on the anti-diagonal 2, 4, 6.
        let s = state(&[0, 1, 3, 8], &[2, 4, 6]);
        assert_eq!(s.winning_cells(), 1 << 2 | 1 << 4 | 1 << 6);
        // Two lines through the last mark (cell 0): top row and left column.
        let s = state(&[0, 1, 2, 3, 6], &[4, 5, 7, 8]);
        assert_eq!(s.winning_cells(), 0b001_001_111);
    }
}
