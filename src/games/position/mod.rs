//! Each game's position notation (the [`Positions`] capability of the engine):
//! how a teacher writes a position to start from, and the checks that refuse
//! positions the rules never reach. Shared here: reading a grid of characters
//! ([`read_grid`]), the `to move: N` line, and the test that a won position was
//! won by its last move only ([`check_wins`]). The tafl diagram is in
//! `crate::games::tafl`, next to the board it reads.
//!
//! [`Positions`]: crate::engine::Positions

mod chomp;
mod connect_four;
mod cram;
mod nim;
mod phantom;
mod pig;
#[cfg(test)]
mod tests;
mod tictactoe;

use crate::engine::{Player, PositionError, SetupPiece};

/// A grid read from text: its cells in reading order (0 empty, `k` the `k`-th
/// piece), and the lines after it, each with its number (from 1).
pub(crate) struct GridText<'a> {
    pub cells: Vec<u8>,
    pub rest: Vec<(usize, &'a str)>,
}

/// Whether `line` is a caption to skip: column numbers (`1 2 3 4 5 6 7`) or file
/// letters (`a b c d e f g`).
fn is_caption(line: &str) -> bool {
    let chars: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
    let letters = chars
        .iter()
        .enumerate()
        .all(|(i, &c)| c as u32 == 'a' as u32 + i as u32);
    !chars.is_empty() && (chars.iter().all(char::is_ascii_digit) || letters)
}

/// Reads `rows` lines of `cols` cells each (spaces between cells optional, a
/// rank number before a row allowed), skipping blank lines and captions; a cell
/// is one of `pieces`' symbols (any case when `fold_case`) or one of `empty`.
pub(crate) fn read_grid<'a>(
    text: &'a str,
    rows: usize,
    cols: usize,
    pieces: &[SetupPiece],
    empty: &[char],
    fold_case: bool,
) -> Result<GridText<'a>, PositionError> {
    let same = |a: char, b: char| a == b || (fold_case && a.eq_ignore_ascii_case(&b));
    let mut cells = Vec::with_capacity(rows * cols);
    let mut rest = Vec::new();
    let mut row = 0;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        if line.trim().is_empty() || is_caption(line) {
            continue;
        }
        if row == rows {
            rest.push((number, line));
            continue;
        }
        // A rank number before the row: skipped.
        let start = line.trim_start();
        let label = start.len() - start.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let skip = line.len() - start.len() + label;
        let mut found = 0;
        for (column, c) in line.char_indices().skip_while(|&(k, _)| k < skip) {
            if c.is_whitespace() {
                continue;
            }
            let column = line[..column].chars().count() + 1;
            let cell = if empty.contains(&c) {
                0
            } else if let Some(k) = pieces.iter().position(|p| same(c, p.symbol)) {
                k as u8 + 1
            } else {
                let known: Vec<String> = pieces
                    .iter()
                    .map(|p| format!("{} {}", p.symbol, p.name))
                    .chain(empty.first().map(|e| format!("{e} empty")))
                    .collect();
                return Err(PositionError::at(
                    number,
                    column,
                    format!("unknown cell {c:?}; the cells are {}", known.join(", ")),
                ));
            };
            found += 1;
            if found > cols {
                return Err(PositionError::at(
                    number,
                    column,
                    format!("row {} has more than {cols} cells", row + 1),
                ));
            }
            cells.push(cell);
        }
        if found < cols {
            return Err(PositionError::at(
                number,
                line.chars().count() + 1,
                format!("row {} has {found} cells, not {cols}", row + 1),
            ));
        }
        row += 1;
    }
    if row < rows {
        return Err(PositionError::whole(format!(
            "the board has {rows} rows of {cols} cells; only {row} found"
        )));
    }
    Ok(GridText { cells, rest })
}

/// Writes cells in reading order as rows of symbols separated by spaces, with
/// `empty` for an empty cell.
pub(crate) fn write_grid(cells: &[u8], cols: usize, pieces: &[SetupPiece], empty: char) -> String {
    let mut out = String::new();
    for row in cells.chunks(cols.max(1)) {
        let symbols: Vec<String> = row
            .iter()
            .map(|&c| match c {
                0 => empty.to_string(),
                k => pieces
                    .get(k as usize - 1)
                    .map_or('?', |p| p.symbol)
                    .to_string(),
            })
            .collect();
        out.push_str(&symbols.join(" "));
        out.push('\n');
    }
    out
}

/// The value of a `key: value` line (`to move: 1`) when its key is `key` (any
/// case, spaces around ignored).
pub(crate) fn keyed<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let (k, v) = line.split_once(':')?;
    k.trim().eq_ignore_ascii_case(key).then(|| v.trim())
}

/// Reads the `to move: N` line (`N` from 0 to `players - 1`) at line `number`.
pub(crate) fn read_to_move(
    value: &str,
    number: usize,
    players: usize,
) -> Result<Player, PositionError> {
    match value.parse::<Player>() {
        Ok(p) if p < players => Ok(p),
        _ => Err(PositionError::at(
            number,
            1,
            format!(
                "the player to move is a number from 0 to {}, not {value:?}",
                players - 1
            ),
        )),
    }
}

/// Reads the lines after a grid where only `to move: N` is allowed.
pub(crate) fn read_to_move_lines(
    rest: &[(usize, &str)],
    players: usize,
) -> Result<Player, PositionError> {
    let mut to_move = 0;
    for &(number, line) in rest {
        match keyed(line, "to move") {
            Some(v) => to_move = read_to_move(v, number, players)?,
            None => {
                return Err(PositionError::at(
                    number,
                    1,
                    format!(
                        "expected `to move: N` after the board, not {:?}",
                        line.trim()
                    ),
                ));
            }
        }
    }
    Ok(to_move)
}

/// The checks of a two-player game where the first to make a line wins and
/// the marks alternate (tic-tac-toe, Connect Four): `marks` are each player's
/// cells as bits, `last` the player who moved last, `candidates` the cells of
/// `last` that may have been played last (any mark in tic-tac-toe, a column's
/// top disc in Connect Four). Refused: a line of the player who did not move
/// last, and lines that no single last move made (the game was already won).
pub(crate) fn check_wins(
    marks: [u64; 2],
    last: Player,
    candidates: u64,
    has_line: impl Fn(u64) -> bool,
    names: [&str; 2],
) -> Result<(), PositionError> {
    let other = 1 - last;
    if has_line(marks[other]) {
        return Err(PositionError::whole(format!(
            "{} has a line, but {} moved last (the counts say so): the game ended before",
            names[other], names[last]
        )));
    }
    if has_line(marks[last]) {
        let mut c = candidates & marks[last];
        while c != 0 {
            let bit = c & c.wrapping_neg();
            if !has_line(marks[last] & !bit) {
                return Ok(());
            }
            c &= c - 1;
        }
        return Err(PositionError::whole(format!(
            "{}'s lines were not all made by one last move: the game was won before",
            names[last]
        )));
    }
    Ok(())
}
