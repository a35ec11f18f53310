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

use super::camera::{Camera, Frame, MIN_HALF, MIN_HIT, NODE, half_size, steer};
pub use super::camera::{levels_in_view, zoom_buttons};
use super::edges;
use super::look::{self, NodeLook};
use super::strings::S;
use super::summary_view;
use crate::inspect::detail::Summary;
use crate::inspect::{Item, Loaded, TreeLayout};

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
    /// The value written (greyed) on the `index`-th child cut `cut` pruned.
    fn pruned_value(&self, _cut: u32, _index: u32) -> Option<String> {
        None
    }
    /// The accessible name of the edge into `id` when edges can be clicked.
    fn edge_name(&self, _id: u32) -> Option<String> {
        None
    }
    /// The step whose memo and table links are drawn, if any.
    fn reuse_step(&self) -> Option<usize> {
        None
    }
    /// What the folded subtree of `id` holds (asked only for folded nodes).
    fn summary(&self, _id: u32) -> Option<Summary> {
        None
    }
    /// Whether node `id` is drawn as a chance node (expectiminimax).
    fn chance(&self, _id: u32) -> bool {
        false
    }
    /// The probability written on the edge into `id` (a chance outcome's).
    fn edge_probability(&self, _id: u32) -> Option<String> {
        None
    }
}

pub use super::camera::Place;

/// What happened in the view.
pub struct Drawn {
    /// The camera, when it moved.
    pub camera: Option<Camera>,
    /// A node clicked.
    pub clicked: Option<u32>,
    /// An edge clicked (by the node it leads to).
    pub edge_clicked: Option<u32>,
    /// A folded subtree's summary clicked (by its root): open it.
    pub open: Option<u32>,
    /// A node right-clicked: fold its subtree.
    pub fold: Option<u32>,
    /// A click on no node and no edge.
    pub background: bool,
    /// Where layout coordinates are on the screen, and the view's rectangle.
    pub frame: Frame,
    pub rect: Rect,
}

impl Drawn {
    /// The screen centre and half size of node `id` in `layout`.
    pub fn node_at(&self, layout: &TreeLayout, id: u32) -> Option<(Pos2, f32)> {
        let (x, depth) = layout.at(id)?;
        let c = self.frame.screen(x, depth);
        Some((c, half_size(self.frame.cam.zoom)))
    }

    /// The nodes (not pruned items) of `layout` in view, by level.
    pub fn nodes_in_view(&self, layout: &TreeLayout) -> Vec<u32> {
        levels_in_view(&self.frame, self.rect, layout)
            .flat_map(|(d, lo, hi)| layout.visible(d, lo, hi).iter().copied())
            .filter_map(|i| match layout.item(i as usize) {
                Some(Item::Node(id)) => Some(id),
                _ => None,
            })
            .collect()
    }
}

/// Draws the tree of `place.loaded` in the space left in `ui`.
pub fn show(ui: &mut Ui, place: &Place, overlay: &dyn Overlay) -> Drawn {
    let layout = place.layout;
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Canvas, true, S::TreeCanvas.text(place.lang))
    });
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
        open: None,
        fold: None,
        background: false,
        frame,
        rect,
    };
    // Edges (from each visible item up to its parent), then the nodes on top.
    let mut lines = Vec::new();
    for (d, lo, hi) in levels_in_view(&frame, rect, layout) {
        for &item in layout.visible(d, lo, hi) {
            if let Some(line) = edge(&painter, ui, place, &frame, item as usize, overlay) {
                lines.push(line);
            }
        }
    }
    if let Some(step) = overlay.reuse_step() {
        edges::reuse_links(&painter, step, place.loaded, layout, &frame, rect);
    }
    for (d, lo, hi) in levels_in_view(&frame, rect, layout) {
        for &item in layout.visible(d, lo, hi) {
            node(
                ui,
                &painter,
                place,
                &frame,
                item as usize,
                overlay,
                &mut out,
            );
        }
    }
    for &(id, from, to) in &lines {
        if let Some(name) = overlay.edge_name(id)
            && edges::handle(ui, place.salt, id, from, to, &name)
        {
            out.edge_clicked = Some(id);
        }
    }
    let quiet = out.clicked.is_none() && out.open.is_none() && out.edge_clicked.is_none();
    if quiet && response.clicked() {
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

/// The parent of an item, if it has one.
pub(super) fn parent_of(l: &Loaded, layout: &TreeLayout, item: usize) -> Option<u32> {
    match layout.item(item)? {
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
    place: &Place,
    f: &Frame,
    item: usize,
    overlay: &dyn Overlay,
) -> Option<(u32, Pos2, Pos2)> {
    let (l, layout) = (place.loaded, place.layout);
    let parent = parent_of(l, layout, item)?;
    let z = f.cam.zoom;
    let (px, pd) = layout.at(parent)?;
    let a = f.screen(px, pd);
    let b = f.screen(layout.x[item], layout.depth[item]);
    let from = a + vec2(0.0, NODE * z);
    let to = b - vec2(0.0, NODE * z);
    match layout.item(item)? {
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
                let room = layout.room(item);
                edges::edge_label(painter, ui, l, f, (id, room), (from, to), show.cut, window);
                if let Some(p) = overlay.edge_probability(id) {
                    edges::probability_label(painter, ui, f, room, (from, to), &p);
                }
            }
            Some((id, from, to))
        }
    }
}

/// Draws one item and its accessible widget (a folded node its summary too);
/// notes in `out` what was clicked.
fn node(
    ui: &mut Ui,
    painter: &egui::Painter,
    place: &Place,
    f: &Frame,
    item: usize,
    overlay: &dyn Overlay,
    out: &mut Drawn,
) {
    let layout = place.layout;
    let z = f.cam.zoom;
    let c = f.screen(layout.x[item], layout.depth[item]);
    let r = half_size(z);
    let rect = Rect::from_center_size(c, Vec2::splat(2.0 * r.max(MIN_HIT)));
    match layout.item(item) {
        Some(Item::Pruned { parent, cut, index }) if overlay.pruned_shown(parent) => {
            let at = (c, r, rect, z);
            pruned_item(ui, painter, place, overlay, at, (parent, cut, index));
        }
        None | Some(Item::Pruned { .. }) => {}
        Some(Item::Node(id)) => {
            let Some(show) = overlay.node(ui, id) else {
                return;
            };
            if layout.is_folded(id)
                && let Some(summary) = overlay.summary(id)
            {
                let at = summary_view::At {
                    c,
                    r,
                    item,
                    frame: f,
                };
                if summary_view::show(ui, painter, place, at, id, &summary) {
                    out.open = Some(id);
                }
            }
            if NODE * z < MIN_HALF {
                // Too small to draw: a mark in the node's colour.
                look::paint_mark(painter, ui, c, &show.look);
            } else if overlay.chance(id) {
                look::paint_chance_node(painter, ui, c, r, &show.look);
            } else {
                look::paint_node(painter, ui, c, r, &show.look);
            }
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
            if resp.clicked() {
                out.clicked = Some(id);
            }
            if resp.secondary_clicked() && layout.is_partial() && !layout.is_folded(id) {
                out.fold = Some(id);
            }
        }
    }
}

/// A child the cut at `parent` pruned: a grey square with its action, and its
/// value when the overlay gives one.
fn pruned_item(
    ui: &mut Ui,
    painter: &egui::Painter,
    place: &Place,
    overlay: &dyn Overlay,
    (c, r, rect, z): (Pos2, f32, Rect, f32),
    (parent, cut, index): (u32, u32, u32),
) {
    let l = place.loaded;
    let name = pruned_name(l, cut, index);
    let grey = look::pruned(ui);
    let value = overlay.pruned_value(cut, index);
    painter.rect_stroke(rect, 3.0, Stroke::new(1.2, grey), egui::StrokeKind::Middle);
    if r > 6.0 {
        let font = egui::FontId::proportional((11.0 * z.sqrt()).clamp(8.0, 14.0));
        let (at, align) = match &value {
            // The name above the square, the value in it (a leaf's way).
            Some(v) => {
                let size = (r * 0.85).clamp(8.0, 20.0);
                painter.text(
                    c,
                    egui::Align2::CENTER_CENTER,
                    v,
                    egui::FontId::proportional(size),
                    grey,
                );
                (c - vec2(0.0, r + 2.0), egui::Align2::CENTER_BOTTOM)
            }
            None => (c, egui::Align2::CENTER_CENTER),
        };
        painter.text(at, align, name, font, grey);
    }
    let label = look::pruned_label(place.lang, name, l.trace.action_name(parent));
    let resp = ui.interact(
        rect,
        egui::Id::unique((place.salt, "pruned", parent, cut, index)),
        Sense::hover(),
    );
    // Named only: egui's label role would read a value as its name (the
    // value is painted in the square and checked on the model).
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}

/// The action of the `index`-th child that cut number `cut` pruned.
pub(super) fn pruned_name(l: &Loaded, cut: u32, index: u32) -> &str {
    l.trace
        .trace
        .cut(cut as usize)
        .get(index as usize)
        .map_or("?", |&a| l.trace.name(a))
}
