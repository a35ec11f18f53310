//! The MCTS exercise's tree, drawn with its counts: each node a box with its
//! move above it and `N` and `Q` inside (a final node's box is square-cornered,
//! an unvisited child is a small empty box), the node the question is about
//! ringed, selection's path drawn thick once the selection part is answered,
//! and the counts already answered in backpropagation shown as `old → new`.
//! Leaves take one slot each, left to right, a parent sits above the middle of
//! its children; the tree scrolls when it is wider than the tab.

use crate::app::i18n::Language;
use crate::inspect::exercise::mcts::explain::node_name;
use crate::inspect::exercise::mcts::quiz::{Ask, MctsExercise, MctsQuiz, Part, Question};
use eframe::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, Ui, pos2, vec2};

const SLOT: f32 = 58.0;
const LEVEL: f32 = 78.0;
const BOX: egui::Vec2 = egui::vec2(50.0, 32.0);

/// Each node's centre, in slots and levels (only the nodes below the root).
fn layout(ex: &MctsExercise) -> Vec<Option<(f32, usize)>> {
    let tree = &ex.tree;
    let mut at = vec![None; tree.nodes.len()];
    let mut next = 0.0;
    place(tree, 0, 0, &mut next, &mut at);
    at
}

fn place(
    tree: &crate::inspect::exercise::mcts::MctsTree,
    id: usize,
    depth: usize,
    next: &mut f32,
    at: &mut [Option<(f32, usize)>],
) -> f32 {
    let kids = &tree.nodes[id].children;
    let x = if kids.is_empty() {
        *next += 1.0;
        *next - 1.0
    } else {
        let xs: Vec<f32> = kids
            .iter()
            .map(|&c| place(tree, c, depth + 1, next, at))
            .collect();
        (xs[0] + xs[xs.len() - 1]) / 2.0
    };
    at[id] = Some((x, depth));
    x
}

/// Draws the tree of `ex` at the quiz's point.
pub fn show(ui: &mut Ui, ex: &MctsExercise, quiz: &MctsQuiz, lang: Language) {
    let at = layout(ex);
    let slots = at.iter().flatten().map(|p| p.0).fold(0.0, f32::max) + 1.0;
    let levels = at.iter().flatten().map(|p| p.1).max().unwrap_or(0) + 1;
    let size = vec2(slots * SLOT + 20.0, levels as f32 * LEVEL + 24.0);
    let asked = quiz.current().map(|q| q.ask);
    let answered = &quiz.questions()[..quiz.answered()];
    let selection_done = !quiz
        .questions()
        .iter()
        .skip(quiz.answered())
        .any(|q| q.ask.part() == Part::Selection);
    egui::ScrollArea::both()
        .id_salt("mcts-exercise-tree")
        .show(ui, |ui| {
            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            let centre = |id: usize| -> Option<Pos2> {
                let (x, d) = at[id]?;
                Some(pos2(
                    rect.left() + 10.0 + (x + 0.5) * SLOT,
                    rect.top() + 36.0 + d as f32 * LEVEL,
                ))
            };
            let painter = ui.painter_at(rect);
            let text = ui.visuals().text_color();
            let weak = ui.visuals().weak_text_color();
            let on_path = |id: usize| selection_done && ex.path.contains(&id);
            for (id, n) in ex.tree.nodes.iter().enumerate() {
                let (Some(p), Some(up)) = (centre(id), n.parent.and_then(centre)) else {
                    continue;
                };
                let stroke = if on_path(id) {
                    Stroke::new(3.5, Color32::from_rgb(60, 160, 60))
                } else {
                    Stroke::new(1.0, weak)
                };
                painter.line_segment(
                    [
                        up + vec2(0.0, BOX.y / 2.0),
                        p - vec2(0.0, BOX.y / 2.0 + 12.0),
                    ],
                    stroke,
                );
            }
            for (id, n) in ex.tree.nodes.iter().enumerate() {
                let Some(p) = centre(id) else { continue };
                let ringed = match asked {
                    Some(Ask::Pick { node } | Ask::Visits { node } | Ask::Total { node }) => {
                        node == id
                    }
                    _ => false,
                };
                let visited = n.visits > 0 || n.parent.is_none();
                let size = if visited { BOX } else { BOX * 0.6 };
                let r = Rect::from_center_size(p, size);
                let corner = if n.terminal.is_some() { 0.0 } else { 6.0 };
                let fill = if on_path(id) {
                    Color32::from_rgb(40, 90, 40)
                } else {
                    ui.visuals().extreme_bg_color
                };
                painter.rect_filled(r, corner, fill);
                let ring = if ringed {
                    Stroke::new(3.0, Color32::from_rgb(240, 150, 40))
                } else {
                    Stroke::new(1.0, text)
                };
                painter.rect_stroke(r, corner, ring, egui::StrokeKind::Outside);
                let short = n.label.rsplit('-').next().unwrap_or("");
                let name = match short {
                    "" => node_name(&ex.tree, 0, lang),
                    s => s.to_string(),
                };
                painter.text(
                    r.center_top() - vec2(0.0, 2.0),
                    Align2::CENTER_BOTTOM,
                    name,
                    FontId::proportional(13.0),
                    text,
                );
                let counts = counts(ex, id, answered);
                if !visited {
                    continue;
                }
                painter.text(
                    r.center(),
                    Align2::CENTER_CENTER,
                    counts,
                    FontId::monospace(10.5),
                    text,
                );
            }
        });
}

/// The counts written in node `id`'s box: `N` (and `Q` below the root), each
/// as `old -> new` once its backpropagation question is answered.
fn counts(ex: &MctsExercise, id: usize, answered: &[Question]) -> String {
    let n = &ex.tree.nodes[id];
    let new = |want: fn(usize) -> Ask| {
        answered
            .iter()
            .find(|q| q.ask == want(id))
            .and_then(|_| ex.updates.iter().find(|u| u.node == id))
    };
    let n_text = match new(|node| Ask::Visits { node }) {
        Some(u) => format!("N {} -> {}", u.old_visits, u.new_visits),
        None => format!("N {}", n.visits),
    };
    let q_text = match new(|node| Ask::Total { node }) {
        Some(u) => format!("Q {} -> {}", u.old_total, u.new_total),
        None => format!("Q {}", n.total),
    };
    if n.parent.is_none() {
        n_text
    } else {
        format!("{n_text}\n{q_text}")
    }
}
