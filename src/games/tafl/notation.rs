//! Tafl notation: `e1-e4` moves the piece on e1 to e4 (files a.. from the left,
//! ranks 1.. from the bottom) and `forfeit` gives up (seed 001 declarerForfait).

use super::{Tafl, TaflAction, TaflState};
use crate::engine::ActionError;

impl Tafl {
    /// The name of a square number (`e4`).
    pub fn square_name(&self, square: u8) -> String {
        let (file, rank) = self.coords(square);
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    /// The padded index of a square name, if it is well formed and on the board.
    pub(super) fn read_square(&self, name: &str) -> Option<usize> {
        self.parse_square(name).ok().and_then(|sq| self.padded(sq))
    }

    /// Reads a square name into its square number: `Ok(None)` when well formed
    /// but off the board.
    fn parse_square(&self, name: &str) -> Result<u8, bool> {
        let mut chars = name.chars();
        let file = chars.next().filter(char::is_ascii_lowercase).ok_or(false)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(false);
        }
        let rank: u8 = digits.parse().map_err(|_| false)?;
        let file = file as u8 - b'a';
        rank.checked_sub(1)
            .and_then(|r| self.square(file, r))
            .ok_or(true)
    }

    pub(super) fn action_text(&self, a: TaflAction) -> String {
        match a {
            TaflAction::Forfeit => "forfeit".into(),
            TaflAction::Move { from, to } => {
                format!("{}-{}", self.square_name(from), self.square_name(to))
            }
        }
    }

    pub(super) fn read_action(
        &self,
        _s: &TaflState,
        text: &str,
    ) -> Result<TaflAction, ActionError> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("forfeit") {
            return Ok(TaflAction::Forfeit);
        }
        let last = (b'a' + self.size - 1) as char;
        let syntax = || ActionError::Syntax {
            text: text.into(),
            expected: "a move such as e1-e4, or forfeit".into(),
        };
        let (from, to) = t.split_once('-').ok_or_else(syntax)?;
        let read = |name: &str| {
            self.parse_square(name).map_err(|off_board| {
                if off_board {
                    ActionError::OutOfRange {
                        text: text.into(),
                        why: format!("squares run from a1 to {last}{}", self.size),
                    }
                } else {
                    syntax()
                }
            })
        };
        Ok(TaflAction::Move {
            from: read(from)?,
            to: read(to)?,
        })
    }
}
