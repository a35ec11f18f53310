//! The exercise widget: choose a tree (a bundled exercise arena, any arena
//! file, or a random tree from depth, branching, values and seed, which can be
//! saved as an arena file), the cut rule, and the mode: step by step
//! ([`super::exercise_step`]) or whole tree ([`super::exercise_whole`]). Both
//! searches run on the small tree when it is chosen (at most
//! [`crate::inspect::exercise::EXERCISE_NODES`] nodes, counted first).

use super::exercise_step::{StepState, show_step};
use super::exercise_whole::{WholeState, show_whole};
use super::fields::{number_field, text_field};
use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::games::Arena;
use crate::games::arena::file::parse;
use crate::inspect::exercise::arena_traces;
use crate::inspect::random_tree::{RandomTreeSpec, save_random_tree};
use crate::search::{CutRule, Trace};
use eframe::egui::{self, Color32};

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
}

/// The tree being practised on and both of its searches.
pub struct Loaded {
    pub arena: Arena,
    pub full: Trace<u32>,
    pub pruned: Trace<u32>,
}

/// The exercise widget's state.
#[derive(Default)]
pub struct ExerciseState {
    pub lang: Language,
    pub mode: Mode,
    pub source: Source,
    /// Index in [`BUNDLED`].
    pub bundled: usize,
    /// The arena file to load.
    pub path: String,
    pub spec: RandomTreeSpec,
    /// Where to save the random tree.
    pub save_path: String,
    /// Cut only on strict inequality ([`CutRule::Strict`]).
    pub strict: bool,
    pub loaded: Option<Loaded>,
    pub message: Option<String>,
    pub step: StepState,
    pub whole: WholeState,
}

impl ExerciseState {
    /// Loads the tree chosen by `source` and records both searches of it.
    pub fn load(&mut self) {
        let arena = match self.source {
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
        };
        let cut = if self.strict {
            CutRule::Strict
        } else {
            CutRule::Seed
        };
        let loaded = arena.and_then(|arena| {
            let (full, pruned) = arena_traces(&arena, cut).map_err(|e| e.to_string())?;
            Ok(Loaded {
                arena,
                full,
                pruned,
            })
        });
        match loaded {
            Ok(l) => {
                self.loaded = Some(l);
                self.message = None;
                // A new tree may have the same size as the old one: start afresh.
                self.step = StepState::default();
                self.whole = WholeState::default();
            }
            Err(e) => self.message = Some(e),
        }
    }
}

/// Draws the chooser and the chosen mode; returns the node the mode points at.
pub fn show(ui: &mut egui::Ui, state: &mut ExerciseState) -> Option<u32> {
    let lang = state.lang;
    state.step.lang = lang;
    state.whole.lang = lang;
    chooser(ui, state);
    if state.loaded.is_none() && state.message.is_none() {
        state.load();
    }
    if let Some(m) = &state.message {
        ui.colored_label(Color32::RED, m);
    }
    ui.horizontal(|ui| {
        ui.selectable_value(&mut state.mode, Mode::Step, ToolText::StepMode.text(lang));
        ui.selectable_value(&mut state.mode, Mode::Whole, ToolText::WholeTree.text(lang));
    });
    ui.separator();
    let l = state.loaded.as_ref()?;
    let name = |a: u32| l.arena.name(a).to_string();
    match state.mode {
        Mode::Step => show_step(ui, &mut state.step, &l.pruned, &name),
        Mode::Whole => show_whole(ui, &mut state.whole, &l.full, &l.pruned, &name),
    }
}

fn chooser(ui: &mut egui::Ui, state: &mut ExerciseState) {
    let lang = state.lang;
    let mut reload = false;
    ui.horizontal(|ui| {
        ui.label(ToolText::Source.text(lang));
        for (s, t) in [
            (Source::Bundled, ToolText::Bundled),
            (Source::File, ToolText::ArenaFile),
            (Source::Random, ToolText::RandomTree),
        ] {
            reload |= ui
                .selectable_value(&mut state.source, s, t.text(lang))
                .clicked();
        }
        reload |= ui
            .checkbox(&mut state.strict, ToolText::StrictCut.text(lang))
            .changed();
    });
    ui.horizontal(|ui| match state.source {
        Source::Bundled => {
            for (i, (path, _)) in BUNDLED.iter().enumerate() {
                let file = path.rsplit('/').next().unwrap_or(path);
                reload |= ui.selectable_value(&mut state.bundled, i, file).clicked();
            }
        }
        Source::File => {
            text_field(ui, &mut state.path, ToolText::ArenaFile.text(lang), 320.0);
            reload |= ui.button(ToolText::Load.text(lang)).clicked();
        }
        Source::Random => reload |= random_fields(ui, state),
    });
    if reload {
        state.load();
    }
}

/// The random tree's settings; returns whether to generate.
fn random_fields(ui: &mut egui::Ui, state: &mut ExerciseState) -> bool {
    let lang = state.lang;
    let s = &mut state.spec;
    number_field(ui, &mut s.depth, ToolText::Depth.text(lang), 1..=12);
    number_field(
        ui,
        &mut s.branching.0,
        ToolText::Branching.text(lang),
        1..=25,
    );
    number_field(ui, &mut s.branching.1, "..", 1..=25);
    number_field(ui, &mut s.values.0, ToolText::Values.text(lang), -999..=999);
    number_field(ui, &mut s.values.1, "..", -999..=999);
    number_field(ui, &mut s.seed, ToolText::Seed.text(lang), 0..=u64::MAX);
    let generate = ui.button(ToolText::Generate.text(lang)).clicked();
    text_field(
        ui,
        &mut state.save_path,
        ToolText::SavePath.text(lang),
        160.0,
    );
    if ui.button(ToolText::SaveArena.text(lang)).clicked() {
        let path = std::path::PathBuf::from(state.save_path.trim());
        state.message = Some(match save_random_tree(&state.spec, &path) {
            Ok(()) => format!("{} {}", ToolText::Saved.text(lang), path.display()),
            Err(e) => e,
        });
    }
    generate
}
