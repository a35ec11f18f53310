//! The inspector's domain state, apart from any drawing: the settings of the next
//! run, the search (or trace opening) running on its task, the loaded trace
//! ([`Loaded`], the model), the step shown, the node clicked, autoplay, the
//! camera and the Tree tab's level of detail ([`Detail`]: which subtrees of a
//! large tree are open; it follows the step), each tab's own state
//! ([`Tabs`]), whether the trace is of the board's position, and the miniature
//! position of the node looked at. The panel reads it and returns
//! [`super::Action`]s; [`super::apply()`] is the only writer. Nothing here
//! changes while drawing.

use super::editor::EditorTab;
use super::exercise::ExerciseTab;
use super::outline::OutlineTab;
use super::statistics::StatsTab;
use super::task::SearchJob;
use crate::app::session::{AnySession, line_session};
use crate::app::task::{Waker, no_wake};
use crate::app::tree_view::camera::Camera;
use crate::games::GameSpec;
pub use crate::inspect::Loaded;
use crate::inspect::SearchSettings;
pub use crate::inspect::detail::Detail;
use crate::search::trace_view::NodeView;
use std::path::PathBuf;

/// The views of the inspector: the tree, and the tabs (see [`Tabs`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Tree,
    Outline,
    Statistics,
    Exercise,
    Editor,
}

impl Tab {
    pub const ALL: [Tab; 5] = [
        Tab::Tree,
        Tab::Outline,
        Tab::Statistics,
        Tab::Exercise,
        Tab::Editor,
    ];
}

/// Each tab's own state (scroll target, search text, answers, the
/// comparison's task), made afresh for each new trace, except the editor's
/// tree, which does not depend on the trace.
#[derive(Default)]
pub struct Tabs {
    pub outline: OutlineTab,
    pub statistics: StatsTab,
    pub exercise: ExerciseTab,
    pub editor: EditorTab,
    /// "Why this move and not that one?" in the details pane.
    pub why: super::why_view::WhyPanel,
}

/// What the header says about the last run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    Cancelled,
    Truncated,
}

/// The search inspector's state.
pub struct Inspector {
    pub settings: SearchSettings,
    /// The search, or the opening of a trace file, on its own thread.
    pub task: SearchJob,
    pub loaded: Option<Loaded>,
    /// Events applied so far (see [`crate::inspect::stepping`]).
    pub step: usize,
    /// The node clicked, shown in the details pane instead of the current one.
    pub selected: Option<u32>,
    pub playing: bool,
    /// Autoplay speed, events per second.
    pub speed: f32,
    /// The time of the last autoplay step (seconds, egui's clock).
    pub clock: Option<f64>,
    pub tab: Tab,
    pub camera: Camera,
    /// Which subtrees the Tree tab shows (all of a small tree).
    pub detail: Detail,
    /// The node whose position the details pane draws, and that position.
    pub miniature: Option<(u32, Box<dyn AnySession>)>,
    /// The layout of the trace's arena, for the miniature.
    pub graph: crate::app::graph_view::GraphModel,
    /// A note on the last run (cancelled, truncated).
    pub notice: Option<Notice>,
    /// The trace file the task is opening, if it opens one.
    pub opening: Option<PathBuf>,
    /// A trace read from a file, shown once its position is on the board
    /// ([`crate::app::contract::PanelModel::opened`]).
    pub arrived: Option<Box<Loaded>>,
    /// Hide the nodes not yet entered at the current step (exercise use: the
    /// finished tree's shape must not show before the search reaches it).
    pub hide_unvisited: bool,
    /// Leave out the children cuts pruned (the Tree tab draws them greyed
    /// with the values MinMax gives them otherwise).
    pub hide_pruned: bool,
    pub tabs: Tabs,
    /// The trace was searched on another position than the board's.
    pub stale: bool,
    /// The trace is of the tree editor's tree, not of the board: never stale.
    pub of_editor: bool,
    /// A student's trace checked against the tree shown.
    pub student: super::student::StudentCheck,
    /// Wakes the window when a task reports.
    pub(super) wake: Waker,
}

impl Default for Inspector {
    fn default() -> Self {
        Inspector {
            settings: SearchSettings::default(),
            task: SearchJob::default(),
            loaded: None,
            step: 0,
            selected: None,
            playing: false,
            speed: 4.0,
            clock: None,
            tab: Tab::Tree,
            camera: Camera::default(),
            detail: Detail::default(),
            miniature: None,
            graph: Default::default(),
            notice: None,
            opening: None,
            arrived: None,
            hide_unvisited: false,
            hide_pruned: false,
            tabs: Tabs::default(),
            stale: false,
            of_editor: false,
            student: Default::default(),
            wake: no_wake(),
        }
    }
}

impl Inspector {
    /// The waker the inspector's tasks call when they report (the window's).
    pub fn set_waker(&mut self, wake: Waker) {
        self.graph.set_waker(wake.clone());
        self.task.set_waker(wake.clone());
        self.student.set_waker(wake.clone());
        self.wake = wake;
    }

    /// Whether a task is running: a search, a trace being opened, or the
    /// statistics' comparison.
    pub fn is_busy(&self) -> bool {
        self.task.is_running() || self.tabs.statistics.computing() || self.student.is_running()
    }

    /// Tells the inspector the board's position (its game and the moves to its
    /// cursor), after each command: a trace of another position is stale.
    pub fn follow(&mut self, spec: &GameSpec, moves: &[String]) {
        self.stale = !self.of_editor
            && self
                .loaded
                .as_ref()
                .is_some_and(|l| l.trace.spec() != spec || l.trace.moves() != moves);
    }

    /// The node the details pane describes: the one clicked, else the current
    /// one, else the last root.
    pub fn focus(&self) -> Option<u32> {
        let l = self.loaded.as_ref()?;
        self.selected
            .or_else(|| l.current(self.step))
            .or_else(|| l.tree.roots().last().copied())
    }

    /// Node `id` at the step shown.
    pub fn view(&self, id: u32) -> NodeView {
        self.loaded
            .as_ref()
            .map_or_else(NodeView::default, |l| l.view(id, self.step))
    }

    /// Every node's state at the step shown, by id (O(n): for tests).
    pub fn views(&self) -> Vec<NodeView> {
        self.loaded
            .as_ref()
            .map_or_else(Vec::new, |l| l.views(self.step))
    }

    /// Whether the step shown is the end of the trace.
    pub fn at_end(&self) -> bool {
        self.loaded.as_ref().is_some_and(|l| self.step >= l.len())
    }

    /// Shows `loaded` from its first step, with fresh tabs.
    pub fn set_loaded(&mut self, loaded: Loaded) {
        self.notice = loaded.trace.trace.truncated().then_some(Notice::Truncated);
        // The tree editor's last tree stays on offer to the new exercise.
        let edited = self.tabs.exercise.edited.take();
        self.tabs = Tabs {
            outline: OutlineTab::new(&loaded),
            editor: std::mem::take(&mut self.tabs.editor),
            statistics: self.tabs.statistics.renewed(),
            ..Tabs::default()
        };
        self.tabs.exercise.edited = edited;
        if self.tab == Tab::Exercise {
            self.tabs.exercise.prime(&loaded.trace);
        }
        self.detail = Detail::new(&loaded);
        self.loaded = Some(loaded);
        self.step = 0;
        self.selected = None;
        self.playing = false;
        self.stale = false;
        self.camera.fit = true;
        self.refresh();
    }

    pub(super) fn go_to(&mut self, k: usize) {
        if let Some(l) = &self.loaded {
            self.step = k.min(l.len());
            self.detail.follow(l, l.current(self.step));
            self.refresh();
        }
    }

    /// Recomputes what depends on the node looked at: the miniature.
    pub(super) fn refresh(&mut self) {
        let Some(l) = &self.loaded else {
            self.miniature = None;
            return;
        };
        self.graph
            .follow(crate::app::graph_view::model::graph_of(&l.game));
        let Some(node) = self.focus() else { return };
        if self.miniature.as_ref().is_some_and(|(n, _)| *n == node) {
            return;
        }
        self.miniature = position_of(l, node).map(|s| (node, s));
    }
}

/// The position of node `id`: the trace's game (built once with the trace)
/// after the moves to the root and the path to the node.
fn position_of(l: &Loaded, id: u32) -> Option<Box<dyn AnySession>> {
    let t = &l.trace;
    let line: Vec<String> = t.moves().iter().cloned().chain(t.line_names(id)).collect();
    line_session(&l.game, &line).ok()
}
