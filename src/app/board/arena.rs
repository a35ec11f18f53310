//! The arena painter (seed 003 Definition 1.1): the graph drawn with the node
//! positions of the file when every node has one, else in layers by distance from
//! the initial node. Nodes of player 0 and player 1 take their colours, final
//! nodes are squares showing their value or outcome, the token's node is ringed,
//! and the successors the player to move may choose are the clickable widgets
//! "Node NAME". Names sit on a plate over the edges, cut short (with an
//! ellipsis) where they would run into the next node's; the two edges of a
//! two-way pair are drawn side by side.

use super::{BoardInput, GraphOfStates, Painter, board_rect, last_move_color, part, player_color};
use crate::app::i18n::Language;
use crate::app::i18n::T;
use crate::games::Arena;
use crate::games::arena::file::{Leaf, Outcome};
use eframe::egui::text::{LayoutJob, TextWrapping};
use eframe::egui::{Align2, Color32, FontId, Id, Painter as Canvas, Pos2, Rect, Stroke, Ui, Vec2};
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

/// Where the graph goes on screen: the board rect, each node's position in it,
/// and the node radius.
struct Drawing {
    board: Rect,
    unit: Vec<Pos2>,
    radius: f32,
    flip: bool,
    /// The widest a name may be drawn: the narrowest gap between two nodes
    /// side by side.
    label_width: f32,
}

/// The narrowest horizontal gap between nodes drawn on the same row (at most
/// `widest`), for positions in [0, 1] scaled to `size`.
fn narrowest_gap(unit: &[Pos2], size: Vec2, radius: f32, widest: f32) -> f32 {
    let mut at: Vec<Pos2> = unit
        .iter()
        .map(|p| Pos2::new(p.x * size.x, p.y * size.y))
        .collect();
    at.sort_by(|a, b| a.y.total_cmp(&b.y).then(a.x.total_cmp(&b.x)));
    at.windows(2)
        .filter(|w| (w[1].y - w[0].y).abs() < radius)
        .map(|w| (w[1].x - w[0].x).abs())
        .fold(widest, f32::min)
}

impl Drawing {
    /// Allocates the space left in `ui` for `arena`'s graph, of the given aspect
    /// (width / height).
    fn new(ui: &mut Ui, arena: &Arena, flip: bool, aspect: f32) -> Drawing {
        let board = board_rect(ui, aspect, 24.0);
        let count = arena.graph().nodes.len().max(1) as f32;
        let radius = (board.width() / count.sqrt() / 5.0).clamp(8.0, 26.0);
        let unit = layout(arena);
        let gap = narrowest_gap(&unit, board.size(), radius, board.width() * 0.4);
        Drawing {
            board,
            unit,
            radius,
            flip,
            label_width: (gap - 6.0).max(2.0 * radius),
        }
    }

    fn at(&self, u: usize) -> Pos2 {
        let p = self.unit[u];
        let x = if self.flip { 1.0 - p.x } else { p.x };
        self.board.min + Vec2::new(x * self.board.width(), p.y * self.board.height())
    }

    fn node_rect(&self, u: usize) -> Rect {
        Rect::from_center_size(self.at(u), Vec2::splat(2.0 * self.radius))
    }

    fn canvas(&self, ui: &Ui) -> Canvas {
        ui.painter_at(self.board.expand(24.0))
    }

    /// The arrow from `u` to `v`, stopping at the nodes' rims; moved aside (to
    /// its right) when `v` has an edge back to `u`, so both show.
    fn arrow(&self, canvas: &Canvas, arena: &Arena, u: usize, v: usize, stroke: Stroke) {
        let (a, b, radius) = (self.at(u), self.at(v), self.radius);
        let dir = (b - a).normalized();
        let two_way = u != v && arena.graph().nodes[v].edges.contains(&(u as u32));
        let aside = if two_way {
            Vec2::new(dir.y, -dir.x) * radius * 0.3
        } else {
            Vec2::ZERO
        };
        let (from, to) = (a + dir * radius + aside, b - dir * radius + aside);
        canvas.line_segment([from, to], stroke);
        let side = Vec2::new(-dir.y, dir.x) * radius * 0.3;
        let back = to - dir * radius * 0.5;
        canvas.line_segment([to, back + side], stroke);
        canvas.line_segment([to, back - side], stroke);
    }

    /// Node `u`: a disc of `fill` with `inner` text on it (a square with its
    /// value for a final node), and its name or label below.
    fn node(&self, ui: &Ui, canvas: &Canvas, arena: &Arena, u: usize, fill: Color32, inner: &str) {
        let n = &arena.graph().nodes[u];
        let (c, radius) = (self.at(u), self.radius);
        let text_color = ui.visuals().strong_text_color();
        match n.leaf {
            Some(leaf) => {
                let square = self.node_rect(u).shrink(radius * 0.15);
                canvas.rect_filled(square, 3.0, fill);
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
        // On a disc, dark on the fill. A final node's square shows its value
        // only (its rank is always 0: final states are A_0).
        if !inner.is_empty() && n.leaf.is_none() {
            let font = FontId::proportional(radius * 0.8);
            canvas.text(
                c,
                Align2::CENTER_CENTER,
                inner,
                font,
                Color32::from_gray(20),
            );
        }
        let name = n.label.clone().unwrap_or_else(|| n.name.clone());
        self.name_plate(ui, canvas, c + Vec2::new(0.0, radius * 1.1), name);
    }

    /// A node's name centred below `top`, on a plate of the background colour
    /// (edges pass under it), cut short with an ellipsis beyond `label_width`;
    /// never under the captions' least size.
    fn name_plate(&self, ui: &Ui, canvas: &Canvas, top: Pos2, name: String) {
        let size = (self.radius * 0.6).max(crate::app::presentation::MIN_TEXT);
        let font = FontId::proportional(size);
        let mut job = LayoutJob::simple_singleline(name, font, ui.visuals().text_color());
        job.wrap = TextWrapping::truncate_at_width(self.label_width);
        let galley = canvas.layout_job(job);
        let rect = Align2::CENTER_TOP.anchor_size(top, galley.size());
        let plate = ui.visuals().panel_fill.gamma_multiply(0.85);
        canvas.rect_filled(rect.expand(2.0), 3.0, plate);
        canvas.galley(rect.min, galley, ui.visuals().text_color());
    }
}

impl Painter for Arena {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u32> {
        let drawing = Drawing::new(ui, self, input.opts.flip, 1.5);
        let canvas = drawing.canvas(ui);
        let nodes = &self.graph().nodes;
        let edge = Stroke::new(1.2, ui.visuals().weak_text_color());
        for (u, n) in nodes.iter().enumerate() {
            for &v in &n.edges {
                drawing.arrow(&canvas, self, u, v as usize, edge);
            }
        }
        let mut chosen = None;
        let radius = drawing.radius;
        for (u, n) in nodes.iter().enumerate() {
            let c = drawing.at(u);
            let legal = input.legal.contains(&(u as u32));
            let label = format!("{} {}", T::Node.text(input.opts.lang), n.name);
            let value = input.marked_value(&(u as u32), n.name.clone());
            let id = Id::unique(("arena", u));
            let response = part(ui, drawing.node_rect(u), id, label, value, legal);
            let fill = match n.leaf {
                Some(_) => ui.visuals().widgets.inactive.bg_fill,
                None => {
                    player_color(n.owner as usize).gamma_multiply(if legal && response.hovered() {
                        1.0
                    } else {
                        0.65
                    })
                }
            };
            drawing.node(ui, &canvas, self, u, fill, "");
            if *input.view as usize == u {
                canvas.circle_stroke(c, radius * 1.25, Stroke::new(3.0, last_move_color(ui)));
            } else if legal && input.opts.hints {
                canvas.circle_stroke(
                    c,
                    radius * 1.15,
                    Stroke::new(1.5, Color32::from_white_alpha(120)),
                );
            }
            if legal && response.clicked() {
                chosen = Some(u as u32);
            }
        }
        input.paint_marks(&canvas, |&u| {
            Some(drawing.node_rect(u as usize).expand(radius * 0.25))
        });
        chosen
    }

    /// The arena itself: a state is its node's id.
    fn as_graph(&self) -> Option<GraphOfStates<'_, Self>> {
        Some(GraphOfStates {
            arena: self,
            node: |&u| u,
            state: |u| u,
        })
    }
}

/// How [`paint_solved`] draws one node.
pub struct NodeLook {
    pub fill: Color32,
    /// Short text on the node (a rank).
    pub inner: String,
    /// The node widget's accessible value.
    pub value: String,
    /// Drawn faint (not in the set shown yet).
    pub faint: bool,
}

/// Draws `arena` read-only: each node as `look` says, the edges `strong` gives a
/// colour to in bold (the others thin), and a ring around node `here`. Every
/// node is a widget "Node NAME" whose value is its look's.
pub fn paint_solved(
    ui: &mut Ui,
    arena: &Arena,
    lang: Language,
    here: Option<u32>,
    look: &dyn Fn(u32) -> NodeLook,
    strong: &dyn Fn(u32, u32) -> Option<Color32>,
) {
    // The shape of the space given (within reason): a tall column spreads the
    // layers apart.
    let avail = ui.available_size();
    let aspect = (avail.x / avail.y.max(1.0)).clamp(0.8, 2.0);
    let drawing = Drawing::new(ui, arena, false, aspect);
    let canvas = drawing.canvas(ui);
    let nodes = &arena.graph().nodes;
    let weak = Stroke::new(1.0, ui.visuals().weak_text_color().gamma_multiply(0.7));
    let mut bold = Vec::new();
    for (u, n) in nodes.iter().enumerate() {
        for &v in &n.edges {
            match strong(u as u32, v) {
                Some(color) => bold.push((u, v as usize, color)),
                None => drawing.arrow(&canvas, arena, u, v as usize, weak),
            }
        }
    }
    for (u, v, color) in bold {
        drawing.arrow(&canvas, arena, u, v, Stroke::new(3.5, color));
    }
    for (u, n) in nodes.iter().enumerate() {
        let NodeLook {
            fill,
            inner,
            value,
            faint,
        } = look(u as u32);
        let label = format!("{} {}", T::Node.text(lang), n.name);
        part(
            ui,
            drawing.node_rect(u),
            Id::unique(("arena", u)),
            label,
            value,
            false,
        );
        let fill = if faint {
            fill.gamma_multiply(0.3)
        } else {
            fill
        };
        drawing.node(ui, &canvas, arena, u, fill, &inner);
        if here == Some(u as u32) {
            let ring = Stroke::new(3.0, last_move_color(ui));
            canvas.circle_stroke(drawing.at(u), drawing.radius * 1.3, ring);
        }
    }
}
