//! Tablut's and Ard-ri's positions: seed 001's board as a diagram, the top
//! rank first, `x` an attacker, `o` a defender, `K` the king, `.` (or `+` on a
//! fortress) an empty square; rank numbers before the rows and the file
//! letters under them may be written or left out; then the action counter,
//! whose parity says who moves (even: the attackers), as [`Tafl::diagram`]
//! writes it (`actions: 12, attackers to move`), or only the side
//! (`to move: defenders`, the counter then 0 or 1). A capture case on Ard-ri:
//!
//! ```text
//! 7 + . . . . . +
//! 6 . . . . . . .
//! 5 . . . . . . .
//! 4 . . x o . . .
//! 3 . . . . x . .
//! 2 . . . . . K .
//! 1 + . . . . . +
//!   a b c d e f g
//! to move: attackers
//! ```
//!
//! Refused: an unknown cell, two kings, a simple pawn on a fortress (the
//! corners and the throne), more attackers or defenders than the game starts
//! with, a counter past the draw limit, a side to move that its parity
//! contradicts.

use super::board::{ATTACKER, DEFENDER, KING};
use super::{ATTACKERS, Tafl, TaflState};
use crate::engine::{Player, PositionError, Positions, Setup, SetupLayout, SetupPiece};
use crate::games::position::{keyed, read_grid};

fn pieces() -> Vec<SetupPiece> {
    vec![
        SetupPiece {
            name: "attacker",
            name_fr: "attaquant",
            symbol: 'x',
            owner: Some(0),
        },
        SetupPiece {
            name: "defender",
            name_fr: "défenseur",
            symbol: 'o',
            owner: Some(1),
        },
        SetupPiece {
            name: "king",
            name_fr: "roi",
            symbol: 'K',
            owner: Some(1),
        },
    ]
}

fn side_name(p: Player) -> &'static str {
    if p == ATTACKERS {
        "attackers"
    } else {
        "defenders"
    }
}

/// Reads `attackers`, `defenders`, `0` or `1`.
fn read_side(text: &str) -> Option<Player> {
    match text.trim() {
        "attackers" | "0" => Some(0),
        "defenders" | "1" => Some(1),
        _ => None,
    }
}

impl Tafl {
    /// The padded square of setup cell `index` (reading order, top rank first).
    fn setup_square(&self, index: usize) -> usize {
        let n = self.size as usize;
        self.squares[(n - 1 - index / n) * n + index % n] as usize
    }

    /// The name (`e5`) of setup cell `index`.
    fn setup_name(&self, index: usize) -> String {
        let n = self.size as usize;
        self.square_name(((n - 1 - index / n) * n + index % n) as u8)
    }

    /// Reads the lines after the diagram: the counter and the side to move.
    fn read_counter(&self, rest: &[(usize, &str)]) -> Result<u32, PositionError> {
        let mut counter = 0;
        for &(number, line) in rest {
            let wrong = |why: String| PositionError::at(number, 1, why);
            if let Some(v) = keyed(line, "actions") {
                let (count, side) = v.split_once(',').unwrap_or((v, ""));
                counter = count.trim().parse::<u32>().map_err(|_| {
                    wrong(format!(
                        "the action counter is a number, not {:?}",
                        count.trim()
                    ))
                })?;
                let side = side.trim().trim_end_matches("to move").trim();
                if !side.is_empty() && read_side(side) != Some(counter as usize % 2) {
                    return Err(wrong(format!(
                        "{counter} actions played means the {} move, not {side:?}",
                        side_name(counter as usize % 2)
                    )));
                }
            } else if let Some(v) = keyed(line, "to move") {
                let p = read_side(v).ok_or_else(|| {
                    wrong(format!(
                        "the side to move is `attackers` or `defenders`, not {v:?}"
                    ))
                })?;
                if counter as usize % 2 != p {
                    counter = if counter > 0 { counter - 1 } else { 1 };
                }
            } else {
                return Err(wrong(format!(
                    "expected `actions: N` or `to move: attackers|defenders` after the board, not {:?}",
                    line.trim()
                )));
            }
        }
        Ok(counter)
    }
}

impl Positions<TaflState> for Tafl {
    fn layout(&self) -> SetupLayout {
        let n = self.size as usize;
        SetupLayout {
            rows: n,
            cols: n,
            pieces: pieces(),
            marked: (0..n * n)
                .filter(|&i| self.is_fortress_padded(self.setup_square(i)))
                .collect(),
            numbers: vec!["actions played".into()],
            to_move_free: true,
            players: 2,
        }
    }

    fn notation_help(&self) -> &'static str {
        "the diagram, top rank first, x attacker, o defender, K king, . empty; then `to move: attackers` or `actions: N`"
    }

    fn setup_of(&self, s: &TaflState) -> Setup {
        let n = self.size as usize;
        let cells = (0..n * n)
            .map(|i| match s.cells[self.setup_square(i)] {
                ATTACKER => 1,
                DEFENDER => 2,
                KING => 3,
                _ => 0,
            })
            .collect();
        Setup {
            cells,
            numbers: vec![s.plies.into()],
            to_move: s.to_move(),
        }
    }

    fn state_of(&self, setup: &Setup) -> Result<TaflState, PositionError> {
        let counter = setup.numbers.first().copied().unwrap_or(0);
        if counter > u32::from(self.draw_limit) {
            return Err(PositionError::whole(format!(
                "{counter} actions played is past the draw limit {}",
                self.draw_limit
            )));
        }
        if setup.to_move != counter as usize % 2 {
            return Err(PositionError::whole(format!(
                "{counter} actions played means the {} move",
                side_name(counter as usize % 2)
            )));
        }
        let mut s = self.blank();
        s.plies = counter as u16;
        let mut king: Option<usize> = None;
        for (i, &cell) in setup.cells.iter().enumerate() {
            let sq = self.setup_square(i);
            let at =
                |why: String| PositionError::square(format!("square {}", self.setup_name(i)), why);
            let cell = match cell {
                0 => continue,
                1 => ATTACKER,
                2 => DEFENDER,
                3 => KING,
                _ => return Err(at("unknown piece".into())),
            };
            if cell == KING {
                if let Some(first) = king {
                    return Err(at(format!(
                        "a second king (the first is on {})",
                        self.setup_name(first)
                    )));
                }
                king = Some(i);
            } else if self.is_fortress_padded(sq) {
                let place = if sq == self.throne {
                    "the throne"
                } else {
                    "a corner fortress"
                };
                return Err(at(format!(
                    "a simple pawn may not stand on {place}; only the king may"
                )));
            }
            s.put(sq, cell);
        }
        let (attackers, defenders) = self.pawn_counts(&s);
        let (a0, d0) = self.pawn_counts(&self.initial);
        if attackers > a0 || defenders > d0 {
            return Err(PositionError::whole(format!(
                "{attackers} attackers and {defenders} defenders: the game starts with {a0} and {d0}, and pieces are only ever captured"
            )));
        }
        Ok(s)
    }

    fn write(&self, setup: &Setup) -> String {
        let n = self.size as usize;
        let mut out = String::new();
        for (row, cells) in setup.cells.chunks(n).enumerate() {
            out.push_str(&format!("{:>2} ", n - row));
            let symbols: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(file, &c)| match c {
                    1 => "x".into(),
                    2 => "o".into(),
                    3 => "K".into(),
                    _ if self.is_fortress_padded(self.setup_square(row * n + file)) => "+".into(),
                    _ => ".".into(),
                })
                .collect();
            out.push_str(&symbols.join(" "));
            out.push('\n');
        }
        let files: Vec<String> = (0..n).map(|f| ((b'a' + f as u8) as char).into()).collect();
        out.push_str(&format!("   {}\n", files.join(" ")));
        let counter = setup.numbers.first().copied().unwrap_or(0);
        out.push_str(&format!(
            "actions: {counter}, {} to move\n",
            side_name(setup.to_move)
        ));
        out
    }

    fn read(&self, text: &str) -> Result<Setup, PositionError> {
        let n = self.size as usize;
        let grid = read_grid(text, n, n, &pieces(), &['.', '+'], false)?;
        let counter = self.read_counter(&grid.rest)?;
        Ok(Setup {
            cells: grid.cells,
            numbers: vec![counter],
            to_move: counter as usize % 2,
        })
    }

    fn set_to_move(&self, setup: &mut Setup, player: Player) {
        let counter = setup.numbers.first().copied().unwrap_or(0);
        if counter as usize % 2 != player {
            let moved = if counter > 0 { counter - 1 } else { 1 };
            setup.numbers = vec![moved];
        }
        setup.to_move = player;
    }
}
