//! Reading a list of moves given on the command line (`--moves "4 4 5"`, `4,4,5`,
//! or for Connect Four the digit string `445`) and playing it from the start.

use super::CliError;
use crate::engine::{Actor, Game, Move, Turn, parse_legal};
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

/// Splits a move list at spaces and commas; a single run of digits with no separator
/// on a game whose actions are single digits is one move per digit.
pub fn split_moves(text: &str, single_digit_actions: bool) -> Vec<String> {
    let text = text.trim();
    if single_digit_actions && !text.is_empty() && text.chars().all(|c| c.is_ascii_digit()) {
        return text.chars().map(|c| c.to_string()).collect();
    }
    text.split([' ', ',', '\t', '\n'])
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// Plays `moves` (one action per ply for the single actor to act) from the initial
/// state; the error names the ply (from 1) and the legal actions.
pub fn play_moves<G: Game>(g: &G, moves: &[String]) -> Result<G::State, CliError> {
    let mut s = g.initial_state();
    for (i, text) in moves.iter().enumerate() {
        let ply = i + 1;
        let actor = match g.turn(&s) {
            Turn::Terminal => {
                return Err(format!("move {ply} ({text}): the game is already over").into());
            }
            Turn::Player(p) => Actor::Player(p),
            Turn::Chance => Actor::Chance,
            Turn::Simultaneous { .. } => {
                return Err(format!(
                    "move {ply} ({text}): several players act at once; a move list gives one action per ply"
                )
                .into());
            }
        };
        let a = parse_legal(g, &s, actor, text).map_err(|e| format!("move {ply}: {e}"))?;
        g.apply(&mut s, &[Move::new(actor, a)]);
    }
    Ok(s)
}
