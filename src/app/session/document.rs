//! The session as a document: the replay file's fields that are not moves
//! ([`Header`]: seats, creation time, notes, annotations) kept beside the typed
//! line, and the conversions between a session and a [`ReplayFile`]. Opening a
//! file replays it once, typed ([`crate::replay::replay_typed`]); saving writes
//! back every field it was opened with, so open → save gives the same file.

use super::header::{Header, seats_for};
use super::line::Session;
use crate::engine::{Actor, Game, Match};
use crate::games::Catalogued;
use crate::replay::{Annotation, FORMAT_VERSION, LoadError, ReplayFile, replay_typed};

impl<G: Catalogued> Session<G> {
    /// The session of a replay file: the game's line replayed once through the
    /// engine (the first bad ply is named), the cursor at the end.
    pub fn open(game: G, file: &ReplayFile) -> Result<Session<G>, LoadError> {
        let line = replay_typed(game, file)?;
        let annotated = plies_of(&line);
        let mut session = Session::from_match(
            line,
            Header {
                seats: file.players.clone(),
                created: file.created.clone(),
                notes: file.notes.clone(),
                annotations: file.annotations.clone(),
                annotated,
            },
        );
        session.cursor = session.line.plies().len();
        Ok(session)
    }

    /// The replay file of the whole line (whatever the cursor), with every
    /// field of the header; annotations of plies that were changed since are
    /// left out.
    pub fn to_file(&self) -> ReplayFile {
        let plies = plies_of(&self.line);
        let h = &self.header;
        let unchanged = |a: &Annotation| {
            a.ply >= 1 && a.ply <= plies.len() && h.annotated.get(..a.ply) == Some(&plies[..a.ply])
        };
        let annotations = h
            .annotations
            .iter()
            .filter(|a| unchanged(a))
            .cloned()
            .collect();
        ReplayFile {
            format: FORMAT_VERSION,
            game: self.game().spec(),
            players: seats_for(&h.seats, self.game().info().players),
            created: h.created.clone(),
            notes: h.notes.clone(),
            position: self.line.start_position(),
            actions: plies,
            annotations,
            outcome: self
                .game()
                .scores(self.line.state())
                .map(|s| s.as_slice().to_vec()),
        }
    }
}

/// Every ply of `line` in notation, actor by actor.
fn plies_of<G: Game>(line: &Match<G>) -> Vec<Vec<(Actor, String)>> {
    line.plies()
        .iter()
        .enumerate()
        .map(|(k, joint)| {
            let s = line.state_at(k).unwrap_or(line.state());
            joint
                .iter()
                .map(|m| (m.actor, line.game().notation(s, m.action)))
                .collect()
        })
        .collect()
}
