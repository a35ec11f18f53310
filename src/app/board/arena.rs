//! The arena painter (seed 003 Definition 1.1): the graph drawn with the node
//! positions of the file when every node has one, else in layers by distance from
//! the initial node. Nodes of player 0 and player 1 take their colours, final
//! nodes are squares showing their value or outcome, the token's node is ringed,
//! and the successors the player to move may choose are the clickable widgets
//! "Node NAME".

use super::{BoardInput, Painter, board_rect, last_move_color, part, player_color};
use crate::app::i18n::T;
use crate::games::Arena;
use crate::games::arena::file::{Leaf, Outcome};
use eframe::egui::{Align2, Color32, FontId, Id, Pos2, Rect, Stroke, Ui, Vec2};
use std::collections::VecDeque;

/// Each node's position in [0, 1] x [0, 1].
fn layout(arena: &Arena) -> Vec<Pos2> {
    let nodes = &arena.graph().nodes;
    if let Some(given) = nodes.iter().map(|n| n.pos).collect::<Option<Vec<_>>>() {
        return normalise(given.into_iter().map(|(x, y)| Pos2::new(x, y)).collect());
    }
    // Breadth-first layers from the initial node; unreachable nodes go last.
    let mut depth = vec![usize::MAX; nodes.len()];
    let mut order = Vec::with_capacity(nodes.len());
    let mut queue = VecDeque::from([arena.graph().initial as usize]);
    depth[arena.graph().initial as usize] = 0;
    while let Some(u) = queue.pop_front() {
        order.push(u);
        for &v in &nodes[u].edges {
            if depth[v as usize] == usize::MAX {
                depth[v as usize] = depth[u] + 1;
                queue.push_back(v as usize);
            }
        }
    }
    let deepest = order.iter().map(|&u| depth[u]).max().unwrap_or(0);
    for (u, d) in depth.iter_mut().enumerate() {
        if *d == usize::MAX {
            *d = deepest + 1;
            order.push(u);
        }
    }
    let mut pos = vec![Pos2::ZERO; nodes.len()];
    let layers = depth.iter().max().copied().unwrap_or(0) + 1;
    for layer in 0..layers {
        let members: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&u| depth[u] == layer)
            .collect();
        for (k, &u) in members.iter().enumerate() {
            pos[u] = Pos2::new(k as f32 + 0.5, layer as f32 + 0.5);
        }
        let width = members.len().max(1) as f32;
        for &u in &members {
            pos[u].x /= width;
        }
    }
    for p in &mut pos {
        p.y /= layers as f32;
    }
    pos
}

/// Scales positions into [0, 1] x [0, 1].
fn normalise(mut pos: Vec<Pos2>) -> Vec<Pos2> {
    let (min, max) = pos.iter().fold(
        (Pos2::new(f32::MAX, f32::MAX), Pos2::new(f32::MIN, f32::MIN)),
        |(lo, hi), p| (lo.min(*p), hi.max(*p)),
    );
    let span = (max - min).max(Vec2::splat(1e-3));
    for p in &mut pos {
        *p = Pos2::new(
            0.05 + 0.9 * (p.x - min.x) / span.x,
            0.05 + 0.9 * (p.y - min.y) / span.y,
        );
    }
    pos
}

fn leaf_text(leaf: Leaf) -> String {
    match leaf {
        Leaf::Value(v) => v.to_string(),
        Leaf::Outcome(Outcome::Win0) => "W0".into(),
        Leaf::Outcome(Outcome::Win1) => "W1".into(),
        Leaf::Outcome(Outcome::Draw) => "=".into(),
    }
}

impl Painter for Arena {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u32> {
        let board = board_rect(ui, 1.5, 24.0);
        let canvas = ui.painter_at(board.expand(24.0));
        let nodes = &self.graph().nodes;
        let unit = layout(self);
        let at = |u: usize| {
            let p = unit[u];
            let x = if input.opts.flip { 1.0 - p.x } else { p.x };
            board.min + Vec2::new(x * board.width(), p.y * board.height())
        };
        let radius = (board.width() / (nodes.len() as f32).sqrt() / 5.0).clamp(8.0, 26.0);
        let edge = ui.visuals().weak_text_color();
        for (u, n) in nodes.iter().enumerate() {
            for &v in &n.edges {
                let (a, b) = (at(u), at(v as usize));
                let dir = (b - a).normalized();
                let (from, to) = (a + dir * radius, b - dir * radius);
                canvas.line_segment([from, to], Stroke::new(1.2, edge));
                let side = Vec2::new(-dir.y, dir.x) * radius * 0.3;
                let back = to - dir * radius * 0.5;
                canvas.line_segment([to, back + side], Stroke::new(1.2, edge));
                canvas.line_segment([to, back - side], Stroke::new(1.2, edge));
            }
        }
        let mut chosen = None;
        let text_color = ui.visuals().strong_text_color();
        for (u, n) in nodes.iter().enumerate() {
            let c = at(u);
            let rect = Rect::from_center_size(c, Vec2::splat(2.0 * radius));
            let legal = input.legal.contains(&(u as u32));
            let label = format!("{} {}", T::Node.text(input.opts.lang), n.name);
            let response = part(
                ui,
                rect,
                Id::unique(("arena", u)),
                label,
                n.name.clone(),
                legal,
            );
            let fill =
                player_color(n.owner as usize).gamma_multiply(if legal && response.hovered() {
                    1.0
                } else {
                    0.65
                });
            match n.leaf {
                Some(leaf) => {
                    canvas.rect_filled(
                        rect.shrink(radius * 0.15),
                        3.0,
                        ui.visuals().widgets.inactive.bg_fill,
                    );
                    canvas.text(
                        c,
                        Align2::CENTER_CENTER,
                        leaf_text(leaf),
                        FontId::monospace(radius * 0.8),
                        text_color,
                    );
                }
                None => {
                    canvas.circle_filled(c, radius, fill);
                }
            }
            if *input.view as usize == u {
                canvas.circle_stroke(c, radius * 1.25, Stroke::new(3.0, last_move_color(ui)));
            } else if legal && input.opts.hints {
                canvas.circle_stroke(
                    c,
                    radius * 1.15,
                    Stroke::new(1.5, Color32::from_white_alpha(120)),
                );
            }
            let name = n.label.clone().unwrap_or_else(|| n.name.clone());
            canvas.text(
                c + Vec2::new(0.0, radius * 1.1),
                Align2::CENTER_TOP,
                name,
                FontId::proportional(radius * 0.6),
                ui.visuals().text_color(),
            );
            if legal && response.clicked() {
                chosen = Some(u as u32);
            }
        }
        chosen
    }
}
