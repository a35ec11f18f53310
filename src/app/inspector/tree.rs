//! The Tree tab: the "hide unvisited" toggle, fit and zoom buttons, "Fold all"
//! (a large tree) "Save picture" and "Copy picture" (the whole tree: [`crate::app::tree_view::picture`]) over the laid-out search tree at the step
//! shown (of a large tree, its open part: [`crate::inspect::detail`], folded
//! subtrees drawn as summaries that open on a click), drawn by
//! [`crate::app::tree_view`] with this tab's overlay (`StepOverlay`): each node's
//! state at the step (read for the nodes in view only), the principal
//! variation at the end, the cuts and the children they pruned, the memo and
//! table links; in an expectiminimax trace, chance nodes as diamonds, each
//! outcome's probability on its edge and exact values on the nodes. With "Hide unvisited" off, a leaf not reached yet shows its
//! value (the trace's, so a student can predict a cut before stepping; a
//! pruned child, never evaluated by the search, shows greyed the value MinMax
//! gives it, [`crate::inspect::layout_pruned`], unless "Hide pruned" is on:
//! then the pruned children are left out). Each node is an accessible
//! widget named after its action, value and window; clicking one selects it.

use super::action::Action;
use super::state::Inspector;
use super::strings::S;
use super::student_tree;
use crate::app::file_chooser::Purpose;
use crate::app::tree_view::look::{self, NodeLook};
use crate::app::tree_view::picture::{self, TreeOf};
use crate::app::tree_view::pictures::TreePictures;
use crate::app::tree_view::{self, EdgeShow, Links, NodeShow, Overlay, Place, PrunedShow, Words};
use crate::inspect::chance;
use crate::inspect::detail::{Summary, summary};
use crate::inspect::rules::value_text;
use crate::inspect::{Family, Loaded};
use crate::lang::Language;
use crate::search::trace_view::NodeStatus;
use eframe::egui::{Color32, Stroke, Ui};

/// The tab: its toolbar, then the tree in the space left.
pub fn show(
    ui: &mut Ui,
    (ins, pictures): (&Inspector, &TreePictures),
    l: &Loaded,
    lang: Language,
    out: &mut Vec<Action>,
) {
    let asked = ui
        .horizontal_wrapped(|ui| {
            let mut hide = ins.hide_unvisited;
            if ui
                .checkbox(&mut hide, S::HideUnvisited.text(lang))
                .on_hover_text(S::HideUnvisitedTip.text(lang))
                .changed()
            {
                out.push(Action::HideUnvisited(hide));
            }
            let mut hide = ins.hide_pruned;
            if ui
                .checkbox(&mut hide, S::HidePruned.text(lang))
                .on_hover_text(S::HidePrunedTip.text(lang))
                .changed()
            {
                out.push(Action::HidePruned(hide));
            }
            if let Some(cam) = tree_view::zoom_buttons(ui, ins.camera, lang) {
                out.push(Action::SetCamera(cam));
            }
            if tree_view::summary::fold_all_button(ui, !ins.detail.is_whole(), lang) {
                out.push(Action::FoldAll);
            }
            if super::student::button(ui, lang) {
                out.push(Action::Choose(Purpose::StudentTrace));
            }
            picture::buttons(ui, TreeOf::Search, pictures, lang)
        })
        .inner;
    if super::student::report(ui, &ins.student, lang) {
        out.push(Action::CloseStudent);
    }
    let Some(shown) = &ins.student.shown else {
        return reference(ui, (ins, pictures), l, (lang, asked), out);
    };
    // A student's trace checked: its tree beside the reference's.
    let (left, right) = student_tree::halves(ui);
    student_tree::within(ui, left, |ui| {
        student_tree::reference_title(ui, shown, lang);
        reference(ui, (ins, pictures), l, (lang, asked), out);
    });
    student_tree::within(ui, right, |ui| {
        student_tree::show(ui, &ins.student, lang, out);
    });
}

/// The search tree at the step shown, in the space left in `ui`.
fn reference(
    ui: &mut Ui,
    (ins, pictures): (&Inspector, &TreePictures),
    l: &Loaded,
    (lang, asked): (Language, picture::Asked),
    out: &mut Vec<Action>,
) {
    let place = Place {
        layout: ins.detail.layout(l),
        name: S::TreeCanvas.text(lang),
        camera: ins.camera,
        follow: (ins.step, l.current(ins.step)),
        salt: "inspector-node",
        lang,
        right_margin: 0.0,
    };
    let overlay = StepOverlay {
        ins,
        l,
        lang,
        at_end: ins.at_end(),
        current: l.current(ins.step),
        hide_pruned: ins.hide_pruned,
    };
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(cam) = drawn.camera {
        out.push(Action::SetCamera(cam));
    }
    if let Some(id) = drawn.open {
        out.push(Action::OpenSubtree(id));
    }
    if let Some(id) = drawn.fold {
        out.push(Action::FoldSubtree(id));
    }
    if let Some(id) = drawn.clicked {
        out.push(Action::Select(Some(id)));
    } else if drawn.background {
        out.push(Action::Select(None));
    }
    let title = l.trace.spec().to_string();
    let view: (&Place, &dyn Overlay, &str) = (&place, &overlay, &title);
    let asks = picture::asks(ui, view, TreeOf::Search, pictures, asked);
    out.extend(asks.choose.map(Action::Choose));
    out.extend(asks.intents.into_iter().map(Action::Picture));
}

/// The Tree tab's overlay: the trace at the inspector's step.
struct StepOverlay<'a> {
    ins: &'a Inspector,
    l: &'a Loaded,
    lang: Language,
    at_end: bool,
    current: Option<u32>,
    /// The children cuts pruned are left out (the "Hide pruned" switch).
    hide_pruned: bool,
}

impl StepOverlay<'_> {
    /// Whether `id` is the node a student's trace first diverged at (the
    /// root is named by the arena, the others by the action into them).
    fn diverged(&self, id: u32) -> bool {
        let student = &self.ins.student;
        let Some(node) = student.diverged_at() else {
            return false;
        };
        match self.l.trace.action_name(id) {
            "" => student.root_name() == Some(node),
            name => name == node,
        }
    }

    /// Whether the cut at `parent` has happened at the step shown.
    fn cut_shown(&self, parent: u32) -> bool {
        self.ins.view(parent).cut.is_some()
    }
}

impl Overlay for StepOverlay<'_> {
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow> {
        let (ins, l) = (self.ins, self.l);
        let v = ins.view(id);
        if ins.hide_unvisited && v.status == NodeStatus::Unvisited {
            return None;
        }
        let n = l.trace.trace.node(id)?;
        let leaf = n.leaf().is_some();
        let text = match v.status {
            // A leaf's value is the game's: shown before it is reached.
            NodeStatus::Unvisited if leaf => value_text(n.value),
            _ => chance::label(l, id, ins.step, self.lang),
        };
        let look = NodeLook {
            status: v.status,
            current: self.current == Some(id),
            selected: ins.selected == Some(id),
            on_pv: self.at_end && l.pv.contains(&id),
            maximizing: n.maximizing(),
            leaf,
        };
        let label = look::node_label_text(self.lang, &l.trace, id, &v);
        let mut show = look.show(ui, chance::is_chance(l, id), text, label);
        if self.diverged(id) {
            // Where the student's code first went wrong: a wide ring in the
            // error colour, named for the screen reader too.
            show.rings.push(tree_view::Ring {
                scale: 1.0,
                plus: 9.0,
                stroke: Stroke::new(4.0, ui.visuals().error_fg_color),
            });
            show.label.push_str(S::DivergedHere.text(self.lang));
        }
        Some(show)
    }

    fn edge(&self, ui: &Ui, id: u32) -> Option<EdgeShow> {
        let (ins, l) = (self.ins, self.l);
        let v = ins.view(id);
        if ins.hide_unvisited && v.status == NodeStatus::Unvisited {
            return None;
        }
        let n = l.trace.trace.node(id)?;
        let parent = n.parent;
        let on_pv = self.at_end && l.pv.contains(&id);
        let caused_cut = l.caused_cut(parent) == Some(id) && self.cut_shown(parent);
        let stroke = crate::app::tree_view::edges::status_stroke(ui, on_pv, caused_cut, v.status);
        // MinMax passes no window: only alpha-beta edges carry one.
        let window = (l.trace.family() != Family::MinMax).then_some((n.alpha, n.beta));
        let colour = if caused_cut {
            look::cut_text(ui)
        } else {
            look::text(ui)
        };
        let words = (v.status != NodeStatus::Unvisited).then(|| Words {
            over: chance::edge_probability(l, id).map(chance::probability_text),
            ..Words::window(l.trace.action_name(id), window, colour)
        });
        Some(EdgeShow {
            stroke,
            pruned: false,
            words,
            mark: None,
        })
    }

    fn pruned(&self, parent: u32, cut: u32, index: u32) -> Option<PrunedShow> {
        if self.hide_pruned || !self.cut_shown(parent) {
            return None;
        }
        let l = self.l;
        let name = l
            .trace
            .trace
            .cut(cut as usize)
            .get(index as usize)
            .map_or("?", |&a| l.trace.name(a));
        let mut label = look::pruned_label(self.lang, name, l.trace.action_name(parent));
        // A student's code that visits a child the cut prunes goes wrong there.
        let diverged = self.ins.student.diverged_at() == Some(name);
        if diverged {
            label.push_str(S::DivergedHere.text(self.lang));
        }
        Some(PrunedShow {
            name: name.to_string(),
            value: l.pruned_values.get(cut, index).map(value_text),
            label,
            // egui's error colour (the divergence's ring on the nodes).
            ring: diverged.then(|| Stroke::new(4.0, Color32::RED)),
        })
    }

    /// The memo and table hits reached by the step, to the nodes they reused.
    fn links(&self) -> Option<Links> {
        let (l, step) = (self.l, self.ins.step);
        let pairs = l
            .trace
            .reused
            .iter()
            .copied()
            .filter(|&(hit, _)| l.status(hit, step) != NodeStatus::Unvisited)
            .collect();
        let counts = l.reuse_counts.iter().map(|(&s, &n)| (s, n)).collect();
        Some(Links { pairs, counts })
    }

    fn summary(&self, id: u32) -> Option<(Summary, String)> {
        let name = self.l.trace.action_name(id).to_string();
        Some((summary(self.l, id, self.ins.step), name))
    }
}
