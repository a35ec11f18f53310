//! What the inspector panel asks for, as plain data: [`Action`] (its tabs'
//! requests inside), what the studio hands [`super::apply()`] to carry one out
//! ([`Position`]: the board's game and moves, for a search), and what comes
//! back to the studio ([`Applied`]: a trace file opened, whose position the
//! board should show, or a game to start).

use super::editor::EditorAction;
use super::exercise::ExerciseAction;
use super::outline::OutlineAction;
use super::sheet_export::SheetExportAction;
use super::state::Tab;
use super::statistics::StatsAction;
use crate::app::file_chooser::Purpose;
use crate::app::tree_view::camera::Camera;
use crate::app::tree_view::pictures::TreePictureIntent;
use crate::games::{AnyGame, Arena, GameSpec};
use crate::inspect::{Loaded, Move, SearchSettings};
use std::path::PathBuf;

/// One request from the inspector panel.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    SetSettings(SearchSettings),
    /// Search the position at the board's cursor with the settings.
    Run,
    Cancel,
    /// Open a trace file (reading, checking and laying it out on a thread).
    Open(PathBuf),
    Step(Move),
    GoTo(usize),
    Select(Option<u32>),
    Play(bool),
    SetSpeed(f32),
    /// Autoplay's clock (egui's time in seconds).
    Tick(f64),
    SetTab(Tab),
    /// Hide (or show faintly) the nodes not yet entered.
    HideUnvisited(bool),
    /// Leave out the children cuts pruned (or draw them greyed).
    HidePruned(bool),
    SetCamera(Camera),
    /// Open the folded subtree of this node (the Tree tab of a large tree).
    OpenSubtree(u32),
    /// Fold the subtree of this node again.
    FoldSubtree(u32),
    /// Fold every subtree opened by a click.
    FoldAll,
    ExportDot(PathBuf),
    ExportRon(PathBuf),
    /// Ask for a file (the studio's file chooser answers with the purpose's
    /// command).
    Choose(Purpose),
    /// The Tree tab's picture (handed to the studio's tree pictures).
    Picture(TreePictureIntent),
    Outline(OutlineAction),
    Statistics(StatsAction),
    Exercise(ExerciseAction),
    Editor(EditorAction),
    /// Pick a move for "why this move and not that one?".
    Why(super::why_view::WhyAction),
    /// Check a student's trace file against the search on the tree shown.
    CheckStudent(PathBuf),
    /// Close the student's report.
    CloseStudent,
    /// What the student's tree asks for.
    Student(super::student::StudentAction),
    /// Practise on this arena in the Exercise tab (the edited tree).
    Practise(Box<Arena>),
}

impl Action {
    /// Whether carrying it out searches the board's position (the studio then
    /// passes a [`Position`]).
    pub fn searches(&self) -> bool {
        matches!(self, Action::Run)
    }

    /// What it asks of the tree views' pictures, if it is a picture's
    /// intent (from the Tree tab or the editor).
    pub fn picture(&self) -> Option<TreePictureIntent> {
        match self {
            Action::Picture(p) | Action::Editor(EditorAction::Picture(p)) => Some(p.clone()),
            _ => None,
        }
    }

    /// The file asked for, if it asks the file chooser (from any tab).
    pub fn chooses(&self) -> Option<Purpose> {
        match self {
            Action::Choose(p)
            | Action::Editor(EditorAction::Choose(p))
            | Action::Exercise(ExerciseAction::Sheet(SheetExportAction::Choose(p), _))
            | Action::Exercise(ExerciseAction::Choose(p)) => Some(*p),
            _ => None,
        }
    }
}

/// The board's position, for a search: its game and the moves to its cursor
/// in notation.
pub struct Position {
    pub game: AnyGame,
    pub moves: Vec<String>,
}

/// What carrying out an action leaves for the studio to do.
pub enum Applied {
    Done,
    /// A trace file was opened: the studio puts its position on the board,
    /// then hands it to [`super::Inspector::set_loaded`].
    Opened {
        path: PathBuf,
        loaded: Box<Loaded>,
    },
    /// Start a new game of this spec on the board, as New game does (the
    /// editor's "Play on the board").
    NewGame(GameSpec),
}
