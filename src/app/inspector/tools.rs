//! The Outline, Statistics and Exercise tabs of the search inspector: the
//! widgets of [`crate::app::inspector_tools`] driven with the loaded trace and
//! its notation table. Their own state (scroll, search text, answers, the
//! comparison's job) is widget state, kept in [`Tools`] and reset with each new
//! trace; what changes the inspector itself (the node selected, the step) goes
//! out as [`Action`]s. While "Hide unvisited" is on, Outline and Statistics
//! are withheld: they show the whole search, the answers of an exercise.

use super::state::{Action, Inspector, Loaded};
use super::strings::S;
use crate::app::commands::Command;
use crate::app::i18n::Language;
use crate::app::inspector_tools::exercise::{self, ExerciseState, Source};
use crate::app::inspector_tools::outline::{self, OutlineState};
use crate::app::inspector_tools::stats::{self, StatsState};
use crate::app::panels::Out;
use crate::engine::GameSpec;
use crate::engine::state_after;
use crate::games::AnyGame;
use eframe::egui::{self, Color32, Ui};

/// The tool widgets' state, one per tab.
#[derive(Default)]
pub struct Tools {
    pub outline: OutlineState,
    pub stats: StatsState,
    pub exercise: ExerciseState,
    /// The exercise was pointed at the loaded trace's arena (once per trace).
    exercise_primed: bool,
    /// Why the comparison could not start.
    compare_error: Option<String>,
}

/// The notation of action `a` in `l`'s table (its index when the table lacks it).
fn name_of(l: &Loaded, a: u32) -> String {
    l.trace
        .names
        .get(a as usize)
        .cloned()
        .unwrap_or_else(|| a.to_string())
}

/// While "Hide unvisited" is on (practising), the tabs that show the whole
/// search (values, cuts, counts) say so instead, with a button that turns the
/// option off; returns whether the tab is withheld.
fn withheld(ui: &mut Ui, ins: &Inspector, lang: Language, out: &mut Out) -> bool {
    if !ins.hide_unvisited {
        return false;
    }
    ui.add_space(24.0);
    ui.vertical_centered(|ui| {
        ui.label(S::Withheld.text(lang));
        if ui.button(S::ShowAnyway.text(lang)).clicked() {
            out.push(Command::Inspect(Action::HideUnvisited(false)));
        }
    });
    true
}

/// The Outline tab: a click or a search hit selects the node in the inspector
/// and moves the step to right after the node is entered.
pub fn show_outline(ui: &mut Ui, ins: &Inspector, l: &Loaded, lang: Language, out: &mut Out) {
    if withheld(ui, ins, lang, out) {
        return;
    }
    let mut tools = ins.tools.borrow_mut();
    let state = &mut tools.outline;
    state.lang = lang;
    // A node clicked in the tree is revealed here too.
    if let Some(id) = ins.selected
        && state.selected != Some(id)
    {
        state.select(&l.trace.trace, id);
    }
    let name = |a: u32| name_of(l, a);
    if let Some(id) = outline::show(ui, state, &l.trace.trace, &name) {
        out.push(Command::Inspect(Action::Select(Some(id))));
        if let Some(k) = l.steps.entered_at(id) {
            out.push(Command::Inspect(Action::GoTo(k)));
        }
    }
}

/// The depth the comparison searches to: the run's own depth limit, else (no
/// limit, or a trace opened from a file) the deepest level the trace reached.
fn comparison_depth(l: &Loaded) -> u32 {
    let limit = l.trace.settings.as_ref().and_then(|s| s.depth);
    limit.unwrap_or_else(|| {
        (0..l.trace.trace.node_count() as u32)
            .filter_map(|id| l.trace.trace.node(id).map(|n| u32::from(n.depth)))
            .max()
            .unwrap_or(0)
    })
}

/// Starts the three-way comparison on the trace's position (its game after its
/// moves) to `depth`, on the widget's worker thread.
fn start_comparison(
    ctx: &egui::Context,
    state: &mut StatsState,
    spec: &GameSpec,
    moves: &[String],
    depth: u32,
) -> Result<(), String> {
    let game = AnyGame::from_spec(spec).map_err(|e| e.to_string())?;
    crate::with_game!(&game, g => {
        let root = state_after(g, moves).map_err(|e| e.to_string())?;
        state.start_comparison(ctx, g.clone(), root, depth);
        Ok(())
    })
}

/// The Statistics tab: the loaded trace's numbers per depth, and the
/// comparison of minimax, alpha-beta and negamax with TT on its position.
pub fn show_stats(ui: &mut Ui, ins: &Inspector, l: &Loaded, lang: Language, out: &mut Out) {
    if withheld(ui, ins, lang, out) {
        return;
    }
    let mut tools = ins.tools.borrow_mut();
    let tools = &mut *tools;
    tools.stats.lang = lang;
    let depth = comparison_depth(l);
    ui.horizontal(|ui| {
        let label = format!("{} {depth}", S::Compare.text(lang));
        let button = egui::Button::new(label);
        if ui
            .add_enabled(!tools.stats.computing(), button)
            .on_hover_text(S::CompareTip.text(lang))
            .clicked()
        {
            let (spec, moves) = (l.trace.spec(), l.trace.moves());
            tools.compare_error =
                start_comparison(ui.ctx(), &mut tools.stats, spec, moves, depth).err();
        }
        if let Some(e) = &tools.compare_error {
            ui.colored_label(Color32::RED, e);
        }
    });
    let name = |a: u32| name_of(l, a);
    stats::show(ui, &mut tools.stats, &l.trace.trace, &name);
}

/// The Exercise tab: on the loaded trace's arena when it is one (else on the
/// first bundled tree), with the chooser for any other tree.
pub fn show_exercise(ui: &mut Ui, ins: &Inspector, l: &Loaded, lang: Language) {
    let mut tools = ins.tools.borrow_mut();
    let tools = &mut *tools;
    let state = &mut tools.exercise;
    state.lang = lang;
    if !tools.exercise_primed {
        tools.exercise_primed = true;
        if let GameSpec::Arena { path } = l.trace.spec() {
            state.source = Source::File;
            state.path = path.clone();
            let cut = l.trace.settings.as_ref().map(|s| s.cut);
            state.strict = cut == Some(crate::search::CutRule::Strict);
            state.load();
        }
    }
    exercise::show(ui, state);
}
