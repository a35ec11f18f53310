//! What a user can ask of the studio, as plain data. Panels and keys emit
//! [`Command`]s while drawing; [`apply`] carries them out afterwards, in one place,
//! without egui (so it is unit-tested here).
//!
//! The document's commands (the game, the line, the view, the files) are
//! written here, by family: [`document`] (the game and its line), [`files`]
//! (open, save, the file chooser), [`route`] (what a chosen file becomes).
//! A panel's own intents are plain data in its folder, carried to its model
//! through the panel contract ([`crate::app::contract::Applies`]); what the
//! panel asks back ([`Raised`]) is carried out here too.

use super::board::setup::SetupAction;
use super::contract::{Applies, Raised, panel_doc};
use super::file_chooser::{BrowserAction, Purpose};
use super::file_dialogs::Answer;
use super::i18n::Language;
use super::move_ref::MoveRef;
use super::settings::{ChooserKind, Panel, Theme};
use super::studio::{Draft, Studio};
use super::tournament::model::TournamentCommand;
use crate::engine::Viewer;
use crate::replay::Seat;
use std::path::PathBuf;

pub mod document;
pub mod files;
pub mod route;

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
    /// In presentation mode, open the toolbars or fold them to a strip.
    SetToolbars(bool),
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
    /// A picture of the document's graph (the board's, the attractors').
    Graph(crate::app::graph_view::pictures::PictureIntent),
    /// A picture of a tree view: the file chosen for it, the picture laid
    /// out by the view, the scale.
    TreePicture(crate::app::tree_view::pictures::TreePictureIntent),
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

/// The command that runs `panel`'s algorithm on the open game (the search,
/// CFR, MCTS, ISMCTS; `studio --run`), for the panels that have one.
pub fn run(panel: Panel) -> Option<Command> {
    match panel {
        Panel::Inspector => Some(Command::Inspect(super::inspector::Action::Run)),
        Panel::InfoSets => Some(Command::InfoSets(crate::app::infosets::Request::Run)),
        Panel::Mcts => Some(Command::Mcts(crate::app::mcts::Request::Run)),
        Panel::Ismcts => Some(Command::Ismcts(crate::app::ismcts::Request::Run)),
        Panel::Board | Panel::Attractors | Panel::Tournament => None,
    }
}

/// Carries out `cmd`. Errors become `studio.message`; nothing here panics.
/// Afterwards every panel follows the document (a solution belongs to one
/// game, a trace to one position).
pub fn apply(studio: &mut Studio, cmd: Command) {
    let before = (studio.session.len(), studio.session.cursor());
    match cmd {
        Command::Open(path) => files::open(studio, path),
        Command::Save(path) => files::save(studio, path),
        Command::Choose(_)
        | Command::Chooser(_)
        | Command::DialogAnswered(_)
        | Command::StopWaiting
        | Command::SetFileChooser(_) => files::choose(studio, cmd),
        Command::Inspect(action) => match (action.chooses(), action.picture()) {
            (Some(purpose), _) => apply(studio, Command::Choose(purpose)),
            (None, Some(intent)) => apply(studio, Command::TreePicture(intent)),
            (None, None) => to_panel!(studio, inspector, action),
        },
        Command::Attractors(request) => to_panel!(studio, attractors, request),
        Command::InfoSets(request) => to_panel!(studio, infosets, request),
        Command::Ismcts(request) => to_panel!(studio, ismcts, request),
        Command::Mcts(request) => to_panel!(studio, mcts, request),
        Command::Tournament(command) => to_panel!(studio, tournament, command),
        Command::Graph(intent) => to_panel!(studio, graph, intent),
        Command::TreePicture(intent) => to_panel!(studio, tree_pictures, intent),
        Command::Setup(action) => document::setup(studio, action),
        Command::ViewAs(v) => studio.viewer = v,
        Command::SetLanguage(_)
        | Command::SetTheme(_)
        | Command::SetHints(_)
        | Command::SetCoordinates(_)
        | Command::SetFlip(_)
        | Command::ShowPanel(_)
        | Command::SetPresentation(_)
        | Command::SetToolbars(_)
        | Command::Zoom(_) => settings(studio, cmd),
        other => document::apply(studio, other),
    }
    if (studio.session.len(), studio.session.cursor()) != before {
        studio.generation += 1;
    }
    studio.follow();
}

/// Hands `$intent` to the panel model in field `$panel` of the studio (the
/// panel contract's [`Applies`]), with the document beside it, then carries
/// out what the panel asks back.
macro_rules! to_panel {
    ($studio:ident, $panel:ident, $intent:expr) => {{
        let raised = Applies::apply(&mut $studio.$panel, $intent, &panel_doc!($studio));
        raise($studio, raised)
    }};
}
use to_panel;

/// Carries out what panels ask of the document ([`Raised`]).
pub fn raise(studio: &mut Studio, raised: Vec<Raised>) {
    let opened = raised.iter().any(|r| matches!(r, Raised::Opened { .. }));
    for r in raised {
        match r {
            Raised::Message(text) => studio.message = Some(text),
            Raised::NewGame(spec) => {
                studio.draft = Draft::new(spec);
                apply(studio, Command::NewGame);
                if studio.message.is_none() {
                    studio.settings.panel = Panel::Board;
                }
            }
            // A file's position on the board, then what the panel read.
            Raised::Opened {
                path,
                spec,
                moves,
                tab,
            } => match studio.start_at(&spec, &moves) {
                Ok(()) => {
                    studio.settings.remember(&path);
                    studio.settings.panel = tab;
                    studio.opened(tab);
                }
                Err(e) => studio.message = Some(format!("{}: {e}", path.display())),
            },
        }
    }
    if opened {
        // Raised while polling too, outside a command: the panels follow the
        // file's position here.
        studio.follow();
    }
}

/// The settings of the view: language, theme, board options, panel, zoom.
fn settings(studio: &mut Studio, cmd: Command) {
    let settings = &mut studio.settings;
    match cmd {
        Command::SetLanguage(l) => settings.language = l,
        Command::SetTheme(t) => settings.theme = t,
        Command::SetHints(b) => settings.hints = b,
        Command::SetCoordinates(b) => settings.coordinates = b,
        Command::SetFlip(b) => settings.flip = b,
        Command::ShowPanel(p) => settings.panel = p,
        Command::SetPresentation(on) => {
            // Entering presentation folds the toolbars: the lesson first.
            settings.presentation = on;
            settings.toolbars = false;
        }
        Command::SetToolbars(open) => settings.toolbars = open,
        Command::Zoom(step) => settings.step_zoom(step),
        _ => {}
    }
}

#[cfg(test)]
mod setup_tests;
#[cfg(test)]
mod tests;
