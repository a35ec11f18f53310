//! The arena painter (seed 003 Definition 1.1): the arena's graph in the
//! graph view ([`crate::app::graph_view`]), laid out by the document's
//! [`GraphModel`](crate::app::graph_view::GraphModel) (handed over in
//! [`BoardInput::graph`]) and scaled into the board. Nodes of player 0 and
//! player 1 take their colours, brighter under the pointer when a click may
//! choose them; final nodes are squares showing their value or outcome; the
//! token's node is ringed, and with hints the successors the player to move
//! may choose too. Those successors are the clickable widgets "Node NAME".

use super::{BoardInput, GraphOfStates, Painter, part, player_color};
use crate::app::graph_view::frame::HINT_RING;
use crate::app::graph_view::{GraphView, NodeStyle, Ring};
use crate::app::i18n::T;
use crate::games::Arena;
use eframe::egui::{Color32, Id, Stroke, Ui};

impl Painter for Arena {
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<u32> {
        let graph = self.graph();
        let view = GraphView::new(ui, input.graph, graph, input.opts.flip, input.opts.lang)?;
        let canvas = view.canvas(ui);
        let edge = Stroke::new(1.2, ui.visuals().weak_text_color());
        view.edges(&canvas, edge.width, &|_, _| edge);
        let mut chosen = None;
        for (u, n) in graph.nodes.iter().enumerate() {
            let legal = input.legal.contains(&(u as u32));
            let label = format!("{} {}", T::Node.text(input.opts.lang), n.name);
            let value = input.marked_value(&(u as u32), n.name.clone());
            let id = Id::unique(("arena", u));
            let mut response = part(ui, view.node_rect(u), id, label, value, legal);
            if let Some(text) = view.hidden_text(graph, u, "") {
                response = response.on_hover_text(text);
            }
            let fill = match n.leaf {
                Some(_) => ui.visuals().widgets.inactive.bg_fill,
                None => {
                    let bright = legal && response.hovered();
                    player_color(n.owner as usize).gamma_multiply(if bright { 1.0 } else { 0.65 })
                }
            };
            let ring = if *input.view as usize == u {
                Some(Ring::here(ui))
            } else if legal && input.opts.hints {
                Some(Ring::of(HINT_RING, Color32::from_white_alpha(120)))
            } else {
                None
            };
            let style = NodeStyle {
                fill,
                inner: String::new(),
                ring,
            };
            view.node(ui, &canvas, graph, u, &style);
            if legal && response.clicked() {
                chosen = Some(u as u32);
            }
        }
        input.paint_marks(&canvas, |&u| {
            let r = view.radius(u as usize);
            Some(view.node_rect(u as usize).expand(r * 0.25))
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
