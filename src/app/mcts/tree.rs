//! The MCTS tree at the cursor ([`MctsReplay::visible_tree`]: the most
//! visited part open, the current path always open, the rest folded into
//! summary items), drawn with the search inspector's look and camera: its
//! [`Camera`], [`Frame`], fit, zoom buttons and level culling over a
//! [`TreeLayout`] filled from the visible tree. A node's size grows with its
//! visits; its colour goes from loss (red) to win (green) for the player who
//! moved into it; the most visited child of each node is ringed in gold; the
//! current iteration's path is orange, the node it added ringed twice; chance
//! outcomes are squares with their probability on the edge; a folded subtree
//! is a grey box with its node count.

use super::model::Request;
use super::strings::M;
use super::table::number;
use crate::app::i18n::Language;
use crate::app::tree_view::camera::{
    self, Camera, Frame, MIN_HALF, NODE, levels_in_view, zoom_buttons,
};
use crate::app::tree_view::look;
use crate::inspect::TreeLayout;
use crate::inspect::mcts::{
    MctsReplay, NodeView, VIEW_NODES, VisibleItem, VisibleKind, VisibleTree,
};
use crate::lang::fill;
use eframe::egui::{self, Color32, Pos2, Rect, Sense, Stroke, Ui, vec2};

/// The path's colour for text: the inspector's orange, darker on the light
/// theme so that it reads on white.
pub fn path_text(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        look::ON_PATH
    } else {
        Color32::from_rgb(0xa0, 0x48, 0x00)
    }
}

/// The colour of a mean score in [-1, 1]: red (loss), grey, green (win).
pub fn value_colour(mean: f64) -> Color32 {
    let t = ((mean.clamp(-1.0, 1.0) + 1.0) / 2.0) as f32;
    let (loss, draw, win) = ([0xd9, 0x48, 0x3b], [0xb8, 0xb0, 0x98], [0x3c, 0xb0, 0x5a]);
    let mix = |a: [u8; 3], b: [u8; 3], k: f32| {
        let c = |i: usize| (a[i] as f32 + (b[i] as f32 - a[i] as f32) * k).round() as u8;
        Color32::from_rgb(c(0), c(1), c(2))
    };
    if t < 0.5 {
        mix(loss, draw, t * 2.0)
    } else {
        mix(draw, win, (t - 0.5) * 2.0)
    }
}

/// The inspector's layout type filled with the visible tree's positions, so
/// that its fit and level culling apply.
pub fn layout_of(tree: &VisibleTree) -> TreeLayout {
    let mut layout = TreeLayout::default();
    layout.x = tree.items.iter().map(|i| i.x).collect();
    layout.depth = tree.items.iter().map(|i| i.depth).collect();
    layout.width = tree.width;
    for (k, item) in tree.items.iter().enumerate() {
        let d = item.depth as usize;
        if layout.levels.len() <= d {
            layout.levels.resize_with(d + 1, Vec::new);
        }
        layout.levels[d].push(k as u32);
    }
    for level in &mut layout.levels {
        level.sort_by(|&a, &b| {
            tree.items[a as usize]
                .x
                .total_cmp(&tree.items[b as usize].x)
        });
    }
    layout
}

/// The legend and zoom buttons, then the tree in the space left.
pub fn show(ui: &mut Ui, replay: &MctsReplay, cam: Camera, lang: Language, out: &mut Vec<Request>) {
    ui.horizontal_wrapped(|ui| {
        if let Some(c) = zoom_buttons(ui, cam, lang) {
            out.push(Request::SetCamera(c));
        }
        ui.label(M::Legend.text(lang));
    });
    let tree = replay.visible_tree(VIEW_NODES);
    let layout = layout_of(&tree);
    let (rect, response) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, M::Tree.text(lang)));
    let (cam, moved) = camera::pan_zoom(ui, cam, &layout, 0.0, rect, &response);
    if moved {
        out.push(Request::SetCamera(cam));
    }
    let f = Frame {
        origin: rect.min,
        cam,
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, look::background(ui));
    let root_visits = replay.node(0).visits.max(1);
    let mut parent_of = vec![None; tree.items.len()];
    for &(p, c) in &tree.edges {
        if let Some(slot) = parent_of.get_mut(c) {
            *slot = Some(p);
        }
    }
    let in_view: Vec<usize> = levels_in_view(&f, rect, &layout)
        .flat_map(|(d, lo, hi)| layout.visible(d, lo, hi).iter().map(|&i| i as usize))
        .collect();
    let at = |k: usize| f.screen(tree.items[k].x, tree.items[k].depth);
    let size = |v: u32| radius(f.cam.zoom, v, root_visits);
    for &k in &in_view {
        let Some(p) = parent_of[k] else { continue };
        edge(
            &painter,
            ui,
            replay,
            &tree.items[k],
            (at(p), at(k)),
            f.cam.zoom,
            lang,
        );
    }
    for &k in &in_view {
        let item = &tree.items[k];
        let c = at(k);
        match item.kind {
            VisibleKind::Node => {
                let v = replay.node(item.id);
                let r = size(v.visits);
                node(&painter, ui, &v, c, r);
                name_node(ui, &v, c, r, lang);
            }
            VisibleKind::Folded { nodes, visits } => {
                folded(&painter, ui, item.id, c, f.cam.zoom, (nodes, visits), lang);
            }
        }
    }
}

/// A node's half size: from a third of the inspector's node (no visit) to
/// the whole of it (all the root's visits).
fn radius(zoom: f32, visits: u32, root: u32) -> f32 {
    let share = (visits as f32 / root as f32).sqrt().min(1.0);
    (NODE * zoom * (0.4 + 0.6 * share)).max(MIN_HALF)
}

/// The edge into `item`: orange on the current path, with the move (and a
/// chance outcome's probability) written near the child when it fits.
fn edge(
    painter: &egui::Painter,
    ui: &Ui,
    replay: &MctsReplay,
    item: &VisibleItem,
    (a, b): (Pos2, Pos2),
    z: f32,
    lang: Language,
) {
    let v = replay.node(item.id);
    let stroke = if v.on_path {
        Stroke::new(3.5, look::ON_PATH)
    } else {
        Stroke::new(1.2, look::edge(ui))
    };
    painter.line_segment([a, b], stroke);
    let size = (12.0 * z.sqrt()).clamp(11.0, 16.0);
    if z < 0.35 {
        return;
    }
    let text = match (&v.action, v.prob) {
        (Some(a), Some(p)) => format!("{a} ({})", number(p, lang)),
        (Some(a), None) => a.clone(),
        (None, _) => return,
    };
    let at = a + (b - a) * 0.62;
    let colour = if v.on_path {
        path_text(ui)
    } else {
        look::text(ui)
    };
    let galley = painter.layout_no_wrap(text, egui::FontId::proportional(size), colour);
    let back = Rect::from_center_size(at, galley.size() + vec2(4.0, 0.0));
    painter.rect_filled(back, 2.0, look::background(ui).gamma_multiply(0.85));
    painter.galley(back.min + vec2(2.0, 0.0), galley, colour);
}

/// A node: its shape filled by its mean (unvisited: hollow), its rings.
fn node(painter: &egui::Painter, ui: &Ui, v: &NodeView, c: Pos2, r: f32) {
    let fill = if v.visits == 0 {
        look::background(ui)
    } else {
        value_colour(v.mean)
    };
    let outline = if v.on_path {
        Stroke::new(3.0, look::ON_PATH)
    } else {
        Stroke::new(1.2, look::edge(ui))
    };
    if v.prob.is_some() {
        let square = Rect::from_center_size(c, vec2(1.6 * r, 1.6 * r));
        painter.rect_filled(square, 2.0, fill);
        painter.rect_stroke(square, 2.0, outline, egui::StrokeKind::Middle);
    } else {
        painter.circle_filled(c, r, fill);
        painter.circle_stroke(c, r, outline);
    }
    if v.most_visited && r >= 5.0 {
        painter.circle_stroke(c, r + 3.0, Stroke::new(2.0, look::PV));
    }
    if v.new {
        painter.circle_stroke(c, r + 8.0, Stroke::new(2.0, look::ON_PATH));
    }
    if r >= 11.0 {
        let font = egui::FontId::proportional((r * 0.8).clamp(11.0, 18.0));
        let ink = if v.visits == 0 {
            look::text(ui)
        } else {
            Color32::BLACK
        };
        painter.text(
            c,
            egui::Align2::CENTER_CENTER,
            v.visits.to_string(),
            font,
            ink,
        );
    }
}

/// The node's accessible widget, with its hover text.
fn name_node(ui: &mut Ui, v: &NodeView, c: Pos2, r: f32, lang: Language) {
    let name = v
        .action
        .clone()
        .unwrap_or_else(|| M::Root.text(lang).into());
    let pairs = [
        ("a", name),
        ("n", v.visits.to_string()),
        ("m", number(v.mean, lang)),
    ];
    let label = fill(M::NodeLabel.text(lang), &pairs);
    let rect = Rect::from_center_size(c, egui::Vec2::splat(2.0 * r.max(4.0)));
    let resp = ui.interact(rect, egui::Id::unique(("mcts-node", v.id)), Sense::hover());
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    resp.on_hover_text(label.clone());
}

/// A folded subtree: a grey box under where its root would be, with its count.
fn folded(
    painter: &egui::Painter,
    ui: &mut Ui,
    id: u32,
    c: Pos2,
    z: f32,
    (nodes, visits): (u32, u32),
    lang: Language,
) {
    let grey = look::pruned(ui);
    let w = (NODE * z * 1.6).max(6.0);
    let rect = Rect::from_center_size(c, vec2(w * 1.6, w));
    painter.rect_filled(rect, 4.0, look::unvisited(ui).gamma_multiply(0.6));
    painter.rect_stroke(rect, 4.0, Stroke::new(1.2, grey), egui::StrokeKind::Middle);
    if w >= 14.0 {
        let font = egui::FontId::proportional(11.0);
        painter.text(
            c,
            egui::Align2::CENTER_CENTER,
            format!("+{nodes}"),
            font,
            look::text(ui),
        );
    }
    let pairs = [("n", nodes.to_string()), ("v", visits.to_string())];
    let label = fill(M::Folded.text(lang), &pairs);
    let resp = ui.interact(rect, egui::Id::unique(("mcts-folded", id)), Sense::hover());
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    resp.on_hover_text(label.clone());
}
