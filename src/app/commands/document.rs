//! The document's commands: a new game, the seats, moves (the players' and
//! the agents'), the cursor, undo and redo, pausing the agents, the move
//! waiting for "discard the rest of the line?", the autosave offered at
//! start-up, messages, and the board editor's requests.

use super::Command;
use crate::app::board::setup::SetupAction;
use crate::app::move_ref::MoveRef;
use crate::app::session::PlayOutcome;
use crate::app::studio::{Forfeit, Studio};
use crate::replay::Seat;

/// Carries out a command on the game and its line (the others are no-ops).
pub fn apply(studio: &mut Studio, cmd: Command) {
    match cmd {
        Command::NewGame => {
            let spec = studio.draft.spec.clone();
            if let Err(e) = studio.start(&spec) {
                studio.message = Some(e);
            }
        }
        Command::SetDraft(draft) => studio.draft = draft,
        Command::SetSeat(p, seat) => {
            studio.session.header_mut().set_seat(p, seat);
            let kept = studio.seat(p);
            studio.settings.set_seat(p, kept);
            studio.generation += 1;
        }
        Command::Play(mv) => {
            // A human move resumes paused agents.
            if play(studio, mv, false) == Some(PlayOutcome::Played) {
                studio.paused = false;
            }
        }
        Command::AgentMoved { generation, answer } => {
            if generation == studio.generation && studio.session.cursor() == studio.session.len() {
                match answer {
                    Ok(mv) => {
                        play(studio, mv, false);
                    }
                    Err(reason) => {
                        // Seed 002: the seat loses; the game stops there.
                        if let Some(player) = studio.session.to_move() {
                            let ply = studio.session.len();
                            studio.forfeit = Some(Forfeit {
                                ply,
                                player,
                                reason,
                            });
                        }
                    }
                }
            }
        }
        Command::Undo => undo(studio),
        Command::Redo => redo(studio),
        Command::Stop => studio.paused = true,
        Command::Resume => {
            // Playing on after a forfeit withdraws it (a student who fixed
            // their program goes on with the same game).
            studio.forfeit = None;
            studio.paused = false;
            studio.generation += 1;
        }
        Command::ConfirmDiscard => {
            if let Some(mv) = studio.pending.take()
                && play(studio, mv, true) == Some(PlayOutcome::Played)
            {
                studio.paused = false;
            }
        }
        Command::CancelDiscard => studio.pending = None,
        Command::ResumeAutosave => {
            if let Some(file) = studio.resume.take()
                && let Err(e) = studio.open(&file)
            {
                studio.message = Some(e);
            }
        }
        Command::DropAutosave => {
            // The game on screen replaces the one left in the autosave.
            studio.resume = None;
            studio.generation += 1;
        }
        Command::DismissMessage => studio.message = None,
        Command::Show(text) => studio.message = Some(text),
        other => go(studio, other),
    }
}

/// Moves the cursor along the line.
fn go(studio: &mut Studio, cmd: Command) {
    let session = &mut studio.session;
    let k = match cmd {
        Command::GoTo(k) => k,
        Command::First => 0,
        Command::Back => session.cursor().saturating_sub(1),
        Command::Forward => session.cursor() + 1,
        Command::Last => session.len(),
        _ => return,
    };
    session.set_cursor(k);
}

/// Carries out a request of the board editor; Start from here starts a new
/// game from the position (the editor closes) or shows the rules' refusal.
pub fn setup(studio: &mut Studio, action: SetupAction) {
    let session = &studio.session;
    let at_cursor = || session.setup();
    let start =
        crate::app::board::setup::model::apply(&mut studio.setup, &studio.game, at_cursor, action);
    if let Some(setup) = start {
        match studio.start_from_setup(&setup) {
            Ok(()) => studio.setup = None,
            Err(e) => {
                if let Some(editor) = studio.setup.as_mut() {
                    editor.refuse(e);
                }
            }
        }
    }
}

fn play(studio: &mut Studio, mv: MoveRef, discard: bool) -> Option<PlayOutcome> {
    // A game drawn by the draw rule is over, as at a final position.
    if studio.drawn_by_rule().is_some() {
        return None;
    }
    match studio.session.play(mv, discard) {
        Ok(outcome) => {
            if outcome == PlayOutcome::Played {
                studio.forfeit = None;
            }
            if outcome == PlayOutcome::NeedsConfirm {
                studio.pending = Some(mv);
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
    studio.forfeit = None;
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
    matches!(studio.seat_to_move(), Some((_, Seat::Human { .. })))
}

fn any_human(studio: &Studio) -> bool {
    (0..studio.players()).any(|p| matches!(studio.seat(p), Seat::Human { .. }))
}
