//! How the tree looks: the colours of node states (unvisited, on the current
//! path, finished, pruned, principal variation, cut), the node shapes (MAX a
//! triangle pointing up, MIN pointing down, negamax a circle, leaves a square,
//! chance nodes a magenta diamond) and the accessible names of nodes.

use crate::inspect::InspectTrace;
use crate::inspect::chance::exact_text;
use crate::inspect::rules::{node_label, window_text};
use crate::lang::Language;
use crate::search::Bound;
use crate::search::trace_view::{NodeStatus, NodeView};
use eframe::egui::{self, Color32, Pos2, Shape, Stroke, Ui, pos2, vec2};

pub const ON_PATH: Color32 = Color32::from_rgb(0xf2, 0x9d, 0x38);
pub const FINISHED: Color32 = Color32::from_rgb(0x4f, 0x9d, 0xe0);
pub const BOUND: Color32 = Color32::from_rgb(0x9b, 0x7b, 0xd8);
pub const PV: Color32 = Color32::from_rgb(0xf2, 0xc1, 0x2e);
pub const CUT: Color32 = Color32::from_rgb(0xe0, 0x4f, 0x4f);
pub const REUSE: Color32 = Color32::from_rgb(0x5f, 0xc2, 0x6a);
/// Chance nodes' outline and their outcomes' probabilities (expectiminimax);
/// no other mark of the tree is magenta.
pub const CHANCE: Color32 = Color32::from_rgb(0xd0, 0x5c, 0xc8);

pub fn background(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_gray(24)
    } else {
        Color32::from_gray(248)
    }
}

pub fn unvisited(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_gray(70)
    } else {
        Color32::from_gray(200)
    }
}

pub fn pruned(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_gray(110)
    } else {
        Color32::from_gray(150)
    }
}

pub fn edge(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_gray(150)
    } else {
        Color32::from_gray(110)
    }
}

pub fn text(ui: &Ui) -> Color32 {
    ui.visuals().strong_text_color()
}

pub fn window(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0x9a, 0xd0, 0xff)
    } else {
        Color32::from_rgb(0x1f, 0x5f, 0xa0)
    }
}

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
            if ui.visuals().dark_mode {
                c.gamma_multiply(0.85)
            } else {
                c
            }
        })
    }
}

/// The node's shape around `c` with half size `r`.
pub fn paint_node(painter: &egui::Painter, ui: &Ui, c: Pos2, r: f32, look: &NodeLook) {
    let outline = outline(ui, look, false);
    let fill = look.fill(ui).unwrap_or(background(ui));
    let shape = if look.leaf {
        Shape::rect_filled(
            egui::Rect::from_center_size(c, vec2(1.5 * r, 1.5 * r)),
            3.0,
            fill,
        )
    } else {
        match look.maximizing {
            Some(true) => triangle(c, r, true, fill),
            Some(false) => triangle(c, r, false, fill),
            None => Shape::circle_filled(c, r, fill),
        }
    };
    painter.add(shape);
    let border = if look.leaf {
        Shape::rect_stroke(
            egui::Rect::from_center_size(c, vec2(1.5 * r, 1.5 * r)),
            3.0,
            outline,
            egui::StrokeKind::Middle,
        )
    } else {
        match look.maximizing {
            Some(up) => {
                let pts = triangle_points(c, r, up);
                Shape::closed_line(pts, outline)
            }
            None => Shape::circle_stroke(c, r, outline),
        }
    };
    painter.add(border);
    if look.current && !look.on_pv {
        painter.circle_stroke(c, r * 1.45, Stroke::new(2.0, ON_PATH));
    }
}

/// A node's outline: the principal variation's, the selection's, the current
/// node's, else by status (a chance node's is [`CHANCE`]).
pub fn outline(ui: &Ui, look: &NodeLook, chance: bool) -> Stroke {
    if look.on_pv {
        Stroke::new(3.5, PV)
    } else if look.selected {
        Stroke::new(3.5, window(ui))
    } else if chance {
        Stroke::new(2.5, CHANCE)
    } else if look.current {
        Stroke::new(3.0, ui.visuals().strong_text_color())
    } else if look.status == NodeStatus::Unvisited {
        Stroke::new(1.0, unvisited(ui))
    } else {
        Stroke::new(1.2, edge(ui))
    }
}

/// The colour of the value written on a node: black on a filled node.
pub fn value_colour(ui: &Ui, look: &NodeLook) -> Color32 {
    if look.fill(ui).is_some() {
        Color32::BLACK
    } else {
        text_colour(ui)
    }
}

/// A node too small to draw (the level of detail of a far zoom): a dot in
/// its fill, or in the principal variation's or the edges' colour.
pub fn paint_mark(painter: &egui::Painter, ui: &Ui, c: Pos2, look: &NodeLook) {
    let colour = if look.on_pv {
        PV
    } else {
        look.fill(ui).unwrap_or_else(|| edge(ui))
    };
    painter.circle_filled(c, 1.5, colour);
}

/// A chance node: a diamond, filled as [`paint_node`] fills by status,
/// outlined in [`CHANCE`] (the principal variation's or the selection's
/// outline when it has one).
pub fn paint_chance_node(painter: &egui::Painter, ui: &Ui, c: Pos2, r: f32, look: &NodeLook) {
    let h = r * 1.25;
    let pts = vec![
        pos2(c.x, c.y - h),
        pos2(c.x + h, c.y),
        pos2(c.x, c.y + h),
        pos2(c.x - h, c.y),
    ];
    let outline = outline(ui, look, true);
    let fill = look.fill(ui).unwrap_or(background(ui));
    painter.add(Shape::convex_polygon(pts.clone(), fill, Stroke::NONE));
    painter.add(Shape::closed_line(pts, outline));
    if look.current && !look.on_pv {
        painter.circle_stroke(c, r * 1.45, Stroke::new(2.0, ON_PATH));
    }
}

fn triangle_points(c: Pos2, r: f32, up: bool) -> Vec<Pos2> {
    let h = r * 1.15;
    if up {
        vec![
            pos2(c.x, c.y - h),
            pos2(c.x + h, c.y + 0.8 * h),
            pos2(c.x - h, c.y + 0.8 * h),
        ]
    } else {
        vec![
            pos2(c.x, c.y + h),
            pos2(c.x - h, c.y - 0.8 * h),
            pos2(c.x + h, c.y - 0.8 * h),
        ]
    }
}

fn triangle(c: Pos2, r: f32, up: bool, fill: Color32) -> Shape {
    Shape::convex_polygon(triangle_points(c, r, up), fill, Stroke::NONE)
}

/// The value (or `?`, or a bound) on the node, on a backing when it is wide.
pub fn value_text(painter: &egui::Painter, ui: &Ui, c: Pos2, r: f32, text: &str, look: &NodeLook) {
    let size = (r * 0.85).clamp(8.0, 20.0);
    let font = egui::FontId::proportional(size);
    // Triangles carry their text nearer the wide side.
    let at = match (look.leaf, look.maximizing) {
        (false, Some(true)) => c + vec2(0.0, r * 0.22),
        (false, Some(false)) => c - vec2(0.0, r * 0.22),
        _ => c,
    };
    let colour = value_colour(ui, look);
    let galley = painter.layout_no_wrap(text.to_string(), font, colour);
    if galley.size().x > 1.4 * r {
        let back = egui::Rect::from_center_size(at, galley.size() + vec2(6.0, 2.0));
        painter.rect_filled(back, 3.0, look.fill(ui).unwrap_or(background(ui)));
        painter.rect_stroke(
            back,
            3.0,
            Stroke::new(1.0, edge(ui)),
            egui::StrokeKind::Middle,
        );
    }
    painter.galley(at - galley.size() / 2.0, galley, colour);
}

fn text_colour(ui: &Ui) -> Color32 {
    ui.visuals().strong_text_color()
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
