//! A student's trace drawn as a tree beside the reference's (issue 31): the
//! Tree tab's space parted in two ([`halves`]: side by side when wide enough,
//! one above the other when narrow), each titled ([`reference_title`],
//! [`show`]'s "Student's trace: FILE"), and the student's tree
//! ([`crate::inspect::check::StudentTree`], laid out on the check's thread)
//! drawn by the studio's one tree view ([`crate::app::tree_view`]) with this
//! overlay: each node the student entered with the value and the window the
//! student wrote, the reference's nodes the student never entered greyed,
//! every node that differs from the reference ringed thin in red and named
//! so, a node not in the tree marked "extra", the first divergence ringed
//! wide in red (as in the reference's tree). Clicking a node selects it, and
//! the reference's node of its name.

use super::action::Action;
use super::strings::{S, St};
use super::student::{Shown, StudentAction, StudentCheck, file_name};
use crate::app::tree_view::look::{self, NodeLook};
use crate::app::tree_view::{self, EdgeShow, NodeShow, Overlay, Place, Ring, Words};
use crate::inspect::check::{Algo, Mistake, StudentNode};
use crate::inspect::rules::{value_text, window_text};
use crate::lang::{Language, fill};
use crate::search::Bound;
use crate::search::trace_view::NodeStatus;
use eframe::egui::{self, Rect, RichText, Stroke, Ui, UiBuilder, vec2};

/// Each tree's narrowest width side by side (narrower: one above the other).
const MIN_SIDE: f32 = 380.0;
const GAP: f32 = 8.0;

/// The reference's place and the student's in the space left in `ui` (which
/// it takes): side by side when each is at least `MIN_SIDE` wide, else one
/// above the other.
pub fn halves(ui: &mut Ui) -> (Rect, Rect) {
    let all = ui.available_rect_before_wrap();
    ui.advance_cursor_after_rect(all);
    if all.width() >= 2.0 * MIN_SIDE + GAP {
        let w = (all.width() - GAP) / 2.0;
        let left = Rect::from_min_size(all.min, vec2(w, all.height()));
        (left, left.translate(vec2(w + GAP, 0.0)))
    } else {
        let h = (all.height() - GAP) / 2.0;
        let top = Rect::from_min_size(all.min, vec2(all.width(), h));
        (top, top.translate(vec2(0.0, h + GAP)))
    }
}

/// Draws `add` in `rect` of `ui`, top down.
pub fn within<R>(ui: &mut Ui, rect: Rect, add: impl FnOnce(&mut Ui) -> R) -> R {
    let builder = UiBuilder::new()
        .max_rect(rect)
        .layout(egui::Layout::top_down(egui::Align::Min));
    ui.scope_builder(builder, add).inner
}

/// The reference tree's title: "Reference (alpha-beta, seed 004)".
pub fn reference_title(ui: &mut Ui, shown: &Shown, lang: Language) {
    let algo = match shown.report.algo {
        Algo::AlphaBeta => St::AlphaBeta,
        Algo::Minimax => St::Minimax,
    };
    let title = fill(St::RefTitle.text(lang), &[("algo", algo.text(lang).into())]);
    ui.label(RichText::new(title).strong());
}

/// The student's tree, titled, with its legend, in the space left in `ui`.
pub fn show(ui: &mut Ui, check: &StudentCheck, lang: Language, out: &mut Vec<Action>) {
    let Some(shown) = &check.shown else {
        return;
    };
    let file = file_name(&shown.path);
    let title = fill(St::StudentTitle.text(lang), &[("file", file)]);
    let legend = St::Legend.text(lang);
    ui.label(RichText::new(title).strong())
        .on_hover_text(legend);
    // The legend written when there is room (else in the title's tip).
    if ui.available_height() > 320.0 {
        ui.label(RichText::new(legend).small());
    }
    let place = Place::new(
        &shown.layout,
        St::StudentCanvas.text(lang),
        check.camera,
        "student-node",
        lang,
    );
    let overlay = StudentOverlay {
        shown,
        selected: check.selected,
        lang,
    };
    let drawn = tree_view::show(ui, &place, &overlay);
    let mut ask = |a| out.push(Action::Student(a));
    if let Some(cam) = drawn.camera {
        ask(StudentAction::Camera(cam));
    }
    if drawn.clicked.is_some() || drawn.background {
        ask(StudentAction::Select(drawn.clicked));
    }
}

/// The student's tree as the tree view shows it.
struct StudentOverlay<'a> {
    shown: &'a Shown,
    selected: Option<u32>,
    lang: Language,
}

impl StudentOverlay<'_> {
    fn node_of(&self, id: u32) -> Option<&StudentNode> {
        self.shown.report.tree.nodes.get(id as usize)
    }

    /// The window to show: the student's, in an alpha-beta trace.
    fn window(&self, n: &StudentNode) -> Option<(i32, i32)> {
        n.window
            .filter(|_| self.shown.report.algo == Algo::AlphaBeta)
    }
}

impl Overlay for StudentOverlay<'_> {
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow> {
        let n = self.node_of(id)?;
        let status = match (n.visited, n.value) {
            (false, _) => NodeStatus::Unvisited,
            (true, Some(_)) => NodeStatus::Finished(Bound::Exact),
            (true, None) => NodeStatus::OnPath,
        };
        let look = NodeLook {
            status,
            current: false,
            selected: self.selected == Some(id),
            on_pv: false,
            maximizing: n.max,
            leaf: n.leaf,
        };
        let reference = &self.shown.report.reference;
        let text = match (n.visited, n.value) {
            (true, Some(v)) => value_text(v),
            (true, None) => "?".into(),
            // A leaf the student never reached shows its value, greyed.
            (false, _) if n.leaf => n
                .reference
                .map_or_else(String::new, |r| value_text(reference.value_of(r))),
            (false, _) => String::new(),
        };
        let label = node_label(self.lang, n, self.window(n));
        let mut show = look.show(ui, false, text, label);
        let red = ui.visuals().error_fg_color;
        if !n.agrees() {
            show.rings.push(Ring {
                scale: 1.0,
                plus: 4.0,
                stroke: Stroke::new(1.5, red),
            });
            show.tip = Some(show.label.clone());
        }
        if n.mistakes.contains(&Mistake::NotInTree) {
            show.above = Some((St::Extra.text(self.lang).into(), red));
        }
        if self.shown.report.tree.first == Some(id) {
            // As in the reference's tree: a wide ring, named.
            show.rings.push(Ring {
                scale: 1.0,
                plus: 9.0,
                stroke: Stroke::new(4.0, red),
            });
            show.label.push_str(S::DivergedHere.text(self.lang));
        }
        Some(show)
    }

    fn edge(&self, ui: &Ui, id: u32) -> Option<EdgeShow> {
        let n = self.node_of(id)?;
        let (stroke, colour) = if n.visited {
            (Stroke::new(1.5, look::edge(ui)), look::text(ui))
        } else {
            let grey = look::unvisited(ui);
            (Stroke::new(1.0, grey), look::pruned(ui))
        };
        Some(EdgeShow {
            words: Some(Words::window(&n.name, self.window(n), colour)),
            ..EdgeShow::line(stroke)
        })
    }
}

/// A student's node's accessible name: "Student's A1a: returns 3, entered
/// with (-∞, +∞); differs from the reference: the reference returns -5"
/// (what the student wrote, then how it compares).
pub fn node_label(lang: Language, n: &StudentNode, window: Option<(i32, i32)>) -> String {
    let t = |k: St| k.text(lang);
    let mut wrote = Vec::new();
    if n.visited {
        wrote.push(match n.value {
            Some(v) => fill(t(St::Returns), &[("value", value_text(v))]),
            None => t(St::NeverLeft).into(),
        });
        if let Some((a, b)) = window {
            wrote.push(fill(t(St::EnteredWith), &[("window", window_text(a, b))]));
        }
    }
    let what: Vec<String> = n
        .mistakes
        .iter()
        .filter(|m| !matches!(m, Mistake::NeverLeft))
        .map(|m| mistake_text(lang, m))
        .collect();
    let verdict = if n.agrees() {
        t(St::Agrees).to_string()
    } else if what.is_empty() {
        t(St::Differs).to_string()
    } else {
        format!("{}{}{}", t(St::Differs), colon(lang), what.join(", "))
    };
    let semi = match lang {
        Language::English => "; ",
        Language::French => "\u{a0}; ",
    };
    let head = fill(t(St::Node), &[("node", n.name.clone())]);
    let mut said = wrote.join(", ");
    if !said.is_empty() {
        said.push_str(semi);
    }
    format!("{head}{}{said}{verdict}", colon(lang))
}

/// ": " in English, " : " (a non-breaking space before) in French.
fn colon(lang: Language) -> &'static str {
    match lang {
        Language::English => ": ",
        Language::French => "\u{a0}: ",
    }
}

/// What one mistake says.
fn mistake_text(lang: Language, m: &Mistake) -> String {
    let t = |k: St| k.text(lang);
    match m {
        Mistake::Value { expected } => fill(t(St::RefValue), &[("value", value_text(*expected))]),
        Mistake::Window { expected: (a, b) } => {
            fill(t(St::RefWindow), &[("window", window_text(*a, *b))])
        }
        Mistake::Pruned => t(St::Pruned).into(),
        Mistake::NotInTree => t(St::NotInTree).into(),
        Mistake::Again => t(St::Again).into(),
        Mistake::NeverLeft => t(St::NeverLeft).into(),
        Mistake::NotVisited => t(St::NotVisited).into(),
        Mistake::Parent { expected, got } => match (got, expected) {
            (None, e) => fill(
                t(St::TopLevel),
                &[("expected", e.clone().unwrap_or_default())],
            ),
            (Some(g), None) => fill(t(St::RootParent), &[("got", g.clone())]),
            (Some(g), Some(e)) => fill(
                t(St::Parent),
                &[("got", g.clone()), ("expected", e.clone())],
            ),
        },
    }
}
