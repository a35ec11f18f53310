//! The boxes a tree view draws for its nodes (a node's shape, its text's
//! backing and rings; a folded subtree's box or fan and count), which egui's
//! shapes do not tell apart from the rest of a frame: the tree view notes
//! each one while painting ([`note`]), and the report takes the frame's list
//! (`take`) so that [`super::faults`] finds two node boxes that overlap
//! even when their texts do not (issue 30). Nothing is noted unless a
//! [`super::Capture`] is installed on the context, and the list is emptied
//! at the start of every pass (egui may run several in one frame).

use eframe::egui::{self, Rect};
use serde::Serialize;

/// One node's box as drawn.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NodeBox {
    /// The node's accessible name.
    pub label: String,
    /// `[x0, y0, x1, y1]` in window pixels: the part inside the tree's view.
    pub rect: [f32; 4],
    /// The node the box belongs to (a node and its folded subtree's fan are
    /// two boxes of one node, which may touch).
    pub owner: u64,
}

/// The boxes of the pass being drawn, in points.
#[derive(Clone, Default)]
struct Noted(Vec<(String, Rect, u64)>);

fn list_id() -> egui::Id {
    egui::Id::unique("ui_report::boxes")
}

fn on_id() -> egui::Id {
    egui::Id::unique("ui_report::boxes::on")
}

/// Notes on `ctx` were asked for (a capture was installed).
pub(super) fn enable(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(on_id(), true));
}

/// Empties the list (at the start of a pass).
pub(super) fn clear(ctx: &egui::Context) {
    ctx.data_mut(|d| d.remove::<Noted>(list_id()));
}

/// Notes the box `rect` (points) of the node `owner` named `label`, the part
/// inside `clip`; nothing when no capture is installed.
pub fn note(ctx: &egui::Context, rect: Rect, clip: Rect, (owner, label): (egui::Id, &str)) {
    let rect = rect.intersect(clip);
    if !rect.is_positive() || !ctx.data(|d| d.get_temp::<bool>(on_id()).unwrap_or(false)) {
        return;
    }
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Noted>(list_id()).0.push((
            label.to_owned(),
            rect,
            owner.value(),
        ));
    });
}

/// The boxes noted in the last pass, in window pixels (points times `zoom`).
pub(super) fn take(ctx: &egui::Context, zoom: f32) -> Vec<NodeBox> {
    let noted = ctx.data(|d| d.get_temp::<Noted>(list_id()).unwrap_or_default());
    noted
        .0
        .into_iter()
        .map(|(label, r, owner)| NodeBox {
            label,
            rect: [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| v * zoom),
            owner,
        })
        .collect()
}
