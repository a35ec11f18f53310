//! What a user can ask of the studio, as plain data. Panels and keys emit
//! [`Command`]s while drawing; [`apply`] carries them out afterwards, in one place,
//! without egui (so it is unit-tested here).

use super::i18n::Language;
use super::session::PlayOutcome;
use super::settings::{Panel, Seat, Theme};
use super::studio::{Draft, Studio};
use super::tournament::model::TournamentCommand;
use crate::engine::{GameSpec, Viewer};
use std::path::PathBuf;

/// One request from the interface.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start the game set up in the picker.
    NewGame,
    /// Change the game being set up in the picker.
    SetDraft(Draft),
    SetSeat(usize, Seat),
    /// A human's move in notation, for the player to move at the cursor.
    Play(String),
    /// An agent's move, computed for position `generation`.
    AgentMoved {
        generation: u64,
        text: String,
    },
    GoTo(usize),
    First,
    Back,
    Forward,
    Last,
    Undo,
    Redo,
    ViewAs(Viewer),
    SetLanguage(Language),
    SetTheme(Theme),
    SetHints(bool),
    SetCoordinates(bool),
    SetFlip(bool),
    ShowPanel(Panel),
    /// Pause the agents (the shell also makes a thinking agent move at once).
    Stop,
    Resume,
    ConfirmDiscard,
    CancelDiscard,
    /// Load the autosaved game offered at start-up, or forget it.
    ResumeAutosave,
    DropAutosave,
    DismissMessage,
    /// Open a replay, or a trace file (shown in the search inspector).
    Open(PathBuf),
    Save(PathBuf),
    /// A request to the attractor inspector.
    Attractors(crate::app::attractors::Request),
    /// A request of the tournament panel.
    Tournament(TournamentCommand),
    /// A request of the search inspector.
    Inspect(super::inspector::Action),
}

/// Whether the file at `path` reads as an arena (seed 003's graphs written by
/// hand: `initial:` and `nodes:`, no replay's `format:`), which Open starts as a
/// new game rather than reading as a replay.
fn is_arena_file(path: &std::path::Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(65_536).read_to_end(&mut head));
    read.is_ok() && {
        let text = String::from_utf8_lossy(&head);
        text.contains("initial:") && text.contains("nodes:") && !text.contains("format:")
    }
}

/// Carries out `cmd`. Errors become `studio.message`; nothing here panics.
pub fn apply(studio: &mut Studio, cmd: Command) {
    let before = (studio.session.len(), studio.session.cursor());
    match cmd {
        Command::NewGame => {
            let spec = studio.draft.spec.clone();
            if let Err(e) = studio.start(&spec) {
                studio.message = Some(e);
            }
        }
        Command::SetDraft(draft) => studio.draft = draft,
        Command::SetSeat(p, seat) => {
            studio.settings.set_seat(p, seat);
            studio.generation += 1;
        }
        Command::Play(text) => {
            // A human move resumes paused agents.
            if play(studio, &text, false) == Some(PlayOutcome::Played) {
                studio.paused = false;
            }
        }
        Command::AgentMoved { generation, text } => {
            if generation == studio.generation && studio.session.cursor() == studio.session.len() {
                play(studio, &text, false);
            }
        }
        Command::GoTo(k) => studio.session.set_cursor(k),
        Command::First => studio.session.set_cursor(0),
        Command::Back => {
            let k = studio.session.cursor().saturating_sub(1);
            studio.session.set_cursor(k);
        }
        Command::Forward => {
            let k = studio.session.cursor() + 1;
            studio.session.set_cursor(k);
        }
        Command::Last => {
            let k = studio.session.len();
            studio.session.set_cursor(k);
        }
        Command::Undo => undo(studio),
        Command::Redo => redo(studio),
        Command::ViewAs(v) => studio.viewer = v,
        Command::SetLanguage(l) => studio.settings.language = l,
        Command::SetTheme(t) => studio.settings.theme = t,
        Command::SetHints(b) => studio.settings.hints = b,
        Command::SetCoordinates(b) => studio.settings.coordinates = b,
        Command::SetFlip(b) => studio.settings.flip = b,
        Command::ShowPanel(p) => studio.settings.panel = p,
        Command::Stop => studio.paused = true,
        Command::Resume => {
            studio.paused = false;
            studio.generation += 1;
        }
        Command::ConfirmDiscard => {
            if let Some(text) = studio.pending.take()
                && play(studio, &text, true) == Some(PlayOutcome::Played)
            {
                studio.paused = false;
            }
        }
        Command::CancelDiscard => studio.pending = None,
        Command::ResumeAutosave => {
            if let Some(data) = studio.resume.take()
                && let Err(e) = studio.load(&data)
            {
                studio.message = Some(e);
            }
        }
        Command::DropAutosave => studio.resume = None,
        Command::DismissMessage => studio.message = None,
        Command::Open(path) if super::inspector::is_trace_file(&path) => {
            studio.settings.panel = Panel::Inspector;
            let open = super::inspector::Action::Open(path);
            if let Err(e) = super::inspector::apply(&mut studio.inspector, open, None) {
                studio.message = Some(e);
            }
        }
        Command::Inspect(action) => {
            use super::inspector::{Applied, Position};
            // A search needs the board's position: its game and the moves to the cursor.
            let position = action.searches().then(|| {
                let mut moves = studio.replay().moves;
                moves.truncate(studio.session.cursor());
                let game = crate::games::AnyGame::from_spec(&studio.session.spec());
                game.map(|game| Position { game, moves })
                    .map_err(|e| e.to_string())
            });
            let applied = position.transpose().and_then(|position| {
                super::inspector::apply(&mut studio.inspector, action, position)
            });
            match applied {
                Ok(Applied::Done) => {}
                // An opened trace: its position on the board, then the trace.
                Ok(Applied::Opened { path, loaded }) => {
                    let replay = super::store::ReplayData {
                        spec: loaded.trace.spec().clone(),
                        moves: loaded.trace.moves().to_vec(),
                    };
                    match studio.load(&replay) {
                        Ok(()) => {
                            studio.settings.remember(&path);
                            studio.settings.panel = Panel::Inspector;
                            studio.inspector.set_loaded(*loaded);
                        }
                        Err(e) => studio.message = Some(format!("{}: {e}", path.display())),
                    }
                }
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Open(path) if is_arena_file(&path) => {
            let spec = GameSpec::Arena {
                path: path.display().to_string(),
            };
            match studio.start(&spec) {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Open(path) => {
            let loaded = studio.store.load(&path).and_then(|r| studio.load(&r));
            match loaded {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Tournament(c) => studio.tournament.apply(c),
        Command::Save(path) => {
            let replay = studio.replay();
            match studio.store.save(&path, &replay) {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Attractors(request) => {
            let spec = studio.session.spec();
            studio.attractors.apply(request, &spec);
        }
    }
    // A solution belongs to one game: a new game drops it.
    studio.attractors.follow(&studio.session.spec());
    if (studio.session.len(), studio.session.cursor()) != before {
        studio.generation += 1;
    }
}

fn play(studio: &mut Studio, text: &str, discard: bool) -> Option<PlayOutcome> {
    match studio.session.play(text, discard) {
        Ok(outcome) => {
            if outcome == PlayOutcome::NeedsConfirm {
                studio.pending = Some(text.to_string());
            }
            Some(outcome)
        }
        Err(e) => {
            studio.message = Some(e);
            None
        }
    }
}

/// Takes back plies until a human is to move (at least one ply), so that undo
/// against an agent returns to the human's turn. With no human seat, pauses.
fn undo(studio: &mut Studio) {
    if !studio.session.undo() {
        return;
    }
    while !human_to_move(studio) && !studio.session.is_empty() && any_human(studio) {
        studio.session.undo();
    }
    if !human_to_move(studio) {
        studio.paused = true;
    }
}

/// Plays again what undo took back, up to the next human turn.
fn redo(studio: &mut Studio) {
    if !studio.session.redo() {
        return;
    }
    while !human_to_move(studio) && studio.session.can_redo() {
        studio.session.redo();
    }
}

fn human_to_move(studio: &Studio) -> bool {
    matches!(studio.seat_to_move(), Some((_, Seat::Human)))
}

fn any_human(studio: &Studio) -> bool {
    (0..studio.players()).any(|p| studio.settings.seat(p) == Seat::Human)
}

#[cfg(test)]
mod tests;
