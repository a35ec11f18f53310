//! The tree view's camera: pan and zoom over the laid-out tree ([`Camera`],
//! plain data the inspector keeps), the mapping from layout units to the
//! screen ([`Frame`]), the camera that fits the whole picture, zooming about a
//! point, and each frame's fit, drag, zoom and follow ([`steer`]). Shared by
//! the tree's painter and the labels drawn along its edges.

use crate::app::i18n::Language;
use crate::inspect::Loaded;
use crate::inspect::TreeLayout;
use eframe::egui::{self, Pos2, Rect, Ui, pos2};

/// Where the view is and what it follows.
pub struct Place<'a> {
    pub loaded: &'a Loaded,
    /// What is laid out: the whole tree (`loaded.layout`) or, in the Tree tab
    /// of a large tree, its open part ([`crate::inspect::detail`]).
    pub layout: &'a TreeLayout,
    pub camera: Camera,
    /// `(key, node)`: when `key` differs from the camera's `followed`, the
    /// node is brought into view (the Tree tab's step).
    pub follow: (usize, Option<u32>),
    /// Makes the widgets' ids unique between views.
    pub salt: &'static str,
    pub lang: Language,
    /// Pixels drawn right of each node whatever the zoom (the whole-tree
    /// exercise's value boxes), kept inside the view when it fits; 0 else.
    pub right_margin: f32,
}

/// Pixels per layout unit at zoom 1, across and down.
pub const UNIT_X: f32 = 64.0;
pub const UNIT_Y: f32 = 96.0;
/// A node's half size at zoom 1.
pub const NODE: f32 = 20.0;

/// Pan and zoom of the tree view: screen = origin + pan + world * zoom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub pan: [f32; 2],
    pub zoom: f32,
    /// Pixels between levels at zoom 1 (fit stretches it to use the height).
    pub level: f32,
    /// Fit the whole tree on the next frame.
    pub fit: bool,
    /// The camera is a fit of a view of this size, untouched since: it fits
    /// again when the view is resized.
    pub fitted: Option<[f32; 2]>,
    /// The step the view last followed (it centres the current node when the
    /// step changes and the node is outside).
    pub followed: usize,
    /// The width and levels of the picture fitted: a fitted camera fits
    /// again when the picture changes (a subtree opened or folded).
    pub extent: [f32; 2],
}

impl Default for Camera {
    fn default() -> Self {
        Camera {
            pan: [0.0, 0.0],
            zoom: 1.0,
            level: 96.0,
            fit: true,
            fitted: None,
            followed: usize::MAX,
            extent: [0.0, 0.0],
        }
    }
}

/// Maps layout coordinates to the screen.
#[derive(Clone, Copy)]
pub struct Frame {
    pub origin: Pos2,
    pub cam: Camera,
}

impl Frame {
    pub fn screen(&self, x: f32, depth: u32) -> Pos2 {
        pos2(
            self.origin.x + self.cam.pan[0] + x * UNIT_X * self.cam.zoom,
            self.origin.y + self.cam.pan[1] + depth as f32 * self.cam.level * self.cam.zoom,
        )
    }

    /// The layout x range visible in `rect`.
    pub fn x_range(&self, rect: Rect) -> (f32, f32) {
        let s = UNIT_X * self.cam.zoom;
        let margin = 2.0;
        (
            (rect.left() - self.origin.x - self.cam.pan[0]) / s - margin,
            (rect.right() - self.origin.x - self.cam.pan[0]) / s + margin,
        )
    }
}

/// The width and levels of a picture.
fn extent(layout: &TreeLayout) -> [f32; 2] {
    [layout.width, layout.levels.len() as f32]
}

/// The camera that shows the whole picture in `rect`. A picture with folded
/// subtrees keeps room for their summaries: a unit beside its ends, most of
/// a level under its last one; `right_margin` pixels are kept free right of
/// the last node (what is drawn beside each node at a fixed size).
pub fn fit(layout: &TreeLayout, rect: Rect, right_margin: f32) -> Camera {
    let (side, below) = if layout.folded().is_empty() {
        (0.5, 0.0)
    } else {
        (1.0, 0.7)
    };
    let w = (layout.width + 2.0 * side) * UNIT_X;
    let levels = layout.levels.len().max(1) as f32;
    let h = (levels + below) * UNIT_Y;
    let width = (rect.width() - right_margin).max(1.0);
    let zoom = (width / w).min(rect.height() / h).clamp(0.02, 1.6);
    // Use the height: a wide tree keeps readable levels (its nodes get small).
    let level = (rect.height() / ((levels + below) * zoom)).clamp(UNIT_Y, 60.0 * UNIT_Y);
    let pan = [
        (width - layout.width * UNIT_X * zoom) / 2.0,
        (rect.height() - (levels - 1.0 + below) * level * zoom) / 2.0,
    ];
    Camera {
        pan,
        zoom,
        level,
        fit: false,
        fitted: Some([rect.width(), rect.height()]),
        followed: usize::MAX,
        extent: extent(layout),
    }
}

/// Zooms by `factor` keeping the layout point under `p` in place.
pub fn zoom_about(cam: &mut Camera, origin: Pos2, p: Pos2, factor: f32) {
    let zoom = (cam.zoom * factor).clamp(0.02, 4.0);
    let k = zoom / cam.zoom;
    cam.pan[0] = p.x - origin.x - (p.x - origin.x - cam.pan[0]) * k;
    cam.pan[1] = p.y - origin.y - (p.y - origin.y - cam.pan[1]) * k;
    cam.zoom = zoom;
}

/// The camera after this frame's fit, drag, zoom and follow; whether it moved.
pub fn steer(ui: &Ui, place: &Place, rect: Rect, response: &egui::Response) -> (Camera, bool) {
    let old = place.camera;
    let resized = old
        .fitted
        .is_some_and(|[w, h]| (w - rect.width()).abs() > 1.0 || (h - rect.height()).abs() > 1.0);
    let reshaped = old.fitted.is_some() && old.extent != extent(place.layout);
    let refit = old.fit || resized || reshaped;
    let mut cam = if refit {
        Camera {
            followed: old.followed,
            ..fit(place.layout, rect, place.right_margin)
        }
    } else {
        old
    };
    let mut moved = refit;
    if response.dragged() {
        let d = response.drag_delta();
        cam.pan[0] += d.x;
        cam.pan[1] += d.y;
        cam.fitted = None;
        moved = true;
    }
    if response.hovered() {
        let (scroll, pinch, pointer) = ui.input(|i| {
            (
                i.smooth_scroll_delta.y,
                i.zoom_delta(),
                i.pointer.hover_pos(),
            )
        });
        let factor = pinch * (scroll / 200.0).exp();
        if (factor - 1.0).abs() > 1e-4
            && let Some(p) = pointer
        {
            zoom_about(&mut cam, rect.min, p, factor);
            cam.fitted = None;
            moved = true;
        }
    }
    // After a step, bring the followed node into view if it is outside.
    let (key, node) = place.follow;
    if cam.followed != key {
        cam.followed = key;
        moved = true;
        if let Some((x, depth)) = node.and_then(|id| place.layout.at(id)) {
            let f = Frame {
                origin: rect.min,
                cam,
            };
            let p = f.screen(x, depth);
            if !rect.contains(p) {
                cam.pan[0] += rect.center().x - p.x;
                cam.pan[1] += rect.center().y - p.y;
                cam.fitted = None;
            }
        }
    }
    (cam, moved)
}
