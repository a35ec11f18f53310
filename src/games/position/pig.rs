//! Pig's positions: the two scores, the turn total of the player to move, who
//! moves, and whether the die is rolling (chance throws next), as `key: value`
//! parts on lines or separated by `;`:
//!
//! ```text
//! scores: 12 25; turn total: 8; to move: 1
//! ```
//!
//! `rolling: yes` when the player has chosen to roll and the die is about to
//! fall. Refused: both players at the target, a turn total of 1 (a 1 ends the
//! turn with nothing), a turn total or a rolling die after the game is won.

use super::nim::parts;
use super::{keyed, read_to_move};
use crate::engine::{PositionError, Positions, Setup, SetupLayout};
use crate::games::{Pig, PigState};

impl Positions<PigState> for Pig {
    fn layout(&self) -> SetupLayout {
        SetupLayout {
            rows: 0,
            cols: 0,
            pieces: vec![],
            marked: vec![],
            numbers: vec![
                "score of player 0".into(),
                "score of player 1".into(),
                "turn total".into(),
                "die rolling (1) or not (0)".into(),
            ],
            to_move_free: true,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "scores: A B; turn total: T; to move: N (and `rolling: yes` when the die is to fall)"
    }

    fn setup_of(&self, s: &PigState) -> Setup {
        Setup {
            cells: vec![],
            numbers: vec![
                s.scores[0].into(),
                s.scores[1].into(),
                s.turn_total.into(),
                u32::from(s.rolling),
            ],
            to_move: s.to_move as usize,
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<PigState, PositionError> {
        let &[a, b, total, rolling] = setup.numbers.as_slice() else {
            return Err(PositionError::whole(
                "Pig's position is two scores, a turn total and the die",
            ));
        };
        let target = u32::from(self.target());
        let byte = |v: u32, what: &str| {
            u8::try_from(v)
                .map_err(|_| PositionError::square(what.to_string(), format!("{v} is above 255")))
        };
        let scores = [byte(a, "score of player 0")?, byte(b, "score of player 1")?];
        let turn_total = byte(total, "turn total")?;
        if rolling > 1 {
            return Err(PositionError::square(
                "rolling",
                "0 (not rolling) or 1 (rolling)",
            ));
        }
        if turn_total == 1 {
            return Err(PositionError::square(
                "turn total",
                "a turn total of 1 never happens: a 1 on the die ends the turn with nothing",
            ));
        }
        let winners: Vec<usize> = (0..2).filter(|&p| u32::from(scores[p]) >= target).collect();
        match winners.as_slice() {
            [_, _] => {
                return Err(PositionError::whole(format!(
                    "both scores reach the target {target}: the game ended at the first"
                )));
            }
            [w] if turn_total > 0 || rolling == 1 || setup.to_move != *w => {
                return Err(PositionError::whole(format!(
                    "player {w} has reached the target {target}: the game is over, with no turn total, no die rolling, and the winner last to move"
                )));
            }
            _ => {}
        }
        Ok(PigState {
            scores,
            turn_total,
            to_move: (setup.to_move % 2) as u8,
            rolling: rolling == 1,
        })
    }

    fn write(&self, setup: &Setup) -> String {
        let n = |k: usize| setup.numbers.get(k).copied().unwrap_or(0);
        let mut out = format!(
            "scores: {} {}; turn total: {}; to move: {}",
            n(0),
            n(1),
            n(2),
            setup.to_move
        );
        if n(3) == 1 {
            out.push_str("; rolling: yes");
        }
        out.push('\n');
        out
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let mut numbers = vec![0, 0, 0, 0];
        let mut to_move = 0;
        let number = |v: &str, line, column| {
            v.parse::<u32>().map_err(|_| {
                PositionError::at(line, column, format!("expected a number, not {v:?}"))
            })
        };
        for (line, column, part) in parts(text) {
            if let Some(v) = keyed(part, "scores") {
                let both: Vec<&str> = v.split_whitespace().collect();
                let [a, b] = both.as_slice() else {
                    return Err(PositionError::at(
                        line,
                        column,
                        "`scores:` is followed by two numbers",
                    ));
                };
                numbers[0] = number(a, line, column)?;
                numbers[1] = number(b, line, column)?;
            } else if let Some(v) = keyed(part, "turn total") {
                numbers[2] = number(v, line, column)?;
            } else if let Some(v) = keyed(part, "to move") {
                to_move = read_to_move(v, line, 2)?;
            } else if let Some(v) = keyed(part, "rolling") {
                numbers[3] = match v {
                    "yes" | "1" | "true" => 1,
                    "no" | "0" | "false" => 0,
                    _ => return Err(PositionError::at(line, column, "`rolling:` is yes or no")),
                };
            } else {
                return Err(PositionError::at(
                    line,
                    column,
                    format!(
                        "expected `scores:`, `turn total:`, `to move:` or `rolling:`, not {part:?}"
                    ),
                ));
            }
        }
        Ok(Setup {
            cells: vec![],
            numbers,
            to_move,
        })
    }
}
