//! The tree view's camera: pan and zoom over the laid-out tree ([`Camera`],
//! plain data the inspector keeps), the mapping from layout units to the
//! screen ([`Frame`]), the camera that fits the whole picture, zooming about a
//! point, and each frame's fit, drag and zoom ([`pan_zoom`], with the step's
//! follow: [`steer`]). Written once for every tree view.

use super::strings::TV as S;
use crate::inspect::TreeLayout;
use crate::lang::Language;
use eframe::egui::{self, Pos2, Rect, Ui, pos2};

/// Where the view is and what it follows.
pub struct Place<'a> {
    /// What is laid out: a whole tree or, in the Tree tab of a large tree,
    /// its open part ([`crate::inspect::detail`]).
    pub layout: &'a TreeLayout,
    /// The canvas's accessible name.
    pub name: &'a str,
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

impl<'a> Place<'a> {
    /// A view of `layout` named `name` with the camera `camera`, following
    /// nothing, with nothing drawn beside its nodes.
    pub fn new(
        layout: &'a TreeLayout,
        name: &'a str,
        camera: Camera,
        salt: &'static str,
        lang: Language,
    ) -> Place<'a> {
        Place {
            layout,
            name,
            camera,
            follow: (0, None),
            salt,
            lang,
            right_margin: 0.0,
        }
    }
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

/// The smallest half size a node is drawn with, in pixels, at any zoom: a
/// smaller node is a mark (the view's level of detail).
pub const MIN_HALF: f32 = 2.5;
/// Half the side of the smallest node widget, in pixels (what a click hits).
pub const MIN_HIT: f32 = 4.0;
/// The zoom limits: far enough out to fit a tree of many thousand leaves.
pub const MIN_ZOOM: f32 = 0.0005;
pub const MAX_ZOOM: f32 = 4.0;
/// Pixels kept free around a fitted picture whatever the zoom (the smallest
/// node widget reaches [`MIN_HIT`] beyond its centre).
const PAD: f32 = MIN_HIT + 1.0;

/// A node's half size on the screen at `zoom`.
pub fn half_size(zoom: f32) -> f32 {
    (NODE * zoom).max(MIN_HALF)
}

/// What a fit keeps to: the zooms `[least, most]` ([`fit_zooms`]) and the
/// trees' least text size (points), which sets how close levels may come.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitTo {
    pub zooms: [f32; 2],
    pub text: f32,
}

/// The least distance between levels, in pixels, at `zoom` for words of
/// `text` points: a node, the line of words above its child and a little
/// edge (never more than a level at zoom 1). A presented tree too tall for
/// its view brings its levels this close before it overflows.
pub fn least_level(zoom: f32, text: f32) -> f32 {
    (2.0 * half_size(zoom) + 1.6 * text + 6.0).min(UNIT_Y * zoom)
}

/// The camera that shows the whole picture in `rect`. A picture with folded
/// subtrees keeps room for their summaries: a unit beside its ends, most of
/// a level under its last one; `right_margin` pixels are kept free right of
/// the last node (what is drawn beside each node at a fixed size). Any tree
/// fits: when its leaves are closer than a node's size, the nodes are drawn
/// as marks ([`half_size`]), kept inside the view by a margin of pixels.
/// The zoom stays within `to.zooms` ([`fit_zooms`]): a tree too wide for the
/// view at the least zoom overflows it, centred across (the user pans); one
/// too tall brings its levels closer, down to [`least_level`], before it
/// overflows, its root at the top.
pub fn fit(layout: &TreeLayout, rect: Rect, right_margin: f32, to: FitTo) -> Camera {
    let zooms = to.zooms;
    let (side, below) = if layout.folded().is_empty() {
        (0.5, 0.0)
    } else {
        (1.0, 0.7)
    };
    let w = (layout.width + 2.0 * side) * UNIT_X;
    let levels = layout.levels.len().max(1) as f32;
    let h = (levels + below) * UNIT_Y;
    let width = (rect.width() - right_margin - 2.0 * PAD).max(1.0);
    let height = (rect.height() - 2.0 * PAD).max(1.0);
    let zoom = (width / w).min(height / h).clamp(zooms[0], zooms[1]);
    // Use the height: a wide tree keeps readable levels (its nodes get small),
    // up to 60 units or 300 pixels a level.
    let most = (60.0 * UNIT_Y * zoom).max(300.0);
    let least = least_level(zoom, to.text);
    let level = (height / (levels + below)).clamp(least, most.max(least)) / zoom;
    let spare = height - (levels - 1.0 + below) * level * zoom;
    let across = width - layout.width * UNIT_X * zoom;
    // Too wide: the root (the first item of the first level) in the middle.
    let root = layout.levels.first().and_then(|l| l.first());
    let pan = [
        PAD + match root {
            Some(&r) if across < 0.0 => width / 2.0 - layout.x[r as usize] * UNIT_X * zoom,
            _ => across / 2.0,
        },
        // Too tall: the root half a level under the top.
        PAD + if spare >= 0.0 {
            spare / 2.0
        } else {
            level * zoom / 2.0
        },
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

/// The widest the words of a tree's node need, in ems of its least text: a
/// label of a few characters (a move, a joint action) over one layout unit.
pub const READABLE_EMS: f32 = 2.5;

/// The zooms a fit keeps to, `[least, most]`: at most 1.6 times the content
/// scale ([`crate::app::presentation::Scales`]); in presentation mode at
/// least the zoom at which one layout unit holds [`READABLE_EMS`] of the
/// trees' least text (their words readable from the back of the room, the
/// tree panned rather than its words left out), else any zoom.
pub fn fit_zooms(content: crate::app::presentation::Content) -> [f32; 2] {
    let most = 1.6 * content.scale;
    let least = if content.presenting {
        (READABLE_EMS * content.least / UNIT_X).min(most)
    } else {
        MIN_ZOOM
    };
    [least, most]
}

/// Zooms by `factor` keeping the layout point under `p` in place.
pub fn zoom_about(cam: &mut Camera, origin: Pos2, p: Pos2, factor: f32) {
    let zoom = (cam.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
    let k = zoom / cam.zoom;
    cam.pan[0] = p.x - origin.x - (p.x - origin.x - cam.pan[0]) * k;
    cam.pan[1] = p.y - origin.y - (p.y - origin.y - cam.pan[1]) * k;
    cam.zoom = zoom;
}

/// The camera after this frame's fit, drag, zoom and follow; whether it moved.
/// `words` is the least zoom at which the nodes' words fit their slots,
/// given the readable one (asked only when the view fits).
pub fn steer(
    ui: &Ui,
    place: &Place,
    (rect, response): (Rect, &egui::Response),
    words: &dyn Fn(f32) -> f32,
) -> (Camera, bool) {
    let (mut cam, mut moved) = pan_zoom(
        ui,
        (place.camera, place.layout, place.right_margin),
        (rect, response),
        words,
    );
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

/// The camera `old` after this frame's fit (asked, or kept when the view is
/// resized or the picture changes), drag and zoom (wheel, pinch) over
/// `layout` in `rect`; whether it moved. Every tree view steers with it. In
/// presentation mode the fit's least zoom is also the one `words` gives (the
/// zoom at which the nodes' words fit their slots, given the readable one).
pub fn pan_zoom(
    ui: &Ui,
    (old, layout, right_margin): (Camera, &TreeLayout, f32),
    (rect, response): (Rect, &egui::Response),
    words: &dyn Fn(f32) -> f32,
) -> (Camera, bool) {
    let resized = old
        .fitted
        .is_some_and(|[w, h]| (w - rect.width()).abs() > 1.0 || (h - rect.height()).abs() > 1.0);
    let reshaped = old.fitted.is_some() && old.extent != extent(layout);
    let refit = old.fit || resized || reshaped;
    let mut cam = if refit {
        let content = crate::app::presentation::content(ui.ctx());
        let [least, most] = fit_zooms(content);
        let least = if content.presenting {
            words(least).clamp(least, most)
        } else {
            least
        };
        let to = FitTo {
            zooms: [least, most],
            text: content.least,
        };
        Camera {
            followed: old.followed,
            ..fit(layout, rect, right_margin, to)
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
    (cam, moved)
}

/// The levels in view with the layout x range: `(depth, lo, hi)`.
pub fn levels_in_view(
    f: &Frame,
    rect: Rect,
    layout: &TreeLayout,
) -> impl Iterator<Item = (usize, f32, f32)> + use<> {
    let cam = f.cam;
    let (lo, hi) = f.x_range(rect);
    let step = cam.level * cam.zoom;
    let first = (((rect.top() - f.origin.y - cam.pan[1]) / step).floor() - 1.0).max(0.0) as usize;
    let last = ((rect.bottom() - f.origin.y - cam.pan[1]) / step)
        .ceil()
        .max(0.0) as usize
        + 1;
    (first..last.min(layout.levels.len())).map(move |d| (d, lo, hi))
}

/// Fit, zoom out and zoom in; returns the camera when one was pressed.
pub fn zoom_buttons(ui: &mut Ui, camera: Camera, lang: Language) -> Option<Camera> {
    let mut cam = camera;
    let mut changed = false;
    if ui
        .button(S::Fit.text(lang))
        .on_hover_text(S::FitTip.text(lang))
        .clicked()
    {
        cam.fit = true;
        changed = true;
    }
    for (text, factor) in [(S::ZoomOut, 1.0 / 1.25), (S::ZoomIn, 1.25)] {
        if ui
            .button(text.text(lang))
            .on_hover_text(S::ZoomTip.text(lang))
            .clicked()
        {
            let centre = ui.max_rect().center();
            zoom_about(&mut cam, ui.max_rect().min, centre, factor);
            cam.fitted = None;
            changed = true;
        }
    }
    changed.then_some(cam)
}

#[cfg(test)]
#[path = "camera_tests.rs"]
pub(super) mod tests;
