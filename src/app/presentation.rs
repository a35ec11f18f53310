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
//! A panel's tables and explanations take the content's share through
//! [`content_text`], applied once on the `Ui` they are drawn in.
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

/// Multiplies the text styles of `ui` (and of all it holds from here on) by
/// the content's share of the zoom ([`Content::scale`]): a panel's tables and
/// explanations are content, as its tree is (issue 30), and grow with it;
/// its toolbars and menus keep the controls' share. Called once where a panel
/// starts drawing its content, on that content's own `Ui`.
pub fn content_text(ui: &mut egui::Ui) {
    let k = content(ui.ctx()).scale;
    scale_text(ui.style_mut(), k);
}

/// Gives `ui` back the studio's own text styles (the controls' share only),
/// inside a content [`content_text`] grew: for a plot, whose axes' labels
/// fade when they grow closer than their spacing allows.
pub fn controls_text(ui: &mut egui::Ui) {
    let own = ui.ctx().global_style().text_styles.clone();
    ui.style_mut().text_styles = own;
}

/// `style`'s text styles times `k` (a `k` that is not a positive number
/// leaves them as they are).
pub fn scale_text(style: &mut egui::Style, k: f32) {
    if !(k.is_finite() && k > 0.0) || (k - 1.0).abs() < 1e-6 {
        return;
    }
    for font in style.text_styles.values_mut() {
        font.size *= k;
    }
}

/// How much [`content_text`] grew `ui`'s texts: its body text over the
/// studio's ([`MIN_TEXT`]); 1 outside a panel's content. A table drawn at
/// fixed sizes (its columns, lines and fonts) multiplies them by this.
pub fn text_factor(ui: &egui::Ui) -> f32 {
    let body = TextStyle::Body.resolve(ui.style()).size;
    if body.is_finite() && body > 0.0 {
        body / MIN_TEXT
    } else {
        1.0
    }
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
mod tests;
