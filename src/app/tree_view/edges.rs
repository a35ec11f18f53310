//! What the tree view draws along edges: each edge's words (an action and
//! the window passed down, as much as fits between siblings, and a chance
//! outcome's probability above them), a pruned edge's dashes and cut bar, the
//! handle and hit test of a clickable edge, and the links between nodes (from
//! memo or transposition hits to the node whose value they reused) with
//! counts.

use super::camera::{Frame, NODE, UNIT_X};
use super::look;
use super::overlay::{Links, Words};
use crate::inspect::TreeLayout;
use crate::search::trace_view::NodeStatus;
use eframe::egui::{self, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, pos2, vec2};

/// The lines of `words` that fit in `room` pixels at font `size`: the action,
/// then the first form of the second line that fits; nothing when the action
/// does not.
pub fn edge_words(words: &Words, room: f32, size: f32) -> Vec<String> {
    let fits = |text: &str| text.chars().count() as f32 * size * 0.6 <= room;
    if !fits(&words.action) {
        return Vec::new();
    }
    let mut out = vec![words.action.clone()];
    out.extend(words.under.iter().find(|w| fits(w)).cloned());
    out
}

/// The room for words on an edge to an item `room` layout units from its
/// siblings: labels sit 80% of the way down, where siblings' labels are 0.8
/// unit apart.
pub fn word_room(room: f32, zoom: f32) -> f32 {
    room.min(3.0) * UNIT_X * zoom * 0.8 * 0.95
}

/// The words near the child's end of an edge; only what fits between
/// siblings (`room` layout units apart) and between the parent's and the
/// child's texts (`band`: the bottom of the one, the top of the other) is
/// written.
pub(super) fn edge_label(
    painter: &egui::Painter,
    ui: &Ui,
    f: &Frame,
    room: f32,
    (from, to, band): (Pos2, Pos2, (f32, f32)),
    words: &Words,
) {
    let size = look::text_size(ui.ctx(), (12.0 * f.cam.zoom.sqrt()).min(15.0));
    // The action's line is centred `size` above the anchor, the window's
    // 0.1 size below it; each line is 1.2 size high.
    let place = |lines: usize| {
        // 80% of the way down, or higher so that the last line ends above the
        // child's text; on the edge at that height.
        let below = if lines > 1 { 0.7 } else { -0.4 };
        let lowest = band.1 - below * size - 2.0;
        let t = if to.y > from.y {
            (0.8f32).min((lowest - from.y) / (to.y - from.y)).max(0.0)
        } else {
            0.8
        };
        let at = from + (to - from) * t;
        (t, at, at.y - 1.6 * size - 1.0 >= band.0)
    };
    let (t, _, _) = place(2);
    // Siblings' words are closer together higher up: less room for them.
    let fit = word_room(room, f.cam.zoom) * t / 0.8;
    let mut lines = edge_words(words, fit, size);
    let (mut at, mut clear) = (place(lines.len()).1, place(lines.len()).2);
    if !clear && lines.len() > 1 {
        lines.truncate(1);
        (_, at, clear) = place(1);
    }
    if !clear {
        return;
    }
    let mut y = at.y - size;
    let backed = |text: &str, y: f32, font: egui::FontId, colour| {
        let galley = painter.layout_no_wrap(text.to_string(), font, colour);
        let r = Rect::from_center_size(pos2(at.x, y), galley.size() + vec2(4.0, 0.0));
        // Words the view's edge would cut (a tree wider than its view): left out.
        let view = painter.clip_rect();
        if r.left() < view.left() || r.right() > view.right() {
            return;
        }
        painter.rect_filled(r, 2.0, look::background(ui).gamma_multiply(0.85));
        painter.galley(r.min + vec2(2.0, 0.0), galley, colour);
    };
    let mut lines = lines.iter();
    if let Some(action) = lines.next() {
        backed(action, y, egui::FontId::proportional(size), words.colour);
        y += size * 1.1;
    }
    if let Some(window) = lines.next() {
        backed(window, y, egui::FontId::monospace(size), look::window(ui));
    }
    if let Some(p) = &words.over {
        probability_label(painter, ui, fit, size, at, p);
    }
}

/// A chance outcome's probability (`1/6`) in [`look::CHANCE`], just above
/// the action written at `at`, when it fits in `room` pixels.
fn probability_label(painter: &egui::Painter, ui: &Ui, room: f32, size: f32, at: Pos2, text: &str) {
    if text.chars().count() as f32 * size * 0.6 > room {
        return;
    }
    let at = at - vec2(0.0, size * 2.15);
    let font = egui::FontId::proportional(size);
    let colour = look::mark_text(ui, look::CHANCE);
    let galley = painter.layout_no_wrap(text.to_string(), font, colour);
    let r = Rect::from_center_size(at, galley.size() + vec2(4.0, 0.0));
    painter.rect_filled(r, 2.0, look::background(ui).gamma_multiply(0.9));
    painter.galley(r.min + vec2(2.0, 0.0), galley, colour);
}

/// Dashed links from each node of a pair to the other (both laid out in
/// `layout`), and the counts beside their nodes.
pub(super) fn links(
    painter: &egui::Painter,
    ui: &Ui,
    links: &Links,
    layout: &TreeLayout,
    f: &Frame,
    rect: Rect,
) {
    let at = |id: u32| layout.at(id).map(|(x, d)| f.screen(x, d));
    for &(hit, source) in &links.pairs {
        let (Some(a), Some(b)) = (at(hit), at(source)) else {
            continue;
        };
        if !rect.intersects(Rect::from_two_pos(a, b)) {
            continue;
        }
        // A curve bowing below the level, from the hit to the reused node.
        let bow = (a.distance(b) * 0.25).clamp(20.0, 120.0);
        let ctrl = pos2((a.x + b.x) / 2.0, a.y.max(b.y) + bow);
        painter.add(egui::epaint::QuadraticBezierShape::from_points_stroke(
            [a, ctrl, b],
            false,
            egui::Color32::TRANSPARENT,
            Stroke::new(1.5, look::line(ui, look::REUSE)),
        ));
    }
    for &(source, count) in &links.counts {
        let Some(p) = at(source) else { continue };
        if rect.contains(p) {
            let z = f.cam.zoom;
            painter.text(
                p + vec2(NODE * z + 2.0, -NODE * z),
                egui::Align2::LEFT_BOTTOM,
                format!("×{count}"),
                egui::FontId::proportional(look::text_size(painter.ctx(), 11.0)),
                look::mark_text(ui, look::REUSE),
            );
        }
    }
}

/// A dashed grey line with a red bar across its middle: a pruned edge.
pub(super) fn pruned_line(painter: &egui::Painter, ui: &Ui, from: Pos2, to: Pos2, z: f32) {
    painter.extend(Shape::dashed_line(
        &[from, to],
        Stroke::new(1.2, look::pruned(ui)),
        5.0 * z.max(0.5),
        4.0 * z.max(0.5),
    ));
    let mid = from + (to - from) * 0.5;
    let n = (to - from).normalized().rot90() * 8.0 * z.max(0.6);
    painter.line_segment(
        [mid - n, mid + n],
        Stroke::new(2.5, look::line(ui, look::CUT)),
    );
}

/// A clickable handle at the middle of the edge into `id`; whether it was clicked.
pub(super) fn handle(ui: &mut Ui, salt: &str, id: u32, from: Pos2, to: Pos2, name: &str) -> bool {
    let mid = from + (to - from) * 0.5;
    let rect = Rect::from_center_size(mid, Vec2::splat(14.0));
    let resp = ui.interact(rect, egui::Id::unique((salt, "edge", id)), Sense::click());
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name));
    if resp.hovered() {
        ui.painter()
            .circle_stroke(mid, 7.0, Stroke::new(1.5, look::window(ui)));
    }
    resp.clicked()
}

/// The clickable edge (by the node it leads to) nearest to `p`, within 8 points of it.
pub(super) fn nearest(
    lines: &[(u32, Pos2, Pos2)],
    p: Pos2,
    clickable: &dyn Fn(u32) -> bool,
) -> Option<u32> {
    lines
        .iter()
        .map(|&(id, a, b)| (id, distance_to_segment(p, a, b)))
        .filter(|&(id, d)| d <= 8.0 && clickable(id))
        .min_by(|x, y| x.1.total_cmp(&y.1))
        .map(|(id, _)| id)
}

fn distance_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let len = ab.length_sq();
    let t = if len > 0.0 {
        ((p - a).dot(ab) / len).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.distance(a + ab * t)
}

/// The stroke of the edge into a node of a search trace (the Tree tab's and
/// the exercises'): the principal variation's once the search is over, the
/// cut's on the child that caused it, else by the child's status; every one
/// at 3:1 on the tree's background ([`look::line`]).
pub fn status_stroke(ui: &Ui, on_pv: bool, caused_cut: bool, status: NodeStatus) -> Stroke {
    if on_pv {
        Stroke::new(4.0, look::line(ui, look::PV))
    } else if caused_cut {
        Stroke::new(2.5, look::line(ui, look::CUT))
    } else {
        match status {
            NodeStatus::Unvisited => Stroke::new(1.0, look::unvisited(ui)),
            NodeStatus::OnPath => Stroke::new(2.5, look::line(ui, look::ON_PATH)),
            NodeStatus::Finished(_) => Stroke::new(1.5, look::edge(ui)),
        }
    }
}
