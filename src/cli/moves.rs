//! Reading a list of moves given on the command line (`--moves "4 4 5"`, `4,4,5`,
//! or for Connect Four the digit string `445`) and playing it from the start,
//! or from a position set up with `--position` (the game's own notation, see
//! [`crate::engine::Positions`]; `@FILE` reads it from a file), through the
//! engine's one door for lines of moves.

use super::CliError;
use crate::engine::{Game, state_after, state_after_from};
use crate::games::AnyGame;

/// Splits a move list the way `game` writes its moves: single digits for
/// tic-tac-toe and Connect Four; for Chomp (`2,3`) and Cram (`1,2 h`) the moves are
/// separated by spaces or `;` (a lone `h` or `v` belongs to the move before it);
/// otherwise as [`split_moves`].
pub fn split_moves_for(game: &AnyGame, text: &str) -> Vec<String> {
    match game {
        AnyGame::ConnectFour(_) | AnyGame::TicTacToe(_) => split_moves(text, true),
        AnyGame::Chomp(_) | AnyGame::Cram(_) => {
            let mut out: Vec<String> = Vec::new();
            for token in text.split([' ', ';', '\t', '\n']).filter(|t| !t.is_empty()) {
                match out.last_mut() {
                    Some(last) if matches!(token, "h" | "v" | "H" | "V") => {
                        last.push(' ');
                        last.push_str(token);
                    }
                    _ => out.push(token.to_string()),
                }
            }
            out
        }
        _ => split_moves(text, false),
    }
}

/// Splits a move list at spaces and commas; on a game whose actions are the
/// digits 1 to 9, a single run of those digits with no separator is one move per
/// digit (`445`). A run with a 0 in it is one move (`10` is cell ten, refused
/// by tic-tac-toe, never "1 then 0").
pub fn split_moves(text: &str, single_digit_actions: bool) -> Vec<String> {
    let text = text.trim();
    if single_digit_actions && !text.is_empty() && text.chars().all(|c| ('1'..='9').contains(&c)) {
        return text.chars().map(|c| c.to_string()).collect();
    }
    text.split([' ', ',', '\t', '\n'])
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// The help of every `--moves` option.
pub const MOVES_HELP: &str = "Moves to play first, in the game's notation, as separate \
words or in one word separated by commas (`--moves 5 1 9`, `--moves 5,1,9`, `--moves '5 1 9'`); \
on tic-tac-toe and Connect Four a run of digits 1 to 9 is one move per digit (`--moves 445`)";

/// The words given to a `--moves` option as one text.
pub fn joined(words: &[String]) -> String {
    words.join(" ")
}

/// Plays `moves` from the initial state (one ply each; a simultaneous ply is
/// written `a+b`, see [`crate::engine::state_after`]); the error names the ply
/// (from 1) and the legal actions.
pub fn play_moves<G: Game>(g: &G, moves: &[String]) -> Result<G::State, CliError> {
    Ok(state_after(g, moves)?)
}

/// The largest `--position @FILE` read: 1 MiB, far more than any board's diagram.
pub const MAX_POSITION_BYTES: u64 = 1024 * 1024;

/// The text of `--position`: the argument itself, or with `@FILE` the file's
/// contents. A literal `\n` or `/` stands for a new line, so that a diagram
/// fits in one shell argument (`--position 'X O ./. X ./. . O'`).
pub fn position_text(arg: &str) -> Result<String, CliError> {
    match arg.strip_prefix('@') {
        Some(path) => crate::files::read_text(std::path::Path::new(path), MAX_POSITION_BYTES)
            .map_err(|e| format!("--position @{path}: {e}").into()),
        None => Ok(arg.replace("\\n", "\n").replace('/', "\n")),
    }
}

/// The state to start from: `position` (see [`position_text`]) read and
/// checked in the game's notation, or the initial state; then `moves` played
/// from it. The error names the option and the place.
pub fn start_state<G: Game>(
    g: &G,
    position: Option<&str>,
    moves: &[String],
) -> Result<G::State, CliError> {
    let Some(arg) = position else {
        return play_moves(g, moves);
    };
    let text = position_text(arg)?;
    let name = g.info().name;
    let positions = g
        .positions()
        .ok_or_else(|| format!("--position: {name} has no position set-up"))?;
    let start = positions.read_position(&text).map_err(|e| {
        format!(
            "--position: {e}\n(the notation of {name}: {})",
            positions.notation_help()
        )
    })?;
    Ok(state_after_from(g, start, moves)?)
}
