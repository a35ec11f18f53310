//! The ISMCTS tree drawn: each open node a disc sized by its visits and shaded
//! by the mean reward of the edge into it for the player who chose it (red a
//! loss, green a win, grey for the root and chance), labelled with the joint
//! action into it (in the weak colour a move the searching player would not
//! see); the
//! current iteration's path and the node it added outlined; folded children
//! as one small box with their count. Positions come from the model
//! ([`crate::inspect::ismcts::visible_tree`]); the studio's tree view
//! ([`crate::app::tree_view`]) draws them with its camera (pan, zoom, Fit)
//! and this overlay ([`IsOverlay`]).

use super::model::Request;
use super::strings::IM;
use crate::app::i18n::Language;
use crate::app::tree_view::{
    self, Camera, EdgeShow, NodeShow, Overlay, Place, Ring, Shape,
    picture::{self, PictureAsks, TreeOf},
    pictures::TreePictures,
    zoom_buttons,
};
use crate::inspect::TreeLayout;
use crate::inspect::ismcts::{IsMctsReplay, TreeItemKind, VisibleTree, visible_tree_within};
use crate::lang::fill;
use eframe::egui::{self, Color32, Stroke, Ui};

/// The heading, the zoom and picture buttons, then the tree in the space
/// left, with the camera `cam`; what the picture buttons ask (the panel
/// hands it to the studio).
pub fn show(
    ui: &mut Ui,
    replay: &IsMctsReplay,
    (max_nodes, cam): (usize, Camera),
    lang: Language,
    (pictures, out): (&TreePictures, &mut Vec<Request>),
) -> PictureAsks {
    let max_nodes = tree_view::open_nodes(ui.ctx(), ui.available_size(), max_nodes);
    let searcher = replay.trace().searcher;
    let pairs = [("p", searcher.to_string()), ("n", max_nodes.to_string())];
    let heading = fill(IM::Tree.text(lang), &pairs);
    let asked = ui
        .horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(&heading).strong());
            if let Some(c) = zoom_buttons(ui, cam, lang) {
                out.push(Request::SetCamera(c));
            }
            picture::buttons(ui, TreeOf::Ismcts, pictures, lang)
        })
        .inner;
    // As many levels as the space left under the buttons shows.
    let levels = tree_view::open_levels(ui.ctx(), ui.available_height());
    let tree = visible_tree_within(replay, max_nodes, levels);
    let parents: Vec<Option<usize>> = tree.items.iter().map(|i| i.parent).collect();
    let x = tree.items.iter().map(|i| i.x).collect();
    let depth = tree.items.iter().map(|i| i.depth).collect();
    let layout = TreeLayout::from_positions(x, depth, &parents);
    let place = Place::new(&layout, &heading, cam, "ismcts-node", lang);
    let overlay = IsOverlay {
        tree: &tree,
        on_path: replay
            .current()
            .map(|r| r.path.iter().map(|s| s.node).chain(r.added).collect())
            .unwrap_or_default(),
        scale: tree
            .items
            .iter()
            .filter_map(|i| match i.kind {
                TreeItemKind::Node { mean: Some(m), .. } => Some(m.abs()),
                _ => None,
            })
            .fold(1e-9, f64::max),
        root_visits: replay.node_visits(0).max(1) as f32,
        searcher: searcher.to_string(),
        lang,
    };
    let view: (&Place, &dyn Overlay, &str) = (&place, &overlay, &heading);
    let asks = picture::asks(ui, view, TreeOf::Ismcts, pictures, asked);
    let drawn = tree_view::show(ui, &place, &overlay);
    if let Some(c) = drawn.camera {
        out.push(Request::SetCamera(c));
    }
    asks
}

/// The ISMCTS tree, item by item of the visible tree.
pub struct IsOverlay<'a> {
    pub tree: &'a VisibleTree,
    /// The current iteration's path and the node it added.
    pub on_path: Vec<u32>,
    /// The largest mean shown (the colours' scale).
    pub scale: f64,
    pub root_visits: f32,
    pub searcher: String,
    pub lang: Language,
}

impl Overlay for IsOverlay<'_> {
    fn node(&self, ui: &Ui, k: u32) -> Option<NodeShow> {
        let item = self.tree.items.get(k as usize)?;
        let lang = self.lang;
        Some(match &item.kind {
            TreeItemKind::Node {
                node,
                label,
                seen,
                visits,
                mean,
            } => {
                let tip = node_tip(*node, *visits, *mean, *seen, &self.searcher, lang);
                let mut show = NodeShow::plain(
                    ui,
                    Shape::Circle,
                    Some(shade(*mean, self.scale)),
                    tip.clone(),
                );
                show.outline = Stroke::NONE;
                // 4 to 13 points at zoom 1 (the view's node is 20).
                show.size = 0.2 + 0.45 * (*visits as f32 / self.root_visits).sqrt();
                if self.on_path.contains(node) {
                    show.rings.push(Ring {
                        scale: 1.0,
                        plus: 3.0,
                        stroke: Stroke::new(2.0, ui.visuals().strong_text_color()),
                    });
                }
                let shown = if *node == 0 {
                    IM::Root0.text(lang).to_string()
                } else {
                    label.clone()
                };
                let tint = if *seen {
                    ui.visuals().text_color()
                } else {
                    ui.visuals().weak_text_color()
                };
                show.above = Some((shown, tint));
                show.tip = Some(tip);
                show
            }
            TreeItemKind::Folded { nodes, visits } => {
                let pairs = [("n", nodes.to_string()), ("v", visits.to_string())];
                let words = fill(IM::Folded.text(lang), &pairs);
                // As MCTS's folded box: its count readable on it (AA).
                let weak = Some(tree_view::look::unvisited(ui).gamma_multiply(0.6));
                NodeShow {
                    size: 0.5,
                    text: format!("+{nodes}"),
                    text_colour: tree_view::look::text(ui),
                    tip: Some(words.clone()),
                    ..NodeShow::plain(ui, Shape::Box, weak, words)
                }
            }
        })
    }

    fn edge(&self, ui: &Ui, _k: u32) -> Option<EdgeShow> {
        Some(EdgeShow::line(Stroke::new(
            1.0,
            ui.visuals().weak_text_color(),
        )))
    }
}

/// The hover text of an open node: its number, visits and mean, and whether
/// the searching player sees the move into it.
fn node_tip(
    node: u32,
    visits: u32,
    mean: Option<f64>,
    seen: bool,
    searcher: &impl std::fmt::Display,
    lang: Language,
) -> String {
    let mut tip = fill(
        IM::NodeTip.text(lang),
        &[("n", node.to_string()), ("v", visits.to_string())],
    );
    if let Some(m) = mean {
        tip.push_str(&format!(
            "; {}",
            fill(IM::MeanTip.text(lang), &[("m", format!("{m:.3}"))])
        ));
    }
    if !seen {
        tip.push_str(&format!(
            "\n{}",
            fill(IM::HiddenMove.text(lang), &[("p", searcher.to_string())])
        ));
    }
    tip
}

/// A mean reward's colour: red for a loss, green for a win, grey for none,
/// by its share of the largest mean shown (`scale`).
fn shade(mean: Option<f64>, scale: f64) -> Color32 {
    let Some(m) = mean else {
        return Color32::from_gray(140);
    };
    let t = (m / scale).clamp(-1.0, 1.0) as f32;
    let grey = Color32::from_gray(150);
    let end = if t < 0.0 {
        Color32::from_rgb(0xd9, 0x4a, 0x4a)
    } else {
        Color32::from_rgb(0x4a, 0xb8, 0x5c)
    };
    grey.lerp_to_gamma(end, t.abs())
}
