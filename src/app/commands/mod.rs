//! What a user can ask of the studio, as plain data. Panels and keys emit
//! [`Command`]s while drawing; [`apply`] carries them out afterwards, in one place,
//! without egui (so it is unit-tested here).
//!
//! The document's commands (the game, the line, the view, the files) are
//! written here, by family: [`document`] (the game and its line), [`files`]
//! (open, save, the file chooser), [`route`] (what a chosen file becomes).
//! A panel's own intents are plain data in its folder, in the `Command`
//! variant its entry of [`crate::app::registry`] names, carried to its model
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
use crate::engine::Viewer;
use crate::replay::Seat;
use std::path::PathBuf;

pub mod document;
pub mod files;
pub mod route;

/// Makes [`Command`] (the document's requests, then a variant per
/// registered panel carrying its intents), their dispatch to the panel's
/// model ([`to_panel`]) and [`run`], from the registry's entries.
macro_rules! commands {
    ($($field:ident: $model:ty {
        start: $start:expr,
        tab: $tab:ident, key: $key:literal, name: $name:ident, wide: $wide:literal, arrows: $arrows:literal,
        intent: $variant:ident($intent:ty),
        run: $run:expr,
        view: $view:expr,
    },)*) => {
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
            /// A picture of the document's graph (the board's, the attractors').
            Graph(crate::app::graph_view::pictures::PictureIntent),
            /// A picture of a tree view: the file chosen for it, the picture laid
            /// out by the view, the scale.
            TreePicture(crate::app::tree_view::pictures::TreePictureIntent),
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
            $(
                #[doc = concat!("A request of the `", $key, "` panel.")]
                $variant($intent),
            )*
        }

        /// The command that runs `panel`'s algorithm on the open game (the
        /// search, CFR, MCTS, ISMCTS; `studio --run`), for the panels that
        /// have one.
        pub fn run(panel: Panel) -> Option<Command> {
            match panel {
                $(Panel::$tab => {
                    let run: Option<$intent> = $run;
                    run.map(Command::$variant)
                })*
                Panel::Board => None,
            }
        }

        /// Hands a panel's intent to its model (the panel contract's
        /// [`Applies`]), with the document beside it, then carries out what
        /// the panel asks back; any other command is given back.
        fn to_panel(studio: &mut Studio, cmd: Command) -> Option<Command> {
            let raised = match cmd {
                $(Command::$variant(intent) => {
                    Applies::apply(&mut studio.$field, intent, &panel_doc!(studio))
                })*
                other => return Some(other),
            };
            raise(studio, raised);
            None
        }
    };
}
super::registry::for_each_panel!(commands);

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
        // The inspector's files and pictures are the studio's to ask for.
        Command::Inspect(action) if action.chooses().is_some() || action.picture().is_some() => {
            if let Some(purpose) = action.chooses() {
                apply(studio, Command::Choose(purpose));
            } else if let Some(intent) = action.picture() {
                apply(studio, Command::TreePicture(intent));
            }
        }
        Command::Graph(intent) => to_shared!(studio, graph, intent),
        Command::TreePicture(intent) => to_shared!(studio, tree_pictures, intent),
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
        other => {
            if let Some(other) = to_panel(studio, other) {
                document::apply(studio, other)
            }
        }
    }
    if (studio.session.len(), studio.session.cursor()) != before {
        studio.generation += 1;
    }
    studio.follow();
}

/// Hands `$intent` to the shared model in field `$panel` of the studio (the
/// panel contract's [`Applies`]), as [`to_panel`] does for the registry's.
macro_rules! to_shared {
    ($studio:ident, $panel:ident, $intent:expr) => {{
        let raised = Applies::apply(&mut $studio.$panel, $intent, &panel_doc!($studio));
        raise($studio, raised)
    }};
}
use to_shared;

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
