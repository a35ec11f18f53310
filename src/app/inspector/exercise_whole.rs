//! The whole-tree exercise on the drawn tree: leaves show their values (the
//! exercise's data), every inner node has a value box beside it, and the
//! student clicks the edges alpha-beta prunes (click again to unmark), then
//! checks: each wrong box and edge is coloured on the tree
//! ([`super::exercise_overlay::SheetOverlay`]) and every mistake is listed with
//! the inspector's rule text for the event it is about. The grading is
//! [`crate::inspect::exercise::whole::WholeTree`]; the sheet here is changed
//! only by the tab's requests.

use super::strings::ToolText;
use crate::app::i18n::Language;
use crate::inspect::exercise::loaded::Exercise;
use crate::inspect::exercise::parse_value;
use crate::inspect::exercise::whole::{Mistake, Sheet};
use crate::inspect::rules::{bound_word, rule_line, value_text};
use crate::search::Bound;
use eframe::egui::{self, vec2};

/// A value box's size, and the gap between it and its node's disc.
pub const BOX: egui::Vec2 = vec2(46.0, 24.0);
pub const BOX_GAP: f32 = 2.0;
/// How far right of a node's disc its value box reaches, in pixels at any
/// zoom: the fit keeps it inside the view.
pub const BOX_REACH: f32 = BOX_GAP + BOX.x;

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
