//! The inspector's domain state, apart from any drawing: the settings of the next
//! run, the search running on its thread, the loaded trace with its layout and
//! step index, the step shown and every node's state at that step, the node
//! clicked, autoplay, and the miniature position of the node looked at. The panel
//! reads it and emits [`Action`]s; [`apply`] is the only writer.

use super::task::SearchTask;
use super::tools::Tools;
use crate::app::session::{AnySession, new_session};
use crate::app::studio::Studio;
use crate::games::AnyGame;
pub use crate::inspect::Loaded;
use crate::inspect::dot::to_dot;
use crate::inspect::{InspectTrace, Move, RunError, SearchSettings};
use crate::search::trace_view::NodeView;
use std::cell::RefCell;
use std::path::PathBuf;

/// The views of the inspector: the tree, and the tool widgets' tabs (see
/// [`super::tools`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Tree,
    Outline,
    Statistics,
    Exercise,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Tree, Tab::Outline, Tab::Statistics, Tab::Exercise];
}

/// Pan and zoom of the tree view: screen = origin + pan + world * zoom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub pan: [f32; 2],
    pub zoom: f32,
    /// Pixels between levels at zoom 1 (fit stretches it to use the height).
    pub level: f32,
    /// Fit the whole tree on the next frame.
    pub fit: bool,
    /// The camera is a fit of a view of this size, untouched since: it fits
    /// again when the view is resized.
    pub fitted: Option<[f32; 2]>,
    /// The step the view last followed (it centres the current node when the
    /// step changes and the node is outside).
    pub followed: usize,
}

impl Default for Camera {
    fn default() -> Self {
        Camera {
            pan: [0.0, 0.0],
            zoom: 1.0,
            level: 96.0,
            fit: true,
            fitted: None,
            followed: usize::MAX,
        }
    }
}

/// The search inspector's state.
pub struct Inspector {
    pub settings: SearchSettings,
    pub task: Option<SearchTask>,
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
    /// The node whose position the details pane draws, and that position.
    pub miniature: Option<(u32, Box<dyn AnySession>)>,
    /// A note on the last run (cancelled, truncated).
    pub notice: Option<Notice>,
    /// The trace file the task is opening, if it opens one.
    pub opening: Option<PathBuf>,
    /// Hide the nodes not yet entered at the current step (exercise use: the
    /// finished tree's shape must not show before the search reaches it).
    pub hide_unvisited: bool,
    /// The Outline, Statistics and Exercise widgets' own state (scroll, search
    /// text, answers), reset with each new trace; drawn through a shared
    /// reference, hence the cell.
    pub tools: RefCell<Tools>,
    /// What the last "Save picture" did.
    pub picture: super::picture::Note,
}

/// What the header says about the last run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    Cancelled,
    Truncated,
}

impl Default for Inspector {
    fn default() -> Self {
        Inspector {
            settings: SearchSettings::default(),
            task: None,
            loaded: None,
            step: 0,
            selected: None,
            playing: false,
            speed: 4.0,
            clock: None,
            tab: Tab::Tree,
            camera: Camera::default(),
            miniature: None,
            notice: None,
            opening: None,
            hide_unvisited: false,
            tools: RefCell::default(),
            picture: Default::default(),
        }
    }
}

impl Inspector {
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

    pub(super) fn set_loaded(&mut self, loaded: Loaded) {
        self.notice = loaded.trace.trace.truncated().then_some(Notice::Truncated);
        self.loaded = Some(loaded);
        self.step = 0;
        self.selected = None;
        self.playing = false;
        self.camera.fit = true;
        self.tools = RefCell::default();
        self.refresh();
    }

    fn go_to(&mut self, k: usize) {
        if let Some(l) = &self.loaded {
            self.step = k.min(l.len());
            self.refresh();
        }
    }

    /// Recomputes what depends on the step: the miniature.
    fn refresh(&mut self) {
        let Some(l) = &self.loaded else {
            self.miniature = None;
            return;
        };
        let Some(node) = self.focus() else { return };
        if self.miniature.as_ref().is_some_and(|(n, _)| *n == node) {
            return;
        }
        self.miniature = position_of(&l.trace, node).map(|s| (node, s));
    }
}

/// The position of node `id`: the game, the moves to the root, the path to the node.
fn position_of(t: &InspectTrace, id: u32) -> Option<Box<dyn AnySession>> {
    let game = AnyGame::from_spec(t.spec()).ok()?;
    let mut session = new_session(&game);
    for m in t.moves().iter().cloned().chain(t.line_names(id)) {
        session.play(&m, false).ok()?;
    }
    Some(session)
}

/// One request from the inspector panel.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    SetSettings(SearchSettings),
    /// Search the position at the board's cursor with the settings.
    Run,
    Cancel,
    /// Collect the running search's result if it is over.
    Poll,
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
    SetCamera(Camera),
    ExportDot(PathBuf),
    ExportRon(PathBuf),
}

/// Carries out `a`; errors become the studio's message.
pub fn apply(studio: &mut Studio, a: Action) {
    let ins = &mut studio.inspector;
    match a {
        Action::SetSettings(s) => ins.settings = s,
        Action::Run => {
            if ins.task.is_none() {
                let mut moves = studio.replay().moves;
                moves.truncate(studio.session.cursor());
                let spec = studio.session.spec();
                let ins = &mut studio.inspector;
                ins.playing = false;
                ins.notice = None;
                ins.task = Some(SearchTask::start(spec, moves, ins.settings.clone()));
            }
        }
        Action::Cancel => {
            if let Some(t) = &ins.task {
                t.cancel();
            }
        }
        Action::Poll => {
            let Some(result) = ins.task.as_mut().and_then(SearchTask::poll) else {
                return;
            };
            ins.task = None;
            let opened = ins.opening.take();
            match result {
                Ok(loaded) => match opened {
                    Some(path) => super::files::show_opened(studio, &path, loaded),
                    None => ins.set_loaded(loaded),
                },
                Err(RunError::Cancelled) => ins.notice = Some(Notice::Cancelled),
                Err(RunError::Failed(why)) => studio.message = Some(why),
            }
        }
        Action::Step(m) => {
            if let Some(l) = &ins.loaded {
                let k = l.steps.target(&l.trace.trace, ins.step, m);
                ins.go_to(k);
            }
        }
        Action::GoTo(k) => ins.go_to(k),
        Action::Select(id) => {
            ins.selected = id;
            ins.refresh();
        }
        Action::Play(on) => {
            if on && ins.at_end() {
                ins.go_to(0);
            }
            ins.playing = on && ins.loaded.is_some();
            ins.clock = None;
        }
        Action::SetSpeed(s) => ins.speed = s.clamp(0.25, 200.0),
        Action::Tick(now) => tick(ins, now),
        Action::SetTab(t) => {
            // Practising: the tree must not show the answer's shape.
            if t == Tab::Exercise && ins.tab != Tab::Exercise {
                ins.hide_unvisited = true;
            }
            ins.tab = t;
        }
        Action::HideUnvisited(on) => ins.hide_unvisited = on,
        Action::SetCamera(c) => ins.camera = c,
        Action::ExportDot(path) => {
            if let Some(l) = &ins.loaded
                && let Err(e) = std::fs::write(&path, to_dot(l))
            {
                studio.message = Some(format!("cannot write {}: {e}", path.display()));
            }
        }
        Action::ExportRon(path) => {
            if let Some(l) = &ins.loaded
                && let Err(e) = l.trace.save(&path)
            {
                studio.message = Some(e);
            }
        }
    }
}

/// Autoplay: as many steps as the speed allows since the last one.
fn tick(ins: &mut Inspector, now: f64) {
    if !ins.playing {
        return;
    }
    let Some(last) = ins.clock else {
        ins.clock = Some(now);
        return;
    };
    let due = ((now - last) * ins.speed as f64).floor();
    if due >= 1.0 {
        ins.clock = Some(last + due / ins.speed as f64);
        let k = ins.step + due as usize;
        ins.go_to(k);
        if ins.at_end() {
            ins.playing = false;
        }
    }
}
