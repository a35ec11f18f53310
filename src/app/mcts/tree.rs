//! The MCTS tree at the cursor ([`MctsReplay::visible_tree`]: the most
//! visited part open, the current path always open, the rest folded into
//! summary items), drawn by the studio's tree view ([`crate::app::tree_view`])
//! over a [`TreeLayout`] of the visible tree's positions, with this
//! overlay ([`MctsOverlay`]). A node's size grows with its
//! visits; its colour goes from loss (red) to win (green) for the player who
//! moved into it (the root, which nobody moved into, hollow and without a mean); the most visited child of each node is ringed in gold; the
//! current iteration's path is orange, the node it added ringed twice; chance
//! outcomes are squares with their probability on the edge; a folded subtree
//! is a grey box with its node count.

use super::model::Request;
use super::strings::M;
use super::table::number;
use crate::app::i18n::Language;
use crate::app::tree_view::{
    self, Camera, EdgeShow, NodeShow, Overlay, Place, Ring, Shape, Words, look,
    picture::{self, PictureAsks, TreeOf},
    pictures::TreePictures,
    zoom_buttons,
};
use crate::inspect::TreeLayout;
use crate::inspect::mcts::{MctsReplay, NodeView, VIEW_NODES, VisibleKind, VisibleTree};
use crate::lang::fill;
use eframe::egui::{Color32, Stroke, Ui};

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

/// The visible tree as the tree view lays it out: its own positions, each
/// item's parent from its edges.
pub fn layout_of(tree: &VisibleTree) -> TreeLayout {
    let mut parent = vec![None; tree.items.len()];
    for &(p, c) in &tree.edges {
        if let Some(slot) = parent.get_mut(c) {
            *slot = Some(p);
        }
    }
    let x = tree.items.iter().map(|i| i.x).collect();
    let depth = tree.items.iter().map(|i| i.depth).collect();
    TreeLayout::from_positions(x, depth, &parent)
}

/// The legend, zoom and picture buttons, then the tree in the space left;
/// what the picture buttons ask (the panel hands it to the studio).
pub fn show(
    ui: &mut Ui,
    (replay, pictures): (&MctsReplay, &TreePictures),
    cam: Camera,
    lang: Language,
    out: &mut Vec<Request>,
) -> PictureAsks {
    let open = tree_view::open_nodes(ui.ctx(), ui.available_size(), VIEW_NODES);
    let tree = replay.visible_tree(open);
    let layout = layout_of(&tree);
    let place = Place::new(&layout, M::Tree.text(lang), cam, "mcts-node", lang);
    let overlay = MctsOverlay {
        replay,
        tree: &tree,
        root_visits: replay.node(0).visits.max(1),
        lang,
    };
    let asked = ui
        .horizontal_wrapped(|ui| {
            if let Some(c) = zoom_buttons(ui, cam, lang) {
                out.push(Request::SetCamera(c));
            }
            let asked = picture::buttons(ui, TreeOf::Mcts, pictures, lang);
            ui.label(M::Legend.text(lang));
            asked
        })
        .inner;
    let view: (&Place, &dyn Overlay, &str) = (&place, &overlay, M::Tree.text(lang));
    let asks = picture::asks(ui, view, TreeOf::Mcts, pictures, asked);
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(c) = drawn.camera {
        out.push(Request::SetCamera(c));
    }
    asks
}

/// The Monte Carlo tree at the cursor, item by item of the visible tree.
pub struct MctsOverlay<'a> {
    pub replay: &'a MctsReplay,
    pub tree: &'a VisibleTree,
    pub root_visits: u32,
    pub lang: Language,
}

impl Overlay for MctsOverlay<'_> {
    fn node(&self, ui: &Ui, k: u32) -> Option<NodeShow> {
        let item = self.tree.items.get(k as usize)?;
        let lang = self.lang;
        match item.kind {
            VisibleKind::Node => Some(node(ui, &self.replay.node(item.id), self.root_visits, lang)),
            VisibleKind::Folded { nodes, visits } => {
                let pairs = [("n", nodes.to_string()), ("v", visits.to_string())];
                let label = fill(M::Folded.text(lang), &pairs);
                let fill = Some(look::unvisited(ui).gamma_multiply(0.6));
                Some(NodeShow {
                    text: format!("+{nodes}"),
                    text_colour: look::text(ui),
                    tip: Some(label.clone()),
                    ..NodeShow::plain(ui, Shape::Box, fill, label)
                })
            }
        }
    }

    /// Orange on the current path, with the move (and a chance outcome's
    /// probability) written near the child.
    fn edge(&self, ui: &Ui, k: u32) -> Option<EdgeShow> {
        let item = self.tree.items.get(k as usize)?;
        let plain = Stroke::new(1.2, look::edge(ui));
        if item.kind != VisibleKind::Node {
            return Some(EdgeShow::line(plain));
        }
        let v = self.replay.node(item.id);
        let (stroke, colour) = if v.on_path {
            (
                Stroke::new(3.5, look::line(ui, look::ON_PATH)),
                path_text(ui),
            )
        } else {
            (plain, look::text(ui))
        };
        let words = v.action.as_ref().map(|a| Words {
            action: a.clone(),
            colour,
            under: Vec::new(),
            over: v.prob.map(|p| number(p, self.lang)),
        });
        Some(EdgeShow {
            stroke,
            pruned: false,
            words,
            mark: None,
        })
    }
}

/// A node's fill: its mean for the player who moved into it (the legend's
/// side; [`NodeView::mean`] is that player's); `None` (hollow) while unvisited,
/// and for the root, which nobody moved into.
pub fn node_fill(v: &NodeView) -> Option<Color32> {
    (v.visits > 0 && v.parent.is_some()).then(|| value_colour(v.mean))
}

/// A node: a disc (a chance outcome a square) sized by its share of the
/// root's visits, filled by its mean (unvisited: hollow), its visits on it;
/// outlined orange on the path, ringed gold when most visited and twice
/// when this iteration added it.
fn node(ui: &Ui, v: &NodeView, root_visits: u32, lang: Language) -> NodeShow {
    let inside = node_fill(v);
    let shape = if v.prob.is_some() {
        Shape::Leaf
    } else {
        Shape::Circle
    };
    let name = v
        .action
        .clone()
        .unwrap_or_else(|| M::Root.text(lang).into());
    let pairs = [
        ("a", name),
        ("n", v.visits.to_string()),
        ("m", number(v.mean, lang)),
    ];
    // Nobody moved into the root: no mean to give, as the legend reads it.
    let text = if v.parent.is_none() {
        M::RootLabel
    } else {
        M::NodeLabel
    };
    let label = fill(text.text(lang), &pairs);
    let ring = |plus, colour| Ring {
        scale: 1.0,
        plus,
        stroke: Stroke::new(2.0, colour),
    };
    let mut rings = Vec::new();
    if v.most_visited {
        rings.push(ring(3.0, look::line(ui, look::PV)));
    }
    if v.new {
        rings.push(ring(8.0, look::line(ui, look::ON_PATH)));
    }
    let share = (v.visits as f32 / root_visits as f32).sqrt().min(1.0);
    let mut show = NodeShow::plain(ui, shape, inside, label.clone());
    if v.on_path {
        show.outline = Stroke::new(3.0, look::line(ui, look::ON_PATH));
    }
    NodeShow {
        size: 0.4 + 0.6 * share,
        rings,
        text: v.visits.to_string(),
        tip: Some(label),
        ..show
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(parent: Option<u32>, visits: u32, mean: f64) -> NodeView {
        NodeView {
            id: parent.map_or(0, |p| p + 1),
            parent,
            action: parent.map(|_| "a".to_string()),
            depth: u32::from(parent.is_some()),
            visits,
            mean,
            mover: None,
            prob: None,
            most_visited: false,
            on_path: false,
            new: false,
        }
    }

    #[test]
    fn the_root_is_hollow_and_a_child_takes_its_movers_colour() {
        // The legend: "for who moved into the node"; nobody moved into the root.
        assert_eq!(node_fill(&view(None, 40, 1.0)), None);
        assert_eq!(node_fill(&view(Some(0), 0, 0.0)), None);
        assert_eq!(
            node_fill(&view(Some(0), 9, 1.0)),
            Some(Color32::from_rgb(0x3c, 0xb0, 0x5a))
        );
        assert_eq!(
            node_fill(&view(Some(0), 9, -1.0)),
            Some(Color32::from_rgb(0xd9, 0x48, 0x3b))
        );
    }
}
