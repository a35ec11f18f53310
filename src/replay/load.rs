//! Loading: parse, then replay every ply through the engine's checked transition.
//! The first bad ply is reported by number (from 1) with what was expected.
//!
//! The checks run on `&mut dyn DynMatch`, so the same code validates a replay of
//! any game of the catalog ([`load`], [`validate`]) and, in tests, a typed
//! [`Match`] of a game outside it ([`replay_typed`]).

use super::error::LoadError;
use super::format::{PlyMove, ReplayFile};
use super::parse::{parse, read_text};
use crate::engine::{ActionError, Actor, DynMatch, Match, PlayError, position_or_initial};
use crate::games::{AnyGame, CatalogMatch, Catalogued};
use std::path::Path;

/// A checked replay: the file as read, and the match at its last ply.
pub struct Replay {
    pub file: ReplayFile,
    pub game: Box<dyn CatalogMatch>,
}

impl std::fmt::Debug for Replay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("file", &self.file)
            .field("plies", &self.game.ply_count())
            .finish()
    }
}

/// Reads, parses and checks the replay at `path`; its errors name the file
/// ([`LoadError::in_file`]).
pub fn load(path: &Path) -> Result<Replay, LoadError> {
    read_text(path)
        .and_then(|text| load_str(&text))
        .map_err(|e| e.in_file(path))
}

/// The autosave to offer to resume ([`super::autosave_path`] when `path` is
/// `None`): `None` when there is none, an error when it does not load.
pub fn load_autosave(path: Option<&Path>) -> Result<Option<Replay>, LoadError> {
    let path = path.map_or_else(super::autosave_path, Path::to_path_buf);
    match std::fs::symlink_metadata(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        _ => load(&path).map(Some),
    }
}

/// Parses and checks a replay given as text.
pub fn load_str(text: &str) -> Result<Replay, LoadError> {
    validate(parse(text)?)
}

/// Checks a parsed replay against the rules of its game.
pub fn validate(file: ReplayFile) -> Result<Replay, LoadError> {
    let mut game = AnyGame::from_spec(&file.game)?.new_match_at(file.position.as_deref())?;
    check_into(game.as_mut(), &file)?;
    Ok(Replay { file, game })
}

/// Replays `file` as a match of `game` (which must be the game the file names).
pub fn replay_typed<G: Catalogued>(game: G, file: &ReplayFile) -> Result<Match<G>, LoadError> {
    if game.spec() != file.game {
        return Err(LoadError::Game(crate::games::SpecError::Invalid {
            game: game.info().name,
            why: format!("the replay is of {}", file.game),
        }));
    }
    let start = position_or_initial(&game, file.position.as_deref())?;
    let mut m = Match::from_state(game, start);
    check_into(&mut m, file)?;
    Ok(m)
}

/// Plays every ply of `file` on `m` (a match at its start, or at the file's
/// `position`) and checks the seats,
/// the annotations and the outcome.
pub fn check_into(m: &mut dyn DynMatch, file: &ReplayFile) -> Result<(), LoadError> {
    let players = m.info().players;
    if file.players.len() != players {
        return Err(LoadError::Seats {
            game: file.game.to_string(),
            expected: players,
            found: file.players.len(),
        });
    }
    for (k, ply) in file.actions.iter().enumerate() {
        play_ply(m, k + 1, ply)?;
    }
    if let Some(a) = file
        .annotations
        .iter()
        .find(|a| a.ply == 0 || a.ply > file.actions.len())
    {
        return Err(LoadError::Annotation {
            ply: a.ply,
            plies: file.actions.len(),
        });
    }
    let replayed = m.scores().map(|s| s.as_slice().to_vec());
    if replayed != file.outcome {
        return Err(LoadError::Outcome {
            file: file.outcome.clone(),
            replayed,
        });
    }
    Ok(())
}

/// Checks and plays ply number `ply` (from 1).
pub fn play_ply(m: &mut dyn DynMatch, ply: usize, moves: &[PlyMove]) -> Result<(), LoadError> {
    let turn = m.turn();
    if turn.is_terminal() {
        return Err(LoadError::GameOver { ply });
    }
    let expected = turn.actors();
    let found: Vec<Actor> = moves.iter().map(|(a, _)| *a).collect();
    if sorted(&expected) != sorted(&found) {
        return Err(LoadError::WrongActor {
            ply,
            expected,
            found,
        });
    }
    if let Some((_, text)) = moves.iter().find(|(a, _)| *a == Actor::Chance) {
        check_chance(m, ply, text)?;
    }
    let joint: Vec<(Actor, &str)> = moves.iter().map(|(a, t)| (*a, t.as_str())).collect();
    m.play_notation(&joint)
        .map_err(|e| explain(m, ply, moves, e))
}

fn sorted(actors: &[Actor]) -> Vec<Actor> {
    let mut v = actors.to_vec();
    v.sort();
    v
}

/// A chance outcome must be one of chance's outcomes with a positive probability,
/// written in the game's notation.
fn check_chance(m: &dyn DynMatch, ply: usize, text: &str) -> Result<(), LoadError> {
    let possible: Vec<String> = m
        .chance()
        .into_iter()
        .filter(|(_, p)| p.numerator() > 0)
        .map(|(t, _)| t)
        .collect();
    if possible.iter().any(|t| t == text.trim()) {
        Ok(())
    } else {
        Err(LoadError::ImpossibleChance {
            ply,
            text: clip(text),
            possible,
        })
    }
}

/// The engine's refusal of a ply, as a load error naming the move at fault.
fn explain(m: &dyn DynMatch, ply: usize, moves: &[PlyMove], e: PlayError) -> LoadError {
    // The move at fault in a syntax error: the first one not written as any
    // available action is written.
    let culprit = moves
        .iter()
        .find(|(a, t)| !m.legal(*a).iter().any(|l| l == t.trim()));
    let why = match (&e, culprit) {
        (PlayError::Action(ActionError::Illegal { text, actor, legal }), _) => {
            return LoadError::Illegal {
                ply,
                actor: *actor,
                text: clip(text),
                legal: legal.clone(),
            };
        }
        (PlayError::Action(ActionError::Syntax { expected, .. }), Some(_)) => {
            format!("expected {expected}")
        }
        (PlayError::Action(ActionError::OutOfRange { why, .. }), Some(_)) => why.clone(),
        _ => {
            return LoadError::Rejected {
                ply,
                message: e.to_string(),
            };
        }
    };
    match culprit {
        Some((actor, text)) => LoadError::Unparsable {
            ply,
            actor: *actor,
            text: clip(text),
            why,
            legal: m.legal(*actor),
        },
        None => LoadError::Rejected {
            ply,
            message: e.to_string(),
        },
    }
}

/// An action's text as quoted in a message: at most 40 characters.
fn clip(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_string(),
    }
}
