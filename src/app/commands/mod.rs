//! What a user can ask of the studio, as plain data. Panels and keys emit
//! [`Command`]s while drawing; [`apply`] carries them out afterwards, in one place,
//! without egui (so it is unit-tested here).

use super::board::setup::SetupAction;
use super::file_chooser::{BrowserAction, Next, Purpose};
use super::file_dialogs::Answer;
use super::i18n::Language;
use super::move_ref::MoveRef;
use super::session::PlayOutcome;
use super::settings::{ChooserKind, Panel, Theme};
use super::studio::{Draft, Studio};
use super::tournament::model::TournamentCommand;
use crate::engine::Viewer;
use crate::games::GameSpec;
use crate::replay::Seat;
use std::path::PathBuf;

/// One request from the interface.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start the game set up in the picker.
    NewGame,
    /// Change the game being set up in the picker.
    SetDraft(Draft),
    /// Seats player `p` in the open game (and remembers it for the next games).
    SetSeat(usize, Seat),
    /// A move chosen on the board (or offered by a panel) at the cursor.
    Play(MoveRef),
    /// An agent's move, computed for position `generation`.
    AgentMoved {
        generation: u64,
        answer: super::worker::Answer,
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
    /// Enter or leave presentation mode (side panels folded, the UI enlarged).
    SetPresentation(bool),
    /// Zoom the interface in, out or back to its default, in the current mode.
    Zoom(super::presentation::ZoomStep),
    /// Pause the agents (the shell also makes a thinking agent move at once).
    Stop,
    Resume,
    ConfirmDiscard,
    CancelDiscard,
    /// Load the autosaved game offered at start-up, or forget it.
    ResumeAutosave,
    DropAutosave,
    DismissMessage,
    /// Shows a message (a problem a panel found).
    Show(String),
    /// Open a replay, or a trace file (shown in the search inspector).
    Open(PathBuf),
    Save(PathBuf),
    /// A request to the attractor inspector.
    Attractors(crate::app::attractors::Request),
    /// A request of the information-set inspector.
    InfoSets(crate::app::infosets::Request),
    /// A request of the ISMCTS inspector.
    Ismcts(crate::app::ismcts::Request),
    /// A request of the Monte Carlo panel.
    Mcts(crate::app::mcts::Request),
    /// A request of the tournament panel.
    Tournament(TournamentCommand),
    /// A request of the search inspector.
    Inspect(super::inspector::Action),
    /// A request of the board editor (setting up a position).
    Setup(SetupAction),
    /// Ask for a file (the system's dialog or the built-in chooser).
    Choose(Purpose),
    /// A request of the built-in file chooser's window.
    Chooser(BrowserAction),
    /// The system's file dialog answered.
    DialogAnswered(Answer),
    /// Stop waiting for the system's dialog: the built-in chooser instead.
    StopWaiting,
    SetFileChooser(ChooserKind),
}

/// Whether the file at `path` reads as an arena (seed 003's graphs written by
/// hand: `initial:` and `nodes:`, no replay's `format:`), which Open starts as a
/// new game rather than reading as a replay.
fn is_arena_file(path: &std::path::Path) -> bool {
    crate::files::head(path).is_ok_and(|text| {
        text.contains("initial:") && text.contains("nodes:") && !text.contains("format:")
    })
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
                    Err(e) => {
                        studio.message = Some(e);
                        studio.paused = true;
                    }
                }
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
        Command::SetPresentation(on) => studio.settings.presentation = on,
        Command::Zoom(step) => studio.settings.step_zoom(step),
        Command::Stop => studio.paused = true,
        Command::Resume => {
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
        // An MCTS trace names an algorithm too: it is told apart first.
        Command::Open(path) if crate::inspect::mcts::MctsRun::is_mcts_file(&path) => {
            studio.settings.panel = Panel::Mcts;
            if let Err(e) = studio.mcts.open(&path) {
                studio.message = Some(e);
            }
        }
        Command::Open(path) if super::inspector::is_trace_file(&path) => {
            studio.settings.panel = Panel::Inspector;
            let open = super::inspector::Action::Open(path);
            if let Err(e) = super::inspector::apply(&mut studio.inspector, open, None) {
                studio.message = Some(e);
            }
        }
        Command::Inspect(action) if action.chooses().is_some() => {
            if let Some(purpose) = action.chooses() {
                apply(studio, Command::Choose(purpose));
            }
        }
        // The inspector finds its position by moves from the start: a game
        // started from a set-up position has none to give it yet.
        Command::Inspect(action)
            if action.searches() && studio.session.start_position().is_some() =>
        {
            let lang = studio.settings.language;
            studio.message = Some(super::i18n::T::SetupNotInspected.text(lang).into());
        }
        Command::Inspect(action) => {
            use super::inspector::{Applied, Position};
            // A search needs the board's position: its game and the moves to the cursor.
            let position = action.searches().then(|| Position {
                game: studio.game.clone(),
                moves: studio.session.line_to_cursor(),
            });
            let applied = super::inspector::apply(&mut studio.inspector, action, position);
            match applied {
                Ok(Applied::Done) => {}
                // The editor's tree played on the board: New game on its spec.
                Ok(Applied::NewGame(spec)) => {
                    studio.draft = Draft::new(spec);
                    apply(studio, Command::NewGame);
                    if studio.message.is_none() {
                        studio.settings.panel = Panel::Board;
                    }
                }
                // An opened trace: its position on the board, then the trace.
                Ok(Applied::Opened { path, loaded }) => {
                    match studio.start_at(loaded.trace.spec(), loaded.trace.moves()) {
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
                draw_limit: None,
            };
            match studio.start(&spec) {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Open(path) => {
            let loaded = studio.store.load(&path).and_then(|file| {
                studio
                    .open(&file)
                    .map_err(|e| format!("{}: {e}", path.display()))
            });
            match loaded {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Tournament(c) => studio.tournament.apply(c),
        Command::Setup(action) => setup(studio, action),
        Command::Save(path) => {
            let replay = studio.replay();
            match studio.store.save(&path, &replay) {
                Ok(()) => studio.settings.remember(&path),
                Err(e) => studio.message = Some(e),
            }
        }
        Command::Attractors(request) => {
            let spec = studio.session.spec();
            studio.attractors.apply(request, &studio.game, &spec);
        }
        Command::InfoSets(request) => {
            let spec = studio.session.spec();
            studio.infosets.apply(request, &studio.game, &spec);
        }
        Command::Ismcts(request) => {
            let position = studio.ismcts_position();
            let viewer = studio.viewer;
            studio.ismcts.apply(request, &studio.game, position, viewer);
        }
        Command::Mcts(crate::app::mcts::Request::Run | crate::app::mcts::Request::Compare)
            if studio.session.start_position().is_some() =>
        {
            studio.message = Some(
                super::i18n::T::SetupNotSearched
                    .text(studio.settings.language)
                    .into(),
            );
        }
        Command::Mcts(request) => {
            let spec = studio.session.spec();
            let moves = studio.session.line_to_cursor();
            studio.mcts.apply(request, &studio.game, &spec, &moves);
        }
        Command::Choose(purpose) => {
            let built_in = studio.settings.file_chooser == ChooserKind::BuiltIn;
            studio.chooser.ask(purpose, built_in);
        }
        Command::Chooser(a) => {
            let next = studio.chooser.act(a);
            chosen(studio, next);
        }
        Command::DialogAnswered(answer) => {
            if matches!(answer, Answer::Failed(_)) && studio.chooser.waiting.is_some() {
                // Remembered: the system's dialog is not tried again.
                studio.settings.file_chooser = ChooserKind::BuiltIn;
            }
            let next = studio.chooser.answered(answer);
            chosen(studio, next);
        }
        Command::StopWaiting => {
            studio.settings.file_chooser = ChooserKind::BuiltIn;
            studio.chooser.stop_waiting();
        }
        Command::SetFileChooser(kind) => studio.settings.file_chooser = kind,
    }
    // A solution belongs to one game: a new game drops it.
    studio.attractors.follow(&studio.session.spec());
    if (studio.session.len(), studio.session.cursor()) != before {
        studio.generation += 1;
    }
}

/// Carries out a request of the board editor; Start from here starts a new
/// game from the position (the editor closes) or shows the rules' refusal.
fn setup(studio: &mut Studio, action: SetupAction) {
    let session = &studio.session;
    let at_cursor = || session.setup();
    let start =
        super::board::setup::model::apply(&mut studio.setup, &studio.game, at_cursor, action);
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

/// Carries out what a chosen file was asked for.
fn chosen(studio: &mut Studio, next: Next) {
    if let Next::Chosen(purpose, path) = next {
        apply(studio, route::chosen(purpose, path));
    }
}

fn play(studio: &mut Studio, mv: MoveRef, discard: bool) -> Option<PlayOutcome> {
    // A game drawn by the draw rule is over, as at a final position.
    if studio.drawn_by_rule().is_some() {
        return None;
    }
    match studio.session.play(mv, discard) {
        Ok(outcome) => {
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

pub mod route;

#[cfg(test)]
mod setup_tests;
#[cfg(test)]
mod tests;
