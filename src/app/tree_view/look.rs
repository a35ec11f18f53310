//! How the tree looks: the node states' colours (from [`super::colours`], the
//! palette), the node shapes painted
//! ([`paint`]: MAX a triangle pointing up, MIN pointing down, negamax and
//! Monte Carlo nodes a circle, leaves a square, chance nodes a magenta
//! diamond, boxes), the search inspector's look of a node at a step
//! ([`NodeLook`]) and the accessible names of a trace's nodes.

use super::overlay::{NodeShow, Ring};
use crate::inspect::InspectTrace;
use crate::inspect::chance::exact_text;
use crate::inspect::rules::{node_label, window_text};
use crate::inspect::sheet::picture::Shape;
use crate::lang::Language;
use crate::search::Bound;
use crate::search::trace_view::{NodeStatus, NodeView};
use eframe::egui::{self, Color32, Pos2, Stroke, Ui, pos2, vec2};

pub use super::colours::*;

/// What decides a node's look at a step.
pub struct NodeLook {
    pub status: NodeStatus,
    pub current: bool,
    pub selected: bool,
    pub on_pv: bool,
    pub maximizing: Option<bool>,
    pub leaf: bool,
}

impl NodeLook {
    pub fn fill(&self, ui: &Ui) -> Option<Color32> {
        match self.status {
            NodeStatus::Unvisited => None,
            NodeStatus::OnPath => Some(ON_PATH),
            NodeStatus::Finished(Bound::Exact) => Some(FINISHED),
            NodeStatus::Finished(_) => Some(BOUND),
        }
        .map(|c| {
            // Dimmed on the dark theme, opaque: a value's plate of the same
            // fill laid on the node is then the node's colour, not lighter.
            if ui.visuals().dark_mode {
                crate::app::theme::over(c.gamma_multiply(0.85), background(ui))
            } else {
                c
            }
        })
    }
}

impl NodeShow {
    /// A `shape` filled with `fill` (hollow: `None`), outlined in the edges'
    /// colour, its text black on a fill, named `label`; nothing else.
    pub fn plain(ui: &Ui, shape: Shape, fill: Option<Color32>, label: String) -> NodeShow {
        NodeShow {
            shape,
            size: 1.0,
            fill,
            outline: Stroke::new(1.2, edge(ui)),
            rings: Vec::new(),
            text: String::new(),
            text_colour: if fill.is_some() {
                Color32::BLACK
            } else {
                text(ui)
            },
            above: None,
            mark: fill.unwrap_or_else(|| edge(ui)),
            label,
            tip: None,
        }
    }
}

impl NodeLook {
    /// What the node shows in the search inspector's look: its shape (a
    /// chance node a diamond, a leaf a square, MAX a triangle up, MIN down,
    /// else a circle), its fill by status, its outline, the current node's
    /// ring; `text` on it and its name `label`.
    pub fn show(&self, ui: &Ui, chance: bool, text: String, label: String) -> NodeShow {
        let shape = match (chance, self.leaf, self.maximizing) {
            (true, _, _) => Shape::Chance,
            (false, true, _) => Shape::Leaf,
            (false, false, Some(true)) => Shape::Max,
            (false, false, Some(false)) => Shape::Min,
            (false, false, None) => Shape::Circle,
        };
        let fill = self.fill(ui);
        let mut rings = Vec::new();
        if self.current && !self.on_pv {
            rings.push(Ring {
                scale: 1.45,
                plus: 0.0,
                stroke: Stroke::new(2.0, line(ui, ON_PATH)),
            });
        }
        let mark = if self.on_pv {
            PV
        } else {
            fill.unwrap_or_else(|| edge(ui))
        };
        NodeShow {
            outline: outline(ui, self, chance),
            rings,
            text,
            mark,
            ..NodeShow::plain(ui, shape, fill, label)
        }
    }
}

/// A node's outline: the principal variation's, the selection's, the current
/// node's, else by status (a chance node's is [`CHANCE`]).
pub fn outline(ui: &Ui, look: &NodeLook, chance: bool) -> Stroke {
    if look.on_pv {
        Stroke::new(3.5, line(ui, PV))
    } else if look.selected {
        Stroke::new(3.5, window(ui))
    } else if chance {
        Stroke::new(2.5, line(ui, CHANCE))
    } else if look.current {
        Stroke::new(3.0, ui.visuals().strong_text_color())
    } else if look.status == NodeStatus::Unvisited {
        Stroke::new(1.0, unvisited(ui))
    } else {
        Stroke::new(1.2, edge(ui))
    }
}

/// The outline's points of a shape drawn as a polygon around `c` with half
/// size `r` (none for a circle, a square or a box).
fn points(shape: Shape, c: Pos2, r: f32) -> Option<Vec<Pos2>> {
    let h = r * 1.15;
    match shape {
        Shape::Max => Some(vec![
            pos2(c.x, c.y - h),
            pos2(c.x + h, c.y + 0.8 * h),
            pos2(c.x - h, c.y + 0.8 * h),
        ]),
        Shape::Min => Some(vec![
            pos2(c.x, c.y + h),
            pos2(c.x - h, c.y - 0.8 * h),
            pos2(c.x + h, c.y - 0.8 * h),
        ]),
        Shape::Chance => {
            let h = r * 1.25;
            Some(vec![
                pos2(c.x, c.y - h),
                pos2(c.x + h, c.y),
                pos2(c.x, c.y + h),
                pos2(c.x - h, c.y),
            ])
        }
        Shape::Circle | Shape::Leaf | Shape::Box => None,
    }
}

/// The rectangle of a square or box shape around `c` with half size `r`.
fn frame_of(shape: Shape, c: Pos2, r: f32) -> (egui::Rect, f32) {
    match shape {
        Shape::Box => (egui::Rect::from_center_size(c, vec2(2.5 * r, 1.6 * r)), 4.0),
        _ => (egui::Rect::from_center_size(c, vec2(1.5 * r, 1.5 * r)), 3.0),
    }
}

/// The size of a node's widget of half size `r`: a box is wider.
pub fn extent(shape: Shape, r: f32) -> egui::Vec2 {
    match shape {
        Shape::Box => vec2(2.5 * r, 2.0 * r),
        _ => vec2(2.0 * r, 2.0 * r),
    }
}

/// The size of a text drawn on a tree: `wanted` (which follows the camera's
/// zoom), never under the trees' smallest text
/// ([`crate::app::presentation::tree_text`]: 14 px at zoom 1, 24 window
/// pixels in presentation mode). Words that no longer fit are left out by
/// their callers (or moved onto a backing), never drawn smaller.
pub fn text_size(ctx: &egui::Context, wanted: f32) -> f32 {
    wanted.max(crate::app::presentation::tree_text(ctx))
}

/// The font of the text on a node of half size `r`.
pub fn value_font(ctx: &egui::Context, r: f32) -> egui::FontId {
    egui::FontId::proportional(text_size(ctx, (r * 0.85).min(20.0)))
}

/// The font of the words above a node.
pub fn above_font(ctx: &egui::Context) -> egui::FontId {
    egui::FontId::proportional(text_size(ctx, 13.0))
}

/// How far above a node's centre its value's text may reach, on a node of
/// half size `r`: the node's own top, or the text's when the text (never
/// under [`text_size`]) is taller than the node; words above the node and on
/// its edge stay over it.
pub fn text_top(ctx: &egui::Context, r: f32) -> f32 {
    text_reach(ctx, r, 1)
}

/// How far above or below a node's centre a text of `lines` lines reaches on
/// a node of half size `r` (centred on it; see [`text_top`]).
pub fn text_reach(ctx: &egui::Context, r: f32, lines: usize) -> f32 {
    let size = text_size(ctx, (r * 0.85).min(20.0));
    // A triangle carries its text 0.22 r off centre; a line's box is 1.2 em.
    r.max(0.22 * r + 0.6 * size * lines.max(1) as f32 + 1.0)
}

/// How far above and below its centre node `show` of half size `r` reaches
/// with its text (the words above it left out).
pub fn node_reach(ctx: &egui::Context, r: f32, show: &NodeShow) -> f32 {
    let shape = show.shape.top(r);
    if show.text.is_empty() || r <= 5.0 {
        return shape;
    }
    shape.max(text_reach(ctx, r, show.text.lines().count()))
}

/// A node around `c` with half size `r` as `show` says: its shape filled and
/// outlined, its rings, the text on it and the words above it.
pub fn paint(painter: &egui::Painter, ui: &Ui, c: Pos2, r: f32, show: &NodeShow) {
    let fill = show.fill.unwrap_or(background(ui));
    let outline = show.outline;
    if let Some(pts) = points(show.shape, c, r) {
        painter.add(egui::Shape::convex_polygon(pts.clone(), fill, Stroke::NONE));
        painter.add(egui::Shape::closed_line(pts, outline));
    } else if show.shape == Shape::Circle {
        painter.add(egui::Shape::circle_filled(c, r, fill));
        painter.add(egui::Shape::circle_stroke(c, r, outline));
    } else {
        let (rect, round) = frame_of(show.shape, c, r);
        // A box wider than its frame holds its text (a folded subtree's count).
        let rect = match value_galley(painter, c, r, show) {
            Some((back, _)) if show.shape == Shape::Box => rect.union(back),
            _ => rect,
        };
        painter.add(egui::Shape::rect_filled(rect, round, fill));
        painter.add(egui::Shape::rect_stroke(
            rect,
            round,
            outline,
            egui::StrokeKind::Middle,
        ));
    }
    for ring in &show.rings {
        // A ring carries meaning (the node asked about, the most visited): 3:1.
        let stroke = Stroke::new(
            ring.stroke.width,
            super::colours::line(ui, ring.stroke.color),
        );
        painter.circle_stroke(c, r * ring.scale + ring.plus, stroke);
    }
    value_text(painter, ui, c, r, show);
    if let Some((words, colour)) = &show.above {
        let top = node_reach(ui.ctx(), r, show);
        painter.text(
            c - vec2(0.0, top + 2.0),
            egui::Align2::CENTER_BOTTOM,
            words,
            above_font(ui.ctx()),
            *colour,
        );
    }
}

/// The rectangle that node `show` of half size `r` around `c` covers as
/// [`paint`] draws it: its shape, its rings and its text's backing (the
/// words above it are left out). What a neighbour must clear, and what the
/// layout report checks ([`crate::app::ui_report::boxes`]).
pub fn drawn_rect(painter: &egui::Painter, c: Pos2, r: f32, show: &NodeShow) -> egui::Rect {
    let mut rect = match points(show.shape, c, r) {
        Some(pts) => egui::Rect::from_points(&pts),
        None if show.shape == Shape::Circle => {
            egui::Rect::from_center_size(c, vec2(2.0 * r, 2.0 * r))
        }
        None => frame_of(show.shape, c, r).0,
    }
    .expand(show.outline.width / 2.0);
    for ring in &show.rings {
        let radius = r * ring.scale + ring.plus + ring.stroke.width / 2.0;
        rect = rect.union(egui::Rect::from_center_size(c, vec2(2.0, 2.0) * radius));
    }
    if let Some((back, _)) = value_galley(painter, c, r, show) {
        rect = rect.union(back.expand(0.5));
    }
    rect
}

/// The text on a node laid out, with where it goes: its backing's rectangle
/// when it is wider than the node (else its own); `None` when no text is
/// drawn.
pub(super) fn value_galley(
    painter: &egui::Painter,
    c: Pos2,
    r: f32,
    show: &NodeShow,
) -> Option<(egui::Rect, std::sync::Arc<egui::Galley>)> {
    if show.text.is_empty() || r <= 5.0 {
        return None;
    }
    let font = value_font(painter.ctx(), r);
    // Triangles carry their text nearer the wide side.
    let at = match show.shape {
        Shape::Max => c + vec2(0.0, r * 0.22),
        Shape::Min => c - vec2(0.0, r * 0.22),
        _ => c,
    };
    let galley = painter.layout_no_wrap(show.text.clone(), font, show.text_colour);
    let wide = match show.shape {
        Shape::Box => 2.5 * r,
        _ => 1.4 * r,
    };
    let size = if galley.size().x > wide {
        galley.size() + vec2(6.0, 2.0)
    } else {
        galley.size()
    };
    Some((egui::Rect::from_center_size(at, size), galley))
}

/// The text on a node, on a backing when it is wide (each line of it).
fn value_text(painter: &egui::Painter, ui: &Ui, c: Pos2, r: f32, show: &NodeShow) {
    let Some((back, galley)) = value_galley(painter, c, r, show) else {
        return;
    };
    let colour = show.text_colour;
    let at = back.center();
    // A box is its text's backing ([`paint`] widens it).
    if back.size() != galley.size() && show.shape != Shape::Box {
        painter.rect_filled(back, 3.0, show.fill.unwrap_or(background(ui)));
        painter.rect_stroke(
            back,
            3.0,
            Stroke::new(1.0, edge(ui)),
            egui::StrokeKind::Middle,
        );
    }
    painter.galley(at - galley.size() / 2.0, galley, colour);
}

/// A node's accessible name: `Node C2 MAX: >= 2, window (0, 1)`; in an
/// expectiminimax trace `Node die:3 (probability 1/6) CHANCE: 4.25, ...`
/// (the exact value once returned).
pub fn node_label_text(lang: Language, t: &InspectTrace, id: u32, v: &NodeView) -> String {
    let name = match t.action_name(id) {
        "" => match lang {
            Language::English => "root".to_string(),
            Language::French => "racine".to_string(),
        },
        a => a.to_string(),
    };
    let chances = t.trace.chance();
    let name = match (chances.probability(id), lang) {
        (Some(p), Language::English) => format!("{name} (probability {p})"),
        (Some(p), Language::French) => format!("{name} (probabilité {p})"),
        (None, _) => name,
    };
    let node = t.trace.node(id);
    let role = match (node.is_some_and(|n| n.chance()), lang) {
        (true, Language::English) => " CHANCE",
        (true, Language::French) => " HASARD",
        _ => match node.and_then(|n| n.maximizing()) {
            Some(true) => " MAX",
            Some(false) => " MIN",
            None => "",
        },
    };
    let window = t
        .trace
        .node(id)
        .map(|n| window_text(n.alpha, n.beta))
        .unwrap_or_default();
    let value = match v.status {
        NodeStatus::Unvisited => match lang {
            Language::English => "not visited".to_string(),
            Language::French => "pas visité".to_string(),
        },
        NodeStatus::Finished(_) => chances
            .exact(id)
            .map_or_else(|| node_label(v), |x| exact_text(x, lang)),
        _ => node_label(v),
    };
    match lang {
        Language::English => format!("Node {name}{role}: {value}, window {window}"),
        Language::French => format!("Nœud {name}{role}\u{a0}: {value}, fenêtre {window}"),
    }
}

/// A pruned child's accessible name.
pub fn pruned_label(lang: Language, name: &str, parent: &str) -> String {
    let root = match lang {
        Language::English => "root",
        Language::French => "racine",
    };
    let parent = if parent.is_empty() { root } else { parent };
    match lang {
        Language::English => format!("Pruned {name} (cut at {parent})"),
        Language::French => format!("Élagué {name} (coupé en {parent})"),
    }
}
