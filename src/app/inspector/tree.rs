//! The Tree tab: the "hide unvisited" toggle, fit and zoom buttons and "Save
//! picture" over the laid-out search tree drawn with egui's painter at the step
//! shown, with pan (drag), zoom (wheel, pinch, buttons) and fit ([`super::camera`]).
//! Only the items inside the view are drawn (each level is indexed by x), and
//! each node's state is read at the step for those only. Each node is an
//! accessible widget named after its action, value and window, so tests and
//! screen readers read what is drawn; clicking one selects it.

use super::action::Action;
use super::camera::{Camera, Frame, NODE, fit, zoom_about};
use super::look::{self, NodeLook};
use super::state::Inspector;
use super::strings::S;
use crate::inspect::rules::node_label;
use crate::inspect::{Item, Loaded};
use crate::lang::Language;
use crate::search::trace_view::NodeStatus;
use eframe::egui::{self, Rect, Sense, Shape, Stroke, Ui, Vec2, vec2};

fn emit(out: &mut Vec<Action>, a: Action) {
    out.push(a);
}

/// The tab: its toolbar, then the tree in the space left.
pub fn show(ui: &mut Ui, ins: &Inspector, l: &Loaded, lang: Language, out: &mut Vec<Action>) {
    let mut save_to = None;
    ui.horizontal(|ui| {
        let mut hide = ins.hide_unvisited;
        if ui
            .checkbox(&mut hide, S::HideUnvisited.text(lang))
            .on_hover_text(S::HideUnvisitedTip.text(lang))
            .changed()
        {
            emit(out, Action::HideUnvisited(hide));
        }
        let mut cam = ins.camera;
        let mut changed = false;
        if ui
            .button(S::Fit.text(lang))
            .on_hover_text(S::FitTip.text(lang))
            .clicked()
        {
            cam.fit = true;
            changed = true;
        }
        for (text, factor) in [(S::ZoomOut, 1.0 / 1.25), (S::ZoomIn, 1.25)] {
            if ui
                .button(text.text(lang))
                .on_hover_text(S::ZoomTip.text(lang))
                .clicked()
            {
                let centre = ui.max_rect().center();
                zoom_about(&mut cam, ui.max_rect().min, centre, factor);
                cam.fitted = None;
                changed = true;
            }
        }
        if changed {
            emit(out, Action::SetCamera(cam));
        }
        save_to = super::picture::button(ui, &ins.picture, lang);
    });
    let tree_rect = ui.available_rect_before_wrap();
    view(ui, ins, l, lang, out);
    if let Some(path) = save_to {
        super::picture::request(ui.ctx(), tree_rect, path, &ins.picture, lang);
    }
}

/// Draws the tree in the space left in `ui`.
fn view(ui: &mut Ui, ins: &Inspector, l: &Loaded, lang: Language, out: &mut Vec<Action>) {
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    let resized = ins
        .camera
        .fitted
        .is_some_and(|[w, h]| (w - rect.width()).abs() > 1.0 || (h - rect.height()).abs() > 1.0);
    let refit = ins.camera.fit || resized;
    let mut cam = if refit {
        Camera {
            followed: ins.camera.followed,
            ..fit(l, rect)
        }
    } else {
        ins.camera
    };
    let mut moved = refit;
    if response.dragged() {
        let d = response.drag_delta();
        cam.pan[0] += d.x;
        cam.pan[1] += d.y;
        cam.fitted = None;
        moved = true;
    }
    if response.hovered() {
        let (scroll, pinch, pointer) = ui.input(|i| {
            (
                i.smooth_scroll_delta.y,
                i.zoom_delta(),
                i.pointer.hover_pos(),
            )
        });
        let factor = pinch * (scroll / 200.0).exp();
        if (factor - 1.0).abs() > 1e-4
            && let Some(p) = pointer
        {
            zoom_about(&mut cam, rect.min, p, factor);
            cam.fitted = None;
            moved = true;
        }
    }
    // After a step, bring the current node into view if it is outside.
    if cam.followed != ins.step {
        cam.followed = ins.step;
        moved = true;
        if let Some(id) = l.current(ins.step) {
            let f = Frame {
                origin: rect.min,
                cam,
            };
            let p = f.screen(l.layout.x[id as usize], l.layout.depth[id as usize]);
            if !rect.contains(p) {
                cam.pan[0] += rect.center().x - p.x;
                cam.pan[1] += rect.center().y - p.y;
                cam.fitted = None;
            }
        }
    }
    if moved {
        emit(out, Action::SetCamera(cam));
    }
    let frame = Frame {
        origin: rect.min,
        cam,
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, look::background(ui));
    let (lo, hi) = frame.x_range(rect);
    let first = (((rect.top() - rect.min.y - cam.pan[1]) / (cam.level * cam.zoom)).floor() - 1.0)
        .max(0.0) as usize;
    let last = ((rect.bottom() - rect.min.y - cam.pan[1]) / (cam.level * cam.zoom))
        .ceil()
        .max(0.0) as usize
        + 1;
    let levels = first..last.min(l.layout.levels.len());
    let at_end = ins.at_end();
    // Edges (from each visible item up to its parent), then the nodes on top.
    for d in levels.clone() {
        for &item in l.layout.visible(d, lo, hi) {
            edge(&painter, ui, ins, l, &frame, item as usize, at_end, lang);
        }
    }
    super::edges::reuse_links(&painter, ins, l, &frame, rect);
    let mut clicked = None;
    for d in levels {
        for &item in l.layout.visible(d, lo, hi) {
            if let Some(id) = node(ui, &painter, ins, l, &frame, item as usize, at_end, lang) {
                clicked = Some(id);
            }
        }
    }
    if let Some(id) = clicked {
        emit(out, Action::Select(Some(id)));
    } else if response.clicked() {
        emit(out, Action::Select(None));
    }
}

/// The parent of an item, if it has one.
fn parent_of(l: &Loaded, item: usize) -> Option<u32> {
    match l.layout.item(item)? {
        Item::Node(id) => l
            .trace
            .trace
            .node(id)
            .map(|n| n.parent)
            .filter(|&p| p != crate::search::trace::NO_PARENT),
        Item::Pruned { parent, .. } => Some(parent),
    }
}

/// Whether a pruned item is shown yet (its cut has happened).
fn pruned_shown(ins: &Inspector, parent: u32) -> bool {
    ins.view(parent).cut.is_some()
}

/// Whether a node is left out: not yet entered while the toggle hides those.
fn hidden(ins: &Inspector, v: &crate::search::trace_view::NodeView) -> bool {
    ins.hide_unvisited && v.status == NodeStatus::Unvisited
}

#[allow(clippy::too_many_arguments)]
fn edge(
    painter: &egui::Painter,
    ui: &Ui,
    ins: &Inspector,
    l: &Loaded,
    f: &Frame,
    item: usize,
    at_end: bool,
    lang: Language,
) {
    let Some(parent) = parent_of(l, item) else {
        return;
    };
    let z = f.cam.zoom;
    let a = f.screen(l.layout.x[parent as usize], l.layout.depth[parent as usize]);
    let b = f.screen(l.layout.x[item], l.layout.depth[item]);
    let from = a + vec2(0.0, NODE * z);
    let to = b - vec2(0.0, NODE * z);
    let Some(it) = l.layout.item(item) else {
        return;
    };
    match it {
        Item::Pruned { parent, cut, index } => {
            if !pruned_shown(ins, parent) {
                return;
            }
            let grey = look::pruned(ui);
            painter.extend(Shape::dashed_line(
                &[from, to],
                Stroke::new(1.2, grey),
                5.0 * z.max(0.5),
                4.0 * z.max(0.5),
            ));
            // The cut marker: a red bar across the pruned edge.
            let mid = from + (to - from) * 0.5;
            let n = (to - from).normalized().rot90() * 8.0 * z.max(0.6);
            painter.line_segment([mid - n, mid + n], Stroke::new(2.5, look::CUT));
            let _ = (cut, index, lang);
        }
        Item::Node(id) => {
            let v = ins.view(id);
            if hidden(ins, &v) {
                return;
            }
            let on_pv = at_end && l.pv.contains(&id);
            let caused_cut = l.caused_cut(parent) == Some(id) && pruned_shown(ins, parent);
            let stroke = if on_pv {
                Stroke::new(4.0, look::PV)
            } else if caused_cut {
                Stroke::new(2.5, look::CUT)
            } else {
                match v.status {
                    NodeStatus::Unvisited => Stroke::new(1.0, look::unvisited(ui)),
                    NodeStatus::OnPath => Stroke::new(2.5, look::ON_PATH),
                    NodeStatus::Finished(_) => Stroke::new(1.5, look::edge(ui)),
                }
            };
            painter.line_segment([from, to], stroke);
            if v.status != NodeStatus::Unvisited {
                super::edges::edge_label(painter, ui, l, f, id, (from, to), caused_cut);
            }
        }
    }
}

/// Draws one item and its accessible widget; returns the node id when clicked.
#[allow(clippy::too_many_arguments)]
fn node(
    ui: &mut Ui,
    painter: &egui::Painter,
    ins: &Inspector,
    l: &Loaded,
    f: &Frame,
    item: usize,
    at_end: bool,
    lang: Language,
) -> Option<u32> {
    let z = f.cam.zoom;
    let c = f.screen(l.layout.x[item], l.layout.depth[item]);
    let r = (NODE * z).max(2.5);
    let rect = Rect::from_center_size(c, Vec2::splat(2.0 * r.max(4.0)));
    let it = l.layout.item(item)?;
    match it {
        Item::Pruned { parent, cut, index } => {
            if !pruned_shown(ins, parent) {
                return None;
            }
            let name = l
                .trace
                .trace
                .cut(cut as usize)
                .get(index as usize)
                .map_or("?", |&a| l.trace.name(a));
            let grey = look::pruned(ui);
            painter.rect_stroke(rect, 3.0, Stroke::new(1.2, grey), egui::StrokeKind::Middle);
            if r > 6.0 {
                painter.text(
                    c,
                    egui::Align2::CENTER_CENTER,
                    name,
                    egui::FontId::proportional((11.0 * z.sqrt()).clamp(8.0, 14.0)),
                    grey,
                );
            }
            let label = look::pruned_label(lang, name, l.trace.action_name(parent));
            let resp = ui.interact(
                rect,
                egui::Id::unique(("inspector-pruned", item)),
                Sense::hover(),
            );
            resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
            None
        }
        Item::Node(id) => {
            let v = ins.view(id);
            if hidden(ins, &v) {
                return None;
            }
            let n = l.trace.trace.node(id)?;
            let nl = NodeLook {
                status: v.status,
                current: l.current(ins.step) == Some(id),
                selected: ins.selected == Some(id),
                on_pv: at_end && l.pv.contains(&id),
                maximizing: n.maximizing(),
                leaf: n.leaf().is_some(),
            };
            look::paint_node(painter, ui, c, r, &nl);
            let text = node_label(&v);
            if !text.is_empty() && r > 5.0 {
                look::value_text(painter, ui, c, r, &text, &nl);
            }
            let label = look::node_label_text(lang, &l.trace, id, &v);
            let resp = ui.interact(
                rect,
                egui::Id::unique(("inspector-node", id)),
                Sense::click(),
            );
            let value = text.clone();
            resp.widget_info(|| {
                let mut info = egui::WidgetInfo::labeled(egui::Role::Button, true, &label);
                info.current_text_value = Some(value.clone());
                info
            });
            resp.clicked().then_some(id)
        }
    }
}
