//! The arena painter (seed 003 Definition 1.1): the graph drawn with the
//! layered layout of [`crate::graph_layout`] (or the file's positions, spread
//! apart), computed once per arena (the `arena_layout` module) and scaled into
//! the board. Nodes of player 0 and player 1 take their colours, final nodes
//! are squares showing their value or outcome, the token's node is ringed, and
//! the successors the player to move may choose are the clickable widgets
//! "Node NAME". Labels sit on the right of their node, wrapped, on a plate of
//! the background colour; edges are the layout's polylines with an arrowhead,
//! the two edges of a two-way pair two separate lines. Text that would be
//! drawn smaller than [`MIN_DRAWN_TEXT`](super::arena_text::MIN_DRAWN_TEXT) (a large graph, a miniature) is not
//! drawn: the node's label and value are then its tooltip, and stay its
//! accessible name and value.

use super::arena_text::{MONO_EM, Readable, clear_of_ring, fit_scale, node_font_size};
use super::{BoardInput, GraphOfStates, Painter, board_rect, last_move_color, part, player_color};
use crate::app::i18n::Language;
use crate::app::i18n::T;
use crate::games::Arena;
use crate::games::arena::file::{Leaf, Outcome};
use crate::graph_layout::{CHAR_W, LINE_H, Layout};
use eframe::egui::{
    self, Align2, Color32, FontId, Id, Painter as Canvas, Pos2, Rect, Stroke, Ui, Vec2,
};
use std::sync::Arc;

fn leaf_text(leaf: Leaf) -> String {
    match leaf {
        Leaf::Value(v) => v.to_string(),
        Leaf::Outcome(Outcome::Win0) => "W0".into(),
        Leaf::Outcome(Outcome::Win1) => "W1".into(),
        Leaf::Outcome(Outcome::Draw) => "=".into(),
    }
}

/// A ring around a node: `times` its radius, drawn with `stroke`.
#[derive(Clone, Copy)]
struct Ring {
    times: f32,
    stroke: Stroke,
}

impl Ring {
    /// The ring of the position shown (the token's node).
    fn here(ui: &Ui) -> Ring {
        Ring {
            times: 1.3,
            stroke: Stroke::new(3.0, last_move_color(ui)),
        }
    }
}

/// Where the graph goes on screen: the layout, scaled by `scale` from
/// `origin`, mirrored when `flip`.
struct Drawing {
    /// The layout with the labels drawn at this scale (the nodes' names
    /// alone when their long labels are too long for the board, those then
    /// in the tooltips), the text's scale (see
    /// [`label_scale`](super::arena_text::label_scale)) and the labels' boxes;
    /// cached beside the layout.
    labels: Arc<Readable>,
    board: Rect,
    origin: Pos2,
    scale: f32,
    flip: bool,
}

impl Drawing {
    /// Allocates the space left in `ui` for `arena`'s graph, of the layout's
    /// shape; `None` (a line of text shown) while a large arena is being laid
    /// out.
    fn new(ui: &mut Ui, arena: &Arena, flip: bool, lang: Language) -> Option<Drawing> {
        let room = ui.available_size() - Vec2::splat(48.0);
        let aspect = room.x.max(1.0) / room.y.max(1.0);
        let Some(laid) = super::arena_layout::cached(ui.ctx(), arena.graph(), aspect) else {
            let rect = board_rect(ui, 1.5, 24.0);
            let text = format!(
                "{} ({} {})",
                T::LayingOut.text(lang),
                arena.graph().nodes.len(),
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
        let scale = fit_scale(laid.layout.size, board.size().into());
        let origin = board.center() - Vec2::new(w, h) * scale / 2.0;
        // The whole picture is one drawing (its labels follow its scale), named
        // for screen readers and tests.
        let canvas = ui.interact(board, Id::unique("arena canvas"), egui::Sense::hover());
        canvas.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Canvas, true, T::ArenaCanvas.text(lang))
        });
        let names = |u: usize| arena.graph().nodes[u].name.clone();
        let labels = laid.labels.get(&laid.layout, scale, names);
        Some(Drawing {
            labels,
            board,
            origin,
            scale,
            flip,
        })
    }

    /// The layout drawn (with the labels drawn).
    fn layout(&self) -> &Layout {
        &self.labels.layout
    }

    /// A point of the layout on screen.
    fn point(&self, p: [f32; 2]) -> Pos2 {
        let x = if self.flip {
            self.layout().size[0] - p[0]
        } else {
            p[0]
        };
        self.origin + Vec2::new(x, p[1]) * self.scale
    }

    fn rect(&self, b: [f32; 4]) -> Rect {
        Rect::from_two_pos(self.point([b[0], b[1]]), self.point([b[2], b[3]]))
    }

    fn node_rect(&self, u: usize) -> Rect {
        self.rect(self.layout().nodes[u].node_box)
    }

    fn at(&self, u: usize) -> Pos2 {
        self.node_rect(u).center()
    }

    fn radius(&self, u: usize) -> f32 {
        self.node_rect(u).width() / 2.0
    }

    /// What node `u`'s tooltip says when its text is too small to be drawn:
    /// its label, and its value or rank (`inner`); `None` when all is drawn.
    fn hidden_text(&self, arena: &Arena, u: usize, inner: &str) -> Option<String> {
        let n = &arena.graph().nodes[u];
        let on_node = match n.leaf {
            Some(leaf) => leaf_text(leaf),
            None => inner.to_string(),
        };
        let labels = &self.labels;
        let label_hidden = labels.text_scale.is_none() || (labels.names_only && n.label.is_some());
        let node_hidden = node_font_size(self.radius(u)).is_none() && !on_node.is_empty();
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

    fn canvas(&self, ui: &Ui) -> Canvas {
        ui.painter_at(self.board.expand(24.0))
    }

    /// Edge `e` of the layout (the arena's edges in node order), with an
    /// arrowhead at its end.
    fn arrow(&self, canvas: &Canvas, e: usize, stroke: Stroke) {
        let Some(path) = self.layout().edges.get(e) else {
            return;
        };
        let points: Vec<Pos2> = path.points.iter().map(|&p| self.point(p)).collect();
        canvas.line(points.clone(), stroke);
        if let [.., a, b] = points[..] {
            let dir = (b - a).normalized();
            let size = (6.0 * self.scale).clamp(3.0, 10.0);
            let side = Vec2::new(-dir.y, dir.x) * size * 0.5;
            let back = b - dir * size;
            canvas.line_segment([b, back + side], stroke);
            canvas.line_segment([b, back - side], stroke);
        }
    }

    /// Node `u`: a disc of `fill` with `inner` text on it (a square with its
    /// value for a final node), the `ring` around it if any, and its label
    /// beside it, clear of the ring.
    fn node(
        &self,
        ui: &Ui,
        canvas: &Canvas,
        arena: &Arena,
        u: usize,
        look: (Color32, &str, Option<Ring>),
    ) {
        let (fill, inner, ring) = look;
        let n = &arena.graph().nodes[u];
        let (c, radius) = (self.at(u), self.radius(u));
        let text_color = ui.visuals().strong_text_color();
        let mut overflow = 0.0;
        match n.leaf {
            Some(leaf) => {
                let square = self.node_rect(u).shrink(radius * 0.15);
                canvas.rect_filled(square, 3.0, fill);
                if let Some(size) = node_font_size(radius) {
                    let text = canvas.text(
                        c,
                        Align2::CENTER_CENTER,
                        leaf_text(leaf),
                        FontId::monospace(size),
                        text_color,
                    );
                    // A value wider than its square pushes the label right,
                    // so that the label's plate never hides a digit.
                    overflow = (text.right() - square.right()).max(0.0);
                }
            }
            None => {
                canvas.circle_filled(c, radius, fill);
            }
        }
        // On a disc, dark on the fill. A final node's square shows its value
        // only (its rank is always 0: final states are A_0).
        let inner_size = node_font_size(radius).filter(|_| !inner.is_empty());
        if let (Some(size), None) = (inner_size, n.leaf) {
            let font = FontId::proportional(size);
            canvas.text(
                c,
                Align2::CENTER_CENTER,
                inner,
                font,
                Color32::from_gray(20),
            );
        }
        let mut reach = 0.0;
        if let Some(Ring { times, stroke }) = ring {
            canvas.circle_stroke(c, radius * times, stroke);
            reach = radius * times + stroke.width / 2.0 + 2.0;
        }
        self.label(ui, canvas, u, overflow, reach);
    }

    /// Node `u`'s label in its box, line by line, on a plate of the
    /// background colour (edges pass under it); a monospace font whose
    /// characters fit the layout's character width, so nothing is cut. None
    /// when too small to read (see [`label_scale`](super::arena_text::label_scale)).
    /// The label moves away from the node by `overflow` (a value wider than
    /// its square), and further when a ring reaching `reach` from the node's
    /// centre would cross it (a one-letter name under the token's ring).
    fn label(&self, ui: &Ui, canvas: &Canvas, u: usize, overflow: f32, reach: f32) {
        let place = &self.layout().nodes[u];
        let Some(text_scale) = self.labels.text_scale else {
            return;
        };
        if place.lines.is_empty() {
            return;
        }
        let size = CHAR_W / MONO_EM * text_scale;
        let rect = self
            .rect(self.labels.label_boxes[u])
            .translate(Vec2::new(overflow, 0.0));
        let aside = clear_of_ring([rect.left(), rect.right()], self.at(u).x, reach);
        let rect = rect.translate(Vec2::new(aside, 0.0));
        let plate = ui.visuals().panel_fill.gamma_multiply(0.85);
        canvas.rect_filled(rect.expand(2.0), 3.0, plate);
        for (k, line) in place.lines.iter().enumerate() {
            let top = rect.min + Vec2::new(0.0, k as f32 * LINE_H * text_scale);
            let left = Pos2::new(rect.min.x, top.y + LINE_H * text_scale / 2.0);
            canvas.text(
                left,
                Align2::LEFT_CENTER,
                line,
                FontId::monospace(size),
                ui.visuals().text_color(),
            );
        }
    }
}

impl Painter for Arena {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u32> {
        let drawing = Drawing::new(ui, self, input.opts.flip, input.opts.lang)?;
        let canvas = drawing.canvas(ui);
        let nodes = &self.graph().nodes;
        let edge = Stroke::new(1.2, ui.visuals().weak_text_color());
        for e in 0..drawing.layout().edges.len() {
            drawing.arrow(&canvas, e, edge);
        }
        let mut chosen = None;
        for (u, n) in nodes.iter().enumerate() {
            let legal = input.legal.contains(&(u as u32));
            let label = format!("{} {}", T::Node.text(input.opts.lang), n.name);
            let value = input.marked_value(&(u as u32), n.name.clone());
            let id = Id::unique(("arena", u));
            let mut response = part(ui, drawing.node_rect(u), id, label, value, legal);
            if let Some(text) = drawing.hidden_text(self, u, "") {
                response = response.on_hover_text(text);
            }
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
            let ring = if *input.view as usize == u {
                Some(Ring::here(ui))
            } else if legal && input.opts.hints {
                Some(Ring {
                    times: 1.15,
                    stroke: Stroke::new(1.5, Color32::from_white_alpha(120)),
                })
            } else {
                None
            };
            drawing.node(ui, &canvas, self, u, (fill, "", ring));
            if legal && response.clicked() {
                chosen = Some(u as u32);
            }
        }
        input.paint_marks(&canvas, |&u| {
            let r = drawing.radius(u as usize);
            Some(drawing.node_rect(u as usize).expand(r * 0.25))
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
    let Some(drawing) = Drawing::new(ui, arena, false, lang) else {
        return;
    };
    let canvas = drawing.canvas(ui);
    let nodes = &arena.graph().nodes;
    let weak = Stroke::new(1.0, ui.visuals().weak_text_color().gamma_multiply(0.7));
    let mut bold = Vec::new();
    let mut e = 0;
    for (u, n) in nodes.iter().enumerate() {
        for &v in &n.edges {
            match strong(u as u32, v) {
                Some(color) => bold.push((e, color)),
                None => drawing.arrow(&canvas, e, weak),
            }
            e += 1;
        }
    }
    for (e, color) in bold {
        drawing.arrow(&canvas, e, Stroke::new(3.5, color));
    }
    for (u, n) in nodes.iter().enumerate() {
        let NodeLook {
            fill,
            inner,
            value,
            faint,
        } = look(u as u32);
        let label = format!("{} {}", T::Node.text(lang), n.name);
        let response = part(
            ui,
            drawing.node_rect(u),
            Id::unique(("arena", u)),
            label,
            value,
            false,
        );
        if let Some(text) = drawing.hidden_text(arena, u, &inner) {
            response.on_hover_text(text);
        }
        let fill = if faint {
            fill.gamma_multiply(0.3)
        } else {
            fill
        };
        let ring = (here == Some(u as u32)).then(|| Ring::here(ui));
        drawing.node(ui, &canvas, arena, u, (fill, &inner, ring));
    }
}
