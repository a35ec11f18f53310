//! The one drawing of a laid-out search tree ([`crate::inspect::TreeLayout`]),
//! shared by the Tree tab and both exercise modes: egui's painter over the
//! space left, with pan (drag), zoom (wheel, pinch, buttons: [`zoom_buttons`])
//! and fit ([`super::camera`]). What each node and edge shows is the caller's
//! [`Overlay`] (the Tree tab: the state at the step shown; the exercises: the
//! quiz's step, or the student's sheet); the shapes and colours are
//! [`super::look`]'s. Only the items inside the view are drawn (each level is
//! indexed by x), and the overlay is asked about those only. Each node is an
//! accessible widget (its label is the overlay's); edges the overlay names are
//! clickable (a handle at their middle, or a click near the line).

use super::camera::{Camera, Frame, NODE, fit, zoom_about};
use super::edges;
use super::look::{self, NodeLook};
use super::strings::S;
use crate::inspect::{Item, Loaded};
use crate::lang::Language;
use crate::search::Value;
use crate::search::trace::NO_PARENT;
use eframe::egui::{self, Color32, Pos2, Rect, Sense, Stroke, Ui, Vec2, vec2};

/// What a node shows.
pub struct NodeShow {
    pub look: NodeLook,
    /// Written on the node (empty: nothing).
    pub text: String,
    /// The accessible name.
    pub label: String,
    /// A ring around the node (the node asked about, a wrong answer).
    pub ring: Option<Color32>,
}

/// What the edge into a node shows.
pub struct EdgeShow {
    pub stroke: Stroke,
    /// Dashed, with a red bar across: a pruned edge.
    pub pruned: bool,
    /// Write the action (and the window, when given) along the edge.
    pub words: Option<Option<(Value, Value)>>,
    /// Words in the cut colour (the child that made its parent cut).
    pub cut: bool,
    /// A wide band under the edge (the edge asked about, a wrong mark).
    pub mark: Option<Color32>,
}

/// What to show on the tree, node by node (asked only for the items in view).
pub trait Overlay {
    /// Node `id`, or `None` to leave it out.
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow>;
    /// The edge from node `id`'s parent to it, or `None` to leave it out.
    fn edge(&self, ui: &Ui, id: u32) -> Option<EdgeShow>;
    /// Whether the children that the cut at `parent` pruned are shown.
    fn pruned_shown(&self, _parent: u32) -> bool {
        false
    }
    /// The accessible name of the edge into `id` when edges can be clicked.
    fn edge_name(&self, _id: u32) -> Option<String> {
        None
    }
    /// The step whose memo and table links are drawn, if any.
    fn reuse_step(&self) -> Option<usize> {
        None
    }
}

/// Where the view is and what it follows.
pub struct Place<'a> {
    pub loaded: &'a Loaded,
    pub camera: Camera,
    /// `(key, node)`: when `key` differs from the camera's `followed`, the
    /// node is brought into view (the Tree tab's step).
    pub follow: (usize, Option<u32>),
    /// Makes the widgets' ids unique between views.
    pub salt: &'static str,
    pub lang: Language,
}

/// What happened in the view.
pub struct Drawn {
    /// The camera, when it moved.
    pub camera: Option<Camera>,
    /// A node clicked.
    pub clicked: Option<u32>,
    /// An edge clicked (by the node it leads to).
    pub edge_clicked: Option<u32>,
    /// A click on no node and no edge.
    pub background: bool,
    /// Where layout coordinates are on the screen, and the view's rectangle.
    pub frame: Frame,
    pub rect: Rect,
}

impl Drawn {
    /// The screen centre and half size of node `id`.
    pub fn node_at(&self, l: &Loaded, id: u32) -> Option<(Pos2, f32)> {
        let i = id as usize;
        let c = self
            .frame
            .screen(*l.layout.x.get(i)?, *l.layout.depth.get(i)?);
        Some((c, (NODE * self.frame.cam.zoom).max(2.5)))
    }

    /// The nodes (not pruned items) in view, by level.
    pub fn nodes_in_view(&self, l: &Loaded) -> Vec<u32> {
        let n = l.trace.trace.node_count();
        levels_in_view(&self.frame, self.rect, l)
            .flat_map(|(d, lo, hi)| l.layout.visible(d, lo, hi).iter().copied())
            .filter(|&i| (i as usize) < n)
            .collect()
    }
}

/// The levels in view with the layout x range: `(depth, lo, hi)`.
fn levels_in_view(
    f: &Frame,
    rect: Rect,
    l: &Loaded,
) -> impl Iterator<Item = (usize, f32, f32)> + use<> {
    let cam = f.cam;
    let (lo, hi) = f.x_range(rect);
    let step = cam.level * cam.zoom;
    let first = (((rect.top() - f.origin.y - cam.pan[1]) / step).floor() - 1.0).max(0.0) as usize;
    let last = ((rect.bottom() - f.origin.y - cam.pan[1]) / step)
        .ceil()
        .max(0.0) as usize
        + 1;
    (first..last.min(l.layout.levels.len())).map(move |d| (d, lo, hi))
}

/// Fit, zoom out and zoom in; returns the camera when one was pressed.
pub fn zoom_buttons(ui: &mut Ui, camera: Camera, lang: Language) -> Option<Camera> {
    let mut cam = camera;
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
    changed.then_some(cam)
}

/// Draws the tree of `place.loaded` in the space left in `ui`.
pub fn show(ui: &mut Ui, place: &Place, overlay: &dyn Overlay) -> Drawn {
    let l = place.loaded;
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    let (cam, moved) = steer(ui, place, rect, &response);
    let frame = Frame {
        origin: rect.min,
        cam,
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, look::background(ui));
    let mut out = Drawn {
        camera: moved.then_some(cam),
        clicked: None,
        edge_clicked: None,
        background: false,
        frame,
        rect,
    };
    // Edges (from each visible item up to its parent), then the nodes on top.
    let mut lines = Vec::new();
    for (d, lo, hi) in levels_in_view(&frame, rect, l) {
        for &item in l.layout.visible(d, lo, hi) {
            if let Some(line) = edge(&painter, ui, l, &frame, item as usize, overlay) {
                lines.push(line);
            }
        }
    }
    if let Some(step) = overlay.reuse_step() {
        edges::reuse_links(&painter, step, l, &frame, rect);
    }
    for (d, lo, hi) in levels_in_view(&frame, rect, l) {
        for &item in l.layout.visible(d, lo, hi) {
            if let Some(id) = node(ui, &painter, place, &frame, item as usize, overlay) {
                out.clicked = Some(id);
            }
        }
    }
    for &(id, from, to) in &lines {
        if let Some(name) = overlay.edge_name(id)
            && edges::handle(ui, place.salt, id, from, to, &name)
        {
            out.edge_clicked = Some(id);
        }
    }
    if out.clicked.is_none() && out.edge_clicked.is_none() && response.clicked() {
        let near = response
            .interact_pointer_pos()
            .and_then(|p| edges::nearest(&lines, p, &|id| overlay.edge_name(id).is_some()));
        match near {
            Some(id) => out.edge_clicked = Some(id),
            None => out.background = true,
        }
    }
    out
}

/// The camera after this frame's fit, drag, zoom and follow; whether it moved.
fn steer(ui: &Ui, place: &Place, rect: Rect, response: &egui::Response) -> (Camera, bool) {
    let old = place.camera;
    let resized = old
        .fitted
        .is_some_and(|[w, h]| (w - rect.width()).abs() > 1.0 || (h - rect.height()).abs() > 1.0);
    let refit = old.fit || resized;
    let mut cam = if refit {
        Camera {
            followed: old.followed,
            ..fit(place.loaded, rect)
        }
    } else {
        old
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
    // After a step, bring the followed node into view if it is outside.
    let (key, node) = place.follow;
    if cam.followed != key {
        cam.followed = key;
        moved = true;
        if let Some(id) = node {
            let l = place.loaded;
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
    (cam, moved)
}

/// The parent of an item, if it has one.
fn parent_of(l: &Loaded, item: usize) -> Option<u32> {
    match l.layout.item(item)? {
        Item::Node(id) => l
            .trace
            .trace
            .node(id)
            .map(|n| n.parent)
            .filter(|&p| p != NO_PARENT),
        Item::Pruned { parent, .. } => Some(parent),
    }
}

/// Draws the edge into an item; returns the node and the line for a node's edge.
fn edge(
    painter: &egui::Painter,
    ui: &Ui,
    l: &Loaded,
    f: &Frame,
    item: usize,
    overlay: &dyn Overlay,
) -> Option<(u32, Pos2, Pos2)> {
    let parent = parent_of(l, item)?;
    let z = f.cam.zoom;
    let a = f.screen(l.layout.x[parent as usize], l.layout.depth[parent as usize]);
    let b = f.screen(l.layout.x[item], l.layout.depth[item]);
    let from = a + vec2(0.0, NODE * z);
    let to = b - vec2(0.0, NODE * z);
    match l.layout.item(item)? {
        Item::Pruned { parent, .. } => {
            if overlay.pruned_shown(parent) {
                edges::pruned_line(painter, ui, from, to, z);
            }
            None
        }
        Item::Node(id) => {
            let show = overlay.edge(ui, id)?;
            if let Some(colour) = show.mark {
                painter.line_segment([from, to], Stroke::new(9.0, colour.gamma_multiply(0.6)));
            }
            if show.pruned {
                edges::pruned_line(painter, ui, from, to, z);
            } else {
                painter.line_segment([from, to], show.stroke);
            }
            if let Some(window) = show.words {
                edges::edge_label(painter, ui, l, f, id, (from, to), show.cut, window);
            }
            Some((id, from, to))
        }
    }
}

/// Draws one item and its accessible widget; returns the node id when clicked.
fn node(
    ui: &mut Ui,
    painter: &egui::Painter,
    place: &Place,
    f: &Frame,
    item: usize,
    overlay: &dyn Overlay,
) -> Option<u32> {
    let l = place.loaded;
    let z = f.cam.zoom;
    let c = f.screen(l.layout.x[item], l.layout.depth[item]);
    let r = (NODE * z).max(2.5);
    let rect = Rect::from_center_size(c, Vec2::splat(2.0 * r.max(4.0)));
    match l.layout.item(item)? {
        Item::Pruned { parent, cut, index } => {
            if overlay.pruned_shown(parent) {
                pruned_item(ui, painter, place, (c, r, rect, z), (parent, cut, index));
            }
            None
        }
        Item::Node(id) => {
            let show = overlay.node(ui, id)?;
            look::paint_node(painter, ui, c, r, &show.look);
            if let Some(colour) = show.ring {
                painter.circle_stroke(c, r * 1.6, Stroke::new(3.0, colour));
            }
            if !show.text.is_empty() && r > 5.0 {
                look::value_text(painter, ui, c, r, &show.text, &show.look);
            }
            let resp = ui.interact(rect, egui::Id::unique((place.salt, id)), Sense::click());
            let NodeShow { label, text, .. } = show;
            resp.widget_info(|| {
                let mut info = egui::WidgetInfo::labeled(egui::Role::Button, true, &label);
                info.current_text_value = Some(text.clone());
                info
            });
            resp.clicked().then_some(id)
        }
    }
}

/// A child the cut at `parent` pruned: a grey square with its action.
fn pruned_item(
    ui: &mut Ui,
    painter: &egui::Painter,
    place: &Place,
    (c, r, rect, z): (Pos2, f32, Rect, f32),
    (parent, cut, index): (u32, u32, u32),
) {
    let l = place.loaded;
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
    let label = look::pruned_label(place.lang, name, l.trace.action_name(parent));
    let resp = ui.interact(
        rect,
        egui::Id::unique((place.salt, "pruned", parent, cut, index)),
        Sense::hover(),
    );
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}
