//! The Exercise tab's state and requests, without drawing (that is
//! [`super::exercise`]). The tab: choose a tree (a bundled exercise arena, any arena file,
//! a random tree from depth, branching, values and seed, which can be saved as
//! an arena file, or a tree handed over by the tree editor through
//! [`ExerciseTab::use_arena`]), the cut rule, the order of children and the
//! mode: step by step ([`super::exercise_step`], with its practice modes) or
//! whole tree ([`super::exercise_whole`]); both draw the tree as the Tree tab
//! does ([`crate::app::tree_view`]), with this tab's own camera. Both searches of
//! the tree are recorded when it is loaded ([`Exercise`], at most
//! [`crate::inspect::exercise::EXERCISE_NODES`] nodes, counted first), with the
//! quiz and the answer key; loading, saving and grading happen when the tab's
//! requests are applied ([`ExerciseTab::apply`]), never while drawing. The
//! kind row on top switches to the MCTS exercise ([`super::exercise_mcts`]).

use super::exercise_step::{StepAction, StepState};
use super::exercise_whole::{WholeAction, WholeState};
use super::sheet_export::{ExportSource, SheetExport, SheetExportAction};
use super::strings::Ex;
use crate::app::i18n::Language;
use crate::app::tree_view::camera::Camera;
use crate::games::Arena;
use crate::games::GameSpec;
use crate::games::arena::file::parse;
use crate::inspect::InspectTrace;
pub use crate::inspect::exercise::loaded::Exercise;
use crate::inspect::exercise::step::Practice;
use crate::inspect::random_tree::{RandomTreeSpec, save_random_tree};
use crate::search::CutRule;

/// The bundled exercise arenas, compiled in.
pub const BUNDLED: [(&str, &str); 3] = [
    (
        "assets/arenas/seed-003-alpha-beta.ron",
        include_str!("../../../assets/arenas/seed-003-alpha-beta.ron"),
    ),
    (
        "assets/arenas/seed-003-example-2-2.ron",
        include_str!("../../../assets/arenas/seed-003-example-2-2.ron"),
    ),
    (
        "assets/arenas/seed-003-example-2-3.ron",
        include_str!("../../../assets/arenas/seed-003-example-2-3.ron"),
    ),
];

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Step,
    Whole,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    #[default]
    Bundled,
    File,
    Random,
    /// A tree handed over by the tree editor ([`ExerciseTab::use_arena`]).
    Edited,
}

/// The tab's state.
#[derive(Default)]
pub struct ExerciseTab {
    pub mode: Mode,
    pub source: Source,
    /// Index in [`BUNDLED`].
    pub bundled: usize,
    /// The arena file to load.
    pub path: String,
    pub spec: RandomTreeSpec,
    /// Where to save the random tree.
    pub save_path: String,
    /// The tree the editor handed over last.
    pub edited: Option<Arena>,
    /// Cut only on strict inequality ([`CutRule::Strict`]).
    pub strict: bool,
    /// Children best first ([`crate::inspect::reorder`]).
    pub reorder: bool,
    /// The step mode's questions.
    pub practice: Practice,
    /// Leaf values show only once reached (a harder quiz).
    pub hide_leaves: bool,
    /// The tree view's pan and zoom.
    pub camera: Camera,
    pub loaded: Option<Exercise>,
    /// Why the last tree did not load, or where it was saved.
    pub message: Option<Note>,
    pub step: StepState,
    pub whole: WholeState,
    /// The printable sheet's export settings and its last outcome.
    pub sheet: SheetExport,
    /// The tab was pointed at the inspector's trace (once per trace).
    primed: bool,
    /// The MCTS exercise instead of alpha-beta's.
    pub mcts_kind: bool,
    pub mcts: super::exercise_mcts::MctsTab,
}

/// What the tab says under its chooser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    Failed(String),
    Saved(std::path::PathBuf),
}

/// A request of the tab.
#[derive(Clone, Debug, PartialEq)]
pub enum ExerciseAction {
    SetSource(Source),
    SetBundled(usize),
    SetPath(String),
    /// Set the arena file's path and load it (the file chooser's answer).
    OpenPath(String),
    /// Ask the file chooser for a path (the Browse buttons).
    Choose(crate::app::file_chooser::Purpose),
    /// Load the tree the source names.
    Load,
    SetStrict(bool),
    SetReorder(bool),
    SetSpec(RandomTreeSpec),
    SetSavePath(String),
    SaveArena,
    SetMode(Mode),
    SetPractice(Practice),
    HideLeaves(bool),
    SetCamera(Camera),
    Step(StepAction),
    Whole(WholeAction),
    /// A request of the sheet export, with the language the sheet is written in.
    Sheet(SheetExportAction, Language),
    /// The MCTS exercise (`true`) or alpha-beta's.
    SetMcts(bool),
    Mcts(super::exercise_mcts::MctsAction),
}

impl ExerciseTab {
    /// Points the tab at the inspector's trace when it is an arena (its file,
    /// its cut rule and order), once, unless an edited tree was handed over;
    /// then loads a tree if none is.
    pub fn prime(&mut self, t: &InspectTrace) {
        if !self.primed {
            self.primed = true;
            if let GameSpec::Arena { path, .. } = t.spec()
                && self.source != Source::Edited
            {
                self.source = Source::File;
                // As the user would type it: inside the working folder, relative.
                let shown = crate::app::file_chooser::request::relative(path.as_ref());
                self.path = shown.display().to_string();
                let settings = t.settings.as_ref();
                self.strict = settings.map(|s| s.cut) == Some(CutRule::Strict);
                self.reorder = settings.is_some_and(|s| s.reorder);
                self.load();
            }
        }
        self.start();
    }

    /// Loads the tree the source names, unless one is loaded (or failed to).
    pub fn start(&mut self) {
        if self.loaded.is_none() && self.message.is_none() {
            self.load();
        }
    }

    /// Practises on `arena` (the tree editor's tree): source "edited".
    pub fn use_arena(&mut self, arena: Arena) {
        self.edited = Some(arena);
        self.source = Source::Edited;
        self.load();
    }

    pub fn apply(&mut self, a: ExerciseAction) {
        match a {
            ExerciseAction::SetSource(s) => {
                self.source = s;
                self.load();
            }
            ExerciseAction::SetBundled(i) => {
                self.bundled = i;
                self.load();
            }
            ExerciseAction::SetPath(p) => self.path = p,
            ExerciseAction::OpenPath(p) => {
                self.source = Source::File;
                self.path = p;
                self.load();
            }
            // The studio opens the chooser (see `Action::chooses`).
            ExerciseAction::Choose(_) => {}
            ExerciseAction::Load => self.load(),
            ExerciseAction::SetStrict(on) => {
                self.strict = on;
                self.load();
            }
            ExerciseAction::SetReorder(on) => {
                self.reorder = on;
                self.load();
            }
            ExerciseAction::SetSpec(s) => self.spec = s,
            ExerciseAction::SetSavePath(p) => self.save_path = p,
            ExerciseAction::SaveArena => {
                let path = std::path::PathBuf::from(self.save_path.trim());
                self.message = Some(match save_random_tree(&self.spec, &path) {
                    Ok(()) => Note::Saved(path),
                    Err(e) => Note::Failed(e),
                });
            }
            ExerciseAction::SetMode(m) => self.mode = m,
            ExerciseAction::SetPractice(p) => {
                self.practice = p;
                if let Some(l) = &self.loaded {
                    self.step = StepState::new(l, p);
                }
            }
            ExerciseAction::HideLeaves(on) => self.hide_leaves = on,
            ExerciseAction::SetCamera(c) => self.camera = c,
            ExerciseAction::Step(a) => {
                if let Some(l) = &self.loaded {
                    self.step.apply(a, l);
                }
            }
            ExerciseAction::Whole(a) => {
                if let Some(l) = &self.loaded {
                    self.whole.apply(a, l);
                }
            }
            ExerciseAction::SetMcts(on) => {
                self.mcts_kind = on;
                self.mcts.start();
            }
            ExerciseAction::Mcts(a) => self.mcts.apply(a),
            ExerciseAction::Sheet(a, lang) => {
                let source = self.loaded.as_ref().map(|l| ExportSource {
                    arena: &l.arena,
                    full: &l.full,
                    pruned: &l.pruned,
                    cut: l.cut,
                    reorder: l.reorder,
                });
                self.sheet.apply(a, source, lang);
            }
        }
    }

    /// The arena the source names.
    fn arena(&self) -> Result<Arena, String> {
        match self.source {
            Source::Bundled => {
                let (path, text) = BUNDLED[self.bundled.min(BUNDLED.len() - 1)];
                parse(text)
                    .map(|g| Arena::from_graph(path, g))
                    .map_err(|e| format!("{path}: {e}"))
            }
            Source::File => Arena::load(self.path.trim()).map_err(|e| e.to_string()),
            Source::Random => self
                .spec
                .graph()
                .map(|g| Arena::from_graph("random tree", g))
                .map_err(|e| e.to_string()),
            Source::Edited => self
                .edited
                .clone()
                .ok_or_else(|| Ex::NoEdited.text(Language::English).to_string()),
        }
    }

    /// Loads the tree chosen by the source and records both searches of it.
    pub fn load(&mut self) {
        let cut = if self.strict {
            CutRule::Strict
        } else {
            CutRule::Seed
        };
        match self
            .arena()
            .and_then(|arena| Exercise::new(arena, cut, self.reorder))
        {
            Ok(l) => {
                // A new tree may have the same size as the old one: start afresh.
                self.step = StepState::new(&l, self.practice);
                self.whole = WholeState::new(&l);
                self.loaded = Some(l);
                self.message = None;
                self.camera = Camera::default();
            }
            Err(e) => self.message = Some(Note::Failed(e)),
        }
    }
}
