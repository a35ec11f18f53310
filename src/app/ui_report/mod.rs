//! The layout report (`ludoscope studio ... --ui-report FILE.json`, issue 30):
//! what one settled frame shows, read from egui's own output, so that tests and
//! scripts can check that nothing overlaps, nothing is cut off, nothing is too
//! small and nothing is too faint, at every classroom size.
//!
//! A [`Capture`] is an egui plugin: armed, it reads the next frame's
//! [`egui::FullOutput`] just before the window (or a test harness) gets it:
//! the texts from the shapes painted ([`shapes`]: string, rectangle, font
//! size, clipped or not, colour and the colour under it) and the widgets from
//! the accessibility tree (role, name, rectangle). Rectangles and sizes are in
//! logical pixels of the window (egui's points times the zoom). The report is
//! plain data ([`UiReport`]) written as JSON:
//!
//! `{"size": [w, h], "texts": [{"text", "rect": [x0, y0, x1, y1], "px",
//! "clipped", "fg": "#rrggbb", "bg": "#rrggbb", "contrast", "disabled"}],
//! "widgets": [{"role", "label", "rect", "disabled"}], "lines": [{"rect",
//! "at": [x, y], "width", "outline", "fg", "bg", "contrast"}], "boxes":
//! [{"label", "rect", "owner"}]}`
//!
//! The strokes ([`lines`]) are every line and outline painted; the rules hold
//! those on a tree or a canvas (edges, rings, marks) to 3:1. The boxes are the
//! trees' node boxes ([`boxes`]: egui's shapes do not say which are a node's,
//! so the tree view notes them).
//!
//! [`faults`] lists what breaks the classroom's rules in a report.

pub mod boxes;
pub mod faults;
pub mod lines;
pub mod shapes;

use eframe::egui::{self, accesskit};
use serde::Serialize;
use std::sync::{Arc, Mutex};

/// One visible text.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Text {
    pub text: String,
    /// `[x0, y0, x1, y1]`: the part that shows (inside its clip and the
    /// window).
    pub rect: [f32; 4],
    /// The font's size (the largest of the text's sections).
    pub px: f32,
    /// Cut at the left or right by its clip rectangle or the window, or elided
    /// ("…"); a row cut only at the top or bottom of its clip belongs to a
    /// list scrolled part way and is not counted.
    pub clipped: bool,
    /// The text's colour (of its faintest section), `#rrggbb`.
    pub fg: String,
    /// The colour under its middle, `#rrggbb`.
    pub bg: String,
    /// The contrast of `fg` on `bg` (WCAG 2).
    pub contrast: f32,
    /// On a disabled widget (WCAG exempts its contrast).
    pub disabled: bool,
}

/// One widget of the accessibility tree.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Widget {
    /// The role, in lower case (`button`, `label`, `canvas`...).
    pub role: String,
    pub label: String,
    pub rect: [f32; 4],
    pub disabled: bool,
}

/// What one frame shows.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct UiReport {
    /// The window's size.
    pub size: [f32; 2],
    pub texts: Vec<Text>,
    pub widgets: Vec<Widget>,
    pub lines: Vec<lines::Line>,
    /// The trees' node boxes, in paint order.
    pub boxes: Vec<boxes::NodeBox>,
}

impl UiReport {
    /// The report of `output`, drawn by `ctx` (its zoom, its visuals).
    pub fn of(ctx: &egui::Context, output: &egui::FullOutput) -> UiReport {
        let zoom = ctx.zoom_factor();
        let screen = ctx.content_rect();
        let base = ctx.global_style().visuals.panel_fill;
        let widgets = output
            .platform_output
            .accesskit_update
            .as_ref()
            .map(|u| widgets(u, zoom))
            .unwrap_or_default();
        let mut texts = shapes::texts(&output.shapes, base, screen, zoom);
        for t in &mut texts {
            let mid = [(t.rect[0] + t.rect[2]) / 2.0, (t.rect[1] + t.rect[3]) / 2.0];
            t.disabled = widgets.iter().any(|w| w.disabled && inside(mid, w.rect));
        }
        UiReport {
            size: [screen.width() * zoom, screen.height() * zoom],
            texts,
            widgets,
            lines: lines::lines(&output.shapes, base, screen, zoom),
            boxes: boxes::take(ctx, zoom),
        }
    }

    /// The report as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}

/// The named widgets of an accessibility update, in the tree's order, and
/// the disabled ones (named or not: a button's text is its child's).
fn widgets(update: &accesskit::TreeUpdate, zoom: f32) -> Vec<Widget> {
    update
        .nodes
        .iter()
        .filter_map(|(_, node)| {
            let label = node.label().unwrap_or_default().trim().to_owned();
            let b = node.bounds()?;
            let rect = [b.x0, b.y0, b.x1, b.y1].map(|v| v as f32 * zoom);
            let role = format!("{:?}", node.role()).to_lowercase();
            let disabled = node.is_disabled();
            (!label.is_empty() || disabled).then_some(Widget {
                role,
                label,
                rect,
                disabled,
            })
        })
        .collect()
}

/// Whether `p` lies in the rectangle `r` (`[x0, y0, x1, y1]`).
pub fn inside(p: [f32; 2], r: [f32; 4]) -> bool {
    p[0] >= r[0] && p[0] <= r[2] && p[1] >= r[1] && p[1] <= r[3]
}

/// Where an armed capture puts the next frame's report.
pub type Slot = Arc<Mutex<CaptureState>>;

/// A capture's state: idle, armed for the next frame, or done.
#[derive(Debug, Default)]
pub enum CaptureState {
    #[default]
    Idle,
    Armed,
    Done(UiReport),
}

/// The plugin that reads a frame's output when armed.
pub struct Capture {
    slot: Slot,
}

impl Capture {
    /// Registers a capture on `ctx` (turning the accessibility tree on) and
    /// returns its slot.
    pub fn install(ctx: &egui::Context) -> Slot {
        let slot = Slot::default();
        ctx.enable_accesskit();
        boxes::enable(ctx);
        ctx.add_plugin(Capture { slot: slot.clone() });
        slot
    }
}

/// Asks for the report of the next frame (a report taken before is dropped).
pub fn arm(slot: &Slot) {
    if let Ok(mut s) = slot.lock() {
        *s = CaptureState::Armed;
    }
}

/// The report, once taken.
pub fn taken(slot: &Slot) -> Option<UiReport> {
    match &*slot.lock().ok()? {
        CaptureState::Done(r) => Some(r.clone()),
        _ => None,
    }
}

impl egui::Plugin for Capture {
    fn debug_name(&self) -> &'static str {
        "ui-report"
    }

    fn on_begin_pass(&mut self, ui: &mut egui::Ui) {
        boxes::clear(ui.ctx());
    }

    fn output_hook(&mut self, ctx: &egui::Context, output: &mut egui::FullOutput) {
        if let Ok(mut s) = self.slot.lock()
            && matches!(*s, CaptureState::Armed)
        {
            *s = CaptureState::Done(UiReport::of(ctx, output));
        }
    }
}

#[cfg(test)]
mod tests;
