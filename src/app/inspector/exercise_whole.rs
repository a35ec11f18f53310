//! The whole-tree exercise widget: the full tree, one row per node (leaves show
//! their values, the exercise's data); the student ticks the edges that
//! alpha-beta prunes and types the value it returns at each inner node, then
//! checks: every mistake is listed, or none. The grading is
//! [`crate::inspect::exercise::whole::WholeTree`]; the sheet here is changed
//! only by the tab's requests.

use super::exercise_step::node_name;
use super::fields::text_field;
use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::inspect::exercise::parse_value;
use crate::inspect::exercise::whole::{Mistake, Sheet, WholeTree};
use crate::inspect::rows::{bound_text, value_text};
use crate::search::Trace;
use eframe::egui::{self, Color32, RichText};

/// A request of the whole-tree mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WholeAction {
    /// A value typed at a node of the full tree.
    SetValue(usize, String),
    /// The edge into a node ticked as pruned, or not.
    SetPruned(usize, bool),
    /// Grade the sheet.
    Check,
}

/// The sheet being filled for one pair of traces, and its answer key.
#[derive(Default)]
pub struct WholeState {
    /// Typed values, by full-tree node.
    pub values: Vec<String>,
    /// Ticked pruned edges, by full-tree node (the edge into it).
    pub pruned: Vec<bool>,
    /// The mistakes of the last check (`Some(empty)`: all right).
    pub mistakes: Option<Vec<Mistake>>,
    pub key: Option<Result<WholeTree, String>>,
}

impl WholeState {
    /// An empty sheet for the full tree `full`, graded against `pruned` (the
    /// alpha-beta trace).
    pub fn new(full: &Trace<u32>, pruned: &Trace<u32>) -> WholeState {
        WholeState {
            values: vec![String::new(); full.node_count()],
            pruned: vec![false; full.node_count()],
            mistakes: None,
            key: Some(WholeTree::new(full, pruned).map_err(|e| e.to_string())),
        }
    }

    /// The sheet as typed (text that is not a number counts as no value).
    pub fn sheet(&self) -> Sheet {
        Sheet {
            values: self.values.iter().map(|t| parse_value(t)).collect(),
            pruned: self.pruned.clone(),
        }
    }

    pub fn apply(&mut self, a: WholeAction) {
        match a {
            WholeAction::SetValue(i, text) => {
                if let Some(slot) = self.values.get_mut(i) {
                    *slot = text;
                }
            }
            WholeAction::SetPruned(i, on) => {
                if let Some(slot) = self.pruned.get_mut(i) {
                    *slot = on;
                }
            }
            WholeAction::Check => {
                if let Some(Ok(key)) = &self.key {
                    self.mistakes = Some(key.check(&self.sheet()));
                }
            }
        }
    }
}

/// Draws the full tree `full` as a sheet.
pub fn show_whole(
    ui: &mut egui::Ui,
    state: &WholeState,
    full: &Trace<u32>,
    name: &dyn Fn(u32) -> String,
    lang: Language,
    out: &mut Vec<WholeAction>,
) {
    if let Some(Err(e)) = &state.key {
        ui.colored_label(
            Color32::RED,
            format!("{}: {e}", ToolText::BadTrace.text(lang)),
        );
        return;
    }
    ui.label(ToolText::WholeHint.text(lang));
    if ui.button(ToolText::Check.text(lang)).clicked() {
        out.push(WholeAction::Check);
    }
    if let Some(found) = &state.mistakes {
        if found.is_empty() {
            ui.colored_label(
                Color32::from_rgb(90, 180, 90),
                ToolText::NoMistake.text(lang),
            );
        } else {
            ui.colored_label(
                Color32::from_rgb(220, 90, 60),
                format!("{} {}", found.len(), ToolText::Mistakes.text(lang)),
            );
            for m in found {
                ui.label(mistake_text(
                    m,
                    &path_name(full, mistake_node(m), name),
                    lang,
                ));
            }
        }
    }
    ui.separator();
    let row_height = ui.spacing().interact_size.y;
    egui::ScrollArea::vertical()
        .id_salt("inspector whole tree")
        .auto_shrink([false, false])
        .show_rows(ui, row_height, full.node_count(), |ui, rows| {
            for id in rows {
                sheet_row(ui, state, full, id as u32, name, row_height, lang, out);
            }
        });
}

#[allow(clippy::too_many_arguments)]
fn sheet_row(
    ui: &mut egui::Ui,
    state: &WholeState,
    full: &Trace<u32>,
    id: u32,
    name: &dyn Fn(u32) -> String,
    row_height: f32,
    lang: Language,
    out: &mut Vec<WholeAction>,
) {
    let Some(n) = full.node(id) else { return };
    let label = node_name(full, id, name);
    let size = egui::vec2(ui.available_width(), row_height);
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.add_space(n.depth as f32 * 18.0);
            let i = id as usize;
            match state.pruned.get(i) {
                Some(&ticked) if id > 0 => {
                    let mut on = ticked;
                    let r = ui
                        .checkbox(&mut on, RichText::new(&label).monospace())
                        .on_hover_text(ToolText::PrunedEdge.text(lang));
                    if r.changed() {
                        out.push(WholeAction::SetPruned(i, on));
                    }
                }
                _ => {
                    ui.label(RichText::new(&label).monospace());
                }
            }
            let role = match n.maximizing() {
                _ if n.leaf().is_some() => "",
                Some(true) => "max",
                Some(false) => "min",
                None => "",
            };
            ui.label(RichText::new(role).monospace().weak());
            if n.leaf().is_some() {
                ui.label(RichText::new(format!("= {}", value_text(n.value))).monospace());
            } else if let Some(text) = state.values.get(i) {
                let what = format!("{} {label}", ToolText::ValueOf.text(lang));
                let mut typed = text.clone();
                text_field(ui, &mut typed, &what, 60.0);
                if typed != *text {
                    out.push(WholeAction::SetValue(i, typed));
                }
            }
        },
    );
}

/// The node's path from the root, by action names (`root` for the root).
fn path_name<A: Copy>(trace: &Trace<A>, id: u32, name: &dyn Fn(A) -> String) -> String {
    let line: Vec<String> = trace.line_to(id).into_iter().map(name).collect();
    if line.is_empty() {
        "root".into()
    } else {
        line.join(" ")
    }
}

fn mistake_node(m: &Mistake) -> u32 {
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
    match *m {
        Mistake::MissingValue { want, bound, .. } => {
            format!(
                "{node}: {} {}",
                ToolText::NoValue.text(lang),
                bound_text(want, bound)
            )
        }
        Mistake::WrongValue {
            given, want, bound, ..
        } => format!(
            "{node}: {} {} {}",
            value_text(given),
            ToolText::Written.text(lang),
            bound_text(want, bound)
        ),
        Mistake::ValueNotVisited { given, .. } => {
            format!(
                "{node}: {} {}",
                ToolText::NeverReached.text(lang),
                value_text(given)
            )
        }
        Mistake::NotPruned { .. } => format!("{node}: {}", ToolText::Explored.text(lang)),
        Mistake::MissedPrune { .. } => format!("{node}: {}", ToolText::MissedPrune.text(lang)),
    }
}
