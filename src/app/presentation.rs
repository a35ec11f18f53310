//! Presentation mode and the interface's scale, for a projector at the back of a
//! classroom (issue 18): the zoom steps and their limits (plain numbers, tested
//! without egui), the text sizes every caption is held to, and the one place
//! that hands both to egui each frame ([`apply`]).
//!
//! Two zooms are kept (in [`super::settings::Settings`]): the everyday one and the
//! presentation one, so that leaving presentation gives back the window as it
//! was. egui's own keyboard zoom (`Options::zoom_with_keyboard`, 0.2x to 5x in
//! steps of 0.1, never saved) is turned off: the shell reads Ctrl + / Ctrl - /
//! Ctrl 0 itself ([`zoom_keys`]) and clamps to the ranges here.
//!
//! It also says whether a popup has the keys ([`popup_open`]), for the shell's
//! and the inspector's shortcuts, and keeps a group of a wrapping row on one
//! line ([`text_width`], [`keep_together`]), so that nothing runs past a
//! narrow window's edge.
//!
//! Not here: which panels fold away (the shell draws them or not) and the
//! settings' storage.

use eframe::egui::{self, FontFamily, FontId, TextStyle};
use serde::{Deserialize, Serialize};

crate::strings! { PS;
    Presentation => "Presentation", "Présentation";
    PresentationTip => "Fold the side panels away and enlarge everything (F11; Esc leaves)", "Replier les panneaux latéraux et tout agrandir (F11\u{a0}; Échap pour sortir)";
    Zoom => "Zoom", "Zoom";
    Toolbars => "Toolbars", "Barres d'outils";
    ToolbarsTip => "Open the menus and toolbars, or fold them to this strip (T)", "Ouvrir les menus et les barres d'outils, ou les replier en ce bandeau (T)";
    Leave => "Leave presentation", "Quitter la présentation";
    ZoomIn => "Zoom in", "Agrandir";
    ZoomOut => "Zoom out", "Réduire";
    ZoomReset => "Reset zoom", "Zoom par défaut";
}

/// The smallest text the studio draws, in logical pixels at zoom 1: captions,
/// legends, axis labels and `.small()` texts included.
pub const MIN_TEXT: f32 = 14.0;

/// The everyday zoom: its limits and its default.
pub const NORMAL: ZoomRange = ZoomRange {
    min: 0.75,
    max: 2.0,
    default: 1.0,
};

/// The zoom in presentation mode: its limits and its default.
pub const PRESENTING: ZoomRange = ZoomRange {
    min: 1.25,
    max: 2.0,
    default: 1.5,
};

/// One press of Ctrl + or Ctrl - changes the zoom by this much.
pub const STEP: f32 = 0.125;

/// The limits and default of one zoom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ZoomRange {
    pub min: f32,
    pub max: f32,
    pub default: f32,
}

impl ZoomRange {
    /// `z` brought into the range (the default for a number that is not one,
    /// as a hand-edited settings file could hold).
    pub fn clamp(self, z: f32) -> f32 {
        if z.is_finite() {
            z.clamp(self.min, self.max)
        } else {
            self.default
        }
    }

    /// The zoom after `step` from `z`, kept on the grid of [`STEP`] and in range.
    pub fn after(self, z: f32, step: ZoomStep) -> f32 {
        let on_grid = |z: f32| (z / STEP).round() * STEP;
        match step {
            ZoomStep::In => self.clamp(on_grid(self.clamp(z) + STEP)),
            ZoomStep::Out => self.clamp(on_grid(self.clamp(z) - STEP)),
            ZoomStep::Reset => self.default,
        }
    }
}

/// A change of zoom asked for (Ctrl +, Ctrl -, Ctrl 0, or the View menu).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZoomStep {
    In,
    Out,
    Reset,
}

/// The zoom as the View menu shows it: `150 %`.
pub fn percent(z: f32) -> String {
    format!("{:.0} %", z * 100.0)
}

/// The text styles: egui 0.37's defaults (Small 9, Body, Button and Monospace
/// 13, Heading 18) raised so that no style is under [`MIN_TEXT`], the heading
/// in proportion; Body, Button and Small are equal, a small text stays apart by
/// its weaker colour.
pub fn text_styles(style: &mut egui::Style) {
    use FontFamily::{Monospace, Proportional};
    style.text_styles = [
        (TextStyle::Small, FontId::new(MIN_TEXT, Proportional)),
        (TextStyle::Body, FontId::new(MIN_TEXT, Proportional)),
        (TextStyle::Button, FontId::new(MIN_TEXT, Proportional)),
        (TextStyle::Monospace, FontId::new(MIN_TEXT, Monospace)),
        (TextStyle::Heading, FontId::new(20.0, Proportional)),
    ]
    .into();
}

/// In presentation mode, the least size of what a tree draws (its labels,
/// values and windows), in window pixels: read at the back of a classroom.
pub const PRESENTED_TREE_PX: f32 = 24.0;

/// How a zoom is shared out (issue 30): the controls (menus, toolbars,
/// buttons: egui's own zoom factor) grow by half as much as asked, at most
/// [`MAX_CONTROLS`], and the content (the trees, the graphs, the boards) by
/// the rest, so that `controls * content == zoom` and the lesson, not the
/// chrome, takes the room a teacher asks for. Under 1 the whole interface
/// shrinks alike.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scales {
    /// egui's zoom factor (every widget and text style).
    pub controls: f32,
    /// What the content draws is multiplied by this, in egui's points.
    pub content: f32,
}

/// The controls never grow past this (a 1024x768 projector keeps room for
/// the tree under the menus at 2x).
pub const MAX_CONTROLS: f32 = 1.25;

/// The controls' and the content's share of `zoom` (see [`Scales`]).
pub fn scales(zoom: f32) -> Scales {
    let zoom = if zoom.is_finite() && zoom > 0.0 {
        zoom
    } else {
        1.0
    };
    let controls = if zoom <= 1.0 {
        zoom
    } else {
        (1.0 + (zoom - 1.0) / 2.0).min(MAX_CONTROLS)
    };
    Scales {
        controls,
        content: zoom / controls,
    }
}

/// What [`apply`] hands the content's views each frame, through egui's temp
/// data: the content scale and the smallest text a tree or graph draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Content {
    /// [`Scales::content`] of the zoom.
    pub scale: f32,
    /// The smallest text a tree or graph draws, in points ([`tree_text_at`]).
    pub least: f32,
    /// Whether presentation mode is on (a tree's fit then keeps its labels
    /// readable, the view panned rather than the labels left out).
    pub presenting: bool,
}

impl Default for Content {
    fn default() -> Self {
        Content {
            scale: 1.0,
            least: MIN_TEXT,
            presenting: false,
        }
    }
}

impl Content {
    /// What the content is drawn with at `zoom`, presenting or not.
    pub fn at(zoom: f32, presenting: bool) -> Content {
        Content {
            scale: scales(zoom).content,
            least: tree_text_at(zoom, presenting),
            presenting,
        }
    }
}

/// Where [`apply`] keeps [`Content`] for this frame.
fn content_id() -> egui::Id {
    egui::Id::unique("ludoscope-content")
}

/// What the content is drawn with this frame ([`Content::default`] before
/// the first [`apply`]).
pub fn content(ctx: &egui::Context) -> Content {
    ctx.data(|d| d.get_temp::<Content>(content_id()))
        .unwrap_or_default()
}

/// The smallest text a tree (or graph) draws now, in points: [`MIN_TEXT`]
/// times the content scale; in presentation mode at least
/// [`PRESENTED_TREE_PX`] window pixels.
pub fn tree_text(ctx: &egui::Context) -> f32 {
    content(ctx).least
}

/// [`tree_text`] at `zoom`, presenting or not, in points of egui's zoom
/// ([`Scales::controls`]): 14 points times the content scale, and in
/// presentation at least 24 window pixels (19.2 points at 1.5x: 24 px).
pub fn tree_text_at(zoom: f32, presenting: bool) -> f32 {
    let s = scales(zoom);
    let least = MIN_TEXT * s.content.max(1.0);
    if presenting {
        least.max(PRESENTED_TREE_PX / s.controls)
    } else {
        least
    }
}

/// Hands the controls' zoom and the text styles to egui, and the content's
/// scale and least text to [`content`]: called once per frame before drawing
/// (the zoom takes effect at the next frame, as egui does it).
pub fn apply(ctx: &egui::Context, zoom: f32, presenting: bool) {
    let drawn = Content::at(zoom, presenting);
    ctx.data_mut(|d| d.insert_temp(content_id(), drawn));
    if ctx.options(|o| o.zoom_with_keyboard) {
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }
    let controls = scales(zoom).controls;
    if (ctx.zoom_factor() - controls).abs() > 1e-4 {
        ctx.set_zoom_factor(controls);
    }
    let small = ctx
        .global_style()
        .text_styles
        .get(&TextStyle::Small)
        .map(|f| f.size);
    if small != Some(MIN_TEXT) {
        ctx.all_styles_mut(text_styles);
    }
}

/// The width of `text` in `style` on one line.
pub fn text_width(ui: &egui::Ui, text: &str, style: TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE);
    galley.size().x
}

/// The width a slider takes on one line with its value field (as wide as
/// `widest`, the longest value it shows) and its `name` after it: for
/// [`keep_together`].
pub fn slider_width(ui: &egui::Ui, name: &str, widest: &str) -> f32 {
    let spacing = ui.spacing();
    let field = spacing
        .interact_size
        .x
        .max(text_width(ui, widest, TextStyle::Body) + 2.0 * spacing.button_padding.x);
    spacing.slider_width
        + field
        + text_width(ui, name, TextStyle::Body)
        + 3.0 * spacing.item_spacing.x
}

/// In a wrapping row (`horizontal_wrapped`), starts a new row unless `width`
/// still fits on this one: a group of widgets laid out in too little room
/// runs past the panel's edge rather than wrapping.
pub fn keep_together(ui: &mut egui::Ui, width: f32) {
    if ui.available_size_before_wrap().x < width {
        ui.end_row();
    }
}

/// Whether a menu, dropdown or other popup is open (the keys are then its own:
/// Esc closes it, the arrows move in it). Asks egui's memory, which knows from
/// the last frame, and this frame's layers, which know the popups drawn so far.
pub fn popup_open(ctx: &egui::Context) -> bool {
    egui::Popup::is_any_open(ctx) || ctx.any_popup_open()
}

/// The zoom keys pressed this frame (Ctrl + or Ctrl =, Ctrl -, Ctrl 0), consumed
/// so that no widget also reads them; every press counts.
pub fn zoom_keys(ctx: &egui::Context) -> Vec<ZoomStep> {
    use egui::gui_zoom::kb_shortcuts::{ZOOM_IN, ZOOM_IN_SECONDARY, ZOOM_OUT, ZOOM_RESET};
    let count = |s: egui::KeyboardShortcut| {
        ctx.input_mut(|i| i.count_and_consume_key(s.modifiers, s.logical_key))
    };
    let mut steps = Vec::new();
    if count(ZOOM_RESET) > 0 {
        steps.push(ZoomStep::Reset);
    }
    let ins = count(ZOOM_IN) + count(ZOOM_IN_SECONDARY);
    steps.extend(std::iter::repeat_n(ZoomStep::In, ins));
    steps.extend(std::iter::repeat_n(ZoomStep::Out, count(ZOOM_OUT)));
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_steps_stay_on_the_grid_and_in_range() {
        assert_eq!(PRESENTING.after(1.5, ZoomStep::In), 1.625);
        assert_eq!(PRESENTING.after(1.5, ZoomStep::Out), 1.375);
        assert_eq!(PRESENTING.after(1.25, ZoomStep::Out), 1.25);
        assert_eq!(PRESENTING.after(2.0, ZoomStep::In), 2.0);
        assert_eq!(PRESENTING.after(1.9, ZoomStep::Reset), 1.5);
        // Off the grid (a hand-edited file): back on it.
        assert_eq!(NORMAL.after(1.03, ZoomStep::In), 1.125);
        assert_eq!(NORMAL.after(0.75, ZoomStep::Out), 0.75);
        assert_eq!(NORMAL.after(1.0, ZoomStep::Out), 0.875);
        // Out of range or not a number: brought back.
        assert_eq!(NORMAL.clamp(9.0), 2.0);
        assert_eq!(PRESENTING.clamp(1.0), 1.25);
        assert_eq!(NORMAL.clamp(f32::NAN), 1.0);
        let mut z = NORMAL.default;
        for _ in 0..20 {
            z = NORMAL.after(z, ZoomStep::In);
        }
        assert_eq!(z, NORMAL.max);
    }

    #[test]
    fn no_text_style_is_under_the_minimum() {
        let mut style = egui::Style::default();
        assert!(
            style.text_styles[&TextStyle::Small].size < MIN_TEXT,
            "egui's own"
        );
        text_styles(&mut style);
        assert_eq!(style.text_styles.len(), 5);
        for (s, f) in &style.text_styles {
            assert!(f.size >= MIN_TEXT, "{s:?}: {}", f.size);
        }
        assert_eq!(percent(1.5), "150 %");
    }

    #[test]
    fn trees_reach_24_pixels_in_presentation() {
        // 1.5x: controls 1.25, so 19.2 points are 24 window pixels.
        assert!((tree_text_at(1.5, true) - 19.2).abs() < 1e-4);
        assert!(
            (tree_text_at(1.25, true) * scales(1.25).controls - PRESENTED_TREE_PX).abs() < 1e-4
        );
        // 2x: the content's own 1.6 makes 22.4 points, 28 window pixels.
        assert!((tree_text_at(2.0, true) - 22.4).abs() < 1e-4);
        assert!((tree_text_at(1.5, false) - 16.8).abs() < 1e-4);
        assert_eq!(tree_text_at(1.0, false), MIN_TEXT);
        assert_eq!(tree_text_at(0.75, false), MIN_TEXT, "never under 14 points");
        let ctx = egui::Context::default();
        assert_eq!(tree_text(&ctx), MIN_TEXT, "before the first frame");
        assert_eq!(content(&ctx), Content::default());
        apply(&ctx, 1.5, true);
        assert!((tree_text(&ctx) - 19.2).abs() < 1e-4);
        assert!((content(&ctx).scale - 1.2).abs() < 1e-6);
        assert!(content(&ctx).presenting);
    }

    #[test]
    fn the_zoom_goes_to_the_content_first() {
        let close = |a: f32, b: f32| (a - b).abs() < 1e-6;
        let s = scales(1.5);
        assert!(close(s.controls, 1.25) && close(s.content, 1.2), "{s:?}");
        let s = scales(1.25);
        assert!(
            close(s.controls, 1.125) && close(s.content, 1.25 / 1.125),
            "{s:?}"
        );
        let s = scales(2.0);
        assert!(
            close(s.controls, MAX_CONTROLS) && close(s.content, 1.6),
            "{s:?}"
        );
        // At or under 1 the whole interface shrinks alike.
        assert_eq!(
            scales(1.0),
            Scales {
                controls: 1.0,
                content: 1.0
            }
        );
        assert_eq!(
            scales(0.75),
            Scales {
                controls: 0.75,
                content: 1.0
            }
        );
        assert_eq!(scales(f32::NAN), scales(1.0));
        let mut last = scales(0.5);
        for i in 0..=40 {
            let z = 0.5 + i as f32 * 0.05;
            let s = scales(z);
            assert!(close(s.controls * s.content, z), "{z}: {s:?}");
            assert!(
                s.controls >= last.controls && s.content >= last.content - 1e-6,
                "{z}"
            );
            assert!(s.controls <= MAX_CONTROLS && s.content >= 1.0 - 1e-6 || z < 1.0);
            last = s;
        }
    }
}
