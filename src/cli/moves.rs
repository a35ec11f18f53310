//! Reading a list of moves given on the command line (`--moves "4 4 5"`, `4,4,5`,
//! or for Connect Four the digit string `445`) and playing it from the start.

use super::CliError;
use crate::engine::{Actor, Game, Move, Turn, parse_legal};

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
