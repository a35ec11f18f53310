//! The tree view's camera: pan and zoom over the laid-out tree ([`Camera`],
//! plain data the inspector keeps), the mapping from layout units to the
//! screen ([`Frame`]), the camera that fits the whole tree, and zooming about a
//! point. Shared by the tree's painter and the labels drawn along its edges.

use crate::inspect::Loaded;
use eframe::egui::{Pos2, Rect, pos2};

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

/// The camera that shows the whole tree in `rect`.
pub fn fit(l: &Loaded, rect: Rect) -> Camera {
    let w = (l.layout.width + 1.0) * UNIT_X;
    let levels = l.layout.levels.len().max(1) as f32;
    let h = levels * UNIT_Y;
    let zoom = (rect.width() / w).min(rect.height() / h).clamp(0.02, 1.6);
    // Use the height: a wide tree keeps readable levels (its nodes get small).
    let level = (rect.height() / (levels * zoom)).clamp(UNIT_Y, 60.0 * UNIT_Y);
    let pan = [
        (rect.width() - l.layout.width * UNIT_X * zoom) / 2.0,
        (rect.height() - (levels - 1.0) * level * zoom) / 2.0,
    ];
    Camera {
        pan,
        zoom,
        level,
        fit: false,
        fitted: Some([rect.width(), rect.height()]),
        followed: usize::MAX,
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
