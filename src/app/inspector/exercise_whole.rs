//! The whole-tree exercise on the drawn tree: leaves show their values (the
//! exercise's data), every inner node has a value box beside it, and the
//! student clicks the edges alpha-beta prunes (click again to unmark), then
//! checks: each wrong box and edge is coloured on the tree
//! ([`super::exercise_overlay::SheetOverlay`]) and every mistake is listed with
//! the inspector's rule text for the event it is about. The grading is
//! [`crate::inspect::exercise::whole::WholeTree`]; the sheet here is changed
//! only by the tab's requests.

use super::exercise::{ExerciseAction, ExerciseTab};
use super::exercise_overlay::{SheetOverlay, WRONG, full_name};
use super::strings::ToolText;
use super::tree_view::{self, Drawn, Place};
use crate::app::i18n::Language;
use crate::inspect::exercise::loaded::Exercise;
use crate::inspect::exercise::parse_value;
use crate::inspect::exercise::whole::{Mistake, Sheet};
use crate::inspect::rules::{bound_word, rule_line, value_text};
use crate::search::Bound;
use eframe::egui::{self, Color32, RichText, Stroke, pos2, vec2};

/// A value box's size, and the gap between it and its node's disc.
const BOX: egui::Vec2 = vec2(46.0, 24.0);
const BOX_GAP: f32 = 2.0;
/// How far right of a node's disc its value box reaches, in pixels at any
/// zoom: the fit keeps it inside the view.
const BOX_REACH: f32 = BOX_GAP + BOX.x;

/// A request of the whole-tree mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WholeAction {
    /// A value typed at a node of the full tree.
    SetValue(usize, String),
    /// The edge into a node clicked: marked pruned, or unmarked.
    TogglePruned(usize),
    /// Grade the sheet.
    Check,
}

/// The sheet being filled for one exercise.
#[derive(Default)]
pub struct WholeState {
    /// Typed values, by full-tree node.
    pub values: Vec<String>,
    /// Edges marked pruned, by full-tree node (the edge into it).
    pub pruned: Vec<bool>,
    /// The mistakes of the last check (`Some(empty)`: all right).
    pub mistakes: Option<Vec<Mistake>>,
}

impl WholeState {
    /// An empty sheet for `ex`.
    pub fn new(ex: &Exercise) -> WholeState {
        let n = ex.full.node_count();
        WholeState {
            values: vec![String::new(); n],
            pruned: vec![false; n],
            mistakes: None,
        }
    }

    /// The sheet as typed (text that is not a number counts as no value).
    pub fn sheet(&self) -> Sheet {
        Sheet {
            values: self.values.iter().map(|t| parse_value(t)).collect(),
            pruned: self.pruned.clone(),
        }
    }

    pub fn apply(&mut self, a: WholeAction, ex: &Exercise) {
        match a {
            WholeAction::SetValue(i, text) => {
                if let Some(slot) = self.values.get_mut(i) {
                    *slot = text;
                }
            }
            // The root has no edge into it.
            WholeAction::TogglePruned(i) if i > 0 => {
                if let Some(slot) = self.pruned.get_mut(i) {
                    *slot = !*slot;
                }
            }
            WholeAction::TogglePruned(_) => {}
            WholeAction::Check => self.mistakes = Some(ex.key.check(&self.sheet())),
        }
    }
}

/// "1 mistake", "2 mistakes"; "1 erreur", "2 erreurs" (French: 0 and 1 are singular).
pub fn mistakes_text(n: usize, lang: Language) -> String {
    crate::lang::nouns::MISTAKE.count(lang, n as u64)
}

/// The node a mistake is about.
pub fn mistake_node(m: &Mistake) -> u32 {
    match *m {
        Mistake::MissingValue { node, .. }
        | Mistake::WrongValue { node, .. }
        | Mistake::ValueNotVisited { node, .. }
        | Mistake::NotPruned { node }
        | Mistake::MissedPrune { node } => node,
    }
}

/// One mistake in words.
pub fn mistake_text(m: &Mistake, node: &str, lang: Language) -> String {
    let returned = |want, bound| match bound {
        Bound::Exact => value_text(want),
        b => format!("{} ({})", value_text(want), bound_word(b, lang)),
    };
    let what = match *m {
        Mistake::MissingValue { want, bound, .. } => {
            format!("{} {}", ToolText::NoValue.text(lang), returned(want, bound))
        }
        Mistake::WrongValue {
            given, want, bound, ..
        } => format!(
            "{} {} {}",
            value_text(given),
            ToolText::Written.text(lang),
            returned(want, bound)
        ),
        Mistake::ValueNotVisited { given, .. } => format!(
            "{} {}",
            ToolText::NeverReached.text(lang),
            value_text(given)
        ),
        Mistake::NotPruned { .. } => ToolText::Explored.text(lang).to_string(),
        Mistake::MissedPrune { .. } => ToolText::MissedPrune.text(lang).to_string(),
    };
    match lang {
        Language::English => format!("{node}: {what}"),
        Language::French => format!("{node}\u{a0}: {what}"),
    }
}

/// The inspector's rule line for the event a mistake is about: the node's
/// return (a value), its call (an edge explored), or the cut that prunes it.
pub fn mistake_rule(m: &Mistake, ex: &Exercise, lang: Language) -> Option<String> {
    let steps = &ex.search.steps;
    let node = mistake_node(m);
    let step = match m {
        Mistake::MissingValue { .. } | Mistake::WrongValue { .. } => {
            steps.left_at(ex.key.searched_as(node)?)?
        }
        Mistake::NotPruned { .. } => steps.entered_at(ex.key.searched_as(node)?)?,
        // The cut is the event before the cutting node's return.
        Mistake::ValueNotVisited { .. } | Mistake::MissedPrune { .. } => {
            steps.left_at(ex.key.cut_by(node)?)?.checked_sub(1)?
        }
    };
    Some(rule_line(&ex.search, step, lang))
}

/// Draws the sheet on the tree of `ex`.
pub fn show_whole(
    ui: &mut egui::Ui,
    tab: &ExerciseTab,
    ex: &Exercise,
    lang: Language,
    out: &mut Vec<ExerciseAction>,
) {
    let state = &tab.whole;
    ui.horizontal_wrapped(|ui| {
        if ui.button(ToolText::Check.text(lang)).clicked() {
            out.push(ExerciseAction::Whole(WholeAction::Check));
        }
        ui.label(RichText::new(ToolText::WholeHint.text(lang)).size(14.0));
    });
    let found = state.mistakes.as_deref().unwrap_or_default();
    if let Some(found) = &state.mistakes {
        results(ui, found, ex, lang);
    }
    let is_box = |m: &&Mistake| {
        matches!(
            m,
            Mistake::MissingValue { .. }
                | Mistake::WrongValue { .. }
                | Mistake::ValueNotVisited { .. }
        )
    };
    let wrong_boxes: Vec<u32> = found.iter().filter(is_box).map(mistake_node).collect();
    let wrong_edges: Vec<u32> = found
        .iter()
        .filter(|m| !is_box(m))
        .map(mistake_node)
        .collect();
    let place = Place {
        loaded: &ex.tree,
        layout: &ex.tree.layout,
        camera: tab.camera,
        follow: (0, None),
        salt: "exercise-sheet",
        lang,
        right_margin: BOX_REACH,
    };
    let overlay = SheetOverlay {
        ex,
        marked: &state.pruned,
        wrong_boxes: &wrong_boxes,
        wrong_edges: &wrong_edges,
        hide_leaves: tab.hide_leaves,
        lang,
    };
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(cam) = drawn.camera {
        out.push(ExerciseAction::SetCamera(cam));
    }
    if let Some(id) = drawn.edge_clicked {
        out.push(ExerciseAction::Whole(WholeAction::TogglePruned(
            id as usize,
        )));
    }
    boxes(ui, &drawn, state, ex, &wrong_boxes, lang, out);
}

/// The verdict and the list of mistakes.
fn results(ui: &mut egui::Ui, found: &[Mistake], ex: &Exercise, lang: Language) {
    if found.is_empty() {
        ui.colored_label(
            Color32::from_rgb(60, 160, 60),
            RichText::new(ToolText::NoMistake.text(lang)).size(15.0),
        );
        return;
    }
    ui.colored_label(
        Color32::from_rgb(220, 90, 60),
        RichText::new(mistakes_text(found.len(), lang))
            .strong()
            .size(15.0),
    );
    egui::ScrollArea::vertical()
        .id_salt("exercise mistakes")
        .max_height(130.0)
        .show(ui, |ui| {
            for m in found {
                let name = full_name(ex, mistake_node(m), lang);
                let mut line = mistake_text(m, &name, lang);
                if let Some(rule) = mistake_rule(m, ex, lang) {
                    line = format!("{line} — {rule}");
                }
                ui.label(RichText::new(line).size(14.0));
            }
        });
}

/// A value box beside each inner node in view.
#[allow(clippy::too_many_arguments)]
fn boxes(
    ui: &mut egui::Ui,
    drawn: &Drawn,
    state: &WholeState,
    ex: &Exercise,
    wrong: &[u32],
    lang: Language,
    out: &mut Vec<ExerciseAction>,
) {
    for id in drawn.nodes_in_view(&ex.tree.layout) {
        let inner = ex.full.node(id).is_some_and(|n| n.leaf().is_none());
        let (Some((c, r)), Some(text)) = (
            drawn.node_at(&ex.tree.layout, id),
            state.values.get(id as usize),
        ) else {
            continue;
        };
        if !inner || r < 6.0 {
            continue;
        }
        let rect = egui::Rect::from_min_size(pos2(c.x + 1.3 * r + BOX_GAP, c.y - BOX.y / 2.0), BOX);
        if !drawn.rect.contains_rect(rect) {
            continue;
        }
        let mut typed = text.clone();
        let edit = egui::TextEdit::singleline(&mut typed)
            .id(egui::Id::unique(("exercise-box", id)))
            .desired_width(40.0)
            .align(egui::Align2::CENTER_CENTER);
        let r = ui.put(rect, edit);
        if wrong.contains(&id) {
            ui.painter().rect_stroke(
                rect.expand(1.0),
                3.0,
                Stroke::new(2.5, WRONG),
                egui::StrokeKind::Outside,
            );
        }
        let what = format!(
            "{} {}",
            ToolText::ValueOf.text(lang),
            full_name(ex, id, lang)
        );
        let now = typed.clone();
        r.widget_info(|| {
            let mut info = egui::WidgetInfo::text_edit(true, &now, &now, "");
            info.label = Some(what.clone());
            info
        });
        if typed != *text {
            out.push(ExerciseAction::Whole(WholeAction::SetValue(
                id as usize,
                typed,
            )));
        }
    }
}
