//! What a tree view is told to show ([`Overlay`]): each node's shape, size,
//! fill, outline, rings, text, words above and name ([`NodeShow`]), each
//! edge's stroke and words ([`EdgeShow`], [`Words`]), the children a cut
//! pruned ([`PrunedShow`]), links between nodes ([`Links`]) and the summaries
//! of folded subtrees. Plain data: the painter ([`super::show`]) and the
//! pictures ([`super::picture`]) read it.

use crate::inspect::detail::Summary;
use crate::inspect::rules::{value_text, window_text};
use crate::inspect::sheet::picture::Shape;
use crate::search::Value;
use eframe::egui::{Color32, Stroke, Ui};

/// A ring around a node: `scale` times its half size plus `plus` pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ring {
    pub scale: f32,
    pub plus: f32,
    pub stroke: Stroke,
}

/// What a node shows.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeShow {
    pub shape: Shape,
    /// Its half size as a share of the view's node (1: the search inspector's).
    pub size: f32,
    /// `None`: hollow (the background's colour).
    pub fill: Option<Color32>,
    pub outline: Stroke,
    pub rings: Vec<Ring>,
    /// Written on the node (empty: nothing), in `text_colour`.
    pub text: String,
    pub text_colour: Color32,
    /// Written above the node.
    pub above: Option<(String, Color32)>,
    /// The colour of the dot it is when too small to draw.
    pub mark: Color32,
    /// The accessible name.
    pub label: String,
    /// What hovering it says, if anything.
    pub tip: Option<String>,
}

/// What the edge into a node shows.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeShow {
    pub stroke: Stroke,
    /// Dashed, with a red bar across: a pruned edge.
    pub pruned: bool,
    /// The words along the edge, near the child.
    pub words: Option<Words>,
    /// A wide band under the edge (the edge asked about, a wrong mark).
    pub mark: Option<Color32>,
}

impl EdgeShow {
    /// A plain line, without words.
    pub fn line(stroke: Stroke) -> EdgeShow {
        EdgeShow {
            stroke,
            pruned: false,
            words: None,
            mark: None,
        }
    }
}

/// What a child a cut pruned shows (a grey square).
#[derive(Clone, Debug, PartialEq)]
pub struct PrunedShow {
    /// Its action.
    pub name: String,
    /// Its value (greyed in the square), when known.
    pub value: Option<String>,
    /// The accessible name.
    pub label: String,
    /// A ring around its square (a student's trace's first divergence).
    pub ring: Option<Stroke>,
}

/// Links drawn between nodes (a memo or transposition hit to the node whose
/// value it reused), and a count written beside some nodes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Links {
    pub pairs: Vec<(u32, u32)>,
    pub counts: Vec<(u32, u32)>,
}

/// What to show on the tree, node by node (asked only for the items in view,
/// or for every item by a picture). Nodes are named by their id in the layout
/// ([`crate::inspect::Item::Node`]).
pub trait Overlay {
    /// Node `id`, or `None` to leave it out.
    fn node(&self, ui: &Ui, id: u32) -> Option<NodeShow>;
    /// The edge from node `id`'s parent to it, or `None` to leave it out.
    fn edge(&self, ui: &Ui, id: u32) -> Option<EdgeShow>;
    /// The `index`-th child that cut number `cut` at `parent` pruned, or
    /// `None` to leave it out.
    fn pruned(&self, _parent: u32, _cut: u32, _index: u32) -> Option<PrunedShow> {
        None
    }
    /// The accessible name of the edge into `id` when edges can be clicked.
    fn edge_name(&self, _id: u32) -> Option<String> {
        None
    }
    /// The links to draw, if any.
    fn links(&self) -> Option<Links> {
        None
    }
    /// What the folded subtree of `id` holds and the name of its root's
    /// move (empty: the root), asked only for folded nodes.
    fn summary(&self, _id: u32) -> Option<(Summary, String)> {
        None
    }
}

/// The words along an edge, near the child's end.
#[derive(Clone, Debug, PartialEq)]
pub struct Words {
    /// The first line (an action): nothing is written when it does not fit.
    pub action: String,
    pub colour: Color32,
    /// The forms of the second line, longest first: the first that fits is
    /// written (in the window's colour).
    pub under: Vec<String>,
    /// Written above the action in [`super::look::CHANCE`] when it fits (a chance
    /// outcome's probability).
    pub over: Option<String>,
}

impl Words {
    /// An action and the window passed down (`None`: no window, as in MinMax).
    pub fn window(action: &str, window: Option<(Value, Value)>, colour: Color32) -> Words {
        let under = window.map(|(a, b)| {
            vec![
                window_text(a, b),
                format!("{},{}", value_text(a), value_text(b)),
            ]
        });
        Words {
            action: action.to_string(),
            colour,
            under: under.unwrap_or_default(),
            over: None,
        }
    }
}
