//! The ISMCTS tree drawn: each open node a disc sized by its visits and shaded
//! by the mean reward of the edge into it for the player who chose it (red a
//! loss, green a win, grey for the root and chance), labelled with the joint
//! action into it (in the weak colour a move the searching player would not
//! see); the
//! current iteration's path and the node it added outlined; folded children
//! as one small square with their count. Positions come from the model
//! ([`crate::inspect::ismcts::visible_tree`]).

use super::strings::IM;
use crate::app::i18n::Language;
use crate::inspect::ismcts::{IsMctsReplay, TreeItemKind, visible_tree};
use crate::lang::fill;
use eframe::egui::{self, Color32, Pos2, Rect, Sense, Stroke, Ui, vec2};

/// Horizontal and vertical distance between items, in points.
const DX: f32 = 58.0;
const DY: f32 = 64.0;

pub fn show(ui: &mut Ui, replay: &IsMctsReplay, max_nodes: usize, lang: Language) {
    let tree = visible_tree(replay, max_nodes);
    let searcher = replay.trace().searcher;
    let pairs = [("p", searcher.to_string()), ("n", max_nodes.to_string())];
    ui.label(egui::RichText::new(fill(IM::Tree.text(lang), &pairs)).strong());
    let on_path: Vec<u32> = replay
        .current()
        .map(|r| r.path.iter().map(|s| s.node).chain(r.added).collect())
        .unwrap_or_default();
    let scale = tree
        .items
        .iter()
        .filter_map(|i| match i.kind {
            TreeItemKind::Node { mean: Some(m), .. } => Some(m.abs()),
            _ => None,
        })
        .fold(1e-9, f64::max);
    let root_visits = replay.node_visits(0).max(1) as f32;
    egui::ScrollArea::both()
        .id_salt("ismcts-tree")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let size = vec2(
                (tree.width + 1.0) * DX,
                (tree.depth as f32 + 1.0) * DY + 8.0,
            );
            let (area, _) = ui.allocate_exact_size(size, Sense::hover());
            let at = |x: f32, d: u32| {
                Pos2::new(
                    area.left() + DX * (x + 0.5),
                    area.top() + 14.0 + DY * d as f32,
                )
            };
            let canvas = ui.painter_at(area);
            let line = ui.visuals().weak_text_color();
            for item in &tree.items {
                if let Some(p) = item.parent {
                    let parent = &tree.items[p];
                    let stroke = Stroke::new(1.0, line);
                    canvas
                        .line_segment([at(parent.x, parent.depth), at(item.x, item.depth)], stroke);
                }
            }
            let text = ui.visuals().text_color();
            let strong = ui.visuals().strong_text_color();
            for (i, item) in tree.items.iter().enumerate() {
                let centre = at(item.x, item.depth);
                match &item.kind {
                    TreeItemKind::Node {
                        node,
                        label,
                        seen,
                        visits,
                        mean,
                    } => {
                        let r = 4.0 + 9.0 * (*visits as f32 / root_visits).sqrt();
                        let colour = shade(*mean, scale);
                        canvas.circle_filled(centre, r, colour);
                        if on_path.contains(node) {
                            canvas.circle_stroke(centre, r + 3.0, Stroke::new(2.0, strong));
                        }
                        let shown = if *node == 0 {
                            IM::Root0.text(lang).to_string()
                        } else {
                            label.clone()
                        };
                        let font = egui::FontId::proportional(13.0);
                        let tinted = if *seen {
                            text
                        } else {
                            ui.visuals().weak_text_color()
                        };
                        canvas.text(
                            centre - vec2(0.0, r + 2.0),
                            egui::Align2::CENTER_BOTTOM,
                            shown,
                            font,
                            tinted,
                        );
                        let rect =
                            Rect::from_center_size(centre, vec2(2.0 * r + 6.0, 2.0 * r + 6.0));
                        let response = ui.interact(
                            rect,
                            ui.make_persistent_id(("ismcts-node", i)),
                            Sense::hover(),
                        );
                        let tip = node_tip(*node, *visits, *mean, *seen, &searcher, lang);
                        response.on_hover_text(tip);
                    }
                    TreeItemKind::Folded { nodes, visits } => {
                        folded(ui, &canvas, (centre, i), (*nodes, *visits), lang);
                    }
                }
            }
        });
}

/// Children left folded: one small square with their count, and a tooltip.
fn folded(
    ui: &Ui,
    canvas: &egui::Painter,
    (centre, i): (Pos2, usize),
    (nodes, visits): (u32, u32),
    lang: Language,
) {
    let rect = Rect::from_center_size(centre, vec2(10.0, 10.0));
    canvas.rect_filled(rect, 2.0, ui.visuals().weak_text_color());
    let words = fill(
        IM::Folded.text(lang),
        &[("n", nodes.to_string()), ("v", visits.to_string())],
    );
    canvas.text(
        centre + vec2(0.0, 8.0),
        egui::Align2::CENTER_TOP,
        format!("+{nodes}"),
        egui::FontId::proportional(12.0),
        ui.visuals().text_color(),
    );
    let response = ui.interact(
        rect.expand(4.0),
        ui.make_persistent_id(("ismcts-folded", i)),
        Sense::hover(),
    );
    response.on_hover_text(words);
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
