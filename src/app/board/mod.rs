//! Board painters, one per game. A painter receives only the engine's view of the
//! position for the chosen viewer (never the state), the legal actions a click may
//! choose, and the last move; it draws and returns the action a click picked.
//! Rules stay in the engine: a painter only maps pixels to the game's actions,
//! and the command that plays the action is checked by the engine again.
//!
//! Each clickable thing (a cell, a column, an object) is its own widget with an
//! accessible label, so screen readers and UI tests (egui_kittest) can click it.

mod arena;
mod cards;
mod connect_four;
mod generic;
mod grids;
mod nim;
mod tafl;
mod tictactoe;

use super::i18n::Language;
use crate::engine::{Game, Material, Player};
use eframe::egui::{self, Color32, Id, Rect, Response, Sense, Ui, Vec2};

/// The display toggles a painter honours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardOptions {
    pub hints: bool,
    pub coordinates: bool,
    pub flip: bool,
    pub lang: Language,
}

/// What a painter draws.
pub struct BoardInput<'a, G: Game> {
    pub game: &'a G,
    /// The position as the chosen viewer sees it.
    pub view: &'a G::View,
    /// The actions a click may choose now (empty when no human moves here).
    pub legal: &'a [G::Action],
    /// The notation of each of `legal`.
    pub names: &'a [String],
    /// The action that led to this position, if one move did.
    pub last: Option<G::Action>,
    /// The position before `last`, as the same viewer saw it (to show what the
    /// last move took).
    pub before: Option<&'a G::View>,
    pub opts: BoardOptions,
}

/// A game that the studio can draw.
pub trait Painter: crate::agents::AgentGame + Material {
    /// Draws the board in the space `ui` offers; returns the action a click chose
    /// (always one of `input.legal`).
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<Self::Action>;
}

/// The colour of player `p`'s pieces.
pub fn player_color(p: Player) -> Color32 {
    const COLORS: [Color32; 4] = [
        Color32::from_rgb(0xe0, 0x4f, 0x4f),
        Color32::from_rgb(0xf2, 0xc1, 0x2e),
        Color32::from_rgb(0x4f, 0x9d, 0xe0),
        Color32::from_rgb(0x5f, 0xc2, 0x6a),
    ];
    COLORS[p % COLORS.len()]
}

/// The colour that marks the last move.
pub fn last_move_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0x9a, 0xd0, 0xff)
    } else {
        Color32::from_rgb(0x1f, 0x6f, 0xc0)
    }
}

/// The largest rect of the given aspect (width / height) that fits the space
/// left in `ui`, centred, with room for `margin` around it. Allocates the space.
pub fn board_rect(ui: &mut Ui, aspect: f32, margin: f32) -> Rect {
    let avail = ui.available_size().max(Vec2::splat(120.0));
    let inner = avail - Vec2::splat(2.0 * margin);
    let (w, h) = if inner.x / inner.y > aspect {
        (inner.y * aspect, inner.y)
    } else {
        (inner.x, inner.x / aspect)
    };
    let (outer, _) = ui.allocate_exact_size(avail, Sense::hover());
    Rect::from_center_size(outer.center(), Vec2::new(w.max(40.0), h.max(40.0)))
}

/// One clickable part of the board, named for accessibility. Disabled parts are
/// still named (a screen reader reads the whole board) but cannot be clicked.
pub fn part(ui: &mut Ui, rect: Rect, id: Id, label: String, value: String, on: bool) -> Response {
    let sense = if on { Sense::click() } else { Sense::hover() };
    let response = ui.interact(rect, id, sense);
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Button, on, &label);
        info.current_text_value = Some(value.clone());
        info
    });
    if on {
        response.on_hover_cursor(egui::CursorIcon::PointingHand)
    } else {
        response
    }
}

/// Text in the board's coordinate style.
pub fn coord_text(ui: &Ui, painter: &egui::Painter, pos: egui::Pos2, text: &str, size: f32) {
    painter.text(
        pos,
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(size),
        ui.visuals().weak_text_color(),
    );
}
