//! The graph view's painter: a layout of the [`GraphModel`] placed in the
//! board ([`Frame`]) and drawn. Nodes are discs of the fill their caller
//! gives (final nodes squares showing their value or outcome), with a short
//! text on them, a ring when asked; labels sit on the right of their node,
//! wrapped, on a plate of the background colour; edges are the layout's
//! polylines with an arrowhead, in the strokes the caller gives. Text that
//! would be drawn smaller than [`MIN_DRAWN_TEXT`](super::text::MIN_DRAWN_TEXT)
//! (a large graph, a miniature) is not drawn: the node's label and value are
//! then its tooltip. The painter reads the model, never computes a layout.

use super::frame::{Frame, HERE_RING, clear_label, painted, ring_reach};
use super::model::GraphModel;
use super::text::{MONO_EM, Readable, node_font_at, value_font_at};
use crate::app::board::{board_rect, last_move_color};
use crate::app::i18n::{Language, T};
use crate::games::arena::ArenaGraph;
use crate::graph_layout::arena::leaf_text;
use crate::graph_layout::{CHAR_W, LINE_H, Layout};
use eframe::egui::{
    self, Align2, Color32, FontId, Id, Painter as Canvas, Pos2, Rect, Stroke, Ui, Vec2,
};

/// A ring around a node: `times` its radius, drawn with `stroke`.
#[derive(Clone, Copy)]
pub struct Ring {
    pub times: f32,
    pub stroke: Stroke,
}

impl Ring {
    /// The ring of the position shown (the token's node).
    pub fn here(ui: &Ui) -> Ring {
        Ring::of(HERE_RING, last_move_color(ui))
    }

    /// A ring of `(times, width)` in `color`.
    pub fn of((times, width): (f32, f32), color: Color32) -> Ring {
        Ring {
            times,
            stroke: Stroke::new(width, color),
        }
    }

    /// How far from a node's centre the ring of a node of `radius` reaches.
    pub fn reach(&self, radius: f32) -> f32 {
        ring_reach(radius, (self.times, self.stroke.width))
    }
}

/// How one node is drawn: its fill, a short text on it (a rank), a ring.
pub struct NodeStyle {
    pub fill: Color32,
    pub inner: String,
    pub ring: Option<Ring>,
}

/// An arena's graph placed in the space of a `Ui`: the layout with the labels
/// drawn at this scale (the nodes' names alone when their long labels are
/// too long for the board, those then in the tooltips), and where it goes.
pub struct GraphView {
    labels: Readable,
    /// The least text drawn, in points ([`crate::app::presentation::tree_text`]).
    least: f32,
    board: Rect,
    frame: Frame,
}

fn pos(p: [f32; 2]) -> Pos2 {
    Pos2::new(p[0], p[1])
}

fn rect(b: [f32; 4]) -> Rect {
    Rect::from_min_max(pos([b[0], b[1]]), pos([b[2], b[3]]))
}

impl GraphView {
    /// Allocates the space left in `ui` for `graph`, of its layout's shape,
    /// and names it for screen readers; `None` (a line of text shown) while
    /// `model` has no layout of `graph` yet.
    pub fn new(
        ui: &mut Ui,
        model: Option<&GraphModel>,
        graph: &ArenaGraph,
        flip: bool,
        lang: Language,
    ) -> Option<GraphView> {
        let Some(laid) = model.and_then(|m| m.laid_for(graph)) else {
            let rect = board_rect(ui, 1.5, 24.0);
            let text = format!(
                "{} ({} {})",
                T::LayingOut.text(lang),
                graph.nodes.len(),
                T::NodesWord.text(lang)
            );
            ui.painter().text(
                rect.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(crate::app::presentation::MIN_TEXT),
                ui.visuals().text_color(),
            );
            return None;
        };
        let [w, h] = laid.layout.size;
        let board = board_rect(ui, (w / h.max(1.0)).clamp(0.4, 4.0), 24.0);
        let bounds = [board.min.x, board.min.y, board.max.x, board.max.y];
        let content = crate::app::presentation::content(ui.ctx());
        let most = super::text::MAX_SCALE * content.scale;
        let frame = Frame::fit_upto(laid.layout.size, bounds, flip, most);
        let canvas = ui.interact(board, Id::unique("arena canvas"), egui::Sense::hover());
        canvas.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Canvas, true, T::ArenaCanvas.text(lang))
        });
        let least = content.least;
        let labels = Readable::of_least(&laid, frame.scale, least);
        Some(GraphView {
            labels,
            least,
            board,
            frame,
        })
    }

    /// The layout drawn (with the labels drawn).
    fn layout(&self) -> &Layout {
        &self.labels.layout
    }

    /// The boxes and routes painted, in points, with rings reaching
    /// `reach(u)` from node `u`'s centre (see [`painted`]).
    pub fn painted(&self, reach: &dyn Fn(usize) -> f32) -> Layout {
        painted(&self.labels, &self.frame, reach)
    }

    fn point(&self, p: [f32; 2]) -> Pos2 {
        pos(self.frame.point(p))
    }

    /// Node `u`'s box on screen.
    pub fn node_rect(&self, u: usize) -> Rect {
        rect(self.frame.bounds(self.layout().nodes[u].node_box))
    }

    fn at(&self, u: usize) -> Pos2 {
        self.node_rect(u).center()
    }

    /// Node `u`'s radius on screen.
    pub fn radius(&self, u: usize) -> f32 {
        self.node_rect(u).width() / 2.0
    }

    /// What node `u`'s tooltip says when its text is too small to be drawn:
    /// its label, and its value or rank (`inner`); `None` when all is drawn.
    pub fn hidden_text(&self, graph: &ArenaGraph, u: usize, inner: &str) -> Option<String> {
        let n = &graph.nodes[u];
        let on_node = match n.leaf {
            Some(leaf) => leaf_text(leaf),
            None => inner.to_string(),
        };
        let labels = &self.labels;
        let label_hidden = labels.text_scale.is_none() || (labels.names_only && n.label.is_some());
        let radius = self.radius(u);
        let node_hidden = !on_node.is_empty()
            && match n.leaf {
                Some(_) => value_font_at(radius, &on_node, self.least).is_none(),
                None => node_font_at(radius, self.least).is_none(),
            };
        if !label_hidden && !node_hidden {
            return None;
        }
        let label = n.label.clone().unwrap_or_else(|| n.name.clone());
        Some(if on_node.is_empty() {
            label
        } else {
            format!("{label}\n{on_node}")
        })
    }

    /// The painter of the board (a margin around it for rings).
    pub fn canvas(&self, ui: &Ui) -> Canvas {
        ui.painter_at(self.board.expand(24.0))
    }

    /// Every edge (the arena's edges in node order, `from`, `to`) in the
    /// stroke `stroke` gives it, those in a stroke wider than `thin` last
    /// (on top), each with an arrowhead at its end.
    pub fn edges(&self, canvas: &Canvas, thin: f32, stroke: &dyn Fn(u32, u32) -> Stroke) {
        let strokes: Vec<Stroke> = self
            .layout()
            .edges
            .iter()
            .map(|e| stroke(e.from, e.to))
            .collect();
        for bold in [false, true] {
            for (e, s) in strokes.iter().enumerate() {
                if (s.width > thin) == bold {
                    self.arrow(canvas, e, *s);
                }
            }
        }
    }

    fn arrow(&self, canvas: &Canvas, e: usize, stroke: Stroke) {
        let Some(path) = self.layout().edges.get(e) else {
            return;
        };
        let points: Vec<Pos2> = path.points.iter().map(|&p| self.point(p)).collect();
        canvas.line(points.clone(), stroke);
        if let [.., a, b] = points[..] {
            let dir = (b - a).normalized();
            let size = (6.0 * self.frame.scale).clamp(3.0, 10.0);
            let side = Vec2::new(-dir.y, dir.x) * size * 0.5;
            let back = b - dir * size;
            canvas.line_segment([b, back + side], stroke);
            canvas.line_segment([b, back - side], stroke);
        }
    }

    /// Node `u` as `style` says: a disc of its fill with its inner text (a
    /// square with its value for a final node), its ring, and its label
    /// beside it, clear of the ring.
    pub fn node(&self, ui: &Ui, canvas: &Canvas, graph: &ArenaGraph, u: usize, style: &NodeStyle) {
        let n = &graph.nodes[u];
        let (c, radius) = (self.at(u), self.radius(u));
        match n.leaf {
            Some(leaf) => {
                let square = self.node_rect(u).shrink(radius * 0.15);
                canvas.rect_filled(square, 3.0, style.fill);
                let text = leaf_text(leaf);
                if let Some(size) = value_font_at(radius, &text, self.least) {
                    let color = ui.visuals().strong_text_color();
                    canvas.text(
                        c,
                        Align2::CENTER_CENTER,
                        text,
                        FontId::monospace(size),
                        color,
                    );
                }
            }
            None => {
                canvas.circle_filled(c, radius, style.fill);
                // Dark on the fill. A final node's square shows its value only.
                let size = node_font_at(radius, self.least).filter(|_| !style.inner.is_empty());
                if let Some(size) = size {
                    let font = FontId::proportional(size);
                    let dark = Color32::from_gray(20);
                    canvas.text(c, Align2::CENTER_CENTER, &style.inner, font, dark);
                }
            }
        }
        let mut reach = 0.0;
        if let Some(ring) = style.ring {
            canvas.circle_stroke(c, radius * ring.times, ring.stroke);
            reach = ring.reach(radius);
        }
        self.label(ui, canvas, u, reach);
    }

    /// Node `u`'s label in its box, line by line, on a plate of the
    /// background colour (edges pass under it); a monospace font whose
    /// characters fit the layout's character width, so nothing is cut. None
    /// when too small to read (see [`label_scale`](super::text::label_scale)).
    /// The label moves away from the node when a ring reaching `reach` from
    /// the node's centre would cross it (see [`clear_label`]).
    fn label(&self, ui: &Ui, canvas: &Canvas, u: usize, reach: f32) {
        let place = &self.layout().nodes[u];
        let Some(text_scale) = self.labels.text_scale else {
            return;
        };
        if place.lines.is_empty() {
            return;
        }
        let size = CHAR_W / MONO_EM * text_scale;
        let node = self.frame.bounds(place.node_box);
        let rect = rect(clear_label(
            self.frame.bounds(self.labels.label_boxes[u]),
            node,
            reach,
        ));
        // Opaque: an edge passing under a label does not strike through it.
        let plate = ui.visuals().panel_fill;
        canvas.rect_filled(rect.expand(2.0), 3.0, plate);
        for (k, line) in place.lines.iter().enumerate() {
            let top = rect.min + Vec2::new(0.0, k as f32 * LINE_H * text_scale);
            let left = Pos2::new(rect.min.x, top.y + LINE_H * text_scale / 2.0);
            let font = FontId::monospace(size);
            canvas.text(
                left,
                Align2::LEFT_CENTER,
                line,
                font,
                ui.visuals().text_color(),
            );
        }
    }
}
